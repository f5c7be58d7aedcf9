package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Two actions a turn («Каждый персонаж может совершить два действия в свою
// инициативу»), what the tracker counts of them, the GM's leave for more,
// support, and who acts when a command names nobody — each driven through
// the console with scripted dice. Every /combat add or join draws 2d6 of
// initiative first.

// "Каждый персонаж может совершить два действия в свою инициативу" —
// the third action of a turn is refused, ephemeral, nothing changed and no
// dice drawn: Move, Move, Move, Other action, two attacks.
func TestKlondikeTwoActionsATurnEnforced(t *testing.T) {
	for _, tc := range []struct {
		locale, script, refusal, moved string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"STR 6 DEX 8 END 6 INT 7 Gun Combat 1" name:Ann
@Ann /char weapon add name:pistol
@Ann /combat join
/combat add name:Bandit stats:"STR 7 DEX 7 END 7 INT 5" armor:1
@Ann !click Move
@Ann !click Move
@Ann !click Move
@Ann !click Other action
@Ann /attack target:Bandit weapon:pistol
@Ann /attack target:Bandit weapon:pistol
`, "Ann has no actions left this turn", "Ann: Moves 10 m · 0 actions left"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /char set stats:"СИЛ 6 ЛОВ 8 ВЫН 6 ИНТ 7 Стрельба 1" name:Аня
@Ann /char weapon add name:пистолет
@Ann /бой войти
/бой добавить имя:Bandit параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 5" броня:1
@Ann !click Движение
@Ann !click Прицеливание
@Ann !click Дозор
@Ann !click Другое действие
@Ann /атака цель:Bandit оружие:пистолет
@Ann /атака цель:Bandit оружие:пистолет
`, "Аня: действий в этом ходу не осталось", "Аня: Прицеливается (+1) · осталось 0 действий"},
	} {
		// Initiative: Ann 5+5 + 0 − 3 = 7, Bandit 3+2 − 1 − 3 = 1. The
		// refused attacks draw nothing: the 6s stay unused.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 3, 2, 6, 6, 6, 6, 6)
		out := h.Run(tc.script)
		consoletest.KlWant(t, tc.locale+" second action", consoletest.ByText(t, out, tc.moved), tc.moved)
		if n := klCount(out, tc.refusal); n != 4 {
			t.Errorf("%s: want 4 refusals, got %d", tc.locale, n)
		}
		for _, s := range out {
			if strings.Contains(s.Text(), tc.refusal) && !s.Ephemeral {
				t.Errorf("%s: the refusal is public: %s", tc.locale, s.Text())
			}
			if strings.Contains(s.Text(), "→ Bandit") {
				t.Errorf("%s: an attack past the two actions went through: %s", tc.locale, s.Text())
			}
		}
		if left := h.Dice.Remaining(); left != 5 {
			t.Errorf("%s: refused actions drew dice: %d faces left, want 5", tc.locale, left)
		}
	}
}

func klCount(out []consoletest.Sent, marker string) int {
	n := 0
	for _, s := range out {
		if strings.Contains(s.Text(), marker) {
			n++
		}
	}
	return n
}

func TestKlondikeTrackerActionsCountTwoPerTurn(t *testing.T) {
	// Two actions a turn: a suppressive burst from the smg (stock: 3d6−3,
	// auto 3, 30 rounds), a reload from the tracker, then aiming is the
	// third action: refused, ephemeral ("Каждый персонаж может совершить два
	// действия в свою инициативу").
	h := consoletest.NewSystemHarness(t, "ru", 3, 3, 2, 2, 1, 1)
	out := h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:Ann
/атака атакующий:Gunner цель:Ann оружие:smg режим:suppress
!click Перезарядка
!click Прицеливание
`)
	consoletest.KlWant(t, "volley", consoletest.ByText(t, out, "(smg) —"), "🎲 1+1 = **2**", "−2")
	consoletest.KlWant(t, "reload", consoletest.ByText(t, out, "перезаряжает"), "smg: патронов 30", "0")
	consoletest.KlWant(t, "aim", consoletest.LastOf(t, out), "Gunner: действий в этом ходу не осталось")
	if !consoletest.LastOf(t, out).Ephemeral {
		t.Errorf("the third action's refusal should be ephemeral")
	}

	h = consoletest.NewSystemHarness(t, "en", 3, 3, 2, 2)
	out = h.Run("/system set system:klondike\n/combat start\n/combat add name:Ann\n/combat add name:Bob\n!click Move\n!click Stand up\n!click Dive for cover\n!click Attack\n")
	consoletest.KlWant(t, "move", consoletest.ByText(t, out, "Moves 10 m"), "Ann: Moves 10 m · 1 action left")
	consoletest.KlWant(t, "dive", consoletest.ByText(t, out, "Dives for cover"), "loses the next action")
	if s := consoletest.ByText(t, out, "Ann is not prone: only a prone character can crawl or stand up"); !s.Ephemeral {
		t.Errorf("standing up while standing: %s", s.Text())
	}
	if s := consoletest.LastOf(t, out); !s.Ephemeral || !strings.Contains(s.Text(), "/attack") {
		t.Errorf("the Attack button should point at /attack: %s", s.Text())
	}
}

// «Каждый персонаж может совершить два действия в свою инициативу»: the
// actions left at the round's end carried on, so a player who moved once
// could attack in the next round before their own turn came, and again on
// it — three actions in a round. What is left now ends with the round.
func TestKlondikeActionsEndWithTheRound(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 8 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/combat next
@Ann !click Move
!click Next round
@Ann /attack target:Orc damage:2d6
`, "Ann has no actions left this turn"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 8 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/бой далее
@Ann !click Движение
!click Следующий раунд
@Ann /атака цель:Orc урон:2d6
`, "Ann: действий в этом ходу не осталось"},
	} {
		// Initiative Ann 3+4 −3 = 4, Orc 5+5 −3 = 7; round 2 Orc 7, Ann 4
		// again: Orc's turn, not Ann's.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 5, 5, 3, 4, 6, 6, 3, 3) // and an attack that must not come
		got := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		if !got.Ephemeral {
			t.Fatalf("%s: Ann acted with round 1's action left over: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale, got, tc.refusal)
	}
}

// «Каждый персонаж может совершить два действия в свою инициативу.» In
// the round a player joins, the two actions it joined with could be spent
// before its turn came (Bob's axe during Ann's turn), and its turn then
// gave two more: three or four attacks in round 1 (from round 2 on the
// round's end already stopped this, TestKlondikeActionsEndWithTheRound).
// The first turn now keeps what is left: Bob swings once out of turn, once
// on his turn, and the third is refused, ephemeral, before any die.
// Initiative Ann 6+6 −3 = 9, Bob 5+5 −3 = 7, Orc 1+1 −3 = −1; each swing
// 1+1 +1 +2 = 5, a miss (no damage dice).
func TestKlondikeFirstRoundKeepsTwoActions(t *testing.T) {
	for _, tc := range []struct{ locale, setup, swing, next, left1, left0, refusal string }{
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 8 ВЫН 7 ИНТ 8" имя:Ann
@Bob /персонаж задать параметры:"СИЛ 9 ЛОВ 6 ВЫН 8 ИНТ 6 Ближний_бой 2" имя:Bob
@Bob /персонаж оружие добавить название:Топор свойства:"2d6 ближний"
@Ann /бой войти
@Bob /бой войти
/бой добавить имя:Orc
`, "@Bob /атака цель:Orc оружие:Топор\n", "@Ann !click Следующий ход\n",
			"осталось 1 действие", "осталось 0 действий", "Bob: действий в этом ходу не осталось"},
		{"en", `@Ann /char set stats:"STR 7 DEX 8 END 7 INT 8" name:Ann
@Bob /char set stats:"STR 9 DEX 6 END 8 INT 6 Melee 2" name:Bob
@Bob /char weapon add name:Axe spec:"2d6 melee"
@Ann /combat join
@Bob /combat join
/combat add name:Orc
`, "@Bob /attack target:Orc weapon:Axe\n", "@Ann !click Next turn\n",
			"1 action left", "0 actions left", "Bob has no actions left this turn"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 5, 5, 1, 1, 1, 1, 1, 1, 6, 6)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.swing)))
			consoletest.KlWant(t, "out of turn", got, tc.left1)
			h.Run(tc.next)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.swing)))
			consoletest.KlWant(t, "on the turn", got, tc.left0)
			got = consoletest.LastOf(t, h.Run(tc.swing))
			if !got.Ephemeral {
				t.Fatalf("a third action in round 1 should be refused: %s", got.Text())
			}
			consoletest.KlWant(t, "the third", got, tc.refusal)
			// The refused swing drew nothing: 6+6 is still next.
			if n := h.Dice.Remaining(); n != 2 {
				t.Errorf("%d faces left, want 2 (the refusal drew dice)", n)
			}
		})
	}
}

func TestKlondikeSupportIsRememberedAndSpent(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		support        []string
		spent, plain   string
	}{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Sarge stats:\"INT 9 leadership 1\"\n/combat add name:Pvt stats:\"DEX 7\"\n/support name:Sarge target:Pvt\n/check characteristic:DEX name:Pvt\n/check characteristic:DEX name:Pvt\n",
			[]string{"🎲 4+3 +2 = **9** vs 8+ — success, Effect +1", "Leadership +1", "Pvt: +2 on the next roll.", "1 action left"},
			"🎲 3+3 +2 = **8** vs 8+ — success", "🎲 3+3 = **6** vs 8+ — failure"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Sarge параметры:\"ИНТ 9 Командование 1\"\n/бой добавить имя:Pvt параметры:\"ЛОВ 7\"\n/поддержка имя:Sarge цель:Pvt\n/проверка характеристика:ЛОВ имя:Pvt\n/проверка характеристика:ЛОВ имя:Pvt\n",
			[]string{"🎲 4+3 +2 = **9** против 8+ — успех, Эффект +1", "Pvt: +2 на следующий бросок."},
			"🎲 3+3 +2 = **8** против 8+ — успех", "🎲 3+3 = **6** против 8+ — провал"},
	} {
		// "Поддержка: бросок Командования/ИНТ 8+, при успехе одна цель
		// получает +2 на свой следующий бросок": 4+3 + INT DM 1 +
		// Leadership 1 = 9; Pvt's next check 3+3 +2 = 8, the one after 6.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 4, 3, 3, 3, 3, 3)
		out := h.Run(tc.script)
		consoletest.KlWant(t, tc.locale+" support", consoletest.ByText(t, out, "🤝"), tc.support...)
		consoletest.KlWant(t, tc.locale+" spent", consoletest.ByText(t, out, "= **8**"), tc.spent)
		consoletest.KlWant(t, tc.locale+" plain", consoletest.ByText(t, out, "= **6**"), tc.plain)
	}
}

// `@Ann /combat lead` (and /reload, /vehicle board, /support) from a
// player with no combatant was refused with «Нужно указать параметр
// «attacker».» — an option those commands do not have. The refusal now
// says what to do in the command's own terms: join the fight, or name who
// acts with the option the command has (name:, or attacker: for /attack).
func TestKlondikeNoActorRefusalNamesTheCommandsOption(t *testing.T) {
	for _, tc := range []struct {
		locale, setup string
		lines         []string
		want          []string
		not           string
	}{
		{"ru", "/бой добавить имя:Orc\n/техника добавить имя:Jeep\n",
			[]string{"@Ann /бой командование", "@Ann /перезарядить", "@Ann /техника посадка техника:Jeep", "@Ann /поддержка цель:Orc", "@Ann /атака цель:Orc урон:1d6"},
			[]string{"`/бой войти`", "`имя:`", "`имя:`", "`имя:`", "`имя:`", "`атакующий:`"}, "attacker"},
		{"en", "/combat add name:Orc\n/vehicle add name:Jeep\n",
			[]string{"@Ann /combat lead", "@Ann /reload", "@Ann /vehicle board vehicle:Jeep", "@Ann /support target:Orc", "@Ann /attack target:Orc damage:1d6"},
			[]string{"`/combat join`", "`name:`", "`name:`", "`name:`", "`name:`", "`attacker:`"}, "“attacker”"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			for i, line := range tc.lines {
				got := consoletest.LastOf(t, h.Run(line+"\n"))
				if !got.Ephemeral {
					t.Errorf("%s: refusal not ephemeral: %s", line, got.Text())
				}
				consoletest.KlWant(t, line, got, tc.want[0], tc.want[i+1])
				consoletest.KlNot(t, line, got, tc.not)
			}
		})
	}
}

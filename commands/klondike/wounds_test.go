package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Shock, unconsciousness and death: the one shock round, the wake roll on
// the original END, the unconscious fighter's turn, and the optional
// instant death.

// «Когда она доходит до нуля, персонаж находится в шоке 1 раунд - в
// течение этого раунда единственное, что он может - это броситься в
// укрытие в случае опасности. После этого до излечения он Ранен и получает
// штраф -1 на все броски.» The seed names the state during that round
// shock; Wounded, and its −1, come after it. The health line reads «Шок»,
// not «Ранен · шок», and the round-2 initiative carries no −1.
//
// Orc (9) acts before Bob (−1); on Bob's turn 3 damage takes END 3 → 0:
// shock, which lasts through round 2. Round 2: Orc 6+6 −3 = 9 (no −1).
// Round 3: the shock is over; Orc 6+6 −3 −1 = 8, Wounded.
func TestKlondikeShockRoundReadsShock(t *testing.T) {
	for _, tc := range []struct {
		locale, script, shock, wounded, shockPair string
	}{
		{"en", `/combat add name:Orc stats:"STR 3 DEX 5 END 3 INT 7"
/combat add name:Bob stats:"STR 7 DEX 7 END 7 INT 7"
/combat next
/damage target:Orc amount:3
/combat next
/combat next
/combat next
`, "8/11 · Shock", "8/11 · Wounded", "Wounded · shock"},
		{"ru", `/бой добавить имя:Orc параметры:"СИЛ 3 ЛОВ 5 ВЫН 3 ИНТ 7"
/бой добавить имя:Bob параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/бой далее
/урон цель:Orc количество:3
/бой далее
/бой далее
/бой далее
`, "8/11 · Шок", "8/11 · Ранен", "Ранен · шок"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		dmg := consoletest.ByText(t, out, "🩸")
		consoletest.KlWant(t, tc.locale+" damage", dmg, tc.shock)
		consoletest.KlNot(t, tc.locale+" damage", dmg, tc.shockPair)
		var round2, round3 consoletest.Sent
		for _, s := range out {
			switch {
			case s.Kind == "edit" && strings.Contains(s.Text(), "2") && strings.Contains(s.Text(), "`  9` **Orc**") && strings.Contains(s.Text(), tc.shock):
				round2 = s
			case s.Kind == "edit" && strings.Contains(s.Text(), "`  8` **Orc**"):
				round3 = s
			}
		}
		if round2.Data == nil {
			t.Fatalf("%s: no round-2 tracker with Orc at 9 in shock:\n%s", tc.locale, consoletest.LastOf(t, out).Text())
		}
		consoletest.KlNot(t, tc.locale+" round 2", round2, tc.shockPair, tc.wounded)
		if round3.Data == nil {
			t.Fatalf("%s: no round-3 tracker with Orc at 8:\n%s", tc.locale, consoletest.LastOf(t, out).Text())
		}
		consoletest.KlWant(t, tc.locale+" round 3", round3, tc.wounded)
	}
}

// "Когда она доходит до нуля, персонаж находится в шоке 1 раунд". A GM who
// moves the fight on with Next round skips the turns not yet taken; a
// fighter shocked before its turn came then stayed in shock round after
// round (four rounds of a six-round fight) because shock ended only
// after a round in which its turn had started. It now ends at the latest
// with the round after the one it began in.
func TestKlondikeShockLastsOneRoundWhenTheGMPassesRounds(t *testing.T) {
	for _, tc := range []struct{ locale, script, over, shock string }{
		{"en", `/combat add name:Ann stats:"INT 12"
/combat add name:Orc stats:"END 6"
/damage target:Orc amount:6
!click Next round
!click Next round
`, "• Orc: shock is over, now Wounded", "· Shock"},
		{"ru", `/бой добавить имя:Ann параметры:"ИНТ 12"
/бой добавить имя:Orc параметры:"ВЫН 6"
/урон цель:Orc количество:6
!click Следующий раунд
!click Следующий раунд
`, "• Orc: шок прошёл, состояние — Ранен", "· Шок"},
	} {
		// Initiative: Ann 6+6+2 first, Orc 1+1−3 last, every round.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		round2 := out[len(out)-2].Text()
		if !strings.Contains(round2, tc.shock) {
			t.Fatalf("%s: round 2 should still show the shock taken in round 1:\n%s", tc.locale, round2)
		}
		round3 := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" round 3", round3, tc.over)
		consoletest.KlNot(t, tc.locale+" round 3", round3, tc.shock)
	}
}

// «Весь последующий урон наносится … по Силе или Ловкости. Если
// любая из этих характеристик доходит до нуля, персонаж теряет сознание. …
// при успехе он придет в себя через д6 минут, при провале через д6 часов.»
// The seed lists nothing an unconscious fighter may do (for shock it names
// the one thing: «броситься в укрытие»), so it may do nothing until it
// comes to. Its turn still comes (only the dead are skipped): the
// reminder says it cannot act and that the GM presses Next turn, and every
// action by or for it is refused with that reason.
//
// Orc (INT 7: 6+6 −3 = 9) goes first, Bob (1+1 −3 = −1) second. On Bob's
// turn 6 damage takes Orc's END 3 → 0 and STR 3 → 0: unconscious, the wake
// roll 3+3 −1 (original END 3) = 5, a failure, d6 3 → 3 hours. Round 2:
// Orc 6+6 −3 −2 (Seriously wounded) = 7, Bob −1: Orc's turn comes first.
func TestKlondikeUnconsciousTurnAndActionsRefused(t *testing.T) {
	for _, tc := range []struct {
		locale, script, reminder, refusal string
	}{
		{"en", `/combat add name:Orc stats:"STR 3 DEX 5 END 3 INT 7 Medicine 2"
/combat add name:Bob stats:"STR 7 DEX 7 END 7 INT 7"
/combat next
/damage target:Orc amount:6 to:str
/combat next
/attack attacker:Orc target:Bob damage:2d6
/attack attacker:Orc target:Bob
!click Move
!click Attack
!click Dive for cover
/check name:Orc characteristic:STR
/heal target:Bob medic:Orc
/support name:Orc target:Bob
/grapple attacker:Orc target:Bob
/reload name:Orc
`, "Orc: unconscious — cannot act until coming to. GM: press Next turn.",
			"Unconscious: cannot act until coming to. On this fighter's turn the GM presses Next turn."},
		{"ru", `/бой добавить имя:Orc параметры:"СИЛ 3 ЛОВ 5 ВЫН 3 ИНТ 7 Медицина 2"
/бой добавить имя:Bob параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/бой далее
/урон цель:Orc количество:6 куда:str
/бой далее
/атака атакующий:Orc цель:Bob урон:2d6
/атака атакующий:Orc цель:Bob
!click Движение
!click Атака
!click Нырнуть в укрытие
/проверка имя:Orc характеристика:СИЛ
/лечить цель:Bob медик:Orc
/поддержка имя:Orc цель:Bob
/борьба атакующий:Orc цель:Bob
/перезарядить имя:Orc
`, "Orc: без сознания — действовать не может, пока не придёт в себя. Мастер: нажмите «Следующий ход».",
			"Без сознания: действовать нельзя, пока участник не придёт в себя. В ход этого участника мастер нажимает «Следующий ход»."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 3, 3, 3, 6, 6, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" turn reminder", consoletest.ByText(t, out, "Orc: "), tc.reminder)
		// The ten tries after the reminder: each a refusal with the reason,
		// the attack without a weapon too (the state is said first).
		at := -1
		for k, s := range out {
			if strings.Contains(s.Text(), tc.reminder) {
				at = k
			}
		}
		var refused []consoletest.Sent
		for _, s := range out[at+1:] {
			if s.Ephemeral {
				refused = append(refused, s)
			} else if s.Kind == "response" {
				t.Errorf("%s: an unconscious fighter's action went through: %s", tc.locale, s.Text())
			}
		}
		if len(refused) != 10 {
			t.Fatalf("%s: %d refusals, want 10", tc.locale, len(refused))
		}
		for _, s := range refused {
			consoletest.KlWant(t, tc.locale+" refusal", s, tc.refusal)
		}
	}
}

// «Если любая из этих характеристик доходит до нуля, персонаж теряет
// сознание. Совершите бросок по изначальной характеристике Выносливости -
// при успехе он придет в себя через д6 минут, при провале через д6 часов.»
// The roll is 2d6 + the DM of the original END against 8+; the line used to
// show "🎲 3+4 −1 = 6 on original END → wakes in 5 hours", leaving the GM to
// guess what the −1 was and whether 6 passed. It now names the original END
// and the target: END 4 (DM −1), 3+4 −1 = 6 misses 8+, so d6 = 5 hours; END
// 6 (DM +0), 4+4 = 8 makes it, so d6 = 2 minutes.
func TestKlondikeWakeRollNamesEndAndTarget(t *testing.T) {
	for _, tc := range []struct {
		locale, add, damage string
		faces               []int
		want                string
	}{
		{"en", `/combat add name:Bob stats:"STR 5 DEX 6 END 4"`, "/damage target:Bob amount:11\n",
			[]int{3, 3, 3, 4, 5},
			"💤 Unconscious: 🎲 3+4 −1 = 6 on original END 4 (needs 8+: failure) → wakes in 5 hours."},
		{"ru", `/бой добавить имя:Bob параметры:"СИЛ 5 ЛОВ 6 ВЫН 4"`, "/урон цель:Bob количество:11\n",
			[]int{3, 3, 3, 4, 5},
			"💤 Без сознания: 🎲 3+4 −1 = 6 по исходной ВЫН 4 (нужно 8+: провал) → очнётся через 5 часов."},
		{"en", `/combat add name:Bob stats:"STR 5 DEX 6 END 6"`, "/damage target:Bob amount:13\n",
			[]int{3, 3, 4, 4, 2},
			"💤 Unconscious: 🎲 4+4 +0 = 8 on original END 6 (needs 8+: success) → wakes in 2 minutes."},
		{"ru", `/бой добавить имя:Bob параметры:"СИЛ 5 ЛОВ 6 ВЫН 6"`, "/урон цель:Bob количество:13\n",
			[]int{3, 3, 4, 4, 2},
			"💤 Без сознания: 🎲 4+4 +0 = 8 по исходной ВЫН 6 (нужно 8+: успех) → очнётся через 2 минуты."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 3+3; then the wake roll's 2d6 and its d6.
			h := consoletest.NewSystemHarness(t, tc.locale, tc.faces...)
			h.Run(consoletest.KlSetup(tc.locale) + tc.add + "\n")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.damage)))
			consoletest.KlWant(t, "wake roll", got, tc.want)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestKlondikeInstantDeathChannelOption(t *testing.T) {
	// "Опционально вы можете считать, что персонаж, чьи физические
	// характеристики упали в 0, погибает сразу же." 9 damage into END 3,
	// STR 3, DEX 3: dead with the option, dying without.
	for _, tc := range []struct {
		locale, script string
		on, off        []string
	}{
		{"en", `/combat add name:Pat stats:"STR 3 DEX 3 END 3"
/combat add name:Kit stats:"STR 3 DEX 3 END 3 INT 9"
/combat instant-death on:true
/damage target:Pat amount:9
/combat instant-death on:false
/damage target:Kit amount:9
`, []string{"Now STR 0 · DEX 0 · END 0", "💀 Dead"}, []string{"Now STR 0 · DEX 0 · END 0", "Dying"}},
		{"ru", `/бой добавить имя:Pat параметры:"СИЛ 3 ЛОВ 3 ВЫН 3"
/бой добавить имя:Kit параметры:"СИЛ 3 ЛОВ 3 ВЫН 3 ИНТ 9"
/бой мгновенная-смерть вкл:true
/урон цель:Pat количество:9
/бой мгновенная-смерть вкл:false
/урон цель:Kit количество:9
`, []string{"Теперь СИЛ 0 · ЛОВ 0 · ВЫН 0", "💀 Мёртв"}, []string{"Теперь СИЛ 0 · ЛОВ 0 · ВЫН 0", "При смерти"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 3, 3, 4, 3, 3, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		dead := consoletest.ByText(t, out, "Pat")
		for k := len(out) - 1; k >= 0; k-- {
			if strings.Contains(out[k].Text(), "🩸") && strings.Contains(out[k].Text(), "Pat") {
				dead = out[k]
				break
			}
		}
		consoletest.KlWant(t, tc.locale+" instant death", dead, tc.on...)
		consoletest.KlWant(t, tc.locale+" dying", out[len(out)-2], tc.off...)
	}
}

// «Опционально вы можете считать, что персонаж, чьи физические
// характеристики упали в 0, погибает сразу же.» Switching that rule on in
// the middle of a fight moved the fight's version on without redrawing the
// tracker, so the GM's very next button press on it was refused as out of
// date with no newer tracker to use. The tracker is redrawn now, and its
// Next turn works.
func TestKlondikeInstantDeathKeepsTheTrackerLive(t *testing.T) {
	for _, tc := range []struct{ locale, script, said, turn string }{
		{"en", `@Ann /char set stats:"DEX 2 STR 2 END 2 INT 7" name:Ann
@Ann /combat join
/combat add name:Orc
/combat instant-death on:true
!click Next turn
`, "Instant death is on", "Turn: Orc · round 1"},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 2 СИЛ 2 ВЫН 2 ИНТ 7" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/бой мгновенная-смерть вкл:true
!click Следующий ход
`, "Мгновенная смерть включена", "Ход: Orc · раунд 1"},
	} {
		// Initiative Ann 6+6 −3 = 9, Orc 2+2 −3 = 1.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" switch", consoletest.ByText(t, out, tc.said), tc.said)
		last := consoletest.LastOf(t, out)
		if last.Ephemeral {
			t.Fatalf("%s: the tracker's Next turn was refused after the switch: %s", tc.locale, last.Text())
		}
		consoletest.KlWant(t, tc.locale+" next turn", last, tc.turn)
	}
}

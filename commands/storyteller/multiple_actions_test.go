package storyteller_test

import (
	"fmt"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Ваш персонаж может совершить несколько выстрелов за ход (считается
// множественным действием). Количество доступных бросков на первый выстрел
// уменьшается на общее количество выстрелов, которые вы собираетесь
// совершить. Каждый последующий выстрел уменьшает количество доступных
// бросков на один кубик.» The penalty is set by what the player means to do
// («собираетесь»): without a declaration one action was meant, so the first
// attack keeps its pool and the second of the round loses 3, as the second
// of two declared would — the fight's books count it (an undeclared second
// attack at full pool was a free extra action every round). Declared with
// actions:N (действия:N), the first attack loses N dice and each later
// attack of the SAME fighter in the round one die more; another fighter's
// attacks are not touched, and the next round starts afresh.
func TestStorytellerDeclaredSplitAcrossAttacks(t *testing.T) {
	for _, tc := range []struct {
		locale, pool6, pool4, pool3, pool2, mod2, mod3, split1, split2, over, undeclared, declare string
	}{
		{"en", "Pool 6, difficulty 6", "Pool 4, difficulty 6", "Pool 3, difficulty 6", "Pool 2, difficulty 6",
			"multiple actions −2", "multiple actions −3",
			"Multiple actions: Ann declared 2 actions this round; this attack is action 1, pool −2",
			"Multiple actions: Ann declared 2 actions this round; this attack is action 2, pool −3",
			"⚠️ Ann declared 2 actions, and this is action 3, past what was declared",
			"Multiple actions: this is Ann's action 2 this round, and none were declared (one meant), so its pool is −3",
			"actions:2"},
		{"ru", "Запас 6, сложность 6", "Запас 4, сложность 6", "Запас 3, сложность 6", "Запас 2, сложность 6",
			"множественные действия −2", "множественные действия −3",
			"Множественное действие: Ann — заявлено действий на ход: 2; эта атака — действие 1, запас −2",
			"Множественное действие: Ann — заявлено действий на ход: 2; эта атака — действие 2, запас −3",
			"⚠️ Ann: заявлено действий — 2, а это действие 3",
			"Множественное действие: это действие 2 в раунде (Ann), а заявлено не было (одно), поэтому запас −3",
			"действия:2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stMissFight(t, tc.locale)
			punch := "/attack attacker:Ann target:Orc defense:none"
			// Undeclared: Dexterity 3 + Brawl 3 = 6 dice, then 6 − 3 = 3,
			// the reply saying why.
			first := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, first, tc.pool6)
			consoletest.MustNotContain(t, first, tc.mod2, tc.mod3, tc.undeclared)
			second := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, second, tc.pool3)
			consoletest.MustContain(t, second, tc.mod3, tc.undeclared)

			// The next round, declared: 6 − 2 = 4, then 6 − 3 = 3; a
			// third action past the split loses one more again (−4 → 2)
			// and is played with a warning. Orc's own attack is not split.
			h.Run("/combat next\n/combat next\n")
			d1 := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+" "+tc.declare+"\n")))
			stAttackPool(t, d1, tc.pool4)
			consoletest.MustContain(t, d1, tc.mod2, tc.split1)
			orc := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Orc target:Ann defense:none\n")))
			consoletest.MustNotContain(t, orc, tc.mod2, tc.mod3, "Multiple action", "Множественное действие")
			d2 := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, d2, tc.pool3)
			consoletest.MustContain(t, d2, tc.mod3, tc.split2)
			consoletest.MustNotContain(t, d2, tc.over)
			d3 := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, d3, tc.pool2)
			consoletest.MustContain(t, d3, tc.over)

			// A new round: the declaration lapsed, the pool is whole again.
			h.Run("/combat next\n/combat next\n")
			fresh := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, fresh, tc.pool6)
			consoletest.MustNotContain(t, fresh, tc.mod2, tc.mod3, tc.undeclared)
		})
	}
}

// A split declared late: the first attack went undeclared, and the GM
// declares two actions on the second — it is the turn's second action,
// −3 (the seed's «Каждый последующий выстрел … на один кубик» after the
// first's −2). A reload before a declared attack counts among its actions,
// as it already did without one: reload, then an attack of two declared
// actions is the second action, −3, the same pool as before.
func TestStorytellerLateDeclarationAndReload(t *testing.T) {
	for _, tc := range []struct{ locale, pool3, split, declare string }{
		{"en", "Pool 3, difficulty 6", "this attack is action 2, pool −3", "actions:2"},
		{"ru", "Запас 3, сложность 6", "эта атака — действие 2, запас −3", "действия:2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stMissFight(t, tc.locale)
			punch := "/attack attacker:Ann target:Orc defense:none"
			shot := `/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver"`
			h.Run(shot + "\n") // undeclared: the gun is now counted
			late := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+" "+tc.declare+"\n")))
			stAttackPool(t, late, tc.pool3)
			consoletest.MustContain(t, late, tc.split)

			h.Run("/combat next\n/combat next\n/reload name:Ann\n")
			// Undeclared after a reload: −3 as before (Dexterity 3 +
			// Firearms 3 = 6 → 3), and with two actions declared the same.
			undeclared := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"\n")))
			stAttackPool(t, undeclared, tc.pool3)
			h.Run(`/combat undo` + "\n")
			declared := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+" "+tc.declare+"\n")))
			stAttackPool(t, declared, tc.pool3)
			consoletest.MustContain(t, declared, tc.split)
		})
	}
}

// actions below 1 or above 10 is refused in the user's language, with the
// range, and changes nothing.
func TestStorytellerActionsOutOfRangeRefused(t *testing.T) {
	for _, tc := range []struct{ locale, opt, want string }{
		{"en", "actions", "Option actions: the number of actions declared for the turn, from 1 to 10."},
		{"ru", "действия", "Параметр действия: сколько действий заявлено на ход, от 1 до 10."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stMissFight(t, tc.locale)
			for _, n := range []string{"0", "-1", "11"} {
				consoletest.RefusedUnchanged(t, h, "/attack attacker:Ann target:Orc defense:none "+tc.opt+":"+n, tc.want)
			}
			// Each spelling a user may type: the option, the situation
			// token, and Discord's extra: (as medieval's actions is).
			for i, line := range []string{
				"situation:\"" + tc.opt + ":2\"",
				"extra:\"situation:'" + tc.opt + ":2'\"", "действие:2",
			} {
				out := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Ann target:Orc defense:none "+line+"\n")))
				// Every attack of this round is the split's next action:
				// 2 declared, so −2, −3, −4, −5.
				if want := fmt.Sprintf("−%d", 2+i); out.Ephemeral || !strings.Contains(out.Text(), want) {
					t.Errorf("%s not read (want %s): %s", line, want, out.Text())
				}
			}
		})
	}
}

// Ann attacks the Orc out of turn (the Orc's), then again on her own turn.
// The seed's «ход» is the whole round («несколько выстрелов за ход
// (считается множественным действием)»; the rate of fire is «за один ход»;
// initiative is rolled each turn), and her turn starting does not give the
// out-of-turn action back: the own turn's attack is her action 2 of the
// round. Undeclared, one action was meant: the first keeps Dexterity 3 +
// Brawl 2 = 5 dice, the second loses 3 (5 → 2). Declared out of turn with
// actions:2, the first loses 2 (5 → 3) and the own turn's attack is still
// action 2 of that split, −3 (5 → 2): the declaration lasts the round. An
// attack on her own turn with nothing before it keeps its pool and says
// nothing.
func TestStorytellerOutOfTurnThenOwnTurn(t *testing.T) {
	for locale, l := range map[string]struct{ setup, attack, declare, next, undeclared, declared, pool5, pool3, pool2 string }{
		"en": {"/combat start\n@Ann /char set stats:\"Dexterity 3 Brawl 2 Wits 1\"\n@Ann /combat join\n/combat add name:Orc stats:\"Dexterity 5 Wits 5 Stamina 3\"\n",
			"@Ann /attack target:Orc defense:none", " actions:2", "/combat next\n",
			"Multiple actions: this is Ann's action 2 this round, and none were declared (one meant), so its pool is −3",
			"Multiple actions: Ann declared 2 actions this round; this attack is action 2, pool −3",
			"Pool 5, difficulty 6", "Pool 3, difficulty 6", "Pool 2, difficulty 6"},
		"ru": {"/бой начать\n@Ann /персонаж задать параметры:\"Ловкость 3 Рукопашный_бой 2 Сообразительность 1\"\n@Ann /бой войти\n/бой добавить имя:Orc параметры:\"Ловкость 5 Сообразительность 5 Выносливость 3\"\n",
			"@Ann /атака цель:Orc защита:нет", " действия:2", "/бой далее\n",
			"Множественное действие: это действие 2 в раунде (Ann), а заявлено не было (одно), поэтому запас −3",
			"Множественное действие: Ann — заявлено действий на ход: 2; эта атака — действие 2, запас −3",
			"Запас 5, сложность 6", "Запас 3, сложность 6", "Запас 2, сложность 6"},
	} {
		for _, declared := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/declared=%v", locale, declared), func(t *testing.T) {
				// Ann's initiative 2 + 4, the Orc's 2 + 10: the Orc goes first.
				h := consoletest.NewSystemHarness(t, locale, consoletest.Twos(60)...)
				h.Run("/system set system:storyteller\n" + l.setup)
				first, pool, note := l.attack+"\n", l.pool5, l.undeclared
				if declared {
					first, pool, note = l.attack+l.declare+"\n", l.pool3, l.declared
				}
				out := consoletest.LastOf(t, consoletest.Replies(h.Run(first)))
				stAttackPool(t, out, pool)
				h.Run(l.next)
				second := consoletest.LastOf(t, consoletest.Replies(h.Run(l.attack+"\n")))
				stAttackPool(t, second, l.pool2)
				consoletest.MustContain(t, second, note)
			})
		}
	}
	// Control: the own turn's first attack with nothing before it.
	h := consoletest.NewSystemHarness(t, "en", consoletest.Twos(60)...)
	h.Run("/system set system:storyteller\n/combat start\n@Ann /char set stats:\"Dexterity 3 Brawl 2 Wits 1\"\n@Ann /combat join\n" +
		"/combat add name:Orc stats:\"Dexterity 5 Wits 5 Stamina 3\"\n/combat next\n")
	got := consoletest.LastOf(t, consoletest.Replies(h.Run("@Ann /attack target:Orc defense:none\n")))
	stAttackPool(t, got, "Pool 5, difficulty 6")
	consoletest.MustNotContain(t, got, "Multiple actions", "multiple actions")
}

// Reload with another action: «Перезарядка оружия занимает один ход. По
// разрешению Ведущего персонаж может выполнить перезарядку вместе с другим
// действием (считается множественным действием)», and a multiple action
// loses dice: «Количество доступных бросков на первый выстрел уменьшается на
// общее количество выстрелов … Каждый последующий выстрел уменьшает
// количество доступных бросков на один кубик». Reload then shoot in one
// round is two actions, the shot the second: Dexterity 3 + Firearms 3 = 6
// dice − 3 = 3. Nothing is refused; next round the shot has its 6 dice.
func TestStorytellerReloadThenShootIsAMultipleAction(t *testing.T) {
	for _, tc := range []struct{ locale, mod, pool3, pool6, multi string }{
		{"en", "multiple actions −3", "Pool 3, difficulty 6", "Pool 6, difficulty 6", "multiple actions"},
		{"ru", "множественные действия −3", "Запас 3, сложность 6", "Запас 6, сложность 6", "множественные действия"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 and 2 each round; the shots miss on 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, append(append([]int{9, 2}, consoletest.Twos(3)...), append([]int{9, 2}, consoletest.Twos(6)...)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
			if got := h.Run("/reload name:Ann weapon:\"Heavy pistol\"\n")[0]; got.Ephemeral {
				t.Fatalf("reload refused: %s", got.Text())
			}
			shot := h.Run("/attack attacker:Ann target:Orc weapon:\"Heavy pistol\" defense:none\n")[0]
			if shot.Ephemeral {
				t.Fatalf("the shot after a reload was refused: %s", shot.Text())
			}
			consoletest.MustContain(t, shot, tc.mod, tc.pool3)
			h.Run("!click Next round\n")
			next := h.Run("/attack attacker:Ann target:Orc weapon:\"Heavy pistol\" defense:none\n")[0]
			consoletest.MustContain(t, next, tc.pool6)
			if strings.Contains(next.Text(), tc.multi) {
				t.Errorf("last round's reload still counts: %s", next.Text())
			}
		})
	}
}

// A reload then a shot in one round stays a multiple action («перезарядку
// вместе с другим действием (считается множественным действием)»): the
// reload is not a shot, so it spends none of the rate, and the shot after
// it still loses its dice.
func TestStorytellerReloadSpendsNoneOfTheRate(t *testing.T) {
	h := stShooterFight(t, "en")
	h.Run(`/attack attacker:Ann target:Orc weapon:"Heavy revolver" defense:none
/reload name:Ann weapon:"Heavy revolver"
`)
	out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc weapon:"Heavy revolver" defense:none`+"\n")))
	if out.Ephemeral {
		t.Fatalf("a shot after a reload refused: %s", out.Text())
	}
	consoletest.MustContain(t, out, "multiple actions", "Rounds left: 5")
	consoletest.MustNotContain(t, out, "⚠️") // the reload spent none of the rate
}

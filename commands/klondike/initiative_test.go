package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Initiative: 2d6 + INT + Tactics (−3 without) each round, the order from
// the highest down, ties settled by DEX and then a roll-off, and the
// leader's Effect added for the party.

// «В начале каждого боевого раунда все персонажи бросают 2d6+ИНТ+Тактику
// (если её нет, применяется штраф -3). Получившиеся значения выстраивают
// порядок, в котором они будут действовать - от высшего к меньшему.» The
// seed has no tie rule: the higher current DEX first (README), then the
// tracker's d10 roll-off, which was rolled silently. Orc and Bob (DEX 7)
// both roll 3+3 −3 = 3: the roll-off (Orc 7, Bob 2) shows on the tracker.
// Cat's 3 (DEX 9) is settled by DEX: no die, no entry. Round 2: all three
// roll 4+4 −3 = 5; Cat still goes first by DEX and Orc and Bob roll off
// again (Orc 1, Bob 9).
func TestKlondikeInitiativeTieShowsRollOff(t *testing.T) {
	for _, c := range []struct {
		locale, add, title, first, round string
	}{
		{"en", `/combat add name:Orc stats:"STR 7 DEX 7 END 7 INT 7"
/combat add name:Cat stats:"STR 7 DEX 9 END 7 INT 7"
`, "Initiative tie: same total and DEX, a d10 roll-off decides",
			"`3` **Orc** 🎲 7 vs **Bob** 🎲 2", "`5` **Bob** 🎲 9 vs **Orc** 🎲 1"},
		{"ru", `/бой добавить имя:Orc параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/бой добавить имя:Cat параметры:"СИЛ 7 ЛОВ 9 ВЫН 7 ИНТ 7"
`, "Ничья по инициативе: итог и ЛОВ равны, решает переброс d10",
			"`3` **Orc** 🎲 7 против **Bob** 🎲 2", "`5` **Bob** 🎲 9 против **Orc** 🎲 1"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			bob := "/combat add name:Bob stats:\"STR 7 DEX 7 END 7 INT 7\"\n"
			next := "!click Next round\n"
			if c.locale == "ru" {
				bob = "/бой добавить имя:Bob параметры:\"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7\"\n"
				next = "!click Следующий раунд\n"
			}
			// Orc 3+3, Cat 3+3; Bob 3+3 and the roll-off Orc 7, Bob 2;
			// round 2 in the tracker's order Cat, Orc, Bob: 4+4 each, then
			// Orc 1, Bob 9.
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 3, 3, 3, 3, 7, 2, 4, 4, 4, 4, 4, 4, 1, 9)
			out := h.Run(consoletest.KlSetup(c.locale) + c.add)
			// Orc and Cat tie on 3, but DEX settles it: no roll-off shown.
			consoletest.KlNot(t, "the tracker before the roll-off", consoletest.LastOf(t, out), c.title, "🎲 7")
			out = h.Run(bob)
			tracker := consoletest.LastOf(t, out)
			consoletest.KlWant(t, "the tracker after Bob joins", tracker, c.title, c.first)
			if strings.Contains(tracker.Text(), "**Cat** 🎲") {
				t.Errorf("Cat rolled no roll-off:\n%s", tracker.Text())
			}
			tracker = consoletest.LastOf(t, h.Run(next))
			consoletest.KlWant(t, "the tracker of round 2", tracker, c.title, c.round)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

func TestKlondikeLeaderEffectOnPartyInitiative(t *testing.T) {
	// Initiative 2d6 + INT DM + Tactics (−3 without). The leader's
	// Leadership/INT 8+: 6+5 + 1 + 1 = 13, Effect +5 on Sarge and Pvt (not
	// Foe). Next round: Sarge 2+2 + 1 − 3 + 5 = 7, Pvt 1+1 − 3 + 5 = 4, Foe
	// 1+1 − 3 = −1.
	h := consoletest.NewSystemHarness(t, "en", 3, 3, 2, 2, 1, 1, 6, 5, 2, 2, 1, 1, 1, 1)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Sarge stats:"INT 9 leadership 1"
/combat add name:Pvt stats:"DEX 7"
/combat add name:Foe
/combat lead name:Sarge party:Pvt
!click Next round
`)
	consoletest.KlWant(t, "lead", consoletest.ByText(t, out, "leads the party"), "🎲 6+5 +2 = **13** vs 8+ — success, Effect +5", "Effect +5 on the initiative of Sarge, Pvt")
	consoletest.KlWant(t, "round 2", consoletest.LastOf(t, out), "round 2", "`  7` **Sarge**", "`  4` **Pvt**", "` -1` **Foe**")
}

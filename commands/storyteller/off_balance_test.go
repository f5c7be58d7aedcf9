package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «Даже если противник успешно справляется с этим броском, считается, что он
// потерял равновесие, поэтому сложность всех его действий в следующем ходу
// повышается на 1.» In the tackle's round the tracker says the +1 is coming
// next round; it shows "off balance (+1 difficulty)" only in the round the
// +1 applies.
func TestStorytellerOffBalanceShowsFromTheNextRound(t *testing.T) {
	for _, tc := range []struct{ locale, tackle, next, now string }{
		{"en", "/attack attacker:Bob target:Al maneuver:tackle defense:none",
			"off balance: +1 difficulty next round", "off balance (+1 difficulty)"},
		{"ru", "/атака атакующий:Bob цель:Al приём:сбить_с_ног защита:нет",
			"потеря равновесия: +1 к сложности в следующем ходу", "потеря равновесия (+1 к сложности)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// The tackle: 5 dice at 7, one 7; damage 4 dice of 3; Al's
			// footing 3 3 3, Bob's 8 8 8.
			h, out := consoletest.StFight(t, tc.locale, "Strength 3 Dexterity 2 Brawl 2 Athletics 1", "Stamina 1 Dexterity 2 Athletics 1 Brawl 2",
				tc.tackle+"\n", 7, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 8, 8, 8)
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.next)
			consoletest.MustNotContain(t, consoletest.LastOf(t, out), tc.now)
			list := consoletest.LastOf(t, h.Run("/combat list\n"))
			consoletest.MustContain(t, list, tc.next)
			consoletest.MustNotContain(t, list, tc.now)
			h.Run("/combat next\n/combat next\n")
			list = consoletest.LastOf(t, h.Run("/combat list\n"))
			consoletest.MustContain(t, list, tc.now)
			consoletest.MustNotContain(t, list, tc.next)
		})
	}
}

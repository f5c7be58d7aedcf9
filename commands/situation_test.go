package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// An unknown situation token, a flag with a value that is neither yes nor
// no, and a named value left empty are ephemeral errors in the user's
// language that list the accepted tokens; nothing is stored and no die is
// drawn.
func TestStorytellerSituationRefusesWhatItDoesNotKnow(t *testing.T) {
	lead := map[string]string{"en": "Unknown situation “", "ru": "Непонятная обстановка «"}
	for _, situation := range []string{"flying", "opponents:2 blah:3", "blind_target:maybe", "type:", "weapon2:", "обстановка:1"} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(locale+"/"+situation, func(t *testing.T) {
				h, _ := consoletest.StFight(t, locale, "Dexterity 3 Brawl 2", "Stamina 1", "")
				before := h.Run("/combat list\n/combat log\n")
				faces := h.Dice.Remaining()
				got := consoletest.LastOf(t, h.Run("/attack attacker:Bob target:Al maneuver:punch defense:none situation:\""+situation+"\"\n"))
				if !got.Ephemeral || !strings.Contains(got.Text(), "❌") {
					t.Fatalf("want an ephemeral error, got %s", got.Text())
				}
				consoletest.MustContain(t, got, lead[locale], map[string]string{"en": "own_cover:N opponents:N", "ru": "своё_укрытие:N противники:N"}[locale], "willpower")
				if left := h.Dice.Remaining(); left != faces {
					t.Errorf("%d dice drawn for a refused attack", faces-left)
				}
				after := h.Run("/combat list\n/combat log\n")
				for i := range before {
					if i >= len(after) || before[i].Text() != after[i].Text() {
						t.Fatalf("a refused attack changed the fight:\n%v\n%v", before, after)
					}
				}
			})
		}
	}
}

// A flag honours its value inside situation: as it does as an option of its
// own: "blind_attacker:false" is no blindness (difficulty 6), not +2.
func TestStorytellerSituationFlagValues(t *testing.T) {
	for _, tc := range []struct{ situation, want string }{
		{"blind_attacker", "Pool 5, difficulty 8"},
		{"blind_attacker:true", "Pool 5, difficulty 8"},
		{"blind_attacker:да", "Pool 5, difficulty 8"},
		{"blind_attacker:false", "Pool 5, difficulty 6"},
		{"blind_attacker:нет", "Pool 5, difficulty 6"},
		{"слепой:нет opponents:2", "Pool 5, difficulty 7"},
	} {
		t.Run(tc.situation, func(t *testing.T) {
			_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1",
				"/attack attacker:Bob target:Al maneuver:punch defense:none situation:\""+tc.situation+"\"\n", 7)
			if out[0].Ephemeral {
				t.Fatalf("refused: %s", out[0].Text())
			}
			consoletest.MustContain(t, out[0], tc.want)
		})
	}
}

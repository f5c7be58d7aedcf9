package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A declared defence answers another's attack: on the attacker's turn a
// player's Dodge (Parry, Block) click on the tracker is for the player's own
// fighter, where before it was refused as acting for the attacker. Any other
// action button stays the current fighter's. Initiative: Ann 2 + her REF or
// Dexterity + Wits, the Orc 9 + his: the Orc's turn.
func TestTrackerDefenceClickIsThePlayersOwnOnAnotherTurn(t *testing.T) {
	for _, tc := range []struct {
		system, stats, orc, locale, dodge, other, declared, refused string
	}{
		{"medieval", "REF 6 Melee 2", "REF 9", "en", "Dodge", "Move", "**Ann**: Dodge", "It is Orc's turn"},
		{"medieval", "REF 6 Melee 2", "REF 9", "ru", "Уклонение", "Перемещение", "**Ann**: Уклонение", "Сейчас ход: Orc"},
		{"storyteller", "Dexterity 3 Dodge 2 Wits 2", "Dexterity 4 Wits 3", "en", "Dodge", "Reload", "Ann holds the action to Dodge", "It is Orc's turn"},
		{"storyteller", "Dexterity 3 Dodge 2 Wits 2", "Dexterity 4 Wits 3", "ru", "Увернуться", "Перезарядить", "Ann придерживает действие для защиты", "Сейчас ход: Orc"},
	} {
		t.Run(tc.system+"/"+tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 2, 9)
			h.Run("/system set system:" + tc.system + "\n@Ann /char set stats:\"" + tc.stats + "\" name:Ann\n/combat start\n@Ann /combat join\n/combat add name:Orc stats:\"" + tc.orc + "\"\n")
			out := h.Run("@Ann !click " + tc.dodge + "\n")
			if len(out) == 0 || out[0].Ephemeral || !strings.Contains(out[0].Text(), tc.declared) {
				t.Fatalf("Ann's %s on the Orc's turn: %+v", tc.dodge, out)
			}
			out = h.Run("@Ann !click " + tc.other + "\n")
			if len(out) == 0 || !out[0].Ephemeral || !strings.Contains(out[0].Text(), tc.refused) {
				t.Fatalf("Ann's %s on the Orc's turn was not refused: %+v", tc.other, out)
			}
		})
	}
}

// Hold on the round's last turn is refused in the user's language, and the
// tracker stays on that turn: nobody acts after it this round.
func TestTrackerHoldOnTheLastTurnIsRefused(t *testing.T) {
	for _, tc := range []struct{ locale, hold, want string }{
		{"en", "Hold", "Orc 2 acts last this round"},
		{"ru", "Придержать", "Orc 2: это последний ход раунда"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 5)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc count:2\n!click Next turn\n")
			out := h.Run("!click " + tc.hold + "\n")
			if len(out) != 1 || !out[0].Ephemeral || !strings.Contains(out[0].Text(), tc.want) {
				t.Fatalf("hold on the last turn: %+v", out)
			}
		})
	}
}

package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Removing the fighter whose turn it is ends that turn as Next turn would:
// the next fighter's turn begins with its start-of-turn hooks. In klondike
// those give back the two actions a turn; before, C kept the zero it had
// left in round 1 and its first Move in round 2 was refused. Initiative is
// 2d6 − 3 without Tactics: A 6+6, B 3+3, C 1+1, the same each round.
func TestTrackerRemovingTheCurrentFighterStartsTheNextTurn(t *testing.T) {
	for _, tc := range []struct{ locale, move string }{{"en", "Move"}, {"ru", "Движение"}} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 3, 3, 1, 1, 6, 6, 3, 3, 1, 1)
			h.Run("/system set system:klondike\n/combat start\n/combat add name:A\n/combat add name:B\n/combat add name:C\n" +
				"!click Next turn\n!click Next turn\n!click " + tc.move + "\n!click " + tc.move + "\n!click Next turn\n!click Next turn\n")
			removed := h.Run("/combat remove name:B\n")
			out := h.Run("!click " + tc.move + "\n")
			if len(out) == 0 || out[0].Ephemeral {
				t.Fatalf("C's first Move of round 2 after B left on its turn was refused: %s", texts(out))
			}
			if len(removed) == 0 || removed[0].Ephemeral || !strings.Contains(removed[0].Text(), "**C**") {
				t.Fatalf("removing B on B's turn should say it is C's turn: %s", texts(removed))
			}
		})
	}
}

// Removing the last fighter of the round on its turn begins the next round
// (initiative re-rolled, the top fighter's turn) instead of giving the top
// fighter a second turn in the same round. Medieval initiative is 1d10 +
// REF: A 1+9, B 1+5, C 1+1; round 2 re-rolls A and B (2, 2).
func TestTrackerRemovingTheLastFighterOnItsTurnBeginsTheNextRound(t *testing.T) {
	for _, tc := range []struct{ locale, round string }{
		{"en", "Round 2 begins"},
		{"ru", "Начинается раунд 2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 1, 2, 2)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:A stats:\"REF 9\"\n/combat add name:B stats:\"REF 5\"\n" +
				"/combat add name:C stats:\"REF 1\"\n!click Next turn\n!click Next turn\n")
			out := h.Run("/combat remove name:C\n")
			if len(out) < 2 || out[0].Ephemeral || !strings.Contains(out[0].Text(), tc.round) {
				t.Fatalf("removing C on the round's last turn should begin round 2: %s", texts(out))
			}
			if h.Dice.Remaining() != 0 {
				t.Fatalf("round 2 should re-roll A and B's initiative: %d dice left, %s", h.Dice.Remaining(), texts(out))
			}
		})
	}
}

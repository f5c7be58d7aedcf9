package klondike

import "testing"

// «могут потратить свое следующее действие, чтобы немедленно нырнуть в
// укрытие»: in its own turn a dive spends one of that turn's actions and
// leaves nothing owed; out of turn it is owed by the next turn (one action).
func TestDiveInTurnSpendsTheNextActionNow(t *testing.T) {
	for _, tc := range []struct {
		name             string
		left, wantLeft   int
		ownTurn, pending bool
		nextTurn         int
	}{
		{"own turn, two left", 2, 1, true, false, 2},
		{"own turn, one left", 1, 0, true, false, 2},
		{"out of turn", 0, 0, false, true, 1},
	} {
		c := npc(t, 1, "")
		setState(t, c, func(s *State) { s.ActionsLeft, s.Fresh, s.Caught = tc.left, false, false })
		if _, err := Act(c, ActDive); err != nil {
			t.Fatal(err)
		}
		if tc.ownTurn {
			if n, err := DiveInTurn(c); err != nil || n != tc.wantLeft {
				t.Fatalf("%s: %d left, %v", tc.name, n, err)
			}
		}
		if s := state(t, c); s.DivePending != tc.pending || s.ActionsLeft != tc.wantLeft {
			t.Errorf("%s: pending %v left %d", tc.name, s.DivePending, s.ActionsLeft)
		}
		New().StartTurn(c, script())
		if s := state(t, c); s.ActionsLeft != tc.nextTurn {
			t.Errorf("%s: the next turn has %d, want %d", tc.name, s.ActionsLeft, tc.nextTurn)
		}
	}
}

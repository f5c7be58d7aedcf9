package klondike

import (
	"fray/rules/statejson/statejsontest"
	"testing"

	"fray/rules/dice"
)

// The tracker runs the round hooks and Initiative for every combatant on
// every round, on the serial commit path. For a usual state they read it
// into a State on their own stack and keep the stored bytes when nothing
// changed, so a round costs only Initiative's dice list; a hook that does
// change the state costs its one new encoding.
func TestTurnHookAllocs(t *testing.T) {
	if statejsontest.RaceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	sys, d := New(), dice.NewSeeded(1, 2)
	c := npc(t, 1, "")
	sys.StartTurn(c, d) // ActionsLeft and Cleaves as a turn leaves them
	usual := c.State
	setState(t, c, func(s *State) { s.FullAutoUsed = true })
	fullAuto := c.State
	c.State = usual
	for _, tc := range []struct {
		name string
		run  func()
		want float64
	}{
		{"Initiative", func() { sys.Initiative(c, d) }, 1},
		{"StartRound", func() { sys.StartRound(c, d) }, 0},
		{"StartTurn", func() { sys.StartTurn(c, d) }, 0},
		{"EndRound", func() { sys.EndRound(c, d) }, 0},
		{"StartRound after full auto", func() {
			c.State = fullAuto
			sys.StartRound(c, d)
		}, 1},
	} {
		if n := testing.AllocsPerRun(100, tc.run); n != tc.want {
			t.Errorf("%s: %v allocations, want %v", tc.name, n, tc.want)
		}
	}
}

// Actions is the package's table itself, its capacity capped so that a
// caller's append cannot write into it.
func TestActionsShared(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = New().Actions() }); n != 0 && !statejsontest.RaceEnabled {
		t.Errorf("Actions: %v allocations, want 0", n)
	}
	a := New().Actions()
	if len(a) != 13 || a[0].Key != ActAttack || a[len(a)-1].Key != ActOther {
		t.Fatalf("Actions = %v", a)
	}
	if cap(a) != len(a) {
		t.Errorf("Actions: capacity %d, length %d", cap(a), len(a))
	}
}

package storyteller

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
	c := fighter(t, 1, "Anna", map[string]int{Stamina: 3})
	setState(t, c, func(s *State) { s.Bashing = 1 })
	usual := c.State
	setState(t, c, func(s *State) { s.Acted = true })
	acted := c.State
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
		{"StartRound after acting", func() {
			c.State = acted
			sys.StartRound(c, d)
		}, 1},
	} {
		if n := testing.AllocsPerRun(100, tc.run); n != tc.want {
			t.Errorf("%s: %v allocations, want %v", tc.name, n, tc.want)
		}
	}
}

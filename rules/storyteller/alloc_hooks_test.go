package storyteller

import (
	"testing"

	"fray/rules/dice"
	"fray/rules/rulestest"
)

// The tracker runs the round hooks and Initiative for every combatant on
// every round, on the serial commit path. For a usual state they read it
// into a State on their own stack and keep the stored bytes when nothing
// changed, so a round costs only Initiative's dice list; a hook that does
// change the state costs its one new encoding.
func TestTurnHookAllocs(t *testing.T) {
	sys, d := New(), dice.NewSeeded(1, 2)
	c := fighter(t, 1, "Anna", map[string]int{Stamina: 3})
	setState(t, c, func(s *State) { s.Bashing = 1 })
	usual := c.State
	setState(t, c, func(s *State) { s.Acted = true })
	acted := c.State
	c.State = usual
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "Initiative", Run: func() { sys.Initiative(c, d) }, Want: 1},
		{Name: "StartRound", Run: func() { sys.StartRound(c, d) }, Want: 0},
		{Name: "StartTurn", Run: func() { sys.StartTurn(c, d) }, Want: 0},
		{Name: "EndRound", Run: func() { sys.EndRound(c, d) }, Want: 0},
		{Name: "StartRound after acting", Run: func() {
			c.State = acted
			sys.StartRound(c, d)
		}, Want: 1},
	})
}

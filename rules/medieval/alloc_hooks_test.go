package medieval

import (
	"testing"

	"fray/rules/dice"
	"fray/rules/rulestest"
)

// The tracker runs the round hooks for every combatant on every round, on
// the serial commit path. For a usual state they read it into a State on
// their own stack and keep the stored bytes when nothing changed, so they
// cost nothing; a hook that does change the state costs its one new
// encoding (the armor stacks are appended into the scratch space).
func TestTurnHookAllocs(t *testing.T) {
	sys, d := New(), dice.NewSeeded(1, 2)
	c := fighter(t, 1, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
	usual := c.State
	setState(t, c, func(s *State) { s.Dodge = true })
	dodging := c.State
	c.State = usual
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "StartRound", Run: func() { sys.StartRound(c, d) }, Want: 0},
		// A turn not yet begun this round: the hook marks it begun
		// (State.TurnBegun), a change, so the state is encoded anew, once.
		{Name: "StartTurn", Run: func() {
			c.State = usual
			sys.StartTurn(c, d)
		}, Want: 1},
		// Its second start in the round (a held action released) changes
		// nothing and allocates nothing.
		{Name: "StartTurn again", Run: func() { sys.StartTurn(c, d) }, Want: 0},
		{Name: "EndRound", Run: func() { sys.EndRound(c, d) }, Want: 0},
		{Name: "StartRound after a dodge", Run: func() {
			c.State = dodging
			sys.StartRound(c, d)
		}, Want: 1},
	})
}

// Actions is the package's table itself, its capacity capped so that a
// caller's append cannot write into it.
func TestActionsShared(t *testing.T) {
	rulestest.CheckActionsShared(t, New().Actions, 12, ActMove, ActAmbushBusy)
}

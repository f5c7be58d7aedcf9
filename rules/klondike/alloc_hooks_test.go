package klondike

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
	c := npc(t, 1, "")
	sys.StartTurn(c, d) // ActionsLeft and Cleaves as a turn leaves them
	usual := c.State
	setState(t, c, func(s *State) { s.FullAutoUsed = true })
	fullAuto := c.State
	c.State = usual
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "Initiative", Run: func() { sys.Initiative(c, d) }, Want: 1},
		{Name: "StartRound", Run: func() { sys.StartRound(c, d) }, Want: 0},
		{Name: "StartTurn", Run: func() { sys.StartTurn(c, d) }, Want: 0},
		{Name: "EndRound", Run: func() { sys.EndRound(c, d) }, Want: 0},
		{Name: "StartRound after full auto", Run: func() {
			c.State = fullAuto
			sys.StartRound(c, d)
		}, Want: 1},
	})
}

// Actions is the package's table itself, its capacity capped so that a
// caller's append cannot write into it.
func TestActionsShared(t *testing.T) {
	rulestest.CheckActionsShared(t, New().Actions, 13, ActAttack, ActOther)
}

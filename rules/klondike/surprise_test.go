package klondike

import (
	"strings"
	"testing"
)

// «Если преуспевает только одна сторона, она получает бесплатный раунд
// действий до начала инициативы.» The side caught off guard has no actions
// until its first turn, and is told so (not that it spent them); its first
// turn gives the seed's two («два действия в свою инициативу») and forgets
// the mark. A state that never was caught encodes as before (no "caught").
func TestCaughtOffGuardUntilFirstTurn(t *testing.T) {
	c := shooter(t)
	before := string(c.State)
	if strings.Contains(before, "caught") {
		t.Fatalf("a fresh state carries the mark: %s", before)
	}
	New().CaughtOffGuard(c)
	_, err := Act(c, ActMove)
	wantUserError(t, err, "klondike.error.caught")
	if !state(t, c).Caught || state(t, c).ActionsLeft != 0 {
		t.Fatalf("caught state %+v", state(t, c))
	}
	New().StartTurn(c, script())
	if s := state(t, c); s.Caught || s.ActionsLeft != 2 {
		t.Fatalf("after the first turn starts: %+v", s)
	}
	if strings.Contains(string(c.State), "caught") {
		t.Fatalf("the mark outlived the first turn: %s", c.State)
	}
	// Spent in the turn: the ordinary refusal.
	_, _ = Act(c, ActMove)
	_, _ = Act(c, ActMove)
	_, err = Act(c, ActMove)
	wantUserError(t, err, "klondike.error.no_actions")
}

package encounter

import (
	"testing"

	"fray/rules/dice"
)

// A combatant that leaves keeps its recap totals under its name, in a new
// Tally value: the old one may be shared with a decoded copy elsewhere.
func TestLeaveKeepsTheTallyUnderTheName(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(9, 8)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("Orc", 1))
	mustAdd(t, e, sys, d, fighter("Elf", 1))
	orc := e.Combatants[0].ID
	e.RecordDamage(e.Combatants[1].ID, orc, 7, true)
	shared := e.Tally[orc]
	if _, err := e.Leave(sys, d, orc); err != nil {
		t.Fatal(err)
	}
	got := e.Tally[orc]
	if got == nil || got.Left != "Orc" || got.Taken != 7 || !got.Fell {
		t.Fatalf("tally after leaving: %+v, want Orc's 7 taken, fell, Left \"Orc\"", got)
	}
	if shared.Left != "" {
		t.Fatal("Leave changed the Tally value it was given")
	}
}

// GiveTurn moves the turn to a declarer who now tops the order at the
// round's start, and starts its turn; the one whose turn it was comes next.
func TestGiveTurn(t *testing.T) {
	var calls []string
	sys := testSys{calls: &calls}
	// Entry: A 10, B 6, C 4. Round 2: B 10, A 9, C 2.
	d := dice.NewScripted(9, 5, 3, 8, 9, 1)
	e := New("test", "gm")
	for _, n := range []string{"A", "B", "C"} {
		mustAdd(t, e, sys, d, fighter(n, 1))
	}
	if _, err := e.NextRound(sys, d); err != nil {
		t.Fatal(err)
	}
	c := e.ByID(3)
	if err := e.SetInit(sys, d, c.ID, 20, false); err != nil { // C's charge: tops
		t.Fatal(err)
	}
	if e.Current().Name != "B" {
		t.Fatalf("SetInit moved the turn to %s", e.Current().Name)
	}
	calls = nil
	if _, err := e.GiveTurn(sys, d, c.ID); err != nil {
		t.Fatal(err)
	}
	if e.Current().Name != "C" || len(calls) != 1 || calls[0] != "turn:C" {
		t.Fatalf("after GiveTurn: %s's turn, hooks %v; want C's, its start", e.Current().Name, calls)
	}
	if _, err := e.Next(sys, d); err != nil || e.Current().Name != "B" {
		t.Fatalf("after C: %v, %s's turn; want B's", err, e.Current().Name)
	}
	if _, err := e.GiveTurn(sys, d, 99); err == nil {
		t.Fatal("GiveTurn to nobody was accepted")
	}
}

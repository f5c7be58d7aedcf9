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

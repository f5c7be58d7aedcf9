package encounter

import (
	"testing"

	"fray/rules"
)

// A turn's events name only those still in the fight: a state that still
// names one who left (a watcher on Overwatch) offers no roll for them.
func TestStartTurnDropsEventsOfThoseWhoLeft(t *testing.T) {
	e := New("test", "gm")
	e.Combatants = []rules.Combatant{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}}
	got := e.present([]rules.Event{
		{Combatant: 1, Prompt: "p"},
		{Combatant: 7, Prompt: "overwatch"}, // left the fight
		{Note: rules.Note{Key: "round"}},    // no combatant: kept
	})
	if len(got) != 2 || got[0].Combatant != 1 || got[1].Combatant != 0 {
		t.Fatalf("events kept: %+v, want the one of A and the one of nobody", got)
	}
}

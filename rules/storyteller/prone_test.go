package storyteller

import (
	"testing"

	"fray/rules/dice"
)

// «…решение о падении принимает Ведущий»: SetProne puts a fighter down or
// up, refuses the state it is already in and the dead, and a fighter put
// down rolls Dexterity + Athletics to get up at its turn.
func TestSetProne(t *testing.T) {
	for _, tc := range []struct {
		name    string
		start   bool // already down
		dead    bool
		down    bool
		wantErr string
		want    bool
	}{
		{"down", false, false, true, "", true},
		{"up", true, false, false, "", false},
		{"down twice", true, false, true, "storyteller.error.already_prone", true},
		{"up when standing", false, false, false, "storyteller.error.not_prone", false},
		{"the dead", false, true, true, "storyteller.error.target_dead", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Al", map[string]int{Dexterity: 2, Athletics: 1, Stamina: 1})
			st := state(t, c)
			st.Prone, st.Dead = tc.start, tc.dead
			if err := SaveState(c, st); err != nil {
				t.Fatal(err)
			}
			err := SetProne(c, tc.down)
			if got := errKey(err); got != tc.wantErr {
				t.Fatalf("error %q, want %q", got, tc.wantErr)
			}
			if got := state(t, c).Prone; got != tc.want {
				t.Errorf("prone %v, want %v", got, tc.want)
			}
		})
	}
	// Down by the GM's word, Al (Dexterity 2 + Athletics 1) rolls three
	// dice to get up at his turn: 7 7 3 at 6 stands him up.
	c := fighter(t, 1, "Al", map[string]int{Dexterity: 2, Athletics: 1, Stamina: 1})
	c.Owner = ""
	if err := SetProne(c, true); err != nil {
		t.Fatal(err)
	}
	New().StartTurn(c, dice.NewScripted(7, 7, 3))
	if state(t, c).Prone {
		t.Errorf("Al is still down after 7 7 3")
	}
}

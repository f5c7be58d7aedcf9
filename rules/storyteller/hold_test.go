package storyteller

import (
	"errors"
	"testing"

	"fray/rules"
)

// CanHold: a dizzied fighter «пропускает своё следующее действие» and has
// no action to hold; nor has an incapacitated, unconscious or dead one. An
// unhurt fighter may hold.
func TestCanHold(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(*State)
		want string
	}{
		{"unhurt", func(*State) {}, ""},
		{"dizzied", func(s *State) { s.Dizzied = true }, "storyteller.error.cannot_act_dizzied"},
		{"unconscious", func(s *State) { s.Unconscious = true }, "storyteller.error.cannot_act_unconscious"},
		{"incapacitated", func(s *State) { s.applyDamage(Bashing, 7) }, "storyteller.error.cannot_act_incapacitated"},
		{"dead", func(s *State) { s.Dead = true }, "storyteller.error.cannot_act_dead"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Bob", map[string]int{Dexterity: 2})
			setState(t, c, tc.set)
			err := New().CanHold(c)
			var ue *rules.UserError
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want != "" && (!errors.As(err, &ue) || ue.Note.Key != tc.want):
				t.Fatalf("got %v, want %s", err, tc.want)
			}
		})
	}
}

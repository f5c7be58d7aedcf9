package storyteller

import (
	"testing"

	"fray/rules"
)

// EndStaleLocks: «До освобождения или отпускания жертвы, ни один из
// противников не может выполнять другие действия» — a lock binds one living
// pair. Ann (1) holds Thug (2); Bo (3) is the third fighter.
func TestEndStaleLocks(t *testing.T) {
	for _, tc := range []struct {
		name     string
		kind     string
		change   func(t *testing.T, cs []rules.Combatant)
		notes    []string
		annFree  bool
		thugFree bool
	}{
		{"intact grapple", ManGrapple, func(*testing.T, []rules.Combatant) {}, nil, false, false},
		{"victim dead", ManGrapple, func(t *testing.T, cs []rules.Combatant) {
			setState(t, &cs[1], func(s *State) { s.Dead = true })
		}, []string{"storyteller.note.lock_dead_grapple"}, true, true},
		{"holder dead", ManHold, func(t *testing.T, cs []rules.Combatant) {
			setState(t, &cs[0], func(s *State) { s.Dead = true })
		}, []string{"storyteller.note.lock_dead_hold"}, true, true},
		{"victim grappled by Bo", ManHold, func(t *testing.T, cs []rules.Combatant) {
			b, v := state(t, &cs[2]), state(t, &cs[1])
			lockTogether(ManGrapple, &cs[2], b, &cs[1], v)
			for i, s := range []*State{v, b} {
				if err := SaveState(&cs[i+1], s); err != nil {
					t.Fatal(err)
				}
			}
		}, []string{"storyteller.note.lock_moved_hold"}, true, false},
		// The victim left the fight (its id is gone): the
		// holder is let go, not kept «release first» on nobody.
		{"victim left", ManGrapple, func(t *testing.T, cs []rules.Combatant) {
			cs[1].ID = 9
		}, []string{"storyteller.note.lock_left_grapple"}, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := []rules.Combatant{
				*fighter(t, 1, "Ann", map[string]int{Strength: 3, Brawl: 3}),
				*fighter(t, 2, "Thug", map[string]int{Strength: 4, Brawl: 2}),
				*fighter(t, 3, "Bo", map[string]int{Strength: 2}),
			}
			a, v := state(t, &cs[0]), state(t, &cs[1])
			lockTogether(tc.kind, &cs[0], a, &cs[1], v)
			if err := SaveState(&cs[0], a); err != nil {
				t.Fatal(err)
			}
			if err := SaveState(&cs[1], v); err != nil {
				t.Fatal(err)
			}
			tc.change(t, cs)
			notes, err := EndStaleLocks(cs)
			if err != nil {
				t.Fatal(err)
			}
			var keys []string
			for _, n := range notes {
				keys = append(keys, n.Key)
			}
			if len(keys) != len(tc.notes) || (len(keys) > 0 && keys[0] != tc.notes[0]) {
				t.Fatalf("notes %v, want %v", keys, tc.notes)
			}
			if got := state(t, &cs[0]).Lock == nil; got != tc.annFree {
				t.Errorf("Ann free = %v, want %v", got, tc.annFree)
			}
			if got := state(t, &cs[1]).Lock == nil; got != tc.thugFree {
				t.Errorf("Thug free = %v, want %v", got, tc.thugFree)
			}
		})
	}
}

package storyteller

import (
	"testing"

	"fray/rules/encoding/statejson/statejsontest"
)

// healthReaders: loadOnStack (the stack State Health reads) gives what
// LoadState gives, value and failure alike.
func healthReaders() statejsontest.Readers[State] {
	return statejsontest.Readers[State]{Load: LoadState, Fast: loadOnStack}
}

func TestHealthStateMatchesLoadState(t *testing.T) {
	healthReaders().Run(t, []string{``, `{}`, `null`, `{"b":2,"future":1}`, `{"b":"x"}`, `{"lock":{"m":"hold","p":3},"lock":{"n":"X"}}`, `{"b":1}}`}, fixtureStates(t))
}

func FuzzHealthState(f *testing.F) {
	f.Add([]byte(`{"b":1,"l":2,"lock":{"m":"grapple","n":"Жук"},"ammo":{"кольт":8}}`))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Fuzz(healthReaders().Fuzz)
}

// The spelled-out keys equal the joined ones, for every level and movement
// of both tracks and for values outside them.
func TestHealthKeys(t *testing.T) {
	levels := append(append([]Level{healthyLevel, deadLevel, {Key: "odd", Move: "odd"}}, fullTrack...), shortTrack...)
	for _, lv := range levels {
		if got, want := levelNoteKey(lv.Key), "storyteller.level."+lv.Key; got != want {
			t.Errorf("levelNoteKey(%q) = %q, want %q", lv.Key, got, want)
		}
		if got, want := moveNoteKey(lv.Move), "storyteller.move."+lv.Move; got != want {
			t.Errorf("moveNoteKey(%q) = %q, want %q", lv.Move, got, want)
		}
	}
	for _, m := range []string{ManGrapple, ManHold, "odd"} {
		for _, holder := range []bool{true, false} {
			want := "storyteller.condition." + m + "_victim"
			if holder {
				want = "storyteller.condition." + m + "_holder"
			}
			if got := lockConditionKey(m, holder); got != want {
				t.Errorf("lockConditionKey(%q, %v) = %q, want %q", m, holder, got, want)
			}
		}
	}
}

// The tracker reads Health for every combatant on every click. An unhurt
// fighter costs nothing (no penalty, so no Penalty map); a hurt one its
// level's Penalty map, the condition list and the boxes map — not the
// State, nor a key per condition.
func TestHealthAllocs(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(s *State)
		max  float64
	}{
		{"unhurt", func(*State) {}, 0},
		{"hurt", func(s *State) { s.Lethal, s.Prone, s.Dizzied = 2, true, true }, 5},
	} {
		c := fighter(t, 1, "", map[string]int{Stamina: 3})
		setState(t, c, tc.set)
		sys := New()
		if n := testing.AllocsPerRun(100, func() { sys.Health(c) }); n > tc.max {
			t.Errorf("%s: %v allocations, want at most %v", tc.name, n, tc.max)
		}
	}
}

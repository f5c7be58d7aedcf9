package storyteller

import (
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/rulestest"
)

// Health reads the state into a State on its own stack (loadOnStack): it
// gives what LoadState gives, value and failure alike, for the stored
// states of the seed-based tests, an empty state, a state written by a
// later version (an unknown key) and bytes that do not decode.
func TestHealthStateMatchesLoadState(t *testing.T) {
	raws := [][]byte{nil, {}, {0x80}, {0xc0}, []byte(`{"b":1}`), rulestest.MsgMap("b", 2, "future", 1), rulestest.MsgMap("b", "x"),
		append(rulestest.MsgMap("b", 1), 0)}
	for _, raw := range fixtureStates(t) {
		raws = append(raws, raw, raw[:len(raw)-1])
	}
	for _, raw := range raws {
		checkHealthState(t, raw)
	}
}

func checkHealthState(t *testing.T, raw []byte) {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: raw}
	want, werr := LoadState(c)
	var buf State
	got, err := loadOnStack(c, &buf)
	if (err == nil) != (werr == nil) {
		t.Fatalf("%x: loadOnStack %v, LoadState %v", raw, err, werr)
	}
	if err != nil {
		if err.Error() != werr.Error() {
			t.Fatalf("%x: loadOnStack %q, LoadState %q", raw, err, werr)
		}
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%x: loadOnStack %+v, LoadState %+v", raw, got, want)
	}
}

func FuzzHealthState(f *testing.F) {
	for _, raw := range fixtureStates(f) {
		f.Add(raw)
	}
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Fuzz(checkHealthState)
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

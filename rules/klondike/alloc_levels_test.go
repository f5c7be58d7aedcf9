package klondike

import (
	"testing"

	"fray/rules/rulestest"
)

// Every level Health can report carries every argument its text shows, in
// both languages; the levels without numbers carry none (no map).
func TestLevelNoteArgsCoverTheirTexts(t *testing.T) {
	for _, tc := range []struct {
		set      func(s *State)
		key      string
		wantArgs bool
	}{
		{func(*State) {}, LevelHealthy, false},
		{func(s *State) { s.End = 2 }, LevelHurtEnd, true},
		{func(s *State) { s.Str, s.Wounded = 5, false }, LevelHurt, true},
		{func(s *State) { s.Wounded = true }, LevelWounded, false},
		{func(s *State) { s.Seriously = true }, LevelSeriously, false},
		{func(s *State) { s.Dying = true }, LevelDying, false},
		{func(s *State) { s.Dead = true }, LevelDead, false},
	} {
		c := shooter(t)
		setState(t, c, tc.set)
		h := New().Health(c)
		if h.Level.Key != tc.key {
			t.Fatalf("state for %s: level %s", tc.key, h.Level.Key)
		}
		if got := h.Level.Args != nil; got != tc.wantArgs {
			t.Errorf("%s: arguments %v, want arguments: %v", tc.key, h.Level.Args, tc.wantArgs)
		}
		for f := range rulestest.LocaleFields(t, "klondike", tc.key) {
			if _, ok := h.Level.Args[f]; !ok {
				t.Errorf("%s shows {{.%s}}, which its note does not carry (%v)", tc.key, f, h.Level.Args)
			}
		}
	}
}

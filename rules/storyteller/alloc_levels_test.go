package storyteller

import (
	"testing"

	"fray/rules/rulestest"
)

// Every level Health can report, on both tracks, carries every argument its
// text shows, in both languages; a level without a penalty carries none
// (no map).
func TestLevelNoteArgsCoverTheirTexts(t *testing.T) {
	seen := map[string]bool{}
	for _, short := range []bool{false, true} {
		for filled := 0; filled <= 8; filled++ {
			for _, dead := range []bool{false, true} {
				c := fighter(t, 1, "Anna", map[string]int{Stamina: 3})
				setState(t, c, func(s *State) { s.ShortTrack, s.Lethal, s.Dead = short, filled, dead })
				h := New().Health(c)
				lv := state(t, c).Level()
				seen[lv.Key] = true
				if got, want := h.Level.Args != nil, lv.Penalty != 0; got != want {
					t.Errorf("%s: arguments %v, want arguments: %v", h.Level.Key, h.Level.Args, want)
				}
				for f := range rulestest.LocaleFields(t, "storyteller", h.Level.Key) {
					if _, ok := h.Level.Args[f]; !ok {
						t.Errorf("%s shows {{.%s}}, which its note does not carry (%v)", h.Level.Key, f, h.Level.Args)
					}
				}
			}
		}
	}
	for _, lv := range append(append([]Level{healthyLevel, deadLevel}, fullTrack...), shortTrack...) {
		if !seen[lv.Key] {
			t.Errorf("level %s not reached", lv.Key)
		}
	}
}

// LevelByKey finds what a search of the joined lists (healthy, dead, the
// full track, the short track) finds, an unknown key as a bare Level, and
// builds no slice to do it.
func TestLevelByKey(t *testing.T) {
	joined := append(append([]Level{healthyLevel, deadLevel}, fullTrack...), shortTrack...)
	for _, key := range []string{"healthy", "bruised", "hurt", "injured", "wounded", "mauled", "crippled", "incapacitated", "dead", "odd", ""} {
		want := Level{Key: key}
		for _, l := range joined {
			if l.Key == key {
				want = l
				break
			}
		}
		if got := LevelByKey(key); got != want {
			t.Errorf("LevelByKey(%q) = %+v, want %+v", key, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { LevelByKey("incapacitated") }); n != 0 && !rulestest.RaceEnabled {
		t.Errorf("LevelByKey: %v allocations, want 0", n)
	}
}

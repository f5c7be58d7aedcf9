package storyteller

import (
	"fray/rules/statejson/statejsontest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// localeFields returns the {{.Field}} names key's text uses in the
// system's locale file of each language (every plural form), failing when a
// language lacks the key: a level note now carries arguments only when its
// text shows them, so this is what keeps a translation that starts showing
// a number from printing "<no value>". (klondike has the same helper.)
func localeFields(t *testing.T, file, key string) map[string]bool {
	t.Helper()
	field := regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)
	fields := map[string]bool{}
	for _, lang := range []string{"en", "ru"} {
		var doc map[string]any
		path := filepath.Join("..", "..", "commands", "locales", file+"."+lang+".toml")
		if _, err := toml.DecodeFile(path, &doc); err != nil {
			t.Fatalf("reading %s: %v", path, err)
		}
		v := any(doc)
		for _, part := range strings.Split(key, ".") {
			m, ok := v.(map[string]any)
			if !ok {
				t.Fatalf("%s: no message %q", path, key)
			}
			v = m[part]
		}
		var texts []string
		switch v := v.(type) {
		case string:
			texts = append(texts, v)
		case map[string]any: // plural forms
			for _, f := range v {
				if s, ok := f.(string); ok {
					texts = append(texts, s)
				}
			}
		}
		if len(texts) == 0 {
			t.Fatalf("%s: no message %q", path, key)
		}
		for _, s := range texts {
			for _, m := range field.FindAllStringSubmatch(s, -1) {
				fields[m[1]] = true
			}
		}
	}
	return fields
}

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
				for f := range localeFields(t, "storyteller", h.Level.Key) {
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
	if n := testing.AllocsPerRun(100, func() { LevelByKey("incapacitated") }); n != 0 && !statejsontest.RaceEnabled {
		t.Errorf("LevelByKey: %v allocations, want 0", n)
	}
}

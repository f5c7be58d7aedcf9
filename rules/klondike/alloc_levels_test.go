package klondike

import (
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
// a number from printing "<no value>".
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
		for f := range localeFields(t, "klondike", tc.key) {
			if _, ok := h.Level.Args[f]; !ok {
				t.Errorf("%s shows {{.%s}}, which its note does not carry (%v)", tc.key, f, h.Level.Args)
			}
		}
	}
}

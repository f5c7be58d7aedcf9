// Package rulestest holds test helpers the three systems' tests share:
// allocation checks, the shared-table check of Actions, and the fields a
// locale text shows.
package rulestest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"fray/rules"
)

// AllocCase is one call and the allocations it may make.
type AllocCase struct {
	Name string
	Run  func()
	Want float64
}

// CheckAllocs fails each case whose call allocates other than Want times.
// Under the race detector, which changes allocation counts, it skips.
func CheckAllocs(t *testing.T, cases []AllocCase) {
	t.Helper()
	if RaceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	for _, tc := range cases {
		if n := testing.AllocsPerRun(100, tc.Run); n != tc.Want {
			t.Errorf("%s: %v allocations, want %v", tc.Name, n, tc.Want)
		}
	}
}

// CheckActionsShared: Actions is the system's table itself (no copy per
// call, no allocation), of n actions from first to last, its capacity
// capped so that a caller's append cannot write into it.
func CheckActionsShared(t *testing.T, actions func() []rules.Action, n int, first, last string) {
	t.Helper()
	if got := testing.AllocsPerRun(100, func() { _ = actions() }); got != 0 && !RaceEnabled {
		t.Errorf("Actions: %v allocations, want 0", got)
	}
	a := actions()
	if len(a) != n || a[0].Key != first || a[len(a)-1].Key != last {
		t.Fatalf("Actions = %v", a)
	}
	if cap(a) != len(a) {
		t.Errorf("Actions: capacity %d, length %d", cap(a), len(a))
	}
}

// LocaleFields returns the {{.Field}} names key's text uses in a locale
// file of the system's commands package, commands/<system>/locales
// (file.en.toml and file.ru.toml, every plural
// form), failing when a language lacks the key. The rules carry a note's
// arguments only when its text shows them; this is what keeps a
// translation that starts showing a number from printing "<no value>".
// The path is from a system's package folder, rules/<system>.
func LocaleFields(t *testing.T, file, key string) map[string]bool {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	system := filepath.Base(wd)
	field := regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)
	fields := map[string]bool{}
	for _, lang := range []string{"en", "ru"} {
		var doc map[string]any
		path := filepath.Join("..", "..", "commands", system, "locales", file+"."+lang+".toml")
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

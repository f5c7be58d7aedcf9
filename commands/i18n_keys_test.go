package commands_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"fray/bot"
	"fray/commands"
)

// literalKey finds a message key written literally where the code looks a
// message up: a T call, rules.Errorf, a Note's Key, a system's userErr, or
// an ErrKey constant. A key followed by + is a prefix (klondike's
// direction d1…d8) and is left out.
var literalKey = regexp.MustCompile(`(?:\bT\(\s*\w+,\s*|\.T\(\s*\w+,\s*|Errorf\(\s*|Key:\s*|userErr\(\s*|\bErrKey\w*\s*=\s*)"([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)"(\s*\+)?`)

// Every message key written literally in the code exists in both
// languages. A missing key shows the key itself to the user, and a path no
// other test plays never reports it: a GM-set initiative read
// "combat.init_fixed" and a removed weapon "char.weapon_removed" until this
// test.
func TestEveryLiteralMessageKeyExistsInBothLanguages(t *testing.T) {
	tr, err := commands.NewI18n(commands.MessagesOf(bot.Plugins())...)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, dir := range []string{".", "../rules", "../bot"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() && d.Name() == "consoletest" {
				return filepath.SkipDir // test helpers, with a toy system's keys
			}
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range literalKey.FindAllStringSubmatch(string(src), -1) {
				if m[2] != "" {
					continue
				}
				checked++
				for _, loc := range []string{"ru", "en"} {
					if !tr.Has(loc, m[1]) {
						t.Errorf("%s: %q has no %s text", path, m[1], loc)
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 500 {
		t.Fatalf("only %d literal keys found: the pattern no longer matches the code", checked)
	}
}

// Every message key exists in both languages.
func TestLocaleFilesHaveTheSameKeys(t *testing.T) {
	files, err := os.ReadDir("locales")
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]map[string]bool{}
	for _, f := range files {
		parts := strings.Split(f.Name(), ".")
		if len(parts) != 3 {
			continue
		}
		var m map[string]any
		if _, err := toml.DecodeFile("locales/"+f.Name(), &m); err != nil {
			t.Fatalf("%s: %v", f.Name(), err)
		}
		set := map[string]bool{}
		flatten("", m, set)
		keys[parts[0]+"."+parts[1]] = set
	}
	for name, set := range keys {
		if !strings.HasSuffix(name, ".en") {
			continue
		}
		ru := keys[strings.TrimSuffix(name, ".en")+".ru"]
		for k := range set {
			if !ru[k] {
				t.Errorf("%s: %s has no Russian", name, k)
			}
		}
		for k := range ru {
			if !set[k] {
				t.Errorf("%s: %s has no English", name, k)
			}
		}
	}
}

var pluralForms = map[string]bool{"one": true, "few": true, "many": true, "other": true, "zero": true, "two": true}

func flatten(prefix string, m map[string]any, out map[string]bool) {
	for k, v := range m {
		if pluralForms[k] {
			out[prefix] = true
			continue
		}
		if sub, ok := v.(map[string]any); ok {
			flatten(prefix+k+".", sub, out)
			continue
		}
		out[prefix+k] = true
	}
}

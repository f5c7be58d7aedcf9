package klondike

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// loadLocale flattens a go-i18n TOML file into message IDs. A table whose
// keys are plural forms is one message.
func loadLocale(t *testing.T, lang string) (map[string]map[string]any, map[string]bool) {
	t.Helper()
	var raw map[string]any
	path := filepath.Join("..", "..", "commands", "klondike", "locales", "klondike."+lang+".toml")
	if _, err := toml.DecodeFile(path, &raw); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	msgs := map[string]map[string]any{}
	plural := map[string]bool{}
	var walk func(prefix string, m map[string]any)
	walk = func(prefix string, m map[string]any) {
		for k, v := range m {
			id := k
			if prefix != "" {
				id = prefix + "." + k
			}
			switch x := v.(type) {
			case string:
				msgs[id] = map[string]any{"": x}
			case map[string]any:
				if _, ok := x["other"]; ok {
					msgs[id] = x
					plural[id] = true
					continue
				}
				walk(id, x)
			default:
				t.Fatalf("%s: %s is %T", lang, id, v)
			}
		}
	}
	walk("", raw)
	return msgs, plural
}

// emittedKeys collects every complete "klondike.…" key in the package's
// source, plus the keys it builds from a prefix and a table value.
func emittedKeys(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob("*.go")
	re := regexp.MustCompile(`"(klondike\.[a-z_]+(?:\.[a-z_0-9]+)+)"`)
	seen := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			if !strings.HasSuffix(m[1], ".") && !strings.HasSuffix(m[1], "_") {
				seen[m[1]] = true
			}
		}
	}
	for _, a := range New().Actions() {
		seen["klondike.action."+a.Key] = true
	}
	for _, p := range []string{"field", "clean", "infirmary"} {
		seen["klondike.mod.place_"+p] = true
	}
	for _, p := range []string{PartLeg, PartArm, PartEye} {
		seen["klondike.part."+p] = true
	}
	for _, r := range []string{ResBreach, ResCrew, ResCargo, ResWeapons, ResRunningGear, ResElectronics, ResEngine, ResKnockedOut, ResCrewAll, ResDestroyed} {
		seen["klondike.vehicle.result."+r] = true
	}
	for _, d := range New().Stats() {
		if d.Skill {
			seen["klondike.skill."+d.Key] = true
		} else {
			seen["klondike.stat."+strings.ToLower(d.Key)] = true
		}
	}
	for _, g := range GrappleChoices() {
		seen["klondike.grapple."+g] = true
	}
	for _, b := range []string{"dead", "weakened", "maimed", "recovered"} {
		seen["klondike.surgery."+b] = true
	}
	for _, u := range []string{UnitMinutes, UnitHours} {
		seen["klondike.unit."+u] = true
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	return out
}

var forbiddenSegments = map[string]bool{"id": true, "description": true, "hash": true, "leftdelim": true, "rightdelim": true,
	"zero": true, "one": true, "two": true, "few": true, "many": true, "other": true, "translation": true}

func TestLocales(t *testing.T) {
	en, enPlural := loadLocale(t, "en")
	ru, ruPlural := loadLocale(t, "ru")
	for _, k := range emittedKeys(t) {
		if _, ok := en[k]; !ok {
			t.Errorf("en: missing %s", k)
		}
		if _, ok := ru[k]; !ok {
			t.Errorf("ru: missing %s", k)
		}
	}
	for k := range en {
		if _, ok := ru[k]; !ok {
			t.Errorf("ru lacks %s that en has", k)
		}
		for _, seg := range strings.Split(k, ".") {
			if forbiddenSegments[seg] {
				t.Errorf("%s uses the reserved segment %q", k, seg)
			}
		}
	}
	for k := range ru {
		if _, ok := en[k]; !ok {
			t.Errorf("en lacks %s that ru has", k)
		}
	}
	for k := range ruPlural {
		for _, f := range []string{"one", "few", "many", "other"} {
			if _, ok := ru[k][f]; !ok {
				t.Errorf("ru %s lacks the %s form", k, f)
			}
		}
		if !enPlural[k] {
			t.Errorf("en %s is not plural", k)
		}
		for f := range ru[k] {
			if s, _ := ru[k][f].(string); !strings.Contains(s, "{{.Count}}") {
				t.Errorf("ru %s.%s does not use Count", k, f)
			}
		}
	}
	for k := range enPlural {
		for _, f := range []string{"one", "other"} {
			if _, ok := en[k][f]; !ok {
				t.Errorf("en %s lacks the %s form", k, f)
			}
		}
	}
	// Terms (RULES.md): the level names must be the table's words.
	for k, want := range map[string][2]string{
		LevelWounded:              {"Wounded", "Ранен"},
		LevelSeriously:            {"Seriously wounded", "Тяжело ранен"},
		LevelDying:                {"Dying", "При смерти"},
		CondShock:                 {"shock", "шок"},
		CondUnconscious:           {"unconscious", "без сознания"},
		CondProne:                 {"prone", "лежит"},
		"klondike.term.effect":    {"Effect", "Эффект"},
		"klondike.term.dm":        {"DM", "ДМ"},
		"klondike.term.advantage": {"Advantage", "Преимущество"},
	} {
		if en[k][""] != want[0] || ru[k][""] != want[1] {
			t.Errorf("%s: %q / %q, want %q / %q", k, en[k][""], ru[k][""], want[0], want[1])
		}
	}
}

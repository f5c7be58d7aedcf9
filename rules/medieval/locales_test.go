package medieval

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"text/template"

	"github.com/BurntSushi/toml"
)

// The locale files live in commands/; this test only reads them, so every
// key the rules emit is proven to exist in both languages.
var localeDir = filepath.Join("..", "..", "commands", "medieval", "locales")

// forbiddenSegments are go-i18n's reserved words (common.md).
var forbiddenSegments = map[string]bool{"id": true, "description": true, "hash": true, "leftdelim": true,
	"rightdelim": true, "zero": true, "one": true, "two": true, "few": true, "many": true, "other": true, "translation": true}

var pluralForms = map[string]bool{"zero": true, "one": true, "two": true, "few": true, "many": true, "other": true}

// flatten turns nested tables into dotted IDs; a table whose keys are all
// plural forms is one plural message.
func flatten(prefix string, m map[string]any, out map[string]map[string]string) {
	for k, v := range m {
		id := k
		if prefix != "" {
			id = prefix + "." + k
		}
		switch v := v.(type) {
		case string:
			out[id] = map[string]string{"": v}
		case map[string]any:
			plural := len(v) > 0
			forms := map[string]string{}
			for pk, pv := range v {
				s, ok := pv.(string)
				if !pluralForms[pk] || !ok {
					plural = false
					break
				}
				forms[pk] = s
			}
			if plural {
				out[id] = forms
			} else {
				flatten(id, v, out)
			}
		}
	}
}

// localeFiles are the message files holding the keys the rules emit: the
// system's own, which holds the armor's EV total (medieval.evsum) too.
var localeFiles = []string{"medieval"}

func loadLocale(t *testing.T, lang string) map[string]map[string]string {
	t.Helper()
	out := map[string]map[string]string{}
	for _, f := range localeFiles {
		var raw map[string]any
		if _, err := toml.DecodeFile(filepath.Join(localeDir, f+"."+lang+".toml"), &raw); err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		flatten("", raw, out)
	}
	return out
}

// emittedKeys lists every message key the package can emit: the literal keys
// in its source and the ones it builds from tables.
func emittedKeys(t *testing.T) []string {
	t.Helper()
	set := map[string]bool{}
	files, _ := filepath.Glob("*.go")
	lit := regexp.MustCompile(`"(medieval\.[a-z_.]+[a-z_])"`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(b), -1) {
			if !strings.HasSuffix(m[1], ".") && !strings.HasSuffix(m[1], "_") {
				set[m[1]] = true
			}
		}
	}
	for l := Location(0); l < NumLocations; l++ {
		set[l.NoteKey()] = true
		if l.IsLimb() {
			set["medieval.condition.lost_"+l.Key()] = true
		}
	}
	for lvl := LevelUnhurt; lvl <= LevelDead; lvl++ {
		set["medieval.level."+lvl.Key()] = true
	}
	for i := 1; i <= 6; i++ {
		set[HollywoodKey(i)] = true
	}
	for _, k := range []string{SaveStun, SaveDeath} {
		set["medieval.save."+k+"_pass"] = true
		set["medieval.save."+k+"_fail"] = true
		set["medieval.savename."+k] = true
	}
	for _, b := range rangeBands {
		set["medieval.range."+b.Key] = true
	}
	for _, a := range actions {
		set["medieval.action."+a.Key] = true
	}
	for _, d := range statDefs {
		if d.Skill {
			set["medieval.skill."+d.Key] = true
		} else {
			set["medieval.stat."+strings.ToLower(d.Key)] = true
		}
	}
	var keys []string
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func TestLocalesCoverEveryKey(t *testing.T) {
	en, ru := loadLocale(t, "en"), loadLocale(t, "ru")
	keys := emittedKeys(t)
	if len(keys) < 100 {
		t.Fatalf("only %d keys found: the scan is broken", len(keys))
	}
	for _, k := range keys {
		if _, ok := en[k]; !ok {
			t.Errorf("en lacks %s", k)
		}
		if _, ok := ru[k]; !ok {
			t.Errorf("ru lacks %s", k)
		}
	}
	for k := range en {
		if _, ok := ru[k]; !ok {
			t.Errorf("ru lacks %s (present in en)", k)
		}
	}
	for k := range ru {
		if _, ok := en[k]; !ok {
			t.Errorf("en lacks %s (present in ru)", k)
		}
	}
	for _, m := range []map[string]map[string]string{en, ru} {
		for k := range m {
			for _, seg := range strings.Split(k, ".") {
				if forbiddenSegments[seg] {
					t.Errorf("key %s uses the reserved segment %q", k, seg)
				}
			}
		}
	}
	// Russian plurals need one/few/many/other; English one/other.
	for k, forms := range ru {
		if len(forms) > 1 {
			for _, f := range []string{"one", "few", "many", "other"} {
				if forms[f] == "" {
					t.Errorf("ru plural %s lacks %s", k, f)
				}
			}
			if en[k]["one"] == "" || en[k]["other"] == "" {
				t.Errorf("en plural %s lacks one/other", k)
			}
		}
	}
}

func TestLocaleTerms(t *testing.T) {
	// The terms table of RULES.md, verbatim — the participles in the «(а)»
	// form that reads right for a woman too («Анна: … · оглушён(а)», as
	// storyteller's «ошеломлён(а)»).
	en, ru := loadLocale(t, "en"), loadLocale(t, "ru")
	for k, want := range map[string][2]string{
		"medieval.level.light":          {"Light", "Лёгкое"},
		"medieval.level.serious":        {"Serious", "Серьёзное"},
		"medieval.level.critical":       {"Critical", "Критическое"},
		"medieval.level.mortal":         {"Mortal {{.N}}", "Смертельное {{.N}}"},
		"medieval.condition.stunned":    {"stunned", "оглушён(а)"},
		"medieval.savename.stun":        {"stun save", "спасбросок от оглушения"},
		"medieval.savename.death":       {"death save", "спасбросок против смерти"},
		"medieval.condition.stabilized": {"stabilized", "стабилизирован(а)"},
		"medieval.term.sp":              {"SP", "ОС"},
		"medieval.term.ev":              {"EV", "ЗУ"},
		"medieval.term.btm":             {"BTM", "МТЕЛ"},
		"medieval.location.right_arm":   {"right arm", "правая рука"},
		"medieval.hollywood.scream":     {"Screams, flings out their arms, falls.", "Кричит, раскидывает руки, падает"},
		"medieval.hollywood.groan":      {"Slumps to the ground, groaning.", "Сваливается на землю, стонет"},
	} {
		if en[k][""] != want[0] || ru[k][""] != want[1] {
			t.Errorf("%s: en %q ru %q, want %q %q", k, en[k][""], ru[k][""], want[0], want[1])
		}
	}
}

// TestLocaleTemplatesRender executes every message as go-i18n will (Go
// templates), with the arguments this package passes; an argument a message
// names but the rules never pass fails (missingkey=error).
func TestLocaleTemplatesRender(t *testing.T) {
	args := map[string]any{"Name": "Харган", "Location": "right_arm", "Max": 3, "Min": 0, "Value": 11,
		"Layer": "torso", "Word": "shiny", "Spec": "sword", "Dice": "2d0", "Option": "aim", "Kind": "fear",
		"N": 4, "Target": 6, "Die": 7, "SP": 10, "Count": 2, "Next": 6, "EV": 2, "Pieces": 1, "Layers": 1, "List": "Sword, Longbow", "Current": "Орк", "Opt": `"Большой Харган"`, "Init": 15, "Ambusher": "Орк"}
	for _, lang := range []string{"en", "ru"} {
		for k, forms := range loadLocale(t, lang) {
			for form, msg := range forms {
				tpl, err := template.New(k).Option("missingkey=error").Parse(msg)
				if err != nil {
					t.Errorf("%s %s %s: %v", lang, k, form, err)
					continue
				}
				var b strings.Builder
				if err := tpl.Execute(&b, args); err != nil {
					t.Errorf("%s %s %s: %v", lang, k, form, err)
				}
				if strings.Contains(msg, ".Location") && !strings.Contains(b.String(), map[string]string{"en": "right arm", "ru": "правая рука"}[lang]) {
					t.Errorf("%s %s: location not spelled out: %q", lang, k, b.String())
				}
			}
		}
	}
}

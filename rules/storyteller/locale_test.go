package storyteller

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// flatten turns nested TOML tables into dotted message IDs; a plural table
// (one/few/many/other) is one message.
func flatten(prefix string, m map[string]any, out map[string]bool) {
	for k, v := range m {
		id := k
		if prefix != "" {
			id = prefix + "." + k
		}
		sub, ok := v.(map[string]any)
		if !ok {
			out[id] = true
			continue
		}
		if _, plural := sub["other"]; plural {
			out[id] = true
			continue
		}
		flatten(id, sub, out)
	}
}

func localeKeys(t *testing.T, lang string) map[string]bool {
	t.Helper()
	var m map[string]any
	if _, err := toml.DecodeFile(filepath.Join("..", "..", "commands", "storyteller", "locales", "storyteller."+lang+".toml"), &m); err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	flatten("", m, keys)
	return keys
}

// emittedKeys lists every message key this package can produce: the literal
// ones in its source and the ones it builds from its tables.
func emittedKeys(t *testing.T) []string {
	t.Helper()
	lit := regexp.MustCompile(`"(storyteller\.[a-z_]+\.[a-z_]+)"`)
	var keys []string
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			keys = append(keys, m[1])
		}
	}
	for _, lv := range append(append([]Level{healthyLevel, deadLevel}, fullTrack...), shortTrack...) {
		keys = append(keys, "storyteller.level."+lv.Key, "storyteller.move."+lv.Move)
	}
	for _, c := range []string{"boxes", "unconscious", "dizzied", "prone", "off_balance", "bleeding", "disarmed",
		"grapple_holder", "grapple_victim", "hold_holder", "hold_victim", "short_track"} {
		keys = append(keys, "storyteller.condition."+c)
	}
	for _, d := range statDefs {
		keys = append(keys, "storyteller.stat."+d.Key)
	}
	for _, m := range Maneuvers {
		keys = append(keys, "storyteller.maneuver."+m.Key)
	}
	for _, w := range append(append([]WeaponStats{}, MeleeWeapons...), Guns...) {
		keys = append(keys, "storyteller.weapon."+w.Key, "storyteller.conceal."+w.Conceal)
	}
	for _, a := range ArmorTable {
		keys = append(keys, "storyteller.armor."+a.Key)
	}
	for _, t := range []DamageType{Bashing, Lethal, Aggravated} {
		keys = append(keys, "storyteller.damage."+string(t))
	}
	for _, a := range actions {
		keys = append(keys, "storyteller.action."+a.Key)
	}
	return keys
}

func TestLocalesCoverEveryKey(t *testing.T) {
	ru, en := localeKeys(t, "ru"), localeKeys(t, "en")
	for _, k := range emittedKeys(t) {
		if !ru[k] || !en[k] {
			t.Errorf("%s missing (ru %v, en %v)", k, ru[k], en[k])
		}
	}
	for k := range ru {
		if !en[k] {
			t.Errorf("%s in ru only", k)
		}
	}
	for k := range en {
		if !ru[k] {
			t.Errorf("%s in en only", k)
		}
	}
	banned := map[string]bool{"id": true, "description": true, "hash": true, "leftdelim": true, "rightdelim": true,
		"zero": true, "one": true, "two": true, "few": true, "many": true, "other": true, "translation": true}
	for k := range ru {
		for _, seg := range strings.Split(k, ".") {
			if banned[seg] {
				t.Errorf("%s uses the reserved segment %q", k, seg)
			}
		}
	}
}

// The terms table of RULES.md, in both languages.
func TestLocaleTerms(t *testing.T) {
	read := func(lang string) string {
		b, err := os.ReadFile(filepath.Join("..", "..", "commands", "storyteller", "locales", "storyteller."+lang+".toml"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	ru, en := read("ru"), read("en")
	for _, term := range []string{"Ушибы", "Повреждения", "Травмы", "Ранения", "Тяжелые повреждения", "Калека",
		"Недееспособность", "Смерть", "поверхностные", "летальные", "усиливающиеся", "ошеломлён", "Провал (ботч)", "Сложность", "Запас", "Поглощение"} {
		if !strings.Contains(ru, `"`+term) {
			t.Errorf("ru lacks %q", term)
		}
	}
	for _, term := range []string{"Bruised", "Hurt", "Injured", "Wounded", "Mauled", "Crippled", "Incapacitated",
		"Dead", "bashing", "lethal", "aggravated", "dizzied", "Botch", "Difficulty", "Pool", "Soak"} {
		if !strings.Contains(en, `"`+term) {
			t.Errorf("en lacks %q", term)
		}
	}
}

// go-i18n reads both files, and Russian plurals come out right («1 успех /
// 2 успеха / 5 успехов»).
func TestLocalesLoadInGoI18n(t *testing.T) {
	b := i18n.NewBundle(language.Russian)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	for _, lang := range []string{"ru", "en"} {
		if _, err := b.LoadMessageFile(filepath.Join("..", "..", "commands", "storyteller", "locales", "storyteller."+lang+".toml")); err != nil {
			t.Fatal(err)
		}
	}
	ru := i18n.NewLocalizer(b, "ru")
	for n, want := range map[int]string{1: "1 успех", 2: "2 успеха", 5: "5 успехов", 21: "21 успех"} {
		got, err := ru.Localize(&i18n.LocalizeConfig{MessageID: "storyteller.successes", PluralCount: n, TemplateData: map[string]any{"Count": n}})
		if err != nil || got != want {
			t.Fatalf("%d: %q %v", n, got, err)
		}
	}
	en := i18n.NewLocalizer(b, "en")
	got, err := en.Localize(&i18n.LocalizeConfig{MessageID: "storyteller.level.wounded", TemplateData: map[string]any{"Penalty": 2}})
	if err != nil || got != "Wounded (−2)" {
		t.Fatalf("%q %v", got, err)
	}
}

package commands_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"regexp"
	"strings"
	"testing"
)

// QA polish: the word between a roll and its number follows the reader's
// language, the Russian /help explains the English tokens the commands
// accept and says which options are typed inside extra:, and the
// storyteller's situation: refuses what it does not understand.

// polishEmbed is the first embed of a reply.
type polishEmbed struct {
	Description string `json:"description"`
	Fields      []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"fields"`
}

func polishEmbedOf(t *testing.T, s consoletest.Sent) polishEmbed {
	t.Helper()
	var d struct {
		Embeds []polishEmbed `json:"embeds"`
	}
	if err := json.Unmarshal(s.Data, &d); err != nil || len(d.Embeds) == 0 {
		t.Fatalf("want an embed, got %s (%v)", s.Text(), err)
	}
	return d.Embeds[0]
}

// polishText is an embed's description and field values, as a reader sees
// them (the JSON escapes quotes).
func polishText(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	e := polishEmbedOf(t, s)
	parts := []string{e.Description}
	for _, f := range e.Fields {
		parts = append(parts, f.Value)
	}
	return strings.Join(parts, "\n")
}

// The compact first line of a result says "vs" in English and "против" in
// Russian, for every system that builds it in code.
func TestResultLineVersusInReplyLanguage(t *testing.T) {
	for _, tc := range []struct {
		name   string
		faces  []int
		script string
		want   map[string]string // locale → the first line's "<word> <number>"
	}{
		{"storyteller check", []int{8, 7, 3}, "/system set system:storyteller\n/check pool:3 difficulty:6\n",
			map[string]string{"en": "3 vs 6 — ", "ru": "3 против 6 — "}},
		// 5 + REF 8 + Archery 4 = 17 against difficulty 15.
		{"medieval shot", []int{5, 5, 5, 3, 6, 6, 6, 4}, "/attack attacker:Archer target:Orc damage:3d6 difficulty:15 melee:false\n",
			map[string]string{"en": "= **17** vs 15 — ", "ru": "= **17** против 15 — "}},
		// The seed: 20 wound points need 20; 7 + TECH 5 + Medicine 8.
		{"medieval stabilize", []int{5, 3, 3, 3, 7}, "/damage target:Knight amount:20 direct:true\n/stabilize target:Knight medic:Archer\n",
			map[string]string{"en": "= **20** vs 20 — ", "ru": "= **20** против 20 — "}},
	} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, tc.faces...)
				switch tc.name {
				case "medieval shot":
					h.Run(consoletest.MedArcherOrc["en"])
				case "medieval stabilize":
					h.Run(consoletest.MedSetupEN)
				}
				var reply consoletest.Sent
				for _, s := range h.Run(tc.script) {
					if s.Kind == "response" {
						reply = s
					}
				}
				first, _, _ := strings.Cut(polishEmbedOf(t, reply).Description, "\n")
				if !strings.Contains(first, tc.want[locale]) {
					t.Errorf("first line %q lacks %q", first, tc.want[locale])
				}
				if locale == "ru" && strings.Contains(first, " vs ") {
					t.Errorf("English \"vs\" in a Russian reply: %q", first)
				}
			})
		}
	}
}

// polishHelp is the channel's /help for a system, as the reader sees it.
func polishHelp(t *testing.T, locale, system string) string {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale)
	return polishText(t, consoletest.LastOf(t, h.Run("/system set system:"+system+"\n/help\n")))
}

var (
	// codeSpan is a `…` span of the help; englishWord a lower-case Latin
	// token in it, not glued to a digit or letter (3d6 is notation).
	codeSpan    = regexp.MustCompile("`[^`]+`")
	englishWord = regexp.MustCompile(`(?:^|[^0-9A-Za-z_])([a-z][a-z0-9_]*)`)
	// extraExample is an example typed inside extra: ("ещё:" in Russian).
	extraExample = regexp.MustCompile("`(?:extra|ещё):\"([^`]*)\"`")
)

// The Russian help explains every English token of its examples in Russian
// ("`reroll` — переброс…"), and the first time the token stands alone it
// is that explanation.
func TestRussianHelpExplainsEnglishTokens(t *testing.T) {
	for _, system := range []string{"medieval", "storyteller", "klondike"} {
		t.Run(system, func(t *testing.T) {
			help := polishHelp(t, "ru", system)
			seen := map[string]bool{}
			for _, span := range codeSpan.FindAllString(help, -1) {
				for _, m := range englishWord.FindAllStringSubmatch(span, -1) {
					seen[m[1]] = true
				}
			}
			for word := range seen {
				alone := "`" + word + "`"
				i := strings.Index(help, alone)
				if i < 0 {
					t.Errorf("%q is never explained", word)
					continue
				}
				if !strings.HasPrefix(help[i+len(alone):], " — ") {
					t.Errorf("%q first stands alone without its meaning: …%s…", word, help[i:min(len(help), i+60)])
				}
			}
		})
	}
	// The tokens the QA report named have Russian spellings the code
	// accepts (the situation parser's and the maneuver tags' aliases, the
	// choices' Russian names): the help shows those, not the English.
	for system, words := range map[string]map[string]string{
		"storyteller": {"reroll": "`переброс`", "double": "`дважды`", "own_cover": "`своё_укрытие`", "opponents": "`противники`",
			"blind_target": "`слепая_цель`", "immobilized": "`обездвижен`", "fast_target": "`быстрая_цель`", "type": "`тип`",
			"weapon2": "`оружие2`", "willpower": "`сила_воли`"},
		"klondike": {"burst": "очередь", "auto": "автоматический", "suppress": "огонь по области", "prone": "`лечь`",
			"charge": "`рывок`", "meet_charge": "`встречная`", "overwatch": "`дозор`", "cleave": "`добивание`",
			"improvised": "`подручное`", "careful": "`аккуратно`", "careless": "`не_заботясь`", "free": "`вход`",
			"free_moving": "`вход_укрытие`", "str": "`сил`", "dex": "`лов`", "fast": "`быстро`", "moving": "`в_движении`",
			"stationary": "`неподвижна`", "slow": "`медленная`"},
	} {
		help := polishHelp(t, "ru", system)
		for en, ru := range words {
			if !strings.Contains(help, ru) {
				t.Errorf("%s: the Russian spelling %s of %q is not shown", system, ru, en)
			}
			if strings.Contains(help, "`"+en+"`") {
				t.Errorf("%s: the English %q is shown though %s is accepted", system, en, ru)
			}
		}
	}
}

// The options Discord carries only inside extra: (actions, hidden,
// situation, targets) are never shown as options of their own, and every
// extra: example of the help is one /attack accepts.
func TestHelpTypesMovedOptionsInsideExtra(t *testing.T) {
	for _, tc := range []struct {
		locale, system string
		want           []string
	}{
		{"en", "medieval", []string{"`actions` and `hidden` are typed inside `extra:`"}},
		{"ru", "medieval", []string{"`действие` и `скрыто` пишутся внутри `ещё:`"}},
		{"en", "storyteller", []string{"`targets` and `situation` are typed inside `extra:`", "multiple shots: `shots:3`"}},
		{"ru", "storyteller", []string{"`цели` и `обстановка` пишутся внутри `ещё:`", "несколько выстрелов — `выстрелы:3`"}},
		{"en", "klondike", []string{"`targets` is typed inside `extra:`"}},
		{"ru", "klondike", []string{"`цели` пишутся внутри `ещё:`", "`место:` — результат таблицы"}},
	} {
		t.Run(tc.system+"/"+tc.locale, func(t *testing.T) {
			help := polishHelp(t, tc.locale, tc.system)
			for _, w := range tc.want {
				if !strings.Contains(help, w) {
					t.Errorf("help lacks %q", w)
				}
			}
			for _, moved := range []string{"actions", "hidden", "situation", "targets", "действие", "скрыто", "обстановка", "цели"} {
				if strings.Contains(help, "`"+moved+":") {
					t.Errorf("help shows %s: as an option of its own", moved)
				}
			}
			examples := extraExample.FindAllStringSubmatch(help, -1)
			if len(examples) == 0 {
				t.Fatal("no extra: example")
			}
			// With no fight the command stops after reading extra:; an
			// unknown key would stop it earlier, with its own error.
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:" + tc.system + "\n")
			unknown := map[string]string{"en": "extra options", "ru": "не из дополнительных параметров"}[tc.locale]
			for _, ex := range examples {
				got := consoletest.LastOf(t, h.Run("/attack extra:\""+ex[1]+"\"\n"))
				if strings.Contains(got.Text(), unknown) {
					t.Errorf("the example %q is refused: %s", ex[1], got.Text())
				}
			}
		})
	}
}

// An unknown situation token, a flag with a value that is neither yes nor
// no, and a named value left empty are ephemeral errors in the user's
// language that list the accepted tokens; nothing is stored and no die is
// drawn.
func TestStorytellerSituationRefusesWhatItDoesNotKnow(t *testing.T) {
	lead := map[string]string{"en": "Unknown situation “", "ru": "Непонятная обстановка «"}
	for _, situation := range []string{"flying", "opponents:2 blah:3", "blind_target:maybe", "type:", "weapon2:", "обстановка:1"} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(locale+"/"+situation, func(t *testing.T) {
				h, _ := consoletest.StFight(t, locale, "Dexterity 3 Brawl 2", "Stamina 1", "")
				before := h.Run("/combat list\n/combat log\n")
				faces := h.Dice.Remaining()
				got := consoletest.LastOf(t, h.Run("/attack attacker:Bob target:Al maneuver:punch defense:none situation:\""+situation+"\"\n"))
				if !got.Ephemeral || !strings.Contains(got.Text(), "❌") {
					t.Fatalf("want an ephemeral error, got %s", got.Text())
				}
				consoletest.MustContain(t, got, lead[locale], map[string]string{"en": "own_cover:N opponents:N", "ru": "своё_укрытие:N противники:N"}[locale], "willpower")
				if left := h.Dice.Remaining(); left != faces {
					t.Errorf("%d dice drawn for a refused attack", faces-left)
				}
				after := h.Run("/combat list\n/combat log\n")
				for i := range before {
					if i >= len(after) || before[i].Text() != after[i].Text() {
						t.Fatalf("a refused attack changed the fight:\n%v\n%v", before, after)
					}
				}
			})
		}
	}
}

// A flag honours its value inside situation: as it does as an option of its
// own: "blind_attacker:false" is no blindness (difficulty 6), not +2.
func TestStorytellerSituationFlagValues(t *testing.T) {
	for _, tc := range []struct{ situation, want string }{
		{"blind_attacker", "Pool 5, difficulty 8"},
		{"blind_attacker:true", "Pool 5, difficulty 8"},
		{"blind_attacker:да", "Pool 5, difficulty 8"},
		{"blind_attacker:false", "Pool 5, difficulty 6"},
		{"blind_attacker:нет", "Pool 5, difficulty 6"},
		{"слепой:нет opponents:2", "Pool 5, difficulty 7"},
	} {
		t.Run(tc.situation, func(t *testing.T) {
			_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1",
				"/attack attacker:Bob target:Al maneuver:punch defense:none situation:\""+tc.situation+"\"\n", 7)
			if out[0].Ephemeral {
				t.Fatalf("refused: %s", out[0].Text())
			}
			consoletest.MustContain(t, out[0], tc.want)
		})
	}
}

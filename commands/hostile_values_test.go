package commands_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/bot/consoletest"
)

// Hostile values aimed at option types: the values chat users really paste —
// Discord's integer edges, floats a client cannot send, text 500 runes long,
// right-to-left and zero-width characters, names with «кавычки» and
// `backticks`, a mention. The one walk of hostile_input_test.go
// (TestHostileInputEveryCommand) sends them into every option of every
// command path with its own values; this file holds them, the Russian
// refusals' stricter check (englishOptionNames) and tests of single
// refusals the walk checks.

// hostileAimedValue is one hostile value and the option types it is aimed at
// (nil: every type; a stale client or the console sends text to any option).
type hostileAimedValue struct {
	name  string
	value string
	types []discordgo.ApplicationCommandOptionType
}

func (v hostileAimedValue) aimsAt(t discordgo.ApplicationCommandOptionType) bool {
	if v.types == nil {
		return true
	}
	for _, x := range v.types {
		if x == t {
			return true
		}
	}
	return false
}

var (
	anyType  []discordgo.ApplicationCommandOptionType
	numbers  = []discordgo.ApplicationCommandOptionType{discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionString}
	textOnly = []discordgo.ApplicationCommandOptionType{discordgo.ApplicationCommandOptionString}
)

var hostileAimedValues = []hostileAimedValue{
	{"empty", "", anyType},
	{"whitespace", " \t ", anyType},
	{"minus one", "-1", anyType},
	{"zero", "0", anyType},
	{"int32 overflow", "2147483648", anyType},
	{"float overflow", "1e309", anyType},
	{"NaN", "NaN", anyType},
	{"500 latin", strings.Repeat("Orc ", 125), textOnly},
	{"500 cyrillic", strings.Repeat("ж", 500), textOnly},
	{"emoji", "🗡️💥🧨", anyType},
	{"RTL", "\u202eOrc 1", textOnly},
	{"arabic", "مرحبا بالعالم", textOnly},
	{"zero-width inside", "Orc\u200b 1", textOnly},
	{"zero-width alone", "\u200b\ufeff", anyType},
	{"guillemets and backticks", "Орк «Большой» `x`", textOnly},
	{"mention", "<@123>", anyType},
	{"number in text", "12abc", numbers},
}

// A combatant or vehicle option left blank is a missing option, named as the
// user's client shows it. The merged /attack, /damage, /heal… definitions
// cannot mark it required (another system may not need it), and a blank
// one read «Участника «» в этом бою нет»: a refusal quoting an empty name.
func TestHostileBlankNameIsMissing(t *testing.T) {
	for _, tc := range []struct{ system, line, ru, en string }{
		{"medieval", `/attack attacker:Ann weapon:Bow`, "«цель»", "“target”"},
		{"medieval", `/attack attacker:Ann target:" " weapon:Bow`, "«цель»", "“target”"},
		{"medieval", `/damage amount:5`, "«цель»", "“target”"},
		{"medieval", `/heal points:1`, "«цель»", "“target”"},
		{"medieval", `/save kind:death`, "«цель»", "“target”"},
		{"medieval", `/stabilize medic:Ann`, "«цель»", "“target”"},
		{"medieval", `/combat init name:" " team:"Orc 2"`, "«имя»", "“name”"},
		{"klondike", `/damage amount:5`, "«цель»", "“target”"},
		{"klondike", `/heal medic:Ann`, "«цель»", "“target”"},
		{"klondike", `/surgery medic:Ann`, "«цель»", "“target”"},
		{"klondike", `/vehicle hit vehicle:" " ap:3d6`, "«техника»", "“vehicle”"},
		{"klondike", `/vehicle repair vehicle:" "`, "«техника»", "“vehicle”"},
		{"klondike", `/vehicle crash vehicle:""`, "«техника»", "“vehicle”"},
		{"storyteller", `/combat track name:" "`, "«имя»", "“name”"},
		{"storyteller", `/combat weapon name:" " state:"dropped: disarmed"`, "«имя»", "“name”"},
	} {
		for _, locale := range []string{"ru", "en"} {
			if txt := hostileRefused(t, tc.system, locale, tc.line, tc.ru, tc.en); strings.Contains(txt, "«»") || strings.Contains(txt, "“”") {
				t.Errorf("%s/%s %s: the refusal quotes an empty name: %s", tc.system, locale, tc.line, txt)
			}
		}
	}
}

// /combat init team: is medieval's team-leader rule. A blank team rolled the
// leader alone as a "team" (state changed on no input); in another system
// the refusal said the command did not exist, though /combat init does.
func TestHostileTeamOption(t *testing.T) {
	for _, tc := range []struct{ system, line, ru, en string }{
		{"medieval", `/combat init name:"Orc 1" team:" "`, "через запятую", "comma-separated"},
		{"medieval", `/combat init name:"Orc 1" team:", ,"`, "через запятую", "comma-separated"},
		{"storyteller", `/combat init name:"Orc 1" team:"Orc 2"`, "правило Средневековья", "a Medieval rule"},
		{"klondike", `/combat init name:"Orc 1" team:"Orc 2"`, "правило Средневековья", "a Medieval rule"},
	} {
		for _, locale := range []string{"ru", "en"} {
			hostileRefused(t, tc.system, locale, tc.line, tc.ru, tc.en)
		}
	}
}

// /odds refused a number out of range with the option's English key in a
// Russian reply («skill: нужно от -100 до 100»): the walk's value 2147483648.
// It names the option as the user's client shows it.
func TestHostileOddsRangeNamesTheOption(t *testing.T) {
	for _, tc := range []struct{ system, line, ru, en string }{
		{"medieval", "/odds stat:2147483648 skill:1", "параметр:", "stat must be"},
		{"medieval", "/odds stat:5 skill:2147483648", "навык:", "skill must be"},
		{"medieval", "/odds stat:5 modifier:-2147483648", "модификатор:", "modifier must be"},
		{"klondike", "/odds dm:2147483648", "дм:", "dm must be"},
		{"klondike", "/odds dm:1 target:2147483648", "цель:", "target must be"},
		{"storyteller", "/odds pool:2147483648", "запас:", "pool must be"},
	} {
		for _, locale := range []string{"ru", "en"} {
			txt := hostileRefused(t, tc.system, locale, tc.line, tc.ru, tc.en)
			if locale == "ru" && latinRE.MatchString(codeRE.ReplaceAllString(txt, "")) {
				t.Errorf("%s/ru %s: English in the refusal: %s", tc.system, tc.line, txt)
			}
		}
	}
}

// /maneuver add with accuracy:2147483648 said «Маневр: неверное поле
// «точность»» without the bounds: it says them, as the other numbers do.
func TestHostileManeuverNumbersSayTheirBounds(t *testing.T) {
	base := `/maneuver add name:Feint attribute:Dexterity ability:Brawl damage:strength `
	for _, tc := range []struct{ opt, ru, en string }{
		{"accuracy:2147483648", "точность: нужно от -5 до 10 (указано 2147483648)", "accuracy must be between -5 and 10 (got 2147483648)"},
		{"difficulty:-5", "сложность: нужно от -4 до 4 (указано -5)", "difficulty must be between -4 and 4 (got -5)"},
		{"bonus:11", "бонус: нужно от -5 до 10 (указано 11)", "bonus must be between -5 and 10 (got 11)"},
	} {
		for _, locale := range []string{"ru", "en"} {
			hostileRefused(t, "storyteller", locale, base+tc.opt, tc.ru, tc.en)
		}
	}
}

// hostileReportedEnglish are Russian refusals known to list English words,
// reported to their owners (none left: /system set lists its choices in the
// user's language).
var hostileReportedEnglish = []string{}

// englishOptionNames is the Russian walk's stricter check: a refusal may
// quote what the user typed and notation in code, but names no option by its
// English key («skill: нужно от…») and lists no English value — the checker
// of hostile_input_test.go lets option names of both languages through.
func englishOptionNames(out []consoletest.Sent, typed, known []string) string {
	for _, s := range out {
		var r hostileReply
		if json.Unmarshal(s.Data, &r) != nil || !r.refusal() {
			continue
		}
		txt := r.text()
		clean := codeRE.ReplaceAllString(txt, " ")
		for _, k := range hostileReportedEnglish {
			clean = strings.ReplaceAll(clean, k, " ")
		}
		if w := foreignWords("ru", clean, append([]string(nil), typed...), known); len(w) > 0 {
			return fmt.Sprintf("English %v in a Russian refusal: %s", w, strings.ReplaceAll(txt, "\n", " ⏎ "))
		}
	}
	return ""
}

// /maneuver add with an attribute or ability it cannot read said «Маневр:
// неверное поле «атрибут»»: it names what was typed and lists the valid
// names in the user's language; a blank one is a missing option.
func TestHostileManeuverStatsListTheValidNames(t *testing.T) {
	for _, tc := range []struct{ line, ru, en string }{
		{`/maneuver add name:Feint attribute:Brawl ability:Brawl damage:strength`,
			"Маневр: «Brawl» — не атрибут. Атрибуты: Сила, Ловкость, Выносливость", "Maneuver: “Brawl” is not an attribute. Attributes: Strength, Dexterity, Stamina"},
		{`/maneuver add name:Feint attribute:Strength ability:Strenght damage:strength`,
			"Маневр: «Strenght» — не способность. Способности:", "Maneuver: “Strenght” is not an ability. Abilities:"},
		{`/maneuver add name:Feint attribute:" " ability:Brawl damage:strength`,
			"Нужно указать параметр «атрибут».", "The option “attribute” is required."},
	} {
		for _, locale := range []string{"ru", "en"} {
			hostileRefused(t, "storyteller", locale, tc.line, tc.ru, tc.en)
		}
	}
	// A good one still goes in.
	h := newHostileHarness(t, "storyteller", "ru")
	if got := consoletest.LastOf(t, h.Run("/маневр добавить имя:Финт атрибут:ловкость способность:\"рукопашный бой\" урон:strength\n")); got.Ephemeral {
		t.Errorf("a valid maneuver was refused: %s", got.Text())
	}
}

// hostileRefused runs line in a fresh fight of system and wants one
// ephemeral refusal holding the locale's text (ru or en) that leaves the
// channel's stored bytes as they were; it returns the refusal's text.
func hostileRefused(t *testing.T, system, locale, line, ru, en string) string {
	t.Helper()
	h := newHostileHarness(t, system, locale)
	before := h.state()
	got := consoletest.LastOf(t, h.Run(line+"\n"))
	want := en
	if locale == "ru" {
		want = ru
	}
	var r hostileReply
	_ = json.Unmarshal(got.Data, &r)
	if !got.Ephemeral || !r.refusal() || !strings.Contains(r.text(), want) {
		t.Errorf("%s/%s %s: want an ephemeral refusal with %q, got %s", system, locale, line, want, r.text())
	}
	if after := h.state(); !bytes.Equal(after.channel, before.channel) {
		t.Errorf("%s/%s %s: the refusal changed the channel", system, locale, line)
	}
	return r.text()
}

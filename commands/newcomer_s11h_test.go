package commands_test

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/bot"
	"fray/bot/consoletest"
)

// A newcomer's evening (session 11h): a GM who has only README.md and what
// the bot says must be able to type what the bot tells them to. These tests
// take the bot's own words (help, refusals) and run or resolve them.

// systemSetSpans returns the `/system set system:…` spans of a text (the
// Russian `/система выбрать система:…` too).
func systemSetSpans(text string) []string {
	var out []string
	for _, span := range commandSpans(text) {
		if strings.HasPrefix(span, "/system set ") || strings.HasPrefix(span, "/система выбрать ") {
			out = append(out, span)
		}
	}
	return out
}

// The first thing a newcomer must type is the channel's system. /help with
// no system set, and the refusal any system command gives then, say it as
// a line with its option and values (`/system set` alone, the option left
// out, was refused: "Unknown system “”"), and each value, typed as shown,
// sets the system.
func TestNewcomerSystemSetLineNamesItsOption(t *testing.T) {
	refused := map[string]string{"en": "/attack target:Orc", "ru": "/атака цель:Орк"}
	for _, locale := range []string{"ru", "en"} {
		cons, out := textConsole(t, locale)
		if err := runLine(cons, refused[locale]); err != nil {
			t.Fatal(err)
		}
		refusal := out.String()
		if !strings.Contains(refusal, "❌") {
			t.Fatalf("%s: %s with no system set was not refused:\n%s", locale, refused[locale], refusal)
		}
		for what, text := range map[string]string{"help": helpText(t, locale, ""), "refusal": refusal} {
			spans := systemSetSpans(text)
			if len(spans) == 0 {
				t.Errorf("%s %s: no `/system set system:…` line with its option:\n%s", locale, what, text)
				continue
			}
			for _, span := range spans {
				toks := tokens(span)
				_, values, ok := strings.Cut(toks[len(toks)-1], ":")
				if !ok || values == "" {
					t.Errorf("%s %s: `%s` gives no value", locale, what, span)
					continue
				}
				for _, v := range strings.Split(values, "|") {
					line := strings.Join(toks[:len(toks)-1], " ") + " " + strings.SplitN(toks[len(toks)-1], ":", 2)[0] + ":" + v
					c, o := textConsole(t, locale)
					if err := runLine(c, line); err != nil {
						t.Fatal(err)
					}
					if msg := failed(o.String()); msg != "" {
						t.Errorf("%s %s: `%s` as shown: %q", locale, what, line, msg)
					}
				}
			}
		}
	}
}

// findOption finds an option (not a subcommand) by its name in the locale
// anywhere under a command.
func findOption(opts []*discordgo.ApplicationCommandOption, name string, ru bool) *discordgo.ApplicationCommandOption {
	for _, o := range opts {
		if o.Type != discordgo.ApplicationCommandOptionSubCommand && o.Type != discordgo.ApplicationCommandOptionSubCommandGroup &&
			defName(o.Name, o.NameLocalizations, ru) == name {
			return o
		}
		if found := findOption(o.Options, name, ru); found != nil {
			return found
		}
	}
	return nil
}

// choiceWords are the words a choice can be typed or read as: its value,
// its English name and its Russian label.
func choiceWords(ch *discordgo.ApplicationCommandOptionChoice) []string {
	out := []string{strings.ToLower(ch.Name)}
	if v, ok := ch.Value.(string); ok {
		out = append(out, strings.ToLower(v))
	}
	if ru := ch.NameLocalizations[discordgo.Russian]; ru != "" {
		out = append(out, strings.ToLower(ru))
	}
	return out
}

// The help's syntax lines name options with fixed choices (klondike's
// `/damage … [to]`, `/surgery … place`): a GM in the console must type one
// of them, so the line gives them (`opt:a|b`), and every value it gives
// (`to:str|dex`, `место:field|clean|infirmary`) is one of its choices. The
// Russian klondike help named `[куда]` and `место` with no value at all.
func TestNewcomerHelpGivesChoiceValues(t *testing.T) {
	defs := consoletest.NewSystemHarness(t, "en").App.Definitions()
	for _, locale := range []string{"ru", "en"} {
		ru := locale == "ru"
		for _, system := range []string{"klondike"} {
			text := helpText(t, locale, system)
			checked := 0
			for _, span := range commandSpans(text) {
				toks := tokens(span)
				var cmd *discordgo.ApplicationCommand
				for _, d := range defs {
					var loc map[discordgo.Locale]string
					if d.NameLocalizations != nil {
						loc = *d.NameLocalizations
					}
					if "/"+defName(d.Name, loc, ru) == toks[0] {
						cmd = d
					}
				}
				if cmd == nil || cmd.Name != "damage" && cmd.Name != "surgery" {
					continue
				}
				for _, tok := range toks[1:] {
					name, values, hasValue := strings.Cut(strings.Trim(tok, "[]()"), ":")
					o := findOption(cmd.Options, name, ru)
					if o == nil || len(o.Choices) == 0 {
						continue
					}
					checked++
					if !hasValue {
						t.Errorf("%s %s: `%s` names `%s` without its values (%s:a|b)", locale, system, span, name, name)
						continue
					}
					for _, v := range strings.Split(strings.Trim(values, "[]()"), "|") {
						ok := false
						for _, ch := range o.Choices {
							for _, w := range choiceWords(ch) {
								ok = ok || w == strings.ToLower(v)
							}
						}
						if !ok {
							t.Errorf("%s %s: `%s` gives %s:%s, not a choice of that option", locale, system, span, name, v)
						}
					}
				}
			}
			if checked < 2 {
				t.Errorf("%s %s: the help's /damage and /surgery lines name %d choice options, want `to`/`куда` and `place`/`место`", locale, system, checked)
			}
		}
	}
}

// Klondike's `range` is a number of metres, not a range band as in the
// other systems (`/атака … дистанция:средняя` was refused: «не целое
// число»): the help shows it with an example that runs as written.
func TestNewcomerKlondikeHelpShowsRangeInMetres(t *testing.T) {
	defs := consoletest.NewSystemHarness(t, "en").App.Definitions()
	option := map[string]string{"en": "range:", "ru": "дистанция:"}
	setup := map[string][]string{
		"en": {"/system set system:klondike", "/combat start", "/combat add name:Orc count:3", "/combat add name:Leader"},
		"ru": {"/система выбрать система:klondike", "/бой начать", "/бой добавить имя:Орк количество:3", "/бой добавить имя:Лидер"},
	}
	for _, locale := range []string{"ru", "en"} {
		var example string
		for _, span := range commandSpans(helpText(t, locale, "klondike")) {
			if runnable(defs, span) && strings.Contains(span, " "+option[locale]) {
				example = span
			}
		}
		if example == "" {
			t.Errorf("%s: the klondike help has no `/attack … %s30` example of a range in metres", locale, option[locale])
			continue
		}
		cons, out := textConsole(t, locale, 3, 4, 5, 6, 2, 3, 4, 5, 6, 6, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3)
		for _, line := range setup[locale] {
			if err := runLine(cons, line); err != nil {
				t.Fatal(err)
			}
		}
		out.Reset()
		if err := runLine(cons, example); err != nil {
			t.Fatalf("%s: %v", example, err)
		}
		if msg := failed(out.String()); msg != "" {
			t.Errorf("%s: help example %s: %q\n%s", locale, example, msg, out.String())
		}
	}
}

// A newcomer who pipes one script per run loses everything between runs
// (the console's database is a temporary file): the README says so and
// names the flag that keeps it, and that flag, as written there, does keep
// the channel's system from one run to the next.
func TestNewcomerREADMEKeepsAFightAcrossRuns(t *testing.T) {
	m := regexp.MustCompile("`(--db [^`]+)`").FindAllStringSubmatch(readme(t), -1)
	var flag []string
	for _, sub := range m {
		if f := strings.Fields(sub[1]); len(f) == 2 && !strings.ContainsAny(f[1], "<>") && f[1] != "PATH" {
			flag = f
		}
	}
	if flag == nil {
		t.Fatal("README.md gives no `--db FILE` example for playing over several console runs")
	}
	dir := t.TempDir()
	flag[1] = filepath.Join(dir, filepath.Base(flag[1])) // the README's name, in a scratch dir
	run := func(script string) string {
		var out, errb bytes.Buffer
		args := append([]string{"console", "--locale", "en"}, flag...)
		if code := bot.Main(context.Background(), args, strings.NewReader(script), &out, &errb, func(string) string { return "" }); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errb.String())
		}
		return out.String()
	}
	run("/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n")
	if out := run("/damage target:\"Orc 1\" amount:3\n"); failed(out) != "" {
		t.Errorf("second run with %q: %q\n%s", flag, failed(out), out)
	}
}

// The README's advice on values with spaces holds: the quoted name it shows
// reaches the combatant, and the unquoted one is noted and not sent.
func TestNewcomerREADMEQuotesNames(t *testing.T) {
	m := regexp.MustCompile("`(target:\"[^\"`]+\")`").FindStringSubmatch(readme(t))
	if m == nil {
		t.Fatal("README.md shows no quoted `target:\"Orc 1\"` for a name with a space")
	}
	cons, out := textConsole(t, "en", 3, 4, 5, 6)
	for _, line := range []string{"/system set system:klondike", "/combat start", "/combat add name:Orc count:2"} {
		if err := runLine(cons, line); err != nil {
			t.Fatal(err)
		}
	}
	out.Reset()
	if err := runLine(cons, "/damage "+m[1]+" amount:3"); err != nil {
		t.Fatal(err)
	}
	if msg := failed(out.String()); msg != "" || !strings.Contains(out.String(), "Orc 1") {
		t.Errorf("README's %s: %q\n%s", m[1], msg, out.String())
	}
	out.Reset()
	if err := runLine(cons, "/damage "+strings.ReplaceAll(m[1], `"`, "")+" amount:3"); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(strings.TrimSpace(out.String()), "· ") || strings.Contains(out.String(), "──") {
		t.Errorf("unquoted %s was sent or not noted:\n%s", m[1], out.String())
	}
}

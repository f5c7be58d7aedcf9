package commands_test

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/rules/dice"
)

// The README and /help are a newcomer's first hour: every console example
// they give must work as written, and every command and option they name
// must exist under that name, in Russian and in English. These tests read
// the help as it is (readme_test.go reads README.md), so they fail when
// either drifts from the bot; the span and console helpers serve both.

// commandSpans returns the inline `code` spans of a Markdown text (fenced
// blocks left out) that begin with a slash command.
func commandSpans(md string) []string {
	var out []string
	inFence := false
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		parts := strings.Split(line, "`")
		for i := 1; i < len(parts)-1; i += 2 {
			span := strings.ReplaceAll(parts[i], `\|`, "|")
			if len(span) > 1 && span[0] == '/' && span[1] != ' ' && !httpPath(span) {
				out = append(out, span)
			}
		}
	}
	return out
}

// tokens splits a console line at spaces outside double quotes.
func tokens(s string) []string {
	var out []string
	var cur strings.Builder
	quoted := false
	for _, r := range s {
		switch {
		case r == '"':
			quoted = !quoted
			cur.WriteRune(r)
		case r == ' ' && !quoted:
			if cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteRune(r)
		}
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

func cyrillic(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Cyrillic, r) {
			return true
		}
	}
	return false
}

// defName is a definition's name in the locale: Russian where it has one.
func defName(name string, loc map[discordgo.Locale]string, ru bool) string {
	if ru && loc[discordgo.Russian] != "" {
		return loc[discordgo.Russian]
	}
	return name
}

// subtreeNames collects the names, in the locale, of every subcommand and
// option under opts.
func subtreeNames(opts []*discordgo.ApplicationCommandOption, ru bool, into map[string]bool) {
	for _, o := range opts {
		into[defName(o.Name, o.NameLocalizations, ru)] = true
		subtreeNames(o.Options, ru, into)
	}
}

// checkSpan resolves a span such as "/combat action action:move|dodge [sp]"
// or "/урон цель количество [куда] [бронебойное]" against the definitions:
// the command must exist under its name in the span's language, and every
// other word (alternatives split at |, brackets and :values dropped) must
// name a subcommand or option of that command. It returns what is wrong.
func checkSpan(defs []*discordgo.ApplicationCommand, span string) string {
	toks := tokens(span)
	ru := cyrillic(toks[0])
	top := strings.TrimPrefix(toks[0], "/")
	var cmd *discordgo.ApplicationCommand
	for _, d := range defs {
		var loc map[discordgo.Locale]string
		if d.NameLocalizations != nil {
			loc = *d.NameLocalizations
		}
		if defName(d.Name, loc, ru) == top {
			cmd = d
		}
	}
	if cmd == nil {
		return "no command /" + top
	}
	names := map[string]bool{}
	subtreeNames(cmd.Options, ru, names)
	var bad []string
	for _, tok := range toks[1:] {
		tok = strings.Trim(tok, "[]()")
		name, _, hasValue := strings.Cut(tok, ":")
		alts := strings.Split(name, "|")
		if hasValue {
			// kind:stun|death — the alternatives are values.
			alts = alts[:1]
		}
		for _, a := range alts {
			a = strings.Trim(a, "[]()…")
			if a == "" || a == "…" {
				continue
			}
			if !names[a] {
				bad = append(bad, a)
			}
		}
	}
	if len(bad) > 0 {
		return "/" + top + " has no " + strings.Join(bad, ", ")
	}
	return ""
}

// runnable: a span whose words after the command are its subcommands and
// then option:value pairs with no placeholder — an example a user would
// type as it stands (`/char set stats:"REF 7" name:Ann`, `/help`), not a
// syntax line (`/vehicle hit vehicle ap:3d6`).
func runnable(defs []*discordgo.ApplicationCommand, span string) bool {
	if strings.ContainsAny(span, "<>|[]…") {
		return false
	}
	toks := tokens(span)
	ru := cyrillic(toks[0])
	var opts []*discordgo.ApplicationCommandOption
	found := false
	for _, d := range defs {
		var loc map[discordgo.Locale]string
		if d.NameLocalizations != nil {
			loc = *d.NameLocalizations
		}
		if "/"+defName(d.Name, loc, ru) == toks[0] {
			opts, found = d.Options, true
		}
	}
	if !found {
		return false
	}
	rest := toks[1:]
	for len(rest) > 0 && !strings.Contains(rest[0], ":") {
		var sub *discordgo.ApplicationCommandOption
		for _, o := range opts {
			if (o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup) && defName(o.Name, o.NameLocalizations, ru) == rest[0] {
				sub = o
			}
		}
		if sub == nil {
			return false
		}
		opts, rest = sub.Options, rest[1:]
	}
	for _, o := range opts {
		if o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
			return false // a subcommand still to choose
		}
	}
	given := map[string]bool{}
	for _, tok := range rest {
		name, _, ok := strings.Cut(tok, ":")
		if !ok {
			return false
		}
		given[name] = true
	}
	for _, o := range opts {
		if o.Required && !given[defName(o.Name, o.NameLocalizations, ru)] {
			return false // a mention such as `/roll`, not an example
		}
	}
	if len(toks) == 1 {
		return toks[0] == "/help" || toks[0] == "/помощь"
	}
	return len(rest) > 0
}

// textConsole is the console in text mode (as a user sees it, with its
// notes) on the real systems, random dice unless faces are given.
func textConsole(t *testing.T, locale string, faces ...int) (*bot.Console, *bytes.Buffer) {
	t.Helper()
	var d dice.Source = dice.NewScripted(faces...)
	if len(faces) == 0 {
		d = dice.NewSeeded(10, 3)
	}
	app, _ := consoletest.OpenTestApp(t, filepath.Join(t.TempDir(), "fray.db"), bot.Plugins(), d)
	var out bytes.Buffer
	return &bot.Console{Router: bot.NewRouter(app, zerolog.Nop()), Dice: d, Out: &out, Locale: locale}, &out
}

// runLine runs one console line as a script of one line would.
func runLine(cons *bot.Console, line string) error {
	return cons.Run(context.Background(), strings.NewReader(line+"\n"))
}

// failed names what went wrong in a console transcript: a refusal (❌) or a
// console note (an unknown command or option, a line not understood).
func failed(out string) string {
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "❌") || strings.HasPrefix(line, "· ") {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// helpText is /help's whole reply in a channel of the system (none: the
// overview) as text, with the span of each code example.
func helpText(t *testing.T, locale, system string) string {
	t.Helper()
	cons, out := textConsole(t, locale)
	cmd := "/help"
	if locale == "ru" {
		cmd = "/помощь"
	}
	if system != "" {
		if err := runLine(cons, "/system set system:"+system); err != nil {
			t.Fatal(err)
		}
	}
	out.Reset()
	if err := runLine(cons, cmd); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// Every command and option the help names, in each system and language,
// exists under that name (the Russian help names the Russian ones).
func TestHelpNamesExistingCommandsAndOptions(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en")
	defs := h.App.Definitions()
	for _, locale := range []string{"ru", "en"} {
		for _, system := range []string{"", "medieval", "storyteller", "klondike"} {
			text := helpText(t, locale, system)
			spans := commandSpans(text)
			if len(spans) == 0 {
				t.Errorf("%s %s: /help names no command", locale, system)
			}
			for _, span := range spans {
				if locale == "ru" && !cyrillic(strings.SplitN(span, " ", 2)[0]) {
					t.Errorf("%s %s: the Russian help names the English command `%s`", locale, system, span)
					continue
				}
				if msg := checkSpan(defs, span); msg != "" {
					t.Errorf("%s %s help `%s`: %s", locale, system, span, msg)
				}
			}
		}
	}
}

// The help's complete examples (every word option:value, e.g. the sheet's
// `/char set stats:"…" name:Ann`, the armour string, the team leader) run
// as written in a fight with the combatants they name.
func TestHelpExamplesRun(t *testing.T) {
	setup := map[string][]string{
		"en": {"/combat start", "/combat add name:Orc count:3", "/combat add name:Leader"},
		"ru": {"/бой начать", "/бой добавить имя:Орк количество:3", "/бой добавить имя:Лидер"},
	}
	defs := consoletest.NewSystemHarness(t, "en").App.Definitions()
	for _, locale := range []string{"ru", "en"} {
		for _, system := range []string{"medieval", "storyteller", "klondike"} {
			var examples []string
			for _, span := range commandSpans(helpText(t, locale, system)) {
				if runnable(defs, span) {
					examples = append(examples, span)
				}
			}
			t.Logf("%s %s: help examples run: %q", locale, system, examples)
			if len(examples) < 2 {
				t.Errorf("%s %s: only %q runnable in /help", locale, system, examples)
			}
			t.Run(locale+"/"+system, func(t *testing.T) {
				cons, out := textConsole(t, locale)
				for _, line := range append([]string{"/system set system:" + system}, setup[locale]...) {
					if err := runLine(cons, line); err != nil {
						t.Fatal(err)
					}
				}
				for _, ex := range examples {
					out.Reset()
					if err := runLine(cons, ex); err != nil {
						t.Fatalf("%s: %v", ex, err)
					}
					if msg := failed(out.String()); msg != "" || out.Len() == 0 {
						t.Errorf("help example %s: %q\n%s", ex, msg, out.String())
					}
				}
			})
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
func TestHelpGivesChoiceValues(t *testing.T) {
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
func TestKlondikeHelpShowsRangeInMetres(t *testing.T) {
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

// `maneuver:grapple` (`приём:борьба`) is the /grapple command under /attack;
// the help's maneuver list left it out.
func TestKlondikeHelpListsGrappleManeuver(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/help\n", "careless, grapple (same as `/grapple`), free"},
		{"ru", "/система выбрать система:klondike\n/помощь\n", "`борьба` — то же, что `/борьба`"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			consoletest.KlWant(t, "help", consoletest.LastOf(t, h.Run(tc.script)), tc.want)
		})
	}
}

// helpEmbedText is the channel's /help for a system, as the reader sees it.
func helpEmbedText(t *testing.T, locale, system string) string {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale)
	return embedText(t, consoletest.LastOf(t, h.Run("/system set system:"+system+"\n/help\n")))
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
			help := helpEmbedText(t, "ru", system)
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
	// These tokens have Russian spellings the code
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
		help := helpEmbedText(t, "ru", system)
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
			help := helpEmbedText(t, tc.locale, tc.system)
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

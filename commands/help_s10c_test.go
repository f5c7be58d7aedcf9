package commands_test

import (
	"bytes"
	"context"
	"os"
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
// README.md and the help as they are, so they fail when either drifts from
// the bot.

// readme returns README.md without its Performance section (measurements,
// no console examples).
func readme(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if i := strings.Index(s, "\n## Performance"); i >= 0 {
		if j := strings.Index(s[i+1:], "\n## "); j >= 0 {
			s = s[:i] + s[i+1+j:]
		} else {
			s = s[:i]
		}
	}
	return s
}

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

// httpPath: the HTTP listener's own paths, which the README names too.
func httpPath(s string) bool {
	for _, p := range []string{"/healthz", "/metrics", "/interactions"} {
		if s == p {
			return true
		}
	}
	return false
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

// Every slash command the README names exists under that name, with the
// subcommands and options it gives.
func TestREADMECommandsExist(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en")
	defs := h.App.Definitions()
	spans := commandSpans(readme(t))
	if len(spans) < 20 {
		t.Fatalf("found only %d command spans in README.md: %q", len(spans), spans)
	}
	for _, span := range spans {
		if msg := checkSpan(defs, span); msg != "" {
			t.Errorf("README `%s`: %s", span, msg)
		}
	}
}

// The README's inline examples (`/roll dice:2d6+3`, `/бросок кубики:2d6+3`,
// `/system set system:medieval`, `/help`, `/flavour on:false` …) run as
// written, in README order, in both locales, with no refusal and no note.
func TestREADMEInlineExamplesRun(t *testing.T) {
	defs := consoletest.NewSystemHarness(t, "en").App.Definitions()
	var script []string
	for _, span := range commandSpans(readme(t)) {
		if runnable(defs, span) {
			script = append(script, span)
		}
	}
	t.Logf("README examples run: %q", script)
	if len(script) < 4 {
		t.Fatalf("found only %q runnable in README.md", script)
	}
	for _, locale := range []string{"ru", "en"} {
		t.Run(locale, func(t *testing.T) {
			cons, out := textConsole(t, locale)
			for _, line := range script {
				out.Reset()
				if err := runLine(cons, line); err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				if msg := failed(out.String()); msg != "" || out.Len() == 0 {
					t.Errorf("README example %s failed: %q\n%s", line, msg, out.String())
				}
			}
		})
	}
}

// readmeSession finds the README's console session: the printf line, the
// command's flags and the output it shows.
var sessionRE = regexp.MustCompile(`(?s)\$ printf '([^']*)' \\\s*\n\s*\| go run \. (console[^\n]*)\n(.*?)\n` + "```")

// The README's short session, run as it is written (its script and flags
// through fray's own main), prints what the README shows: each message's
// lines in order; a line ending in "…" stands for the rest of its message
// (that line's beginning must match).
func TestREADMEConsoleSessionOutput(t *testing.T) {
	m := sessionRE.FindStringSubmatch(readme(t))
	if m == nil {
		t.Fatal("README.md has no `$ printf '…' | go run . console …` session")
	}
	script := strings.ReplaceAll(m[1], `\n`, "\n")
	args := strings.Fields(m[2])
	var out, errb bytes.Buffer
	code := bot.Main(context.Background(), args, strings.NewReader(script), &out, &errb, func(string) string { return "" })
	if code != 0 {
		t.Fatalf("%s: exit %d: %s", m[2], code, errb.String())
	}
	want := sessionMessages(m[3])
	got := sessionMessages(out.String())
	if len(want) != len(got) {
		t.Fatalf("README shows %d messages, the console printed %d:\n%s", len(want), len(got), out.String())
	}
	for i := range want {
		w, g := want[i], got[i]
		for j, wl := range w {
			if j >= len(g) {
				t.Errorf("message %d: README line %q, the console printed nothing more:\n%s", i+1, wl, strings.Join(g, "\n"))
				break
			}
			if prefix, ok := strings.CutSuffix(wl, "…"); ok {
				if !strings.HasPrefix(g[j], strings.TrimRight(prefix, " ")) {
					t.Errorf("message %d line %d: README %q, console %q", i+1, j+1, wl, g[j])
				}
				break
			}
			if wl != g[j] {
				t.Errorf("message %d line %d: README %q, console %q", i+1, j+1, wl, g[j])
			}
			if j == len(w)-1 && len(g) > len(w) {
				t.Errorf("message %d: the console printed more than the README shows (%q…) and the README does not end it with …", i+1, g[j+1])
			}
		}
	}
}

// sessionMessages cuts console text output into messages (each from its
// "── kind ──" header), lines right-trimmed, blank lines dropped.
func sessionMessages(text string) [][]string {
	var out [][]string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, " ")
		if strings.HasPrefix(line, "── ") {
			out = append(out, []string{line})
			continue
		}
		if line == "" || len(out) == 0 {
			continue
		}
		out[len(out)-1] = append(out[len(out)-1], line)
	}
	return out
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

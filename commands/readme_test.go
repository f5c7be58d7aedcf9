package commands_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fray/bot"
	"fray/bot/consoletest"
)

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

// httpPath: the HTTP listener's own paths, which the README names too.
func httpPath(s string) bool {
	for _, p := range []string{"/healthz", "/metrics", "/interactions"} {
		if s == p {
			return true
		}
	}
	return false
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

// A newcomer who pipes one script per run loses everything between runs
// (the console's database is a temporary file): the README says so and
// names the flag that keeps it, and that flag, as written there, does keep
// the channel's system from one run to the next.
func TestREADMEKeepsAFightAcrossRuns(t *testing.T) {
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
func TestREADMEQuotesNames(t *testing.T) {
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

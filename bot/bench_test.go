package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/storage"
)

func TestCommandDefined(t *testing.T) {
	defs := []*discordgo.ApplicationCommand{
		{Name: "roll"},
		{Name: "combat", Options: []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "start"},
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "add"},
		}},
	}
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"/roll dice:2d6+3", true},
		{"/combat start", true},
		{"/combat add name:Orc count:3", true},
		{"/combat undo", false}, // the command exists, the subcommand does not
		{"/combat", false},      // a command with subcommands needs one
		{"/attack attacker:Hero target:Orc", false},
		{"", false},
	} {
		if got := commandDefined(defs, tc.line); got != tc.want {
			t.Errorf("commandDefined(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestBenchScripts compiles the scenario against the real app: every step
// has a handler, and a line is skipped exactly when its command is missing.
func TestBenchScripts(t *testing.T) {
	ctx := context.Background()
	app, _, scripts, err := benchApp(ctx, filepath.Join(t.TempDir(), "b.db"), storage.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Store().Close()
	cmds, comps, _ := app.Routes()
	for k, s := range Systems() {
		sc := scripts[k]
		if len(sc.setup) != 1 || sc.setup[0].route != "system/set" {
			t.Errorf("%s: setup %v, want /system set", s.ID(), sc.setup)
		}
		for _, st := range append(append([]benchStep(nil), sc.setup...), sc.fight...) {
			switch {
			case st.click != "":
				if !slices.Contains(comps, "trk:"+st.click) {
					t.Errorf("%s: click %q has no handler", s.ID(), st.click)
				}
			case !slices.Contains(cmds, st.route):
				t.Errorf("%s: step %q has no handler", s.ID(), st.route)
			}
		}
		_, skipped, err := compileScript(app.Definitions(), s.ID())
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range skipped {
			if commandDefined(app.Definitions(), line) {
				t.Errorf("%s: skipped %q though it is defined", s.ID(), line)
			}
		}
	}
}

// TestBenchChannelsSpread: the channels start together and send at one pace,
// so without a spread each step of the fight would hit every channel at once.
// Consecutive channels of a system are one step apart in their first fight;
// after it every channel plays the whole fight.
func TestBenchChannelsSpread(t *testing.T) {
	ctx := context.Background()
	app, _, scripts, err := benchApp(ctx, filepath.Join(t.TempDir(), "b.db"), storage.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Store().Close()
	n := len(scripts)
	for k, sc := range scripts {
		if sc.open != 3 || sc.rounds < 40 || sc.open+sc.rounds+1 != len(sc.fight) {
			t.Fatalf("script %d: open %d, rounds %d, fight %d steps", k, sc.open, sc.rounds, len(sc.fight))
		}
	}
	r := scripts[0].rounds
	chans := benchChannels(n*(r+1), benchChannelBase, 0, scripts)
	// Where each channel is in the rounds once its fight has started.
	first := map[int][]int{} // script → position in the rounds, by channel
	for k, ch := range chans {
		for range 1 + scripts[k%n].open {
			ch.next()
		}
		first[k%n] = append(first[k%n], ch.pos-ch.script.open)
	}
	for s, pos := range first {
		for j, p := range pos {
			if want := j % scripts[s].rounds; p != want {
				t.Errorf("script %d, its channel %d: %d steps into the rounds, want %d", s, j, p, want)
			}
		}
	}
	// A whole fight later, a channel is back at the same point of the next one.
	ch := chans[5*n]
	at := ch.pos
	for range len(ch.script.fight) {
		ch.next()
	}
	if ch.pos != at {
		t.Errorf("after a whole fight the channel is at step %d, want %d", ch.pos, at)
	}
}

// TestRunBench runs a short load in both modes: every interaction answered,
// none refused (the scenario is valid and the tracker versions are read
// right), the commits counted.
func TestRunBench(t *testing.T) {
	for _, naive := range []bool{false, true} {
		cfg := benchConfig{channels: 6, count: 240, duration: time.Minute, naive: naive, dbPath: filepath.Join(t.TempDir(), "b.db")}
		res, err := runBench(context.Background(), cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Interactions != 240 {
			t.Errorf("naive=%v: %d interactions, want 240", naive, res.Interactions)
		}
		if res.Errors != 0 || res.Refused != 0 {
			t.Errorf("naive=%v: %d errors (first: %s), refused %v", naive, res.Errors, res.FirstError, res.RefusedRoutes)
		}
		if res.Commits == 0 || res.Mutations == 0 || res.DBBytes == 0 || res.P99 <= 0 || res.Max < res.P99 {
			t.Errorf("naive=%v: implausible figures %+v", naive, res)
		}
		if naive && res.Commits != uint64(res.Mutations) {
			t.Errorf("naive: %d commits for %d mutations, want one each", res.Commits, res.Mutations)
		}
	}
}

// TestPrefillAndProbe fills a few encounters and runs the probe in process:
// it answers on the stored fights and reports its memory.
func TestPrefillAndProbe(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "p.db")
	if err := benchPrefill(ctx, path, 12); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := probeRun(ctx, path, 12, 64, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("probe printed %d lines, want 2:\n%s", len(lines), out.String())
	}
	var ready, fin probeResult
	if err := json.Unmarshal([]byte(lines[0]), &ready); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(lines[1]), &fin); err != nil {
		t.Fatal(err)
	}
	// (RSS counters are kept per thread and folded in lazily, so the peak
	// read later may trail the earlier reading by a few pages.)
	if ready.ReadyRSS <= 0 || fin.PeakRSS <= 0 || fin.RSSAnon <= 0 || fin.Interactions != 64 {
		t.Errorf("probe figures: ready %+v, final %+v", ready, fin)
	}
	// A database without the prefilled fights is refused, not measured.
	if err := probeRun(ctx, filepath.Join(t.TempDir(), "empty.db"), 12, 64, &out); err == nil {
		t.Error("probe on an empty database: no error")
	}
}

func TestCmdBenchFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--channels", "0"},
		{"--duration", "0s"},
		{"--duration", "11m"},
		{"--count", "-1"},
		{"--rate", "-5"},
		{"--prefill", "-1"},
		{"--nope"},
	} {
		var out, errb bytes.Buffer
		if code := cmdBench(context.Background(), args, &out, &errb, func(string) string { return "" }); code != exitUsage {
			t.Errorf("fray bench %v: exit %d, want %d (%s)", args, code, exitUsage, errb.String())
		}
	}
	existing := filepath.Join(t.TempDir(), "fray.db")
	if err := os.WriteFile(existing, []byte("not a bench"), 0o600); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := cmdBench(context.Background(), []string{"--db", existing}, &out, &errb, func(string) string { return "" }); code != exitUsage {
		t.Errorf("--db of an existing file: exit %d, want %d", code, exitUsage)
	}
	if b, _ := os.ReadFile(existing); string(b) != "not a bench" {
		t.Error("--db of an existing file: the file was changed")
	}
	out.Reset()
	errb.Reset()
	code := cmdBench(context.Background(), []string{"--channels", "3", "--count", "60", "--naive", "--json"}, &out, &errb, func(string) string { return "" })
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep map[string]any
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("--json output: %v\n%s", err, out.String())
	}
	for _, k := range []string{"interactions_per_s", "p50_ms", "p95_ms", "p99_ms", "max_ms", "commits_per_s", "db_bytes", "peak_rss_bytes", "naive", "group_vs_naive"} {
		if _, ok := rep[k]; !ok {
			t.Errorf("--json lacks %q", k)
		}
	}
}

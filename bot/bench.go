package bot

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// benchReport is `fray bench --json`: the group-commit run's figures at the
// top level, the naive run and the ratio when --naive asked for both, and the
// start-up probe when --prefill asked for it.
type benchReport struct {
	*benchResult
	Naive   *benchResult  `json:"naive,omitempty"`
	Ratio   float64       `json:"group_vs_naive,omitempty"`
	Startup *probeResult  `json:"startup,omitempty"`
	Machine benchMachine  `json:"machine"`
	Config  benchSettings `json:"config"`
}

type benchMachine struct {
	CPUs int    `json:"cpus"`
	Go   string `json:"go"`
	OS   string `json:"os"`
}

type benchSettings struct {
	Channels int     `json:"channels"`
	Duration string  `json:"duration,omitempty"`
	Count    int64   `json:"count,omitempty"`
	Rate     float64 `json:"rate,omitempty"`
	Prefill  int     `json:"prefill,omitempty"`
}

// cmdBench is `fray bench`: the load test. Each simulated channel runs the
// scenario of bench_scenario.go through the Router the gateway uses, against
// a real bbolt file with durable commits. Without --rate every channel sends
// its next interaction as soon as the last is answered (closed loop: the
// capacity, with latency that is queueing by Little's law); with --rate the
// channels together offer that many interactions per second (the latency at
// a given load). Latency is the Router's handler time, as the gateway sees it.
func cmdBench(ctx context.Context, args []string, stdout, stderr io.Writer, env func(string) string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	channels := fs.Int("channels", 500, "simulated channels, each running its own fight")
	duration := fs.Duration("duration", 10*time.Second, "how long each mode runs (max 10m)")
	count := fs.Int64("count", 0, "stop after this many interactions instead of --duration")
	dbPath := fs.String("db", "", "database file (default: a temporary file, removed at exit); the naive run uses PATH.naive")
	naive := fs.Bool("naive", false, "also run with one bbolt commit per interaction, and report the ratio")
	jsonOut := fs.Bool("json", false, "print one JSON object")
	rate := fs.Float64("rate", 0, "offered interactions/s across all channels (0: each channel sends as soon as answered)")
	prefill := fs.Int("prefill", 0, "store this many running encounters first, then measure start-up to ready and RSS in a fresh process")
	probe := fs.Bool("probe", false, "internal: the start-up probe child")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the runs to this file")
	traceOut := fs.String("trace", "", "write an execution trace of the runs to this file (go tool trace; -pprof=sched shows who waited for a processor)")
	stages := fs.Bool("stages", false, "record each request's stages (start, commit queue, commit, wake) and report where the time of the slowest went")
	memProfile := fs.String("memprofile", "", "write an allocation profile of the runs to this file (go tool pprof -sample_index=alloc_space)")
	if code, done := parseArgs(fs, args); done {
		return code
	}
	if *probe {
		return benchProbeChild(ctx, *dbPath, *prefill, stdout, stderr)
	}
	switch {
	case *channels < 1 || *channels > 100000:
		fmt.Fprintln(stderr, "fray bench: --channels must be 1…100000")
		return exitUsage
	case *duration <= 0 || *duration > 10*time.Minute:
		fmt.Fprintln(stderr, "fray bench: --duration must be in (0, 10m]")
		return exitUsage
	case *count < 0 || *count > 100_000_000:
		fmt.Fprintln(stderr, "fray bench: --count must be 0…100000000")
		return exitUsage
	case *rate < 0:
		fmt.Fprintln(stderr, "fray bench: --rate must be ≥ 0")
		return exitUsage
	case *prefill < 0 || *prefill > 1_000_000:
		fmt.Fprintln(stderr, "fray bench: --prefill must be 0…1000000")
		return exitUsage
	}
	path := *dbPath
	if path != "" {
		// Never write simulated fights into a real database.
		for _, p := range []string{path, path + ".naive"} {
			if _, err := os.Stat(p); err == nil {
				fmt.Fprintf(stderr, "fray bench: %s exists; --db takes a new file\n", p)
				return exitUsage
			}
		}
	}
	if path == "" {
		dir, err := os.MkdirTemp("", "fray-bench-*")
		if err != nil {
			fmt.Fprintf(stderr, "fray bench: %v\n", err)
			return exitFailure
		}
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "bench.db")
	}
	cfg := benchConfig{channels: *channels, duration: *duration, count: *count, rate: *rate, dbPath: path, stages: *stages}
	if cfg.count > 0 {
		// --count bounds the run; the duration stays as a safety limit.
		cfg.duration = 10 * time.Minute
	}
	rep := benchReport{
		Machine: benchMachine{CPUs: runtime.NumCPU(), Go: runtime.Version(), OS: runtime.GOOS + "/" + runtime.GOARCH},
		Config:  benchSettings{Channels: cfg.channels, Count: cfg.count, Rate: cfg.rate, Prefill: *prefill},
	}
	if cfg.count == 0 {
		rep.Config.Duration = cfg.duration.String()
	}
	progress := stderr
	if *prefill > 0 {
		fmt.Fprintf(progress, "bench: storing %d encounters…\n", *prefill)
		if err := benchPrefill(ctx, path, *prefill); err != nil {
			fmt.Fprintf(stderr, "fray bench: prefill: %v\n", err)
			return exitFailure
		}
		pr, err := benchProbe(ctx, path, *prefill)
		if err != nil {
			fmt.Fprintf(stderr, "fray bench: start-up probe: %v\n", err)
			return exitFailure
		}
		rep.Startup = pr
	}
	// The CPU profile and the execution trace record the runs into files,
	// from here until the command returns.
	for _, rec := range []recorder{
		{"cpu profile", *cpuProfile, pprof.StartCPUProfile, pprof.StopCPUProfile},
		{"trace", *traceOut, trace.Start, trace.Stop},
	} {
		if rec.path == "" {
			continue
		}
		stop, err := rec.startTo()
		if err != nil {
			fmt.Fprintf(stderr, "fray bench: %v\n", err)
			return exitFailure
		}
		defer stop()
	}
	if *memProfile != "" {
		runtime.MemProfileRate = 64 << 10 // a sample per 64 KiB: cheap enough to leave the figures close
		defer func() {
			if err := writeHeapProfile(*memProfile); err != nil {
				fmt.Fprintf(stderr, "fray bench: %v\n", err)
			}
		}()
	}
	fmt.Fprintf(progress, "bench: group commit, %d channels…\n", cfg.channels)
	res, err := runBench(ctx, cfg, progress)
	if err != nil {
		fmt.Fprintf(stderr, "fray bench: %v\n", err)
		return exitFailure
	}
	rep.benchResult = res
	if *naive {
		n := cfg
		n.naive, n.dbPath = true, path+".naive"
		defer os.Remove(n.dbPath)
		fmt.Fprintf(progress, "bench: naive (one commit per interaction), %d channels…\n", cfg.channels)
		nres, err := runBench(ctx, n, nil)
		if err != nil {
			fmt.Fprintf(stderr, "fray bench: naive: %v\n", err)
			return exitFailure
		}
		rep.Naive = nres
		if nres.PerSecond > 0 {
			rep.Ratio = res.PerSecond / nres.PerSecond
		}
	}
	if *jsonOut {
		enc := json.NewEncoder(stdout)
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "fray bench: %v\n", err)
			return exitFailure
		}
	} else {
		printBench(stdout, &rep)
	}
	if res.Errors > 0 || (rep.Naive != nil && rep.Naive.Errors > 0) {
		fmt.Fprintf(stderr, "fray bench: internal errors during the run (first: %s)\n", res.FirstError)
		return exitFailure
	}
	return exitOK
}

func printBench(w io.Writer, rep *benchReport) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	runs := []*benchResult{rep.benchResult}
	if rep.Naive != nil {
		runs = append(runs, rep.Naive)
	}
	row := func(name string, f func(r *benchResult) string) {
		fmt.Fprintf(tw, "%s\t", name)
		for _, r := range runs {
			fmt.Fprintf(tw, "%s\t", f(r))
		}
		fmt.Fprintln(tw)
	}
	row("mode", func(r *benchResult) string { return r.Mode })
	row("channels", func(r *benchResult) string { return fmt.Sprint(r.Channels) })
	row("interactions", func(r *benchResult) string { return fmt.Sprint(r.Interactions) })
	row("seconds", func(r *benchResult) string { return fmt.Sprintf("%.2f", r.Seconds) })
	row("interactions/s", func(r *benchResult) string { return fmt.Sprintf("%.0f", r.PerSecond) })
	row("p50 ms", func(r *benchResult) string { return fmt.Sprintf("%.2f", r.P50) })
	row("p95 ms", func(r *benchResult) string { return fmt.Sprintf("%.2f", r.P95) })
	row("p99 ms", func(r *benchResult) string { return fmt.Sprintf("%.2f", r.P99) })
	row("max ms", func(r *benchResult) string { return fmt.Sprintf("%.2f", r.Max) })
	row("over 250 ms", func(r *benchResult) string { return fmt.Sprint(r.Over250) })
	row("commits/s", func(r *benchResult) string { return fmt.Sprintf("%.0f", r.CommitsPerS) })
	row("interactions/commit", func(r *benchResult) string { return fmt.Sprintf("%.1f", r.PerCommit) })
	row("mutations", func(r *benchResult) string { return fmt.Sprint(r.Mutations) })
	row("µs per mutation run", func(r *benchResult) string { return fmt.Sprintf("%.0f", r.RunUS) })
	row("ms per bbolt commit", func(r *benchResult) string { return fmt.Sprintf("%.2f", r.CommitMS) })
	row("  commit p99 / max ms", func(r *benchResult) string { return fmt.Sprintf("%.2f / %.2f", r.CommitP99MS, r.CommitMaxMS) })
	row("  commits over 10 ms", func(r *benchResult) string {
		return fmt.Sprintf("%d (%.0f ms, %.2f%% of mutations)", r.SlowCommits, r.SlowCommitMS, 100*r.SlowCommitShare)
	})
	row("  bbolt writes/commit", func(r *benchResult) string { return fmt.Sprintf("%.1f", r.WritesPerCommit) })
	row("CPU steal %", func(r *benchResult) string { return fmt.Sprintf("%.1f", 100*r.CPUSteal) })
	row("db bytes", func(r *benchResult) string { return fmt.Sprint(r.DBBytes) })
	row("peak RSS MiB", func(r *benchResult) string { return fmt.Sprintf("%.1f", mib(r.PeakRSS)) })
	row("  heap+stacks MiB", func(r *benchResult) string { return fmt.Sprintf("%.1f", mib(r.RSSAnon)) })
	row("  db pages MiB", func(r *benchResult) string { return fmt.Sprintf("%.1f", mib(r.RSSFile)) })
	row("refused", func(r *benchResult) string { return fmt.Sprint(r.Refused) })
	row("errors", func(r *benchResult) string { return fmt.Sprint(r.Errors) })
	tw.Flush()
	if rep.Naive != nil {
		fmt.Fprintf(w, "group commit vs naive: %.1f× the interactions/s\n", rep.Ratio)
	}
	for _, r := range runs {
		printStages(w, r.Mode, r.Stages)
	}
	if len(rep.RefusedRoutes) > 0 {
		var parts []string
		for r, n := range rep.RefusedRoutes {
			parts = append(parts, fmt.Sprintf("%s %d", r, n))
		}
		sort.Strings(parts)
		fmt.Fprintf(w, "refused by route: %s\n", strings.Join(parts, ", "))
		for r, text := range rep.RefusedSample {
			fmt.Fprintf(w, "  e.g. %s: %s\n", r, text)
		}
	}
	if s := rep.Startup; s != nil {
		fmt.Fprintf(w, "start-up with %d stored encounters (db %.1f MiB): ready in %.1f ms, RSS %.1f MiB; after %d interactions peak RSS %.1f MiB (now: heap/stacks %.1f MiB, db pages %.1f MiB)\n",
			rep.Config.Prefill, mib(s.DBBytes), s.ReadyMS, mib(s.ReadyRSS), s.Interactions, mib(s.PeakRSS), mib(s.RSSAnon), mib(s.RSSFile))
	}
	fmt.Fprintf(w, "machine: %d CPUs, %s, %s\n", rep.Machine.CPUs, rep.Machine.Go, rep.Machine.OS)
}

func mib(n int64) float64 { return float64(n) / (1 << 20) }

// recorder is a runtime recorder that writes into a file while it runs.
type recorder struct {
	what  string
	path  string
	start func(io.Writer) error
	stop  func()
}

// startTo starts recording into a new file at path; stop ends the
// recording and closes the file.
func (r recorder) startTo() (stop func(), err error) {
	f, err := os.Create(r.path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.what, err)
	}
	if err := r.start(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", r.what, err)
	}
	return func() { r.stop(); f.Close() }, nil
}

func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("memory profile: %w", err)
	}
	defer f.Close()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		return fmt.Errorf("memory profile: %w", err)
	}
	return nil
}

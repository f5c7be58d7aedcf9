package bot

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/storage"
)

// probeResult is the start-up probe's report: a fresh process opening a
// database of prefilled encounters, answering its first interaction, then
// serving probeInteractions more on random stored fights.
type probeResult struct {
	ReadyMS      float64 `json:"ready_ms"` // process start to the first answered interaction
	ReadyRSS     int64   `json:"ready_rss_bytes"`
	Interactions int     `json:"interactions"`
	PeakRSS      int64   `json:"peak_rss_bytes"`
	// The resident set at the end, split: the Go heap and stacks (anon) and
	// the database's mmap'd pages (file), which the kernel may drop.
	RSSAnon    int64 `json:"rss_anon_bytes"`
	RSSFile    int64 `json:"rss_file_bytes"`
	DBBytes    int64 `json:"db_bytes"`
	Encounters int   `json:"encounters"`
}

// probeInteractions is how many interactions the probe serves after start-up
// (half /combat list reads, half Next clicks on random stored fights).
const probeInteractions = 4096

// benchPrefill stores n running encounters (system set, fight started, four
// combatants added) through the router, as players would have.
func benchPrefill(ctx context.Context, path string, n int) error {
	app, router, scripts, err := benchApp(ctx, path, storage.Options{}, nil)
	if err != nil {
		return err
	}
	defer app.Store().Close()
	chans := benchChannels(n, prefillBase, 0, scripts)
	work := make(chan *benchChannel)
	var wg sync.WaitGroup
	for w := 0; w < 256; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ch := range work {
				steps := len(ch.script.setup) + len(benchFightOpen)
				for s := 0; s < steps; s++ {
					ch.step(ctx, router, s)
				}
				ch.lat = nil
			}
		}()
	}
	for _, ch := range chans {
		work <- ch
	}
	close(work)
	wg.Wait()
	for _, ch := range chans {
		if ch.firstErr != nil {
			return ch.firstErr
		}
		if len(ch.refused) > 0 {
			return fmt.Errorf("channel %s: refused %v", ch.channel, ch.refused)
		}
	}
	return nil
}

// benchProbe starts `fray bench --probe` on the database and times it from
// exec to its first answered interaction.
func benchProbe(ctx context.Context, path string, n int) (*probeResult, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, "bench", "--probe", "--db", path, "--prefill", strconv.Itoa(n))
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(out)
	var pr probeResult
	if !sc.Scan() {
		_ = cmd.Wait()
		return nil, fmt.Errorf("probe printed nothing: %v", sc.Err())
	}
	ready := time.Since(t0)
	if err := json.Unmarshal(sc.Bytes(), &pr); err != nil {
		return nil, fmt.Errorf("probe: %w", err)
	}
	pr.ReadyMS = float64(ready.Microseconds()) / 1000
	if sc.Scan() {
		var fin probeResult
		if err := json.Unmarshal(sc.Bytes(), &fin); err != nil {
			return nil, fmt.Errorf("probe: %w", err)
		}
		pr.Interactions, pr.PeakRSS, pr.RSSAnon, pr.RSSFile = fin.Interactions, fin.PeakRSS, fin.RSSAnon, fin.RSSFile
	}
	if err := cmd.Wait(); err != nil {
		return nil, fmt.Errorf("probe: %w", err)
	}
	pr.Encounters = n
	if fi, err := os.Stat(path); err == nil {
		pr.DBBytes = fi.Size()
	}
	return &pr, nil
}

// benchProbeChild is the probe process: open, answer one interaction, print
// a line (the parent stops its clock there), serve more, print the peak RSS.
func benchProbeChild(ctx context.Context, path string, n int, stdout, stderr io.Writer) int {
	if path == "" || n <= 0 {
		fmt.Fprintln(stderr, "fray bench --probe needs --db and --prefill")
		return exitUsage
	}
	if err := probeRun(ctx, path, n, probeInteractions, stdout); err != nil {
		fmt.Fprintf(stderr, "fray bench --probe: %v\n", err)
		return exitFailure
	}
	return exitOK
}

func probeRun(ctx context.Context, path string, n, interactions int, stdout io.Writer) error {
	app, router, scripts, err := benchApp(ctx, path, storage.Options{}, nil)
	if err != nil {
		return err
	}
	defer app.Store().Close()
	listData, err := decodeCommandData(map[string]any{"name": "combat", "type": 1,
		"options": []any{map[string]any{"name": "list", "type": int(discordgo.ApplicationCommandOptionSubCommand)}}})
	if err != nil {
		return err
	}
	list := benchStep{route: "combat/list", data: listData}
	next := benchStep{route: "click:next", click: "next"}
	// Channels are made when visited: 10,000 of them held at once would be
	// the load tool's memory counted as the bot's.
	ids := systemIDs()
	visit := func(ch *benchChannel, seq int, click bool) error {
		i := ch.interaction(list, seq)
		resp, err := router.Handle(ctx, i)
		if err != nil {
			return err
		}
		if resp.Ephemeral() {
			return fmt.Errorf("channel %s has no running fight (was the database prefilled with --prefill %d?)", ch.channel, n)
		}
		ch.observe(resp.Data)
		if click {
			if _, err := router.Handle(ctx, ch.interaction(next, seq+1)); err != nil {
				return err
			}
		}
		return nil
	}
	if err := visit(newBenchChannel(n-1, prefillBase, 0, scripts, ids), 0, false); err != nil {
		return err
	}
	if err := json.NewEncoder(stdout).Encode(probeResult{ReadyRSS: procStatusKB("VmRSS:") * 1024}); err != nil {
		return err
	}
	var wg sync.WaitGroup
	errs := make(chan error, 1)
	const workers = 32
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < interactions/2/workers; k++ {
				// Channels are drawn at random, so two workers may share one:
				// a stale click is refused, which is fine here.
				ch := newBenchChannel(rand.IntN(n), prefillBase, 0, scripts, ids)
				if err := visit(ch, 2*k, true); err != nil {
					select {
					case errs <- err:
					default:
					}
					return
				}
			}
		}()
	}
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
	}
	return json.NewEncoder(stdout).Encode(probeResult{Interactions: interactions / 2 / workers * 2 * workers, PeakRSS: peakRSS(),
		RSSAnon: procStatusKB("RssAnon:") * 1024, RSSFile: procStatusKB("RssFile:") * 1024})
}

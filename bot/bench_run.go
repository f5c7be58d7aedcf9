package bot

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/commands"
	"fray/rules/dice"
	"fray/storage"
)

// benchConfig is one load run.
type benchConfig struct {
	channels int
	duration time.Duration
	count    int64   // total interactions; 0: run for duration
	rate     float64 // offered interactions/s across all channels; 0: closed loop
	naive    bool
	dbPath   string
	// stages records each request's passage through the commit queue
	// (storage.Timeline) and reports where the time of the slowest went.
	stages bool
}

// benchResult is what one run measured.
type benchResult struct {
	Mode         string  `json:"mode"`
	Channels     int     `json:"channels"`
	Interactions int64   `json:"interactions"`
	Seconds      float64 `json:"seconds"`
	PerSecond    float64 `json:"interactions_per_s"`
	P50          float64 `json:"p50_ms"`
	P95          float64 `json:"p95_ms"`
	P99          float64 `json:"p99_ms"`
	Max          float64 `json:"max_ms"`
	Over250      int64   `json:"over_250ms"`
	Commits      uint64  `json:"commits"`
	CommitsPerS  float64 `json:"commits_per_s"`
	PerCommit    float64 `json:"interactions_per_commit"`
	Mutations    int64   `json:"mutations"`
	RunUS        float64 `json:"mutation_run_us"` // mean per mutation, serial inside the write transaction
	CommitMS     float64 `json:"commit_ms"`       // mean bbolt commit (page writes, fdatasyncs) per transaction
	// The commits' tail (commitTail): a disk's stalls set a floor under p99.
	CommitP99MS     float64        `json:"commit_p99_ms"`
	CommitMaxMS     float64        `json:"commit_max_ms"`
	SlowCommits     int            `json:"commits_over_10ms"`
	SlowCommitShare float64        `json:"slow_commit_mutation_share"` // mutations carried by those commits / all
	SlowCommitMS    float64        `json:"slow_commit_ms"`             // time spent in those commits
	WritesPerCommit float64        `json:"writes_per_commit"`          // bbolt's page writes (a run of adjacent pages is one)
	FreePages       int            `json:"free_pages"`                 // at the end: pages on bbolt's free list
	FreelistBytes   int            `json:"freelist_bytes"`             // at the end: the free list written with each commit
	CPUSteal        float64        `json:"cpu_steal_share"`            // the machine\'s CPU time other guests took during the run (Linux)
	DBBytes         int64          `json:"db_bytes"`
	PeakRSS         int64          `json:"peak_rss_bytes"`
	RSSAnon         int64          `json:"rss_anon_bytes"` // at the end: Go heap and stacks
	RSSFile         int64          `json:"rss_file_bytes"` // at the end: the database's mmap'd pages
	Refused         int64          `json:"refused"`
	Errors          int64          `json:"errors"`
	FirstError      string         `json:"first_error,omitempty"`
	RefusedRoutes   map[string]int `json:"refused_routes,omitempty"`
	// RefusedSample is one refusal's text per route, to fix a scenario line.
	RefusedSample map[string]string `json:"refused_sample,omitempty"`
	// Stages (--stages) splits the latency of bands of requests by stage.
	Stages []stageBand `json:"stages,omitempty"`
}

// benchChannel is one simulated channel's state: its place in the script and
// the tracker it last saw.
type benchChannel struct {
	guild, channel string
	locale         discordgo.Locale
	system         string
	script         *benchScript
	pos            int // index into setup, then fight
	setupDone      bool
	// skip is how many of the rounds' steps the channel's first fight leaves
	// out, so that the channels, which start together and send at the same
	// pace, are spread over the fight instead of all pressing the same
	// button in the same 50 ms (newBenchChannel).
	skip        int
	version     int    // the tracker version read from the newest custom_id
	tracker     string // the tracker message's id
	msgSeq      int
	lat         []time.Duration
	refused     map[string]int
	refusedText map[string]string
	errs        int64
	firstErr    error
	// stages holds each request's timeline when the run records them.
	stages []*requestStages
}

// benchApp opens the store and builds the app, the router (logging every
// interaction as in production, to nowhere) and each system's script.
func benchApp(ctx context.Context, path string, opts storage.Options, log io.Writer) (*commands.App, *Router, []benchScript, error) {
	app, err := NewApp(ctx, path, opts, dice.NewRandom())
	if err != nil {
		return nil, nil, nil, err
	}
	router := NewRouter(app, NewLogger(LogConfig{Format: "json", Level: "info"}, io.Discard))
	systems := Systems()
	scripts := make([]benchScript, len(systems))
	for k, s := range systems {
		sc, skipped, err := compileScript(app.Definitions(), s.ID())
		if err != nil {
			app.Store().Close()
			return nil, nil, nil, err
		}
		if len(skipped) > 0 && log != nil {
			fmt.Fprintf(log, "bench: %s: not in this build, skipped: %s\n", s.ID(), strings.Join(skipped, " | "))
		}
		scripts[k] = sc
	}
	return app, router, scripts, nil
}

// benchChannels makes n channels, ten per guild, the systems and locales
// mixed; base keeps different sets of channels apart. latCap reserves room
// for each channel's latencies: the load run's 500 channels record them, but
// the start-up probe's 10,000 must not — 2 KiB each would be most of the heap
// the probe reports as the bot's.
func benchChannels(n int, base int64, latCap int, scripts []benchScript) []*benchChannel {
	ids := systemIDs()
	chans := make([]*benchChannel, n)
	for k := range chans {
		chans[k] = newBenchChannel(k, base, latCap, scripts, ids)
	}
	return chans
}

// newBenchChannel is channel k of a set (see benchChannels).
func newBenchChannel(k int, base int64, latCap int, scripts []benchScript, ids []string) *benchChannel {
	loc := discordgo.Russian
	if k%3 == 2 {
		loc = discordgo.EnglishUS
	}
	ch := &benchChannel{
		guild:   strconv.FormatInt(base+100000000+int64(k/10), 10),
		channel: strconv.FormatInt(base+int64(k), 10),
		locale:  loc,
		system:  ids[k%len(scripts)],
		script:  &scripts[k%len(scripts)],
	}
	if r := ch.script.rounds; r > 0 {
		// Channel k of each system starts its first fight k/len(scripts)
		// steps into the rounds: consecutive channels of a system are one
		// step apart.
		ch.skip = (k / len(scripts)) % r
	}
	if latCap > 0 {
		ch.lat = make([]time.Duration, 0, latCap)
	}
	return ch
}

func systemIDs() []string {
	var ids []string
	for _, s := range Systems() {
		ids = append(ids, s.ID())
	}
	return ids
}

// benchChannelBase numbers the load run's channels; prefilled ones use prefillBase.
const (
	benchChannelBase = 800000000000000000
	prefillBase      = 700000000000000000
)

// runBench drives cfg.channels channels through a router on the store at cfg.dbPath.
func runBench(ctx context.Context, cfg benchConfig, log io.Writer) (*benchResult, error) {
	// The run's peak excludes what earlier phases of this process used.
	runtime.GC()
	debug.FreeOSMemory()
	resetPeakRSS()
	tail := newCommitTail()
	app, router, scripts, err := benchApp(ctx, cfg.dbPath, storage.Options{Naive: cfg.naive, OnCommit: tail.record}, log)
	if err != nil {
		return nil, err
	}
	st := app.Store()
	defer st.Close()
	chans := benchChannels(cfg.channels, benchChannelBase, 256, scripts)
	if cfg.stages {
		for _, ch := range chans {
			ch.stages = make([]*requestStages, 0, 256)
		}
	}

	q0, d0, cpu0 := st.QueueStats(), st.DiskStats(), readCPUTimes()
	var issued atomic.Int64
	deadline := time.Now().Add(cfg.duration)
	runCtx, cancel := context.WithDeadline(ctx, deadline.Add(30*time.Second))
	defer cancel()
	var interval time.Duration // per channel, when paced
	if cfg.rate > 0 {
		interval = time.Duration(float64(time.Second) * float64(cfg.channels) / cfg.rate)
	}
	start := time.Now()
	var wg sync.WaitGroup
	for k, ch := range chans {
		wg.Add(1)
		go func() {
			defer wg.Done()
			next := start
			if interval > 0 {
				// Spread the channels' first sends over one interval.
				next = start.Add(interval * time.Duration(k) / time.Duration(len(chans)))
			}
			for seq := 0; ; seq++ {
				if cfg.count > 0 {
					if issued.Add(1) > cfg.count {
						return
					}
				} else if !time.Now().Before(deadline) {
					return
				}
				if runCtx.Err() != nil {
					return
				}
				if interval > 0 {
					if d := time.Until(next); d > 0 {
						time.Sleep(d)
					}
					next = next.Add(interval)
				}
				ch.step(runCtx, router, seq)
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	cpu1 := readCPUTimes()

	res := &benchResult{Mode: "group", Channels: cfg.channels, Seconds: elapsed.Seconds(), RefusedRoutes: map[string]int{}, RefusedSample: map[string]string{}}
	res.CPUSteal = stealShare(cpu0, cpu1)
	if cfg.naive {
		res.Mode = "naive"
	}
	var all []time.Duration
	for _, ch := range chans {
		all = append(all, ch.lat...)
		for r, n := range ch.refused {
			res.RefusedRoutes[r] += n
			res.Refused += int64(n)
			res.RefusedSample[r] = ch.refusedText[r]
		}
		res.Errors += ch.errs
		if ch.firstErr != nil && res.FirstError == "" {
			res.FirstError = ch.firstErr.Error()
		}
	}
	slices.Sort(all)
	res.Interactions = int64(len(all))
	res.PerSecond = float64(len(all)) / elapsed.Seconds()
	res.P50, res.P95, res.P99 = ms(pct(all, 0.50)), ms(pct(all, 0.95)), ms(pct(all, 0.99))
	if len(all) > 0 {
		res.Max = ms(all[len(all)-1])
	}
	for k := len(all) - 1; k >= 0 && all[k] > 250*time.Millisecond; k-- {
		res.Over250++
	}
	q1 := st.QueueStats()
	res.Commits = q1.Commits - q0.Commits
	res.Mutations = q1.Mutations - q0.Mutations
	if res.Mutations > 0 {
		res.RunUS = float64((q1.RunTime - q0.RunTime).Microseconds()) / float64(res.Mutations)
	}
	if res.Commits > 0 {
		res.CommitMS = float64((q1.CommitTime - q0.CommitTime).Microseconds()) / 1000 / float64(res.Commits)
	}
	res.CommitsPerS = float64(res.Commits) / elapsed.Seconds()
	cs := tail.summary()
	if d1 := st.DiskStats(); res.Commits > 0 {
		res.WritesPerCommit = float64(d1.Writes-d0.Writes) / float64(res.Commits)
		res.FreePages, res.FreelistBytes = d1.FreePages, d1.FreelistBytes
	}
	res.CommitP99MS, res.CommitMaxMS, res.SlowCommits, res.SlowCommitShare, res.SlowCommitMS = cs.P99, cs.Max, cs.Slow, cs.SlowShare, cs.SlowMS
	if res.Commits > 0 {
		res.PerCommit = float64(res.Interactions) / float64(res.Commits)
	}
	if fi, err := os.Stat(cfg.dbPath); err == nil {
		res.DBBytes = fi.Size()
	}
	if cfg.stages {
		var recs []*requestStages
		for _, ch := range chans {
			recs = append(recs, ch.stages...)
		}
		res.Stages = stageBands(recs)
	}
	res.PeakRSS = peakRSS()
	res.RSSAnon, res.RSSFile = procStatusKB("RssAnon:")*1024, procStatusKB("RssFile:")*1024
	return res, nil
}

// handle runs the interaction on one of the router's handler goroutines
// (Router.Go), as the gateway's Dispatcher does (bot/dispatch.go), and
// waits for its answer.
//
// It returns when the handler did: the time the channel's own goroutine
// then takes to wake up is the simulated client's, not the handler's.
func (ch *benchChannel) handle(ctx context.Context, router *Router, i *discordgo.Interaction) (*commands.Response, time.Time, error) {
	type answer struct {
		resp *commands.Response
		at   time.Time
		err  error
	}
	done := make(chan answer, 1)
	var st *requestStages
	if ch.stages != nil {
		st = &requestStages{sent: time.Now()}
		ch.stages = append(ch.stages, st)
		ctx = storage.WithTimeline(ctx, &st.tl)
	}
	router.Go(func() {
		if st != nil {
			st.started = time.Now()
		}
		resp, err := router.Handle(ctx, i)
		done <- answer{resp, time.Now(), err}
	})
	h := <-done
	if st != nil {
		st.ended = h.at
	}
	return h.resp, h.at, h.err
}

// next is the channel's next step: the setup, then the fight over and over,
// the first time without the first skip steps of its rounds.
func (ch *benchChannel) next() benchStep {
	if !ch.setupDone {
		st := ch.script.setup[ch.pos]
		ch.pos++
		if ch.pos == len(ch.script.setup) {
			ch.setupDone, ch.pos = true, 0
		}
		return st
	}
	st := ch.script.fight[ch.pos]
	ch.pos = (ch.pos + 1) % len(ch.script.fight)
	if ch.skip > 0 && ch.pos == ch.script.open {
		ch.pos += ch.skip
		ch.skip = 0
	}
	return st
}

// step sends the channel's next interaction and reads what came back.
func (ch *benchChannel) step(ctx context.Context, router *Router, seq int) {
	st := ch.next()
	i := ch.interaction(st, seq)
	t0 := time.Now()
	resp, answered, err := ch.handle(ctx, router, i)
	d := answered.Sub(t0)
	ch.lat = append(ch.lat, d)
	if err != nil {
		ch.errs++
		if ch.firstErr == nil {
			ch.firstErr = fmt.Errorf("%s: %w", st.route, err)
		}
	}
	if resp == nil {
		return
	}
	if resp.Ephemeral() && isErrorReply(resp) {
		key := ch.system + " " + st.route
		if ch.refused == nil {
			ch.refused, ch.refusedText = map[string]int{}, map[string]string{}
		}
		ch.refused[key]++
		ch.refusedText[key] = resp.Data.Embeds[0].Description
	}
	ch.observe(resp.Data)
	for _, e := range resp.Edits {
		ch.observe(e.Data)
	}
	if resp.Sent != nil && resp.Type == discordgo.InteractionResponseChannelMessageWithSource {
		// The transport tells the app the new tracker's id after sending it.
		ch.msgSeq++
		id := ch.channel + "-" + strconv.Itoa(ch.msgSeq)
		if ch.hasTracker(resp.Data) {
			ch.tracker = id
		}
		resp.Sent(ctx, id)
	}
}

func (ch *benchChannel) interaction(st benchStep, seq int) *discordgo.Interaction {
	member := ch.script.members[0]
	if st.player {
		member = ch.script.members[1]
	}
	i := &discordgo.Interaction{
		ID:        ch.channel + "-" + strconv.Itoa(seq),
		AppID:     "1200000000000000000",
		GuildID:   ch.guild,
		ChannelID: ch.channel,
		Locale:    ch.locale,
		Token:     "bench",
		Version:   1,
		Member:    member,
	}
	if st.click != "" {
		i.Type = discordgo.InteractionMessageComponent
		i.Data = discordgo.MessageComponentInteractionData{
			CustomID:      "trk:" + st.click + ":" + strconv.Itoa(ch.version),
			ComponentType: discordgo.ButtonComponent,
		}
		i.Message = &discordgo.Message{ID: ch.tracker, ChannelID: ch.channel}
		return i
	}
	i.Type = discordgo.InteractionApplicationCommand
	i.Data = st.data
	return i
}

// The simulated users' ids, as the console names them (snowflake("user", …)):
// fixed, so the driver does not hash them on every interaction.
const (
	benchGM     = "645155227683154848"
	benchPlayer = "228432351330334797"
)

// newBenchMembers are the GM and the player as every interaction of a
// script carries them; the router only reads them, so the driver builds them
// once rather than feeding the collector it measures.
func newBenchMembers() [2]*discordgo.Member {
	return [2]*discordgo.Member{
		{
			User:        &discordgo.User{ID: benchGM, Username: "GM", GlobalName: "GM"},
			Permissions: int64(discordgo.PermissionSendMessages | discordgo.PermissionViewChannel | discordgo.PermissionManageChannels),
		},
		{
			User:        &discordgo.User{ID: benchPlayer, Username: "Player", GlobalName: "Player"},
			Permissions: int64(discordgo.PermissionSendMessages | discordgo.PermissionViewChannel),
		},
	}
}

// observe reads the tracker version from a tracker's button custom_ids.
func (ch *benchChannel) observe(d *discordgo.InteractionResponseData) {
	if v, ok := trackerVersion(d); ok {
		ch.version = v
	}
}

func (ch *benchChannel) hasTracker(d *discordgo.InteractionResponseData) bool {
	_, ok := trackerVersion(d)
	return ok
}

// trackerVersion finds "trk:next:<version>" among the message's buttons.
func trackerVersion(d *discordgo.InteractionResponseData) (int, bool) {
	if d == nil {
		return 0, false
	}
	// (Not buttons(d): it collects every button into a new slice, and this
	// runs on every answer the load test reads.)
	for _, row := range d.Components {
		for _, c := range rowComponents(row) {
			b, _ := asButton(c)
			if v, ok := strings.CutPrefix(b.CustomID, "trk:next:"); ok {
				if n, err := strconv.Atoi(v); err == nil {
					return n, true
				}
			}
		}
	}
	return 0, false
}

func pct(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	k := int(float64(len(sorted)-1) * p)
	return sorted[k]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// peakRSS reads the process's peak resident set (VmHWM) in bytes.
func peakRSS() int64 { return procStatusKB("VmHWM:") * 1024 }

func procStatusKB(field string) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, field) {
			f := strings.Fields(strings.TrimPrefix(line, field))
			if len(f) > 0 {
				n, _ := strconv.ParseInt(f[0], 10, 64)
				return n
			}
		}
	}
	return 0
}

// resetPeakRSS restarts VmHWM from the current RSS (Linux ≥ 4.0), so a run's
// peak excludes what an earlier phase of the same process used.
func resetPeakRSS() {
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

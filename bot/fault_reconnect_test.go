package bot

import (
	"context"
	"net/http"
	"strconv"
	"testing"
	"time"

	"fray/bot/fakediscord"
	"fray/storage"
)

// testGatewayTiming keeps the supervisor's waits short: the fake answers
// at once, and a test must not sleep Discord's seconds.
func testGatewayTiming() GatewayTiming {
	return GatewayTiming{
		Handshake:  5 * time.Second,
		BackoffMin: time.Millisecond, BackoffMax: 20 * time.Millisecond,
		InvalidSessionMin: time.Millisecond, InvalidSessionMax: 2 * time.Millisecond,
		ResumeLoop: 3,
	}
}

// newReconnectRig is a gatewayRig whose fake asks for heartbeats every
// heartbeat and whose supervisor waits testGatewayTiming.
func newReconnectRig(t *testing.T, heartbeat time.Duration) *gatewayRig {
	t.Helper()
	rig := &gatewayRig{fake: fakediscord.New(t), log: &logBuf{}, metrics: NewMetrics(nil)}
	rig.fake.HeartbeatInterval = heartbeat
	rig.app = newTestApp(t, storage.Options{}, nil)
	cmds, _, _ := rig.app.Routes()
	rig.metrics.Know(cmds)
	cfg := DefaultConfig()
	cfg.Discord = DiscordConfig{Token: "test-token", APIURL: rig.fake.URL(), GatewayURL: rig.fake.GatewayURL(), ShardCount: 1}
	lg := NewLogger(LogConfig{Format: "json", Level: "info"}, rig.log)
	srv, err := StartServicesWith(context.Background(), cfg, NewRouter(rig.app, lg), lg,
		ServiceOptions{Metrics: rig.metrics, GatewayTiming: testGatewayTiming()})
	if err != nil {
		t.Fatal(err)
	}
	rig.srv = srv
	t.Cleanup(func() { srv.Stop(3 * time.Second) })
	if !rig.fake.Wait(5*time.Second, func(st fakediscord.State) bool { return st.Readies == 1 && st.Live }) {
		t.Fatal("no READY")
	}
	return rig
}

// callbacks is how many times the bot answered interaction id.
func (g *gatewayRig) callbacks(id string) int {
	return len(g.fake.Requests(http.MethodPost, "/interactions/"+id+"/"))
}

// waitAnswered waits until interaction id has been answered at least once.
func (g *gatewayRig) waitAnswered(t *testing.T, id, what string) {
	t.Helper()
	path := "/interactions/" + id + "/"
	if !g.fake.Wait(10*time.Second, func(st fakediscord.State) bool {
		for _, r := range st.Requests {
			if r.Method == http.MethodPost && len(r.Path) > len(path) && r.Path[:len(path)] == path {
				return true
			}
		}
		return false
	}) {
		st := g.fake.Snapshot()
		t.Fatalf("%s %s never answered (identifies %d, resumes %d, connections %d, open %d, live %v)\n%s",
			what, id, len(st.Identifies), st.Resumes, st.Connections, st.Conns, st.Live, g.log)
	}
}

func roll(id string) fakediscord.Interaction {
	return fakediscord.Command(id, []string{"roll"}, map[string]any{"dice": "d6"})
}

// reconnectKind is one way the gateway connection ends. fault breaks the
// live connection; gap, when set, is dispatched as part of the fault (it
// must come in a replay); after tells what the fake must have seen once
// the bot is back.
type reconnectKind struct {
	name string
	// fault ends the connection; it dispatches gap when gap is not "".
	fault func(f *fakediscord.Server, gap string) error
	gap   bool
	// replayed: the gap interaction can only come in the RESUME's
	// replay, before RESUMED (its frame was cut).
	replayed bool
	// per cycle: RESUMEs and IDENTIFYs the bot sends.
	resumes, identifies int
}

// reconnectKinds are the ways a connection ends that the cycles test
// drives.
func reconnectKinds() []reconnectKind {
	return []reconnectKind{
		{
			name: "op7",
			fault: func(f *fakediscord.Server, gap string) error {
				if err := f.Reconnect(); err != nil {
					return err
				}
				// Sent after op 7 on the connection being left: the bot
				// reads it there or gets it in the replay.
				return f.Dispatch(roll(gap))
			},
			gap: true, resumes: 1,
		},
		{
			name:  "drop-mid-dispatch",
			fault: func(f *fakediscord.Server, gap string) error { return f.DropMidDispatch(roll(gap)) },
			gap:   true, replayed: true, resumes: 1,
		},
		{
			name: "invalid-session-resumable",
			fault: func(f *fakediscord.Server, gap string) error {
				f.InvalidateNextResume(true)
				return f.DropMidDispatch(roll(gap))
			},
			gap: true, replayed: true, resumes: 2,
		},
		{
			// Discord forgets what a session it invalidates had not
			// delivered: the interaction in flight here is the one whose
			// answer is on its way while the session is replaced.
			name: "invalid-session-not-resumable",
			fault: func(f *fakediscord.Server, _ string) error {
				f.InvalidateNextResume(false)
				return f.Drop()
			},
			resumes: 1, identifies: 1,
		},
	}
}

// The gateway survives 100 reconnects of each kind — op 7, a socket
// dropped in the middle of a dispatch, INVALID_SESSION resumable and not —
// with interactions in flight at each: one whose answer is held on its way
// to Discord while the connection cycles, and (where Discord replays) one
// dispatched into the break. Each cycle waits for a heartbeat (every 60 ms)
// on the new connection, so that faults land while heartbeats run. Every
// interaction is answered exactly once, the bot resumes where it can and
// identifies only where it must, and it leaves one connection open.
func TestFaultReconnectCycles(t *testing.T) {
	cycles := 100
	if testing.Short() {
		cycles = 10
	}
	for k, kind := range reconnectKinds() {
		t.Run(kind.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			rig := newReconnectRig(t, 60*time.Millisecond)
			var ids []string
			for i := range cycles {
				base := 90000000 + k*1000000 + i*10
				held, gap, after := strconv.Itoa(base), strconv.Itoa(base+1), strconv.Itoa(base+2)
				before := rig.fake.Snapshot()

				// An interaction whose answer is on its way when the
				// connection breaks.
				release := rig.fake.Hold(held)
				if err := rig.fake.Dispatch(roll(held)); err != nil {
					t.Fatalf("cycle %d: %v", i, err)
				}
				if !rig.fake.Wait(10*time.Second, func(st fakediscord.State) bool { return st.Held == 1 }) {
					t.Fatalf("cycle %d: the answer to %s never set out", i, held)
				}
				ids = append(ids, held)

				g := ""
				if kind.gap {
					g = gap
					ids = append(ids, gap)
				}
				if err := kind.fault(rig.fake, g); err != nil {
					t.Fatalf("cycle %d: fault: %v", i, err)
				}
				if !rig.fake.Wait(10*time.Second, func(st fakediscord.State) bool {
					return st.Live && st.Conns == 1 && st.Resumes >= before.Resumes+kind.resumes &&
						len(st.Identifies) >= len(before.Identifies)+kind.identifies
				}) {
					st := rig.fake.Snapshot()
					t.Fatalf("cycle %d: not back (identifies %d, resumes %d, open %d, live %v)\n%s", i, len(st.Identifies), st.Resumes, st.Conns, st.Live, rig.log)
				}
				release()
				rig.waitAnswered(t, held, "the held interaction")
				if kind.gap {
					rig.waitAnswered(t, gap, "the interaction dispatched into the break")
				}
				// One after: the new connection carries interactions.
				if err := rig.fake.Dispatch(roll(after)); err != nil {
					t.Fatalf("cycle %d: %v", i, err)
				}
				ids = append(ids, after)
				rig.waitAnswered(t, after, "the interaction after the reconnect")
				// And a heartbeat, so that the next fault lands while
				// the new connection's heartbeat runs.
				beats := rig.fake.Snapshot().Heartbeats
				if !rig.fake.Wait(5*time.Second, func(st fakediscord.State) bool { return st.Heartbeats > beats }) {
					t.Fatalf("cycle %d: no heartbeat on the new connection", i)
				}
			}

			st := rig.fake.Snapshot()
			for _, id := range ids {
				if n := rig.callbacks(id); n != 1 {
					t.Errorf("interaction %s answered %d times, want exactly once", id, n)
				}
			}
			if want := 1 + cycles*kind.identifies; len(st.Identifies) != want {
				t.Errorf("%d IDENTIFYs, want %d", len(st.Identifies), want)
			}
			// A heartbeat ACK slower than the heartbeat interval (a
			// loaded machine) costs one resume more, never an
			// interaction: the resumes are bounded, not exact. A
			// close-and-resume loop would double them.
			if want := cycles * kind.resumes; st.Resumes < want || st.Resumes > want+cycles/4 {
				t.Errorf("%d RESUMEs, want %d", st.Resumes, want)
			}
			if st.Conns != 1 {
				t.Errorf("%d connections open, want 1", st.Conns)
			}
			if got := metricValue(t, rig.metrics, "fray_gateway_reconnects_total"); got < float64(cycles) {
				t.Errorf("reconnects metric %v, want at least %d", got, cycles)
			}
			if got := rig.log.count("gateway reconnect"); got < cycles*(kind.resumes+kind.identifies) {
				t.Errorf("%d reconnect log lines, want one per attempt (%d)", got, cycles*(kind.resumes+kind.identifies))
			}
			if n := rig.log.count("gateway reconnect", `"outcome":"resumed"`, `"replayed":1`); kind.replayed && n != cycles {
				t.Errorf("%d resumes replayed the interaction cut in the break, want %d", n, cycles)
			}
			if n := rig.log.count("resume loop"); n != 0 {
				t.Errorf("the resume-loop guard fired %d times on healthy resumes", n)
			}
			t.Logf("%d cycles in %v: %d interactions each answered once, %d IDENTIFYs, %d RESUMEs (%d at the resume URL), %d connections, %d heartbeats, %d slow ACKs taken for a zombie",
				cycles, time.Since(start).Round(time.Millisecond), len(ids), len(st.Identifies), st.Resumes, st.ResumesAtResumeURL, st.Connections, st.Heartbeats,
				rig.log.count("gateway reconnect", "heartbeat not acknowledged"))
		})
	}
}

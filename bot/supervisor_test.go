package bot

import (
	"context"
	"strings"
	"testing"
	"time"

	"fray/bot/fakediscord"
	"fray/storage"
)

// A session that resumes but never holds (RESUMED, then the socket drops)
// is given up after ResumeLoop resumes: the supervisor identifies afresh,
// says so in the log and the metrics, and serves again.
func TestSupervisorResumeLoopIdentifies(t *testing.T) {
	t.Parallel()
	rig := newReconnectRig(t, time.Hour)
	rig.fake.BreakResumes(10)
	if err := rig.fake.Drop(); err != nil {
		t.Fatal(err)
	}
	if !rig.fake.Wait(10*time.Second, func(st fakediscord.State) bool { return len(st.Identifies) == 2 && st.Live }) {
		t.Fatalf("no fresh IDENTIFY: %+v\n%s", rig.fake.Snapshot(), rig.log)
	}
	if st := rig.fake.Snapshot(); st.Resumes != 3 {
		t.Fatalf("%d RESUMEs before identifying, want ResumeLoop (3)", st.Resumes)
	}
	if n := rig.log.count(`"level":"warn"`, "resume loop"); n != 1 {
		t.Fatalf("%d resume-loop lines, want 1:\n%s", n, rig.log)
	}
	if got := metricValue(t, rig.metrics, `fray_gateway_identifies_total{reason="resume_loop"}`); got != 1 {
		t.Fatalf("identifies{resume_loop} %v, want 1", got)
	}
	rig.rollAnswered(t, "3001")
}

// The ACK of a heartbeat does not come: the connection is a zombie, and
// the supervisor resumes on a new one; what was dispatched meanwhile comes
// in the replay.
func TestSupervisorZombieResumes(t *testing.T) {
	t.Parallel()
	rig := newReconnectRig(t, 30*time.Millisecond)
	rig.fake.MuteAcks(1)
	if !rig.fake.Wait(10*time.Second, func(st fakediscord.State) bool { return st.Resumes == 1 && st.Live }) {
		t.Fatalf("no RESUME after an unacknowledged heartbeat: %+v\n%s", rig.fake.Snapshot(), rig.log)
	}
	if !waitUntil(5*time.Second, func() bool {
		return rig.log.count("gateway reconnect", "heartbeat not acknowledged", `"outcome":"resumed"`) == 1
	}) {
		t.Fatalf("want one reconnect line naming the zombie:\n%s", rig.log)
	}
	rig.rollAnswered(t, "3101")
	if n := len(rig.fake.Snapshot().Identifies); n != 1 {
		t.Fatalf("%d IDENTIFYs: a zombie connection is resumed", n)
	}
}

// Op 1 from Discord is answered with a heartbeat at once.
func TestSupervisorHeartbeatOnRequest(t *testing.T) {
	t.Parallel()
	rig := newReconnectRig(t, time.Hour)
	before := rig.fake.Snapshot().Heartbeats
	if err := rig.fake.RequestHeartbeat(); err != nil {
		t.Fatal(err)
	}
	if !rig.fake.Wait(5*time.Second, func(st fakediscord.State) bool { return st.Heartbeats > before }) {
		t.Fatal("no heartbeat after op 1")
	}
}

// Closed with 4004 (authentication failed), the supervisor stops: no
// reconnect can help, and retrying would only hammer Discord.
func TestSupervisorFatalCloseStops(t *testing.T) {
	t.Parallel()
	rig := newReconnectRig(t, time.Hour)
	if err := rig.fake.CloseWith(4004); err != nil {
		t.Fatal(err)
	}
	if !waitUntil(5*time.Second, func() bool { return rig.log.count(`"level":"error"`, "not reconnecting") == 1 }) {
		t.Fatalf("no error line:\n%s", rig.log)
	}
	time.Sleep(50 * time.Millisecond)
	if st := rig.fake.Snapshot(); st.Connections != 1 {
		t.Fatalf("%d connections after 4004, want no new one", st.Connections)
	}
}

// Closed with 4009 (session timed out), the session cannot be resumed:
// the supervisor identifies, counted as session_lost.
func TestSupervisorSessionLostIdentifies(t *testing.T) {
	t.Parallel()
	rig := newReconnectRig(t, time.Hour)
	if err := rig.fake.CloseWith(4009); err != nil {
		t.Fatal(err)
	}
	if !rig.fake.Wait(5*time.Second, func(st fakediscord.State) bool { return len(st.Identifies) == 2 && st.Live }) {
		t.Fatalf("no IDENTIFY after 4009: %+v\n%s", rig.fake.Snapshot(), rig.log)
	}
	if st := rig.fake.Snapshot(); st.Resumes != 0 {
		t.Fatalf("%d RESUMEs of a timed-out session", st.Resumes)
	}
	if got := metricValue(t, rig.metrics, `fray_gateway_identifies_total{reason="session_lost"}`); got != 1 {
		t.Fatalf("identifies{session_lost} %v, want 1", got)
	}
	rig.rollAnswered(t, "3201")
}

// Stop closes the connection and nothing reconnects.
func TestSupervisorStopDoesNotReconnect(t *testing.T) {
	t.Parallel()
	rig := newReconnectRig(t, time.Hour)
	rig.srv.Stop(time.Second)
	if !rig.fake.Wait(5*time.Second, func(st fakediscord.State) bool { return st.Conns == 0 }) {
		t.Fatal("the connection stayed open after Stop")
	}
	time.Sleep(50 * time.Millisecond)
	if st := rig.fake.Snapshot(); st.Connections != 1 {
		t.Fatalf("%d connections: reconnected after Stop", st.Connections)
	}
}

// A gateway nobody answers fails Start with the dial's error, at once.
func TestGatewayStartFailsWithoutGateway(t *testing.T) {
	t.Parallel()
	fake := fakediscord.New(t)
	cfg := DefaultConfig()
	cfg.Discord = DiscordConfig{Token: "test-token", APIURL: fake.URL(), GatewayURL: "ws://127.0.0.1:1/gateway", ShardCount: 1}
	app := newTestApp(t, storage.Options{}, nil)
	start := time.Now()
	_, err := StartServicesWith(context.Background(), cfg, NewRouter(app, quietLog()), quietLog(), ServiceOptions{GatewayTiming: testGatewayTiming()})
	if err == nil || !strings.Contains(err.Error(), "open gateway") {
		t.Fatalf("err %v, want the gateway's", err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("took %v", took)
	}
}

// The gateway's series count what happened: one interaction on the first
// connection, which ends; the histogram has it.
func TestGatewayMetricsPerConnection(t *testing.T) {
	t.Parallel()
	rig := newReconnectRig(t, time.Hour)
	rig.rollAnswered(t, "3301")
	rig.rollAnswered(t, "3302")
	if err := rig.fake.Drop(); err != nil {
		t.Fatal(err)
	}
	rig.waitResumed(t, 1)
	rig.rollAnswered(t, "3303")
	for series, want := range map[string]float64{
		"fray_gateway_reconnects_total":                           1,
		`fray_gateway_resumes_total{outcome="resumed"}`:           1,
		`fray_gateway_identifies_total{reason="start"}`:           1,
		"fray_gateway_interactions_received_total":                3,
		`fray_gateway_identifies_total{reason="invalid_session"}`: 0,
	} {
		if got := metricValue(t, rig.metrics, series); got != want {
			t.Errorf("%s = %v, want %v", series, got, want)
		}
	}
	mfs, err := rig.metrics.Registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == "fray_gateway_connection_interactions" {
			h := mf.GetMetric()[0].GetHistogram()
			if h.GetSampleCount() != 1 || h.GetSampleSum() != 2 {
				t.Fatalf("per-connection histogram: %d connections, %v interactions; want 1 and 2", h.GetSampleCount(), h.GetSampleSum())
			}
			return
		}
	}
	t.Fatal("no fray_gateway_connection_interactions series")
}

// The backoff waits nothing after a working connection, then doubles from
// BackoffMin up to BackoffMax, each wait in the upper half of its step.
func TestGatewayTimingBackoff(t *testing.T) {
	tm := GatewayTiming{BackoffMin: time.Second, BackoffMax: 8 * time.Second}.withDefaults()
	if d := tm.backoff(0); d != 0 {
		t.Fatalf("backoff(0) = %v", d)
	}
	for n, step := range map[int]time.Duration{1: time.Second, 2: 2 * time.Second, 3: 4 * time.Second, 4: 8 * time.Second, 30: 8 * time.Second} {
		for range 50 {
			if d := tm.backoff(n); d < step/2 || d > step {
				t.Fatalf("backoff(%d) = %v, want within [%v, %v]", n, d, step/2, step)
			}
		}
	}
	for range 50 {
		if d := tm.invalidSessionWait(); d < time.Second || d > 5*time.Second {
			t.Fatalf("invalid-session wait %v, want 1–5 s", d)
		}
	}
}

// Start with a context already ended returns at once, with an error.
func TestGatewayStartWithEndedContext(t *testing.T) {
	t.Parallel()
	fake := fakediscord.New(t)
	g := &Gateway{S: testSession(t, fake, 0, 1), Log: quietLog(), Timing: testGatewayTiming()}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	done := make(chan error, 1)
	go func() { done <- g.Start(ctx) }()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("Start with an ended context succeeded")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Start hung with an ended context")
	}
	g.Stop(time.Second)
}

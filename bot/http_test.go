package bot

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/rules/dice"
	"fray/storage"
)

// httpRig is the HTTP endpoint on loopback over a real database.
type httpRig struct {
	url     string
	srv     *HTTPServer
	store   *storage.Store
	metrics *Metrics
	handled atomic.Int64 // interactions the router ran
	log     *logBuf
}

func newHTTPRig(t *testing.T, o HTTPOptions, st storage.Options, src dice.Source) *httpRig {
	t.Helper()
	rig := &httpRig{log: &logBuf{}, metrics: NewMetrics(nil)}
	st.OnCommit = rig.metrics.ObserveCommit
	app := newTestApp(t, st, src)
	cmds, _, _ := app.Routes()
	rig.metrics.Know(cmds)
	rig.store = app.Store()
	o.Log = NewLogger(LogConfig{Format: "json", Level: "debug"}, rig.log)
	o.Router = NewRouter(app, o.Log)
	o.Router.Observe = func(route, outcome string, d time.Duration) {
		rig.handled.Add(1)
		rig.metrics.ObserveInteraction(route, outcome, d)
	}
	o.PublicKey = testKey.Public().(ed25519.PublicKey)
	o.Metrics = rig.metrics
	rig.srv = NewHTTPServer(o)
	hs := httptest.NewServer(rig.srv.Handler())
	t.Cleanup(func() { hs.Close(); rig.srv.Stop(5 * time.Second) })
	rig.url = hs.URL
	return rig
}

func systemSet(id, channel, system string) fakediscord.Interaction {
	return fakediscord.Command(id, []string{"system", "set"}, map[string]any{"system": system}).In(channel)
}

func TestHTTPPingPong(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	status, body := do(t, signed(t, rig.url, time.Now(), fakediscord.Ping("1")))
	if status != http.StatusOK || strings.TrimSpace(string(body)) != `{"type":1}` {
		t.Fatalf("PING: %d %s, want 200 {\"type\":1}", status, body)
	}
}

func TestHTTPRollAnswersInBody(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, dice.NewScripted(4, 5))
	status, body := do(t, signed(t, rig.url, time.Now(), fakediscord.Command("2", []string{"roll"}, map[string]any{"dice": "2d6+3"})))
	if status != http.StatusOK {
		t.Fatalf("status %d: %s", status, body)
	}
	r := decodeResponse(t, body)
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || r.Data == nil || len(r.Data.Embeds) != 1 {
		t.Fatalf("want a message with one embed, got %s", body)
	}
	if d := r.Data.Embeds[0].Description; !strings.Contains(d, "(4, 5)") || !strings.Contains(d, "**12**") {
		t.Fatalf("embed %q: want both dice (4, 5) and the total 12", d)
	}
}

// Every forged, tampered or replayed-late request is refused with 401 before
// anything runs: the router is never called and the channel keeps no system.
func TestHTTPRejectsBadSignatures(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	// Each request is signed at time.Now() plus the case's offset, taken when
	// it is sent: the wall clock of a shared VM can step forward by seconds,
	// and a time taken once before every case let "ahead by 31 s" fall into
	// the 30 s window (seen in a run). The stale and ahead cases sit 15 s
	// past the window for the same reason.
	const now = time.Duration(0)
	cases := []struct {
		name   string
		mutate func(r *http.Request)
		at     time.Duration
	}{
		{"unsigned", func(r *http.Request) { r.Header.Del("X-Signature-Ed25519"); r.Header.Del("X-Signature-Timestamp") }, now},
		{"no timestamp", func(r *http.Request) { r.Header.Del("X-Signature-Timestamp") }, now},
		{"signature not hex", func(r *http.Request) { r.Header.Set("X-Signature-Ed25519", "zz") }, now},
		{"short signature", func(r *http.Request) { r.Header.Set("X-Signature-Ed25519", "abcd") }, now},
		{"tampered timestamp", func(r *http.Request) {
			r.Header.Set("X-Signature-Timestamp", r.Header.Get("X-Signature-Timestamp")+"0")
		}, now},
		{"stale by 45 s", nil, -SignatureWindow - 15*time.Second},
		{"ahead by 45 s", nil, SignatureWindow + 15*time.Second},
		{"non-canonical S", func(r *http.Request) {
			sig, _ := hex.DecodeString(r.Header.Get("X-Signature-Ed25519"))
			sig[63] |= 0x20
			r.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
		}, now},
	}
	for k, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			channel := "20000000000000000" + string(rune('0'+k))
			req := signed(t, rig.url, time.Now().Add(c.at), systemSet("3"+channel, channel, "klondike"))
			if c.mutate != nil {
				c.mutate(req)
			}
			if status, body := do(t, req); status != http.StatusUnauthorized {
				t.Fatalf("status %d (%s), want 401", status, body)
			}
			if got := channelSystem(t, rig.store, channel); got != "" {
				t.Fatalf("a refused request changed state: system %q", got)
			}
		})
	}
	t.Run("tampered body", func(t *testing.T) {
		req := signed(t, rig.url, time.Now(), systemSet("41", "300000000000000001", "klondike"))
		forged := signed(t, rig.url, time.Now(), systemSet("41", "300000000000000001", "medieval"))
		forged.Header = req.Header // klondike's signature on medieval's body
		if status, _ := do(t, forged); status != http.StatusUnauthorized {
			t.Fatalf("status %d, want 401", status)
		}
		if got := channelSystem(t, rig.store, "300000000000000001"); got != "" {
			t.Fatalf("state changed: %q", got)
		}
	})
	if n := rig.handled.Load(); n != 0 {
		t.Fatalf("the router ran %d refused interactions", n)
	}
	// The window is ±30 s: a request 15 s old is genuine and runs (15 s clear of the edge, as above).
	if status, body := do(t, signed(t, rig.url, time.Now().Add(-15*time.Second), systemSet("42", "300000000000000002", "klondike"))); status != http.StatusOK {
		t.Fatalf("a 15 s old request: %d %s", status, body)
	}
	if got := channelSystem(t, rig.store, "300000000000000002"); got != "klondike" {
		t.Fatalf("the genuine request did not apply: %q", got)
	}
}

// The same interaction ID is run once, whether the request is replayed
// byte for byte or re-signed with another body.
func TestHTTPDedupesInteractionIDs(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	first := systemSet("51", "300000000000000010", "klondike")
	if status, body := do(t, signed(t, rig.url, time.Now(), first)); status != http.StatusOK {
		t.Fatalf("first: %d %s", status, body)
	}
	if status, _ := do(t, signed(t, rig.url, time.Now(), first)); status != http.StatusConflict {
		t.Fatalf("replay: %d, want 409", status)
	}
	if status, _ := do(t, signed(t, rig.url, time.Now(), systemSet("51", "300000000000000010", "medieval"))); status != http.StatusConflict {
		t.Fatalf("same id, other body: %d, want 409", status)
	}
	if got := channelSystem(t, rig.store, "300000000000000010"); got != "klondike" {
		t.Fatalf("system %q, want klondike (the duplicate must not run)", got)
	}
	if n := rig.handled.Load(); n != 1 {
		t.Fatalf("router ran %d times, want 1", n)
	}
}

func TestDedupeWindowAndBound(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	d := NewDedupe(15*time.Minute, 3)
	d.now = func() time.Time { return now }
	for _, id := range []string{"a", "b", "c"} {
		if !d.First(id) {
			t.Fatalf("%s new", id)
		}
	}
	if d.First("b") {
		t.Fatal("b seen twice within the window")
	}
	if !d.First("d") || d.Len() != 3 {
		t.Fatalf("bound: len %d, want 3 after a fourth id", d.Len())
	}
	if !d.First("a") { // the oldest was forgotten to keep the bound
		t.Fatal("a should have been evicted by the bound")
	}
	now = now.Add(15*time.Minute + time.Second)
	if !d.First("d") {
		t.Fatal("d is past the 15-minute window and may run again")
	}
	if d.Len() != 1 {
		t.Fatalf("expired ids kept: %d", d.Len())
	}
}

// A handler slowed by the disk is deferred in the body (type 5) within the
// deadline, and the real answer then edits the original through REST.
func TestHTTPSlowHandlerDefersThenEdits(t *testing.T) {
	fake := fakediscord.New(t)
	sess := testSession(t, fake, 0, 1)
	rig := newHTTPRig(t, HTTPOptions{REST: SessionResponder{S: sess}, DeferAfter: 100 * time.Millisecond},
		storage.Options{Slow: func() { time.Sleep(400 * time.Millisecond) }}, nil)
	start := time.Now()
	status, body := do(t, signed(t, rig.url, time.Now(), systemSet("61", "300000000000000020", "klondike")))
	if took := time.Since(start); took > time.Second {
		t.Fatalf("body took %v", took)
	}
	if r := decodeResponse(t, body); status != http.StatusOK || r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource {
		t.Fatalf("want a type-5 deferral in the body, got %d %s", status, body)
	}
	edits := waitRequests(t, fake, http.MethodPatch, "/webhooks/"+fakediscord.AppID+"/tok-61/messages/@original", 1)
	var msg struct {
		Embeds []discordgo.MessageEmbed `json:"embeds"`
	}
	if err := edits[0].JSON(&msg); err != nil || len(msg.Embeds) != 1 {
		t.Fatalf("edit body %s: %v", edits[0].Body, err)
	}
	if got := channelSystem(t, rig.store, "300000000000000020"); got != "klondike" {
		t.Fatalf("system %q", got)
	}
}

// Without a token the endpoint still serves; what needs REST is skipped,
// with one warning at start and none per interaction.
func TestHTTPWithoutTokenWarnsOnce(t *testing.T) {
	log := &logBuf{}
	app := newTestApp(t, storage.Options{Slow: func() { time.Sleep(300 * time.Millisecond) }}, nil)
	cfg := DefaultConfig()
	cfg.HTTP.Listen = "127.0.0.1:0"
	cfg.Discord.PublicKey = testPublicHex()
	lg := NewLogger(LogConfig{Format: "json", Level: "debug"}, log)
	srv, err := StartServicesWith(context.Background(), cfg, NewRouter(app, lg), lg, ServiceOptions{Metrics: NewMetrics(nil)})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop(5 * time.Second)
	if srv.Gateway != nil {
		t.Fatal("no token: no gateway")
	}
	url := "http://" + srv.HTTP.Addr()
	for k, id := range []string{"71", "72"} {
		status, body := do(t, signed(t, url, time.Now(), systemSet(id, "30000000000000003"+string(rune('0'+k)), "klondike")))
		if r := decodeResponse(t, body); status != http.StatusOK || r.Type != discordgo.InteractionResponseChannelMessageWithSource {
			t.Fatalf("%s: without REST a 300 ms handler answers in the body: %d %s", id, status, body)
		}
	}
	if n := log.count(`"level":"warn"`, "without a Discord token"); n != 1 {
		t.Fatalf("%d warnings about the missing token, want 1:\n%s", n, log)
	}
	if n := log.count(`"level":"warn"`); n != 1 {
		t.Fatalf("want only the start warning:\n%s", log)
	}
}

func TestHTTPHealthzAndMetrics(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	status, body := do(t, mustGet(t, rig.url+"/healthz"))
	if status != http.StatusOK || !strings.Contains(string(body), `"db":"ok"`) || !strings.Contains(string(body), `"gateway":"off"`) {
		t.Fatalf("healthz: %d %s", status, body)
	}
	do(t, signed(t, rig.url, time.Now(), fakediscord.Command("81", []string{"roll"}, map[string]any{"dice": "d6"})))
	do(t, signed(t, rig.url, time.Now(), fakediscord.Command("82", []string{"no-such-command"}, nil)))
	do(t, signed(t, rig.url, time.Now(), systemSet("83", "300000000000000040", "klondike")))
	do(t, signed(t, rig.url, time.Now().Add(-time.Hour), fakediscord.Ping("84")))
	_, m := do(t, mustGet(t, rig.url+"/metrics"))
	for _, want := range []string{
		`fray_interactions_total{command="roll",outcome="ok"} 1`,
		`fray_interactions_total{command="unknown",outcome="refused"} 1`,
		`fray_interactions_total{command="system/set",outcome="ok"} 1`,
		`fray_interaction_duration_seconds_bucket{command="roll",le="0.5"} 1`,
		`fray_http_rejected_total{reason="stale"} 1`,
		`fray_gateway_reconnects_total 0`,
	} {
		if !strings.Contains(string(m), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if !strings.Contains(string(m), "fray_db_commit_duration_seconds_count ") || strings.Contains(string(m), "fray_db_commit_duration_seconds_count 0") {
		t.Errorf("/metrics: no DB commit observed")
	}
	if strings.Contains(string(m), "no-such-command") {
		t.Error("a payload's command name leaked into a label")
	}
}

func TestHealthzReportsGatewayDown(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{Gateway: &GatewayWatch{}}, storage.Options{}, nil)
	status, body := do(t, mustGet(t, rig.url+"/healthz"))
	if status != http.StatusServiceUnavailable || !strings.Contains(string(body), `"gateway":"disconnected"`) {
		t.Fatalf("healthz with the gateway down: %d %s", status, body)
	}
}

func mustGet(t testing.TB, url string) *http.Request {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

// Many interactions at once over real loopback HTTP: each gets its own
// answer and each write lands once.
func TestHTTPConcurrentInteractions(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	var wg sync.WaitGroup
	errs := make(chan string, 32)
	for k := 0; k < 32; k++ {
		wg.Add(1)
		go func(k int) {
			defer wg.Done()
			ch := "4000000000000000" + twoDigits(k)
			status, body := do(t, signed(t, rig.url, time.Now(), systemSet("9"+ch, ch, "storyteller")))
			if status != http.StatusOK {
				errs <- string(body)
			}
		}(k)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	for k := 0; k < 32; k++ {
		if got := channelSystem(t, rig.store, "4000000000000000"+twoDigits(k)); got != "storyteller" {
			t.Fatalf("channel %d: %q", k, got)
		}
	}
}

func twoDigits(k int) string { return string(rune('0'+k/10)) + string(rune('0'+k%10)) }

var _ net.Listener // keep net for helpers in other files

// A slow button is deferred in the HTTP body with type 6 (DEFERRED_UPDATE_
// MESSAGE, not 5: a click must not post a "thinking" message), and the real
// answer then edits the original — the clicked tracker — through REST.
func TestHTTPSlowButtonDefersType6ThenEdits(t *testing.T) {
	fake := fakediscord.New(t)
	sess := testSession(t, fake, 0, 1)
	var slow atomic.Bool
	rig := newHTTPRig(t, HTTPOptions{REST: SessionResponder{S: sess}, DeferAfter: 150 * time.Millisecond},
		storage.Options{Slow: func() {
			if slow.Load() {
				time.Sleep(1200 * time.Millisecond)
			}
		}}, nil)
	const channel = "300000000000000090"
	var bodies [][]byte
	msgID := ""
	for k, i := range []fakediscord.Interaction{
		systemSet("3301", channel, "medieval"),
		fakediscord.Command("3302", []string{"combat", "start"}, nil).In(channel),
		fakediscord.Command("3303", []string{"combat", "add"}, map[string]any{"name": "Aldo"}).In(channel),
	} {
		if k == 2 {
			msgID = waitTracker(t, rig.store, channel)
		}
		status, body := do(t, signed(t, rig.url, time.Now(), i))
		if r := decodeResponse(t, body); status != http.StatusOK || r.Type != discordgo.InteractionResponseChannelMessageWithSource {
			t.Fatalf("step %d: %d %s", k, status, body)
		}
		bodies = append(bodies, body)
	}
	// The tracker edit after /combat add carries the newest button version.
	edits := waitRequests(t, fake, http.MethodPatch, "/channels/"+channel+"/messages/"+msgID, 1)
	for _, e := range edits {
		bodies = append(bodies, e.Body)
	}
	next := lastTrackerNext(t, bodies...)

	slow.Store(true)
	start := time.Now()
	status, body := do(t, signed(t, rig.url, time.Now(), fakediscord.Component("3304", next, msgID).In(channel)))
	if took := time.Since(start); took > time.Second {
		t.Fatalf("the body took %v: not deferred", took)
	}
	if r := decodeResponse(t, body); status != http.StatusOK || r.Type != discordgo.InteractionResponseDeferredMessageUpdate {
		t.Fatalf("a slow button must be deferred with type 6 in the body, got %d %s", status, body)
	}
	patched := waitRequests(t, fake, http.MethodPatch, "/webhooks/"+fakediscord.AppID+"/tok-3304/messages/@original", 1)
	var msg struct {
		Embeds []discordgo.MessageEmbed `json:"embeds"`
	}
	if err := patched[0].JSON(&msg); err != nil || len(msg.Embeds) == 0 {
		t.Fatalf("edit of the clicked message %s: %v", patched[0].Body, err)
	}
	if n := len(fake.Requests(http.MethodPost, "/webhooks/")); n != 0 {
		t.Fatalf("a deferred click posted %d follow-ups", n)
	}
}

// Gateway and HTTP in one process: both answer through the same router,
// and an interaction ID handled on one is not run again on the other.
func TestHTTPAndGatewayTogether(t *testing.T) {
	fake := fakediscord.New(t)
	app := newTestApp(t, storage.Options{}, nil)
	var ran atomic.Int64
	cfg := DefaultConfig()
	cfg.Discord = DiscordConfig{Token: "test-token", APIURL: fake.URL(), GatewayURL: fake.GatewayURL(), ShardCount: 1, PublicKey: testPublicHex()}
	cfg.HTTP.Listen = "127.0.0.1:0"
	router := NewRouter(app, quietLog())
	srv, err := StartServicesWith(context.Background(), cfg, router, quietLog(), ServiceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Stop(3 * time.Second) })
	router.Observe = func(string, string, time.Duration) { ran.Add(1) }
	if srv.Gateway == nil || srv.HTTP == nil {
		t.Fatalf("gateway %v, HTTP %v: want both", srv.Gateway != nil, srv.HTTP != nil)
	}
	if !fake.Wait(5*time.Second, func(st fakediscord.State) bool { return st.Readies == 1 }) {
		t.Fatal("no READY")
	}
	url := "http://" + srv.HTTP.Addr()

	// On the gateway…
	if err := fake.Dispatch(fakediscord.Command("3401", []string{"roll"}, map[string]any{"dice": "d6"})); err != nil {
		t.Fatal(err)
	}
	waitRequests(t, fake, http.MethodPost, "/interactions/3401/tok-3401/callback", 1)
	// …and over HTTP, at once.
	status, body := do(t, signed(t, url, time.Now(), fakediscord.Command("3402", []string{"roll"}, map[string]any{"dice": "d6"})))
	if r := decodeResponse(t, body); status != http.StatusOK || r.Type != discordgo.InteractionResponseChannelMessageWithSource || len(r.Data.Embeds) != 1 {
		t.Fatalf("HTTP beside the gateway: %d %s", status, body)
	}
	// The gateway's interaction arriving again over HTTP is not run.
	status, _ = do(t, signed(t, url, time.Now(), fakediscord.Command("3401", []string{"roll"}, map[string]any{"dice": "d6"})))
	if status != http.StatusConflict {
		t.Fatalf("an interaction handled on the gateway, again over HTTP: status %d, want 409", status)
	}
	if n := ran.Load(); n != 2 {
		t.Fatalf("the router ran %d interactions, want 2", n)
	}
}

package bot

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/commands"
	"fray/rules/dice"
)

// rollAnswered dispatches a /roll with id and waits for its callback.
func (g *gatewayRig) rollAnswered(t *testing.T, id string) discordgo.InteractionResponse {
	t.Helper()
	if err := g.fake.Dispatch(fakediscord.Command(id, []string{"roll"}, map[string]any{"dice": "d6"})); err != nil {
		t.Fatal(err)
	}
	return g.callback(t, id)
}

func (g *gatewayRig) waitResumed(t *testing.T, n int) {
	t.Helper()
	if !g.fake.Wait(10*time.Second, func(st fakediscord.State) bool { return st.Resumes >= n && st.Conns == 1 }) {
		t.Fatalf("no RESUME: %+v", g.fake.Snapshot())
	}
}

// The connection drops mid-session: the bot resumes (not re-identifies)
// and the next interaction is answered; the reconnect is counted.
func TestFaultGatewayDropResumes(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 0, 1)
	rig.rollAnswered(t, "2001")
	if err := rig.fake.Drop(); err != nil {
		t.Fatal(err)
	}
	rig.waitResumed(t, 1)
	rig.rollAnswered(t, "2002")
	if n := len(rig.fake.Snapshot().Identifies); n != 1 {
		t.Fatalf("%d IDENTIFYs: a drop must resume the session", n)
	}
	if n := rig.log.count("gateway reconnect", `"cause":"connection lost"`, `"action":"resume"`, `"outcome":"resumed"`); n != 1 {
		t.Fatalf("want one reconnect line for the drop:\n%s", rig.log)
	}
	if !waitUntil(2*time.Second, func() bool {
		return rig.srv.Gateway != nil && metricValue(t, rig.metrics, "fray_gateway_reconnects_total") == 1
	}) {
		t.Fatal("reconnect not counted")
	}
}

// Op 7: the bot closes, resumes on a new connection, and keeps serving;
// one RESUME, no IDENTIFY, one connection left.
func TestFaultOp7Reconnect(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 0, 1)
	if err := rig.fake.Reconnect(); err != nil {
		t.Fatal(err)
	}
	rig.waitResumed(t, 1)
	rig.rollAnswered(t, "2101")
	st := rig.fake.Snapshot()
	if len(st.Identifies) != 1 || st.Resumes != 1 || st.Connections != 2 || st.Conns != 1 {
		t.Fatalf("after op 7: %d IDENTIFYs, %d RESUMEs, %d connections (%d open); want 1, 1, 2 (1)", len(st.Identifies), st.Resumes, st.Connections, st.Conns)
	}
	if !waitUntil(5*time.Second, func() bool { return rig.log.count("gateway reconnect", "op 7", `"outcome":"resumed"`) == 1 }) {
		t.Fatalf("want one reconnect line with its cause and outcome:\n%s", rig.log)
	}
}

// A 429 on the callback is retried after retry_after and the answer lands.
func TestFaultRateLimitRetried(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 0, 1)
	rig.fake.Fail(http.MethodPost, "/interactions/2201/", 2, fakediscord.Fault{Status: http.StatusTooManyRequests, RetryAfter: 0.05})
	if err := rig.fake.Dispatch(fakediscord.Command("2201", []string{"roll"}, map[string]any{"dice": "d6"})); err != nil {
		t.Fatal(err)
	}
	if !rig.fake.Wait(5*time.Second, func(st fakediscord.State) bool {
		for _, r := range st.Requests {
			if strings.Contains(r.Path, "/interactions/2201/") && r.Status == http.StatusNoContent {
				return true
			}
		}
		return false
	}) {
		t.Fatal("the callback never went through")
	}
	if n := len(rig.fake.Requests(http.MethodPost, "/interactions/2201/")); n != 3 {
		t.Fatalf("%d attempts, want 2 rate-limited + 1", n)
	}
}

// Endless 429s: the responder gives up after MaxRateLimitRetries retries,
// in bounded time, with the rate-limit error.
func TestFaultRateLimitGivesUp(t *testing.T) {
	t.Parallel()
	fake := fakediscord.New(t)
	fake.Fail("", "/interactions/2301/", -1, fakediscord.Fault{Status: http.StatusTooManyRequests, RetryAfter: 0.02})
	r := SessionResponder{S: testSession(t, fake, 0, 1)}
	i := &discordgo.Interaction{ID: "2301", Token: "tok-2301", AppID: fakediscord.AppID}
	start := time.Now()
	err := r.Respond(context.Background(), i, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource})
	var rl *discordgo.RateLimitError
	if !errors.As(err, &rl) {
		t.Fatalf("err %v, want a RateLimitError", err)
	}
	if n := len(fake.Requests("", "/interactions/2301/")); n != MaxRateLimitRetries+1 {
		t.Fatalf("%d attempts, want %d", n, MaxRateLimitRetries+1)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Fatalf("gave up after %v", took)
	}
	// A context that ends stops the wait at once.
	fake.Fail("", "/interactions/2302/", -1, fakediscord.Fault{Status: http.StatusTooManyRequests, RetryAfter: 60})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	i.ID, i.Token = "2302", "tok-2302"
	if err := r.Respond(ctx, i, &discordgo.InteractionResponse{Type: 4}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err %v, want the context's deadline", err)
	}
}

// A tracker edit answered 500 is logged and changes nothing else; the next
// edit of the same message succeeds.
func TestFaultTrackerEdit500(t *testing.T) {
	t.Parallel()
	fake := fakediscord.New(t)
	log := &logBuf{}
	d := &Dispatcher{Responder: SessionResponder{S: testSession(t, fake, 0, 1)}, Log: NewLogger(LogConfig{Format: "json"}, log)}
	fake.Fail(http.MethodPatch, "/channels/", 1, fakediscord.Fault{Status: http.StatusInternalServerError, Body: `{"message":"500"}`})
	edit := func(round string) *commands.Response {
		return &commands.Response{Type: discordgo.InteractionResponseChannelMessageWithSource, Edits: []commands.Edit{{
			ChannelID: fakediscord.ChannelID, MessageID: "1500000000000000077", Data: &discordgo.InteractionResponseData{Content: round},
		}}}
	}
	i := &discordgo.Interaction{ID: "2401", Token: "tok-2401", AppID: fakediscord.AppID, Type: discordgo.InteractionApplicationCommand}
	d.after(context.Background(), i, edit("round 1"), &discordgo.Message{ID: "1"})
	if log.count("tracker edit failed", "1500000000000000077") != 1 {
		t.Fatalf("the failed edit was not logged:\n%s", log)
	}
	d.after(context.Background(), i, edit("round 2"), &discordgo.Message{ID: "2"})
	reqs := fake.Requests(http.MethodPatch, "/channels/"+fakediscord.ChannelID+"/messages/1500000000000000077")
	if len(reqs) != 2 || reqs[0].Status != 500 || reqs[1].Status != 200 || !strings.Contains(string(reqs[1].Body), "round 2") {
		t.Fatalf("edits: %+v", reqs)
	}
}

// panicOnce is a dice source whose first roll panics.
type panicOnce struct {
	dice.Source
	done atomic.Bool
}

func (p *panicOnce) Roll(sides int) int {
	if p.done.CompareAndSwap(false, true) {
		panic("injected: the dice exploded")
	}
	return p.Source.Roll(sides)
}

// A handler panic becomes an ephemeral "nothing was changed" and the bot
// keeps serving.
func TestFaultHandlerPanic(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, &panicOnce{Source: dice.NewSeeded(3, 4)}, 0, 1)
	r := rig.rollAnswered(t, "2501")
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		t.Fatalf("after a panic: %+v, want an ephemeral message", r)
	}
	if want := rig.app.InternalError("ru").Data.Embeds[0].Description; r.Data.Embeds[0].Description != want {
		t.Fatalf("reply %q, want %q", r.Data.Embeds[0].Description, want)
	}
	r = rig.rollAnswered(t, "2502")
	if r.Data.Flags&discordgo.MessageFlagsEphemeral != 0 || !strings.Contains(r.Data.Embeds[0].Description, "**") {
		t.Fatalf("the next roll: %+v", r.Data.Embeds[0])
	}
	if metricValue(t, rig.metrics, `fray_interactions_total{command="roll",outcome="panic"}`) != 1 {
		t.Fatal("panic outcome not counted")
	}
}

// The same interaction delivered twice on the gateway runs once.
func TestFaultGatewayDuplicateDelivery(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 0, 1)
	rig.rollAnswered(t, "2601")
	if err := rig.fake.Dispatch(fakediscord.Command("2601", []string{"roll"}, map[string]any{"dice": "d6"})); err != nil {
		t.Fatal(err)
	}
	rig.rollAnswered(t, "2602") // handled in order after the duplicate
	if n := len(rig.fake.Requests(http.MethodPost, "/interactions/2601/")); n != 1 {
		t.Fatalf("duplicate answered %d times", n)
	}
}

func waitUntil(d time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if cond() {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return cond()
}

// metricValue reads one series from the registry's text output.
func metricValue(t testing.TB, m *Metrics, series string) float64 {
	t.Helper()
	mfs, err := m.Registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		for _, s := range mf.GetMetric() {
			name := mf.GetName()
			if len(s.GetLabel()) > 0 {
				var parts []string
				for _, l := range s.GetLabel() {
					b, _ := json.Marshal(l.GetValue())
					parts = append(parts, l.GetName()+"="+string(b))
				}
				name += "{" + strings.Join(parts, ",") + "}"
			}
			if name != series {
				continue
			}
			switch {
			case s.Counter != nil:
				return s.Counter.GetValue()
			case s.Gauge != nil:
				return s.Gauge.GetValue()
			}
		}
	}
	return 0
}

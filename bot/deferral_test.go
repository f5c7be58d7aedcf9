package bot

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/rules/dice"
	"fray/storage"
)

// deferRig answers interactions through the Dispatcher and a real discordgo
// session against the fake Discord, over a store whose commits can be
// slowed past the deferral threshold.
type deferRig struct {
	fake  *fakediscord.Server
	d     *Dispatcher
	store *storage.Store
	slow  atomic.Bool
	// entered is signalled when a slowed commit starts.
	entered chan struct{}
}

// deferSlowCommit is how long a slowed commit takes: far past the rig's
// 100 ms threshold.
const deferSlowCommit = 600 * time.Millisecond

func newDeferRig(t *testing.T, src dice.Source) *deferRig {
	t.Helper()
	rig := &deferRig{fake: fakediscord.New(t), entered: make(chan struct{}, 16)}
	app := newTestApp(t, storage.Options{Slow: func() {
		if rig.slow.Load() {
			select {
			case rig.entered <- struct{}{}:
			default:
			}
			time.Sleep(deferSlowCommit)
		}
	}}, src)
	rig.store = app.Store()
	rig.d = &Dispatcher{Router: NewRouter(app, quietLog()), Responder: SessionResponder{S: testSession(t, rig.fake, 0, 1)},
		Log: quietLog(), DeferAfter: 100 * time.Millisecond}
	return rig
}

// send dispatches one interaction and returns once every REST call is made.
func (r *deferRig) send(t *testing.T, payload fakediscord.Interaction) *discordgo.Interaction {
	t.Helper()
	raw, err := json.Marshal(payload)
	if err != nil {
		t.Fatal(err)
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(raw, &i); err != nil {
		t.Fatal(err)
	}
	r.d.Dispatch(context.Background(), &i)
	return &i
}

// sendSlow dispatches the interaction with every commit slowed.
func (r *deferRig) sendSlow(t *testing.T, payload fakediscord.Interaction) {
	t.Helper()
	r.slow.Store(true)
	defer r.slow.Store(false)
	r.send(t, payload)
}

// sendBehindSlowCommit dispatches the interaction while a slowed commit of
// another channel holds the commit queue: a refusal writes nothing, and
// is slow only so, as on a busy disk.
func (r *deferRig) sendBehindSlowCommit(t *testing.T, payload fakediscord.Interaction) {
	t.Helper()
	r.slow.Store(true)
	done := make(chan error, 1)
	go func() {
		done <- r.store.Update(context.Background(), func(tx *storage.Tx) error {
			ch, err := tx.Channel(fakediscord.GuildID, "300000000000009999")
			if err != nil {
				return err
			}
			ch.System = "medieval"
			return tx.PutChannel(fakediscord.GuildID, "300000000000009999", ch)
		})
	}()
	select {
	case <-r.entered:
	case <-time.After(5 * time.Second):
		t.Fatal("the slow commit never started")
	}
	r.slow.Store(false)
	r.send(t, payload)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// callback is the interaction's initial response, decoded with its raw data.
func (r *deferRig) callback(t *testing.T, id string) (discordgo.InteractionResponse, string) {
	t.Helper()
	reqs := r.fake.Requests(http.MethodPost, "/interactions/"+id+"/tok-"+id+"/callback")
	if len(reqs) != 1 {
		t.Fatalf("%d callbacks for %s, want 1", len(reqs), id)
	}
	return decodeResponse(t, reqs[0].Body), string(reqs[0].Body)
}

// calls lists the REST calls made with the interaction's token, as
// "METHOD path".
func (r *deferRig) calls(id string) []string {
	var out []string
	for _, q := range r.fake.Requests("", "/tok-"+id) {
		if !strings.HasSuffix(q.Path, "/callback") {
			out = append(out, q.Method+" "+q.Path)
		}
	}
	return out
}

// webhookBody is the body of the interaction's one call of method on path.
func (r *deferRig) webhookBody(t *testing.T, id, method, suffix string) map[string]json.RawMessage {
	t.Helper()
	var found []fakediscord.Request
	for _, q := range r.fake.Requests(method, "/tok-"+id) {
		if strings.HasSuffix(q.Path, suffix) {
			found = append(found, q)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d %s …%s calls for %s, want 1 (calls: %q)", len(found), method, suffix, id, r.calls(id))
	}
	var m map[string]json.RawMessage
	if err := found[0].JSON(&m); err != nil {
		t.Fatal(err)
	}
	return m
}

func flagsOf(m map[string]json.RawMessage) int {
	var f int
	_ = json.Unmarshal(m["flags"], &f)
	return f
}

const ephemeralFlag = int(discordgo.MessageFlagsEphemeral)

// A slow reply that only its user may see (/char set shows the sheet) is
// deferred ephemeral: Discord fixes the visibility with the deferral, and a
// plain type 5 would post the sheet for everyone.
func TestDeferredEphemeralReplyStaysEphemeral(t *testing.T) {
	t.Parallel()
	rig := newDeferRig(t, nil)
	rig.send(t, fakediscord.Command("5001", []string{"system", "set"}, map[string]any{"system": "medieval"}))
	rig.sendSlow(t, fakediscord.Command("5002", []string{"char", "set"}, map[string]any{"stats": "REF 8 BODY 10"}))
	r, raw := rig.callback(t, "5002")
	if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || r.Data == nil || int(r.Data.Flags) != ephemeralFlag {
		t.Fatalf("deferral %s: want type 5 with the ephemeral flag", raw)
	}
	edit := rig.webhookBody(t, "5002", http.MethodPatch, "/messages/@original")
	if !strings.Contains(string(edit["embeds"]), "📜") {
		t.Fatalf("the sheet did not replace the placeholder: %s", edit["embeds"])
	}
	if got := rig.calls("5002"); len(got) != 1 {
		t.Fatalf("calls after the deferral %q: want the one edit", got)
	}
}

// A slow secret check is deferred ephemeral too: secret:true is read from
// the request before the handler runs.
func TestDeferredSecretCheckStaysSecret(t *testing.T) {
	t.Parallel()
	rig := newDeferRig(t, dice.NewSeeded(3, 4))
	rig.send(t, fakediscord.Command("5101", []string{"system", "set"}, map[string]any{"system": "storyteller"}))
	rig.sendSlow(t, fakediscord.Command("5102", []string{"check"}, map[string]any{"pool": 5, "difficulty": 6, "secret": true}))
	r, raw := rig.callback(t, "5102")
	if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || r.Data == nil || int(r.Data.Flags) != ephemeralFlag {
		t.Fatalf("deferral %s: want type 5 with the ephemeral flag", raw)
	}
	rig.webhookBody(t, "5102", http.MethodPatch, "/messages/@original")
}

var stAgainID = regexp.MustCompile(`"custom_id":"(st:again:[0-9]+)"`)

// A button whose answer is a new message ("Roll again" under a storyteller
// check) is deferred as a new message (type 5) and its answer fills that
// message: the check that was clicked is not overwritten. Under a secret
// check the new roll is deferred ephemeral, as its message is.
func TestDeferredButtonPostingANewMessageKeepsTheClickedOne(t *testing.T) {
	t.Parallel()
	for _, secret := range []bool{false, true} {
		rig := newDeferRig(t, dice.NewSeeded(5, 6))
		rig.send(t, fakediscord.Command("5201", []string{"system", "set"}, map[string]any{"system": "storyteller"}))
		rig.send(t, fakediscord.Command("5202", []string{"check"}, map[string]any{"pool": 4, "difficulty": 6, "secret": secret}))
		_, raw := rig.callback(t, "5202")
		m := stAgainID.FindStringSubmatch(raw)
		if m == nil {
			t.Fatalf("no Roll again button on the check: %s", raw)
		}
		click := fakediscord.Component("5203", m[1], "1500000000000000001")
		if secret {
			click["message"].(map[string]any)["flags"] = ephemeralFlag
		}
		rig.sendSlow(t, click)
		r, body := rig.callback(t, "5203")
		if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource {
			t.Fatalf("secret %v: deferral %s, want type 5 (a new message), not 6 (an update of the check)", secret, body)
		}
		if got := r.Data != nil && int(r.Data.Flags) == ephemeralFlag; got != secret {
			t.Fatalf("secret %v: deferral %s is ephemeral: %v", secret, body, got)
		}
		edit := rig.webhookBody(t, "5203", http.MethodPatch, "/messages/@original")
		if !strings.Contains(string(edit["embeds"]), "🎲") {
			t.Fatalf("the new roll did not fill the placeholder: %s", edit["embeds"])
		}
		if n := len(rig.fake.Requests(http.MethodPatch, "/channels/")); n != 0 {
			t.Fatalf("secret %v: the clicked check was edited %d times", secret, n)
		}
	}
}

// A slow refusal of a public command is not posted for everyone: the
// public placeholder is deleted and the refusal follows to the user alone.
func TestDeferredRefusalOfAPublicCommandIsEphemeral(t *testing.T) {
	t.Parallel()
	rig := newDeferRig(t, nil)
	rig.send(t, fakediscord.Command("5301", []string{"system", "set"}, map[string]any{"system": "medieval"}))
	// No fight is running: /combat add is refused.
	rig.sendBehindSlowCommit(t, fakediscord.Command("5302", []string{"combat", "add"}, map[string]any{"name": "Orc"}))
	r, raw := rig.callback(t, "5302")
	if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || (r.Data != nil && r.Data.Flags != 0) {
		t.Fatalf("deferral %s: want a public type 5 (the command's own reply is public)", raw)
	}
	follow := rig.webhookBody(t, "5302", http.MethodPost, "/tok-5302")
	if flagsOf(follow) != ephemeralFlag || !strings.Contains(string(follow["embeds"]), "❌") {
		t.Fatalf("refusal follow-up %v: want it ephemeral, with the refusal", follow)
	}
	got := rig.calls("5302")
	if len(got) != 2 || !strings.HasPrefix(got[0], "DELETE ") || !strings.HasSuffix(got[0], "/messages/@original") {
		t.Fatalf("calls %q: want the public placeholder deleted, then the follow-up", got)
	}
}

// A refused click on the tracker (an out-of-date button) deferred as an
// update never lands on the tracker: the refusal is an ephemeral
// follow-up, and the tracker keeps its embed and its buttons.
func TestDeferredRefusedClickNeverOverwritesTheTracker(t *testing.T) {
	t.Parallel()
	rig := newDeferRig(t, nil)
	rig.send(t, fakediscord.Command("5401", []string{"system", "set"}, map[string]any{"system": "medieval"}))
	rig.send(t, fakediscord.Command("5402", []string{"combat", "start"}, nil))
	msgID := waitTracker(t, rig.store, fakediscord.ChannelID)
	_, start := rig.callback(t, "5402")
	stale := lastTrackerNext(t, []byte(start))
	rig.send(t, fakediscord.Command("5403", []string{"combat", "add"}, map[string]any{"name": "Aldo"}))
	// The start's Next turn button is now out of date.
	rig.sendBehindSlowCommit(t, fakediscord.Component("5404", stale, msgID))
	r, raw := rig.callback(t, "5404")
	if r.Type != discordgo.InteractionResponseDeferredMessageUpdate {
		t.Fatalf("deferral %s: want type 6 (a tracker button updates the tracker)", raw)
	}
	follow := rig.webhookBody(t, "5404", http.MethodPost, "/tok-5404")
	if flagsOf(follow) != ephemeralFlag || !strings.Contains(string(follow["embeds"]), "❌") {
		t.Fatalf("refusal follow-up %v: want it ephemeral", follow)
	}
	for _, c := range rig.calls("5404") {
		if strings.HasPrefix(c, "PATCH ") {
			t.Fatalf("the refusal was written onto the tracker: %q", rig.calls("5404"))
		}
	}
}

// A slow click whose answer is an update of the tracker is deferred as
// an update and edits the clicked message (the ordinary case).
func TestDeferredTrackerClickUpdatesTheTracker(t *testing.T) {
	t.Parallel()
	rig := newDeferRig(t, nil)
	rig.send(t, fakediscord.Command("5501", []string{"system", "set"}, map[string]any{"system": "medieval"}))
	rig.send(t, fakediscord.Command("5502", []string{"combat", "start"}, nil))
	msgID := waitTracker(t, rig.store, fakediscord.ChannelID)
	rig.send(t, fakediscord.Command("5503", []string{"combat", "add"}, map[string]any{"name": "Aldo"}))
	var bodies [][]byte
	for _, q := range rig.fake.Requests(http.MethodPatch, "/channels/"+fakediscord.ChannelID+"/messages/"+msgID) {
		bodies = append(bodies, q.Body)
	}
	rig.sendSlow(t, fakediscord.Component("5504", lastTrackerNext(t, bodies...), msgID))
	if r, raw := rig.callback(t, "5504"); r.Type != discordgo.InteractionResponseDeferredMessageUpdate {
		t.Fatalf("deferral %s: want type 6", raw)
	}
	edit := rig.webhookBody(t, "5504", http.MethodPatch, "/messages/@original")
	if !strings.Contains(string(edit["embeds"]), "⚔️") || string(edit["components"]) == "null" {
		t.Fatalf("the tracker update lost its embed or buttons: %v", edit)
	}
}

// Over HTTP, the deferral in the body carries the ephemeral flag too.
func TestHTTPDeferredEphemeralReplyStaysEphemeral(t *testing.T) {
	fake := fakediscord.New(t)
	sess := testSession(t, fake, 0, 1)
	var slow atomic.Bool
	rig := newHTTPRig(t, HTTPOptions{REST: SessionResponder{S: sess}, DeferAfter: 100 * time.Millisecond},
		storage.Options{Slow: func() {
			if slow.Load() {
				time.Sleep(deferSlowCommit)
			}
		}}, nil)
	const channel = "300000000000000120"
	if status, body := do(t, signed(t, rig.url, time.Now(), systemSet("5601", channel, "medieval"))); status != http.StatusOK {
		t.Fatalf("system set: %d %s", status, body)
	}
	slow.Store(true)
	status, body := do(t, signed(t, rig.url, time.Now(), fakediscord.Command("5602", []string{"char", "set"}, map[string]any{"stats": "REF 8"}).In(channel)))
	if r := decodeResponse(t, body); status != http.StatusOK || r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || r.Data == nil || int(r.Data.Flags) != ephemeralFlag {
		t.Fatalf("body %d %s: want a type-5 deferral with the ephemeral flag", status, body)
	}
	waitRequests(t, fake, http.MethodPatch, "/webhooks/"+fakediscord.AppID+"/tok-5602/messages/@original", 1)
}

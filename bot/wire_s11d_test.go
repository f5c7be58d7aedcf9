package bot

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/storage"
)

// Issue 7's end-to-end list, item by item, where the older wire tests left a
// gap: a real button answered with UPDATE_MESSAGE, autocomplete with actual
// choices, the default member permissions in the PUT, a deferred component
// (type 6), the HTTP keys of the config, and gateway + HTTP in one process.

var trackerNext = regexp.MustCompile(`"custom_id":"(trk:next:[0-9]+)"`)

// lastTrackerNext is the "Next turn" custom_id of the newest tracker body the
// bot sent (the callback that posted it, or a later edit of it).
func lastTrackerNext(t *testing.T, bodies ...[]byte) string {
	t.Helper()
	id := ""
	for _, b := range bodies {
		if m := trackerNext.FindSubmatch(b); m != nil {
			id = string(m[1])
		}
	}
	if id == "" {
		t.Fatal("no tracker with a Next turn button was sent")
	}
	return id
}

// waitTracker waits until the channel's fight knows its tracker message
// (the transport reports it after the response) and returns its id.
func waitTracker(t *testing.T, st *storage.Store, channel string) string {
	t.Helper()
	id := ""
	ok := waitUntil(10*time.Second, func() bool {
		_ = st.View(context.Background(), func(tx *storage.Tx) error {
			c, err := tx.Channel(fakediscord.GuildID, channel)
			if err == nil && c.Encounter != nil {
				id = c.Encounter.Tracker.MessageID
			}
			return err
		})
		return id != ""
	})
	if !ok {
		t.Fatal("the tracker's message id was never stored")
	}
	return id
}

// A tracker button pressed on the wire goes through the real discordgo
// session and the router, and comes back as UPDATE_MESSAGE (type 7) carrying
// the tracker: no new message is posted.
func TestWireS11dTrackerButtonUpdatesMessage(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 0, 1)
	send := func(i fakediscord.Interaction) discordgo.InteractionResponse {
		t.Helper()
		if err := rig.fake.Dispatch(i); err != nil {
			t.Fatal(err)
		}
		return rig.callback(t, i["id"].(string))
	}
	send(fakediscord.Command("3101", []string{"system", "set"}, map[string]any{"system": "medieval"}))
	send(fakediscord.Command("3102", []string{"combat", "start"}, nil))
	// The bot reads /combat start's original back and stores its id as the
	// tracker's, after the response: wait for it before the next command.
	msgID := waitTracker(t, rig.app.Store(), fakediscord.ChannelID)
	send(fakediscord.Command("3103", []string{"combat", "add"}, map[string]any{"name": "Aldo"}))
	// The tracker is edited in place after /combat add.
	edits := waitRequests(t, rig.fake, http.MethodPatch, "/channels/"+fakediscord.ChannelID+"/messages/"+msgID, 1)
	last := edits[len(edits)-1]
	start := rig.fake.Requests(http.MethodPost, "/interactions/3102/")[0].Body
	next := lastTrackerNext(t, start, last.Body)

	r := send(fakediscord.Component("3104", next, msgID))
	if r.Type != discordgo.InteractionResponseUpdateMessage {
		t.Fatalf("the tracker button answered with type %d, want UPDATE_MESSAGE (7)", r.Type)
	}
	if r.Data == nil || len(r.Data.Embeds) == 0 || !strings.HasPrefix(r.Data.Embeds[0].Title, "⚔️") {
		var titles []string
		if r.Data != nil {
			for _, e := range r.Data.Embeds {
				titles = append(titles, e.Title)
			}
		}
		t.Fatalf("the update carries no tracker: embeds %q", titles)
	}
	if n := len(rig.fake.Requests(http.MethodPost, "/webhooks/")); n != 0 {
		t.Fatalf("a button press posted %d follow-up messages", n)
	}
}

// Autocomplete on the wire answers type 8 with the choices the router
// found: here the combatants of the fight, filtered by what is typed.
func TestWireS11dAutocompleteGivesChoices(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 0, 1)
	for k, i := range []fakediscord.Interaction{
		fakediscord.Command("3201", []string{"system", "set"}, map[string]any{"system": "medieval"}),
		fakediscord.Command("3202", []string{"combat", "start"}, nil),
		fakediscord.Command("3203", []string{"combat", "add"}, map[string]any{"name": "Aldo"}),
		fakediscord.Command("3204", []string{"combat", "add"}, map[string]any{"name": "Beatrix"}),
	} {
		if err := rig.fake.Dispatch(i); err != nil {
			t.Fatal(err)
		}
		rig.callback(t, "320"+strconv.Itoa(k+1))
	}
	if err := rig.fake.Dispatch(fakediscord.Autocomplete("3205", []string{"combat", "remove"}, map[string]any{"name": "Bea"}, "name")); err != nil {
		t.Fatal(err)
	}
	r := rig.callback(t, "3205")
	if r.Type != discordgo.InteractionApplicationCommandAutocompleteResult {
		t.Fatalf("autocomplete answered with type %d, want 8", r.Type)
	}
	if r.Data == nil || len(r.Data.Choices) != 1 || r.Data.Choices[0].Name != "Beatrix" {
		var got []string
		if r.Data != nil {
			for _, c := range r.Data.Choices {
				got = append(got, c.Name)
			}
		}
		t.Fatalf("choices %q, want [Beatrix]", got)
	}
}

// Every command in the bulk overwrite carries its default member
// permissions, as a JSON string (Discord's permission format).
func TestWireS11dRegisterDefaultMemberPermissions(t *testing.T) {
	t.Parallel()
	fake := fakediscord.New(t)
	sess := testSession(t, fake, 0, 1)
	app := newTestApp(t, storage.Options{}, nil)
	if _, err := Register(context.Background(), sess, "", "", app.Definitions()); err != nil {
		t.Fatal(err)
	}
	puts := fake.Requests(http.MethodPut, "/applications/"+fakediscord.AppID+"/commands")
	if len(puts) != 1 {
		t.Fatalf("%d PUTs", len(puts))
	}
	var cmds []map[string]json.RawMessage
	if err := puts[0].JSON(&cmds); err != nil {
		t.Fatal(err)
	}
	if len(cmds) == 0 {
		t.Fatal("no commands registered")
	}
	for _, c := range cmds {
		var perms string
		if err := json.Unmarshal(c["default_member_permissions"], &perms); err != nil {
			t.Errorf("%s: default_member_permissions %s, want a string of permission bits", c["name"], c["default_member_permissions"])
			continue
		}
		if n, err := strconv.ParseInt(perms, 10, 64); err != nil || n <= 0 {
			t.Errorf("%s: default_member_permissions %q", c["name"], perms)
		}
	}
}

// A slow button is deferred in the HTTP body with type 6 (DEFERRED_UPDATE_
// MESSAGE, not 5: a click must not post a "thinking" message), and the real
// answer then edits the original — the clicked tracker — through REST.
func TestWireS11dSlowButtonDefersType6ThenEdits(t *testing.T) {
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

// http.listen and discord.public_key come from the config file, and the
// environment (FRAY_HTTP_LISTEN, FRAY_PUBLIC_KEY) wins over it.
func TestWireS11dConfigHTTPKeys(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	key := testPublicHex()
	if err := os.WriteFile(path, []byte("[discord]\npublic_key = \""+key+"\"\n[http]\nlisten = \"127.0.0.1:8080\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(path, true, noEnv)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HTTP.Listen != "127.0.0.1:8080" || cfg.Discord.PublicKey != key {
		t.Fatalf("from the file: listen %q, public key %q", cfg.HTTP.Listen, cfg.Discord.PublicKey)
	}
	env := map[string]string{"FRAY_HTTP_LISTEN": "127.0.0.1:9090", "FRAY_PUBLIC_KEY": strings.Repeat("ab", 32)}
	cfg, err = LoadConfig(path, true, func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HTTP.Listen != "127.0.0.1:9090" || cfg.Discord.PublicKey != env["FRAY_PUBLIC_KEY"] {
		t.Fatalf("from the environment: listen %q, public key %q", cfg.HTTP.Listen, cfg.Discord.PublicKey)
	}
	if _, err := ParsePublicKey(cfg.Discord.PublicKey); err != nil {
		t.Fatalf("the environment's key: %v", err)
	}
}

// Gateway and HTTP in one process: both answer through the same router,
// and an interaction ID handled on one is not run again on the other.
func TestWireS11dGatewayAndHTTPTogether(t *testing.T) {
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

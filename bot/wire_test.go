package bot

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/commands"
	"fray/rules/dice"
	"fray/storage"
)

// gatewayRig is the bot connected through a real discordgo session to the
// fake Discord on loopback.
type gatewayRig struct {
	fake    *fakediscord.Server
	srv     *Services
	app     *commands.App
	metrics *Metrics
	log     *logBuf
}

func newGatewayRig(t *testing.T, src dice.Source, shardID, shardCount int) *gatewayRig {
	t.Helper()
	rig := &gatewayRig{fake: fakediscord.New(t), log: &logBuf{}, metrics: NewMetrics(nil)}
	rig.app = newTestApp(t, storage.Options{}, src)
	cmds, _, _ := rig.app.Routes()
	rig.metrics.Know(cmds)
	cfg := DefaultConfig()
	cfg.Discord = DiscordConfig{Token: "test-token", APIURL: rig.fake.URL(), GatewayURL: rig.fake.GatewayURL(), ShardID: shardID, ShardCount: shardCount}
	lg := NewLogger(LogConfig{Format: "json", Level: "info"}, rig.log)
	srv, err := StartServicesWith(context.Background(), cfg, NewRouter(rig.app, lg), lg, ServiceOptions{Metrics: rig.metrics})
	if err != nil {
		t.Fatal(err)
	}
	rig.srv = srv
	t.Cleanup(func() { srv.Stop(3 * time.Second) })
	if !rig.fake.Wait(5*time.Second, func(st fakediscord.State) bool { return st.Readies == 1 }) {
		t.Fatal("no READY")
	}
	return rig
}

// callback waits for the interaction's callback and decodes it.
func (g *gatewayRig) callback(t *testing.T, id string) discordgo.InteractionResponse {
	t.Helper()
	reqs := waitRequests(t, g.fake, http.MethodPost, "/interactions/"+id+"/tok-"+id+"/callback", 1)
	return decodeResponse(t, reqs[0].Body)
}

func TestWireSlashCommand(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, dice.NewScripted(4, 5), 0, 1)
	if err := rig.fake.Dispatch(fakediscord.Command("1001", []string{"roll"}, map[string]any{"dice": "2d6+3"})); err != nil {
		t.Fatal(err)
	}
	r := rig.callback(t, "1001")
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || len(r.Data.Embeds) != 1 || !strings.Contains(r.Data.Embeds[0].Description, "**12**") {
		t.Fatalf("callback %+v", r)
	}
	// The bot authenticates as a bot.
	if h := rig.fake.Requests(http.MethodPost, "/interactions/1001/")[0].Header.Get("Authorization"); h != "Bot test-token" {
		t.Fatalf("authorization %q", h)
	}
}

// A button press on the wire gets the same answer the router gives; the
// roll button posts a new roll (the update kind, 7, is checked below).
func TestWireButton(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, dice.NewScripted(2, 6), 0, 1)
	if err := rig.fake.Dispatch(fakediscord.Component("1002", "roll:again:p:2d6", "1500000000000000001")); err != nil {
		t.Fatal(err)
	}
	r := rig.callback(t, "1002")
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || !strings.Contains(r.Data.Embeds[0].Description, "(2, 6)") {
		t.Fatalf("button callback %+v", r)
	}
}

// A component answered with UPDATE_MESSAGE (type 7) goes out as type 7 and
// the updated message is remembered by its id, without another REST call.
func TestWireUpdateMessage(t *testing.T) {
	t.Parallel()
	fake := fakediscord.New(t)
	sess := testSession(t, fake, 0, 1)
	d := &Dispatcher{Responder: SessionResponder{S: sess}, Log: quietLog()}
	var i discordgo.Interaction
	raw, _ := json.Marshal(fakediscord.Component("1003", "trk:next", "1500000000000000009"))
	if err := json.Unmarshal(raw, &i); err != nil {
		t.Fatal(err)
	}
	resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseUpdateMessage, Data: &discordgo.InteractionResponseData{Content: "round 2"}}
	if err := d.Responder.Respond(context.Background(), &i, resp); err != nil {
		t.Fatal(err)
	}
	var sent string
	d.after(context.Background(), &i, &commands.Response{Type: resp.Type, Data: resp.Data, Sent: func(_ context.Context, id string) { sent = id }}, nil)
	got := decodeResponse(t, fake.Requests(http.MethodPost, "/interactions/1003/")[0].Body)
	if got.Type != discordgo.InteractionResponseUpdateMessage || sent != "1500000000000000009" {
		t.Fatalf("type %d, remembered %q", got.Type, sent)
	}
	if n := len(fake.Requests(http.MethodGet, "")); n != 0 {
		t.Fatalf("an update needs no GET of the original, made %d", n)
	}
}

func TestWireAutocomplete(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 0, 1)
	if err := rig.fake.Dispatch(fakediscord.Autocomplete("1004", []string{"roll"}, map[string]any{"dice": "2d"}, "dice")); err != nil {
		t.Fatal(err)
	}
	r := rig.callback(t, "1004")
	if r.Type != discordgo.InteractionApplicationCommandAutocompleteResult {
		t.Fatalf("autocomplete answered with type %d, want 8", r.Type)
	}
	if len(r.Data.Choices) > 25 {
		t.Fatalf("%d choices: Discord takes at most 25", len(r.Data.Choices))
	}
}

// The shard is sent in IDENTIFY and comes back in READY.
func TestWireShardIdentify(t *testing.T) {
	t.Parallel()
	rig := newGatewayRig(t, nil, 1, 2)
	var id struct {
		Token   string `json:"token"`
		Shard   [2]int `json:"shard"`
		Intents int    `json:"intents"`
	}
	if err := json.Unmarshal(rig.fake.Snapshot().Identifies[0], &id); err != nil {
		t.Fatal(err)
	}
	if id.Shard != [2]int{1, 2} || id.Intents != 0 || id.Token != "Bot test-token" {
		t.Fatalf("identify %+v: want shard [1 2], no intents, the bot token", id)
	}
}

// register: one PUT with every command, Russian names and descriptions, and
// guild-only contexts.
func TestWireRegister(t *testing.T) {
	t.Parallel()
	fake := fakediscord.New(t)
	sess := testSession(t, fake, 0, 1)
	app := newTestApp(t, storage.Options{}, nil)
	out, err := Register(context.Background(), sess, "", "", app.Definitions())
	if err != nil {
		t.Fatal(err)
	}
	puts := fake.Requests(http.MethodPut, "/applications/"+fakediscord.AppID+"/commands")
	if len(puts) != 1 || len(out) != len(app.Definitions()) {
		t.Fatalf("%d PUTs, %d commands back", len(puts), len(out))
	}
	var cmds []map[string]json.RawMessage
	if err := puts[0].JSON(&cmds); err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, c := range cmds {
		var name string
		var loc map[string]string
		_ = json.Unmarshal(c["name"], &name)
		names[name] = true
		if json.Unmarshal(c["name_localizations"], &loc) != nil || loc["ru"] == "" {
			t.Errorf("%s: no Russian name: %s", name, c["name_localizations"])
		}
		if json.Unmarshal(c["description_localizations"], &loc) != nil || loc["ru"] == "" {
			t.Errorf("%s: no Russian description", name)
		}
		if string(c["contexts"]) != "[0]" {
			t.Errorf("%s: contexts %s, want guild only [0]", name, c["contexts"])
		}
		if p, ok := c["default_member_permissions"]; ok && string(p) != "null" {
			var s string
			if json.Unmarshal(p, &s) != nil {
				t.Errorf("%s: default_member_permissions %s must be a string", name, p)
			}
		}
	}
	for _, want := range []string{"roll", "system", "help"} {
		if !names[want] {
			t.Errorf("%s not registered", want)
		}
	}
	// To one guild for development.
	if _, err := Register(context.Background(), sess, fakediscord.AppID, "900", app.Definitions()); err != nil {
		t.Fatal(err)
	}
	if n := len(fake.Requests(http.MethodPut, "/guilds/900/commands")); n != 1 {
		t.Fatalf("guild PUTs %d", n)
	}
}

// A tracker button pressed on the wire goes through the real discordgo
// session and the router, and comes back as UPDATE_MESSAGE (type 7) carrying
// the tracker: no new message is posted.
func TestWireTrackerButtonUpdatesMessage(t *testing.T) {
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
func TestWireAutocompleteGivesChoices(t *testing.T) {
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
func TestWireRegisterDefaultMemberPermissions(t *testing.T) {
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

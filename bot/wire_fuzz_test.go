package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/storage"
)

// FuzzRouterPayload feeds arbitrary interaction payloads, decoded as the
// gateway and the HTTP endpoint decode them, to the router: it never panics,
// answers anything it runs, refuses with an ephemeral message, and changes
// stored state only for a command it accepted.
func FuzzRouterPayload(f *testing.F) {
	seeds := []fakediscord.Interaction{
		fakediscord.Command("1", []string{"roll"}, map[string]any{"dice": "2d6+3"}),
		fakediscord.Command("2", []string{"system", "set"}, map[string]any{"system": "klondike"}),
		fakediscord.Command("3", []string{"system", "set"}, map[string]any{"system": 12.5}),
		fakediscord.Command("4", []string{"nope"}, map[string]any{"x": true}),
		fakediscord.Command("5", []string{"system", "set"}, map[string]any{"system": "medieval"}).As("9", 0),
		fakediscord.Component("6", "roll:again:p:", "1"),
		fakediscord.Component("7", "zz:top:"+string(bytes.Repeat([]byte("é"), 300)), "1"),
		fakediscord.Autocomplete("8", []string{"roll"}, map[string]any{"dice": 5}, "dice"),
	}
	for _, s := range seeds {
		b, _ := json.Marshal(s)
		f.Add(b)
	}
	f.Add([]byte(`{"id":"9","type":2,"version":99,"data":{"name":"roll","options":[{"name":"dice","type":3,"value":{"a":1}}]}}`))
	f.Add([]byte(`{"id":"10","type":3,"data":null,"member":null}`))
	f.Add([]byte(`{"id":"11","type":2,"app_permissions":5}`))
	app := newTestApp(f, storage.Options{}, nil)
	var outcome string
	r := NewRouter(app, quietLog())
	r.Observe = func(_, o string, _ time.Duration) { outcome = o }
	f.Fuzz(func(t *testing.T, payload []byte) {
		var i discordgo.Interaction
		_ = json.Unmarshal(payload, &i) // a failed decode still reaches the handler, as on the gateway
		before := snapshotState(t, app.Store(), &i)
		outcome = ""
		resp, err := r.Handle(context.Background(), &i)
		if i.ID == "" || i.Type == 0 {
			if err == nil {
				t.Fatal("an empty interaction must be refused")
			}
			return
		}
		if resp == nil {
			t.Fatalf("no answer (err %v)", err)
		}
		if i.Type == discordgo.InteractionPing {
			return
		}
		if outcome != "ok" && resp.Type == discordgo.InteractionResponseChannelMessageWithSource && !resp.Ephemeral() {
			t.Fatalf("outcome %s answered publicly", outcome)
		}
		if after := snapshotState(t, app.Store(), &i); outcome != "ok" && after != before {
			t.Fatalf("outcome %s changed state:\n%s\n→\n%s", outcome, before, after)
		}
	})
}

// snapshotState is what an interaction can reach: its guild's settings and
// its channel's state.
func snapshotState(t *testing.T, st *storage.Store, i *discordgo.Interaction) string {
	var out []byte
	err := st.View(context.Background(), func(tx *storage.Tx) error {
		g, err := tx.Guild(i.GuildID)
		if err != nil {
			return err
		}
		c, err := tx.Channel(i.GuildID, i.ChannelID)
		if err != nil {
			return err
		}
		out, err = json.Marshal([]any{g, c})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

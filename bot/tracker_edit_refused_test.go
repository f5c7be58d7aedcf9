package bot

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/storage"
)

// In a channel the bot user cannot see, Discord refuses the tracker's edit
// through the channel (403 Missing Access). The reply still arrives, and
// the user who ran the command is told, to them alone, in their language,
// that the tracker is out of date and what to do.
func TestTrackerEditRefusedIsToldToTheUser(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ locale, want string }{
		{"en-US", "The tracker could not be updated"},
		{"ru", "Трекер не обновился"},
	} {
		rig := newDeferRig(t, nil)
		rig.fake.HideChannel(fakediscord.ChannelID)
		rig.send(t, fakediscord.Command("6001", []string{"system", "set"}, map[string]any{"system": "medieval"}).Locale(c.locale))
		rig.send(t, fakediscord.Command("6002", []string{"combat", "start"}, nil).Locale(c.locale))
		waitTracker(t, rig.store, fakediscord.ChannelID)
		rig.send(t, fakediscord.Command("6003", []string{"combat", "add"}, map[string]any{"name": "Aldo"}).Locale(c.locale))
		if r, raw := rig.callback(t, "6003"); r.Type != discordgo.InteractionResponseChannelMessageWithSource || r.Data == nil || r.Data.Flags != 0 {
			t.Fatalf("%s: the reply %s: want the public join", c.locale, raw)
		}
		edits := rig.fake.Requests(http.MethodPatch, "/channels/"+fakediscord.ChannelID+"/messages/")
		if len(edits) != 1 || edits[0].Status != http.StatusForbidden {
			t.Fatalf("%s: want one tracker edit, refused: %+v", c.locale, edits)
		}
		follow := rig.webhookBody(t, "6003", http.MethodPost, "/tok-6003")
		if flagsOf(follow) != ephemeralFlag || !strings.Contains(string(follow["embeds"]), c.want) {
			t.Fatalf("%s: follow-up %v: want an ephemeral note saying %q", c.locale, follow, c.want)
		}
		var am struct {
			Parse *[]string `json:"parse"`
			Users []string  `json:"users"`
			Roles []string  `json:"roles"`
		}
		if err := json.Unmarshal(follow["allowed_mentions"], &am); err != nil || am.Parse == nil || len(*am.Parse)+len(am.Users)+len(am.Roles) != 0 {
			t.Fatalf("%s: the note's allowed_mentions %s: want nobody pinged", c.locale, follow["allowed_mentions"])
		}
	}
}

// An edit that fails for a passing reason (a server error) says nothing:
// the tracker catches up with the next change.
func TestTrackerEditServerErrorIsNotToldAsRefused(t *testing.T) {
	t.Parallel()
	rig := newDeferRig(t, nil)
	rig.send(t, fakediscord.Command("6101", []string{"system", "set"}, map[string]any{"system": "medieval"}))
	rig.send(t, fakediscord.Command("6102", []string{"combat", "start"}, nil))
	waitTracker(t, rig.store, fakediscord.ChannelID)
	rig.fake.Fail(http.MethodPatch, "/channels/", -1, fakediscord.Fault{Status: http.StatusInternalServerError, Body: `{"message":"boom","code":0}`})
	rig.send(t, fakediscord.Command("6103", []string{"combat", "add"}, map[string]any{"name": "Aldo"}))
	if got := rig.calls("6103"); len(got) != 0 {
		t.Fatalf("calls %q: a passing failure is only logged", got)
	}
}

// Without a token (HTTP interactions only) the bot can never learn the
// tracker message's ID nor edit it: /combat start says so, plainly, in the
// user's language, and the tracker's first update drops the note.
func TestNoTokenCombatStartSaysWhatTheTrackerLacks(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	const channel = "300000000000000130"
	for k, c := range []struct{ locale, want string }{
		{"en-US", "without a bot token"},
		{"ru", "без токена бота"},
	} {
		id := func(n int) string { return strconv.Itoa(6200 + 10*k + n) }
		if status, body := do(t, signed(t, rig.url, time.Now(), systemSet(id(1), channel, "medieval").Locale(c.locale))); status != http.StatusOK {
			t.Fatalf("system set: %d %s", status, body)
		}
		status, body := do(t, signed(t, rig.url, time.Now(), fakediscord.Command(id(2), []string{"combat", "start"}, nil).In(channel).Locale(c.locale)))
		r := decodeResponse(t, body)
		if status != http.StatusOK || r.Data == nil || len(r.Data.Embeds) != 2 || !strings.Contains(r.Data.Embeds[1].Description, c.want) {
			t.Fatalf("%s: /combat start %d %s: want the tracker and a note saying %q", c.locale, status, body, c.want)
		}
		if status, body := do(t, signed(t, rig.url, time.Now(), fakediscord.Command(id(3), []string{"combat", "end"}, nil).In(channel).Locale(c.locale))); status != http.StatusOK {
			t.Fatalf("combat end: %d %s", status, body)
		}
	}
}

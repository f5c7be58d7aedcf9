package commands_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot"
	"fray/bot/consoletest"
)

// Helpers the console tests of this package share, to read what the bot
// sent.

// channelID is the console's id for its default channel.
func channelID(h *consoletest.Harness) string { return bot.ConsoleChannelID("general") }

// replyEmbeds is the part of a reply these tests read.
type replyEmbeds struct {
	Embeds []struct {
		Title       string `json:"title"`
		Description string `json:"description"`
		Fields      []struct {
			Name  string `json:"name"`
			Value string `json:"value"`
		} `json:"fields"`
	} `json:"embeds"`
}

func decodeEmbeds(t *testing.T, s consoletest.Sent) replyEmbeds {
	t.Helper()
	var r replyEmbeds
	if err := json.Unmarshal(s.Data, &r); err != nil {
		t.Fatalf("reply %s: %v", s.Data, err)
	}
	return r
}

// wantNone fails when s holds any of nots.
func wantNone(t *testing.T, what string, s consoletest.Sent, nots ...string) {
	t.Helper()
	for _, n := range nots {
		if strings.Contains(s.Text(), n) {
			t.Errorf("%s: did not want %q in:\n%s", what, n, s.Text())
		}
	}
}

// texts is what the bot sent, readable in a failure.
func texts(out []consoletest.Sent) string {
	var b strings.Builder
	for _, s := range out {
		b.WriteString(s.Kind + ": " + s.Text() + "\n")
	}
	return b.String()
}

// firstEmbed is the first embed of a reply.
type firstEmbed struct {
	Description string `json:"description"`
	Fields      []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"fields"`
}

func firstEmbedOf(t *testing.T, s consoletest.Sent) firstEmbed {
	t.Helper()
	var d struct {
		Embeds []firstEmbed `json:"embeds"`
	}
	if err := json.Unmarshal(s.Data, &d); err != nil || len(d.Embeds) == 0 {
		t.Fatalf("want an embed, got %s (%v)", s.Text(), err)
	}
	return d.Embeds[0]
}

// embedText is an embed's description and field values, as a reader sees
// them (the JSON escapes quotes).
func embedText(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	e := firstEmbedOf(t, s)
	parts := []string{e.Description}
	for _, f := range e.Fields {
		parts = append(parts, f.Value)
	}
	return strings.Join(parts, "\n")
}

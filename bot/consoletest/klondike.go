package consoletest

import (
	"encoding/json"
	"strings"
	"testing"
)

func KlWant(t *testing.T, what string, s Sent, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(s.Text(), w) {
			t.Errorf("%s lacks %q:\n%s", what, w, s.Text())
		}
	}
}

// byTitle finds the last message whose text contains marker.
func ByText(t *testing.T, out []Sent, marker string) Sent {
	t.Helper()
	for k := len(out) - 1; k >= 0; k-- {
		if strings.Contains(out[k].Text(), marker) {
			return out[k]
		}
	}
	t.Fatalf("no message contains %q", marker)
	return Sent{}
}

// KlEmbed decodes the one embed of a reply.
func KlEmbed(t *testing.T, s Sent) (title, desc string, fields []struct{ Name, Value string }) {
	t.Helper()
	var d struct {
		Embeds []struct {
			Title       string `json:"title"`
			Description string `json:"description"`
			Fields      []struct{ Name, Value string }
		} `json:"embeds"`
	}
	if err := json.Unmarshal(s.Data, &d); err != nil || len(d.Embeds) == 0 {
		t.Fatalf("want an embed, got %s (%v)", s.Text(), err)
	}
	e := d.Embeds[0]
	return e.Title, e.Description, e.Fields
}

// KlSetup starts a klondike fight in the locale's command names.
func KlSetup(locale string) string {
	if locale == "ru" {
		return "/система выбрать система:klondike\n/бой начать\n"
	}
	return "/system set system:klondike\n/combat start\n"
}

// KlNot fails when s contains any of the strings.
func KlNot(t *testing.T, what string, s Sent, nots ...string) {
	t.Helper()
	for _, n := range nots {
		if strings.Contains(s.Text(), n) {
			t.Errorf("%s has %q:\n%s", what, n, s.Text())
		}
	}
}

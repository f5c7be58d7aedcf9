package commands_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Names are text, not markup: a name holding Markdown or a link is refused
// wherever a name is typed — a combatant, a character, a weapon — with a
// clear ephemeral error in the user's language, and nothing changes. A
// masked link would sit in the public tracker; three backticks would break
// every tracker line after it.
func TestNamesWithMarkupAreRefused(t *testing.T) {
	names := []string{"[Free Nitro](https://example.com)", "```", "**Boss", "Orc_1_", "~~Orc~~", "||Orc||", "<t:0:R>", "https://example.com", "# Orc", `Orc\`}
	for _, tc := range []struct{ locale, want string }{
		{"en", "A name cannot hold Markdown or a link"},
		{"ru", "В имени не может быть разметки и ссылок"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc\n")
			for _, name := range names {
				q := `"` + strings.ReplaceAll(name, `"`, `\"`) + `"`
				for _, line := range []string{
					"/combat add name:" + q,
					"/char set name:" + q,
					"/char weapon add name:" + q + ` spec:"2d6 melee"`,
				} {
					consoletest.RefusedUnchanged(t, h, line, tc.want)
				}
			}
		})
	}
}

// The same rule holds for a klondike vehicle's name, which had none: a
// name of 5,000 characters, a NUL, a direction override or @everyone is
// refused and stores nothing; a name at the longest allowed is stored and
// can be picked from the vehicles' autocomplete.
func TestVehicleNameFollowsTheNameRules(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en")
	h.Run("/system set system:klondike\n")
	for _, c := range []struct{ name, want string }{
		{strings.Repeat("x", 5000), "is too long"},
		{"Jeep\x00", "control characters"},
		{"\u202eJeep", "control characters"},
		{"@everyone", "mention"},
		{"[Jeep](https://example.com)", "Markdown"},
	} {
		out := h.Run(`/vehicle add name:"` + c.name + `" armor:10 speed:100` + "\n")
		got := consoletest.LastOf(t, out)
		if !got.Ephemeral || !strings.Contains(got.Text(), c.want) {
			t.Errorf("%.20q: %s, want a refusal saying %q", c.name, got.Text(), c.want)
		}
	}
	if got := consoletest.LastOf(t, h.Run("/vehicle show\n")).Text(); strings.Contains(got, "Jeep") || strings.Contains(got, "xxxx") {
		t.Fatalf("a refused vehicle was stored: %s", got)
	}
	long := strings.Repeat("Truck", 12) // 60 characters
	if got := consoletest.LastOf(t, h.Run(`/vehicle add name:"`+long+`" armor:10 speed:100`+"\n")); got.Ephemeral {
		t.Fatalf("a 60-character name refused: %s", got.Text())
	}
	auto := consoletest.LastOf(t, h.Run("?/vehicle hit vehicle:Truck\n"))
	var d struct {
		Choices []struct {
			Value string `json:"value"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(auto.Data, &d); err != nil || len(d.Choices) != 1 || d.Choices[0].Value != long {
		t.Fatalf("autocomplete %s: want the vehicle's whole name", auto.Data)
	}
}

// A member's display name is their character's name when /char set has
// none: Markdown, links and mentions in it reach no reply as markup. The
// tracker shows the name as text.
func TestDisplayNameMarkupReachesNoTracker(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 3, 5, 7)
	script := "/system set system:medieval\n/combat start\n"
	for _, who := range []string{"[Nitro](https://example.com)", "```Ann```", "@here"} {
		script += "@" + who + " /char set stats:\"REF 7\"\n@" + who + " /combat join\n"
	}
	out := h.Run(script)
	tracker := ""
	for _, s := range out {
		if s.Kind == "edit" {
			tracker = consoletest.PlainText(t, s)
		}
	}
	for _, bad := range []string{"](", "https://", "```", "@here"} {
		if strings.Contains(tracker, bad) {
			t.Errorf("the tracker holds %q:\n%s", bad, tracker)
		}
	}
	for _, want := range []string{"**Nitro", "**Ann**", "**here**"} {
		if !strings.Contains(tracker, want) {
			t.Errorf("the tracker lacks %q:\n%s", want, tracker)
		}
	}
}

// A roll's comment is free text: a NUL or a direction override in it is
// refused (it reached the title and the Roll again button's custom_id),
// and Markdown in it is shown as typed, escaped.
func TestRollCommentIsPlainText(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 3, 4)
	for _, bad := range []string{"sneak\x00attack", "sneak\u202eattack"} {
		got := consoletest.LastOf(t, h.Run(`/roll dice:1d6 comment:"`+bad+`"`+"\n"))
		if !got.Ephemeral || !strings.Contains(got.Text(), "control characters") {
			t.Fatalf("comment %q: %s, want a refusal", bad, got.Text())
		}
	}
	got := consoletest.LastOf(t, h.Run(`/roll dice:1d6 comment:"[x](https://example.com) **y**"`+"\n"))
	var d struct {
		Embeds []struct {
			Title string `json:"title"`
		} `json:"embeds"`
		Components []struct {
			Components []struct {
				CustomID string `json:"custom_id"`
			} `json:"components"`
		} `json:"components"`
	}
	if err := json.Unmarshal(got.Data, &d); err != nil || len(d.Embeds) != 1 {
		t.Fatalf("%s: %v", got.Data, err)
	}
	if want := `🎲 \[x\](https://example.com) \*\*y\*\*`; d.Embeds[0].Title != want {
		t.Fatalf("title %q, want %q", d.Embeds[0].Title, want)
	}
	again := consoletest.LastOf(t, h.Run("!click Roll again\n"))
	if !strings.Contains(string(again.Data), `\\[x\\]`) {
		t.Fatalf("Roll again lost the escaped comment: %s", again.Data)
	}
}

package klondike_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// A klondike check is no blow or shot: its flavour line (a botched check,
// Effect −6 or worse) is one of the lines that name neither. A newcomer's
// failed Gun Combat check read «Замах от плеча — и кулак встречается со
// столбом», a punch.
func TestKlondikeCheckFlavourIsNoAttack(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		kinds := flavour.LineKinds(consoletest.Flavour("klondike"), "fumble", locale)
		lines := flavour.Lines(consoletest.Flavour("klondike"), "fumble", locale)
		if len(lines) == 0 {
			t.Fatalf("%s: klondike has no fumble lines", locale)
		}
		seen := 0
		// Untrained −3: 1+1, 1+2, 2+1, 1+3, 2+2 all give Effect −6 or worse.
		for _, faces := range [][]int{{1, 1}, {1, 2}, {2, 1}, {1, 3}, {2, 2}, {3, 1}} {
			h := consoletest.NewSystemHarness(t, locale, faces...)
			out := h.Run("/system set system:klondike\n/check characteristic:DEX skill:gun_combat\n")
			var msg struct {
				Embeds []struct {
					Fields []struct{ Name, Value string } `json:"fields"`
				} `json:"embeds"`
			}
			if err := json.Unmarshal(consoletest.LastOf(t, out).Data, &msg); err != nil || len(msg.Embeds) == 0 {
				t.Fatalf("%s %v: no embed: %v", locale, faces, err)
			}
			for _, f := range msg.Embeds[0].Fields {
				if f.Name != "\u200b" {
					continue
				}
				shown := strings.Trim(f.Value, "*")
				matched := false
				for i, tpl := range lines {
					if strings.ReplaceAll(tpl, "{{.Actor}}", "GM") == shown {
						matched = true
						if kinds[i] != "" {
							t.Errorf("%s %v: a check's flavour is a %s line: %q", locale, faces, kinds[i], shown)
						}
					}
				}
				if !matched {
					t.Errorf("%s %v: flavour %q is no fumble line", locale, faces, shown)
				}
				seen++
			}
		}
		if seen == 0 {
			t.Errorf("%s: no check showed a flavour line", locale)
		}
	}
}

package klondike_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A player whose Discord display name is "@everyone" (or a role mention)
// makes a character without name:, so the sheet takes the display name.
// The public "choose where the damage goes" reply pings that player and
// nobody else: the name reaches the content as plain text, and the reply's
// allowed_mentions allows exactly the player, no role and no @everyone.
func TestDamageChoicePingsOnlyThePlayer(t *testing.T) {
	for _, display := range []string{"@everyone", "<@&1234567890>"} {
		t.Run(display, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, "en", 5, 5, 1, 1, 6, 6, 3, 3, 3, 3)
			out := h.Run(consoletest.KlSetup("en") + `@` + display + ` /char set stats:"STR 6 DEX 9 END 6 INT 9"
@` + display + ` /combat join
/combat add name:Bandit
`)
			var name string
			for _, s := range out {
				if s.Kind == "response" && !s.Ephemeral && strings.Contains(s.Text(), "initiative") {
					name = s.Text()
				}
			}
			if strings.Contains(name, "@everyone") || strings.Contains(name, "<@&") {
				t.Fatalf("the display name reached a reply as a mention: %s", name)
			}
			target := "everyone"
			if display != "@everyone" {
				target = "&1234567890"
			}
			owner := klOwnerOf(t, out, target)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Bandit target:"+target+" damage:4d6 range:5\n")))
			var d struct {
				Content         string `json:"content"`
				AllowedMentions *struct {
					Parse *[]string `json:"parse"`
					Users []string  `json:"users"`
					Roles []string  `json:"roles"`
				} `json:"allowed_mentions"`
			}
			if err := json.Unmarshal(got.Data, &d); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(d.Content, "<@"+owner+">") || strings.Contains(d.Content, "@everyone") || strings.Contains(d.Content, "<@&") {
				t.Fatalf("content %q: want the player's mention and the name as text", d.Content)
			}
			am := d.AllowedMentions
			if am == nil || am.Parse == nil || len(*am.Parse) != 0 || len(am.Roles) != 0 || len(am.Users) != 1 || am.Users[0] != owner {
				t.Fatalf("allowed_mentions %s: want parse [] and users [%s]", mustJSON(t, am), owner)
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

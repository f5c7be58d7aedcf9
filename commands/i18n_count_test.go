package commands_test

import (
	"encoding/json"
	"testing"

	"fray/bot"
	"fray/commands"
	"fray/rules"
)

// A Note stored with the fight (an owed roll, a log line) comes back from
// JSON with its Count a float64; its plural message must still render, in
// both languages, instead of the message key.
func TestPluralCountSurvivesJSON(t *testing.T) {
	tr, err := commands.NewI18n(commands.MessagesOf(bot.Plugins())...)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(rules.Note{Key: "combat.joined", Args: map[string]any{"Count": 3}})
	if err != nil {
		t.Fatal(err)
	}
	var n rules.Note
	if err := json.Unmarshal(raw, &n); err != nil {
		t.Fatal(err)
	}
	if _, ok := n.Args["Count"].(float64); !ok {
		t.Fatalf("Count came back as %T, the case this test is about", n.Args["Count"])
	}
	for _, tc := range []struct{ locale, want string }{
		{"en", "3 combatants join the fight"},
		{"ru", "В бой вступают 3 участника"},
	} {
		if got := tr.Note(tc.locale, n); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.locale, got, tc.want)
		}
	}
}

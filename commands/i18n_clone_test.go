package commands_test

import (
	"slices"
	"testing"

	"fray/bot"
	"fray/commands"
)

// A clone renders as the original does and keeps its own record of missing
// keys: the test harness gives every app a clone of one parsed I18n.
func TestI18nCloneSharesMessagesNotMissing(t *testing.T) {
	orig, err := commands.NewI18n(commands.MessagesOf(bot.Plugins())...)
	if err != nil {
		t.Fatal(err)
	}
	c := orig.Clone()
	for _, loc := range []string{commands.LocaleRU, commands.LocaleEN} {
		for _, key := range []string{"combat.recap_title", "combat.recap_out"} {
			if got, want := c.T(loc, key, nil), orig.T(loc, key, nil); got != want || got == key {
				t.Errorf("%s %s: clone %q, original %q", loc, key, got, want)
			}
		}
	}
	c.T(commands.LocaleEN, "no.such.key", nil)
	if !slices.Contains(c.Missing(), "en:no.such.key") {
		t.Fatalf("the clone did not record its missing key: %v", c.Missing())
	}
	if m := orig.Missing(); len(m) != 0 {
		t.Fatalf("the original recorded the clone's missing key: %v", m)
	}
	if m := orig.Clone().Missing(); len(m) != 0 {
		t.Fatalf("a new clone starts with %v", m)
	}
}

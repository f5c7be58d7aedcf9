package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// The GM picks the specialty rule per channel: 10s re-rolled (the default)
// or counted twice (RULES.md: «a specialty re-rolls 10s (revised rule) or
// counts each 10 twice (the later anniversary rule) — the GM picks»).
func TestStorytellerSpecialtyRulePerChannel(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, 10, 3, 3 /*re-roll rule: the 10 adds a die*/, 8, 10, 3, 3)
			out := consoletest.Replies(h.Run("/system set system:storyteller\n/check pool:3 difficulty:6 specialty:true\n"))
			want := map[string][]string{"en": {"each 10 is re-rolled", "**10** 3 3 🔁 **8**", "2 successes"},
				"ru": {"каждая 10 перебрасывается", "**10** 3 3 🔁 **8**", "2 успеха"}}[locale]
			consoletest.MustContain(t, consoletest.LastOf(t, out), want...)
			out = consoletest.Replies(h.Run("/combat specialty rule:double\n/check pool:3 difficulty:6 specialty:true\n"))
			want = map[string][]string{"en": {"each 10 counts twice", "**10** 3 3", "2 successes"},
				"ru": {"каждая 10 считается дважды", "**10** 3 3", "2 успеха"}}[locale]
			consoletest.MustContain(t, out[0], want[0])
			consoletest.MustContain(t, consoletest.LastOf(t, out), want...)
		})
	}
	// Only the GM sets it.
	h := consoletest.NewSystemHarness(t, "en")
	out := consoletest.Replies(h.Run("/system set system:storyteller\n@Pat /combat specialty rule:double\n"))
	if !consoletest.LastOf(t, out).Ephemeral {
		t.Errorf("a player may not set the rule: %s", consoletest.LastOf(t, out).Text())
	}
}

package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A player who started the fight is its GM, not the channel's: /system set
// refuses them, and the refusal must not offer "whoever started the fight"
// as a way in. Nothing changes.
func TestSystemSetRefusalNamesWhoMayChangeIt(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, banned, system string }{
		{"en", "/system set system:medieval\n@Ann /combat start\n@Ann /system set system:klondike\n/system show\n",
			"Only the GM can change the channel's system", "whoever started", "Medieval"},
		{"ru", "/система выбрать система:medieval\n@Ann /бой начать\n@Ann /система выбрать система:klondike\n/система показать\n",
			"Систему канала может менять только мастер", "кто начал бой", "Средневековье"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		out := h.Run(tc.script)
		refusal := out[len(out)-2]
		if !refusal.Ephemeral || !strings.Contains(refusal.Text(), tc.want) || strings.Contains(refusal.Text(), tc.banned) {
			t.Errorf("%s: refusal %s", tc.locale, refusal.Text())
		}
		if show := consoletest.LastOf(t, out); !strings.Contains(show.Text(), tc.system) {
			t.Errorf("%s: the system changed: %s", tc.locale, show.Text())
		}
	}
}

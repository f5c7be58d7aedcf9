package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 10: an option that another system moved into extra:, typed as an
// option of its own (the console sends any name it is given), is refused as
// the same key inside extra: is — before, the handler silently ignored it —
// and changes nothing. A system's own situation tokens read by name stay.
func TestS10ForeignMovedOptionTypedDirectlyIsRefused(t *testing.T) {
	for _, tc := range []struct {
		system, locale, line string
		refused              bool
		want                 string
	}{
		{"medieval", "ru", "/атака цель:Orc обстановка:x\n", true, "«обстановка» — не из дополнительных параметров этой команды: действие, скрыто."},
		{"medieval", "en", "/attack target:Orc situation:x\n", true, "“situation” is not one of this command's extra options: actions, hidden."},
		{"klondike", "en", "/attack target:Orc actions:2\n", true, "“actions” is not one of this command's extra options: targets."},
		{"storyteller", "ru", "/атака цель:Orc скрыто:ноги\n", true, "«скрыто» — не из дополнительных параметров этой команды: обстановка, цели."},
		// действие: is medieval's moved option and storyteller's own token.
		{"storyteller", "ru", "/атака цель:Orc действие:2\n", false, ""},
	} {
		t.Run(tc.system+"/"+tc.line, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:" + tc.system + "\n/combat start\n")
			if tc.refused {
				consoletest.RefusedUnchanged(t, h, strings.TrimSuffix(tc.line, "\n"), tc.want)
				return
			}
			got := consoletest.LastOf(t, h.Run(tc.line))
			if desc := s9bDecode(t, got).Embeds[0].Description; strings.Contains(desc, "дополнительных параметров") {
				t.Fatalf("a token the system reads was refused: %q", desc)
			}
		})
	}
}

// TakesOption answers the console for the options Discord's definition
// leaves out.
func TestS10TakesOption(t *testing.T) {
	a := consoletest.NewSystemHarness(t, "en").App
	for name, want := range map[string]bool{"situation": true, "обстановка": true, "ЦЕЛИ": true, "действия": true, "willpower": true, "nonsense": false} {
		if got := a.TakesOption("attack", name); got != want {
			t.Errorf("TakesOption(attack, %q) = %v, want %v", name, got, want)
		}
	}
	if a.TakesOption("roll", "situation") {
		t.Error("/roll takes no situation")
	}
}

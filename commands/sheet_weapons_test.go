package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A klondike sheet shows its weapons in the reader's words, as medieval and
// storyteller sheets do: Russian readers see the notation's Russian
// spellings, which /char weapon add reads back; English readers the stored
// notation.
func TestKlondikeSheetWeaponsInTheReadersWords(t *testing.T) {
	for _, tc := range []struct{ locale, revolver, grenade string }{
		{"ru", "3d6-3 дальний дальность:10 патроны:6", "5d6 метательное взрыв:6"},
		{"en", "3d6-3 ranged range:10 ammo:6", "5d6 thrown blast:6"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run("/system set system:klondike\n/char set stats:\"DEX 8\"\n/char weapon add name:Revolver\n/char weapon add name:Grenade\n")
			got := consoletest.LastOf(t, out).Text()
			for _, want := range []string{tc.revolver, tc.grenade} {
				if !strings.Contains(got, want) {
					t.Errorf("want %q in %s", want, got)
				}
			}
		})
	}
}

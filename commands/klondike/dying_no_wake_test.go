package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Если все три характеристики упали до нуля - персонаж при смерти»: one
// hit that takes END, STR and DEX to 0 leaves a dying character, not one
// who "wakes in 1 minute" — the roll to come round that STR at 0 drew
// (6+6 on original END, d6 1) does not stand and is not shown.
func TestKlondikeOneHitToZeroIsDyingNotWaking(t *testing.T) {
	for _, tc := range []struct{ locale, script, dying, wake string }{
		{"en", "/combat add name:Thug\n/damage target:Thug amount:21 to:str\n", "☠️ Dying", "wakes in"},
		{"ru", "/бой добавить имя:Thug\n/урон цель:Thug количество:21 куда:сил\n", "☠️ При смерти", "очнётся"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 6, 6, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		hit := consoletest.ByText(t, out, "Thug")
		for _, s := range out {
			if strings.Contains(s.Text(), tc.dying) {
				hit = s
			}
		}
		consoletest.KlWant(t, tc.locale, hit, tc.dying)
		if strings.Contains(hit.Text(), tc.wake) || strings.Contains(hit.Text(), "💤") {
			t.Errorf("%s: a dying character is told when it wakes:\n%s", tc.locale, hit.Text())
		}
	}
}

package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Tightening a grapple rolls no attack («укрепив захват (бросок на
// Силу)»), so the undeclared-actions reminder ("attack 2 this round, rolled
// with no multiple-action penalty") has nothing to speak of there.
func TestStorytellerS11TightenGetsNoSplitReminder(t *testing.T) {
	for _, tc := range []struct{ locale, grapple, note, banned string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:grapple defense:none",
			"Ann tightens the grapple on Thug", "multiple-action"},
		{"ru", "/атака атакующий:Ann цель:Thug приём:захват защита:нет",
			"Ann укрепляет захват (Thug)", "множественное действие"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.StLockFight(t, tc.locale, tc.grapple)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.grapple+"\n")))
			consoletest.MustContain(t, got, tc.note)
			if strings.Contains(got.Text(), tc.banned) {
				t.Errorf("the tightening reads as an attack roll:\n%s", got.Text())
			}
		})
	}
}

package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «Обойма: количество патронов, которые можно зарядить за один раз. +1
// означает наличие патрона в стволе, готового к выстрелу.» Automatic fire
// empties the Light SMG (30+1); a reload then holds the fresh clip, 30, and
// says why not 31. After one more shot a reload holds the clip and the
// chambered round: 31.
func TestStorytellerReloadingAnEmptyGunHoldsTheClipAlone(t *testing.T) {
	for _, tc := range []struct{ locale, reload, empty, why, full string }{
		{"en", `/reload name:Ann weapon:"Light SMG"`, "0 → 30 rounds", "no round is in the chamber", "29 → 31 rounds"},
		{"ru", `/перезарядить имя:Ann оружие:"Light SMG"`, "патронов было 0, стало 30", "патрона в стволе нет", "патронов было 29, стало 31"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(200)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:auto defense:none
!click Next round
`)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.reload+"\n")))
			if got.Ephemeral {
				t.Fatalf("reload refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.empty, tc.why)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run("!click Next round\n/attack attacker:Ann target:Orc weapon:\"Light SMG\" defense:none\n!click Next round\n"+tc.reload+"\n")))
			consoletest.MustContain(t, got, tc.full)
			consoletest.MustNotContain(t, got, tc.why)
		})
	}
}

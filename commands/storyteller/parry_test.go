package storyteller_test

import (
	"fray/bot/consoletest"
	"testing"
)

// «Парировать удар: Ловкость + Фехтование»: a parry is made with a weapon.
// A disarmed fighter could still declare a parry, or be given one by
// defense:parry, and roll it. Both are refused now, and the weapon knocked
// away takes a declared parry with it.
func TestStorytellerDisarmedCannotParry(t *testing.T) {
	for _, tc := range []struct{ locale, declare, refused string }{
		{"en", "!click Parry", "Thug is disarmed: a parry needs the weapon."},
		{"ru", "!click Парировать", "Thug: оружия в руках нет, парировать нечем."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Thug 9 + 2 + 1 tops, Ann 2 + 3 + 1.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Thug stats:"Strength 1 Dexterity 2 Brawl 2 Melee 2" weapon:Knife
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat weapon name:Thug state:dropped
`)
			consoletest.RefusedUnchanged(t, h, tc.declare, tc.refused)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Thug maneuver:punch defense:parry", tc.refused)
		})
	}
}

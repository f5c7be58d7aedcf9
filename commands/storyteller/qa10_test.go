package storyteller_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 7 play-test, round 2 (a whole game night): findings fixed, driven
// through the console in both locales.

// A player who names a second gun fires both: «Стрельба из двух стволов:
// Ведение огня из двух оружий одновременно … считается множественным
// действием … сложность выстрела из "слабой" руки увеличивается на
// единицу». weapon2 on a plain shot was silently dropped (one shot, one
// round spent); it now makes the shot two-weapon fire, as shots:3 makes it
// multiple shots. On a maneuver that fires one weapon (a burst) the second
// gun is refused, nothing changed.
func TestStorytellerQA10SecondGunNamedFiresBoth(t *testing.T) {
	for _, tc := range []struct{ locale, title, first, second, ammo, refused string }{
		{"en", "Two weapons (Light pistol + Light pistol)", "multiple actions −2", "multiple actions −3",
			"Rounds left: 17 / 17 (2 spent)", "A second gun (weapon2) fires only with the Two weapons maneuver"},
		{"ru", "Стрельба из двух стволов (Light pistol + Light pistol)", "множественные действия −2", "множественные действия −3",
			"Патронов осталось: 17 / 17 (потрачено 2)", "Второй ствол (оружие2) стреляет только в маневре «Стрельба из двух стволов»"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 5 + 7 and 5 + 2. Shot 1: Dexterity 4 + Firearms 4
			// − 2 (two shots) = 6 dice at 6, six 8s; damage 4 + 5 extra =
			// 9 dice, three 8s: 3 lethal. Shot 2: 8 − 3 = 5 dice at 7 (the
			// off hand), two 8s; damage 4 + 1 = 5 dice, all 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5,
				8, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 8, 8, 8,
				8, 8, 2, 2, 2, 2, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Bob /char set stats:"Dexterity 4 Firearms 4 Wits 3"
@Bob /char weapon add name:"Light pistol"
@Bob /combat join
/combat add name:Boss
`)
			consoletest.RefusedUnchanged(t, h, `@Bob /attack target:Boss weapon:"Light pistol" weapon2:"Light pistol" maneuver:burst defense:none`, tc.refused)
			got := h.Run(`@Bob /attack target:Boss weapon:"Light pistol" weapon2:"Light pistol" defense:none` + "\n")
			if got[0].Ephemeral {
				t.Fatalf("refused: %s", got[0].Text())
			}
			consoletest.MustContain(t, got[0], tc.title, tc.first, tc.second, tc.ammo)
		})
	}
}

package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The seed's armor piercing is a vehicle's: «атаки оружием, способным
// повредить её (Тег ПТ) должны преодолеть значение Брони … бросьте кубы,
// указанные в теге ПТ оружия»; a person's armor always protects: «Перед
// тем, как наносить его персонажу, из него вычитается Защита надетой на нём
// брони». /damage ap: on a person is refused, privately and in the user's
// language, and Ann is untouched; without ap: her armor 5 takes 5 of 8.
func TestKlondikeDamageAPIsForVehicles(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal, hit string }{
		{"en", "/combat add name:Ann armor:5\n/damage target:Ann amount:8 ap:3\n/damage target:Ann amount:8\n",
			"AP (armor piercing) is for vehicles", "8 damage − armor 5 = **3**"},
		{"ru", "/бой добавить имя:Ann броня:5\n/урон цель:Ann количество:8 пт:3\n/урон цель:Ann количество:8 бронебойное:3\n/урон цель:Ann количество:8\n",
			"ПТ (бронебойность) — для техники", "Урон 8 − броня 5 = **3**"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refusal := consoletest.ByText(t, out, tc.refusal)
		if !refusal.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, refusal.Text())
		}
		hits := 0
		for _, s := range out {
			if strings.Contains(s.Text(), "− armor") || strings.Contains(s.Text(), "− броня") {
				hits++
			}
		}
		if hits != 1 {
			t.Errorf("%s: %d damage replies, want only the one without ap:", tc.locale, hits)
		}
		consoletest.KlWant(t, tc.locale, consoletest.ByText(t, out, tc.hit), tc.hit)
	}
}

package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Экипаж: d6 человек на борту … получают 3d6 урона (каждый бросает
// отдельно за себя) … Если результат броска d6 больше, чем количество
// возможных целей, распределите повторные попадания так же случайно.»
// Ann alone aboard, d6 = 2: hit twice, 1+1+1 then 2+2+2. Each hit shows
// its own damage and what was left after it (END 17, then END 11); the
// health bar, which is the state after both, comes once, under the last.
func TestKlondikeCrewHitTwiceShowsHealthOnce(t *testing.T) {
	for _, tc := range []struct{ locale, script, first, second, bar string }{
		{"en", `/combat add name:Ann stats:"END 20"
/vehicle add name:Jeep armor:2 speed:100 handling:1 crew:Ann
/vehicle hit vehicle:Jeep ap:1d6 aim:crew
`, "Now STR 7 · DEX 7 · END 17", "Now STR 7 · DEX 7 · END 11", "25/34"},
		{"ru", `/бой добавить имя:Ann параметры:"ВЫН 20"
/техника добавить имя:Jeep броня:2 скорость:100 управляемость:1 экипаж:Ann
/техника попадание техника:Jeep пт:1d6 прицел:экипаж
`, "Теперь СИЛ 7 · ЛОВ 7 · ВЫН 17", "Теперь СИЛ 7 · ЛОВ 7 · ВЫН 11", "25/34"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 1, 1, 1, 2, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		hit := consoletest.ByText(t, out, "🎯 Jeep")
		consoletest.KlWant(t, tc.locale, hit, tc.first, tc.second, tc.bar)
		if n := strings.Count(hit.Text(), tc.bar); n != 1 {
			t.Errorf("%s: the health after both hits shows %d times:\n%s", tc.locale, n, hit.Text())
		}
		if strings.Index(hit.Text(), tc.bar) < strings.Index(hit.Text(), tc.second) {
			t.Errorf("%s: the health bar comes before the last hit:\n%s", tc.locale, hit.Text())
		}
	}
}

package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A hit goes to the critical column for one of three reasons, and the reply
// says which: «Если результат превышает Броню техники вдвое или более,
// бросайте сразу по столбцу критических повреждений»; «12 | Бросьте по
// таблице критических повреждений»; and an aircraft's failed Pilot roll —
// «в случае авиации необходим бросок Пилот 6+, чтобы избежать крушения и
// броска по таблице критических повреждений». Only a row the vehicle lacks
// shifts down («Если какое-то из повреждений техники неприменимо для неё,
// сдвигайтесь в сторону меньших значений»).
//
// Jeep (armor 6): AP 4+4 = 8, below 12, table 6+6 = 12, critical 2+3 = 5:
// knocked out. Plane (armor 4, nobody aboard, Pilot untrained −3): two
// aimed running-gear hits, AP 3+3 = 6 each; the second immobilises it,
// Pilot 2+2 −3 = 1 vs 6+ fails, the crash rolls 4+5 on the critical column.
func TestKlondikeVehicleCriticalSaysWhy(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		twelve, crash  []string
		never          []string
	}{
		{"en", `/vehicle add name:Jeep armor:6 speed:100 handling:1
/vehicle hit vehicle:Jeep ap:2d6
/vehicle add name:Plane armor:4 speed:300 handling:1 kind:air
/vehicle hit vehicle:Plane ap:2d6 aim:running_gear
/vehicle hit vehicle:Plane ap:2d6 aim:running_gear
`, []string{"AP 4+4 = **8** vs armor 6 — penetrates — **Knocked out**", "damage table: 6+6 = 12", "a 12 on the damage table sends it to the critical column: 2+3 = 5"},
			[]string{"AP 3+3 = **6** vs armor 4 — penetrates", "Pilot: 🎲 2+2 −3 = **1** vs 6+ — failure", "💥 It crashes!", "🎲 the crash rolls on the critical column: 4+5 = 9"},
			[]string{"2× armor", "Lacking systems"}},
		{"ru", `/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1
/техника попадание техника:Jeep пт:2d6
/техника добавить имя:Plane броня:4 скорость:300 управляемость:1 тип:air
/техника попадание техника:Plane пт:2d6 прицел:ходовая
/техника попадание техника:Plane пт:2d6 прицел:ходовая
`, []string{"ПТ 4+4 = **8** против Брони 6 — пробитие — **Подбита**", "таблица повреждений: 6+6 = 12", "12 на таблице повреждений — бросок по критическому столбцу: 2+3 = 5"},
			[]string{"ПТ 3+3 = **6** против Брони 4 — пробитие", "Крушение!", "🎲 крушение — бросок по критическому столбцу: 4+5 = 9"},
			[]string{"2× Брони", "сдвигаются вниз"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 4, 4, 6, 6, 2, 3, 3, 3, 3, 3, 2, 2, 4, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		twelve, crash := consoletest.ByText(t, out, "🎯 Jeep"), consoletest.ByText(t, out, "🎯 Plane")
		consoletest.KlWant(t, tc.locale+" a 12", twelve, tc.twelve...)
		consoletest.KlWant(t, tc.locale+" a crash", crash, tc.crash...)
		for _, w := range tc.never {
			for _, s := range []consoletest.Sent{twelve, crash} {
				if strings.Contains(s.Text(), w) {
					t.Errorf("%s: %q in a vehicle that lacks nothing and an AP roll below 2× armor:\n%s", tc.locale, w, s.Text())
				}
			}
		}
	}
}

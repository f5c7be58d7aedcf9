package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Уничтожена: техника полностью уничтожена. Все члены экипажа получают
// 6d6 урона, если не пройдут бросок ЛОВ 8+, чтобы покинуть технику.» Who
// passes has left the vehicle and is no longer listed aboard; who fails
// takes 6d6 and is still in the wreck. Jeep (armor 2): AP 2+2 = 4 ≥ 2×2,
// critical 6+6 = 12: destroyed. Ann DEX 9: 4+3 +1 = 8, out; Bob DEX 3:
// 2+2 −1 = 3, 6d6 of 1s.
func TestKlondikeDestroyedVehicleCrewWhoGotOutLeave(t *testing.T) {
	for _, tc := range []struct{ locale, script, gotOut, aboard string }{
		{"en", `/combat add name:Ann stats:"DEX 9"
/combat add name:Bob stats:"DEX 3 END 30"
/vehicle add name:Jeep armor:2 speed:100 handling:1 crew:Ann,Bob
/vehicle hit vehicle:Jeep ap:2d6
`, "Ann gets out of Jeep and is no longer aboard.", "aboard: Bob"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9"
/бой добавить имя:Bob параметры:"ЛОВ 3 ВЫН 30"
/техника добавить имя:Jeep броня:2 скорость:100 управляемость:1 экипаж:Ann,Bob
/техника попадание техника:Jeep пт:2d6
`, "Ann выбирается из техники «Jeep» и больше не на борту.", "на борту: Bob"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 2, 2, 6, 6, 4, 3, 2, 2, 1, 1, 1, 1, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		hit := consoletest.ByText(t, out, "🎯 Jeep")
		consoletest.KlWant(t, tc.locale, hit, tc.gotOut, tc.aboard)
		tracker := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" tracker", tracker, tc.aboard)
		if strings.Contains(tracker.Text(), tc.aboard[:len(tc.aboard)-3]+"Ann") {
			t.Errorf("%s: Ann is still listed aboard:\n%s", tc.locale, tracker.Text())
		}
	}
}

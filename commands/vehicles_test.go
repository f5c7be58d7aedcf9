package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Klondike's vehicle damage table: «Груз: 1 единица груза повреждена»,
// «При первом попадании по этой области уменьшите скорость техники вдвое»
// (running gear, engine), «Электроника: … Для авиации это означает штраф -2
// на любые броски управления», a breach gives a boat −1 to handling, and a
// knocked-out boat «тонет через d6 боевых раундов». The
// hit's reply told each; /vehicle show (and the tracker's line) forgot the
// cargo, the gear or engine hit, the handling penalty and the sinking. Now
// the line carries every lasting result the vehicle holds.
func TestKlondikeVehicleShowKeepsEveryLastingResult(t *testing.T) {
	for _, tc := range []struct {
		locale, script, show string
		jeep, boat, plane    []string
	}{
		{"en", `/system set system:klondike
/vehicle add name:Jeep armor:3 speed:100 handling:1
/vehicle hit vehicle:Jeep ap:1d6 aim:cargo
/vehicle hit vehicle:Jeep ap:1d6 aim:running_gear
/vehicle add name:Boat armor:3 speed:40 handling:0 kind:water
/vehicle hit vehicle:Boat ap:1d6 aim:breach
/vehicle hit vehicle:Boat ap:3d6
/vehicle add name:Plane armor:3 speed:300 handling:0 kind:air
/vehicle hit vehicle:Plane ap:1d6 aim:electronics
/vehicle hit vehicle:Plane ap:1d6 aim:engine
`, "/vehicle show\n",
			[]string{"1 cargo unit damaged", "running gear hit (speed halved)"},
			[]string{"1 hull breach", "−1 on handling rolls", "sinking: goes down 3 rounds after the hit", "knocked out"},
			[]string{"electronics out", "engine hit (speed halved)", "−2 on handling rolls"}},
		{"ru", `/система выбрать система:klondike
/техника добавить имя:Jeep броня:3 скорость:100 управляемость:1
/техника попадание техника:Jeep пт:1d6 прицел:груз
/техника попадание техника:Jeep пт:1d6 прицел:ходовая
/техника добавить имя:Boat броня:3 скорость:40 управляемость:0 тип:вода
/техника попадание техника:Boat пт:1d6 прицел:пробоина
/техника попадание техника:Boat пт:3d6
/техника добавить имя:Plane броня:3 скорость:300 управляемость:0 тип:воздух
/техника попадание техника:Plane пт:1d6 прицел:электроника
/техника попадание техника:Plane пт:1d6 прицел:двигатель
`, "/техника показать\n",
			[]string{"повреждено единиц груза: 1", "ходовая повреждена (скорость вдвое меньше)"},
			[]string{"пробоин: 1", "−1 к броскам управления", "тонет: затонет через 3 раунда после попадания", "подбита"},
			[]string{"электроника выведена из строя", "двигатель повреждён (скорость вдвое меньше)", "−2 к броскам управления"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// AP 4 against armor 3 for each aimed hit; the boat's 6+6+6
			// is critical (≥ 2× armor), the critical column 1+1 = 2
			// knocks it out, and d6 = 3 rounds until it sinks.
			h := consoletest.NewSystemHarness(t, tc.locale, 4, 4, 4, 6, 6, 6, 1, 1, 3, 4, 4)
			h.Run(tc.script)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			got := consoletest.LastOf(t, h.Run(tc.show))
			lines := strings.Split(got.Text(), `🚙 **`)
			if len(lines) != 4 {
				t.Fatalf("want three vehicles in the show:\n%s", got.Text())
			}
			consoletest.KlWant(t, "Jeep", consoletest.Sent{Data: []byte(lines[1])}, tc.jeep...)
			consoletest.KlWant(t, "Boat", consoletest.Sent{Data: []byte(lines[2])}, tc.boat...)
			consoletest.KlWant(t, "Plane", consoletest.Sent{Data: []byte(lines[3])}, tc.plane...)
		})
	}
}

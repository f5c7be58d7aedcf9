package commands_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/rules/storyteller"
	"fray/storage"
)

// Session 10, round 4: klondike and storyteller items, each played through
// the console in both languages.

// Klondike's vehicle damage table: «Груз: 1 единица груза повреждена»,
// «При первом попадании по этой области уменьшите скорость техники вдвое»
// (running gear, engine), «Электроника: … Для авиации это означает штраф -2
// на любые броски управления», a breach gives a boat −1 to handling, and a
// knocked-out boat «тонет через d6 боевых раундов». The
// hit's reply told each; /vehicle show (and the tracker's line) forgot the
// cargo, the gear or engine hit, the handling penalty and the sinking. Now
// the line carries every lasting result the vehicle holds.
func TestSystemsS10dVehicleShowKeepsEveryLastingResult(t *testing.T) {
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

// `maneuver:grapple` (`приём:борьба`) is the /grapple command under /attack;
// the help's maneuver list left it out.
func TestSystemsS10dKlondikeHelpListsGrappleManeuver(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/help\n", "careless, grapple (same as `/grapple`), free"},
		{"ru", "/система выбрать система:klondike\n/помощь\n", "`борьба` — то же, что `/борьба`"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			consoletest.KlWant(t, "help", consoletest.LastOf(t, h.Run(tc.script)), tc.want)
		})
	}
}

// /maneuver add's damage option says «Урон: Сила, оружие, нет, обезоружить,
// защита» ("Damage: Strength, weapon, none, disarm, defence"): those words,
// in either language and any case, are its choices; so are the fire modes'
// names for shots. A word that is none of them is refused with the list.
func TestSystemsS10dManeuverAddTakesTheDescribedWords(t *testing.T) {
	for _, tc := range []struct {
		locale, script, bad, refusal string
	}{
		{"en", `/system set system:storyteller
/maneuver add name:Shove attribute:strength ability:brawl damage:STRENGTH
/maneuver add name:Jab attribute:dexterity ability:brawl damage:сила
/maneuver add name:Clinch attribute:strength ability:brawl damage:None
/maneuver add name:Twist attribute:dexterity ability:brawl damage:Disarm
/maneuver add name:Guard attribute:dexterity ability:brawl damage:defence
/maneuver add name:Hosing attribute:dexterity ability:firearms damage:Weapon ranged:true shots:Burst
/maneuver add name:Raking attribute:dexterity ability:firearms damage:оружие ranged:true shots:strafing
`, "/maneuver add name:Kick2 attribute:dexterity ability:brawl damage:kick\n",
			"Maneuver: “kick” is not a choice of “damage”: strength, weapon, none, disarm, defence."},
		{"ru", `/система выбрать система:storyteller
/маневр добавить имя:Shove атрибут:сила способность:рукопашный урон:сила
/маневр добавить имя:Jab атрибут:ловкость способность:рукопашный урон:Strength
/маневр добавить имя:Clinch атрибут:сила способность:рукопашный урон:НЕТ
/маневр добавить имя:Twist атрибут:ловкость способность:рукопашный урон:обезоружить
/маневр добавить имя:Guard атрибут:ловкость способность:рукопашный урон:Защита
/маневр добавить имя:Hosing атрибут:ловкость способность:огнестрельное урон:Оружие дистанционный:да выстрелы:очередь
/маневр добавить имя:Raking атрибут:ловкость способность:огнестрельное урон:weapon дистанционный:да выстрелы:Обстрел
`, "/маневр добавить имя:Kick2 атрибут:ловкость способность:рукопашный урон:пинок\n",
			"Маневр: «пинок» не подходит для поля «урон»: сила, оружие, нет, обезоружить, защита."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			for _, s := range h.Run(tc.script) {
				if s.Ephemeral {
					t.Errorf("a described word refused: %s", s.Text())
				}
			}
			got := consoletest.LastOf(t, h.Run(tc.bad))
			if !got.Ephemeral {
				t.Errorf("an unknown damage should be refused: %s", got.Text())
			}
			consoletest.KlWant(t, "refusal", got, tc.refusal)

			var ch storage.Channel
			if err := h.Store.View(context.Background(), func(tx *storage.Tx) error {
				var err error
				ch, err = tx.Channel("100000000000000001", bot.ConsoleChannelID("general"))
				return err
			}); err != nil {
				t.Fatal(err)
			}
			var ms []storyteller.Maneuver
			if err := json.Unmarshal(ch.Extra["storyteller.maneuvers"], &ms); err != nil {
				t.Fatal(err)
			}
			want := map[string]string{"shove": "strength/", "jab": "strength/", "clinch": "none/", "twist": "disarm/",
				"guard": "defense/", "hosing": "weapon/burst", "raking": "weapon/strafe"}
			if len(ms) != len(want) {
				t.Fatalf("want %d maneuvers stored, got %+v", len(want), ms)
			}
			for _, m := range ms {
				if got := m.Damage + "/" + m.Shots; got != want[m.Key] {
					t.Errorf("%s: damage/shots %q, want %q", m.Key, got, want[m.Key])
				}
			}
		})
	}
}

// RULES.md (the seed says nothing of it): "A pool reduced to 0 or less
// fails without a roll." /check pool:-1 showed «Запас 0»: the pool is shown as computed, −1, with
// the same verdict as an attack's (a pool of 0 or less makes no roll). A
// pool of 0 keeps its own line; no die is drawn either way.
func TestSystemsS10dCheckNegativePoolShown(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, neg, zero string
		wantNeg, wantZero        []string
	}{
		{"en", "/system set system:storyteller\n", "/check pool:-1\n", "/check pool:0\n",
			[]string{"Pool of −1: a pool of 0 or less makes no roll, a failure", "Pool −1, difficulty 6"},
			[]string{"Pool of 0: no roll, a failure", "Pool 0, difficulty 6"}},
		{"ru", "/система выбрать система:storyteller\n", "/проверка запас:-1\n", "/проверка запас:0\n",
			[]string{"Запас −1 — при запасе 0 или меньше бросок не выполняется, неудача", "Запас −1, сложность 6"},
			[]string{"Запас 0 — бросок не выполняется, неудача", "Запас 0, сложность 6"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run(tc.setup)
			neg := consoletest.LastOf(t, h.Run(tc.neg))
			consoletest.KlWant(t, "pool −1", neg, tc.wantNeg...)
			consoletest.KlNot(t, "pool −1", neg, "Pool 0", "Запас 0")
			consoletest.KlWant(t, "pool 0", consoletest.LastOf(t, h.Run(tc.zero)), tc.wantZero...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Attacks on vehicles: the seed's table for moving vehicles and aircraft,
// aiming at a damage table row, and the attack's title.

func TestKlondikeVehicleAttackModifiersAndAimedResult(t *testing.T) {
	// The seed's table: "Техника движется быстро -2", "Стрелок находится в
	// движущейся технике -1", "Прицеливание в конкретную зону -4 … При
	// провале атака полностью промахивается, даже если без штрафа она бы
	// попала." 6+6 +2 −2 −1 −4 = 7: a miss that would have been 11.
	// Then aimed at the engine: 5+5 +2 −4 = 8, a hit; AP 4d6 2+2+2+1 = 7 ≥
	// armor 6; no table roll: engine, speed 100 → 50.
	for _, tc := range []struct {
		locale, script string
		miss, hit      []string
	}{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Jeep armor:6 speed:100 handling:1 lacks:"electronics"
/attack attacker:Shooter target:Jeep weapon:anti-tank-rifle range:100 maneuver:"fast moving" location:running_gear
/attack attacker:Shooter target:Jeep weapon:anti-tank-rifle range:100 location:engine
`, []string{"🎲 6+6 −5 = **7** vs 8+ — miss, Effect −1", "vehicle moving fast −2", "firing from a moving vehicle −1", "aiming at a chosen result −4", "misses entirely (without the −4 it would be 11)"},
			[]string{"🎲 5+5 −2 = **8** vs 8+ — hit, Effect 0", "AP 2+2+2+1 = **7** vs armor 6", "**Engine**", "Aimed result (no table roll).", "Speed 100 → 50"}},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1 нет:"электроника"
/атака атакующий:Shooter цель:Jeep оружие:anti-tank-rifle дистанция:100 приём:"быстро в_движении" локация:running_gear
/атака атакующий:Shooter цель:Jeep оружие:anti-tank-rifle дистанция:100 локация:engine
`, []string{"🎲 6+6 −5 = **7** против 8+ — промах", "техника движется быстро −2", "стрелок в движущейся технике −1", "прицеливание в конкретную зону −4", "полный промах (без −4 было бы 11)"},
			[]string{"🎲 5+5 −2 = **8** против 8+ — попадание", "ПТ 2+2+2+1 = **7** против Брони 6"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 6, 5, 5, 2, 2, 2, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" aimed miss", out[len(out)-4], tc.miss...)
		consoletest.KlWant(t, tc.locale+" aimed hit", out[len(out)-2], tc.hit...)
	}
	// A stationary vehicle: +1 (5+4 +2 +1 = 12 would hit; here 3+2 +2 +1 = 8).
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 3, 2)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Cart armor:2 speed:0 handling:0
/attack attacker:Shooter target:Cart damage:2d6 range:10
`)
	consoletest.KlWant(t, "stationary", out[len(out)-2], "🎲 3+2 +3 = **8** vs 8+ — hit", "vehicle stationary +1")
}

// "/vehicle hit aim:wings" was refused with "Cannot aim at “wings”." and no
// word of what can be aimed at. "Прицеливание в конкретную зону: можно
// пытаться выбить конкретный результат в таблице повреждений (кроме
// критического)": the refusal lists the table's rows, and a listed row
// works (AP 3+3+3 = 9 ≥ armor 6, running gear: speed halved).
func TestKlondikeVehicleAimRefusalListsTheRows(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, works string }{
		{"en", `/vehicle add name:Jeep armor:6 speed:100 handling:1
/vehicle hit vehicle:Jeep ap:3d6 aim:wings
/vehicle hit vehicle:Jeep ap:3d6 aim:"running gear"
`, "Cannot aim at “wings”: aim at a row of the damage table — breach, crew, cargo, weapons, running gear, electronics or engine.", "Speed 100 → 50"},
		{"ru", `/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1
/техника попадание техника:Jeep пт:3d6 прицел:крылья
/техника попадание техника:Jeep пт:3d6 прицел:ходовая
`, "Нельзя прицелиться в «крылья»: цельтесь в строку таблицы повреждений — пробоина, экипаж, груз, орудия, ходовая, электроника или двигатель.", "Скорость 100 → 50"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refusal := consoletest.ByText(t, out, tc.want)
		if !refusal.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, refusal.Text())
		}
		consoletest.KlWant(t, tc.locale, consoletest.MedReply(t, out), tc.works)
	}
}

func TestKlondikeSlowAircraftMinusFourElseAutoMiss(t *testing.T) {
	// Lines 101–102: "| Стрельба по авиации не зенитным орудием |
	// Автопровал |" "| Стрельба по бипланам и медленной авиации | -4 |".
	// At a biplane (maneuver slow): 6+5 +1 DEX +1 Gun Combat −4 = 9, a hit;
	// at a fast aircraft with no AA weapon: no roll, an automatic miss.
	for _, tc := range []struct{ locale, script, slow, auto string }{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Biplane armor:2 speed:150 kind:air
/attack attacker:Shooter target:Biplane damage:2d6 range:10 maneuver:slow
/attack attacker:Shooter target:Biplane damage:2d6 range:10
`, "🎲 6+5 −2 = **9** vs 8+ — hit, Effect +1", "Not an anti-aircraft weapon: an automatic miss"},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1"
/техника добавить имя:Biplane броня:2 скорость:150 тип:air
/атака атакующий:Shooter цель:Biplane урон:2d6 дистанция:10 приём:медленная
/атака атакующий:Shooter цель:Biplane урон:2d6 дистанция:10
`, "🎲 6+5 −2 = **9** против 8+ — попадание, Эффект +1", "Стрельба по авиации не зенитным орудием — автопровал."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" slow", out[len(out)-4], tc.slow, "−4")
		consoletest.KlWant(t, tc.locale+" auto miss", out[len(out)-2], tc.auto)
		consoletest.KlNot(t, tc.locale+" auto miss", out[len(out)-2], "🎲")
	}
}

// «Стрельба по авиации не зенитным орудием — Автопровал. Стрельба по
// бипланам и медленной авиации — -4.» The automatic miss did not say that a
// biplane is shot at −4 instead, nor how to say it is one; it now names the
// maneuver (the −4 itself: TestKlondikeSlowAircraftMinusFourElseAutoMiss).
func TestKlondikeAutoMissNamesSlowAircraft(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Biplane armor:2 speed:150 kind:air
/attack attacker:Shooter target:Biplane damage:2d6 range:10
`, "At a biplane or a slow aircraft: `maneuver:slow` (−4)."},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1"
/техника добавить имя:Biplane броня:2 скорость:150 тип:air
/атака атакующий:Shooter цель:Biplane урон:2d6 дистанция:10
`, "По биплану или медленной авиации — `приём:медленная` (−4)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
			consoletest.KlWant(t, "auto miss", consoletest.ByText(t, out, "✈️"), tc.want)
		})
	}
}

// "Стрельба по авиации не зенитным орудием — Автопровал": no dice are
// rolled, yet the reply showed an empty roll, "🎲 0+0 = 0 vs 0+ — miss,
// Effect 0" and "2d6: 0, 0", above the automatic miss.
func TestKlondikeAutomaticMissOnAircraftShowsNoEmptyRoll(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Ann
/vehicle add name:Plane armor:4 speed:300 kind:air
/attack attacker:Ann target:Plane damage:3d6 range:20
`, "automatic miss"},
		{"ru", `/бой добавить имя:Ann
/техника добавить имя:Plane броня:4 скорость:300 тип:air
/атака атакующий:Ann цель:Plane урон:3d6 дистанция:20
`, "автопровал"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
		reply := consoletest.MedReply(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		consoletest.KlWant(t, tc.locale, reply, tc.want)
		consoletest.KlNot(t, tc.locale, reply, "0+0", "2d6: 0, 0", "0+ —")
	}
}

// A vehicle's attack title names the weapon, as a person's does
// («⚔️ Ann → Bob (rifle)»). «При попадании по технике игнорируйте обычный
// урон оружия – вместо этого бросьте кубы, указанные в теге ПТ оружия.»
// Ann (DEX 9, Gun Combat 1) fires the anti-tank rifle at the Jeep
// (armor 6): 5+5 +2 = 12 hits, AP 4d6 = 1+1+1+1 = 4 < 6 stops. Then an
// ad-hoc 2d6 (no weapon on the sheet, a blow by default: untrained Melee
// −3): 4+4 −3 = 5 misses — the title names the damage dice, "(2d6)", as a
// person's does (it used to read "(weapon)" / "(оружие)").
func TestKlondikeVehicleAttackTitleNamesWeapon(t *testing.T) {
	for _, c := range []struct {
		locale, script, rifle, adhoc string
	}{
		{"en", `/combat add name:Ann stats:"DEX 9 INT 7 Gun Combat 1"
/vehicle add name:Jeep armor:6 speed:100 handling:0
/attack attacker:Ann target:Jeep weapon:anti-tank-rifle
/attack attacker:Ann target:Jeep damage:2d6
`, "⚔️ Ann → Jeep (anti-tank-rifle)", "⚔️ Ann → Jeep (2d6)"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9 ИНТ 7 Стрельба 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:0
/атака атакующий:Ann цель:Jeep оружие:"противотанковое ружьё"
/атака атакующий:Ann цель:Jeep урон:2d6
`, "⚔️ Ann → Jeep (противотанковое ружьё)", "⚔️ Ann → Jeep (2d6)"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 1, 1, 5, 5, 1, 1, 1, 1, 4, 4)
			out := h.Run(consoletest.KlSetup(c.locale) + c.script)
			shot := consoletest.ByText(t, out, "🎲 5+5 +2 = **12**")
			if title, _, _ := consoletest.KlEmbed(t, shot); title != c.rifle {
				t.Errorf("rifle title %q, want %q", title, c.rifle)
			}
			shot = consoletest.ByText(t, out, "🎲 4+4 −3 = **5**")
			if title, _, _ := consoletest.KlEmbed(t, shot); title != c.adhoc {
				t.Errorf("ad-hoc title %q, want %q", title, c.adhoc)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

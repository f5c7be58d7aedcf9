package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// Vehicles: hits by AP dice against armor, the damage table and its
// shifts, breaches and their repair, crashes, the crew aboard, and the
// vehicles on the tracker and in the fight's log.

func TestKlondikeJeepShiftedDamage(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/vehicle add name:Jeep armor:6 speed:100 handling:1 lacks:electronics\n/vehicle hit vehicle:Jeep ap:3d6\n",
			"Electronics → Running gear"},
		{"ru", "/система выбрать система:klondike\n/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1 нет:электроника\n/техника попадание техника:Jeep пт:3d6\n",
			"Электроника → Ходовая"},
	} {
		// The seed's example: AP 2+3+4 = 9 ≥ armor 6 (< 12: not critical);
		// the table 4+6 = 10 → electronics, which a 1950s jeep lacks → the
		// next lower row, running gear: speed halved.
		h := consoletest.NewSystemHarness(t, tc.locale, 2, 3, 4, 4, 6)
		out := h.Run(tc.script)
		got := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale, got, "= **9**", "4+6 = 10", tc.want, "100 → 50")
	}
}

// Vehicles show on the tracker (name, armor, speed, damage state,
// crew), also after a tracker button redraws it; AP dice over /roll's 100
// name the limit. The seed's jeep: AP 3d6 = 2+2+3 = 7 ≥ armor 6; the table
// 5+5 = 10 → Electronics, which the jeep lacks → Running gear: speed
// 100 → 50.
func TestKlondikeVehiclesOnTheTracker(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 2, 3, 5, 5, 1, 1)
	out := h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Вася
/техника добавить имя:Джип броня:6 скорость:100 управляемость:0 нет:"электроника" экипаж:Вася
`)
	tr := consoletest.LastOf(t, out)
	consoletest.KlWant(t, "tracker after add", tr, "🚙 Техника", "**Джип** — броня 6 · скорость 100/100", "на борту: Вася")
	out = h.Run("/техника попадание техника:Джип пт:1000d6\n")
	if s := consoletest.LastOf(t, out); !s.Ephemeral || !strings.Contains(s.Text(), "не больше 100 (запрошено 1000)") {
		t.Errorf("1000d6: %s", s.Text())
	}
	out = h.Run("/техника попадание техника:Джип пт:3d6\n")
	consoletest.KlWant(t, "jeep", consoletest.ByText(t, out, "🎯 Джип"), "ПТ 2+2+3 = **7** против Брони 6", "**Ходовая**", "Электроника → Ходовая", "Скорость 100 → 50")
	out = h.Run("!click Следующий ход\n")
	consoletest.KlWant(t, "tracker after next turn", consoletest.LastOf(t, out), "🚙 Техника", "скорость 50/100")
}

// A critical crew result with nobody aboard says so. AP 4+4+4 = 12 ≥
// 2× armor 3: the critical column 3+4 = 7 → Crew: "все персонажи на борту
// получают 4d6 урона".
func TestKlondikeCrewResultNobodyAboard(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 4, 4, 4, 3, 4)
	out := h.Run(`/system set system:klondike
/vehicle add name:Jeep armor:3 speed:100
/vehicle hit vehicle:Jeep ap:3d6
`)
	consoletest.KlWant(t, "crew", consoletest.LastOf(t, out), "critical column: 3+4 = 7", "Crew (critical): everyone aboard takes 4d6", "Nobody is aboard: no one is hurt.")
}

func TestKlondikeBreachRepairAndCrash(t *testing.T) {
	// AP 2+2 = 4 ≥ armor 4; the table 1+1 = 2: hull breach — a boat loses a
	// quarter of its speed (40 → 30). "Ремонт пробоины требует …
	// инструментов, d6 минут и бросок Ремонта 5+": 4+3 + Mechanic 1 = 8,
	// 5 minutes, speed back. A crash rolls the critical column: 3+3 = 6,
	// knocked out (2–6).
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 1, 1, 4, 3, 5, 3, 3, 4)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Mech stats:"mechanic 1"
/vehicle add name:Boat armor:4 speed:40 handling:0 kind:water
/vehicle hit vehicle:Boat ap:2d6
/vehicle repair vehicle:Boat mechanic:Mech
/vehicle crash vehicle:Boat
`)
	consoletest.KlWant(t, "breach", consoletest.ByText(t, out, "🎯 Boat"), "AP 2+2 = **4** vs armor 4", "Hull breach", "40 → 30")
	consoletest.KlWant(t, "repair", consoletest.ByText(t, out, "Mech repairs Boat"), "🎲 4+3 +1 = **8** vs 5+ — success", "5 minutes; hull breaches left: 0")
	crash := consoletest.ByText(t, out, "Boat crashes")
	consoletest.KlWant(t, "crash", crash, "critical column: 3+3 = 6", "Knocked out", "40 → 0")
	if strings.Contains(crash.Text(), "AP ") {
		t.Errorf("a crash has no AP dice: %s", crash.Text())
	}
}

// «Ремонт пробоины требует соответствующих технике инструментов, d6 минут
// и бросок Ремонта 5+.» The skill is «Ремонт» on the Russian sheet; the
// Russian description of /техника ремонт named «Механика», a skill no
// sheet has.
func TestKlondikeRepairDescriptionNamesTheSkill(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	for _, d := range h.App.Definitions() {
		if d.Name != "vehicle" {
			continue
		}
		for _, o := range d.Options {
			if o.Name != "repair" {
				continue
			}
			ru := o.DescriptionLocalizations[discordgo.Russian]
			if !strings.Contains(ru, "Ремонт 5+") || strings.Contains(ru, "Механик") {
				t.Errorf("/техника ремонт: %q", ru)
			}
			return
		}
	}
	t.Fatal("no /vehicle repair")
}

// «Подбита: … Водный транспорт получил крупную пробоину и тонет через d6
// боевых раундов.» A second knock-out of a boat already sinking rolled the
// d6 again and replaced the count: sinking in 1 round became 5 — the
// second hit kept the boat afloat longer. The count now stays; the d6 is
// still drawn, so the dice that follow do not move.
func TestKlondikeSinkingBoatKeepsItsCount(t *testing.T) {
	for _, tc := range []struct{ locale, script, first, second, after, five string }{
		{"en", "/system set system:klondike\n/vehicle add name:Boat armor:3 speed:40 handling:0 kind:water\n/vehicle hit vehicle:Boat ap:2d6\n/vehicle hit vehicle:Boat ap:2d6\n/vehicle hit vehicle:Boat ap:2d6\n",
			"sinks in 1 round", "sinking: goes down 1 round after the hit", "Cargo", "5 rounds"},
		{"ru", "/система выбрать система:klondike\n/техника добавить имя:Boat броня:3 скорость:40 управляемость:0 тип:водная\n/техника попадание техника:Boat пт:2d6\n/техника попадание техника:Boat пт:2d6\n/техника попадание техника:Boat пт:2d6\n",
			"затонет через 1 раунд", "тонет: затонет через 1 раунд после попадания", "Груз", "5 раунд"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Hit 1: AP 3+3 = 6 ≥ 2×3, critical 2+2 = 4 knocked out, sink
			// d6 = 1. Hit 2: AP 3+3, critical 3+3 = 6 knocked out again,
			// d6 = 5 (drawn, not used). Hit 3: AP 1+3 = 4, table 3+3 = 6:
			// cargo — the faces after the unused d6 land where they did.
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 1, 3, 3, 3, 3, 5, 1, 3, 3, 3)
			out := consoletest.Replies(h.Run(tc.script))
			if len(out) < 4 {
				t.Fatalf("want 4 replies, got %d", len(out))
			}
			consoletest.KlWant(t, "first knock-out", out[len(out)-3], tc.first)
			second := out[len(out)-2]
			consoletest.KlWant(t, "second knock-out", second, tc.first, tc.second)
			consoletest.KlNot(t, "second knock-out", second, tc.five)
			consoletest.KlWant(t, "next hit", out[len(out)-1], tc.after, tc.second)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// The fight's log showed a vehicle hit's table row by its id
// ("Попадание по технике Jeep: destroyed", "crew_all", "knocked_out") in
// both languages, and a hit the armor stopped as "Jeep hit: " with
// nothing after it. Each row is now its own message in the reader's
// language. Dice: Orc's initiative 6+6; the Jeep (armor 10) takes AP 6 —
// stopped; the Cart (armor 0) takes AP 1 — critical (≥ 2× armor), the
// critical column 3+3 = 6 knocks it out; its crash reads the column again,
// 3+3.
func TestKlondikeVehicleHitLogNamesTheResult(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants, nots    []string
	}{
		{"ru", `/бой добавить имя:Orc
/техника добавить имя:Jeep броня:10
/техника попадание техника:Jeep пт:1d6
/техника добавить имя:Cart
/техника попадание техника:Cart пт:1d6
/техника крушение техника:Cart
/бой журнал
`, []string{"Попадание по технике Jeep: броня выдержала", "Попадание по технике Cart: подбита", "Крушение техники Cart: подбита"},
			[]string{"knocked_out", "Jeep: \n", "Jeep: `"}},
		{"en", `/combat add name:Orc
/vehicle add name:Jeep armor:10
/vehicle hit vehicle:Jeep ap:1d6
/vehicle add name:Cart
/vehicle hit vehicle:Cart ap:1d6
/vehicle crash vehicle:Cart
/combat log
`, []string{"Jeep hit: stopped by the armor", "Cart hit: knocked out", "Cart crashes: knocked out"},
			[]string{"knocked_out"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 1, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale))
			got := consoletest.LastOf(t, h.Run(tc.script))
			consoletest.KlWant(t, "fight log", got, tc.wants...)
			consoletest.KlNot(t, "fight log", got, tc.nots...)
		})
	}
}

// A vehicle is the channel's and outlives the fight, but its crew
// was kept as combatant IDs, so in the next fight whoever joined first (ID
// 1 again) was «aboard» — Thug, never near the jeep, in Ann's seat, and a
// hit on the jeep would have hurt him («Экипаж: d6 человек на борту …
// получают 3d6 урона»). The crew is now who boarded under that name.
// Dice: initiative 3+3 for Ann, then for Thug; the hit's AP 3+3+3 = 9 vs
// armor 6, table 3+3 = 6: Cargo (nobody aboard is hurt either way).
func TestKlondikeVehicleCrewDoesNotCarryIntoTheNextFight(t *testing.T) {
	for _, tc := range []struct{ locale, script, thug, ann string }{
		{"en", `/combat add name:Ann
/vehicle add name:Jeep armor:6 speed:90
/vehicle board name:Ann vehicle:Jeep
/combat end
/combat start
/combat add name:Thug
/vehicle hit vehicle:Jeep ap:3d6
`, "aboard: Thug", "aboard: Ann"},
		{"ru", `/бой добавить имя:Ann
/техника добавить имя:Jeep броня:6 скорость:90
/техника посадка имя:Ann техника:Jeep
/бой конец
/бой начать
/бой добавить имя:Thug
/техника попадание техника:Jeep пт:3d6
`, "на борту: Thug", "на борту: Ann"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 3, 3, 3, 3, 3, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		// In the first fight Ann is aboard.
		consoletest.KlWant(t, tc.locale+" first fight", consoletest.ByText(t, out, tc.ann), tc.ann)
		hit := consoletest.ByText(t, out, "🎯 Jeep")
		consoletest.KlNot(t, tc.locale+" hit", hit, tc.thug, tc.ann)
		consoletest.KlNot(t, tc.locale+" tracker", consoletest.LastOf(t, out), tc.thug, tc.ann)
	}
}

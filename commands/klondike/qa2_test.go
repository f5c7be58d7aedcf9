package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// QA round 2 (N1, N6, N7, N8), each driven through the console in both
// locales.

// N1: the GM's /damage headline rendered the level without its arguments
// («Hurt: END <no value>/<no value>»). 5 into END 7 leaves END 2.
func TestKlondikeDamageHeadlineNamesTheEndLeft(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "5 − armor 0 = **5** — Hurt: END 2/7, no wound yet"},
		{"ru", "5 − броня 0 = **5** — Задет: ВЫН 2/7, без ранения"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + "/combat add name:Orc\n/damage target:Orc amount:5\n")
		got := consoletest.ByText(t, out, "Orc")
		_, desc, _ := consoletest.KlEmbed(t, consoletest.MedReply(t, out))
		if desc != tc.want {
			t.Errorf("%s: headline %q, want %q", tc.locale, desc, tc.want)
		}
		consoletest.KlNot(t, tc.locale, got, "<no value>", `\u003cno value\u003e`)
	}
}

// N1, every klondike message: a walk through the system's commands (hurt,
// healed, operated on, vehicles, a chase, a duel, surprise, support,
// leadership, grappling, time) in both locales, with no "<no value>" — a
// template argument the command forgot — in any message, public or not.
func TestKlondikeNoMessageMissesATemplateArgument(t *testing.T) {
	const script = `/combat add name:Doc stats:"DEX 9 INT 9 Medicine 2 Mechanic 1 Drive 1 Gun Combat 1 Leadership 1 Recon 1"
/combat add name:Orc
/combat add name:Bob stats:"Drive 0 Stealth 1"
/damage target:Orc amount:5
/heal target:Orc medic:Doc
/damage target:Orc amount:2 attacker:Doc
/damage target:Orc amount:9
/damage target:Orc amount:30 to:dex
/surgery target:Orc medic:Doc place:field
/time minutes:30
/check characteristic:DEX skill:gun_combat name:Doc
/attack attacker:Doc target:Bob damage:2d6 range:10
/support attacker:Doc target:Bob skill:medicine
/combat lead name:Doc
/grapple attacker:Bob target:Doc
/combat surprise side_a:Doc side_b:Bob
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Doc
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Bob
/vehicle show
/vehicle board name:Orc vehicle:Truck
/vehicle board name:Orc vehicle:Truck leave:true
/chase start parties:"Jeep, Truck" fleeing:Truck
/chase round
/attack attacker:Doc target:Bob weapon:Pistol
/attack attacker:Doc target:Truck weapon:Pistol
/chase break party:Jeep
/chase break party:Truck
/chase end
/vehicle hit vehicle:Truck ap:3d6 aim:engine
/vehicle hit vehicle:Truck ap:6d6
/vehicle crash vehicle:Jeep
/vehicle repair vehicle:Truck mechanic:Doc
/reload name:Doc
/combat next
/combat next
/combat next
/combat next
/combat end
`
	faces := make([]int, 0, 400)
	for i := 0; i < 400; i++ {
		faces = append(faces, 1+(i*5)%6)
	}
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, faces...)
		out := h.Run(consoletest.KlSetup(locale) + script)
		public := 0
		for _, s := range out {
			if testing.Verbose() && s.Ephemeral {
				t.Logf("%s refused: %s", locale, s.Text())
			}
			// The JSON escapes "<" and ">".
			if strings.Contains(s.Text(), "<no value>") || strings.Contains(s.Text(), `\u003cno value\u003e`) {
				t.Errorf("%s: a template argument is missing:\n%s", locale, s.Text())
			}
			if !s.Ephemeral {
				public++
			}
		}
		// Most of the walk must have run, or it proves little.
		if public < 40 {
			t.Errorf("%s: only %d public messages", locale, public)
		}
	}
}

// N6, seed l.93: «Если один из экипажей ставит своей целью не поразить
// противника, а скрыться – бой техники считается погоней … за каждые 50%
// разницы прибавьте +1 к Преимуществу более быстрой техники». fleeing:
// without mode: is a chase. Jeep 100 against Truck 50: +2. Jeep 6+6 −3 +2
// = 11… shown as 9 with the +2 on its own line; Truck 5+5 −3 = 7:
// Advantage 4, attacks 0.
func TestKlondikeFleeingMakesAChase(t *testing.T) {
	for _, tc := range []struct {
		locale string
		wants  []string
	}{
		{"en", []string{"Chase — round 1", "Speed +2 Advantage", "Jeep: Advantage 4: attacks 0"}},
		{"ru", []string{"Погоня — раунд 1", "Скорость: +2 к Преимуществу", "Jeep: Преимущество 4: атаки 0"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 5, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + `/combat add name:Driver1
/combat add name:Driver2
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Driver1
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Driver2
/chase start parties:"Jeep, Truck" fleeing:Truck
/chase round
`)
		consoletest.KlWant(t, tc.locale+" round", consoletest.MedReply(t, out), tc.wants...)
		consoletest.KlNot(t, tc.locale+" round", consoletest.MedReply(t, out), "Vehicle duel", "Бой техники")
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%s: %d faces unused", tc.locale, left)
		}
	}
}

// N7, seed l.86: «В зависимости от Преимущества над своей целью экипаж
// получает возможность атаковать. Проигравший экипаж может атаковать только
// из орудий на турели со штрафом -4.» — for a shot at the people aboard as
// for one at the vehicle. Duel: Jeep 6+6 −3 = 9, Truck 5+5 −3 = 7:
// Advantage 2, attacks −1. Driver1's pistol at Driver2: 5+5 +0 −3 −1 = 6;
// Driver2 (lost the round, no turret weapon) may not shoot back at Driver1.
func TestKlondikeDuelAdvantageAppliesToShotsAtTheCrew(t *testing.T) {
	for _, tc := range []struct{ locale, adv, refusal string }{
		{"en", "Advantage −1", "Lost the round: only turret weapons may fire."},
		{"ru", "−1", "Раунд проигран: стрелять можно только из орудий на турели."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 5, 5, 5, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + `/combat add name:Driver1
/combat add name:Driver2
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Driver1
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Driver2
/chase start parties:"Jeep, Truck" mode:duel
/chase round
/attack attacker:Driver1 target:Driver2 weapon:Pistol
/attack attacker:Driver2 target:Driver1 weapon:Pistol
`)
		shot := consoletest.ByText(t, out, "Driver1 → Driver2")
		consoletest.KlWant(t, tc.locale+" shot", shot, "🎲 5+5 −4 = **6**", tc.adv)
		last := consoletest.LastOf(t, out)
		if !last.Ephemeral || !strings.Contains(last.Text(), tc.refusal) {
			t.Errorf("%s: the loser's pistol was not refused: %s", tc.locale, last.Text())
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%s: %d faces unused", tc.locale, left)
		}
	}
}

// Out of a chase, the same shot has no Advantage line.
func TestKlondikeNoStandingOutsideAChase(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 5, 5)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Driver1
/combat add name:Driver2
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Driver1
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Driver2
/attack attacker:Driver1 target:Driver2 weapon:Pistol
`)
	shot := consoletest.ByText(t, out, "Driver1 → Driver2")
	consoletest.KlWant(t, "shot", shot, "🎲 5+5 −3 = **7**")
	consoletest.KlNot(t, "shot", shot, "Advantage")
}

// N8: a vehicle is a thing: a hit that does not wreck it gets no flavour
// line (the people's lines — «Jeep grits teeth…» — do not fit it); a
// wrecking hit gets a vehicle_wrecked line (the golden test checks which).
// AP 3+3+3 = 9 > armor 6 aimed at the engine; then 9 again, table 2+5 = 7
// (weapons).
func TestKlondikeVehicleHitHasNoPeoplesFlavour(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, 1, 1, 3, 3, 3, 3, 3, 3, 2, 5)
		out := h.Run(consoletest.KlSetup(locale) + `/combat add name:Driver1
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Driver1
/vehicle hit vehicle:Jeep ap:3d6 aim:engine
/vehicle hit vehicle:Jeep ap:3d6
`)
		n := 0
		for _, s := range out {
			if s.Kind != "response" || !strings.Contains(s.Text(), "🎯 Jeep") {
				continue
			}
			n++
			_, _, fields := consoletest.KlEmbed(t, s)
			if len(fields) == 0 {
				t.Fatalf("%s: no fields: %s", locale, s.Text())
			}
			if v := fields[len(fields)-1].Value; strings.HasPrefix(v, "*") && !strings.HasPrefix(v, "**") {
				t.Errorf("%s: a flavour line on a vehicle that still runs: %q", locale, v)
			}
		}
		if n != 2 {
			t.Errorf("%s: %d vehicle hits, want 2", locale, n)
		}
	}
}

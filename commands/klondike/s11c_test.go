package klondike_test

import (
	"fmt"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// Session 11, round 3: the items of the brief, each through the console.

// «Автоматический огонь: … Каждая из этих атак не может получать бонус от
// прицела или Прицеливания.» Full auto with aim:2 dropped the aim (the
// numbers had no +aim) but said nothing; it now says so. SMG Auto 3: A,
// 1+1 +2 = 4, a miss; 1+5 +2 = 8, a hit: 5+2+2 −3 = 6; 2+6 +2 = 10: 6+3+3
// −3 +2 = 11. Without aim:, no warning.
func TestKlondikeS11cFullAutoSaysAimDropped(t *testing.T) {
	for _, tc := range []struct{ locale, setup, withAim, without, want string }{
		{"en", `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 30 DEX 10"
`, "/attack attacker:Gunner target:A weapon:smg mode:auto aim:2\n",
			"/attack attacker:Gunner target:A weapon:smg mode:auto\n",
			"⚠️ Full auto gets no bonus from a sight or aiming: aim +1 was not applied."},
		{"ru", `/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:A параметры:"ВЫН 30 ЛОВ 10"
`, "/атака атакующий:Gunner цель:A оружие:smg режим:auto прицел:2\n",
			"/атака атакующий:Gunner цель:A оружие:smg режим:auto\n",
			"⚠️ Автоматический огонь не получает бонус от прицела или Прицеливания: прицеливание (+1) не применено."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := []int{6, 6, 1, 1, 1, 1, 1, 5, 5, 2, 2, 2, 6, 6, 3, 3}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.setup+tc.withAim)))
			consoletest.KlWant(t, "full auto with aim", got, tc.want, "1+1 +2 = **4**", "1+5 +2 = **8**", "2+6 +2 = **10**")
			consoletest.KlNot(t, "full auto with aim", got, "+4 =", "+3 =")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			h = consoletest.NewSystemHarness(t, tc.locale, faces...)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.setup+tc.without)))
			consoletest.KlWant(t, "full auto", got, "1+1 +2 = **4**")
			consoletest.KlNot(t, "full auto", got, "⚠️")
		})
	}
}

// The aiming actions spent before full auto are lost with it, and said so:
// Gunner aims twice (the tracker's Aim), then fires full auto.
func TestKlondikeS11cFullAutoSaysAimActionsDropped(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `@Gun /char set stats:"DEX 9 gun_combat 1" name:Gunner
@Gun /char weapon add name:smg spec:"3d6 range:50 auto:3 ammo:30"
@Gun /combat join
/combat add name:A stats:"END 30 DEX 10"
@Gun !click Aim
@Gun /attack attacker:Gunner target:A weapon:smg mode:auto
`, "aim +1 was not applied."},
		{"ru", `@Gun /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Gunner
@Gun /персонаж оружие добавить название:smg свойства:"3d6 range:50 auto:3 ammo:30"
@Gun /бой войти
/бой добавить имя:A параметры:"ВЫН 30 ЛОВ 10"
@Gun !click Прицеливание
@Gun /атака атакующий:Gunner цель:A оружие:smg режим:auto
`, "прицеливание (+1) не применено."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 1, 5, 5, 2, 2, 2, 6, 6, 3, 3)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.script)))
			consoletest.KlWant(t, "full auto after aiming", got, tc.want, "1+1 +2 = **4**")
		})
	}
}

// An attack a watcher's Overwatch stops never comes, but its title still
// names what it was made with, as every other attack title does: the
// weapon, or the damage dice when only урон: was given («(оружие)» before,
// and no brackets at all on the stopped attack). Thug (END 4) charges Ann
// on Overwatch; her 12 damage drops him.
func TestKlondikeS11cStoppedAttackTitleNamesWeapon(t *testing.T) {
	setup := map[string]string{
		"en": `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Thug stats:"END 4"
@Ann !click Overwatch
/combat next
`,
		"ru": `@Ann /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Thug параметры:"ВЫН 4"
@Ann !click Дозор
/бой далее
`,
	}
	for _, tc := range []struct{ locale, attack, title, stopped string }{
		{"en", "/attack attacker:Thug target:Ann damage:2d6 maneuver:charge\n", "⚔️ Thug → Ann (2d6)", "Thug does not get to attack"},
		{"en", "/attack attacker:Thug target:Ann weapon:knife maneuver:charge\n", "⚔️ Thug → Ann (knife)", "Thug does not get to attack"},
		{"ru", "/атака атакующий:Thug цель:Ann урон:2d6 приём:charge\n", "⚔️ Thug → Ann (2d6)", "Thug не успевает атаковать"},
		{"ru", "/атака атакующий:Thug цель:Ann оружие:нож приём:charge\n", "⚔️ Thug → Ann (нож)", "Thug не успевает атаковать"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 5, 3, 3, 3, 2, 3, 4)
			got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+setup[tc.locale]+tc.attack), "Thug → Ann")
			consoletest.KlWant(t, "stopped attack", got, tc.title, tc.stopped)
		})
	}
	// A blow that comes, with damage dice only, names them too.
	for _, tc := range []struct{ locale, attack, title string }{
		{"en", "/attack attacker:Thug target:Ann damage:2d6\n", "⚔️ Thug → Ann (2d6)"},
		{"ru", "/атака атакующий:Thug цель:Ann урон:2d6\n", "⚔️ Thug → Ann (2d6)"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1)
		got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+setup[tc.locale]+tc.attack), "Thug → Ann")
		consoletest.KlWant(t, tc.locale+" blow", got, tc.title)
		consoletest.KlNot(t, tc.locale+" blow", got, "(weapon)", "(оружие)")
	}
}

// «Подбита: … Водный транспорт получил крупную пробоину и тонет» — a boat
// does not flip over its roof shedding wheels, nor a car sink blowing
// bubbles. A wrecked vehicle's flavour is one of the lines for any vehicle
// or for its own kind. Each vehicle: AP 4+4+4 = 12 ≥ 2× armor 3, the
// critical column 5+5 = 10: destroyed; each hit is a new encounter
// version, so the lines vary.
func TestKlondikeS11cWreckFlavourFitsVehicleKind(t *testing.T) {
	// What only another kind of vehicle does, in either language.
	wrong := map[string][]string{
		"water":  {"roof", "wheel", "embankment", "road", "ditch", "wing", "крыш", "колёс", "колес", "откос", "дорог", "кювет", "крыло", "машин"},
		"air":    {"roof", "wheel", "embankment", "road", "ditch", "sink", "overboard", "крыш", "колёс", "колес", "откос", "дорог", "кювет", "под воду", "за борт", "машин"},
		"ground": {"sink", "overboard", "wing", "stern", "waves", "под воду", "за борт", "крыло", "корма", "волн"},
		"grav":   {"roof", "wheel", "sink", "overboard", "wing", "крыш", "колёс", "колес", "под воду", "за борт", "крыло"},
	}
	for _, locale := range []string{"en", "ru"} {
		for _, kind := range []string{"water", "air", "ground", "grav"} {
			var allowed []string
			for _, l := range flavour.VehicleWreckedLines(kind, locale) {
				if !strings.Contains(l, "{{.Actor}}") && !strings.Contains(l, "{{.Weapon}}") {
					allowed = append(allowed, l)
				}
			}
			var script strings.Builder
			script.WriteString(consoletest.KlSetup(locale))
			faces := []int{}
			const n = 10
			for k := 0; k < n; k++ {
				if locale == "ru" {
					fmt.Fprintf(&script, "/техника добавить имя:V%d броня:3 скорость:100 тип:%s\n/техника попадание техника:V%d пт:3d6\n", k, kind, k)
				} else {
					fmt.Fprintf(&script, "/vehicle add name:V%d armor:3 speed:100 kind:%s\n/vehicle hit vehicle:V%d ap:3d6\n", k, kind, k)
				}
				faces = append(faces, 4, 4, 4, 5, 5)
			}
			h := consoletest.NewSystemHarness(t, locale, faces...)
			out := h.Run(script.String())
			seen := map[string]bool{}
			for k := 0; k < n; k++ {
				e := consoletest.ByText(t, out, fmt.Sprintf("🎯 V%d", k))
				shown, ok := klFlavourShown(t, e)
				if !ok {
					t.Fatalf("%s %s V%d: no flavour line:\n%s", locale, kind, k, e.Text())
				}
				seen[shown] = true
				for _, w := range wrong[kind] {
					if strings.Contains(strings.ToLower(shown), w) {
						t.Errorf("%s %s: %q has %q", locale, kind, shown, w)
					}
				}
				fits := false
				for _, l := range allowed {
					fits = fits || klTemplateRe(l).MatchString(shown)
				}
				if !fits {
					t.Errorf("%s %s: %q is no line for this kind", locale, kind, shown)
				}
			}
			if len(seen) < 3 {
				t.Errorf("%s %s: only %d different lines in %d wrecks", locale, kind, len(seen), n)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// «В случае промаха снаряд упадет на 2d6+Эффект метров от цели в случайном
// направлении.» 2d6 1+2 with Effect −3 is 0 m: it lands on the target, and
// a direction («Падает в 0 м, направление: запад») only misleads. The d8 is
// still drawn (the dice order stays). Nade at range 40 (STR 7 ×4 = 28,
// doubled −2): 2+3 +1 DEX +1 Athletics −2 = 5, Effect −3; the grenade's
// 6 m blast catches A: 1+1+1+1+1 = 5 − armor 2 = 3.
func TestKlondikeS11cScatterZeroLandsOnTarget(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A stats:"END 20 DEX 10" armor:2
/attack attacker:Nade target:A weapon:grenade range:40
`, "Lands right on the target (0 m).", "Lands 0 m"},
		{"ru", `/бой добавить имя:Nade параметры:"ЛОВ 9 СИЛ 7 атлетика 1 ИНТ 9"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10" броня:2
/атака атакующий:Nade цель:A оружие:граната дистанция:40
`, "Падает прямо у цели (0 м).", "Падает в 0 м"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 2, 3, 1, 2, 7, 1, 1, 1, 1, 1)
			got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script), "💥 Nade")
			consoletest.KlWant(t, "scatter 0", got, tc.want, "🎲 1+1+1+1+1 = **5**", "→ A")
			consoletest.KlNot(t, "scatter 0", got, tc.not, "west", "запад")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
	// A thrown weapon without a blast says the same (the shot's embed).
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 2, 3, 1, 2, 7)
	got := consoletest.ByText(t, h.Run(consoletest.KlSetup("en")+`@Ann /char set stats:"DEX 9 STR 7 athletics 1" name:Ann
@Ann /char weapon add name:axe spec:"d6 thrown"
@Ann /combat join
/combat add name:A stats:"END 20 DEX 10"
/attack attacker:Ann target:A weapon:axe range:40
`), "⚔️ Ann")
	consoletest.KlWant(t, "axe scatter 0", got, "Lands right on the target (0 m).")
	consoletest.KlNot(t, "axe scatter 0", got, "west")
	// 2 m still gives the direction: 2+3 +2 = 7 at range 10, Effect −1,
	// scatter 1+2 −1 = 2.
	h = consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 2, 3, 1, 2, 7)
	got = consoletest.ByText(t, h.Run(consoletest.KlSetup("en")+`@Ann /char set stats:"DEX 9 STR 7 athletics 1" name:Ann
@Ann /char weapon add name:axe spec:"d6 thrown"
@Ann /combat join
/combat add name:A stats:"END 20 DEX 10"
/attack attacker:Ann target:A weapon:axe range:10
`), "⚔️ Ann")
	consoletest.KlWant(t, "axe scatter 2", got, "Lands 2 m to the west.")
}

// «В рамках погони не учитывается дистанция – модификаторы Преимущества
// отражают … неподходящую дистанцию.» Ann's Jeep wins the duel round
// (Advantage +1); her anti-tank rifle (range 250) at range:2000 read
// "range −14" on top of it. Now no range, and a line says why: 5+5 +1 DEX
// +1 Gun Combat +1 Advantage = 13.
func TestKlondikeS11cChaseShotIgnoresRange(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", `/combat add name:Ann stats:"DEX 9 INT 7 Drive 1 Gun Combat 1"
/combat add name:Bob stats:"DEX 7 INT 7 Drive 0 Gun Combat 1"
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Ann
/vehicle add name:Truck armor:8 speed:80 handling:0 crew:Bob
/chase start parties:"Jeep,Truck" mode:duel
/chase round
/attack attacker:Ann target:Truck weapon:anti-tank-rifle range:2000
`, "In a vehicle duel or chase range does not count: the Advantage covers it.", "range −"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9 ИНТ 7 Вождение 1 Стрельба 1"
/бой добавить имя:Bob параметры:"ЛОВ 7 ИНТ 7 Вождение 0 Стрельба 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:0 экипаж:Ann
/техника добавить имя:Truck броня:8 скорость:80 управляемость:0 экипаж:Bob
/погоня начать стороны:"Jeep,Truck" режим:duel
/погоня раунд
/атака атакующий:Ann цель:Truck оружие:"противотанковое ружьё" дистанция:2000
`, "В бою техники и погоне дистанция не учитывается: её отражает Преимущество.", "дистанция −"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 1, 1, 6, 5, 2, 2, 5, 5, 1, 1, 1, 1)
			got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script), "Ann → Truck")
			consoletest.KlWant(t, "chase shot", got, "🎲 5+5 +3 = **13**", tc.want)
			consoletest.KlNot(t, "chase shot", got, tc.not)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

package klondike_test

import (
	"encoding/json"
	"fmt"
	"fray/bot/consoletest"
	"fray/commands/flavour"
	"regexp"
	"strings"
	"testing"
)

// Flavour lines: each fits what happened (a throw is no shot or blow, a
// vehicle is a thing, a boat sinks) and names the fighter it happened
// to.

// klFlavourShown is the italic flavour line of a message's first embed.
func klFlavourShown(t *testing.T, s consoletest.Sent) (string, bool) {
	t.Helper()
	var msg struct {
		Embeds []struct {
			Fields []struct{ Name, Value string } `json:"fields"`
		} `json:"embeds"`
	}
	if err := json.Unmarshal(s.Data, &msg); err != nil || len(msg.Embeds) == 0 {
		t.Fatalf("no embed: %v", err)
	}
	for _, f := range msg.Embeds[0].Fields {
		if f.Name == "\u200b" {
			return strings.Trim(f.Value, "*"), true
		}
	}
	return "", false
}

// klTemplateRe matches a flavour template with any text in its fields.
func klTemplateRe(tpl string) *regexp.Regexp {
	re := regexp.QuoteMeta(tpl)
	re = regexp.MustCompile(`\\\{\\\{\\\.[A-Za-z]+\\\}\\\}`).ReplaceAllString(re, ".*")
	return regexp.MustCompile("^" + re + "$")
}

// A thrown grenade is neither a shot nor a blow: «Метание оружия: … бросом
// Атлетики/ЛОВ 8+ … В случае промаха снаряд упадет на 2d6+Эффект метров от
// цели». Its miss read «Промах. Пыль оседает, и ветер уносит звук выстрела к
// реке» (a gunshot) — a blast offered every line, the punches' too. Now its
// flavour is one of the miss lines that name neither.
// Dice: initiative Nade 6+6, A 1+1; the throw at range 40 (STR 7 ×4 = 28,
// doubled −2): 2+3 +1 DEX +1 Athletics −2 = 5, Effect −3; scatter 6+5 −3 =
// 8 m (beyond the 6 m blast), d8 7; then the five damage dice, varied so
// that the flavour pick varies.
func TestKlondikeThrownFlavourNamesNoShotOrBlow(t *testing.T) {
	scripts := map[string]string{
		"en": `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A stats:"END 20 DEX 10"
/attack attacker:Nade target:A weapon:grenade range:40
`,
		"ru": `/бой добавить имя:Nade параметры:"ЛОВ 9 СИЛ 7 атлетика 1 ИНТ 9"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10"
/атака атакующий:Nade цель:A оружие:граната дистанция:40
`,
	}
	for _, locale := range []string{"en", "ru"} {
		lines := flavour.Lines(consoletest.Flavour("klondike"), string(flavour.Miss), locale)
		kinds := flavour.LineKinds(consoletest.Flavour("klondike"), string(flavour.Miss), locale)
		seen := 0
		for k := 0; k < 12; k++ {
			faces := []int{6, 6, 1, 1, 2, 3, 6, 5, 7}
			for j := 0; j < 5; j++ {
				faces = append(faces, 1+(k+j*k)%6)
			}
			h := consoletest.NewSystemHarness(t, locale, faces...)
			out := h.Run(consoletest.KlSetup(locale) + scripts[locale])
			e := consoletest.ByText(t, out, "💥 Nade")
			what := fmt.Sprintf("%s %v", locale, faces)
			consoletest.KlWant(t, what, e, map[string]string{"en": "miss, Effect −3", "ru": "промах, Эффект −3"}[locale])
			shown, ok := klFlavourShown(t, e)
			if !ok {
				continue
			}
			seen++
			matched := false
			for i, tpl := range lines {
				if klTemplateRe(tpl).MatchString(shown) {
					matched = true
					if kinds[i] != "" {
						t.Errorf("%s: a thrown grenade's flavour is a %s line: %q", what, kinds[i], shown)
					}
				}
			}
			if !matched {
				t.Errorf("%s: flavour %q is no miss line", what, shown)
			}
		}
		if seen == 0 {
			t.Errorf("%s: no throw showed a flavour line", locale)
		}
	}
}

// A careless shot ("при промахе совершается еще одна атака по второй
// стороне ближнего боя") that missed Bandit and put Friend in shock told
// the story of Bandit: "Bandit gasps for air…". The flavour line now names
// the fighter the stray shot hit.
func TestKlondikeStrayShotFlavourNamesWhoWasHit(t *testing.T) {
	for _, tc := range []struct{ locale, script string }{
		{"en", `/combat add name:Bandit stats:"DEX 6"
/combat add name:Friend stats:"DEX 6"
@Ivan /char set stats:"DEX 9 gun combat 1"
@Ivan /char weapon add name:Rifle spec:"3d6 range:50"
@Ivan /combat join
@Ivan /attack target:Bandit weapon:Rifle range:10 maneuver:careless targets:Friend
`},
		{"ru", `/бой добавить имя:Bandit параметры:"ЛОВ 6"
/бой добавить имя:Friend параметры:"ЛОВ 6"
@Ivan /персонаж задать параметры:"ЛОВ 9 Стрельба 1"
@Ivan /персонаж оружие добавить название:Rifle свойства:"3d6 range:50"
@Ivan /бой войти
@Ivan /атака цель:Bandit оружие:Rifle дистанция:10 приём:careless цели:Friend
`},
	} {
		// Initiative 1+1, 2+2, 6+6; the shot 1+1 (miss); the stray 3+4
		// +2 = 9 hits; damage 4+3+3 +1 Effect = 11 into Friend's END 7:
		// shock.
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 1, 1, 3, 4, 4, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		_, _, fields := consoletest.KlEmbed(t, consoletest.MedReply(t, out))
		flav := fields[len(fields)-1].Value
		if !strings.HasPrefix(flav, "*") {
			t.Fatalf("%s: the last field is not the flavour line: %q", tc.locale, flav)
		}
		if strings.Contains(flav, "Bandit") {
			t.Errorf("%s: the flavour of Friend's wound names Bandit: %q", tc.locale, flav)
		}
		if !strings.Contains(flav, "Friend") {
			t.Errorf("%s: the flavour does not name Friend: %q", tc.locale, flav)
		}
	}
}

// A grenade at Al with Bob diving prone beside him: Al (END 20, 22 damage)
// goes into shock, Bob (halved, 11) does not. The flavour line named the
// last target listed — "Eyes glaze. Bob can think of only one thing: where
// to hide." — for Al's shock; it names whoever the outcome happened to.
func TestKlondikeBlastFlavourNamesTheFighterItHappenedTo(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, wrong string }{
		{"en", `/combat add name:Ann stats:"DEX 9 STR 8 athletics 1"
/combat add name:Bob stats:"END 20"
/combat add name:Al stats:"END 20"
/attack attacker:Ann target:Al weapon:Grenade range:10 extra:"targets:'Bob:prone'"
`, "Al can think of only one thing", "Bob can think"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9 СИЛ 8 Атлетика 1"
/бой добавить имя:Боб параметры:"ВЫН 20"
/бой добавить имя:Эл параметры:"ВЫН 20"
/атака атакующий:Ann цель:Эл оружие:Граната дистанция:10 ещё:"цели:'Боб:prone'"
`, "Эл думает только об одном", "Боб думает"},
	} {
		faces := make([]int, 80)
		for i := range faces {
			faces[i] = 4
		}
		h := consoletest.NewSystemHarness(t, tc.locale, faces...)
		reply := consoletest.MedReply(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		consoletest.KlWant(t, tc.locale, reply, tc.want)
		consoletest.KlNot(t, tc.locale, reply, tc.wrong)
	}
}

// A vehicle is a thing: a hit that does not wreck it gets no flavour
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

// «Подбита: … Водный транспорт получил крупную пробоину и тонет» — a boat
// does not flip over its roof shedding wheels, nor a car sink blowing
// bubbles. A wrecked vehicle's flavour is one of the lines for any vehicle
// or for its own kind. Each vehicle: AP 4+4+4 = 12 ≥ 2× armor 3, the
// critical column 5+5 = 10: destroyed; each hit is a new encounter
// version, so the lines vary.
func TestKlondikeWreckFlavourFitsVehicleKind(t *testing.T) {
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
			for _, l := range flavour.VehicleWreckedLines(consoletest.Flavour("klondike"), kind, locale) {
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

package flavour_test

import (
	"fray/bot/consoletest"
	"fray/commands/flavour"
	"regexp"
	"strings"
	"testing"
)

var systems = []string{"medieval", "storyteller", "klondike"}
var locales = []string{flavour.RU, flavour.EN}

var full = flavour.Args{Actor: "Харган", Target: "Мэри-Энн", Weapon: "Длинный меч", Part: "левая рука"}

// eachEvent runs f for every system, event and locale with its lines.
func eachEvent(t *testing.T, f func(t *testing.T, system string, e flavour.Event, locale string, lines []string)) {
	for _, sys := range systems {
		for _, e := range flavour.Events(consoletest.Flavour(sys)) {
			for _, loc := range locales {
				t.Run(sys+"/"+string(e)+"/"+loc, func(t *testing.T) {
					f(t, sys, e, loc, flavour.Lines(consoletest.Flavour(sys), string(e), loc))
				})
			}
		}
	}
}

func TestEverySystemEventLocaleHasEightLines(t *testing.T) {
	eachEvent(t, func(t *testing.T, _ string, _ flavour.Event, _ string, lines []string) {
		if len(lines) < 8 {
			t.Errorf("%d lines, want at least 8", len(lines))
		}
	})
}

func TestCatalogueHoldsOnlyListedEvents(t *testing.T) {
	for _, sys := range systems {
		listed := map[flavour.Event]bool{}
		for _, e := range flavour.Events(consoletest.Flavour(sys)) {
			listed[e] = true
		}
		for _, loc := range locales {
			for e := range consoletest.Flavour(sys).Lines[loc] {
				if !listed[e] {
					t.Errorf("%s/%s has lines for %q, which the system does not list", sys, loc, e)
				}
			}
		}
	}
	// The events a system does not have: nothing in its seed calls for them.
	absent := map[string][]flavour.Event{
		"storyteller": {flavour.LimbLost, flavour.Stunned, flavour.Shock, flavour.ChaseEscape, flavour.VehicleWrecked},
		"medieval":    {flavour.Dizzied, flavour.Shock, flavour.ChaseEscape, flavour.VehicleWrecked},
		"klondike":    {flavour.Stunned, flavour.Dizzied, flavour.LimbLost},
	}
	for sys, events := range absent {
		for _, e := range events {
			if e == flavour.Stunned {
				continue // an alias, checked in TestAliases
			}
			if n := len(flavour.Lines(consoletest.Flavour(sys), string(e), flavour.RU)); n != 0 {
				t.Errorf("%s has %d lines for %s", sys, n, e)
			}
		}
	}
}

var token = regexp.MustCompile(`\{\{[^}]*\}\}`)

func TestTemplatesUseOnlyTheFourArgsAndExecute(t *testing.T) {
	known := map[string]bool{"{{.Actor}}": true, "{{.Target}}": true, "{{.Weapon}}": true, "{{.Part}}": true}
	eachEvent(t, func(t *testing.T, _ string, _ flavour.Event, _ string, lines []string) {
		seen := map[string]bool{}
		for _, l := range lines {
			if seen[l] {
				t.Errorf("duplicate line %q", l)
			}
			seen[l] = true
			for _, tok := range token.FindAllString(l, -1) {
				if !known[tok] {
					t.Errorf("%q uses %s", l, tok)
				}
			}
			for _, a := range []flavour.Args{{}, full} {
				out, err := flavour.Render(l, a)
				if err != nil {
					t.Errorf("%q with %+v: %v", l, a, err)
				}
				if strings.Contains(out, "{{") || strings.Contains(out, "<no value>") {
					t.Errorf("%q rendered as %q", l, out)
				}
			}
			out, _ := flavour.Render(l, full)
			for _, f := range flavour.ArgFields() {
				if strings.Contains(l, f.Token) && !strings.Contains(out, f.Value(full)) {
					t.Errorf("%q lost %s: %q", l, f.Token, out)
				}
			}
		}
	})
}

func TestEveryEventHasLinesForEveryAttackAndNoNames(t *testing.T) {
	// Two lines at least without names, so a channel with no names still
	// never repeats a line; four with names, whatever the attack kind.
	eachEvent(t, func(t *testing.T, sys string, e flavour.Event, loc string, _ []string) {
		entries := consoletest.Flavour(sys).Lines[loc][e]
		for _, attack := range []string{"", flavour.Melee, flavour.Ranged} {
			bare, named := 0, 0
			for _, entry := range entries {
				if flavour.Fits(entry, flavour.Args{Attack: attack}) {
					bare++
				}
				if flavour.Fits(entry, flavour.Args{Actor: "a", Target: "b", Weapon: "c", Part: "d", Attack: attack}) {
					named++
				}
			}
			if bare < 2 || named < 4 {
				t.Errorf("attack %q: %d lines without names (want ≥ 2), %d with (want ≥ 4)", attack, bare, named)
			}
		}
	})
}

func TestNoAttackLeavesFourLinesPerEvent(t *testing.T) {
	// A result with no blow or shot (a GM's damage, healing, a save, a plain
	// check's critical or botch) gets only untagged lines: at least four, so
	// the no-repeat rule still has a choice, and two that need no name at
	// all. A plain check names only the actor, so critical and fumble must
	// have four lines that need nothing else; the other events are counted
	// with every name but the weapon (no attack, no weapon).
	eachEvent(t, func(t *testing.T, sys string, e flavour.Event, loc string, _ []string) {
		named := flavour.Args{Actor: "a", Target: "b", Part: "d", Attack: flavour.NoAttack}
		if e == flavour.Critical || e == flavour.Fumble {
			named = flavour.Args{Actor: "a", Attack: flavour.NoAttack}
		}
		bare, withNames := 0, 0
		for _, entry := range consoletest.Flavour(sys).Lines[loc][e] {
			if flavour.Fits(entry, flavour.Args{Attack: flavour.NoAttack}) {
				bare++
			}
			if flavour.Fits(entry, named) {
				withNames++
			}
		}
		if withNames < 4 || bare < 2 {
			t.Errorf("NoAttack: %d lines with %+v (want ≥ 4), %d without names (want ≥ 2)", withNames, named, bare)
		}
	})
}

func TestAttackTags(t *testing.T) {
	for _, sys := range systems {
		for _, loc := range locales {
			for e, entries := range consoletest.Flavour(sys).Lines[loc] {
				for _, entry := range entries {
					if _, line := flavour.SplitTag(entry); strings.Contains(line, "|") {
						t.Errorf("%s/%s/%s: unknown tag in %q", sys, loc, e, entry)
					}
				}
			}
		}
	}
	cases := []struct {
		entry, attack string
		want          bool
	}{
		{"ranged|Пуля.", flavour.Ranged, true},
		{"ranged|Пуля.", flavour.Melee, false},
		{"ranged|Пуля.", "", true},
		{"melee|Кулак.", flavour.Ranged, false},
		{"Удар.", flavour.Melee, true},
		{"Удар.", flavour.Ranged, true},
		{"Удар.", flavour.NoAttack, true},
		{"blow|Отлетает на баки.", flavour.Melee, true},
		{"blow|Отлетает на баки.", flavour.Ranged, true},
		{"blow|Отлетает на баки.", "", true},
		{"blow|Отлетает на баки.", flavour.NoAttack, false},
	}
	for _, c := range cases {
		if got := flavour.Fits(c.entry, flavour.Args{Attack: c.attack}); got != c.want {
			t.Errorf("flavour.Fits(%q, %q) = %v", c.entry, c.attack, got)
		}
	}
	// "up|" lines (the target backs off, glares) are for a target who is
	// not down; the tag stands before or after the attack tag.
	for _, c := range []struct {
		entry, attack string
		down, want    bool
	}{
		{"up|Пятится.", "", false, true},
		{"up|Пятится.", "", true, false},
		{"up|Пятится.", flavour.NoAttack, false, true},
		{"up|melee|Пятится.", flavour.Melee, false, true},
		{"melee|up|Пятится.", flavour.Melee, true, false},
		{"up|melee|Пятится.", flavour.Ranged, false, false},
		{"Кровь на снегу.", "", true, true},
	} {
		if got := flavour.Fits(c.entry, flavour.Args{Attack: c.attack, Down: c.down}); got != c.want {
			t.Errorf("flavour.Fits(%q, %q, down %v) = %v", c.entry, c.attack, c.down, got)
		}
	}
	if kind, up, line := flavour.ParseEntry("up|blow|Пятится."); kind != flavour.Blow || !up || line != "Пятится." {
		t.Errorf("parseEntry: %q %v %q", kind, up, line)
	}
}

// "move|" lines (the target steps off the spot) are for a target who is up
// and free: not down, not held or grappled. An armor_stops line tagged with
// what stopped the hit comes only when the caller says so: "weak|" for a
// damage roll without a success, "soak|" for a soak by Stamina or armour,
// "armor|" for a soak with armour in its pool; untagged lines fit any.
func TestMoveAndStoppedTags(t *testing.T) {
	for _, c := range []struct {
		entry string
		a     flavour.Args
		want  bool
	}{
		{"move|Отступает на шаг.", flavour.Args{}, true},
		{"move|Отступает на шаг.", flavour.Args{Held: true}, false},
		{"move|Отступает на шаг.", flavour.Args{Down: true}, false},
		{"up|move|melee|Отступает на шаг.", flavour.Args{Attack: flavour.Melee, Held: true}, false},
		{"up|Шипит.", flavour.Args{Held: true}, true},
		{"Ни царапины.", flavour.Args{Held: true, Stopped: flavour.StoppedWeak}, true},
		{"weak|Мокрая газета.", flavour.Args{}, false},
		{"weak|Мокрая газета.", flavour.Args{Stopped: flavour.StoppedWeak}, true},
		{"weak|Мокрая газета.", flavour.Args{Stopped: flavour.StoppedBody}, false},
		{"soak|Всё поглощено.", flavour.Args{}, false},
		{"soak|Всё поглощено.", flavour.Args{Stopped: flavour.StoppedWeak}, false},
		{"soak|Всё поглощено.", flavour.Args{Stopped: flavour.StoppedBody}, true},
		{"soak|melee|Всё поглощено.", flavour.Args{Stopped: flavour.StoppedArmor, Attack: flavour.Melee}, true},
		{"armor|Плащ держит.", flavour.Args{Stopped: flavour.StoppedBody}, false},
		{"armor|Плащ держит.", flavour.Args{Stopped: flavour.StoppedArmor}, true},
		{"armor|Плащ держит.", flavour.Args{Stopped: flavour.StoppedWeak}, false},
	} {
		if got := flavour.Fits(c.entry, c.a); got != c.want {
			t.Errorf("flavour.Fits(%q, %+v) = %v", c.entry, c.a, got)
		}
	}
	if tg, line := flavour.ParseTags("soak|up|move|melee|Всё поглощено."); tg.Kind() != flavour.Melee || !tg.Up() || !tg.Move() || tg.Stopped() != flavour.StoppedBody || line != "Всё поглощено." {
		t.Errorf("parseTags: %+v %q", tg, line)
	}
	// A bar inside the text is no tag.
	if tg, line := flavour.ParseTags("Выбор|простой."); tg != (flavour.Tags{}) || line != "Выбор|простой." {
		t.Errorf("parseTags: %+v %q", tg, line)
	}
}

// Whatever stopped a harmless hit, and for a held target, every event
// keeps a choice: two lines at least with names, whatever the attack.
func TestEveryEventHasLinesWhateverStoppedTheHitAndForAHeldTarget(t *testing.T) {
	eachEvent(t, func(t *testing.T, sys string, e flavour.Event, loc string, _ []string) {
		for _, attack := range []string{"", flavour.Melee, flavour.Ranged, flavour.NoAttack} {
			for _, a := range []flavour.Args{{Held: true}, {Stopped: flavour.StoppedWeak}, {Stopped: flavour.StoppedBody}, {Stopped: flavour.StoppedArmor}, {Held: true, Stopped: flavour.StoppedWeak}} {
				a.Actor, a.Target, a.Part, a.Attack = "a", "b", "d", attack
				if attack != flavour.NoAttack {
					a.Weapon = "c"
				}
				n := 0
				for _, entry := range consoletest.Flavour(sys).Lines[loc][e] {
					if flavour.Fits(entry, a) {
						n++
					}
				}
				if n < 4 {
					t.Errorf("%+v: %d lines (want ≥ 4)", a, n)
				}
			}
		}
	})
}

// A hit on a target who is down (a blow on the unconscious, a GM's damage
// on the dying) still has a choice of lines: two at least, whatever the
// attack, so the no-repeat rule never runs dry.
func TestEveryEventHasLinesForATargetWhoIsDown(t *testing.T) {
	eachEvent(t, func(t *testing.T, sys string, e flavour.Event, loc string, _ []string) {
		for _, attack := range []string{"", flavour.Melee, flavour.Ranged, flavour.NoAttack} {
			a := flavour.Args{Actor: "a", Target: "b", Weapon: "c", Part: "d", Attack: attack, Down: true}
			if attack == flavour.NoAttack {
				a.Actor, a.Weapon = "", ""
			}
			n := 0
			for _, entry := range consoletest.Flavour(sys).Lines[loc][e] {
				if flavour.Fits(entry, a) {
					n++
				}
			}
			if n < 2 {
				t.Errorf("attack %q, target down: %d lines (want ≥ 2)", attack, n)
			}
		}
	})
}

// Russian lines must stay grammatical for any name: names are not declined,
// so no preposition may govern them, and no past-tense verb or gendered
// short form may agree with them.
var (
	ruPrepositionBeforeArg = regexp.MustCompile(`(?i)(^|[\s(«])(в|во|на|с|со|к|ко|у|от|до|для|без|о|об|обо|по|за|под|над|перед|при|про|через|из|между)\s+\{\{`)
	ruPastTenseAfterName   = regexp.MustCompile(`\{\{\.(Actor|Target)\}\}\s+[а-яё]+(л|ла|ло|лся|лась)[\s,.!?…—]`)
	ruGendered             = []string{" сам ", " сама ", " он ", " она ", " ранен ", " ранена ", " оглушён", " оглушена", " жив ", " жива ", " мёртв", " мертва", " убит", " сбит ", " сбита "}
	// Weapon and part names are not declined either and may be plural
	// ("кастеты"): they stand after a colon or a dash, or before one, or
	// head a verbless phrase that needs no agreement («кулаки вперёд»,
	// «кинжал против защиты»).
	ruWeaponOrPart = regexp.MustCompile(`\{\{\.(Weapon|Part)\}\}`)
	ruFreeStanding = regexp.MustCompile(`(^|: |— |, |\. )\{\{\.(Weapon|Part)\}\}( —|\.| вперёд| против |,)`)
)

func TestRussianLinesFitAnyName(t *testing.T) {
	for _, sys := range systems {
		for e := range consoletest.Flavour(sys).Lines[flavour.RU] {
			for _, l := range flavour.Lines(consoletest.Flavour(sys), string(e), flavour.RU) {
				if ruPrepositionBeforeArg.MatchString(l) {
					t.Errorf("%s/%s: a preposition governs a name: %q", sys, e, l)
				}
				if ruPastTenseAfterName.MatchString(l) {
					t.Errorf("%s/%s: past tense agrees with a name: %q", sys, e, l)
				}
				for _, g := range ruGendered {
					if strings.Contains(" "+l+" ", g) {
						t.Errorf("%s/%s: gendered %q in %q", sys, e, strings.TrimSpace(g), l)
					}
				}
				if n, ok := len(ruWeaponOrPart.FindAllString(l, -1)), len(ruFreeStanding.FindAllString(l, -1)); n != ok {
					t.Errorf("%s/%s: weapon or part must stand after/before a colon or dash: %q", sys, e, l)
				}
			}
		}
	}
}

func TestLintCatchesBadRussian(t *testing.T) {
	// The lint above must be able to fail.
	bad := []string{
		"Удар приходится по {{.Target}}.",
		"{{.Target}} упала без сознания.",
		"{{.Target}} ранен в плечо.",
		"{{.Weapon}} свистит в воздухе.",
		"Попадание в {{.Part}}.",
	}
	for _, l := range bad {
		flagged := ruPrepositionBeforeArg.MatchString(l) || ruPastTenseAfterName.MatchString(l)
		for _, g := range ruGendered {
			flagged = flagged || strings.Contains(" "+l+" ", g)
		}
		flagged = flagged || len(ruWeaponOrPart.FindAllString(l, -1)) != len(ruFreeStanding.FindAllString(l, -1))
		if !flagged {
			t.Errorf("lint misses %q", l)
		}
	}
}

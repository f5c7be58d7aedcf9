package commands_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
	"fray/rules/dice"
)

// English flavour writes a catalog weapon in lower case mid-sentence, as the
// Russian does since session 9: "Ann lunges, club first", not "Club first";
// a name typed on the sheet stays as typed.
func TestS10bEnglishFlavourWritesCatalogWeaponsLower(t *testing.T) {
	for _, tc := range []struct {
		name, setup, weapon, mid, wrong string
	}{
		{"catalog", "/combat add name:Ann\n", "club", "club", "Club"},
		{"typed", "/char set name:Ann\n/char weapon add name:\"Thunder Sword\" spec:\"1d6+1 melee\"\n/combat join\n", "\"Thunder Sword\"", "Thunder Sword", "thunder Sword"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			midSeen := false
			for c := 1; c <= 6; c++ {
				for _, d := range []int{1, 3, 5} {
					// Ann 9+5 against Orc 1+5, a hit (7) to the torso (3),
					// damage c, stun save d, and a d6 a wound may call for.
					h := consoletest.NewSystemHarness(t, "en", 9, 1, 7, 1, 3, c, d, 5)
					out := h.Run("/system set system:medieval\n/combat start\n" + tc.setup + "/combat add name:Orc\n" +
						"/attack attacker:Ann target:Orc weapon:" + tc.weapon + "\n")
					for _, line := range s9bFlavour(t, out) {
						if strings.Index(line, tc.mid) > 0 {
							midSeen = true
						}
						if i := strings.Index(line, tc.wrong); i > 0 {
							t.Errorf("dice %d,%d: %q written %q mid-sentence: %s", c, d, tc.mid, tc.wrong, line)
						}
					}
				}
			}
			if !midSeen {
				t.Fatalf("no flavour line named %q mid-sentence: the test no longer reaches one", tc.mid)
			}
		})
	}
}

// A weapon's or a body part's name is woven in so that it reads for any
// name, singular or plural ("Fists", «Кулаки»): in Russian never spliced
// between two dashes into a sentence that goes on around it («Клинок
// встречает удар со звоном — кинжал — и отводит…», «Удар — дубина —
// сносит с ног»); in English never the subject of a verb that would have to
// agree with it ("Ann's fists connects"): "A blow of Ann's fists lands".
var (
	ruSplicedName  = regexp.MustCompile(`— \{\{\.(Weapon|Part)\}\} —`)
	enWeaponAsVerb = regexp.MustCompile(`(^|[.:!?—] )(\{\{\.Actor\}\}'s )?\{\{\.Weapon\}\} [a-z]+s\b`)
)

func TestS10bInsertedNamesReadNaturally(t *testing.T) {
	// The checks must be able to fail: the lines session 10 found.
	for _, bad := range []string{
		"Клинок встречает удар со звоном — {{.Weapon}} — и отводит его в сторону.",
		"Удар — {{.Weapon}} — сносит с ног, и земля встречает неласково.",
	} {
		if !ruSplicedName.MatchString(bad) {
			t.Errorf("the Russian check misses %q", bad)
		}
	}
	for _, bad := range []string{
		"{{.Actor}}'s {{.Weapon}} connects like a cleaver on an oak block.",
		"Smoke. {{.Weapon}} jams.",
	} {
		if !enWeaponAsVerb.MatchString(bad) {
			t.Errorf("the English check misses %q", bad)
		}
	}
	if enWeaponAsVerb.MatchString("One blow of {{.Actor}}'s {{.Weapon}} puts {{.Target}} out.") {
		t.Error("the English check flags a weapon governed by 'of'")
	}
	n := 0
	for _, system := range []string{flavour.Medieval, flavour.Storyteller, flavour.Klondike} {
		for _, ev := range flavour.Events(system) {
			for _, line := range flavour.Lines(system, string(ev), "ru") {
				n++
				if ruSplicedName.MatchString(line) {
					t.Errorf("%s/%s ru: a name spliced between dashes: %s", system, ev, line)
				}
			}
			for _, line := range flavour.Lines(system, string(ev), "en") {
				n++
				if enWeaponAsVerb.MatchString(line) {
					t.Errorf("%s/%s en: the weapon is a verb's subject: %s", system, ev, line)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no lines read")
	}
}

// The GM's plain damage is no blow: a storyteller /damage never reads «Orc
// отлетает на мусорные баки». And a fighter already incapacitated who takes
// more never backs off, hisses or flinches in the line: only the lines that
// fit a target who is down. The flavour die is not the game's: the damage
// draws no dice, and the scripted source (initiative dice only) never runs
// out.
func TestS10bGMDamageAndADownTargetGetLinesThatFit(t *testing.T) {
	blow := map[string]string{"ru": "мусорные баки", "en": "dumpsters"}
	for _, locale := range []string{"ru", "en"} {
		t.Run(locale, func(t *testing.T) {
			hits := consoletest.CandidateLines(flavour.Storyteller, "hit", locale, flavour.Args{Target: "Orc"})
			fit := consoletest.CandidateLines(flavour.Storyteller, "hit", locale, flavour.Args{Target: "Orc", Attack: flavour.NoAttack, Down: true})
			if len(fit) < 2 || len(fit) >= len(hits) {
				t.Fatalf("%d of %d hit lines fit a GM's damage on a fighter who is down: the test cannot tell", len(fit), len(hits))
			}
			shown, downShown := 0, 0
			for k := 0; k < 10; k++ {
				// k bystanders join first: each join is a version of the
				// fight, and the flavour die is seeded from it, so every k
				// reads other lines. Their initiative dice; the damage
				// draws none.
				faces := []int{10}
				script := "/system set system:storyteller\n/combat start\n/combat add name:Orc\n"
				for i := 0; i < k; i++ {
					faces = append(faces, i+1) // no ties: no roll-off dice
					script += fmt.Sprintf("/combat add name:Pad%d\n", i)
				}
				h := consoletest.NewSystemHarness(t, locale, faces...)
				// Hurt but up: any line that fits a GM's damage.
				script += "/damage target:Orc levels:1 type:bashing\n/damage target:Orc levels:1 type:bashing\n"
				up := h.Run(script)
				// Incapacitated (7 of 7), then hit again.
				down := h.Run("/damage target:Orc levels:5 type:bashing\n/damage target:Orc levels:1 type:bashing\n/damage target:Orc levels:1 type:bashing\n/damage target:Orc levels:1 type:bashing\n")
				if err := dice.Check(h.Dice); err != nil {
					t.Fatalf("flavour drew from the game's dice: %v", err)
				}
				for i, line := range append(s9bFlavour(t, up), s9bFlavour(t, down)...) {
					shown++
					if strings.Contains(line, blow[locale]) {
						t.Errorf("a GM's damage read a blow's line: %s", line)
					}
					if i < len(s9bFlavour(t, up)) {
						continue
					}
					if hits[line] {
						downShown++
					}
					if hits[line] && !fit[line] {
						t.Errorf("a hit on a fighter who is down read: %s", line)
					}
				}
			}
			if downShown < 10 {
				t.Fatalf("only %d hit lines shown for a fighter who is down", downShown)
			}
			if shown < 20 {
				t.Fatalf("only %d flavour lines shown", shown)
			}
		})
	}
}

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

// flavourLines returns the flavour lines of a reply: the italic field values.
func flavourLines(t *testing.T, out []consoletest.Sent) []string {
	t.Helper()
	var lines []string
	for _, s := range out {
		if s.Kind != "response" {
			continue
		}
		for _, e := range decodeEmbeds(t, s).Embeds {
			for _, f := range e.Fields {
				v := strings.TrimSpace(f.Value)
				if len(v) > 2 && strings.HasPrefix(v, "*") && strings.HasSuffix(v, "*") && !strings.HasPrefix(v, "**") {
					lines = append(lines, strings.Trim(v, "*"))
				}
			}
		}
	}
	return lines
}

// In Russian a catalog weapon's name is a common noun mid-sentence
// («Ann: выпад, дубина наперевес»), capitalised only where it opens the
// line; a name the player typed stays as typed. The dice vary the seeded
// flavour pick (never the rules' draws).
func TestFlavourWritesCatalogWeaponsLowerMidSentence(t *testing.T) {
	for _, tc := range []struct {
		name, setup, weapon, mid, wrong string
	}{
		{"catalog", "/combat add name:Ann\n", "club", "дубина", "Дубина"},
		{"typed", "/char set name:Ann\n/char weapon add name:\"Меч Грома\" spec:\"1d6+1 melee\"\n/combat join\n", "\"Меч Грома\"", "Меч Грома", "меч Грома"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			midSeen := false
			for c := 1; c <= 6; c++ {
				for _, d := range []int{1, 3, 5} {
					// Ann 9+5 against Orc 1+5, a hit (7) to the torso (3), damage c,
					// stun save d, and a d6 for a wound that calls for one.
					h := consoletest.NewSystemHarness(t, "ru", 9, 1, 7, 1, 3, c, d, 5)
					out := h.Run("/system set system:medieval\n/combat start\n" + tc.setup + "/combat add name:Orc\n" +
						"/attack attacker:Ann target:Orc weapon:" + tc.weapon + "\n")
					for _, line := range flavourLines(t, out) {
						at := strings.Index(line, tc.mid)
						if at > 0 {
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

// English flavour writes a catalog weapon in lower case mid-sentence, as the
// Russian does: "Ann lunges, club first", not "Club first";
// a name typed on the sheet stays as typed.
func TestEnglishFlavourWritesCatalogWeaponsLower(t *testing.T) {
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
					for _, line := range flavourLines(t, out) {
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

// The English flavour spells armor as the terms table and the rest of the
// bot do.
func TestFlavourSpellsArmor(t *testing.T) {
	n := 0
	for _, system := range []string{"medieval", "storyteller", "klondike"} {
		for _, ev := range flavour.Events(consoletest.Flavour(system)) {
			for _, line := range flavour.Lines(consoletest.Flavour(system), string(ev), "en") {
				n++
				if strings.Contains(strings.ToLower(line), "armour") {
					t.Errorf("%s/%s: %s", system, ev, line)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no English lines read")
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

func TestFlavourInsertedNamesReadNaturally(t *testing.T) {
	// The checks must be able to fail: lines that once read so.
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
	for _, system := range []string{"medieval", "storyteller", "klondike"} {
		for _, ev := range flavour.Events(consoletest.Flavour(system)) {
			for _, line := range flavour.Lines(consoletest.Flavour(system), string(ev), "ru") {
				n++
				if ruSplicedName.MatchString(line) {
					t.Errorf("%s/%s ru: a name spliced between dashes: %s", system, ev, line)
				}
			}
			for _, line := range flavour.Lines(consoletest.Flavour(system), string(ev), "en") {
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
// fit a target who is down (bashing damage reads storyteller's bashing_hit
// lines, a hit's without blood). The flavour die is not the game's: the damage
// draws no dice, and the scripted source (initiative dice only) never runs
// out.
func TestFlavourGMDamageAndADownTargetGetLinesThatFit(t *testing.T) {
	blow := map[string]string{"ru": "мусорные баки", "en": "dumpsters"}
	for _, locale := range []string{"ru", "en"} {
		t.Run(locale, func(t *testing.T) {
			hits := consoletest.CandidateLines("storyteller", "bashing_hit", locale, flavour.Args{Target: "Orc"})
			fit := consoletest.CandidateLines("storyteller", "bashing_hit", locale, flavour.Args{Target: "Orc", Attack: flavour.NoAttack, Down: true})
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
				for i, line := range append(flavourLines(t, up), flavourLines(t, down)...) {
					shown++
					if strings.Contains(line, blow[locale]) {
						t.Errorf("a GM's damage read a blow's line: %s", line)
					}
					if i < len(flavourLines(t, up)) {
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

// Storyteller flavour lines must fit the moment (a hit soaked or not, a
// held target, the GM's damage); the tests below check them in both locales
// through the console.

// The lines that credit a soak ("soak|": Stamina or armour took the hit)
// and those that credit armour or clothing ("armor|"), by locale.
var (
	flavourSoakLines = map[string][]string{
		"en": {"All of it soaked", "Flesh that forgot pain", "sack of cement", "fell an ox"},
		"ru": {"Всё поглощено", "Плоть, давно забывшая боль", "мешку с цементом", "свалил бы быка"},
	}
	flavourArmorLines = map[string][]string{
		"en": {"tailored that coat", "the armor takes the whole blow"},
		"ru": {"шил этот плащ", "броня принимает удар целиком"},
	}
	// Lines in which the target steps off the spot.
	flavourMoveLines = map[string][]string{
		"en": {"simply steps back", "melts into shadow", "empty alley", "isn't there any more"},
		"ru": {"просто отступает на шаг", "растворяется в тени", "пустой переулок", "уже не там"},
	}
)

func hasAny(line string, parts []string) bool {
	for _, p := range parts {
		if strings.Contains(line, p) {
			return true
		}
	}
	return false
}

// One outcome, armor_stops, covers a hit whose damage roll got no success
// and one the soak took whole: "Whoever tailored that coat…" and "All of it
// soaked" came for the first, and for a target who wears no armour. Ann
// (Strength 3, Dexterity 3, Brawl 3) punches Thug thirty times, each a hit
// with 8 8 8 2 2 2 (3 successes, no defence), damage 3 + 2 extra dice:
//   - weak: damage 2 2 2 2 2, no success, no soak rolled: no soak or armour
//     line (Thug has Stamina 2 and armour 2: it is the roll that failed);
//   - body: damage 8 8 2 2 2, soak 8 8 8 (Stamina 3, no armour): soak lines
//     come, armour lines never;
//   - armor: the same against Stamina 1 + armour 2: armour lines come too.
//
// The flavour die is not the game's: every scripted face is drawn, in
// order, and none is left over or missing. Each punch is taken back after
// it (/combat undo), so each is the round's first action at full pool: the
// fight's books make a second punch in the round a multiple action.
func TestFlavourArmourAndSoakLinesOnlyForHitsThatWereSoaked(t *testing.T) {
	punch := map[string]string{
		"en": "/attack attacker:Ann target:Thug maneuver:punch defense:none\n",
		"ru": "/атака атакующий:Ann цель:Thug приём:\"удар рукой\" защита:нет\n",
	}
	attack := []int{8, 8, 8, 2, 2, 2}
	for _, tc := range []struct {
		name, thug       string
		damage           []int // damage dice, then soak dice
		noSoak, noArmour bool  // lines that must not come
		wantSoak         bool  // soak lines must come
		wantArmour       bool  // armour lines must come
	}{
		{"weak", `stats:"Strength 4 Dexterity 2 Wits 1 Brawl 2 Stamina 2" armor:2`, []int{2, 2, 2, 2, 2}, true, true, false, false},
		{"body", `stats:"Strength 4 Dexterity 2 Wits 1 Brawl 2 Stamina 3"`, []int{8, 8, 2, 2, 2, 8, 8, 8}, false, true, true, false},
		{"armor", `stats:"Strength 4 Dexterity 2 Wits 1 Brawl 2 Stamina 1" armor:2`, []int{8, 8, 2, 2, 2, 8, 8, 8}, false, false, true, true},
	} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				const n = 30
				faces := []int{9, 2} // initiative: Ann, Thug
				for i := 0; i < n; i++ {
					faces = append(append(faces, attack...), tc.damage...)
				}
				h := consoletest.NewSystemHarness(t, locale, faces...)
				h.Run("/system set system:storyteller\n/combat start\n" +
					"/combat add name:Ann stats:\"Strength 3 Dexterity 3 Wits 2 Brawl 3\"\n" +
					"/combat add name:Thug " + tc.thug + "\n")
				soaks, armours, shown := 0, 0, 0
				for i := 0; i < n; i++ {
					got := consoletest.LastOf(t, consoletest.Replies(h.Run(punch[locale])))
					if got.Ephemeral {
						t.Fatalf("attack %d refused: %s", i, got.Text())
					}
					consoletest.MustContain(t, got, map[string]string{"en": "No damage.", "ru": "Повреждений нет."}[locale])
					for _, line := range flavourLines(t, []consoletest.Sent{got}) {
						shown++
						if hasAny(line, flavourSoakLines[locale]) {
							soaks++
							if tc.noSoak {
								t.Errorf("attack %d: a soak line for a damage roll without a success: %s", i, line)
							}
						}
						if hasAny(line, flavourArmorLines[locale]) {
							armours++
							if tc.noArmour {
								t.Errorf("attack %d: an armour line where no armour soaked: %s", i, line)
							}
						}
					}
					h.Run("/combat undo\n")
				}
				if err := dice.Check(h.Dice); err != nil {
					t.Fatalf("the scripted dice: %v", err)
				}
				if shown < n {
					t.Fatalf("only %d flavour lines in %d attacks", shown, n)
				}
				if tc.wantSoak && soaks == 0 {
					t.Errorf("no soak line in %d soaked hits", n)
				}
				if tc.wantArmour && armours == 0 {
					t.Errorf("no armour line in %d hits the armour soaked", n)
				}
			})
		}
	}
}

// "Thug simply steps back" came for a HELD Thug that Bo missed. Ann holds
// Thug (8 8 8 2 2 2); Bo (Dexterity 2, no Brawl) then misses Thug thirty
// times with 2s: no line has Thug step off the spot. Against a Thug nobody
// holds, the same misses do read such lines (the test can tell).
func TestFlavourNoMovementLinesForAHeldTarget(t *testing.T) {
	for _, tc := range []struct{ locale, hold, miss, missLine string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:hold defense:none",
			"/attack attacker:Bo target:Thug maneuver:punch defense:none", "miss"},
		{"ru", "/атака атакующий:Ann цель:Thug приём:удерживание защита:нет",
			"/атака атакующий:Bo цель:Thug приём:\"удар рукой\" защита:нет", "промах"},
	} {
		for _, held := range []bool{true, false} {
			name := tc.locale + "/free"
			if held {
				name = tc.locale + "/held"
			}
			t.Run(name, func(t *testing.T) {
				var h *consoletest.Harness
				if held {
					h = consoletest.StLockFight(t, tc.locale, tc.hold)
				} else {
					// The same three, with no hold: every die after the
					// initiative is a 2.
					h = consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2, 5}, consoletest.Twos(300)...)...)
					h.Run("/system set system:storyteller\n/combat start\n" +
						"/combat add name:Ann stats:\"Strength 3 Dexterity 3 Wits 2 Brawl 3\"\n" +
						"/combat add name:Thug stats:\"Strength 4 Dexterity 2 Wits 1 Brawl 2\"\n" +
						"/combat add name:Bo stats:\"Dexterity 2 Wits 2\"\n")
				}
				moves, shown := 0, 0
				for i := 0; i < 30; i++ {
					got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.miss+"\n")))
					if got.Ephemeral {
						t.Fatalf("attack %d refused: %s", i, got.Text())
					}
					consoletest.MustContain(t, got, tc.missLine)
					for _, line := range flavourLines(t, []consoletest.Sent{got}) {
						shown++
						if hasAny(line, flavourMoveLines[tc.locale]) {
							moves++
							if held {
								t.Errorf("attack %d: a held target steps off the spot: %s", i, line)
							}
						}
					}
				}
				if shown < 30 {
					t.Fatalf("only %d flavour lines in 30 misses", shown)
				}
				if !held && moves == 0 {
					t.Fatal("no movement line in 30 misses on a free target: the test cannot tell")
				}
			})
		}
	}
}

// The GM's /damage with a pool gets the same fit as a blow (the soak lines
// describe a blow, so a GM's damage never gets them). A bashing pool of 3
// rolled 2 2 2 (no success) against Thug (Stamina 2, armour 2) gets no
// armour line and, now and then, a weak-blow line; 8 8 8 soaked by
// Stamina 3 alone never an armour line; soaked by Stamina 1 with armour 2,
// now and then one. Without Stopped, neither kind ever came.
func TestFlavourGMDamagePoolFitsWhatStoppedIt(t *testing.T) {
	// Bashing: a mortal's Stamina soaks it (lethal it would not).
	cmd := map[string]string{"en": "/damage target:Thug pool:3 type:bashing\n", "ru": "/урон цель:Thug запас:3 тип:bashing\n"}
	weakLines := map[string][]string{"en": {"wet newspaper", "barely notices the blow"}, "ru": {"мокрой газеты"}}
	for _, tc := range []struct {
		name, thug           string
		dice                 []int
		wantWeak, wantArmour bool
	}{
		{"weak", `stats:"Stamina 2" armor:2`, []int{2, 2, 2}, true, false},
		{"body", `stats:"Stamina 3"`, []int{8, 8, 8, 8, 8, 8}, false, false},
		{"armor", `stats:"Stamina 1" armor:2`, []int{8, 8, 8, 8, 8, 8}, false, true},
	} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				const n = 30
				faces := []int{9, 2}
				for i := 0; i < n; i++ {
					faces = append(faces, tc.dice...)
				}
				h := consoletest.NewSystemHarness(t, locale, faces...)
				h.Run("/system set system:storyteller\n/combat start\n/combat add name:Ann stats:\"Wits 2\"\n/combat add name:Thug " + tc.thug + "\n")
				weak, armours := 0, 0
				for i := 0; i < n; i++ {
					got := consoletest.LastOf(t, consoletest.Replies(h.Run(cmd[locale])))
					consoletest.MustContain(t, got, map[string]string{"en": "No damage.", "ru": "Повреждений нет."}[locale])
					for _, line := range flavourLines(t, []consoletest.Sent{got}) {
						if hasAny(line, flavourSoakLines[locale]) {
							t.Errorf("damage %d: a blow's soak line for a GM's damage: %s", i, line)
						}
						if hasAny(line, flavourArmorLines[locale]) {
							armours++
							if !tc.wantArmour {
								t.Errorf("damage %d: an armour line where no armour soaked: %s", i, line)
							}
						}
						if hasAny(line, weakLines[locale]) {
							weak++
							if !tc.wantWeak {
								t.Errorf("damage %d: a weak-blow line for a soaked pool: %s", i, line)
							}
						}
					}
				}
				if err := dice.Check(h.Dice); err != nil {
					t.Fatalf("the scripted dice: %v", err)
				}
				if tc.wantWeak && weak == 0 {
					t.Errorf("no weak-blow line in %d pools without a success", n)
				}
				if tc.wantArmour && armours == 0 {
					t.Errorf("no armour line in %d pools the armour soaked", n)
				}
			})
		}
	}
}

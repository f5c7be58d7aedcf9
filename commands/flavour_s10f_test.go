package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/rules/dice"
)

// Session 10, round 6: storyteller flavour lines that did not fit the moment
// in an English fight night, checked in both locales through the console.

// The lines that credit a soak ("soak|": Stamina or armour took the hit)
// and those that credit armour or clothing ("armor|"), by locale.
var (
	s10fSoakLines = map[string][]string{
		"en": {"All of it soaked", "Flesh that forgot pain", "sack of cement", "fell an ox"},
		"ru": {"Всё поглощено", "Плоть, давно забывшая боль", "мешку с цементом", "свалил бы быка"},
	}
	s10fArmorLines = map[string][]string{
		"en": {"tailored that coat", "the armor takes the whole blow"},
		"ru": {"шил этот плащ", "броня принимает удар целиком"},
	}
	// Lines in which the target steps off the spot.
	s10fMoveLines = map[string][]string{
		"en": {"simply steps back", "melts into shadow", "empty alley", "isn't there any more"},
		"ru": {"просто отступает на шаг", "растворяется в тени", "пустой переулок", "уже не там"},
	}
)

func s10fHasAny(line string, parts []string) bool {
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
// order, and none is left over or missing.
func TestS10fArmourAndSoakLinesOnlyForHitsThatWereSoaked(t *testing.T) {
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
					for _, line := range s9bFlavour(t, []consoletest.Sent{got}) {
						shown++
						if s10fHasAny(line, s10fSoakLines[locale]) {
							soaks++
							if tc.noSoak {
								t.Errorf("attack %d: a soak line for a damage roll without a success: %s", i, line)
							}
						}
						if s10fHasAny(line, s10fArmorLines[locale]) {
							armours++
							if tc.noArmour {
								t.Errorf("attack %d: an armour line where no armour soaked: %s", i, line)
							}
						}
					}
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
func TestS10fNoMovementLinesForAHeldTarget(t *testing.T) {
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
					for _, line := range s9bFlavour(t, []consoletest.Sent{got}) {
						shown++
						if s10fHasAny(line, s10fMoveLines[tc.locale]) {
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
func TestS10GMDamagePoolFlavourFitsWhatStoppedIt(t *testing.T) {
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
					for _, line := range s9bFlavour(t, []consoletest.Sent{got}) {
						if s10fHasAny(line, s10fSoakLines[locale]) {
							t.Errorf("damage %d: a blow's soak line for a GM's damage: %s", i, line)
						}
						if s10fHasAny(line, s10fArmorLines[locale]) {
							armours++
							if !tc.wantArmour {
								t.Errorf("damage %d: an armour line where no armour soaked: %s", i, line)
							}
						}
						if s10fHasAny(line, weakLines[locale]) {
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

package medieval_test

import (
	"flag"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// Golden embeds: one embed per medieval flavour event in both
// locales, stored under testdata/golden/medieval_<event>_<locale>.json.
// `go test ./commands/medieval -run TestMedievalGolden -update` rewrites them.
//
// The -update flag may be shared with other systems' golden tests in this
// package: whichever file's init runs first defines it, the others reuse it.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata/golden")
	}
}

// medGoldenCase is one flavour event: a script after medSetupEN (initiative
// takes faces 5 and 3: Knight 11, Archer 11), the faces the rules draw, and
// what the embed must show besides its flavour line.
type medGoldenCase struct {
	event string
	faces []int // after the two initiative faces
	cmds  string
	wants map[string][]string // by locale: numbers and words the embed must show
	d6    bool                // a Hollywood d6 line is shown
}

var medGoldenCases = []medGoldenCase{
	{event: "hit", faces: []int{7, 3, 6, 6, 2},
		// 7 + REF 8 + Archery 5 = 20 vs close 15; torso; 12 − SP 10 = 2 − BTM 4 → 1 (minimum).
		cmds: "/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n",
		wants: map[string][]string{"en": {"7+8+5 = **20** vs 15 — hit, torso", "12 − SP 10 → 2", "**1 wound point**"},
			"ru": {"7+8+5 = **20** против 15 — попадание, торс", "12 − ОС 10 → 2", "**1 пункт урона**"}}},
	{event: "miss", faces: []int{2},
		// 2 + 8 + 5 = 15 vs medium 20.
		cmds:  "/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:medium\n",
		wants: map[string][]string{"en": {"2+8+5 = **15** vs 20 — miss"}, "ru": {"2+8+5 = **15** против 20 — промах"}}},
	{event: "critical", faces: []int{10, 3, 5, 1, 1, 2},
		// 10 explodes (+3): 13 + REF 6 + Melee 4 = 23 vs 5 + 8 + 0 = 13; head ×2 = 2 − BTM 2 → 1.
		cmds: "/attack attacker:Knight target:Archer damage:1d6\n",
		// The exploding 10 is named as such: «critical hit» read as the wound level Critical.
		wants: map[string][]string{"en": {"10+3+6+4 = **23** vs 13 — hit (a natural 10 — rolled again), head", "×2 2"},
			"ru": {"10+3+6+4 = **23** против 13 — попадание (выпала 10 — бросок повторён), голова", "×2 2"}}},
	{event: "fumble", faces: []int{1},
		cmds:  "/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n",
		wants: map[string][]string{"en": {"— fumble"}, "ru": {"1+8+5 = **14**"}}},
	{event: "armor_stops", faces: []int{7, 3, 4, 5},
		// 4 + 5 = 9 against SP 10: nothing through, no wear.
		cmds:  "/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n",
		wants: map[string][]string{"en": {"9 − SP 10 → 0", "the armor stops it"}, "ru": {"9 − ОС 10 → 0"}}},
	{event: "stunned", faces: []int{9, 3}, d6: true,
		// 10 − BTM 2 = 8: Serious; stun save 9 > BODY 6 − 1 = 5; Hollywood d6 3.
		cmds: "/damage target:Archer amount:10 location:torso\n",
		wants: map[string][]string{"en": {"**8 wound points**", `d10 **9** \u003e 5 (BODY 6 − 1)`, "d6 3", "Spins on the spot, falls."},
			"ru": {"**8 пунктов урона**", `d10 **9** \u003e 5 (ТЕЛ 6 − 1)`, "d6 3", "Вращается на месте, падает"}}},
	{event: "limb_lost", faces: []int{1, 2},
		// 11 − BTM 2 = 9 > 8 to a limb: lost; death save at Mortal 0: 2 ≤ 6 − 0.
		cmds: "/damage target:Archer amount:11 location:\"left arm\"\n",
		// «с ранением СМЕРТЕЛЬНОЕ 0»: the death saves go on each round.
		wants: map[string][]string{"en": {"**9 wound points**", "left arm is lost", "d10 **2** ≤ 6 (BODY 6 − 0)", "Mortal: death save every round"},
			"ru": {"**9 пунктов урона**", "(ТЕЛ 6 − 0)", "Смертельное: спасбросок против смерти каждый раунд"}}},
	{event: "dying", faces: []int{3, 10},
		// 20 points = Mortal 1; stun 3 ≤ 10 − 4; death save 10 > 10 − 1.
		cmds: "/damage target:Knight amount:20 direct:true\n",
		wants: map[string][]string{"en": {"**Mortal 1**", `d10 **10** \u003e 9 (BODY 10 − 1)`},
			"ru": {"**Смертельное 1**", `d10 **10** \u003e 9 (ТЕЛ 10 − 1)`}}},
	{event: "dead", faces: nil,
		// 7 to the head ×2 = 14 − BTM 4 = 10 > 8: dead, no saves.
		cmds:  "/damage target:Knight amount:7 location:head\n",
		wants: map[string][]string{"en": {"**10 wound points**"}, "ru": {"**10 пунктов урона**"}}},
	{event: "stabilized", faces: []int{3, 3, 7},
		// 20 points need 20: 7 + TECH 5 + Medicine 8 = 20.
		cmds:  "/damage target:Knight amount:20 direct:true\n/stabilize target:Knight medic:Archer\n",
		wants: map[string][]string{"en": {"7+5+8 = **20** vs 20", "stabilized"}, "ru": {"7+5+8 = **20** против 20", "стабилизирован"}}},
	{event: "revived", faces: []int{9, 4, 3, 1, 1, 3, 2},
		// Stunned at Mortal 1 (9 > 6; Hollywood 4, death save 3 ≤ 9); the
		// stun ends only «в последующем раунде»: round 2 (initiative 1, 1:
		// Archer 9 first, Knight 3; Knight's death save 3), then the stun
		// save 2 ≤ 6 brings Knight back.
		cmds:  "/damage target:Knight amount:20 direct:true\n!click Next round\n/save kind:stun target:Knight\n",
		wants: map[string][]string{"en": {"d10 **2** ≤ 6 (BODY 10 − 4)"}, "ru": {"d10 **2** ≤ 6 (ТЕЛ 10 − 4)"}}},
}

// medFlavourMatches reports whether line is one of the event's catalogue
// lines with its names filled in.
func medFlavourMatches(line, event, locale string) bool {
	for _, tpl := range flavour.Lines(consoletest.Flavour("medieval"), event, locale) {
		re := regexp.QuoteMeta(tpl)
		for _, f := range []string{"Actor", "Target", "Weapon", "Part"} {
			re = strings.ReplaceAll(re, regexp.QuoteMeta("{{."+f+"}}"), ".+")
		}
		if regexp.MustCompile("^" + re + "$").MatchString(line) {
			return true
		}
	}
	return false
}

func TestMedievalGoldenEmbeds(t *testing.T) {
	for _, tc := range medGoldenCases {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.event+"_"+locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, append([]int{5, 3}, tc.faces...)...)
				h.Run(consoletest.MedSetupEN)
				got := consoletest.MedReply(t, h.Run(tc.cmds))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatalf("dice: %v", err)
				}
				if left := h.Dice.Remaining(); left != 0 {
					t.Fatalf("%d scripted faces were not drawn", left)
				}
				consoletest.MedWant(t, got, tc.wants[locale]...)
				em := consoletest.MedEmbedOf(t, got)

				// The flavour line is last, in italics, and is the event's.
				last := em.Fields[len(em.Fields)-1].Value
				if !strings.HasPrefix(last, "*") || !strings.HasSuffix(last, "*") {
					t.Fatalf("last field is not an italic flavour line: %q", last)
				}
				if line := strings.Trim(last, "*"); !medFlavourMatches(line, tc.event, locale) {
					t.Errorf("flavour line %q is not a %s line", line, tc.event)
				}
				hollywood := false
				for _, f := range em.Fields {
					hollywood = hollywood || strings.Contains(f.Name, "🎬")
				}
				if hollywood != tc.d6 {
					t.Errorf("Hollywood d6 line shown: %v, want %v", hollywood, tc.d6)
				}

				consoletest.CompareGolden(t, filepath.Join("testdata", "golden", "medieval_"+tc.event+"_"+locale+".json"), got.Data)
			})
		}
	}
}

package commands_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fray/commands/flavour"
)

// Golden embeds (issue 8): one embed per storyteller flavour event in both
// locales, stored under testdata/golden/storyteller_<event>_<locale>.json.
// `go test ./commands -run TestStorytellerGolden -update` rewrites them (the
// -update flag is the one medieval_golden_test.go defines; goldenUpdate
// reads it).

// stGoldenSetup starts a storyteller fight. Initiative draws one d10 each:
// the first two faces of every case (Bob 🎲 5 + 4 = 9, Al 🎲 4 + 3 = 7). Bob: Strength 3, Dexterity 3, Brawl 2, Intelligence 2,
// Medicine 2. Al: Stamina 2, Dexterity 2, Athletics 1.
const stGoldenSetup = `/system set system:storyteller
/combat start
/combat add name:Bob stats:"Strength 3 Dexterity 3 Brawl 2 Melee 2 Firearms 3 Athletics 1 Stamina 2 Intelligence 2 Medicine 2"
/combat add name:Al stats:"Stamina 2 Dexterity 2 Athletics 1 Brawl 1"
`

// stGoldenArmoredSetup is the same fight with Al in a Kevlar vest (3/1).
const stGoldenArmoredSetup = `/system set system:storyteller
/combat start
/combat add name:Bob stats:"Strength 3 Dexterity 3 Brawl 2 Melee 2 Firearms 3 Athletics 1 Stamina 2 Intelligence 2 Medicine 2"
/combat add name:Al stats:"Stamina 2 Dexterity 2 Athletics 1 Brawl 1" armor:"3/1"
`

// sysGoldenCase is one flavour event of a system: the setup, the faces the
// rules draw after it (in the order), the commands, and what the
// embed must show besides its flavour line, by locale.
type sysGoldenCase struct {
	event string
	setup string
	faces []int // after the setup's initiative faces
	cmds  string
	wants map[string][]string
}

// A punch is Dexterity + Brawl = 5 dice at difficulty 6; its damage is
// Strength 3 + the extra successes, bashing; Al soaks with Stamina 2 (+ armor).
var stGoldenCases = []sysGoldenCase{
	{event: "hit", faces: []int{7, 3, 3, 3, 3 /*attack*/, 7, 3, 3 /*damage*/, 3, 3 /*soak*/},
		// 1 success; 1 damage success − soak 0 = 1 bashing: Bruised.
		cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		wants: map[string][]string{
			"en": {"🎲 **7** 3 3 3 3 vs 6 — 1 success", "1 − soak 0 = **1 bashing** → Bruised", "Pool 5, difficulty 6"},
			"ru": {"🎲 **7** 3 3 3 3 против 6 — 1 успех", "1 − поглощение 0 = **поверхностные: 1** → Ушибы", "Запас 5, сложность 6"}}},
	{event: "graze", faces: []int{8, 8, 3, 3, 3 /*attack*/, 3, 3, 3, 3 /*disarm*/},
		// A disarm that lands but whose roll, 0, does not beat Al's
		// Strength 1: the weapon stays in hand. (A blow that soak or the
		// damage roll leaves harmless is armor_stops: «повреждений нет».)
		cmds: "/attack attacker:Bob target:Al maneuver:disarm defense:none\n",
		wants: map[string][]string{
			"en": {"🎲 **8** **8** 3 3 3 vs 7", "0 vs Strength 1: Al keeps the weapon."},
			"ru": {"🎲 **8** **8** 3 3 3 против 7", "0 против Силы 1: оружие осталось в руках"}}},
	{event: "miss", faces: []int{3, 3, 3, 3, 3},
		// No success and no 1: a plain failure, no damage roll.
		cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		wants: map[string][]string{
			"en": {"🎲 3 3 3 3 3 vs 6 — Failure → **miss**"},
			"ru": {"🎲 3 3 3 3 3 против 6"}}},
	{event: "critical", faces: []int{7, 7, 7, 7, 7, 7, 3, 3, 3, 3, 3, 3, 3, 3},
		// 5 successes (the «phenomenal» five): 3 + 4 extra = 7 damage dice.
		cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		wants: map[string][]string{
			"en": {"5 successes → **hit, 5 net**", "3 dice + 4 extra successes, bashing", "Pool 7, difficulty 6"},
			"ru": {"5 успехов", "Запас 7, сложность 6"}}},
	{event: "fumble", faces: []int{1, 3, 3, 3, 3},
		// «Если не выпало ни одного успеха и есть хотя бы одна 1 — провал».
		cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		wants: map[string][]string{
			"en": {"🎲 ~~1~~ 3 3 3 3 vs 6 — Botch", "successes 0, 1s 1"},
			"ru": {"🎲 ~~1~~ 3 3 3 3 против 6", "успехов 0, единиц 1"}}},
	{event: "armor_stops", setup: stGoldenArmoredSetup, faces: []int{7, 3, 3, 3, 3, 7, 3, 3, 7, 3, 3, 3, 3},
		// Soak is Stamina 2 + Kevlar 3 = 5 dice: its 1 success takes the level.
		cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		wants: map[string][]string{
			"en": {"Stamina 2 + armor 3", "Pool 5, difficulty 6", "1 − soak 1 = **no damage**", "No damage."},
			"ru": {"Выносливость 2 + броня 3", "Запас 5, сложность 6", "1 − поглощение 1 = **повреждений нет**", "Повреждений нет."}}},
	{event: "disarmed", faces: []int{8, 8, 3, 3, 3 /*attack*/, 7, 7, 7, 3 /*disarm*/},
		// Dexterity 3 + Brawl 2 at 7 (disarm +1): 2 successes; the disarm
		// roll, Strength 3 + 2 − 1 = 4 dice: 3 successes beat Al's
		// Strength 1 («Противник не получает повреждений»).
		cmds: "/attack attacker:Bob target:Al maneuver:disarm defense:none\n",
		wants: map[string][]string{
			"en": {"🎲 **8** **8** 3 3 3 vs 7", "3 vs Strength 1: Al loses the weapon!", "disarmed"},
			"ru": {"🎲 **8** **8** 3 3 3 против 7", "обезоружен"}}},
	{event: "hold", faces: []int{7, 3, 3, 3, 3 /*attack*/},
		// «Удерживание»: Strength 3 + Brawl 2 = 5 dice, 1 success; no
		// damage roll («Повреждения: нет»), the two are locked.
		cmds: "/attack attacker:Bob target:Al maneuver:hold defense:none\n",
		wants: map[string][]string{
			"en": {"🎲 **7** 3 3 3 3 vs 6 — 1 success", "Pool 5, difficulty 6", "Hold"},
			"ru": {"🎲 **7** 3 3 3 3 против 6 — 1 успех", "Запас 5, сложность 6", "Удерживание"}}},
	{event: "knockdown", faces: []int{8, 3, 3, 3, 3 /*attack*/, 7, 3, 3 /*damage*/, 3, 3 /*soak*/, 3, 3, 3 /*Al*/},
		// A sweep: difficulty 7 for the attack; Al rolls Dexterity 2 +
		// Athletics 1 = 3 dice at difficulty 8 and falls.
		cmds: "/attack attacker:Bob target:Al maneuver:sweep defense:none\n",
		wants: map[string][]string{
			"en": {"🎲 **8** 3 3 3 3 vs 7", "Al goes down", "Dexterity + Athletics = 3", "Pool 3, difficulty 8"},
			"ru": {"🎲 **8** 3 3 3 3 против 7", "Ловкость + Атлетизм = 3", "Запас 3, сложность 8"}}},
	{event: "dizzied", faces: []int{7, 7, 3, 3, 3, 7, 7, 7, 7, 3, 3},
		// 2 successes: 3 + 1 damage dice, 4 levels − soak 0 = 4 > Stamina 2.
		cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		wants: map[string][]string{
			"en": {"4 − soak 0 = **4 bashing** → Wounded (−2)", "dizzied"},
			"ru": {"4 − поглощение 0 = **поверхностные: 4**", "ошеломлён"}}},
	{event: "unconscious", faces: []int{7, 7, 7, 7, 7, 7, 7, 3, 3},
		// 7 bashing levels fill the track: Incapacitated, not lethal.
		cmds: "/damage target:Al pool:7 type:bashing\n",
		wants: map[string][]string{
			"en": {"7 − soak 0 = **7 bashing** → Incapacitated", "bashing 7, lethal 0"},
			"ru": {"7 − поглощение 0 = **поверхностные: 7** → Недееспособность", "поверхностные 7, летальные 0"}}},
	{event: "dying", faces: []int{7, 7, 7, 7, 7, 7, 7},
		// A mortal does not soak lethal damage: 7 lethal, Incapacitated.
		cmds: "/damage target:Al pool:7 type:lethal\n",
		wants: map[string][]string{
			"en": {"7 − soak 0 = **7 lethal** → Incapacitated", "Pool of 0: no roll"},
			"ru": {"7 − поглощение 0 = **летальные: 7** → Недееспособность", "летальные 7"}}},
	{event: "dead", faces: []int{7, 7, 7, 7, 7, 7, 7, 7},
		// 8 lethal on a 7-box track.
		cmds: "/damage target:Al pool:8 type:lethal\n",
		wants: map[string][]string{
			"en": {"8 − soak 0 = **8 lethal** → Dead"},
			"ru": {"8 − поглощение 0 = **летальные: 8** → Смерть"}}},
	{event: "stabilized", faces: []int{7, 7, 7, 7 /*damage*/, 7, 3, 3, 3 /*treat*/},
		// 4 lethal (Wounded) bleeds; Intelligence 2 + Medicine 2 = 4 dice,
		// 1 success stops it.
		cmds: "/damage target:Al pool:4 type:lethal\n/treat target:Al medic:Bob\n",
		wants: map[string][]string{
			"en": {"🎲 **7** 3 3 3 vs 6 — 1 success", "Intelligence + Medicine = 4", "Al's bleeding stops."},
			"ru": {"🎲 **7** 3 3 3 против 6 — 1 успех", "Интеллект + Медицина = 4", "кровотечение остановлено"}}},
	{event: "revived", faces: []int{7, 7, 7, 7, 7, 7, 7},
		// 7 lethal: Incapacitated, alive; one level healed brings Al back.
		cmds: "/damage target:Al pool:7 type:lethal\n/heal target:Al levels:1 type:lethal\n",
		wants: map[string][]string{
			"en": {"Incapacitated", "Crippled"},
			"ru": {"Недееспособность", "Калека"}}},
}

func TestStorytellerGoldenEmbeds(t *testing.T) {
	runSysGolden(t, "storyteller", []int{5, 4}, stGoldenSetup, stGoldenCases)
}

// Every storyteller event has a golden case.
func TestStorytellerGoldenCoversEveryEvent(t *testing.T) {
	checkGoldenCoverage(t, "storyteller", stGoldenCases, nil)
}

// checkGoldenCoverage: the cases are exactly the system's flavour events
// less those listed as impossible through any command (with why).
func checkGoldenCoverage(t *testing.T, system string, cases []sysGoldenCase, impossible map[string]string) {
	t.Helper()
	have := map[string]bool{}
	for _, tc := range cases {
		if have[tc.event] {
			t.Errorf("%s: event %s has two cases", system, tc.event)
		}
		have[tc.event] = true
	}
	for _, e := range flavour.Events(system) {
		_, skip := impossible[string(e)]
		if !have[string(e)] && !skip {
			t.Errorf("%s: event %s has no golden case", system, e)
		}
		if have[string(e)] && skip {
			t.Errorf("%s: event %s is covered but still listed as impossible", system, e)
		}
		delete(have, string(e))
	}
	for e := range have {
		t.Errorf("%s: %s is not one of the system's flavour events", system, e)
	}
}

// runSysGolden plays every case in both locales on a fresh channel and
// compares the reply with its golden file.
func runSysGolden(t *testing.T, system string, initiative []int, setup string, cases []sysGoldenCase) {
	t.Helper()
	for _, tc := range cases {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.event+"_"+locale, func(t *testing.T) {
				s := setup
				if tc.setup != "" {
					s = tc.setup
				}
				faces := append(append([]int(nil), initiative...), tc.faces...)
				h := newSystemHarness(t, locale, faces...)
				h.run(s)
				got := medReply(t, h.run(tc.cmds))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.text())
				}
				if err := h.dice.Err(); err != nil {
					t.Fatalf("dice: %v", err)
				}
				if left := h.dice.Remaining(); left != 0 {
					t.Fatalf("%d scripted faces were not drawn", left)
				}
				medWant(t, got, tc.wants[locale]...)
				em := medEmbedOf(t, got)
				if len(em.Fields) == 0 {
					t.Fatalf("no fields, so no flavour line: %s", got.text())
				}
				// The flavour line is last, in italics, and is the event's.
				last := em.Fields[len(em.Fields)-1].Value
				if len(last) < 3 || !strings.HasPrefix(last, "*") || !strings.HasSuffix(last, "*") || strings.HasPrefix(last, "**") {
					t.Fatalf("last field is not an italic flavour line: %q", last)
				}
				if line := strings.TrimSuffix(strings.TrimPrefix(last, "*"), "*"); !sysFlavourMatches(system, line, tc.event, locale) {
					t.Errorf("flavour line %q is not a %s %s line", line, system, tc.event)
				}
				compareGolden(t, filepath.Join("testdata", "golden", system+"_"+tc.event+"_"+locale+".json"), got.Data)
			})
		}
	}
}

// sysFlavourMatches reports whether line is one of the event's catalogue
// lines with its names filled in (Pick capitalises a line's first letter).
func sysFlavourMatches(system, line, event, locale string) bool {
	tpls := flavour.Lines(system, event, locale)
	if len(tpls) == 0 {
		return false
	}
	line = lowerFirst(line)
	for _, tpl := range tpls {
		re := regexp.QuoteMeta(lowerFirst(tpl))
		for _, f := range []string{"Actor", "Target", "Weapon", "Part"} {
			re = strings.ReplaceAll(re, regexp.QuoteMeta("{{."+f+"}}"), ".+")
		}
		if regexp.MustCompile("^" + re + "$").MatchString(line) {
			return true
		}
	}
	return false
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// compareGolden checks data (indented) against path, or rewrites path
// under -update.
func compareGolden(t *testing.T, path string, data json.RawMessage) {
	t.Helper()
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, data, "", "  "); err != nil {
		t.Fatal(err)
	}
	pretty.WriteByte('\n')
	if goldenUpdate() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, pretty.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(want, pretty.Bytes()) {
		t.Errorf("embed differs from %s (run with -update after checking):\n%s", path, pretty.String())
	}
}

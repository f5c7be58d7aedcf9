package storyteller

import (
	"fmt"
	"strings"
	"testing"

	"fray/rules/dice"
	"fray/rules/rulestest"
)

// The conformance suite: other implementations' test vectors for the
// classic World of Darkness Storyteller family (rules/testdata/README.md),
// each fed to this package's rules with scripted dice. A vector that agrees
// with our rules must give the peer's value; one that does not must give
// ours, and the peer's must really differ. Every failure names the vector's
// source.

type peerVector = rulestest.PeerVector

// peerDice checks that a roll used exactly its scripted faces.
func peerDice(t *testing.T, v *peerVector, d *dice.Scripted, faces []int) {
	t.Helper()
	if err := dice.Check(d); err != nil || d.Remaining() != 0 {
		v.Errorf(t, "dice %v: %v, %d left", faces, err, d.Remaining())
	}
}

// peerCheck rolls /check: a pool at a difficulty, with faces.
func peerCheck(t *testing.T, v *peerVector, o CheckOptions, faces ...int) Roll {
	t.Helper()
	d := dice.NewScripted(faces...)
	r, err := Check(o, nil, d)
	if err != nil {
		v.Fatalf(t, "Check(%+v): %v", o, err)
	}
	peerDice(t, v, d, faces)
	return r.Roll
}

// peerDamageRoll rolls a GM damage pool of faces against a mortal with no
// armor: lethal, so no soak roll follows, and the roll is the damage roll's.
func peerDamageRoll(t *testing.T, v *peerVector, faces ...int) Roll {
	t.Helper()
	c := fighter(t, 2, "B", map[string]int{Stamina: 2})
	d := dice.NewScripted(faces...)
	r, err := Damage(DamageOptions{Pool: len(faces), Type: "lethal"}, c, d)
	if err != nil {
		v.Fatalf(t, "Damage: %v", err)
	}
	peerDice(t, v, d, faces)
	return r.Roll
}

// outcome classes a roll as the peers' words do: botch, failure, success.
func outcome(r Roll) string {
	switch {
	case r.Botch:
		return "botch"
	case r.Failed():
		return "failure"
	}
	return "success"
}

// peerOutcome reads a peer's result words ("Botch: -1", "Failure",
// "Failed", "2 successes", "Success") as the same classes.
func peerOutcome(t *testing.T, v *peerVector, s string) string {
	t.Helper()
	l := strings.ToLower(s)
	switch {
	case strings.HasPrefix(l, "botch"):
		return "botch"
	case strings.HasPrefix(l, "fail"):
		return "failure"
	case strings.Contains(l, "success"):
		return "success"
	}
	v.Fatalf(t, "unknown result %q", s)
	return ""
}

// peerBoxes are the marked boxes of a track by type.
type peerBoxes struct {
	Bashing, Lethal, Aggravated int
}

// peerTrack marks levels on a fresh seven-level track that starts with
// start, one GM /damage (levels straight onto the track) per mark.
func peerTrack(t *testing.T, v *peerVector, start peerBoxes, marks ...Wound) (*State, []DamageResult) {
	t.Helper()
	c := fighter(t, 2, "B", map[string]int{Stamina: 2})
	setState(t, c, func(s *State) { s.Bashing, s.Lethal, s.Aggravated = start.Bashing, start.Lethal, start.Aggravated })
	var out []DamageResult
	for _, m := range marks {
		r, err := Damage(DamageOptions{Levels: m.Levels, Type: string(m.Type)}, c, dice.NewScripted())
		if err != nil {
			v.Fatalf(t, "Damage(%d %s): %v", m.Levels, m.Type, err)
		}
		out = append(out, r)
	}
	if st := state(t, c); st.Boxes() != 7 {
		v.Fatalf(t, "%d boxes on the track, want 7", st.Boxes())
	}
	return state(t, c), out
}

func boxesOf(s *State) peerBoxes { return peerBoxes{s.Bashing, s.Lethal, s.Aggravated} }

func TestConformancePeerVectorsStoryteller(t *testing.T) {
	rulestest.RunPeerVectors(t, "owod-storyteller", storytellerPeerChecks)
}

// actionRoll is a vector's plain action roll: the dice at a difficulty.
type actionRoll struct {
	Dice       []int
	Difficulty int
}

// actionRollAgrees checks a plain action roll the peer and ours read
// alike: its net successes (Tzimisce writes a botch as minus its 1s) and
// its result word (Tzimisce's successes and result, Realm's total and
// outcome).
var actionRollAgrees = rulestest.Agrees(func(t *testing.T, v *peerVector) {
	var in actionRoll
	var want struct {
		Successes, Total *int
		Result, Outcome  string
	}
	v.Decode(t, &in, &want)
	peerNet, peerWord := want.Successes, want.Result
	if peerNet == nil {
		peerNet, peerWord = want.Total, want.Outcome
	}
	if peerNet == nil {
		v.Fatalf(t, "no net successes in the expected value")
	}
	r := peerCheck(t, v, CheckOptions{Pool: len(in.Dice), Difficulty: in.Difficulty}, in.Dice...)
	net := r.Successes
	if r.Botch {
		net = -r.Ones
	}
	v.Agree(t, "net successes (a botch as −1s)", net, *peerNet)
	v.Agree(t, "result", outcome(r), peerOutcome(t, v, peerWord))
})

// damageRollAgrees checks a damage roll's dice (difficulty 6) against the
// peer's count: 1s cancel nothing (Realm's no_botch, JohanFalt's damage
// rolls), and such a roll never botches.
var damageRollAgrees = rulestest.Agrees(func(t *testing.T, v *peerVector) {
	var in struct {
		actionRoll
		Origin   string
		NoBotch  bool `json:"no_botch"`
		Settings map[string]bool
	}
	var want struct {
		Successes, Total *int
		Outcome          string
		CanBotch         *bool `json:"can_botch"`
	}
	v.Decode(t, &in, &want)
	if in.Difficulty != BaseDifficulty || (!in.NoBotch && in.Origin != "damage") {
		v.Fatalf(t, "not a damage roll at 6: %+v", in)
	}
	peerNet := want.Successes
	if peerNet == nil {
		peerNet = want.Total
	}
	if peerNet == nil {
		v.Fatalf(t, "no successes in the expected value")
	}
	r := peerDamageRoll(t, v, in.Dice...)
	v.Agree(t, "damage successes", r.Successes, *peerNet)
	if want.Outcome != "" {
		v.Agree(t, "result", outcome(r), peerOutcome(t, v, want.Outcome))
	}
	if want.CanBotch != nil {
		// A damage roll of nothing but 1s and failures is no botch.
		v.Agree(t, "a damage roll botches", peerDamageRoll(t, v, 1, 1, 2).Botch, *want.CanBotch)
	}
})

var storytellerPeerChecks = map[string]rulestest.PeerCheck{
	"1s cancel the only rolled success: failure, not botch":          actionRollAgrees,
	"No success and a 1: botch":                                      actionRollAgrees,
	"Plain count with one cancelling 1":                              actionRollAgrees,
	"More 1s than successes: failure":                                actionRollAgrees,
	"'no_botch' option: 1s cancel nothing":                           damageRollAgrees,
	"Damage roll: no botch and 1s cancel nothing (default settings)": damageRollAgrees,

	"Specialty: 10s count double (V20) instead of re-rolling (Revised)": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Dice       []int
			Difficulty int
			Specialty  bool
		}
		var want struct{ Successes int }
		v.Decode(t, &in, &want)
		o := CheckOptions{Pool: len(in.Dice), Difficulty: in.Difficulty, Specialty: in.Specialty, SpecialtyRule: SpecialtyReroll}
		// RULES.md: a specialty re-rolls 10s (revised rule) unless the GM
		// picks «counts each 10 twice». The 10 rolls again (4: nothing) and
		// the 1 cancels it: 1 − 1 = 0, a failure, not a botch.
		r := peerCheck(t, v, o, append(in.Dice, 4)...)
		v.Differ(t, "successes (re-roll rule)", r.Successes, 0, want.Successes)
		if outcome(r) != "failure" {
			v.Errorf(t, "re-roll rule: %s, want failure", outcome(r))
		}
		// The channel's other choice is the peer's rule, and gives its 1.
		o.SpecialtyRule = SpecialtyDouble
		r = peerCheck(t, v, o, in.Dice...)
		v.Agree(t, "successes (a 10 counts twice)", r.Successes, want.Successes)
	}),

	"Difficulty above 10": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct{ Pool, Difficulty int }
		var want struct {
			Rolled bool
			Reply  string
		}
		v.Decode(t, &in, &want)
		// «Difficulty is clamped to 2..10» (RULES.md): rolled at 10, where
		// a 10 still succeeds.
		r := peerCheck(t, v, CheckOptions{Pool: in.Pool, Difficulty: in.Difficulty}, 10, 9, 2)
		v.Differ(t, "rolled", !r.NoRoll, true, want.Rolled)
		if r.Difficulty != MaxDifficulty || r.Successes != 1 || r.Botch {
			v.Errorf(t, "difficulty %d, %d successes, botch %v; want 10, 1, no botch", r.Difficulty, r.Successes, r.Botch)
		}
	}),

	"Pool of 0": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct{ Pool, Difficulty int }
		var want struct {
			Rolled bool
			Reply  string
		}
		v.Decode(t, &in, &want)
		// «A pool reduced to 0 or less fails without a roll» (RULES.md):
		// no die, a plain failure — where the peer refuses the command.
		r := peerCheck(t, v, CheckOptions{Pool: in.Pool, Difficulty: in.Difficulty})
		v.Agree(t, "rolled", !r.NoRoll, want.Rolled)
		v.Differ(t, "refused", false, false, want.Reply != "")
		if outcome(r) != "failure" || len(r.Dice) != 0 {
			v.Errorf(t, "%s with dice %v, want a failure without a roll", outcome(r), r.Dice)
		}
	}),

	"Damage-style dice through the ordinary roll": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Dice       []int
			Difficulty int
			Options    string
		}
		var want struct{ Successes int }
		v.Decode(t, &in, &want)
		if in.Difficulty != BaseDifficulty {
			v.Fatalf(t, "difficulty %d: a damage roll is at 6", in.Difficulty)
		}
		// «Damage and soak rolls (difficulty 6) never botch, and their 1s
		// cancel nothing» (RULES.md): four 6s are 4.
		r := peerDamageRoll(t, v, in.Dice...)
		v.Differ(t, "damage successes", r.Successes, 4, want.Successes)
	}),

	"'wod' alias: net successes minus 1s, no botch classification": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Commands []string
			Dice     [][]int
		}
		var want struct {
			Expanded string
			Total    []int
			Botch    []bool `json:"botch_reported"`
		}
		v.Decode(t, &in, &want)
		var totals []int
		var botches []bool
		for i, cmd := range in.Commands {
			var pool, diff int
			if _, err := fmt.Sscanf(cmd, "%dwod%d", &pool, &diff); err != nil || pool != len(in.Dice[i]) {
				v.Fatalf(t, "command %q with dice %v: %v", cmd, in.Dice[i], err)
			}
			r := peerCheck(t, v, CheckOptions{Pool: pool, Difficulty: diff}, in.Dice[i]...)
			totals = append(totals, r.Successes)
			botches = append(botches, r.Botch)
		}
		// Net successes never go below 0, and the two rolls part: a 1
		// cancelling the only success is a failure, no success and a 1 a
		// botch (RULES.md).
		v.Differ(t, "net successes", totals, []int{0, 0}, want.Total)
		v.Differ(t, "botch", botches, []bool{false, true}, want.Botch)
	}),

	"Specialty 10s and a cancelling 1": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Dice       []int
			Difficulty int
			Speciality string
		}
		var want struct {
			Total   int
			Outcome string
		}
		v.Decode(t, &in, &want)
		o := CheckOptions{Pool: len(in.Dice), Difficulty: in.Difficulty, Specialty: in.Speciality != "", SpecialtyRule: SpecialtyReroll}
		// Re-rolls 3 and 4 add nothing: 2 − 1 = 1.
		r := peerCheck(t, v, o, append(in.Dice, 3, 4)...)
		v.Differ(t, "successes (re-roll rule)", r.Successes, 1, want.Total)
		v.Agree(t, "result", outcome(r), peerOutcome(t, v, want.Outcome))
		// Counting each 10 twice, the 1 cancels one success, not a whole
		// 10: 4 − 1 = 3 (Tzimisce's answer, not this peer's 2).
		o.SpecialtyRule = SpecialtyDouble
		r = peerCheck(t, v, o, in.Dice...)
		v.Differ(t, "successes (a 10 counts twice)", r.Successes, 3, want.Total)
	}),

	"Health track: box order and Crippled": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Levels int              `json:"health_levels"`
			Marks  []map[string]int `json:"apply_in_order"`
		}
		var want struct{ Boxes, Level string }
		v.Decode(t, &in, &want)
		var marks []Wound
		for _, m := range in.Marks {
			for typ, n := range m {
				marks = append(marks, Wound{Type: DamageType(typ), Levels: n})
			}
		}
		st, _ := peerTrack(t, v, peerBoxes{}, marks...)
		// The track as the peer draws it, worst box first.
		var boxes []string
		for range st.Aggravated {
			boxes = append(boxes, "A")
		}
		for range st.Lethal {
			boxes = append(boxes, "L")
		}
		for range st.Bashing {
			boxes = append(boxes, "B")
		}
		for range in.Levels - st.Filled() {
			boxes = append(boxes, ".")
		}
		v.Agree(t, "boxes", strings.Join(boxes, " "), want.Boxes)
		var name string
		var penalty int
		if _, err := fmt.Sscanf(want.Level, "%s %d to rolls", &name, &penalty); err != nil {
			v.Fatalf(t, "level %q: %v", want.Level, err)
		}
		lv := st.Level()
		v.Agree(t, "level", lv.Key, strings.ToLower(name))
		v.Agree(t, "penalty", -lv.Penalty, penalty)
	}),

	"Bashing on a full track of bashing": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Levels int `json:"health_levels"`
			Start  map[string]int
			Apply  map[string]int
		}
		var want struct {
			Bashing, Lethal, Overflow int
			Message                   string
		}
		v.Decode(t, &in, &want)
		st, _ := peerTrack(t, v, peerBoxes{Bashing: in.Start["bashing"]}, Wound{Type: Bashing, Levels: in.Apply["bashing"]})
		// «все последующие поверхностные повреждения считаются летальными»:
		// a bashing box turns lethal.
		v.Differ(t, "bashing, lethal", [2]int{st.Bashing, st.Lethal}, [2]int{6, 1}, [2]int{want.Bashing, want.Lethal})
	}),

	"Lethal on a full track that still holds bashing": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Levels int `json:"health_levels"`
			Start  map[string]int
			Apply  map[string]int
		}
		var want struct{ Lethal, Bashing, Overflow int }
		v.Decode(t, &in, &want)
		st, _ := peerTrack(t, v, peerBoxes{Bashing: in.Start["bashing"], Lethal: in.Start["lethal"]}, Wound{Type: Lethal, Levels: in.Apply["lethal"]})
		// The lethal level is recorded by upgrading a bashing box; the
		// character is not dead yet.
		v.Differ(t, "lethal, bashing", [2]int{st.Lethal, st.Bashing}, [2]int{4, 3}, [2]int{want.Lethal, want.Bashing})
		if st.Dead {
			v.Errorf(t, "dead after 4 lethal and 3 bashing")
		}
	}),

	"Wound penalties of the seven health levels": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct{ Level []string }
		var want struct{ Penalty []int }
		v.Decode(t, &in, &want)
		var ours []int
		for i, name := range in.Level {
			// The level of i + 1 marked boxes; the peer's −99 is "cannot act".
			st, _ := peerTrack(t, v, peerBoxes{Bashing: i + 1})
			if lv := st.Level(); lv.Key != strings.ToLower(name) {
				v.Fatalf(t, "%d boxes: %s, want %s", i+1, lv.Key, name)
			}
			p := -st.Penalty()
			if !st.CanAct() {
				p = -99
			}
			ours = append(ours, p)
		}
		v.Agree(t, "penalties", ours, want.Penalty)
	}),

	"Bashing overflow upgrades bashing to lethal": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in peerOverflowIn
		var want peerOverflowOut
		v.Decode(t, &in, &want)
		st, applied := in.run(t, v)
		v.Agree(t, "boxes", boxesOf(st), want.boxes())
		v.Agree(t, "levels applied", applied, want.Applied)
	}),

	"Lethal overflow on a full track with bashing": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in peerOverflowIn
		var want peerOverflowOut
		v.Decode(t, &in, &want)
		st, applied := in.run(t, v)
		// Recorded, a bashing box upgraded, not dead.
		v.Differ(t, "boxes", boxesOf(st), peerBoxes{Bashing: 3, Lethal: 4}, want.boxes())
		v.Differ(t, "levels applied", applied, 1, want.Applied)
		if st.Dead {
			v.Errorf(t, "dead after 4 lethal and 3 bashing")
		}
	}),

	"More damage on a full lethal track": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in peerOverflowIn
		var want struct {
			peerOverflowOut
			Death bool `json:"death_recorded"`
		}
		v.Decode(t, &in, &want)
		st, _ := in.run(t, v)
		// Nothing left to upgrade: more damage kills.
		v.Agree(t, "boxes", boxesOf(st), want.boxes())
		v.Differ(t, "death", st.Dead, true, want.Death)
	}),

	"Attack successes beyond the first add damage dice": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Successes int `json:"attack_successes"`
			Weapon    int `json:"weapon_damage_dice"`
		}
		var want struct {
			Dice int `json:"damage_dice"`
		}
		v.Decode(t, &in, &want)
		// A sword (Strength + 2) in Strength 3 hands: the weapon's 5 dice.
		a := fighter(t, 1, "A", map[string]int{Strength: in.Weapon - 2, Dexterity: 3, Melee: 2})
		b := fighter(t, 2, "B", map[string]int{Stamina: 2})
		faces := make([]int, 0, in.Successes+want.Dice)
		for range in.Successes {
			faces = append(faces, 6)
		}
		for range want.Dice {
			faces = append(faces, 2)
		}
		d := dice.NewScripted(faces...)
		r, err := Attack(AttackOptions{Weapon: "Меч", Pool: in.Successes, Defense: "none"}, a, b, d)
		if err != nil {
			v.Fatalf(t, "Attack: %v", err)
		}
		peerDice(t, v, d, faces)
		s := r.Shots[0]
		if s.Net != in.Successes || s.Damage == nil || s.Damage.Base != in.Weapon {
			v.Fatalf(t, "shot %+v", s)
		}
		v.Agree(t, "damage dice", s.Damage.Roll.Pool, want.Dice)
	}),
}

// peerOverflowIn is a vector that marks one type of damage on a track.
type peerOverflowIn struct {
	MaxLevels int `json:"max_levels"`
	Start     map[string]int
	Apply     struct {
		Type   string
		Amount int
	}
}

// run marks the damage and returns the track and the boxes it changed
// (newly marked, or a bashing box upgraded).
func (in peerOverflowIn) run(t *testing.T, v *peerVector) (*State, int) {
	t.Helper()
	if in.MaxLevels != 7 {
		v.Fatalf(t, "%d levels", in.MaxLevels)
	}
	start := peerBoxes{Bashing: in.Start["bashing"], Lethal: in.Start["lethal"], Aggravated: in.Start["aggravated"]}
	st, rs := peerTrack(t, v, start, Wound{Type: DamageType(in.Apply.Type), Levels: in.Apply.Amount})
	before := start.Bashing + start.Lethal + start.Aggravated
	return st, st.Filled() - before + rs[0].Wound.Converted
}

// peerOverflowOut is the track a peer leaves and the levels it applied.
type peerOverflowOut struct {
	Bashing, Lethal, Aggravated, Applied int
}

func (o peerOverflowOut) boxes() peerBoxes { return peerBoxes{o.Bashing, o.Lethal, o.Aggravated} }

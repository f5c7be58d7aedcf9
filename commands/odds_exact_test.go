package commands_test

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/chart"
	"fray/rules/dice"
	"fray/rules/odds"
	"fray/rules/storyteller"
)

// /odds gives "the exact probability (computed, not simulated) of what a
// roll can do in the channel's system", and "/odds pool:6 difficulty:6 …
// gives P(≥1 success) and P(botch) that match an exact enumeration in the
// test to 1e-9". The numbers below are this file's own: every face of every
// die enumerated (a storyteller pool, 2d6, the exploding d10 down to 1e-16),
// not rules/odds' dynamic programming or closed form.

// stOwn is a pool's chances by brute force: every face of every die.
type stOwn struct {
	atLeast map[int]float64 // net successes ≥ k, k ≥ 1
	botch   float64
	failure float64
}

// stRerollExtra is the chance of each number of extra successes that t
// re-rolled 10s bring (RULES.md's revised rule, as the rules roll it: each
// pending 10 rolls one die, a success on it counts, a 10 on it is pending
// again, its 1s cancel nothing). One 10's chain is followed face by face
// down to 1e-16; the t chains are independent, so their sum is the chains'
// convolution.
func stRerollExtra(t, diff int) map[int]float64 {
	chain := map[int]float64{}
	var walk func(hits int, p float64)
	walk = func(hits int, p float64) {
		for f := 1; f <= 10; f++ {
			h, q := hits, p/10
			if f >= diff {
				h++
			}
			if f == 10 && q >= 1e-16 {
				walk(h, q)
				continue
			}
			chain[h] += q
		}
	}
	walk(0, 1)
	out := map[int]float64{0: 1}
	for range t {
		next := map[int]float64{}
		for a, pa := range out {
			for b, pb := range chain {
				next[a+b] += pa * pb
			}
		}
		out = next
	}
	return out
}

var noExtra = map[int]float64{0: 1}

// stEnumerate rolls every one of the 10^pool faces' combinations. rule is
// "", "double" or "reroll".
func stEnumerate(pool, diff int, rule string) stOwn {
	own := stOwn{atLeast: map[int]float64{}}
	exactly := map[int]float64{}
	extra := map[int]map[int]float64{}
	faces := make([]int, pool)
	leaf := math.Pow(0.1, float64(pool))
	var walk func(i int)
	walk = func(i int) {
		if i < pool {
			for f := 1; f <= 10; f++ {
				faces[i] = f
				walk(i + 1)
			}
			return
		}
		hits, ones, tens := 0, 0, 0
		for _, f := range faces {
			switch {
			case f >= diff:
				hits++
				if f == 10 {
					tens++
				}
			case f == 1:
				ones++
			}
		}
		add := noExtra
		switch {
		case rule == "double":
			hits += tens
		case rule == "reroll" && tens > 0:
			if extra[tens] == nil {
				extra[tens] = stRerollExtra(tens, diff)
			}
			add = extra[tens]
		}
		for e, pe := range add {
			h := hits + e
			switch net := h - ones; {
			case h == 0 && ones > 0:
				own.botch += leaf * pe
			case net <= 0:
				own.failure += leaf * pe
			default:
				exactly[net] += leaf * pe
			}
		}
	}
	walk(0)
	for k := range exactly {
		for j := 1; j <= k; j++ {
			own.atLeast[j] += exactly[k]
		}
	}
	return own
}

// kdEnumerate is a 2d6 check by its 36 rolls: P(success) and P(Effect).
func kdEnumerate(mod, target int) (success float64, effect map[int]float64) {
	effect = map[int]float64{}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			eff := a + b + mod - target
			effect[eff] += 1.0 / 36
			if eff >= 0 {
				success += 1.0 / 36
			}
		}
	}
	return success, effect
}

// mdEnumerate is the medieval to-hit roll by its faces: a 10 rolls again and
// adds, down to chains of chance 1e-16; a natural 1 on the first die is a
// fumble whatever the total. It returns P(success), P(plain failure),
// P(fumble) for a total that must reach need.
func mdEnumerate(base, need int) (success, failure, fumble float64) {
	var walk func(total int, p float64, first bool)
	walk = func(total int, p float64, first bool) {
		for f := 1; f <= 10; f++ {
			q := p / 10
			switch {
			case first && f == 1:
				fumble += q
			case f == 10 && q >= 1e-16:
				walk(total+10, q, false)
			case base+total+f >= need:
				success += q
			default:
				failure += q
			}
		}
	}
	walk(0, 1, true)
	return success, failure, fumble
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestOddsAgreeWithBruteForceInEverySystem compares rules/odds with the
// enumerations above to 1e-9: storyteller pools 1…6 at every difficulty
// under no specialty, 10s counted twice and 10s re-rolled (pool 6 only at
// difficulty 6: a million rolls each); klondike every modifier and target a
// sheet reaches; medieval every base and number, ranged (reach it) and
// opposed melee (beat it: a tie goes to the defender).
func TestOddsAgreeWithBruteForceInEverySystem(t *testing.T) {
	const tol = 1e-9
	type stCase struct{ pool, diff int }
	var cases []stCase
	for pool := 1; pool <= 4; pool++ {
		for diff := 2; diff <= 10; diff++ {
			cases = append(cases, stCase{pool, diff})
		}
	}
	cases = append(cases, stCase{5, 8}, stCase{6, 6})
	for _, c := range cases {
		for _, rule := range []string{"", "double", "reroll"} {
			own := stEnumerate(c.pool, c.diff, rule)
			got, err := odds.Storyteller(odds.StorytellerInput{Pool: c.pool, Difficulty: c.diff, Specialty: rule != "", Reroll: rule == "reroll"})
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("storyteller pool %d diff %d %q", c.pool, c.diff, rule)
			if !near(got.Botch, own.botch, tol) || !near(got.Failure, own.failure, tol) {
				t.Errorf("%s: botch %.12f failure %.12f, enumeration %.12f %.12f", what, got.Botch, got.Failure, own.botch, own.failure)
			}
			for k := 1; k < 40; k++ {
				g := 0.0
				if k < len(got.AtLeast) {
					g = got.AtLeast[k]
				}
				if !near(g, own.atLeast[k], tol) {
					t.Errorf("%s: P(≥%d) = %.12f, enumeration %.12f", what, k, g, own.atLeast[k])
				}
			}
		}
	}
	// The issue's own case, spelled out: 6d10 at 6.
	if own := stEnumerate(6, 6, ""); !near(own.atLeast[1], 0.87647, 1e-12) || !near(own.botch, 0.011529, 1e-12) {
		t.Errorf("6d10 at 6 by enumeration: P(≥1) %.9f P(botch) %.9f", own.atLeast[1], own.botch)
	}

	for mod := -8; mod <= 8; mod++ {
		for target := 2; target <= 20; target++ {
			success, effect := kdEnumerate(mod, target)
			got, err := odds.Klondike(odds.KlondikeInput{Mod: mod, Target: target})
			if err != nil {
				t.Fatal(err)
			}
			if !near(got.Success, success, tol) {
				t.Errorf("klondike %+d vs %d: success %.12f, enumeration %.12f", mod, target, got.Success, success)
			}
			sum := 0.0
			for _, ep := range got.Effect {
				sum += ep.P
				if !near(ep.P, effect[ep.Effect], tol) {
					t.Errorf("klondike %+d vs %d: Effect %d %.12f, enumeration %.12f", mod, target, ep.Effect, ep.P, effect[ep.Effect])
				}
			}
			if !near(sum, 1, tol) || len(got.Effect) != len(effect) {
				t.Errorf("klondike %+d vs %d: %d Effects summing to %v, enumeration has %d", mod, target, len(got.Effect), sum, len(effect))
			}
		}
	}

	for base := -5; base <= 25; base++ {
		for number := 0; number <= 45; number++ {
			for _, melee := range []bool{false, true} {
				need := number
				if melee {
					need++
				}
				success, failure, fumble := mdEnumerate(base, need)
				got, err := odds.Medieval(odds.MedievalInput{Stat: base, Number: number, Beat: melee})
				if err != nil {
					t.Fatal(err)
				}
				if !near(got.Success, success, tol) || !near(got.Fumble, fumble, tol) || !near(1-got.Success-got.Fumble, failure, tol) {
					t.Errorf("medieval %d vs %d melee %v: success %.12f fumble %.12f, enumeration %.12f %.12f %.12f",
						base, number, melee, got.Success, got.Fumble, success, fumble, failure)
				}
			}
		}
	}
}

// TestStorytellerOddsMatchTheRollsTheBotMakes rolls /check's own code
// (storyteller.Check, seeded dice) 200,000 times per rule: the odds must
// describe the roll the bot makes, 10s re-rolled or counted twice included,
// within five standard errors.
func TestStorytellerOddsMatchTheRollsTheBotMakes(t *testing.T) {
	const n = 200000
	for _, tc := range []struct {
		name      string
		specialty bool
		rule      storyteller.SpecialtyRule
	}{{"plain", false, storyteller.SpecialtyReroll}, {"reroll", true, storyteller.SpecialtyReroll}, {"double", true, storyteller.SpecialtyDouble}} {
		src := dice.NewSeeded(11, uint64(len(tc.name)))
		var one, three, botch int
		for i := 0; i < n; i++ {
			r, err := storyteller.Check(storyteller.CheckOptions{Pool: 6, Difficulty: 6, Specialty: tc.specialty, SpecialtyRule: tc.rule}, nil, src)
			if err != nil {
				t.Fatal(err)
			}
			if r.Roll.Successes >= 1 {
				one++
			}
			if r.Roll.Successes >= 3 {
				three++
			}
			if r.Roll.Botch {
				botch++
			}
		}
		o, err := odds.Storyteller(odds.StorytellerInput{Pool: 6, Difficulty: 6, Specialty: tc.specialty, Reroll: tc.rule == storyteller.SpecialtyReroll})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			what  string
			count int
			p     float64
		}{{"P(≥1)", one, o.AtLeast[1]}, {"P(≥3)", three, o.AtLeast[3]}, {"P(botch)", botch, o.Botch}} {
			se := math.Sqrt(c.p * (1 - c.p) / n)
			if got := float64(c.count) / n; math.Abs(got-c.p) > 5*se {
				t.Errorf("%s %s: rolled %.5f, odds %.5f (5σ = %.5f)", tc.name, c.what, got, c.p, 5*se)
			}
		}
	}
}

// oddsReply is an /odds reply as the console prints it.
type oddsReply struct {
	Embeds []struct {
		Description string `json:"description"`
		Fields      []struct {
			Name  string `json:"name"`
			Value string `json:"value"`
		} `json:"fields"`
	} `json:"embeds"`
}

// exactLines reads the reply's unrounded chances, "label = p" a line, in
// the locale's decimal mark.
func exactLines(t *testing.T, s consoletest.Sent, locale string) (labels []string, ps []float64) {
	t.Helper()
	var r oddsReply
	if err := json.Unmarshal(s.Data, &r); err != nil || len(r.Embeds) != 1 {
		t.Fatalf("not one embed (%v): %s", err, s.Text())
	}
	for _, f := range r.Embeds[0].Fields {
		if f.Name != map[string]string{"en": "Exact chances", "ru": "Точные вероятности"}[locale] {
			continue
		}
		for _, line := range strings.Split(f.Value, "\n") {
			label, num, ok := strings.Cut(line, " = ")
			if locale == "ru" {
				if strings.Contains(num, ".") {
					t.Errorf("ru writes a decimal point: %q", line)
				}
				num = strings.Replace(num, ",", ".", 1)
			}
			p, err := strconv.ParseFloat(num, 64)
			if !ok || err != nil {
				t.Fatalf("bad exact line %q: %v", line, err)
			}
			labels, ps = append(labels, label), append(ps, p)
		}
		return labels, ps
	}
	t.Fatalf("no exact field (P) in the odds: %s", s.Text())
	return nil, nil
}

// roundedShown is the chart text's percentage for a label as the reply
// writes it ("87.6%", "87,6%").
func roundedShown(t *testing.T, s consoletest.Sent, label string) string {
	t.Helper()
	var r oddsReply
	if err := json.Unmarshal(s.Data, &r); err != nil || len(r.Embeds) != 1 {
		t.Fatalf("not one embed: %s", s.Text())
	}
	for _, line := range strings.Split(r.Embeds[0].Description, "\n") {
		if rest, ok := strings.CutPrefix(line, label+":"); ok {
			return strings.Fields(rest)[0]
		}
	}
	t.Fatalf("no chart line %q: %s", label, r.Embeds[0].Description)
	return ""
}

func pctAs(locale string, p float64) string {
	s := fmt.Sprintf("%.1f%%", p*100)
	if locale == "ru" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// TestOddsShowTheExactChances drives /odds in the console in every
// system and both languages: besides the chart rounded to 0.1%, the reply
// lists each chance unrounded (a field "Exact chances", "≥1 = 0.87647"), and every one
// of them equals this file's enumeration to 1e-9 — pool 6 at
// difficulty 6 first. Without the field the reply showed only "87.6%",
// 4e-4 from the exact 0.87647.
func TestOddsShowTheExactChances(t *testing.T) {
	const tol = 1e-9
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale)
		botch, success, failure, fumble := "botch", "success", "failure", "fumble"
		if locale == "ru" {
			botch, success, failure, fumble = "провал", "успех", "неудача", "провал (1)"
		}

		// Storyteller: the example, then a specialty under both rules.
		for _, c := range []struct {
			script string
			pool   int
			diff   int
			rule   string
		}{
			{"/system set system:storyteller\n/odds pool:6 difficulty:6\n", 6, 6, ""},
			{"/odds pool:4 difficulty:7 specialty:true\n", 4, 7, "reroll"},
			{"/combat specialty rule:double\n/odds pool:4 difficulty:7 specialty:true\n", 4, 7, "double"},
		} {
			got := consoletest.LastOf(t, h.Run(c.script))
			own := stEnumerate(c.pool, c.diff, c.rule)
			labels, ps := exactLines(t, got, locale)
			if len(labels) < 2 || labels[0] != "≥1" || labels[len(labels)-1] != botch {
				t.Fatalf("%s %q: exact lines %q", locale, c.script, labels)
			}
			for i, label := range labels {
				want := own.botch
				if label != botch {
					k, err := strconv.Atoi(strings.TrimPrefix(label, "≥"))
					if err != nil {
						t.Fatalf("label %q", label)
					}
					want = own.atLeast[k]
				}
				if !near(ps[i], want, tol) {
					t.Errorf("%s %q: %s = %.12f, enumeration %.12f", locale, c.script, label, ps[i], want)
				}
				if shown := roundedShown(t, got, label); shown != pctAs(locale, want) {
					t.Errorf("%s %q: chart shows %s for %s, enumeration %s", locale, c.script, shown, label, pctAs(locale, want))
				}
			}
		}

		// Klondike: DM +1, skill 2, modifier −1 against 9+.
		got := consoletest.LastOf(t, h.Run("/system set system:klondike\n/odds dm:1 skill:2 modifier:-1 target:9\n"))
		succ, effect := kdEnumerate(2, 9)
		labels, ps := exactLines(t, got, locale)
		if len(labels) != 12 || labels[0] != success || !near(ps[0], succ, tol) {
			t.Fatalf("%s klondike: %q %v, want %s = %.10f first and 11 Effects", locale, labels, ps, success, succ)
		}
		for i, label := range labels[1:] {
			e, err := strconv.Atoi(strings.Replace(label, "−", "-", 1))
			if err != nil {
				t.Fatalf("Effect label %q", label)
			}
			if !near(ps[i+1], effect[e], tol) {
				t.Errorf("%s klondike Effect %d: %.12f, enumeration %.12f", locale, e, ps[i+1], effect[e])
			}
		}

		// Medieval: 1d10 + 8 + 4 against 15, then opposed melee against 25
		// (a tie goes to the defender: 26 needed, a 10 and then a 4).
		for _, c := range []struct {
			script     string
			base, need int
		}{
			{"/system set system:medieval\n/odds stat:8 skill:4 number:15\n", 12, 15},
			{"/odds stat:8 skill:4 number:25 melee:true\n", 12, 26},
		} {
			got := consoletest.LastOf(t, h.Run(c.script))
			s, f, fu := mdEnumerate(c.base, c.need)
			labels, ps := exactLines(t, got, locale)
			want := []float64{s, f, fu}
			if strings.Join(labels, "|") != success+"|"+failure+"|"+fumble {
				t.Fatalf("%s %q: exact lines %q", locale, c.script, labels)
			}
			for i := range want {
				if !near(ps[i], want[i], tol) {
					t.Errorf("%s %q: %s = %.12f, enumeration %.12f", locale, c.script, labels[i], ps[i], want[i])
				}
				if shown := roundedShown(t, got, labels[i]); shown != pctAs(locale, want[i]) {
					t.Errorf("%s %q: chart shows %s for %s, enumeration %s", locale, c.script, shown, labels[i], pctAs(locale, want[i]))
				}
			}
		}
	}
}

// TestOddsExactWritesTheChanceUnrounded: ten decimals without trailing
// zeros, a finite decimal whole, a decimal comma in Russian.
func TestOddsExactWritesTheChanceUnrounded(t *testing.T) {
	for _, tc := range []struct {
		p      float64
		en, ru string
	}{
		{0.87647, "0.87647", "0,87647"},
		{1.0 / 36, "0.0277777778", "0,0277777778"},
		{0.011529, "0.011529", "0,011529"},
		{1, "1", "1"},
		{0, "0", "0"},
		{-0.5, "0", "0"},
		{math.NaN(), "0", "0"},
		{0.8759949999999999, "0.875995", "0,875995"},
	} {
		if got := chart.Exact(tc.p); got != tc.en {
			t.Errorf("Exact(%v) = %q, want %q", tc.p, got, tc.en)
		}
		if got := chart.ExactComma(tc.p); got != tc.ru {
			t.Errorf("ExactComma(%v) = %q, want %q", tc.p, got, tc.ru)
		}
	}
}

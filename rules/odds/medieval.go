package odds

import "math"

// MedievalInput is a medieval roll: 1d10 + stat + skill + mod against a number.
// The d10 explodes: a natural 10 rolls again and adds, as long as 10s come.
// A natural 1 on the first die is a fumble, an automatic miss.
type MedievalInput struct {
	Stat, Skill, Mod int
	Number           int  // the range difficulty or the defender's total
	Beat             bool // ties lose (an opposed melee roll: ties go to the defender)
}

// TotalP is the chance of one roll total.
type TotalP struct {
	Total int
	P     float64
	// Fumble marks the total of a natural 1 (a miss whatever the total).
	Fumble bool
}

// MedievalOdds are the exact chances of a medieval roll.
type MedievalOdds struct {
	Base    int     // stat + skill + mod
	Need    int     // the lowest total that succeeds
	Success float64 // exact, from the closed form (no truncation)
	Fumble  float64 // always 0.1: a natural 1
	// Totals lists totals ascending. The explosion series is cut where the
	// mass left is below TailCut; Tail is that dropped mass.
	Totals []TotalP
	Tail   float64
}

// TailCut is where the exploding series stops being listed.
const TailCut = 1e-15

// Medieval computes a medieval roll's odds.
func Medieval(in MedievalInput) (MedievalOdds, error) {
	for _, f := range []struct {
		name string
		v    int
	}{{"stat", in.Stat}, {"skill", in.Skill}, {"modifier", in.Mod}, {"number", in.Number}} {
		if err := inRange(f.name, f.v, -modLimit, modLimit); err != nil {
			return MedievalOdds{}, err
		}
	}
	base := in.Stat + in.Skill + in.Mod
	need := in.Number
	if in.Beat {
		need++
	}
	out := MedievalOdds{Base: base, Need: need, Fumble: 0.1}
	out.Success = dieAtLeast(need - base)

	// Die value 10m + r (r = 1..9) needs m tens then r: probability 0.1^(m+1).
	// The natural 1 (m = 0, r = 1) is the fumble.
	rest := 1.0 // mass not yet listed
	for m := 0; rest >= TailCut; m++ {
		p := math.Pow(0.1, float64(m+1))
		for r := 1; r <= 9; r++ {
			out.Totals = append(out.Totals, TotalP{Total: base + 10*m + r, P: p, Fumble: m == 0 && r == 1})
		}
		rest = math.Pow(0.1, float64(m+1)) // all m+1 first dice were 10s
	}
	out.Tail = rest
	return out, nil
}

// dieAtLeast is P(exploding die ≥ n and not a fumble). The die reaches n
// (n ≥ 2) only through m = ⌊(n−1)/10⌋ tens and then a face ≥ n − 10m, which
// has (11 − (n − 10m)) chances in 10; a natural 1 never reaches 2.
func dieAtLeast(n int) float64 {
	if n <= 1 {
		return 0.9 // everything but the fumble
	}
	m := (n - 1) / 10
	j := n - 10*m // 1..10
	return math.Pow(0.1, float64(m)) * float64(11-j) / 10
}

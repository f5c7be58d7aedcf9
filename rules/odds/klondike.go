package odds

// DefaultTarget is the 2d6 check's target when the GM names none ("8+").
const DefaultTarget = 8

// KlondikeInput is a 2d6 check: 2d6 + DM + skill + modifier ≥ target.
type KlondikeInput struct {
	DM     int // characteristic DM
	Skill  int // skill level; the caller passes −3 for an untrained skill
	Mod    int // situation modifiers
	Target int // 8 unless the GM says otherwise; 0 means the default
}

// EffectP is the chance of one Effect value.
type EffectP struct {
	Effect int
	P      float64
}

// KlondikeOdds are the exact chances of a 2d6 check.
type KlondikeOdds struct {
	Target   int       // after defaulting
	Modifier int       // DM + skill + mod
	Success  float64   // P(Effect ≥ 0)
	Effect   []EffectP // every reachable Effect, ascending; Ps sum to 1
}

// Klondike computes a 2d6 check's odds and its Effect distribution
// (Effect = total − target, as the seed defines it).
func Klondike(in KlondikeInput) (KlondikeOdds, error) {
	for _, f := range []struct {
		name string
		v    int
	}{{"dm", in.DM}, {"skill", in.Skill}, {"modifier", in.Mod}, {"target", in.Target}} {
		if err := inRange(f.name, f.v, -modLimit, modLimit); err != nil {
			return KlondikeOdds{}, err
		}
	}
	target := in.Target
	if target == 0 {
		target = DefaultTarget
	}
	mod := in.DM + in.Skill + in.Mod
	out := KlondikeOdds{Target: target, Modifier: mod}
	// 2d6 sums 2..12: 1,2,3,4,5,6,5,4,3,2,1 ways out of 36.
	for sum := 2; sum <= 12; sum++ {
		ways := 6 - abs(sum-7)
		p := float64(ways) / 36
		eff := sum + mod - target
		out.Effect = append(out.Effect, EffectP{Effect: eff, P: p})
		if eff >= 0 {
			out.Success += p
		}
	}
	return out, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

package odds

// Storyteller pool limits. A pool of 0 or less fails without a roll (RULES.md),
// so negative pools are accepted and read as 0; more than MaxPool dice is
// refused as a typo.
const (
	MaxPool       = 30
	MinDifficulty = 2
	MaxDifficulty = 10
)

// StorytellerInput is a storyteller pool roll.
type StorytellerInput struct {
	Pool       int  // dice in the pool; ≤ 0 fails without a roll
	Difficulty int  // clamped to 2..10
	Specialty  bool // a specialty's 10s: two successes each, or with Reroll one more die each
	// Reroll is the revised rule for a specialty's 10s (RULES.md: the GM
	// picks it per channel): each 10 rolls one more die, a 10 on that one
	// rolls again, and the extra dice's 1s cancel nothing.
	Reroll bool
}

// StorytellerOdds are the exact chances of a pool roll.
type StorytellerOdds struct {
	Pool       int // the pool as rolled (negative pools read as 0)
	Difficulty int // after clamping
	Specialty  bool
	Reroll     bool // Specialty under the re-roll rule
	// AtLeast[k] is P(at least k successes after 1s cancel), k = 0..max.
	// AtLeast[0] is 1; the slice ends at the largest k that can happen.
	AtLeast []float64
	Botch   float64 // no die ≥ difficulty and at least one 1
	Failure float64 // no success left, without a botch
}

// Storyteller computes a pool roll's odds: each die ≥ difficulty is a success
// (a 10 is two with a specialty), each 1 cancels one success; no die ≥
// difficulty and at least one 1 is a botch, any other roll with no success
// left is a plain failure.
func Storyteller(in StorytellerInput) (StorytellerOdds, error) {
	if err := inRange("pool", in.Pool, -modLimit, MaxPool); err != nil {
		return StorytellerOdds{}, err
	}
	pool := max(in.Pool, 0)
	diff := min(max(in.Difficulty, MinDifficulty), MaxDifficulty)
	out := StorytellerOdds{Pool: pool, Difficulty: diff, Specialty: in.Specialty, Reroll: in.Specialty && in.Reroll}
	if pool == 0 {
		out.AtLeast = []float64{1}
		out.Failure = 1
		return out, nil
	}

	// One die: a 1 (p 0.1), a plain success (faces diff..9, or diff..10
	// without a specialty), a ten worth two (or one plus its re-rolls), or
	// nothing. gain[k] is the chance that a 10 is worth k successes.
	pOne := 0.1
	pSucc := float64(11-diff) / 10
	var gain []float64
	switch {
	case out.Reroll:
		pSucc -= 0.1
		gain = rerollGain(diff)
	case in.Specialty:
		pSucc -= 0.1
		gain = []float64{0, 0, 0.1}
	}
	pBlank := float64(diff-2) / 10 // faces 2..diff−1, counted, not 1 − the rest (no −1e-17)

	// dist[s][o]: probability of s raw successes and o ones so far.
	maxS := pool * max(1, len(gain)-1)
	dist := newGrid(maxS+1, pool+1)
	dist[0][0] = 1
	for die := 0; die < pool; die++ {
		next := newGrid(maxS+1, pool+1)
		for s := range dist {
			for o, p := range dist[s] {
				if p == 0 {
					continue
				}
				next[s][o] += p * pBlank
				if o+1 <= pool {
					next[s][o+1] += p * pOne
				}
				if pSucc > 0 && s+1 <= maxS {
					next[s+1][o] += p * pSucc
				}
				for k, pk := range gain {
					if pk > 0 && s+k <= maxS {
						next[s+k][o] += p * pk
					}
				}
			}
		}
		dist = next
	}

	exactly := make([]float64, maxS+1) // by net successes ≥ 1
	for s := range dist {
		for o, p := range dist[s] {
			switch net := s - o; {
			case s == 0 && o > 0:
				out.Botch += p
			case net <= 0:
				out.Failure += p
			default:
				exactly[net] += p
			}
		}
	}
	top := maxS
	for top > 0 && exactly[top] == 0 {
		top--
	}
	out.AtLeast = make([]float64, top+1)
	out.AtLeast[0] = 1
	run := 0.0
	for k := top; k >= 1; k-- {
		run += exactly[k]
		out.AtLeast[k] = run
	}
	return out, nil
}

// rerollCap bounds the successes one 10 can bring under the re-roll rule:
// nine 10s in a row (a chance of 1e-9) are counted as the cap.
const rerollCap = 10

// rerollGain is what one 10 of a pool is worth under the re-roll rule, as
// chances by successes: 1 for itself, plus its extra die's — a plain success
// (faces diff..9, q) ends the chain with one more, a 10 (t) adds one and
// rolls again, anything else (r) ends it. So 1+k successes come from k 10s
// then a miss, or k−1 10s then a plain success: t^k·r + t^(k−1)·q.
func rerollGain(diff int) []float64 {
	t, q := 0.1, float64(10-diff)/10
	r := 1 - t - q
	gain := make([]float64, rerollCap+1)
	tk := 1.0 // t^k
	for k := 0; 1+k < rerollCap; k++ {
		gain[1+k] += tk * r
		gain[2+k] += tk * q
		tk *= t
	}
	// The chains longer than the cap: t^(cap−1) of them, counted at the cap.
	gain[rerollCap] += tk
	for i := range gain {
		gain[i] *= 0.1 // the chance of the 10 itself
	}
	return gain
}

func newGrid(rows, cols int) [][]float64 {
	g := make([][]float64, rows)
	for i := range g {
		g[i] = make([]float64, cols)
	}
	return g
}

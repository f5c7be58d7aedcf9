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
	Specialty  bool // each 10 counts as two successes (the anniversary rule)
}

// StorytellerOdds are the exact chances of a pool roll.
type StorytellerOdds struct {
	Pool       int // the pool as rolled (negative pools read as 0)
	Difficulty int // after clamping
	Specialty  bool
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
	out := StorytellerOdds{Pool: pool, Difficulty: diff, Specialty: in.Specialty}
	if pool == 0 {
		out.AtLeast = []float64{1}
		out.Failure = 1
		return out, nil
	}

	// One die: a 1 (p 0.1), a plain success (faces diff..9, or diff..10
	// without a specialty), a ten worth two, or nothing.
	pOne := 0.1
	pTen := 0.0
	pSucc := float64(11-diff) / 10
	if in.Specialty {
		pTen = 0.1
		pSucc -= 0.1
	}
	pBlank := float64(diff-2) / 10 // faces 2..diff−1, counted, not 1 − the rest (no −1e-17)

	// dist[s][o]: probability of s raw successes and o ones so far.
	maxS := pool
	if in.Specialty {
		maxS = 2 * pool
	}
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
				if pTen > 0 && s+2 <= maxS {
					next[s+2][o] += p * pTen
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

func newGrid(rows, cols int) [][]float64 {
	g := make([][]float64, rows)
	for i := range g {
		g[i] = make([]float64, cols)
	}
	return g
}

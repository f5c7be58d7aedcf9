package storyteller

import "fray/rules/dice"

// Roll's MessagePack codec is generated (pool_gen.go) for CheckResult's:
// the commands layer keeps a channel's recent checks. The limit refuses a
// stored array header claiming more elements than any roll has (MaxPool,
// maxRerolls) before the decoder allocates them.
//go:generate go tool msgp -file pool.go -o pool_gen.go -tests=false -io=false
//msgp:tag json
//msgp:ignore SpecialtyRule
//msgp:limit arrays:1024 maps:1024

// Difficulty bounds (RULES.md: difficulty is clamped to 2..10) and the
// standard difficulty of damage, soak and most rolls.
const (
	MinDifficulty  = 2
	MaxDifficulty  = 10
	BaseDifficulty = 6
	// MaxPool refuses typos: no legitimate pool reaches it (automatic fire's
	// +10 on a maxed sheet is 30).
	MaxPool = 50
	// maxRerolls bounds a specialty's chain of re-rolled 10s.
	maxRerolls = 50
)

// SpecialtyRule is how a specialty treats 10s; the GM picks it per channel.
type SpecialtyRule int

const (
	// SpecialtyReroll: each 10 rolls one more die (revised edition); 10s on
	// those roll again, and their 1s cancel nothing.
	SpecialtyReroll SpecialtyRule = iota
	// SpecialtyDouble: each 10 counts as two successes (anniversary edition).
	SpecialtyDouble
)

// Roll is one pool roll as an embed shows it.
type Roll struct {
	Pool       int   `json:"pool"`            // dice rolled (0 or less: no roll)
	Difficulty int   `json:"diff"`            // after clamping
	Dice       []int `json:"dice,omitempty"`  // the pool's faces, in order
	Extra      []int `json:"extra,omitempty"` // specialty re-rolls of 10s
	Hits       int   `json:"hits"`            // successes before 1s cancel
	Ones       int   `json:"ones"`            // 1s among Dice (cancelling only on action rolls)
	Successes  int   `json:"succ"`            // net successes
	Willpower  bool  `json:"wp,omitempty"`    // one automatic success was bought
	Botch      bool  `json:"botch,omitempty"`
	NoRoll     bool  `json:"noroll,omitempty"` // the pool was 0 or less
}

// Failed reports a roll without a success (a botch is a failure too).
func (r *Roll) Failed() bool { return r.Successes <= 0 }

// clampDifficulty keeps a difficulty in 2..10.
func clampDifficulty(d int) int { return min(max(d, MinDifficulty), MaxDifficulty) }

// rollAction rolls an action pool: each die ≥ difficulty is a success, each 1
// cancels one; no success die and a 1 is a botch (RULES.md). specialty selects
// the 10s rule, nil for none.
func rollAction(src dice.Source, pool, difficulty int, specialty *SpecialtyRule) Roll {
	r := Roll{Pool: pool, Difficulty: clampDifficulty(difficulty)}
	if pool <= 0 {
		r.NoRoll = true
		return r
	}
	r.Dice = make([]int, pool)
	tens := 0
	for i := range r.Dice {
		f := src.Roll(10)
		r.Dice[i] = f
		switch {
		case f >= r.Difficulty:
			r.Hits++
			if f == 10 {
				tens++
			}
		case f == 1:
			r.Ones++
		}
	}
	if specialty != nil && tens > 0 {
		switch *specialty {
		case SpecialtyDouble:
			r.Hits += tens
		case SpecialtyReroll:
			for pending := tens; pending > 0 && len(r.Extra) < maxRerolls; pending-- {
				f := src.Roll(10)
				r.Extra = append(r.Extra, f)
				if f >= r.Difficulty {
					r.Hits++
				}
				if f == 10 {
					pending++
				}
			}
		}
	}
	r.Successes = max(r.Hits-r.Ones, 0)
	// A botch needs no die at or above the difficulty: Hits counts re-rolls
	// too, but those only exist after a 10, so the test stays exact.
	r.Botch = r.Hits == 0 && r.Ones > 0
	return r
}

// addWillpower buys one automatic success: added after 1s cancel, it turns a
// botch into a plain success.
func (r *Roll) addWillpower() {
	r.Willpower = true
	r.Successes++
	r.Botch = false
}

// rollDamage rolls a damage or soak pool: difficulty 6, never a botch, and
// its 1s cancel nothing (RULES.md).
func rollDamage(src dice.Source, pool int) Roll {
	r := Roll{Pool: pool, Difficulty: BaseDifficulty}
	if pool <= 0 {
		r.NoRoll = true
		return r
	}
	r.Dice = make([]int, pool)
	for i := range r.Dice {
		f := src.Roll(10)
		r.Dice[i] = f
		if f >= BaseDifficulty {
			r.Hits++
		} else if f == 1 {
			r.Ones++
		}
	}
	r.Successes = r.Hits
	return r
}

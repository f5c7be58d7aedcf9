package odds

import (
	"errors"
	"math"
	"testing"

	"fray/rules"
)

// bruteStoryteller enumerates every face combination of a pool and applies
// RULES.md's storyteller rules die by die, independently of the DP.
func bruteStoryteller(pool, diff int, specialty bool) (atLeast map[int]float64, botch, failure float64) {
	atLeast = map[int]float64{}
	faces := make([]int, pool)
	for i := range faces {
		faces[i] = 1
	}
	total := math.Pow(10, float64(pool))
	var botchN, failN float64
	counts := map[int]float64{}
	for {
		succ, ones := 0, 0
		for _, f := range faces {
			switch {
			case f == 1:
				ones++
			case f == 10 && specialty:
				succ += 2
			case f >= diff:
				succ++
			}
		}
		switch {
		case succ == 0 && ones > 0:
			botchN++
		case succ-ones <= 0:
			failN++
		default:
			counts[succ-ones]++
		}
		i := 0
		for i < pool && faces[i] == 10 {
			faces[i] = 1
			i++
		}
		if i == pool {
			break
		}
		faces[i]++
	}
	for net, n := range counts {
		for k := 1; k <= net; k++ {
			atLeast[k] += n / total
		}
	}
	return atLeast, botchN / total, failN / total
}

func TestStorytellerMatchesEnumeration(t *testing.T) {
	cases := []struct {
		name      string
		pool      int
		diff      int
		specialty bool
	}{
		{"pool 6 difficulty 6", 6, 6, false},
		{"pool 6 difficulty 6 specialty", 6, 6, true},
		{"pool 3 difficulty 10", 3, 10, false},
		{"pool 4 difficulty 2 specialty", 4, 2, true},
		{"pool 1 difficulty 8", 1, 8, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Storyteller(StorytellerInput{Pool: c.pool, Difficulty: c.diff, Specialty: c.specialty})
			if err != nil {
				t.Fatal(err)
			}
			wantAtLeast, wantBotch, wantFail := bruteStoryteller(c.pool, c.diff, c.specialty)
			if math.Abs(got.Botch-wantBotch) > 1e-9 {
				t.Errorf("P(botch) = %.12f, enumeration %.12f", got.Botch, wantBotch)
			}
			if math.Abs(got.Failure-wantFail) > 1e-9 {
				t.Errorf("P(failure) = %.12f, enumeration %.12f", got.Failure, wantFail)
			}
			if len(got.AtLeast)-1 != len(wantAtLeast) {
				t.Errorf("AtLeast goes to k=%d, enumeration to k=%d", len(got.AtLeast)-1, len(wantAtLeast))
			}
			for k := 1; k < len(got.AtLeast); k++ {
				if math.Abs(got.AtLeast[k]-wantAtLeast[k]) > 1e-9 {
					t.Errorf("P(≥%d) = %.12f, enumeration %.12f", k, got.AtLeast[k], wantAtLeast[k])
				}
			}
			// Every outcome is a botch, a failure or at least one success.
			if sum := got.Botch + got.Failure + got.AtLeast[1]; math.Abs(sum-1) > 1e-12 {
				t.Errorf("botch+failure+P(≥1) = %v, want 1", sum)
			}
		})
	}
}

func TestStorytellerHandValues(t *testing.T) {
	// One die at difficulty 6: 6..10 succeed (0.5), a 1 botches (0.1), 2..5 fail (0.4).
	got, err := Storyteller(StorytellerInput{Pool: 1, Difficulty: 6})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(got.AtLeast[1]-0.5) > 1e-15 || math.Abs(got.Botch-0.1) > 1e-15 || math.Abs(got.Failure-0.4) > 1e-15 {
		t.Errorf("pool 1 diff 6: %+v", got)
	}
	// Two dice, difficulty 10: botch needs no 10 and a 1: 0.81 − 0.64 = 0.17
	// (no 10: 0.9², neither 10 nor 1: 0.8²). A 10 and a 1 cancel: failure.
	got, err = Storyteller(StorytellerInput{Pool: 2, Difficulty: 10})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(got.Botch-0.17) > 1e-12 {
		t.Errorf("pool 2 diff 10 botch = %v, want 0.17", got.Botch)
	}
	// P(≥1): one 10 and a blank (2·0.1·0.8) or two 10s (0.01) = 0.17; P(≥2) = 0.01.
	if math.Abs(got.AtLeast[1]-0.17) > 1e-12 || math.Abs(got.AtLeast[2]-0.01) > 1e-12 {
		t.Errorf("pool 2 diff 10 at least = %v", got.AtLeast)
	}
}

func TestStorytellerEdges(t *testing.T) {
	cases := []struct {
		name     string
		in       StorytellerInput
		wantDiff int
		wantPool int
		wantFail float64
		wantErr  bool
	}{
		{"zero pool fails without a roll", StorytellerInput{Pool: 0, Difficulty: 6}, 6, 0, 1, false},
		{"negative pool fails without a roll", StorytellerInput{Pool: -3, Difficulty: 6}, 6, 0, 1, false},
		{"difficulty 1 clamps to 2", StorytellerInput{Pool: 1, Difficulty: 1}, 2, 1, 0, false},
		{"difficulty 15 clamps to 10", StorytellerInput{Pool: 1, Difficulty: 15}, 10, 1, 0.8, false},
		{"huge negative difficulty clamps", StorytellerInput{Pool: 1, Difficulty: math.MinInt}, 2, 1, 0, false},
		{"pool 30 is allowed", StorytellerInput{Pool: 30, Difficulty: 6}, 6, 30, -1, false},
		{"pool 31 is refused", StorytellerInput{Pool: 31, Difficulty: 6}, 0, 0, 0, true},
		{"huge pool is refused", StorytellerInput{Pool: math.MaxInt, Difficulty: 6}, 0, 0, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Storyteller(c.in)
			if c.wantErr {
				var ue *rules.UserError
				if !errors.As(err, &ue) || ue.Note.Key != ErrKeyRange {
					t.Fatalf("err = %v, want a %s user error", err, ErrKeyRange)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Difficulty != c.wantDiff || got.Pool != c.wantPool {
				t.Errorf("pool %d diff %d, want %d %d", got.Pool, got.Difficulty, c.wantPool, c.wantDiff)
			}
			if c.wantFail >= 0 && math.Abs(got.Failure-c.wantFail) > 1e-12 {
				t.Errorf("failure %v, want %v", got.Failure, c.wantFail)
			}
			if sum := got.Botch + got.Failure + at(got.AtLeast, 1); math.Abs(sum-1) > 1e-9 {
				t.Errorf("outcomes sum to %v", sum)
			}
		})
	}
}

func at(s []float64, k int) float64 {
	if k < len(s) {
		return s[k]
	}
	return 0
}

func TestStorytellerProbabilitiesAreNeverNegative(t *testing.T) {
	for pool := 0; pool <= MaxPool; pool++ {
		for diff := MinDifficulty; diff <= MaxDifficulty; diff++ {
			for _, rule := range []struct{ spec, reroll bool }{{false, false}, {true, false}, {true, true}} {
				spec := rule.spec
				got, err := Storyteller(StorytellerInput{Pool: pool, Difficulty: diff, Specialty: spec, Reroll: rule.reroll})
				if err != nil {
					t.Fatal(err)
				}
				ps := append([]float64{got.Botch, got.Failure}, got.AtLeast...)
				for _, p := range ps {
					if p < 0 || p > 1+1e-12 || math.IsNaN(p) {
						t.Fatalf("pool %d diff %d spec %v: probability %v", pool, diff, spec, p)
					}
				}
				for k := 1; k < len(got.AtLeast); k++ {
					if got.AtLeast[k] > got.AtLeast[k-1]+1e-15 || got.AtLeast[k] == 0 {
						t.Fatalf("pool %d diff %d: AtLeast not decreasing or has a zero tail: %v", pool, diff, got.AtLeast)
					}
				}
				if sum := got.Botch + got.Failure + at(got.AtLeast, 1); math.Abs(sum-1) > 1e-9 {
					t.Fatalf("pool %d diff %d spec %v: outcomes sum to %v", pool, diff, spec, sum)
				}
			}
		}
	}
}

// bruteReroll enumerates a pool's faces and, die by die, every extra die a
// 10 brings under the re-roll rule (RULES.md: "a specialty re-rolls 10s"),
// down to depth extra dice; a 10 there counts one and stops (a chance
// under 1e-6). The extra dice's 1s cancel nothing.
func bruteReroll(pool, diff, depth int) (atLeast map[int]float64, botch, failure float64) {
	// extra returns the chances of the successes one extra die chain brings.
	var extra func(d int) map[int]float64
	extra = func(d int) map[int]float64 {
		out := map[int]float64{}
		for f := 1; f <= 10; f++ {
			switch {
			case f == 10 && d < depth:
				for k, p := range extra(d + 1) {
					out[k+1] += p / 10
				}
			case f >= diff:
				out[1] += 0.1
			default:
				out[0] += 0.1
			}
		}
		return out
	}
	chain := extra(1)
	atLeast = map[int]float64{}
	// state: (successes, ones) → chance, die by die.
	type so struct{ s, o int }
	dist := map[so]float64{{0, 0}: 1}
	for range pool {
		next := map[so]float64{}
		for st, p := range dist {
			for f := 1; f <= 10; f++ {
				switch {
				case f == 1:
					next[so{st.s, st.o + 1}] += p / 10
				case f == 10:
					for k, pk := range chain {
						next[so{st.s + 1 + k, st.o}] += p / 10 * pk
					}
				case f >= diff:
					next[so{st.s + 1, st.o}] += p / 10
				default:
					next[st] += p / 10
				}
			}
		}
		dist = next
	}
	for st, p := range dist {
		switch net := st.s - st.o; {
		case st.s == 0 && st.o > 0:
			botch += p
		case net <= 0:
			failure += p
		default:
			for k := 1; k <= net; k++ {
				atLeast[k] += p
			}
		}
	}
	return atLeast, botch, failure
}

// With the channel's re-roll rule, /odds specialty:true counted each 10 as
// two successes whatever the channel used. A 10 is now worth one plus its
// re-rolls, as /check rolls it.
func TestStorytellerRerollMatchesEnumeration(t *testing.T) {
	for _, c := range []struct{ pool, diff int }{{1, 6}, {2, 6}, {3, 8}, {3, 10}, {4, 2}} {
		got, err := Storyteller(StorytellerInput{Pool: c.pool, Difficulty: c.diff, Specialty: true, Reroll: true})
		if err != nil {
			t.Fatal(err)
		}
		if !got.Reroll {
			t.Fatalf("pool %d diff %d: not marked as the re-roll rule", c.pool, c.diff)
		}
		wantAtLeast, wantBotch, wantFail := bruteReroll(c.pool, c.diff, 8)
		if math.Abs(got.Botch-wantBotch) > 1e-6 || math.Abs(got.Failure-wantFail) > 1e-6 {
			t.Errorf("pool %d diff %d: botch %v failure %v, want %v %v", c.pool, c.diff, got.Botch, got.Failure, wantBotch, wantFail)
		}
		for k := 1; k <= 6; k++ {
			if math.Abs(at(got.AtLeast, k)-wantAtLeast[k]) > 1e-6 {
				t.Errorf("pool %d diff %d: P(≥%d) %v, want %v", c.pool, c.diff, k, at(got.AtLeast, k), wantAtLeast[k])
			}
		}
	}
	// One die at difficulty 6: ≥1 is 0.5 with either rule; ≥2 needs a 10
	// and its extra die to succeed: 0.1 × 0.5 = 0.05 (the doubling rule
	// would say 0.1).
	got, _ := Storyteller(StorytellerInput{Pool: 1, Difficulty: 6, Specialty: true, Reroll: true})
	if math.Abs(at(got.AtLeast, 1)-0.5) > 1e-12 || math.Abs(at(got.AtLeast, 2)-0.05) > 1e-12 {
		t.Errorf("pool 1 difficulty 6 re-roll: P(≥1) %v P(≥2) %v, want 0.5 and 0.05", at(got.AtLeast, 1), at(got.AtLeast, 2))
	}
}

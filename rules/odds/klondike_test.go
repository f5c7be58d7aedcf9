package odds

import (
	"errors"
	"math"
	"testing"

	"fray/rules"
)

// twoD6AtLeast is the hand table of 2d6: ways out of 36 to roll n or more.
var twoD6AtLeast = map[int]int{2: 36, 3: 35, 4: 33, 5: 30, 6: 26, 7: 21, 8: 15, 9: 10, 10: 6, 11: 3, 12: 1}

func TestKlondikeAgainstHandTable(t *testing.T) {
	cases := []struct {
		name string
		in   KlondikeInput
		need int // what 2d6 must show
	}{
		{"seed's plain 8+", KlondikeInput{}, 8},
		{"DM+1 skill 2: needs 5", KlondikeInput{DM: 1, Skill: 2}, 5},
		{"untrained −3 with DM −1: needs 12", KlondikeInput{DM: -1, Skill: -3}, 12},
		{"ambush +2 vs 10+: needs 8", KlondikeInput{Mod: 2, Target: 10}, 8},
		{"aimed location −4, skill 1: needs 11", KlondikeInput{Skill: 1, Mod: -4}, 11},
		{"DM+3 skill 3: needs 2", KlondikeInput{DM: 3, Skill: 3}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Klondike(c.in)
			if err != nil {
				t.Fatal(err)
			}
			want := float64(twoD6AtLeast[c.need]) / 36
			if math.Abs(got.Success-want) > 1e-12 {
				t.Errorf("P(success) = %v, want %d/36", got.Success, twoD6AtLeast[c.need])
			}
		})
	}
}

func TestKlondikeImpossibleAndCertain(t *testing.T) {
	got, _ := Klondike(KlondikeInput{Mod: -5}) // needs 13 on 2d6
	if got.Success != 0 {
		t.Errorf("needs 13: P = %v", got.Success)
	}
	got, _ = Klondike(KlondikeInput{Skill: 7}) // needs 1
	if math.Abs(got.Success-1) > 1e-12 {
		t.Errorf("needs 1: P = %v", got.Success)
	}
}

func TestKlondikeEffectDistribution(t *testing.T) {
	got, err := Klondike(KlondikeInput{DM: 1, Skill: 1, Target: 8})
	if err != nil {
		t.Fatal(err)
	}
	// 2d6+2 − 8: Effects −4..+6 with 1,2,3,4,5,6,5,4,3,2,1 ways.
	wantWays := []int{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}
	if len(got.Effect) != len(wantWays) {
		t.Fatalf("%d Effect values, want 11", len(got.Effect))
	}
	sum := 0.0
	for i, e := range got.Effect {
		if e.Effect != i-4 {
			t.Errorf("Effect[%d] = %d, want %d", i, e.Effect, i-4)
		}
		if math.Abs(e.P-float64(wantWays[i])/36) > 1e-12 {
			t.Errorf("P(Effect %d) = %v, want %d/36", e.Effect, e.P, wantWays[i])
		}
		sum += e.P
	}
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("Effect Ps sum to %v", sum)
	}
	// Effect 6+ (the seed's best results) needs 2d6 = 12: 1/36.
	if last := got.Effect[len(got.Effect)-1]; last.Effect != 6 {
		t.Errorf("top Effect %d", last.Effect)
	}
}

func TestKlondikeRefusesHugeNumbers(t *testing.T) {
	for _, in := range []KlondikeInput{{DM: math.MaxInt}, {Skill: -101}, {Mod: 101}, {Target: math.MinInt}} {
		_, err := Klondike(in)
		var ue *rules.UserError
		if !errors.As(err, &ue) || ue.Note.Key != ErrKeyRange {
			t.Errorf("%+v: err = %v", in, err)
		}
	}
}

package odds

import (
	"errors"
	"math"
	"testing"

	"fray/rules"
)

func TestMedievalSuccessByHand(t *testing.T) {
	cases := []struct {
		name string
		in   MedievalInput
		want float64
	}{
		// REF 6 + skill 4 = 10 vs close range 15: the die needs 5..10 (6/10).
		{"close 15, base 10", MedievalInput{Stat: 6, Skill: 4, Number: 15}, 0.6},
		// vs medium 20: only a 10 (then anything) reaches 20.
		{"medium 20, base 10", MedievalInput{Stat: 6, Skill: 4, Number: 20}, 0.1},
		// vs long 25: a 10, then 5..10 on the second die: 0.1 × 0.6.
		{"long 25, base 10", MedievalInput{Stat: 6, Skill: 4, Number: 25}, 0.06},
		// vs extreme 30: 10, 10, then anything: 0.01.
		{"extreme 30, base 10", MedievalInput{Stat: 6, Skill: 4, Number: 30}, 0.01},
		// vs 31: 10, 10, then 1..10 all reach 31 (20 + 1 + 10 ≥ 31): 0.01.
		{"31, base 10", MedievalInput{Stat: 6, Skill: 4, Number: 31}, 0.01},
		// vs 32: 10, 10, then 2..10: 0.01 × 0.9.
		{"32, base 10", MedievalInput{Stat: 6, Skill: 4, Number: 32}, 0.009},
		// point blank 10 with base 10: every face but the fumble hits.
		{"point blank 10, base 10", MedievalInput{Stat: 6, Skill: 4, Number: 10}, 0.9},
		// aimed −4: base 6 vs 10 needs 4..10: 0.7.
		{"aimed at a location −4", MedievalInput{Stat: 6, Skill: 4, Mod: -4, Number: 10}, 0.7},
		// melee tie goes to the defender: base 10 vs 15 must make 16: 6..10.
		{"melee, ties lose", MedievalInput{Stat: 6, Skill: 4, Number: 15, Beat: true}, 0.5},
		// base 10 vs 19 beaten: 20 needed: a 10 only.
		{"melee 19, ties lose", MedievalInput{Stat: 6, Skill: 4, Number: 19, Beat: true}, 0.1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Medieval(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(got.Success-c.want) > 1e-12 {
				t.Errorf("P(success) = %v, want %v", got.Success, c.want)
			}
			if got.Fumble != 0.1 {
				t.Errorf("P(fumble) = %v, want 0.1", got.Fumble)
			}
		})
	}
}

func TestMedievalTotalsAgreeWithClosedForm(t *testing.T) {
	for _, number := range []int{-5, 8, 11, 15, 20, 21, 29, 30, 45, 60, 100} {
		got, err := Medieval(MedievalInput{Stat: 6, Skill: 4, Number: number})
		if err != nil {
			t.Fatal(err)
		}
		sum, succ := 0.0, 0.0
		for _, tp := range got.Totals {
			sum += tp.P
			if !tp.Fumble && tp.Total >= number {
				succ += tp.P
			}
		}
		if math.Abs(sum+got.Tail-1) > 1e-14 {
			t.Errorf("vs %d: totals + tail = %v", number, sum+got.Tail)
		}
		if got.Tail >= TailCut {
			t.Errorf("tail %v not below the cut", got.Tail)
		}
		// The listed totals miss only the tail, which is all success.
		if math.Abs(succ+got.Tail-got.Success) > 1e-14 {
			t.Errorf("vs %d: totals give %v, closed form %v", number, succ, got.Success)
		}
	}
}

func TestMedievalDistributionShape(t *testing.T) {
	got, err := Medieval(MedievalInput{Stat: 5, Number: 15})
	if err != nil {
		t.Fatal(err)
	}
	// Base 5: totals 6..14 at 0.1 each (6 is the fumble), then 16..24 at 0.01
	// (a 10 and 1..9); 15 is unreachable (a 10 always adds at least 1).
	want := map[int]float64{6: 0.1, 10: 0.1, 14: 0.1, 16: 0.01, 24: 0.01, 26: 0.001}
	byTotal := map[int]TotalP{}
	for _, tp := range got.Totals {
		byTotal[tp.Total] = tp
	}
	for total, p := range want {
		if math.Abs(byTotal[total].P-p) > 1e-15 {
			t.Errorf("P(total %d) = %v, want %v", total, byTotal[total].P, p)
		}
	}
	if _, ok := byTotal[15]; ok {
		t.Error("total 15 listed: a natural 10 cannot stop at 10")
	}
	if !byTotal[6].Fumble || byTotal[7].Fumble || byTotal[16].Fumble {
		t.Error("only the natural 1's total is a fumble")
	}
}

func TestMedievalRefusesHugeNumbers(t *testing.T) {
	for _, in := range []MedievalInput{{Stat: math.MaxInt}, {Skill: math.MinInt}, {Mod: 1000}, {Number: 101}} {
		_, err := Medieval(in)
		var ue *rules.UserError
		if !errors.As(err, &ue) || ue.Note.Key != ErrKeyRange {
			t.Errorf("%+v: err = %v", in, err)
		}
	}
}

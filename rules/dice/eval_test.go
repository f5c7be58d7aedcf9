package dice

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// showTerms writes a roll the way a renderer would, marking dropped dice
// with ~ and exploded ones with !, so a test states the whole result in one
// readable line: "4d6kh3 (3, ~1, 5, 6) + 2 = 16".
func showTerms(r Result) string {
	var b strings.Builder
	for _, t := range r.Terms {
		b.WriteString(t.Op + t.Lead)
		b.WriteString(t.Notation)
		if t.IsDice {
			b.WriteString(" (")
			for i, d := range t.Dice {
				if i > 0 {
					b.WriteString(", ")
				}
				if d.Dropped {
					b.WriteByte('~')
				}
				if d.Exploded {
					b.WriteByte('!')
				}
				fmt.Fprint(&b, d.Face)
			}
			b.WriteString(")")
		}
		b.WriteString(t.Trail)
	}
	fmt.Fprintf(&b, " = %d", r.Total)
	return b.String()
}

// TestRollScripted rolls every feature with scripted faces; each script is
// used up exactly.
func TestRollScripted(t *testing.T) {
	tests := []struct {
		in    string
		faces []int
		want  string
	}{
		// dice plus a modifier, the commonest roll
		{"2d6+3", []int{4, 5}, "2d6 (4, 5) + 3 = 12"},
		{"1d20+5", []int{17}, "1d20 (17) + 5 = 22"},
		{"d20-2", []int{1}, "d20 (1) - 2 = -1"},
		{"10d10", []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, "10d10 (1, 2, 3, 4, 5, 6, 7, 8, 9, 10) = 55"},
		{"d%", []int{100}, "d% (100) = 100"},
		{"7", nil, "7 = 7"},
		// precedence and grouping
		{"2+3*4", nil, "2 + 3 * 4 = 14"},
		{"(2+3)*4", nil, "(2 + 3) * 4 = 20"},
		{"10-4-3", nil, "10 - 4 - 3 = 3"},
		{"10-(4-3)", nil, "10 - (4 - 3) = 9"},
		{"-2*3", nil, "-2 * 3 = -6"},
		{"2*-3", nil, "2 * -3 = -6"},
		{"--3", nil, "--3 = 3"},
		{"(2d6+3)*2", []int{4, 5}, "(2d6 (4, 5) + 3) * 2 = 24"},
		{"-(d4+d6)", []int{3, 6}, "-(d4 (3) + d6 (6)) = -9"},
		{"2d6*d4-1", []int{2, 3, 4}, "2d6 (2, 3) * d4 (4) - 1 = 19"},
		// keep / drop: ties drop the earliest die
		{"4d6kh3", []int{3, 1, 5, 6}, "4d6kh3 (3, ~1, 5, 6) = 14"},
		{"4d6k3+2", []int{3, 1, 5, 6}, "4d6k3 (3, ~1, 5, 6) + 2 = 16"},
		{"4d6kh3", []int{2, 1, 1, 4}, "4d6kh3 (2, ~1, 1, 4) = 7"},
		{"4d6kl1", []int{3, 2, 5, 2}, "4d6kl1 (~3, ~2, ~5, 2) = 2"},
		{"4d6dh1", []int{6, 2, 6, 1}, "4d6dh1 (~6, 2, 6, 1) = 9"},
		{"4d6dl1", []int{3, 1, 5, 1}, "4d6dl1 (3, ~1, 5, 1) = 9"},
		{"2d20k", []int{7, 15}, "2d20k (~7, 15) = 15"},
		{"2d20kl", []int{7, 15}, "2d20kl (7, ~15) = 7"},
		{"4d6dl0", []int{3, 1, 5, 1}, "4d6dl0 (3, 1, 5, 1) = 10"},
		{"4d6kh4", []int{3, 1, 5, 1}, "4d6kh4 (3, 1, 5, 1) = 10"},
		// explosions: a maximum adds a die right after it, which may explode too
		{"d10!", []int{10, 4}, "d10! (10, !4) = 14"},
		{"d10!", []int{9}, "d10! (9) = 9"},
		{"d6!", []int{6, 6, 3}, "d6! (6, !6, !3) = 15"},
		{"3d6!", []int{6, 2, 3, 6, 1}, "3d6! (6, !2, 3, 6, !1) = 18"},
		{"d%!", []int{100, 7}, "d%! (100, !7) = 107"},
		// keep/drop counts the exploded dice too
		{"3d6!kh2", []int{6, 2, 3, 1}, "3d6!kh2 (6, ~!2, 3, ~1) = 9"},
		{"2d6!dl1", []int{6, 6, 1, 2}, "2d6!dl1 (6, !6, ~!1, 2) = 14"},
		// Russian letters
		{"2к6+1", []int{3, 4}, "2d6 (3, 4) + 1 = 8"},
		{"4д6дl1", []int{3, 1, 5, 6}, "4d6dl1 (3, ~1, 5, 6) = 14"},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		src := NewScripted(tt.faces...)
		r := e.Roll(src)
		if err := Check(src); err != nil {
			t.Errorf("%q: script: %v", tt.in, err)
		}
		if n := src.Remaining(); n != 0 {
			t.Errorf("%q: %d scripted faces left unrolled", tt.in, n)
		}
		if got := showTerms(r); got != tt.want {
			t.Errorf("%q rolled %v:\n got  %s\n want %s", tt.in, tt.faces, got, tt.want)
		}
		if r.Capped {
			t.Errorf("%q: capped without reaching a limit", tt.in)
		}
	}
}

// TestRollTermFields checks the fields a renderer reads besides the text.
func TestRollTermFields(t *testing.T) {
	e, err := Parse("(4d6kh3 - 2) * 3")
	if err != nil {
		t.Fatal(err)
	}
	r := e.Roll(NewScripted(2, 6, 6, 5))
	want := []TermResult{
		{Lead: "(", Notation: "4d6kh3", IsDice: true, Value: 17, Dice: []Die{
			{Sides: 6, Face: 2, Dropped: true}, {Sides: 6, Face: 6}, {Sides: 6, Face: 6}, {Sides: 6, Face: 5},
		}},
		{Op: " - ", Notation: "2", Trail: ")", Value: 2},
		{Op: " * ", Notation: "3", Value: 3},
	}
	if len(r.Terms) != len(want) {
		t.Fatalf("got %d terms, want %d", len(r.Terms), len(want))
	}
	for i := range want {
		g, w := r.Terms[i], want[i]
		if g.Op != w.Op || g.Lead != w.Lead || g.Notation != w.Notation || g.Trail != w.Trail || g.IsDice != w.IsDice || g.Value != w.Value || fmt.Sprint(g.Dice) != fmt.Sprint(w.Dice) {
			t.Errorf("term %d = %+v, want %+v", i, g, w)
		}
	}
	if r.Total != 45 {
		t.Errorf("Total = %d, want (17-2)*3 = 45", r.Total)
	}
}

// TestExplosionCaps: explosions stop at MaxDicePerTerm in a term and at
// MaxDiceTotal in the expression, and the result says so.
func TestExplosionCaps(t *testing.T) {
	always := func(n int) []int { // a script that always rolls the maximum of a d2
		f := make([]int, n)
		for i := range f {
			f[i] = 2
		}
		return f
	}
	tests := []struct {
		in         string
		perTerm    []int // dice in each term after the roll
		exploded   int   // exploded dice, all terms
		cappedTerm []bool
	}{
		// 50 dice, every one exploding: the term stops at 100 dice.
		{"50d2!", []int{100}, 50, []bool{true}},
		// 100 dice typed leave no room for any explosion.
		{"100d2!", []int{100}, 0, []bool{true}},
		// Room is kept for the dice still to be thrown: the first die
		// cannot eat the second's place.
		{"99d2!", []int{100}, 1, []bool{true}},
		// 990 dice typed leave 10 explosions for the whole expression; the
		// first term takes them and the others are cut off.
		{strings.Repeat("90d2!+", 10) + "90d2!", []int{100, 90, 90, 90, 90, 90, 90, 90, 90, 90, 90}, 10,
			[]bool{true, true, true, true, true, true, true, true, true, true, true}},
		// A term without "!" is never capped.
		{"90d2!+90d2", []int{100, 90}, 10, []bool{true, false}},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		src := NewScripted(always(MaxDiceTotal)...)
		r := e.Roll(src)
		if err := Check(src); err != nil {
			t.Fatalf("%q: %v", tt.in, err)
		}
		exploded, total, sum := 0, 0, 0
		for i, term := range r.Terms {
			if len(term.Dice) != tt.perTerm[i] {
				t.Errorf("%q term %d: %d dice, want %d", tt.in, i, len(term.Dice), tt.perTerm[i])
			}
			if term.Capped != tt.cappedTerm[i] {
				t.Errorf("%q term %d: Capped = %v, want %v", tt.in, i, term.Capped, tt.cappedTerm[i])
			}
			for _, d := range term.Dice {
				if d.Exploded {
					exploded++
				}
				sum += d.Face
			}
			total += len(term.Dice)
		}
		if exploded != tt.exploded {
			t.Errorf("%q: %d exploded dice, want %d", tt.in, exploded, tt.exploded)
		}
		if total > MaxDiceTotal || src.Used() != total {
			t.Errorf("%q: %d dice shown, %d faces used, limit %d", tt.in, total, src.Used(), MaxDiceTotal)
		}
		if !r.Capped || r.Total != sum {
			t.Errorf("%q: Capped = %v, Total = %d, want true and %d", tt.in, r.Capped, r.Total, sum)
		}
	}
}

// TestRollScriptRunsOut: a script that runs out is reported by Check, and
// Roll still returns a whole result rather than panicking.
func TestRollScriptRunsOut(t *testing.T) {
	e, err := Parse("3d6+1")
	if err != nil {
		t.Fatal(err)
	}
	src := NewScripted(4)
	r := e.Roll(src)
	if err := Check(src); err == nil {
		t.Fatal("Check after an exhausted script = nil")
	}
	if len(r.Terms[0].Dice) != 3 {
		t.Errorf("got %d dice, want 3 even when the script ran out", len(r.Terms[0].Dice))
	}
}

// misbehaving returns faces outside 1..sides.
type misbehaving struct{ faces []int }

func (m *misbehaving) Roll(int) int {
	f := m.faces[0]
	m.faces = m.faces[1:]
	return f
}

// TestRollClampsFaces: a source that breaks its contract cannot push a
// total past the bound Parse proved.
func TestRollClampsFaces(t *testing.T) {
	e, err := Parse("2d6")
	if err != nil {
		t.Fatal(err)
	}
	r := e.Roll(&misbehaving{faces: []int{1 << 40, -5}})
	if got := showTerms(r); got != "2d6 (6, 1) = 7" {
		t.Errorf("got %s, want 2d6 (6, 1) = 7", got)
	}
}

// TestRollIntoReuses: a reused Result rolls without allocating and gives
// the same answer as a fresh one.
func TestRollIntoReuses(t *testing.T) {
	e, err := Parse("4d6kh3+2")
	if err != nil {
		t.Fatal(err)
	}
	var r Result
	e.RollInto(NewScripted(1, 2, 3, 4), &r)
	e.RollInto(NewScripted(6, 5, 4, 3), &r)
	if got := showTerms(r); got != "4d6kh3 (6, 5, 4, ~3) + 2 = 17" {
		t.Errorf("second RollInto: %s", got)
	}
	src := NewSeeded(1, 2)
	allocs := testing.AllocsPerRun(100, func() { e.RollInto(src, &r) })
	if allocs != 0 {
		t.Errorf("RollInto with a reused Result: %.1f allocations, want 0", allocs)
	}
}

// TestRollConcurrent: one parsed Expr rolled from many goroutines (run with
// -race to see it is read-only).
func TestRollConcurrent(t *testing.T) {
	e, err := Parse("4d6!kh3 + (2d10 - 1) * 2")
	if err != nil {
		t.Fatal(err)
	}
	want := showTerms(e.Roll(NewSeeded(7, 7)))
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				if got := showTerms(e.Roll(NewSeeded(7, 7))); got != want {
					t.Errorf("concurrent roll %s, want %s", got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestRollDeepNesting needs an evaluation stack deeper than the one Roll
// keeps on hand: 1-(2-(3-(…-(40)…))), checked against the reference.
func TestRollDeepNesting(t *testing.T) {
	var b strings.Builder
	for i := 1; i < 40; i++ {
		fmt.Fprintf(&b, "%d-(", i)
	}
	b.WriteString("40" + strings.Repeat(")", 39))
	e, err := Parse(b.String())
	if err != nil {
		t.Fatal(err)
	}
	r := e.Roll(NewScripted())
	checkRoll(t, b.String(), e, r)
	if r.Total != -20 { // (1-2)+(3-4)+…+(39-40)
		t.Errorf("Total = %d, want -20", r.Total)
	}
}

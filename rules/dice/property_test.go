package dice

import (
	"errors"
	"fmt"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// referenceTotal recomputes a roll's total independently of Parse's
// precedence and evaluation: it writes each term's value in place of its
// notation into the display text and has Go's own expression parser read it,
// in arbitrary precision (so an overflow in Roll would show up as a mismatch).
func referenceTotal(r Result) (*big.Int, error) {
	var b strings.Builder
	for _, t := range r.Terms {
		fmt.Fprintf(&b, "%s%s(%d)%s", t.Op, t.Lead, t.Value, t.Trail)
	}
	src := b.String()
	for strings.Contains(src, "--") { // Go reads "--" as decrement
		src = strings.ReplaceAll(src, "--", "- -")
	}
	x, err := goparser.ParseExpr(src)
	if err != nil {
		return nil, fmt.Errorf("reference parse of %q: %w", src, err)
	}
	return bigEval(x)
}

func bigEval(x ast.Expr) (*big.Int, error) {
	switch x := x.(type) {
	case *ast.BasicLit:
		n, ok := new(big.Int).SetString(x.Value, 10)
		if !ok {
			return nil, fmt.Errorf("literal %q", x.Value)
		}
		return n, nil
	case *ast.ParenExpr:
		return bigEval(x.X)
	case *ast.UnaryExpr:
		v, err := bigEval(x.X)
		if err != nil || x.Op != token.SUB {
			return nil, fmt.Errorf("unary %v: %v", x.Op, err)
		}
		return v.Neg(v), nil
	case *ast.BinaryExpr:
		a, err := bigEval(x.X)
		if err != nil {
			return nil, err
		}
		b, err := bigEval(x.Y)
		if err != nil {
			return nil, err
		}
		switch x.Op {
		case token.ADD:
			return a.Add(a, b), nil
		case token.SUB:
			return a.Sub(a, b), nil
		case token.MUL:
			return a.Mul(a, b), nil
		}
	}
	return nil, fmt.Errorf("unexpected %T", x)
}

// checkRoll asserts what must hold for every roll of every expression.
func checkRoll(t *testing.T, in string, e *Expr, r Result) {
	t.Helper()
	var text strings.Builder
	dice := 0
	for i, term := range r.Terms {
		text.WriteString(term.Op + term.Lead + term.Notation + term.Trail)
		if len(term.Dice) > MaxDicePerTerm {
			t.Fatalf("%q term %d: %d dice", in, i, len(term.Dice))
		}
		dice += len(term.Dice)
		sum := 0
		for _, d := range term.Dice {
			if d.Face < 1 || d.Face > d.Sides || d.Sides > MaxSides {
				t.Fatalf("%q term %d: die %+v", in, i, d)
			}
			if !d.Dropped {
				sum += d.Face
			}
		}
		if term.IsDice && sum != term.Value {
			t.Fatalf("%q term %d: value %d, kept dice sum to %d", in, i, term.Value, sum)
		}
	}
	if text.String() != e.String() {
		t.Fatalf("%q: terms spell %q, String() is %q", in, text.String(), e.String())
	}
	if dice > MaxDiceTotal || dice < e.Dice() {
		t.Fatalf("%q: %d dice rolled, %d typed", in, dice, e.Dice())
	}
	if r.Total > MaxTotal || r.Total < -MaxTotal {
		t.Fatalf("%q: total %d beyond ±%d", in, r.Total, MaxTotal)
	}
	want, err := referenceTotal(r)
	if err != nil {
		t.Fatalf("%q: %v", in, err)
	}
	if !want.IsInt64() || want.Int64() != int64(r.Total) {
		t.Fatalf("%q: Total %d, reference evaluation %s", in, r.Total, want)
	}
}

// randomExpr writes a random expression in the notation, mixing spellings,
// cases, spaces and Russian letters.
func randomExpr(rng *rand.Rand, depth int) string {
	space := func() string { return [...]string{"", "", " ", "  "}[rng.IntN(4)] }
	switch k := rng.IntN(10); {
	case depth > 3 || k < 4:
		return randomTerm(rng)
	case k < 8:
		op := [...]string{"+", "-", "*", "−", "×"}[rng.IntN(5)]
		return randomExpr(rng, depth+1) + space() + op + space() + randomExpr(rng, depth+1)
	case k < 9:
		return "-" + space() + randomExpr(rng, depth+1)
	default:
		return "(" + space() + randomExpr(rng, depth+1) + space() + ")"
	}
}

func randomTerm(rng *rand.Rand) string {
	if rng.IntN(3) == 0 {
		return strconv.Itoa(rng.IntN(25))
	}
	count := 1 + rng.IntN(6)
	var b strings.Builder
	if count > 1 || rng.IntN(2) == 0 {
		b.WriteString(strconv.Itoa(count))
	}
	b.WriteString([...]string{"d", "D", "к", "К", "д", "Д"}[rng.IntN(6)])
	b.WriteString([...]string{"2", "4", "6", "8", "10", "12", "20", "100", "%"}[rng.IntN(9)])
	if rng.IntN(3) == 0 {
		b.WriteString("!")
	}
	if count > 1 && rng.IntN(2) == 0 {
		mod := [...]string{"k", "kh", "kl", "dh", "dl", "KH", "Dl", "дl"}[rng.IntN(8)]
		b.WriteString(mod + strconv.Itoa(1+rng.IntN(count-1)))
	}
	return b.String()
}

// TestRandomExpressions parses and rolls thousands of random expressions and
// checks each roll against the independent reference evaluation.
func TestRandomExpressions(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 6))
	parsed := 0
	for i := 0; i < 5000; i++ {
		in := randomExpr(rng, 0)
		e, err := Parse(in)
		var le *LimitError
		if errors.As(err, &le) && (le.Limit == LimitTotal || le.Limit == LimitLength) {
			continue // a random product of many dice can exceed the bound
		}
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		parsed++
		checkRoll(t, in, e, e.Roll(NewSeeded(uint64(i), 1)))
	}
	if parsed < 4000 {
		t.Errorf("only %d of 5000 random expressions parsed", parsed)
	}
}

// FuzzParse shows that no input makes Parse or Roll panic, that errors are
// always one of the two typed errors with a position inside the input, and
// that whatever parses rolls correctly and reads back from its own text.
// Run: go test -run '^$' -fuzz FuzzParse -fuzztime 20s ./rules/dice/
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"2d6+3", "4d6kh3+2", "1d20+5", "10d10", "3d6!", "d%", "4d6kl1", "4d6dh1", "4d6dl1",
		"4d6k3", "d10!", "2D6", "2к6", "4д6дl1", "(2d6+3)*2", "-(-d6)", "--3", "2*-3",
		"100d1000*100d1000", "1000d6", "d1001", "(", ")", "", " ", "d", "k", "!", "%",
		"4d6kh3kl1", "d1!", "0d6", "2d0", "4d6кh3", "5−2×3", "2d6\u00a0+\u00a03", "\xff",
		"99999999999999999999d6", "50d2!", "1+((2)", strings.Repeat("(", 99) + "1" + strings.Repeat(")", 99),
		strings.Repeat("-", 199) + "1", strings.Repeat("100d6+", 10) + "1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		e, err := Parse(in)
		if err != nil {
			var se *SyntaxError
			var le *LimitError
			switch {
			case errors.As(err, &se):
				if n := utf8.RuneCountInString(in); se.Pos < 1 || se.Pos > n+1 || se.Msg == "" {
					t.Fatalf("Parse(%q): %#v outside 1..%d", in, se, n+1)
				}
			case errors.As(err, &le):
				if le.Got <= le.Max || le.Limit == "" {
					t.Fatalf("Parse(%q): %#v", in, le)
				}
			default:
				t.Fatalf("Parse(%q): untyped error %v", in, err)
			}
			return
		}
		if utf8.RuneCountInString(e.Compact()) > utf8.RuneCountInString(in) {
			t.Fatalf("Parse(%q).Compact() = %q, longer than the input", in, e.Compact())
		}
		again, err := Parse(e.Compact())
		if err != nil || again.String() != e.String() {
			t.Fatalf("Parse(%q) reads back as %v, %v; want %q", e.Compact(), again, err, e.String())
		}
		checkRoll(t, in, e, e.Roll(NewSeeded(uint64(len(in)), 3)))
	})
}

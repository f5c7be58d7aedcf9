package dice

import (
	"fmt"
	"reflect"
	"testing"
)

// generalParse is Parse without the fast path.
func generalParse(s string) (*Expr, error) {
	var p parser
	p.s, p.e = s, &Expr{}
	p.skipSpace()
	if p.i == len(p.s) {
		return nil, &SyntaxError{Pos: 1, Msg: SyntaxEmpty}
	}
	p.binaryExpr(1)
	if p.err == nil {
		p.skipSpace()
		if p.i < len(p.s) {
			p.fail(SyntaxUnexpected)
		}
	}
	if p.err != nil {
		return nil, p.err
	}
	if p.typed > MaxDiceTotal {
		return nil, &LimitError{Limit: LimitDiceTotal, Max: MaxDiceTotal, Got: p.typed}
	}
	p.finish()
	return p.e, nil
}

// The fast path builds exactly what the general parser builds, and declines
// everything else.
func TestSimpleMatchesGeneral(t *testing.T) {
	var inputs []string
	for _, n := range []string{"", "1", "2", "10", "99", "100", "101", "0", "05"} {
		for _, s := range []string{"1", "6", "10", "20", "100", "1000", "1001", "0", "06", ""} {
			for _, k := range []string{"", "+0", "+3", "-2", "+999999", "+1000000", "+", "-", "*2", "+05", "kh1", "!"} {
				inputs = append(inputs, n+"d"+s+k)
			}
		}
	}
	inputs = append(inputs, "2D6+3", "2 d6", "2d6 + 3", "2к6+3", "d%", "2d6+3+1", "(2d6)", "2d6+3)", "3")
	taken := 0
	for _, in := range inputs {
		fast := parseSimple(in)
		slow, err := generalParse(in)
		if fast == nil {
			continue
		}
		taken++
		if err != nil {
			t.Errorf("%q: the fast path accepted what the parser refuses (%v)", in, err)
			continue
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Errorf("%q:\nfast %+v\nslow %+v", in, fast, slow)
		}
		src1, src2 := NewSeeded(1, 2), NewSeeded(1, 2)
		if a, b := fast.Roll(src1), slow.Roll(src2); fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("%q rolls differently: %v vs %v", in, a, b)
		}
	}
	if taken < 100 {
		t.Fatalf("the fast path took only %d inputs", taken)
	}
}

// ParseRoll gives what Parse then Roll give from the same source, on the
// fast path, the general one and errors alike.
func TestParseRollMatchesParseThenRoll(t *testing.T) {
	for _, s := range []string{"2d6+3", "d20", "1d20-1", "4d6kh3+2", "10d10", "3d6!", "2d6 + 3", "(1d4+1)*2", "2d6+", "0d6", "", "5d1000+999999", "100d6"} {
		t.Run(s, func(t *testing.T) {
			e1, r1, err1 := ParseRoll(s, NewSeeded(7, 9))
			e2, err2 := Parse(s)
			if fmt.Sprint(err1) != fmt.Sprint(err2) {
				t.Fatalf("errors: ParseRoll %v, Parse %v", err1, err2)
			}
			if err2 != nil {
				if e1 != nil {
					t.Fatalf("an expression with the error %v", err1)
				}
				return
			}
			r2 := e2.Roll(NewSeeded(7, 9))
			if e1.String() != e2.String() || !reflect.DeepEqual(r1.Terms, r2.Terms) || r1.Total != r2.Total || r1.Capped != r2.Capped {
				t.Fatalf("ParseRoll %s %+v, Parse+Roll %s %+v", e1, r1, e2, r2)
			}
		})
	}
}

// /roll's short expressions cost one allocation: the parsed form and the
// result's storage together.
func TestParseRollAllocations(t *testing.T) {
	src := NewSeeded(1, 2)
	for _, s := range []string{"2d6+3", "1d20+5", "4d6kh3+2"} {
		want := 1.0
		if s == "4d6kh3+2" {
			want = 2 // the general parser: its Expr, then the result's storage
		}
		got := testing.AllocsPerRun(200, func() {
			if _, _, err := ParseRoll(s, src); err != nil {
				t.Fatal(err)
			}
		})
		if got > want {
			t.Errorf("ParseRoll(%q): %v allocations, want %v", s, got, want)
		}
	}
}

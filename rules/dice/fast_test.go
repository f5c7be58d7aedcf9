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

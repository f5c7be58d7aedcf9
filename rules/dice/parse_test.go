package dice

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// TestParseNormalises covers every piece of syntax: what it reads to (the
// display and compact forms) and how many dice it throws.
func TestParseNormalises(t *testing.T) {
	tests := []struct {
		in, display, compact string
		dice                 int
	}{
		{"2d6", "2d6", "2d6", 2},
		{"d20", "d20", "d20", 1},
		{"1d20+5", "1d20 + 5", "1d20+5", 1},
		{"d%", "d%", "d%", 1},
		{"3d%", "3d%", "3d%", 3},
		{"d100", "d100", "d100", 1},
		{"42", "42", "42", 0},
		{"007", "7", "7", 0},
		{"0", "0", "0", 0},
		{"2d6+3", "2d6 + 3", "2d6+3", 2},
		{"2d6-1", "2d6 - 1", "2d6-1", 2},
		{"2d6*2", "2d6 * 2", "2d6*2", 2},
		{"(2d6+3)*2", "(2d6 + 3) * 2", "(2d6+3)*2", 2},
		{"((1))", "((1))", "((1))", 0},
		{"-3", "-3", "-3", 0},
		{"-d6+2", "-d6 + 2", "-d6+2", 1},
		{"--3", "--3", "--3", 0},
		{"-(2d6)", "-(2d6)", "-(2d6)", 2},
		{"2*-3", "2 * -3", "2*-3", 0},
		// keep / drop, each spelling kept as typed
		{"4d6kh3", "4d6kh3", "4d6kh3", 4},
		{"4d6kl1", "4d6kl1", "4d6kl1", 4},
		{"4d6dh1", "4d6dh1", "4d6dh1", 4},
		{"4d6dl1", "4d6dl1", "4d6dl1", 4},
		{"4d6k3", "4d6k3", "4d6k3", 4},
		{"2d20k", "2d20k", "2d20k", 2},
		{"2d20kl", "2d20kl", "2d20kl", 2},
		{"4d6dl0", "4d6dl0", "4d6dl0", 4},
		{"4d6kh3+2", "4d6kh3 + 2", "4d6kh3+2", 4},
		// exploding, before or after keep/drop; normalised to "!" first
		{"d10!", "d10!", "d10!", 1},
		{"3d6!", "3d6!", "3d6!", 3},
		{"4d6!kh3", "4d6!kh3", "4d6!kh3", 4},
		{"4d6kh3!", "4d6!kh3", "4d6!kh3", 4},
		// case and whitespace
		{"2D6", "2d6", "2d6", 2},
		{"4D6KH3", "4d6kh3", "4d6kh3", 4},
		{"4d6DL1", "4d6dl1", "4d6dl1", 4},
		{"  2d6 +  3 ", "2d6 + 3", "2d6+3", 2},
		{"2 d 6", "2d6", "2d6", 2},
		{"4d6 kh 3", "4d6kh3", "4d6kh3", 4},
		{"3d6 !", "3d6!", "3d6!", 3},
		{"\t( 2d6\n+3 )", "(2d6 + 3)", "(2d6+3)", 2},
		{"2d6\u00a0+\u00a03", "2d6 + 3", "2d6+3", 2},
		// Russian letters for "d"
		{"2к6", "2d6", "2d6", 2},
		{"2К6", "2d6", "2d6", 2},
		{"2д6", "2d6", "2d6", 2},
		{"2Д6", "2d6", "2d6", 2},
		{"к20+5", "d20 + 5", "d20+5", 1},
		{"к%", "d%", "d%", 1},
		{"4к6kh3", "4d6kh3", "4d6kh3", 4},
		{"4д6дl1", "4d6dl1", "4d6dl1", 4},
		{"4d6ДH1", "4d6dh1", "4d6dh1", 4},
		// typographic operators
		{"5−2×3", "5 - 2 * 3", "5-2*3", 0},
		// limits reached exactly
		{"100d1000", "100d1000", "100d1000", 100},
		{"10*100d6", "10 * 100d6", "10*100d6", 100},
		{strings.Repeat("100d6+", 9) + "100d6", strings.Repeat("100d6 + ", 9) + "100d6", strings.Repeat("100d6+", 9) + "100d6", 1000},
		{"1000000000000", "1000000000000", "1000000000000", 0},
		{"100d100*100d100*100", "100d100 * 100d100 * 100", "100d100*100d100*100", 200},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := e.String(); got != tt.display {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, got, tt.display)
		}
		if got := e.Compact(); got != tt.compact {
			t.Errorf("Parse(%q).Compact() = %q, want %q", tt.in, got, tt.compact)
		}
		if got := e.Dice(); got != tt.dice {
			t.Errorf("Parse(%q).Dice() = %d, want %d", tt.in, got, tt.dice)
		}
		// Both forms read back to the same expression.
		for _, form := range []string{e.String(), e.Compact()} {
			again, err := Parse(form)
			if err != nil {
				t.Errorf("Parse(%q) of %q: %v", form, tt.in, err)
				continue
			}
			if again.String() != e.String() || again.Compact() != e.Compact() {
				t.Errorf("Parse(%q) = %q / %q, want %q / %q", form, again.String(), again.Compact(), e.String(), e.Compact())
			}
		}
	}
}

// TestParseErrors checks that every bad input gets the typed error naming
// what is wrong, where.
func TestParseErrors(t *testing.T) {
	long := strings.Repeat("1+", 100) + "1" // 201 characters
	tests := []struct {
		in   string
		want error
	}{
		// limits, each named
		{"101d6", &LimitError{Limit: LimitDicePerTerm, Max: 100, Got: 101}},
		{"1000d6", &LimitError{Limit: LimitDicePerTerm, Max: 100, Got: 1000}},
		{"99999999999999999999999d6", &LimitError{Limit: LimitDicePerTerm, Max: 100, Got: 1 << 62}},
		{"d1001", &LimitError{Limit: LimitSides, Max: 1000, Got: 1001}},
		{"2к1001", &LimitError{Limit: LimitSides, Max: 1000, Got: 1001}},
		{strings.Repeat("100d6+", 10) + "1d6", &LimitError{Limit: LimitDiceTotal, Max: 1000, Got: 1001}},
		{long, &LimitError{Limit: LimitLength, Max: 200, Got: 201}},
		{strings.Repeat("к", 201), &LimitError{Limit: LimitLength, Max: 200, Got: 201}},
		{"1000000000001", &LimitError{Limit: LimitTotal, Max: 1_000_000_000_000, Got: 1_000_000_000_001}},
		{"1000000*1000000*2", &LimitError{Limit: LimitTotal, Max: 1_000_000_000_000, Got: 2_000_000_000_000}},
		{"100d1000*100d1000*100d1000", &LimitError{Limit: LimitTotal, Max: 1_000_000_000_000, Got: 1_000_000_000_000_000}},
		// a product past 2^64 saturates rather than wrapping to something small
		{"1000000000000*1000000000000", &LimitError{Limit: LimitTotal, Max: 1_000_000_000_000, Got: math.MaxInt64}},
		// the bound holds inside a product by zero too: intermediates must fit
		{"(1000000000000+1)*0", &LimitError{Limit: LimitTotal, Max: 1_000_000_000_000, Got: 1_000_000_000_001}},
		// an exploding term counts as MaxDicePerTerm dice for the bound
		{"d1000!*d1000!*d1000!", &LimitError{Limit: LimitTotal, Max: 1_000_000_000_000, Got: 100_000 * 100_000 * 100_000}},

		// syntax, each with its position (1-based characters) and culprit
		{"", &SyntaxError{Pos: 1, Msg: SyntaxEmpty}},
		{"   ", &SyntaxError{Pos: 1, Msg: SyntaxEmpty}},
		{"2d6+", &SyntaxError{Pos: 5, Msg: SyntaxUnexpectedEnd}},
		{"3d", &SyntaxError{Pos: 3, Msg: SyntaxUnexpectedEnd}},
		{"-", &SyntaxError{Pos: 2, Msg: SyntaxUnexpectedEnd}},
		{"2d6 x", &SyntaxError{Pos: 5, Found: "x", Msg: SyntaxUnexpected}},
		{"2 3", &SyntaxError{Pos: 3, Found: "3", Msg: SyntaxUnexpected}},
		{"2d6d6", &SyntaxError{Pos: 4, Found: "d", Msg: SyntaxUnexpected}},
		{"dd6", &SyntaxError{Pos: 2, Found: "d", Msg: SyntaxUnexpected}},
		{"+3", &SyntaxError{Pos: 1, Found: "+", Msg: SyntaxUnexpected}},
		{"2/3", &SyntaxError{Pos: 2, Found: "/", Msg: SyntaxUnexpected}},
		{"2(3)", &SyntaxError{Pos: 2, Found: "(", Msg: SyntaxUnexpected}},
		{"()", &SyntaxError{Pos: 2, Found: ")", Msg: SyntaxUnexpected}},
		{"(2 3)", &SyntaxError{Pos: 4, Found: "3", Msg: SyntaxUnexpected}},
		{"2к6+ж", &SyntaxError{Pos: 5, Found: "ж", Msg: SyntaxUnexpected}},
		{"d6\xff", &SyntaxError{Pos: 3, Found: "\xff", Msg: SyntaxUnexpected}},
		{"(2d6+3", &SyntaxError{Pos: 1, Found: "(", Msg: SyntaxUnclosed}},
		{"1+((2)", &SyntaxError{Pos: 3, Found: "(", Msg: SyntaxUnclosed}},
		{"2d6)", &SyntaxError{Pos: 4, Found: ")", Msg: SyntaxUnmatched}},
		{"0d6", &SyntaxError{Pos: 1, Found: "0", Msg: SyntaxZeroDice}},
		{"2d0", &SyntaxError{Pos: 3, Found: "0", Msg: SyntaxZeroSides}},
		{"4d6kh0", &SyntaxError{Pos: 4, Found: "k", Msg: SyntaxKeepZero}},
		{"4d6kh5", &SyntaxError{Pos: 4, Found: "k", Msg: SyntaxKeepTooMany}},
		{"4d6kl5", &SyntaxError{Pos: 4, Found: "k", Msg: SyntaxKeepTooMany}},
		{"d20k2", &SyntaxError{Pos: 4, Found: "k", Msg: SyntaxKeepTooMany}},
		{"4d6dl4", &SyntaxError{Pos: 4, Found: "d", Msg: SyntaxDropTooMany}},
		{"4d6dh9", &SyntaxError{Pos: 4, Found: "d", Msg: SyntaxDropTooMany}},
		{"4d6kh3kl1", &SyntaxError{Pos: 7, Found: "k", Msg: SyntaxModifierTwice}},
		{"4d6kh3dl1", &SyntaxError{Pos: 7, Found: "d", Msg: SyntaxModifierTwice}},
		{"d6!!", &SyntaxError{Pos: 4, Found: "!", Msg: SyntaxModifierTwice}},
		{"d1!", &SyntaxError{Pos: 3, Found: "!", Msg: SyntaxExplodeD1}},
		// "к" looks exactly like "k": in modifier position it is refused,
		// never read as drop-highest.
		{"4d6кh3", &SyntaxError{Pos: 4, Found: "к", Msg: SyntaxUnexpected}},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %q, want error %v", tt.in, e.String(), tt.want)
			continue
		}
		switch want := tt.want.(type) {
		case *LimitError:
			var got *LimitError
			if !errors.As(err, &got) || *got != *want {
				t.Errorf("Parse(%q) error = %#v, want %#v", tt.in, err, want)
			}
		case *SyntaxError:
			var got *SyntaxError
			if !errors.As(err, &got) || *got != *want {
				t.Errorf("Parse(%q) error = %#v, want %#v", tt.in, err, want)
			}
		}
	}
}

// TestParseLengthCountsCharacters: 200 Cyrillic letters are 400 bytes but
// within the limit, which is about what the user typed.
func TestParseLengthCountsCharacters(t *testing.T) {
	in := strings.Repeat("к6+", 66) + "к6" // 200 characters, 266 bytes
	if n := len([]rune(in)); n != MaxLength {
		t.Fatalf("test input has %d characters", n)
	}
	if _, err := Parse(in); err != nil {
		t.Fatalf("Parse of %d characters: %v", MaxLength, err)
	}
}

func TestErrorMessagesNameTheProblem(t *testing.T) {
	_, err := Parse("1000d6")
	if !strings.Contains(err.Error(), LimitDicePerTerm) {
		t.Errorf("limit error %q does not name %s", err, LimitDicePerTerm)
	}
	_, err = Parse("2d6+x")
	if msg := err.Error(); !strings.Contains(msg, SyntaxUnexpected) || !strings.Contains(msg, `"x"`) || !strings.Contains(msg, "5") {
		t.Errorf("syntax error %q does not name the key, culprit and position", msg)
	}
}

// TestParseAllocations guards the allocation budget: an expression
// typed in its compact form costs one allocation, any other two.
func TestParseAllocations(t *testing.T) {
	tests := []struct {
		in   string
		want float64
	}{
		{"2d6+3", 1},
		{"4d6kh3+2", 1},
		{"1d20+5", 1},
		{"2D6 + 3", 2}, // normalised text of its own
	}
	for _, tt := range tests {
		got := testing.AllocsPerRun(100, func() {
			if _, err := Parse(tt.in); err != nil {
				t.Fatal(err)
			}
		})
		if got != tt.want {
			t.Errorf("Parse(%q): %.0f allocations, want %.0f", tt.in, got, tt.want)
		}
	}
}

package dice

import (
	"fmt"
	"math"
)

// Limits of the notation. They keep one roll cheap and its embed
// readable; the parser enforces them and names the one that was hit.
const (
	MaxDicePerTerm = 100  // dice in one term, explosions included
	MaxDiceTotal   = 1000 // dice in one expression, explosions included
	MaxSides       = 1000 // faces of one die
	MaxLength      = 200  // characters (runes) of the expression as typed
	// MaxTotal bounds |value| of the result and of every sub-expression. Parse
	// computes the largest magnitude an expression could ever reach and rejects
	// it when that exceeds MaxTotal, so a parsed expression always rolls (a
	// "Roll again" never fails on an unlucky roll) and int64 arithmetic cannot
	// overflow. min() keeps the constant an int on 32-bit platforms.
	MaxTotal = min(1_000_000_000_000, math.MaxInt)
)

// Names carried by LimitError.Limit; commands/ turns them into messages.
const (
	LimitDicePerTerm = "dice_per_term"
	LimitDiceTotal   = "dice_total"
	LimitSides       = "sides"
	LimitLength      = "length"
	LimitTotal       = "total"
)

// LimitError reports an expression beyond one of the limits. Got is the
// offending amount, saturated at math.MaxInt for absurdly long numbers; for
// LimitTotal it is the largest magnitude the expression (or its first
// sub-expression found too large) could reach.
type LimitError struct {
	Limit string
	Max   int
	Got   int
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("dice: %s limit is %d, got %d", e.Limit, e.Max, e.Got)
}

// Keys carried by SyntaxError.Msg; commands/ turns them into messages.
const (
	SyntaxEmpty         = "empty"          // nothing but whitespace
	SyntaxUnexpected    = "unexpected"     // Found is a character that cannot stand there
	SyntaxUnexpectedEnd = "unexpected_end" // the expression stops mid-way ("2d6+", "3d")
	SyntaxUnclosed      = "unclosed"       // "(" never closed; Pos is the "("
	SyntaxUnmatched     = "unmatched"      // ")" with no "(" before it
	SyntaxZeroDice      = "zero_dice"      // "0d6"
	SyntaxZeroSides     = "zero_sides"     // "2d0"
	SyntaxKeepZero      = "keep_zero"      // "4d6kh0": nothing would be kept
	SyntaxKeepTooMany   = "keep_too_many"  // "4d6kh5": more kept than rolled
	SyntaxDropTooMany   = "drop_too_many"  // "4d6dl4": every die would be dropped
	SyntaxModifierTwice = "modifier_twice" // "4d6kh3kl1", "d6!!"
	SyntaxExplodeD1     = "explode_d1"     // "d1!": every face is the maximum
)

// SyntaxError reports notation that cannot be read. Pos is the 1-based
// character (rune) position in the expression as typed, len+1 at its end;
// Found is the offending character ("" at the end); Msg is one of the
// Syntax* keys.
type SyntaxError struct {
	Pos   int
	Found string
	Msg   string
}

func (e *SyntaxError) Error() string {
	if e.Found == "" {
		return fmt.Sprintf("dice: %s at position %d", e.Msg, e.Pos)
	}
	return fmt.Sprintf("dice: %s %q at position %d", e.Msg, e.Found, e.Pos)
}

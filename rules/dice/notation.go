package dice

import "strings"

// Expr is a parsed dice expression: parse once, roll many times. It is
// immutable, so one Expr may be rolled from many goroutines at once.
//
// The tree is stored flat, as a postfix program over the terms (a term being
// a dice group or a number), because that is what rolling walks: no
// recursion, no pointers. The layout is tight because /roll parses on every
// call and allocation dominates its cost: the text kept is the compact form,
// which is the user's own string whenever they typed it that way ("2d6+3"),
// and short programs and up to two terms live inside the Expr, so Parse
// makes one allocation for the common expressions.
type Expr struct {
	text     string // compact form: "4d6kh3+2"
	code     []byte // the program: an operator, or opTerm+i to push term i
	terms    []term
	dice     uint16 // dice rolled before explosions, all terms together
	maxDepth uint16 // deepest evaluation stack the program needs

	codeBuf [12]byte
	termBuf [2]term
}

// keepMode says which dice of a term count.
type keepMode uint8

const (
	keepAll keepMode = iota
	keepHigh
	keepLow
	dropHigh
	dropLow
)

// term is one operand: a number (count == 0) or a group of dice. The limits
// make the narrow fields enough: ≤ 100 dice, ≤ 1,000 sides, a text of at
// most MaxLength bytes.
type term struct {
	value   int64 // the number, for a constant term
	sides   uint16
	count   uint8 // dice rolled (before explosions)
	keepN   uint8 // dice kept (keepHigh/keepLow) or dropped (dropHigh/dropLow)
	mode    keepMode
	explode bool
	op      byte // the binary operator before the term ('+', '-', '*'), 0 for the first

	// Offsets into the text: the lead ("(" and unary "-" after the operator)
	// is [lead, start), the notation [start, end), the trail (")" closing
	// right after it) [end, trail).
	lead, start, end, trail uint8
}

// Instructions of the postfix program, one byte each.
const (
	opAdd byte = iota
	opSub
	opMul
	opNeg
	opTerm // opTerm+i pushes the value of term i
)

// maxTerms is where opTerm+i would overflow a byte; an expression of
// MaxLength characters has at most 100 terms, so it is never reached.
const maxTerms = 255 - int(opTerm)

// spaced is how String and TermResult.Op show a binary operator.
func spaced(op byte) string {
	switch op {
	case '+':
		return " + "
	case '-':
		return " - "
	case '*':
		return " * "
	}
	return ""
}

// String returns the expression normalised for display: lower-case Latin
// letters, "d" for the Russian "к"/"д", leading zeros dropped, spaces around
// the binary operators and nowhere else, explosion before keep/drop
// ("4d6!kh3"), the user's parentheses kept. Equivalent spellings the user
// chose are kept as typed ("d6" and "1d6", "d%" and "d100", "k3" and "kh3"),
// so the text stays recognisably theirs. With its spaces it may be longer
// than MaxLength; store Compact instead. It is built on each call.
func (e *Expr) String() string {
	var b strings.Builder
	b.Grow(len(e.text) + 2*len(e.terms))
	for i := range e.terms {
		t := &e.terms[i]
		b.WriteString(spaced(t.op))
		b.WriteString(e.text[t.lead:t.trail])
	}
	return b.String()
}

// Compact returns the normalised expression without spaces ("4d6!kh3+2").
// It is never longer than the text Parse was given, so it always parses
// again, to the same expression: store it (a "Roll again" button) rather
// than the user's text.
func (e *Expr) Compact() string { return e.text }

// Dice returns how many dice a roll throws before explosions; 0 means the
// expression is plain arithmetic.
func (e *Expr) Dice() int { return int(e.dice) }

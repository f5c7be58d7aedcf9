package dice

import (
	"math"
	"math/bits"
	"strings"
	"unicode/utf8"
)

// Parse reads dice notation:
//
//	expr    = sum
//	sum     = product { ("+" | "-") product }
//	product = unary { "*" unary }
//	unary   = "-" unary | primary
//	primary = "(" expr ")" | number | dice
//	dice    = [number] ("d" | "к" | "д") (number | "%") { modifier }
//	modifier = "!" | "k" [number] | ("kh" | "kl" | "dh" | "dl") [number]
//
// Letters are case-insensitive and the Russian "к"/"д" stand for "d" (Russian
// players type "2к6"). "k" means "kh"; a keep/drop count left out means 1.
// "!" explodes: a die showing its maximum is followed by another die, marked
// Exploded, that may explode in turn. Whitespace may separate any two tokens
// but not split a number; "−" (U+2212) and "×" (U+00D7) are read as "-" and
// "*". Unary minus binds tighter than "*".
//
// Errors are a *SyntaxError or a *LimitError (see the Limit*/Syntax* keys).
//
// Parse is written for chat-bot throughput: one pass over the bytes,
// no regexp, no tokens materialised, and one allocation for a short
// expression typed in its compact form ("2d6+3"), two otherwise.
func Parse(expr string) (*Expr, error) {
	if e := parseSimple(expr); e != nil {
		return e, nil
	}
	// Runes, not bytes, are what the user typed; count them only when the
	// byte length makes it matter.
	if len(expr) > MaxLength {
		if n := utf8.RuneCountInString(expr); n > MaxLength {
			return nil, &LimitError{Limit: LimitLength, Max: MaxLength, Got: n}
		}
	}
	var p parser
	p.s, p.e = expr, &Expr{}

	p.skipSpace()
	if p.i == len(p.s) {
		return nil, &SyntaxError{Pos: 1, Msg: SyntaxEmpty}
	}
	p.binaryExpr(1)
	if p.err == nil {
		p.skipSpace()
		if p.i < len(p.s) {
			if p.s[p.i] == ')' {
				p.fail(SyntaxUnmatched)
			} else {
				p.fail(SyntaxUnexpected)
			}
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

// parser is the state of one Parse. It writes the compact form of the
// expression and its program as it reads, so no second pass over a tree is
// needed.
//
// Both are built in arrays inside the parser, which lives on Parse's stack (a
// slice field appended to through *parser would escape to the heap). Every
// character read writes at most one byte of text and one instruction, so the
// arrays are big enough; out and emit still check rather than trust that.
type parser struct {
	s        string
	i        int
	e        *Expr
	err      error
	typed    int // dice typed so far
	depth    int // evaluation stack depth after the code emitted so far
	maxDepth int
	nterms   int
	more     []term // every term, once there are more than fit in the Expr
	op       byte   // the binary operator before the next term
	lead     int    // where the next term's lead starts in text
	n        int    // bytes of text written
	nc       int    // instructions written
	text     [MaxLength]byte
	code     [MaxLength]byte
}

// overflow reports text or code beyond the parser's arrays. It cannot happen
// (see parser), but a limit error beats a panic.
func (p *parser) overflow() {
	p.limit(LimitLength, MaxLength, int64(utf8.RuneCountInString(p.s)))
}

// fail records a syntax error at the current position (the first one wins).
func (p *parser) fail(msg string) { p.failAt(p.i, msg) }

func (p *parser) failAt(at int, msg string) {
	if p.err != nil {
		return
	}
	found := ""
	if at < len(p.s) {
		r, w := utf8.DecodeRuneInString(p.s[at:])
		if r == utf8.RuneError {
			found = p.s[at : at+w]
		} else {
			found = string(r)
		}
	}
	p.err = &SyntaxError{Pos: utf8.RuneCountInString(p.s[:at]) + 1, Found: found, Msg: msg}
}

// limit records a LimitError (the first error wins).
func (p *parser) limit(name string, limit int, got int64) {
	if p.err == nil {
		p.err = &LimitError{Limit: name, Max: limit, Got: int(min(got, math.MaxInt))}
	}
}

// bound checks the largest magnitude a sub-expression can reach.
func (p *parser) bound(b uint64) uint64 {
	if b > MaxTotal {
		p.limit(LimitTotal, MaxTotal, int64(min(b, math.MaxInt64)))
	}
	return b
}

// skipSpace steps over whitespace, the no-break space included. It is
// called between all tokens, so the usual case (no space) is inlined.
func (p *parser) skipSpace() {
	// One unsigned comparison: true for bytes up to ' ' (they wrap around)
	// and from 0xC2 (the no-break space's first byte) up.
	if i := p.i; i < len(p.s) && p.s[i]-'!' >= 0xC2-'!' {
		p.skipSpaceSlow()
	}
}

// skipSpaceSlow is kept out of line so that skipSpace stays small enough to
// inline.
//
//go:noinline
func (p *parser) skipSpaceSlow() {
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == ' ' || c-'\t' <= '\r'-'\t': // \t \n \v \f \r
			p.i++
		case c == 0xC2 && p.i+1 < len(p.s) && p.s[p.i+1] == 0xA0: // no-break space, from phones
			p.i += 2
		default:
			return
		}
	}
}

// operator returns the operator at the current position ('+', '-', '*' or
// 0) and its width in bytes. The ASCII case is inlined.
func (p *parser) operator() (byte, int) {
	if p.i >= len(p.s) {
		return 0, 0
	}
	switch c := p.s[p.i]; c {
	case '+', '-', '*':
		return c, 1
	case 0xC3, 0xE2:
		return p.wideOperator()
	}
	return 0, 0
}

// wideOperator reads the typographic operators "−" (U+2212) and "×" (U+00D7).
func (p *parser) wideOperator() (byte, int) {
	switch rest := p.s[p.i:]; {
	case strings.HasPrefix(rest, "\u2212"):
		return '-', len("\u2212")
	case strings.HasPrefix(rest, "\u00d7"):
		return '*', len("\u00d7")
	}
	return 0, 0
}

// diceLetter returns the width of a "d" at position i ("d", "D", or the
// Russian "к", "К", "д", "Д"), or 0.
func (p *parser) diceLetter(i int) int {
	if i >= len(p.s) {
		return 0
	}
	switch p.s[i] {
	case 'd', 'D':
		return 1
	case 0xD0:
		if i+1 < len(p.s) {
			switch p.s[i+1] {
			case 0xBA, 0x9A, 0xB4, 0x94: // к К д Д
				return 2
			}
		}
	}
	return 0
}

// digit reports whether a decimal digit is at the current position.
func (p *parser) digit() bool { return p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' }

// number reads digits, saturating far above every limit so that a thousand
// nines cannot overflow. It also returns the digits without leading zeros,
// to be copied into the text as they are.
func (p *parser) number() (int64, string) {
	const saturated = 1 << 62
	var n int64
	s, start := p.s, p.i
	i := start
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if n < saturated/10 {
			n = n*10 + int64(s[i]-'0')
		} else {
			n = saturated
		}
	}
	p.i = i
	for start < i-1 && s[start] == '0' {
		start++
	}
	return n, s[start:i]
}

// out writes one byte of the compact text.
func (p *parser) out(c byte) {
	if p.n >= len(p.text) {
		p.overflow()
		return
	}
	p.text[p.n] = c
	p.n++
}

// outString writes s: a few bytes, for which a loop beats copy's memmove.
func (p *parser) outString(s string) {
	if p.n+len(s) > len(p.text) {
		p.overflow()
		return
	}
	for i := 0; i < len(s); i++ {
		p.text[p.n+i] = s[i]
	}
	p.n += len(s)
}

// binary writes a binary operator, which the next term will carry.
func (p *parser) binary(op byte) {
	p.out(op)
	p.op, p.lead = op, p.n
}

// emit appends an instruction: an operator, or opTerm+i to push term i.
func (p *parser) emit(op byte) {
	if p.nc >= len(p.code) {
		p.overflow()
		return
	}
	p.code[p.nc] = op
	p.nc++
	switch {
	case op >= opTerm:
		p.depth++
		p.maxDepth = max(p.maxDepth, p.depth)
	case op != opNeg:
		p.depth--
	}
}

// addTerm appends t and the instruction that pushes it. The first terms go
// straight into the Expr; more spill into a slice of their own, which finish
// hands to the Expr. (Appending to e.terms itself would pay a GC write
// barrier per term.)
func (p *parser) addTerm(t term) {
	if p.nterms >= maxTerms {
		p.overflow()
		return
	}
	t.op, t.lead = p.op, uint8(p.lead)
	switch {
	case p.nterms < len(p.e.termBuf):
		p.e.termBuf[p.nterms] = t
	case p.more == nil: // appending to a full slice copies it to the heap
		p.more = append(p.e.termBuf[:p.nterms:p.nterms], t)
	default:
		p.more = append(p.more, t)
	}
	p.emit(opTerm + byte(p.nterms))
	p.nterms++
}

// binaryExpr parses operands joined by binary operators of precedence at
// least min ("*" binds tighter than "+" and "-", all associate to the left)
// by precedence climbing, and returns the largest magnitude they can reach.
func (p *parser) binaryExpr(min int) uint64 {
	b := p.unary()
	for p.err == nil {
		p.skipSpace()
		op, w := p.operator()
		prec := 1
		if op == '*' {
			prec = 2
		}
		if op == 0 || prec < min {
			break
		}
		p.i += w
		p.binary(op)
		b2 := p.binaryExpr(prec + 1)
		if p.err != nil {
			break
		}
		switch op {
		case '+':
			p.emit(opAdd)
			b += b2
		case '-':
			p.emit(opSub)
			b += b2
		default:
			p.emit(opMul)
			b = satMul(b, b2)
		}
		p.bound(b)
	}
	return b
}

// unary parses a primary behind any number of unary minuses.
func (p *parser) unary() uint64 {
	p.skipSpace()
	if op, w := p.operator(); op == '-' {
		p.i += w
		p.out('-')
		b := p.unary()
		p.emit(opNeg)
		return b
	}
	return p.primary()
}

// primary parses a parenthesised expression, a number or a dice term.
func (p *parser) primary() uint64 {
	if p.i >= len(p.s) {
		p.fail(SyntaxUnexpectedEnd)
		return 0
	}
	start := p.i
	switch c := p.s[p.i]; {
	case c == '(':
		p.i++
		p.out('(')
		b := p.binaryExpr(1)
		if p.err != nil {
			return 0
		}
		p.skipSpace()
		if p.i >= len(p.s) {
			p.failAt(start, SyntaxUnclosed)
			return 0
		}
		if p.s[p.i] != ')' {
			p.fail(SyntaxUnexpected)
			return 0
		}
		p.i++
		p.out(')')
		return b
	case c >= '0' && c <= '9':
		n, digits := p.number()
		p.skipSpace()
		if p.diceLetter(p.i) > 0 {
			return p.dice(start, n, digits)
		}
		return p.constant(n, digits)
	case p.diceLetter(p.i) > 0:
		return p.dice(start, 1, "")
	}
	p.fail(SyntaxUnexpected)
	return 0
}

// constant adds a number term; digits is its text.
func (p *parser) constant(n int64, digits string) uint64 {
	p.bound(uint64(n))
	if p.err != nil {
		return 0
	}
	t := term{value: n, start: uint8(p.n)}
	p.outString(digits)
	t.end = uint8(p.n)
	p.addTerm(t)
	return uint64(n)
}

// dice parses a dice term from its "d" on; start is where the term began,
// countText its count as typed ("" when left out).
func (p *parser) dice(start int, count int64, countText string) uint64 {
	p.i += p.diceLetter(p.i)
	p.skipSpace()
	var sides int64
	var sidesText string // "%" or the digits
	switch {
	case p.i < len(p.s) && p.s[p.i] == '%':
		p.i++
		sides, sidesText = 100, "%"
	case p.digit():
		at := p.i
		if sides, sidesText = p.number(); sides == 0 {
			p.failAt(at, SyntaxZeroSides)
			return 0
		}
	case p.i >= len(p.s):
		p.fail(SyntaxUnexpectedEnd)
		return 0
	default:
		p.fail(SyntaxUnexpected)
		return 0
	}
	if count == 0 {
		p.failAt(start, SyntaxZeroDice)
		return 0
	}
	if count > MaxDicePerTerm {
		p.limit(LimitDicePerTerm, MaxDicePerTerm, count)
		return 0
	}
	if sides > MaxSides {
		p.limit(LimitSides, MaxSides, sides)
		return 0
	}
	t := term{count: uint8(count), sides: uint16(sides)}

	// Modifiers, in any order, each at most once. modText is the keep/drop
	// letters as typed ("k", "kh", "dl"…), keepText the count after them.
	var modText, keepText string
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			break
		}
		at := p.i
		if p.s[p.i] == '!' {
			if t.explode {
				p.fail(SyntaxModifierTwice)
				return 0
			}
			if sides == 1 {
				p.fail(SyntaxExplodeD1)
				return 0
			}
			t.explode = true
			p.i++
			continue
		}
		if c := p.s[p.i]; c != 'k' && c != 'K' && p.diceLetter(p.i) == 0 {
			break // the usual case: no keep/drop here
		}
		mode, text, w := p.keepDrop()
		if w == 0 {
			break
		}
		if t.mode != keepAll {
			p.failAt(at, SyntaxModifierTwice)
			return 0
		}
		p.i += w
		p.skipSpace()
		n := int64(1)
		keepText = ""
		if p.digit() {
			n, keepText = p.number()
		}
		switch {
		case (mode == keepHigh || mode == keepLow) && n == 0:
			p.failAt(at, SyntaxKeepZero)
			return 0
		case (mode == keepHigh || mode == keepLow) && n > count:
			p.failAt(at, SyntaxKeepTooMany)
			return 0
		case (mode == dropHigh || mode == dropLow) && n >= count:
			p.failAt(at, SyntaxDropTooMany)
			return 0
		}
		t.mode, t.keepN, modText = mode, uint8(n), text
	}

	t.start = uint8(p.n)
	p.outString(countText)
	p.out('d')
	p.outString(sidesText)
	if t.explode {
		p.out('!')
	}
	p.outString(modText)
	p.outString(keepText)
	t.end = uint8(p.n)
	p.addTerm(t)
	p.typed += int(count)

	// The most dice that can count: explosions may grow the term up to
	// MaxDicePerTerm dice.
	counted := count
	if t.explode {
		counted = MaxDicePerTerm
	}
	switch t.mode {
	case keepHigh, keepLow:
		counted = int64(t.keepN)
	case dropHigh, dropLow:
		counted -= int64(t.keepN)
	}
	return p.bound(uint64(counted) * uint64(sides))
}

// keepDrop reads a keep/drop modifier's letters at the current position:
// "k", "kh", "kl", "dh", "dl" (any case, Russian "д" for "d"). It returns
// the mode, the letters normalised, and their width in bytes (0: none here).
func (p *parser) keepDrop() (keepMode, string, int) {
	lower := func(i int) byte {
		if i < len(p.s) {
			return p.s[i] | 0x20 // ASCII letters only are compared below
		}
		return 0
	}
	if lower(p.i) == 'k' {
		switch lower(p.i + 1) {
		case 'h':
			return keepHigh, "kh", 2
		case 'l':
			return keepLow, "kl", 2
		}
		return keepHigh, "k", 1
	}
	// Drop takes "d" or the Russian "д", never "к": "к" looks exactly like
	// "k", so "4d6кh3" must not silently become drop-highest.
	w := 0
	if lower(p.i) == 'd' {
		w = 1
	} else if strings.HasPrefix(p.s[p.i:], "д") || strings.HasPrefix(p.s[p.i:], "Д") {
		w = 2
	}
	if w > 0 {
		switch lower(p.i + w) {
		case 'h':
			return dropHigh, "dh", w + 1
		case 'l':
			return dropLow, "dl", w + 1
		}
	}
	return keepAll, "", 0
}

// finish stores the text and the program, and finds each term's trail.
func (p *parser) finish() {
	e := p.e
	// Most users type the compact form itself: then keep their string.
	if text := p.text[:p.n]; string(text) == p.s {
		e.text = p.s
	} else {
		e.text = string(text)
	}
	if p.nc <= len(e.codeBuf) {
		e.code = e.codeBuf[:copy(e.codeBuf[:], p.code[:p.nc])]
	} else {
		e.code = append([]byte(nil), p.code[:p.nc]...)
	}
	e.dice = uint16(p.typed)
	e.maxDepth = uint16(p.maxDepth)

	if p.more != nil {
		e.terms = p.more
	} else {
		e.terms = e.termBuf[:p.nterms]
	}
	for i := range e.terms {
		t := &e.terms[i]
		t.trail = t.end
		for int(t.trail) < len(e.text) && e.text[t.trail] == ')' {
			t.trail++
		}
	}
}

// satMul multiplies bounds without wrapping around: two operands of up to
// MaxTotal multiply past 2^64. (Their sum cannot, so addition needs no care.)
func satMul(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		return math.MaxUint64
	}
	return lo
}

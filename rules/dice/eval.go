package dice

// Die is one die of a roll.
type Die struct {
	Sides    int
	Face     int
	Dropped  bool // removed by keep/drop: shown, not counted
	Exploded bool // rolled because the die before it showed its maximum
}

// TermResult is one operand of a rolled expression, in the order typed. The
// expression's display text (Expr.String) is the concatenation, over the
// terms, of Op + Lead + Notation + Trail, so a renderer writes
//
//	Op + Lead + Notation + " (4, 5)" + Trail  …  " = " + Total
//
// to get "2d6 (4, 5) + 3 = 12" and "(2d6 (4, 5) + 3) * 2 = 24".
type TermResult struct {
	Op       string // the binary operator before the term, spaced: " + ", " - ", " * "; "" for the first
	Lead     string // "(" and unary "-" after Op: "", "(", "-(", "--"
	Notation string // "4d6kh3", "d20", "3"
	Trail    string // ")" closing right after the term, else ""

	Dice   []Die // in the order rolled, each explosion right after its die
	Value  int   // the number, or the sum of the dice not dropped
	IsDice bool  // a dice group, not a number
	Capped bool  // an explosion was cut off by MaxDicePerTerm or MaxDiceTotal
}

// Result is one roll of an expression.
type Result struct {
	Total  int
	Terms  []TermResult
	Capped bool // some term's explosions were cut off by a limit

	dice []Die // backing store of every term's Dice, kept for RollInto
}

// Roll rolls the expression. Faces come from src in the order the dice are
// shown; a failing source (a scripted one that ran out) still yields a full
// Result, and the caller asks Check(src) whether to throw it away.
func (e *Expr) Roll(src Source) Result {
	var r Result
	e.RollInto(src, &r)
	return r
}

// RollInto rolls into r, reusing its slices: with a reused Result a roll
// allocates nothing. Whatever r held before, including Dice slices handed
// out from it, is overwritten.
func (e *Expr) RollInto(src Source, r *Result) {
	dice := r.dice[:0]
	if cap(r.Terms) < len(e.terms) && cap(dice) < int(e.dice) && len(e.terms) <= smallTerms && e.dice <= smallDice {
		// A fresh Result of a short expression: terms and dice in one
		// allocation, since /roll parses and rolls into a new Result.
		s := new(smallResult)
		r.Terms, dice = s.terms[:0], s.dice[:0]
	}
	if cap(r.Terms) < len(e.terms) {
		r.Terms = make([]TermResult, len(e.terms))
	}
	r.Terms = r.Terms[:len(e.terms)]
	if cap(dice) < int(e.dice) {
		dice = make([]Die, 0, e.dice)
	}
	r.Capped = false

	// Explosions may add dice while the expression stays within
	// MaxDiceTotal; the dice typed are always rolled (Parse checked them).
	spare := MaxDiceTotal - int(e.dice)
	for i := range e.terms {
		t, tr := &e.terms[i], &r.Terms[i]
		tr.Op = spaced(t.op)
		tr.Lead = e.text[t.lead:t.start]
		tr.Notation = e.text[t.start:t.end]
		tr.Trail = e.text[t.end:t.trail]
		if t.count == 0 {
			tr.IsDice, tr.Dice, tr.Value, tr.Capped = false, nil, int(t.value), false
			continue
		}
		first := len(dice)
		dice, spare, tr.Capped = t.roll(src, dice, spare)
		tr.IsDice, tr.Dice = true, dice[first:len(dice):len(dice)]
		t.mark(tr.Dice)
		tr.Value = 0
		for _, d := range tr.Dice {
			if !d.Dropped {
				tr.Value += d.Face
			}
		}
		r.Capped = r.Capped || tr.Capped
	}
	r.dice = dice
	r.Total = int(e.eval(r.Terms))
}

// smallResult backs a Result of up to smallTerms terms and smallDice dice
// (2d6+3, 1d20+5, 4d6kh3+2) in one allocation; explosions past it grow the
// dice into a new array, as they would any other.
type smallResult struct {
	terms [smallTerms]TermResult
	dice  [smallDice]Die
}

const (
	smallTerms = 2
	smallDice  = 4
)

// roll throws the term's dice onto dice. If an explosion grows the slice
// past its capacity, the earlier terms keep their Dice in the old array,
// which nothing writes to any more.
func (t *term) roll(src Source, dice []Die, spare int) (_ []Die, _ int, capped bool) {
	sides := int(t.sides)
	inTerm := 0
	for k := 0; k < int(t.count); k++ {
		f := face(src, sides)
		dice = append(dice, Die{Sides: sides, Face: f})
		inTerm++
		if !t.explode {
			continue
		}
		// Room must stay for the term's dice still to be thrown.
		for f == sides {
			if inTerm+int(t.count)-k-1 >= MaxDicePerTerm || spare == 0 {
				capped = true
				break
			}
			f = face(src, sides)
			dice = append(dice, Die{Sides: sides, Face: f, Exploded: true})
			inTerm++
			spare--
		}
	}
	return dice, spare, capped
}

// face asks src for a face and pins it into 1..sides, so the bound Parse
// proved holds whatever the source does.
func face(src Source, sides int) int {
	return min(max(src.Roll(sides), 1), sides)
}

// mark sets Dropped on the dice the term's keep/drop leaves out. Among equal
// faces the earliest die is dropped first.
func (t *term) mark(dice []Die) {
	var n int
	var high bool // drop the highest rather than the lowest
	switch t.mode {
	case keepAll:
		return
	case keepHigh:
		n, high = len(dice)-int(t.keepN), false
	case keepLow:
		n, high = len(dice)-int(t.keepN), true
	case dropHigh:
		n, high = int(t.keepN), true
	case dropLow:
		n, high = int(t.keepN), false
	}
	for ; n > 0; n-- {
		pick := -1
		for j := range dice {
			if dice[j].Dropped {
				continue
			}
			if pick < 0 || (high && dice[j].Face > dice[pick].Face) || (!high && dice[j].Face < dice[pick].Face) {
				pick = j
			}
		}
		dice[pick].Dropped = true
	}
}

// eval runs the postfix program over the terms' values. Parse proved every
// intermediate value stays within ±MaxTotal, so int64 cannot overflow.
func (e *Expr) eval(terms []TermResult) int64 {
	var buf [16]int64
	stack := buf[:0]
	if int(e.maxDepth) > len(buf) {
		stack = make([]int64, 0, e.maxDepth)
	}
	for _, op := range e.code {
		n := len(stack)
		switch op {
		default: // opTerm+i
			stack = append(stack, int64(terms[op-opTerm].Value))
		case opNeg:
			stack[n-1] = -stack[n-1]
		case opAdd:
			stack[n-2] += stack[n-1]
			stack = stack[:n-1]
		case opSub:
			stack[n-2] -= stack[n-1]
			stack = stack[:n-1]
		case opMul:
			stack[n-2] *= stack[n-1]
			stack = stack[:n-1]
		}
	}
	return stack[0]
}

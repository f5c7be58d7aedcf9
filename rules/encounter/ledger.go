package encounter

import "fray/rules"

//go:generate go tool msgp -file ledger.go -o ledger_gen.go -tests=false -io=false
//msgp:tag json
//msgp:limit arrays:65536 maps:65536

// The ledger is the fight's books: every action a combatant took in the
// round, when, and at what cost. It is part of the encounter, so it is
// stored with it and undone with it. The counts are the round's; the books
// keep the round before too, so that a run of aiming can carry over into
// the next turn (a new round drops the one before it).

// Spend is one action booked in the round.
type Spend struct {
	Round int    `json:"r"`           // the round it was taken in
	C     int    `json:"c"`           // the combatant
	Act   string `json:"a"`           // the action's key
	Cost  int    `json:"n,omitempty"` // actions spent (rules.WholeTurn for the whole turn)
	// Turn is the id of the combatant whose turn it was: the combatant's own
	// id for an action on its turn.
	Turn int `json:"t,omitempty"`
	// Forced marks an action the GM allowed past a refusal.
	Forced bool `json:"f,omitempty"`
}

// Own reports whether the action was taken on the combatant's own turn.
func (s Spend) Own() bool { return s.Turn == s.C }

// Book writes a spend into the books, in the current round.
func (e *Encounter) Book(s Spend) {
	s.Round = e.Round
	e.Spent = append(e.Spent, s)
}

// BookNextRound writes a spend into the next round's books: an action
// taken now that spends one of the fighter's next turn (klondike's dive for
// cover, «потратить свое следующее действие»), when that turn comes in the
// next round. The round's end keeps it.
func (e *Encounter) BookNextRound(s Spend) {
	s.Round = e.Round + 1
	e.Spent = append(e.Spent, s)
}

// thisRound reports whether s counts in the current round.
func (e *Encounter) thisRound(s Spend) bool { return s.Round == e.Round }

// ActionsInRound is how many actions c spent this round, whenever taken.
func (e *Encounter) ActionsInRound(c int) int {
	n := 0
	for _, s := range e.Spent {
		if s.C == c && s.Cost > 0 && e.thisRound(s) {
			n += s.Cost
		}
	}
	return n
}

// ActionsInTurn is how many actions c spent in its current turn: those
// booked on its own turn this round (a fighter has one turn a round).
func (e *Encounter) ActionsInTurn(c int) (n int, whole bool) {
	for _, s := range e.Spent {
		if s.C != c || !s.Own() || !e.thisRound(s) {
			continue
		}
		if s.Cost == rules.WholeTurn {
			whole = true
		} else {
			n += s.Cost
		}
	}
	return n, whole
}

// Took counts c's actions of kind act this round; with ownTurn, only those
// taken on its own turn.
func (e *Encounter) Took(c int, act string, ownTurn bool) int {
	n := 0
	for _, s := range e.Spent {
		if s.C == c && s.Act == act && (!ownTurn || s.Own()) && e.thisRound(s) {
			n++
		}
	}
	return n
}

// Streak is how many actions of kind act c took last, one after another,
// with no other action of its between them (the run may start in the round
// before).
func (e *Encounter) Streak(c int, act string) int {
	n := 0
	for i := len(e.Spent) - 1; i >= 0; i-- {
		s := e.Spent[i]
		if s.C != c {
			continue
		}
		if s.Act != act {
			break
		}
		n++
	}
	return n
}

// SpentBy lists c's spends this round, in order.
func (e *Encounter) SpentBy(c int) []Spend {
	var out []Spend
	for _, s := range e.Spent {
		if s.C == c && e.thisRound(s) {
			out = append(out, s)
		}
	}
	return out
}

// newRound drops the books of all but the round that just ended (and of
// the one to come, BookNextRound).
func (e *Encounter) newRound() {
	var keep []Spend
	for _, s := range e.Spent {
		if s.Round >= e.Round {
			keep = append(keep, s)
		}
	}
	e.Spent = keep
}

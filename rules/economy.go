package rules

// The turn-and-action economy as data: each system says what its actions
// cost and when they may be taken, and the tracker's ledger
// (rules/encounter) keeps the books. The ledger is charged before a
// system's rule runs, so an action the rules do not allow is refused with
// the rule named, and nothing is stored.

// Timing says when an action may be taken.
type Timing uint8

const (
	// AnyTime: on the fighter's own turn or out of it; an out-of-turn action
	// counts against the round as any other (medieval: «каждое последующее
	// действие» whenever it is taken).
	AnyTime Timing = iota
	// OwnTurn: only on the fighter's own turn.
	OwnTurn
	// Reaction: in answer to another's attack, on anyone's turn.
	Reaction
)

// Scope limits how often an action may be taken.
type Scope uint8

const (
	Unlimited Scope = iota
	// OncePerTurn: once in each of the fighter's turns (storyteller's
	// tightening of a hold).
	OncePerTurn
	// OncePerRound: once a round (klondike's leader roll).
	OncePerRound
)

// WholeTurn is the cost of an action that takes the whole turn.
const WholeTurn = -1

// ActionCost describes one action as the books count it.
type ActionCost struct {
	// Key names the action ("attack", "aim", "grapple", "stand").
	Key string
	// Cost is the actions it spends: 0 free, 1 or more, or WholeTurn.
	Cost int
	// Timing says when it may be taken.
	Timing Timing
	// Once limits how often it may be taken.
	Once Scope
	// Streak marks an action that builds on its own kind taken just before
	// it (aiming): the ledger counts how many were taken in a row, and
	// any other action between breaks the run.
	Streak bool
	// Rule is the message key of the refusal when Once forbids the action,
	// in the system's own words (klondike's full automatic fire: «На
	// автоматический огонь можно тратить только одно действие в раунд»);
	// "" for the core's economy.once_per_turn or economy.once_per_round.
	Rule string
}

// Economy is a system's economy: its budget per turn and round, and its
// actions.
type Economy struct {
	// PerTurn is how many actions a fighter may take in its own turn
	// (klondike: «два действия в свою инициативу»); 0 for no cap.
	PerTurn int
	// TurnSpansRound makes PerTurn count every action of the round, taken
	// on the fighter's turn or out of it: its one turn a round opens the
	// budget, and what is left of it may still be spent until the round
	// ends (klondike: a newcomer may spend its two before its first turn,
	// a fighter the rest of them after its turn has passed).
	TurnSpansRound bool
	// FreePerRound is how many actions a round takes without a penalty
	// (medieval: one); Step is the penalty of each one after them (−3,
	// cumulative). Step 0: no penalty from the count.
	FreePerRound int
	Step         int
	// Actions lists the actions the books count.
	Actions []ActionCost
}

// Cost looks an action up.
func (e *Economy) Cost(key string) (ActionCost, bool) {
	for _, a := range e.Actions {
		if a.Key == key {
			return a, true
		}
	}
	return ActionCost{}, false
}

// Penalty is the count penalty of the n-th action of a round (1 = first):
// 0 for the free ones, then Step for each one after them.
func (e *Economy) Penalty(n int) int {
	if e.Step == 0 || n <= e.FreePerRound {
		return 0
	}
	return e.Step * (n - e.FreePerRound)
}

// Economist is a system whose fights keep their books through the
// tracker's ledger.
type Economist interface {
	Economy() *Economy
}

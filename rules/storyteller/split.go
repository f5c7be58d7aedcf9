package storyteller

import (
	"strconv"

	"fray/rules"
)

// Several actions in one round. The seed gives the penalty as a
// declaration: «Количество доступных бросков на первый выстрел уменьшается
// на общее количество выстрелов, которые вы собираетесь совершить. Каждый
// последующий выстрел уменьшает количество доступных бросков на один
// кубик» — what the player means to do sets the first roll's penalty. With
// actions:N the fighter declares N actions for the round (the seed's «ход»):
// the first loses N dice, each later one a die more. Without a declaration
// the fighter meant one action, so the first keeps its pool and every later
// one is past the split: the second of the round loses 3 (as the second of
// two declared would), each after it one die more. Every action of the
// round counts, whenever it was taken — before, in or after the fighter's
// own turn, a defence, a reload, a stand-up or a struggle as much as an
// attack: the fight's books say where this one sits (Place). An action
// that was not an attack joins a declared split on top of what was
// declared («перезарядку вместе с другим действием (считается
// множественным действием)»).

// Place is where an action sits in its fighter's round, as the fight's
// books count it: Before is the actions taken earlier this round, of every
// kind and whenever taken; Other is how many of them were no attack
// (reloads, defences, stand-ups, struggles, pick-ups, treatment).
type Place struct {
	Before int
	Other  int
}

// splitPenalty is the dice action i (0-based) of an action made of shots
// actions loses, at place at, with declared actions declared for the round
// (0: none, which is one meant).
func splitPenalty(declared int, at Place, shots, i int) int {
	total := max(declared, 1, max(at.Other, 0)+shots)
	if at.Before+shots > 1 {
		total = max(total, 2)
	}
	if total < 2 {
		return 0
	}
	return total + max(at.Before, 0) + i
}

// MaxActions bounds a declared split: no pool survives more.
const MaxActions = 10

// actionSplit is where this attack's actions sit in the fighter's round.
type actionSplit struct {
	declared int // actions declared (0: none, one meant)
	first    int // 0-based index of this attack's first action in the round
	total    int // the split's size: declared, or more when the round went past it
}

// place is where this attack sits in the attacker's round: the fight's
// books' count (AttackOptions.Place), or, for a rules call outside a fight,
// the state's own count of this round's reloads and attacks.
func (p *plan) place() Place {
	if p.o.Place != nil {
		return *p.o.Place
	}
	chores := max(p.ast.Chores, 0)
	return Place{Before: chores + max(p.ast.Taken, 0), Other: chores}
}

// declared is the split declared for the round: this attack's actions:N,
// else one declared earlier this round (0: none).
func (p *plan) declared() int {
	if p.o.Actions > 0 {
		return p.o.Actions
	}
	return max(p.ast.Split, 0)
}

// split works out the attack's place in the round's split.
func (p *plan) split() actionSplit {
	at := p.place()
	s := actionSplit{declared: p.declared(), first: at.Before}
	// The split is what was declared (one when nothing was), or this
	// attack's own shots and the other actions before it when they are
	// more (shots:3 is three actions whatever was declared); a second
	// action makes it at least two. Actions past it each lose one die
	// more, as the seed's later shots do.
	s.total = max(s.declared, 1, at.Other+p.shots)
	if at.Before+p.shots > 1 {
		s.total = max(s.total, 2)
	}
	return s
}

// actionPenalty is the dice action i (0-based) of this attack loses.
func (p *plan) actionPenalty(i int) int {
	return splitPenalty(p.declared(), p.place(), p.shots, i)
}

// checkActions refuses a declared split out of range.
func checkActions(o *AttackOptions) error {
	if o.Actions < 0 || o.Actions > MaxActions || (o.ActionsGiven && o.Actions < 1) {
		return rules.Errorf("storyteller.error.actions_range", map[string]any{"Min": 1, "Max": MaxActions})
	}
	return nil
}

// splitNotes tell the GM what the split did to this attack: the declared
// split and this attack's place in it, a warning when the round went past
// what was declared, and, with no declaration, the place of an attack that
// is not the round's first. An automatic success (a grapple tightened, a
// helpless target) rolls no pool and gets none.
func (p *plan) splitNotes(name string) []rules.Note {
	s := p.split()
	if s.total < 2 || p.auto {
		return p.aimMultiNote(name) // one action: nothing is split
	}
	from, to := s.first+1, s.first+p.shots
	action, dice := strconv.Itoa(from), strconv.Itoa(s.total+s.first)
	if to > from {
		action += "–" + strconv.Itoa(to)
		// "−4…−5": the locale puts the first minus, each end has its own.
		dice += "…−" + strconv.Itoa(s.total+s.first+p.shots-1)
	}
	if s.declared == 0 {
		if s.first == 0 {
			// One attack's own shots:N or two guns, the round's first
			// actions: its pool modifiers say it.
			return p.aimMultiNote(name)
		}
		return append(p.aimMultiNote(name), rules.Note{Key: "storyteller.note.split_undeclared",
			Args: map[string]any{"Name": name, "Action": action, "Dice": dice}})
	}
	notes := []rules.Note{{Key: "storyteller.note.split", Args: map[string]any{"Name": name, "Declared": s.declared, "Action": action, "Dice": dice}}}
	if to > s.declared {
		notes = append(notes, rules.Note{Key: "storyteller.note.split_over", Args: map[string]any{"Name": name, "Declared": s.declared, "Action": to}})
	}
	if p.aims() {
		// «Во время прицеливания персонаж не может выполнять другие
		// действия»: played as declared (the GM may have reasons), with
		// the rule quoted.
		notes = append(notes, rules.Note{Key: "storyteller.note.aim_split", Args: map[string]any{"Name": name, "Declared": s.declared}})
	}
	return notes
}

// aimMultiNote warns of aiming in an attack that is itself several actions
// (shots:N, two guns) when no split was declared (with one, aim_split
// says it): «Во время прицеливания персонаж не может выполнять другие
// действия». Played as asked, the rule quoted, as aim_split does.
func (p *plan) aimMultiNote(name string) []rules.Note {
	if p.shots < 2 || !p.aims() {
		return nil
	}
	return []rules.Note{{Key: "storyteller.note.aim_multi", Args: map[string]any{"Name": name, "Count": p.shots}}}
}

// aims reports whether this attack's pool has aiming dice in it.
func (p *plan) aims() bool {
	for _, m := range p.pool {
		if m.Reason == ModAim {
			return true
		}
	}
	return false
}

// countActions records, in a fight, the declaration and the actions this
// attack took (the state's own count, which a rules call outside the
// fight's books reads).
func (p *plan) countActions() {
	if !p.o.InFight {
		return
	}
	if p.o.Actions > 0 {
		p.ast.Split = p.o.Actions
	}
	p.ast.Taken = max(p.ast.Taken, 0) + p.shots
}

// SplitFor is the dice the first roll of an action of shots actions at
// place at in c's round loses to the split, with declared actions declared
// for it (0: what c declared earlier this round, else none).
func SplitFor(c *rules.Combatant, declared int, at Place, shots int) int {
	if declared <= 0 {
		var buf State
		if st, err := loadOnStack(c, &buf); err == nil {
			declared = max(st.Split, 0)
		}
	}
	return splitPenalty(declared, at, max(shots, 1), 0)
}

// SplitOf is the multiple-action penalty a trait roll lost (a negative
// number of dice), 0 when none.
func SplitOf(t *TraitRoll) int {
	n := 0
	for _, m := range t.PoolMods {
		if m.Reason == ModShots {
			n += m.Value
		}
	}
	return n
}

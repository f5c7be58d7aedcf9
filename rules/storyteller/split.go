package storyteller

import (
	"strconv"

	"fray/rules"
)

// Several actions in one turn. The seed gives the penalty only as a
// declaration: «Количество доступных бросков на первый выстрел уменьшается
// на общее количество выстрелов, которые вы собираетесь совершить. Каждый
// последующий выстрел уменьшает количество доступных бросков на один
// кубик» — what the player means to do sets the first roll's penalty, so an
// attack made without a declaration cannot know it and keeps today's pool
// (one /attack's own shots:N, and a reload before it, are split as before).
// With actions:N the fighter declares N actions for the turn: the first
// loses N dice, each later one of ITS attacks this round one die more, the
// reloads it already made counting among them («перезарядку вместе с другим
// действием (считается множественным действием)»).

// MaxActions bounds a declared split: no pool survives more.
const MaxActions = 10

// actionSplit is where this attack's actions sit in the fighter's turn.
type actionSplit struct {
	declared int // actions declared (0: none, the undeclared formula)
	first    int // 0-based index of this attack's first action in the turn
	total    int // the split's size: declared, or this attack's own actions when more
}

// split works out the attack's place in the declared split; ok is false
// when nothing was declared (this attack or an earlier one this round).
func (p *plan) split() (actionSplit, bool) {
	n := p.o.Actions
	if n == 0 {
		n = p.ast.Split
	}
	if n <= 0 {
		return actionSplit{}, false
	}
	chores := max(p.ast.Chores, 0)
	first := chores + max(p.ast.Taken, 0)
	// The split is what was declared, or this attack's own shots and the
	// reloads before it when they are more (shots:3 is three actions
	// whatever was declared); a second action makes it at least two.
	// Actions past it each lose one die more, as the seed's later shots do.
	total := max(n, chores+p.shots)
	if first+p.shots > 1 {
		total = max(total, 2)
	}
	return actionSplit{declared: n, first: first, total: total}, true
}

// actionPenalty is the dice action i (0-based) of this attack loses: with
// a declaration, the split's size plus the actions before it; without one,
// today's shots and reloads (attackRoll's comment).
func (p *plan) actionPenalty(i int) int {
	if s, ok := p.split(); ok {
		if s.total < 2 {
			return 0
		}
		return s.total + s.first + i
	}
	chores := max(p.ast.Chores, 0)
	if p.shots+chores < 2 {
		return 0
	}
	return p.shots + 2*chores + i
}

// checkActions refuses a declared split out of range.
func checkActions(o *AttackOptions) error {
	if o.Actions < 0 || o.Actions > MaxActions || (o.ActionsGiven && o.Actions < 1) {
		return rules.Errorf("storyteller.error.actions_range", map[string]any{"Min": 1, "Max": MaxActions})
	}
	return nil
}

// splitNotes tell the GM what the split did to this attack: the declared
// split and this attack's place in it, a warning when the turn went past
// what was declared, and, with no declaration, a reminder when the fighter
// already attacked this round (its pool is left as it was). They are read
// before the attack's own actions are counted.
func (p *plan) splitNotes(name string) []rules.Note {
	s, ok := p.split()
	if !ok {
		// An automatic success (a grapple tightened, a helpless target)
		// rolls no attack: "rolled with no penalty" would misread it.
		if p.o.InFight && p.ast.Taken == 0 && p.ast.Early > 0 && p.ast.Chores <= 0 && !p.auto {
			// Out of turn earlier this round, now on its own turn at
			// full pool: the seed's «ход» is the round (state.go Early).
			return append(p.aimMultiNote(name), rules.Note{Key: "storyteller.note.split_early",
				Args: map[string]any{"Name": name, "Count": p.ast.Early + 1}})
		}
		if p.o.InFight && p.ast.Taken > 0 && p.ast.Chores <= 0 && !p.auto {
			key := "storyteller.note.split_hint"
			if p.shots > 1 {
				// Two guns or shots:N split the pool over their own shots
				// (−2, −3…): "no multiple-action penalty" would misread it.
				key = "storyteller.note.split_hint_own"
			}
			return append(p.aimMultiNote(name), rules.Note{Key: key, Args: map[string]any{"Name": name, "Count": p.ast.Taken + 1}})
		}
		return p.aimMultiNote(name)
	}
	if s.total < 2 {
		return nil // one action declared and taken: nothing is split
	}
	from, to := s.first+1, s.first+p.shots
	action, dice := strconv.Itoa(from), strconv.Itoa(s.total+s.first)
	if to > from {
		action += "–" + strconv.Itoa(to)
		// "−4…−5": the locale puts the first minus, each end has its own.
		dice += "…−" + strconv.Itoa(s.total+s.first+p.shots-1)
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
// attack took.
func (p *plan) countActions() {
	if !p.o.InFight {
		return
	}
	if p.o.Actions > 0 {
		p.ast.Split = p.o.Actions
	}
	p.ast.Taken = max(p.ast.Taken, 0) + p.shots
}

package storyteller

import "fray/rules"

// AttackCost is what an attack takes from the fight's books, read before a
// die is rolled: the books are charged before the rule runs, and refuse what
// the rules do not allow.
type AttackCost struct {
	// Key is ActionAttack, or ActionTighten for a grapple tightened on
	// one's own victim.
	Key string
	// Actions is how many actions the attack is: each shot or burst of it,
	// one from each of two guns («считается множественным действием»).
	Actions int
	// Defenses are the defences its targets take against it, in target
	// order: each is the defender's action.
	Defenses []DefenseCost
}

// DefenseCost is one target's defence against an attack.
type DefenseCost struct {
	Target int    // the defender's combatant ID
	Key    string // ActionDodge, ActionBlock or ActionParry
	// Named: the attack's options name it; otherwise it is the defence the
	// target declared for the round.
	Named bool
	// Locked: the defender is in a grapple or hold, which forbids it
	// (Forbid) unless the GM sets the grip aside.
	Locked bool
}

// CostOf plans the attack o of attacker on targets (the first the main one;
// several are a strafed area, as Strafe takes them) without rolling, and
// says what it costs. It refuses what Attack or Strafe refuse in planning;
// the grip of either side is left to the books (Forbid), which the GM may
// set aside, so a locked fighter's attack or defence is planned as if free.
func CostOf(o AttackOptions, attacker *rules.Combatant, targets []*rules.Combatant) (AttackCost, error) {
	if attacker == nil || len(targets) == 0 {
		return AttackCost{}, rules.Errorf("storyteller.error.no_target", nil)
	}
	for _, t := range targets {
		switch {
		case t == nil:
			return AttackCost{}, rules.Errorf("storyteller.error.no_target", nil)
		case t == attacker || t.ID == attacker.ID:
			return AttackCost{}, rules.Errorf("storyteller.error.self_target", nil)
		}
	}
	strafe := len(targets) > 1
	if strafe && o.Maneuver == "" && o.Custom == nil {
		o.Maneuver = ManStrafe
	}
	o.Waived = append([]int{attacker.ID}, o.Waived...)
	for _, t := range targets {
		o.Waived = append(o.Waived, t.ID)
	}
	p, err := planAttack(&o, attacker, targets[0])
	if err != nil {
		return AttackCost{}, err
	}
	cost := AttackCost{Key: ActionAttack, Actions: p.shots}
	if p.tighten {
		cost.Key = ActionTighten
	}
	if p.auto {
		return cost, nil // no roll, so no defence against it
	}
	for i, t := range targets {
		if i > 0 && p.m.Shots != FireStrafe {
			break
		}
		kind := p.defense
		if p.m.Shots == FireStrafe {
			kind = p.strafeDefense(i)
		}
		st := p.tst
		if i > 0 {
			if st, err = LoadState(t); err != nil {
				return AttackCost{}, err
			}
		}
		m, ok := defenseOf(p, kind, t, st)
		if !ok {
			continue
		}
		named := kind != "" && kind != "none"
		if st.Lock != nil && !named {
			// A declared defence lapses when the grip takes (lockTogether);
			// one stored from before is not rolled.
			continue
		}
		cost.Defenses = append(cost.Defenses, DefenseCost{Target: t.ID, Key: m.Key, Named: named, Locked: st.Lock != nil})
	}
	return cost, nil
}

package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// Dive choices of a character caught in a blast ("нырнуть в укрытие").
const (
	DiveNone     = ""
	DiveProne    = "prone"    // "простое падение на землю уменьшит урон в два раза (до применения к нему брони)"
	DiveCover    = "cover"    // "Обычное укрытие снизит урон до d6 (до брони)"
	DiveObstacle = "obstacle" // "полное препятствие … позволяет полностью избежать урона"
)

func parseDive(s string) (string, error) {
	switch normName(s) {
	case "", "none", "нет":
		return DiveNone, nil
	case "prone", "ground", "лечь", "на землю":
		return DiveProne, nil
	case "cover", "укрытие":
		return DiveCover, nil
	case "obstacle", "full", "препятствие":
		return DiveObstacle, nil
	}
	return "", rules.Errorf("klondike.error.bad_dive", map[string]any{"Dive": s})
}

// BlastOptions mirror an attack with a Blast weapon. Caught are everyone in
// the blast radius around the aim point (the GM names them); Dives[i] is
// what Caught[i] does. A thrown miss lands Scatter metres from the aim
// point: the named stay caught only while that is within the radius.
type BlastOptions struct {
	Attack AttackOptions
	Caught []*rules.Combatant
	Dives  []string
}

// BlastHit is the blast's effect on one combatant.
type BlastHit struct {
	Target   int           `json:"target"`
	Dive     string        `json:"dive,omitempty"`
	CoverDie int           `json:"cover_die,omitempty"` // the d6 damage behind ordinary cover
	Before   int           `json:"before"`              // after the dive, before armor
	Damage   *DamageReport `json:"damage,omitempty"`
}

// BlastResult is one blast: the attack roll (its target is the aim point,
// usually a combatant), the damage rolled once, and each caught combatant.
type BlastResult struct {
	Roll       Roll       `json:"roll"`
	Hit        bool       `json:"hit"`
	Scatter    int        `json:"scatter,omitempty"`
	Direction  int        `json:"direction,omitempty"`
	DamageDice []int      `json:"damage_dice"`
	Damage     int        `json:"damage"` // full damage, before dives and armor
	Hits       []BlastHit `json:"hits"`
	Outcomes   []string   `json:"outcomes,omitempty"`
	// Radius is the weapon's blast radius in metres. Clear marks a thrown
	// miss that landed farther than Radius from the aim point: the blast
	// caught none of the named (Hits is empty); the GM deals Damage to
	// anyone standing there.
	Radius int  `json:"radius,omitempty"`
	Clear  bool `json:"clear,omitempty"`
	// RangeIgnored: thrown or fired in a duel or chase with a range given,
	// which the seed does not count there (as AttackResult.RangeIgnored).
	RangeIgnored bool `json:"range_ignored,omitempty"`
	// AmmoLeft is what the thrower has left of the weapon (grenades) or
	// its magazine; −1 when not tracked.
	AmmoLeft int `json:"ammo_left"`
}

// Blast resolves a Blast weapon: "наносят полный урон всем целям в зоне
// поражения". The attack roll decides where it lands (a thrown miss
// scatters 2d6+Effect metres); the damage is rolled once and, for each
// caught combatant, halved by a dive to the ground, cut to d6 by cover or
// negated by an obstacle — all before armor. Divers lose their next action.
// Damage is dice + Effect (+ STR DM when thrown); after a miss the Effect is
// not added. The caught follow where it lands: the named stand around the
// aim point, so after a thrown miss they are caught only when the scatter
// (the landing point's distance from the aim point) is within the blast
// radius ("в зоне поражения"); farther, it catches none of them. Dice: 2d6
// check (the −d6s), scatter 2d6 + d8 on a miss, the damage dice, then per
// caught combatant in order: the cover d6, the unconsciousness roll.
func Blast(attacker *rules.Combatant, opts BlastOptions, d dice.Source) (*BlastResult, error) {
	p, err := opts.Attack.plan(attacker)
	if err != nil {
		return nil, err
	}
	if p.w.Blast == 0 {
		return nil, rules.Errorf("klondike.error.not_blast", map[string]any{"Weapon": p.w.Name})
	}
	if len(opts.Dives) > len(opts.Caught) {
		return nil, rules.Errorf("klondike.error.bad_dive", map[string]any{"Dive": ""})
	}
	dives := make([]string, len(opts.Caught))
	for i := range opts.Dives {
		if dives[i], err = parseDive(opts.Dives[i]); err != nil {
			return nil, err
		}
	}
	as, err := LoadState(attacker)
	if err != nil {
		return nil, err
	}
	if err := readyAttacker(attacker, as, &opts.Attack); err != nil {
		return nil, err
	}
	states := make([]*State, len(opts.Caught))
	for i, c := range opts.Caught {
		if c == nil {
			return nil, rules.Errorf("klondike.error.no_target", nil)
		}
		if c == attacker {
			states[i] = as
			continue
		}
		for j := 0; j < i; j++ {
			if opts.Caught[j] == c {
				return nil, rules.Errorf("klondike.error.duplicate_target", map[string]any{"Name": c.Name})
			}
		}
		if states[i], err = LoadState(c); err != nil {
			return nil, err
		}
	}
	rounds := 1
	switch p.w.Kind {
	case KindMelee:
		rounds = 0
	case KindThrown:
		rounds = thrownRounds(&p.w) // the grenade is gone
	}
	left, err := spendAmmo(as, &p.w, rounds)
	if err != nil {
		return nil, err
	}
	// The aim point's cover does not shield the blast; roll as at an
	// unprotected point.
	shot := &AttackResult{}
	if err := rollShot(attacker, as, &rules.Combatant{}, &State{Dex: 1}, &opts.Attack, &p, d, shot); err != nil {
		return nil, err
	}
	if !shot.Hit {
		scatter(&p, shot, d)
	}
	res := &BlastResult{Roll: shot.Roll, Hit: shot.Hit, Scatter: shot.Scatter, Direction: shot.Direction, Outcomes: shot.Outcomes, AmmoLeft: left, Radius: p.w.Blast, RangeIgnored: shot.RangeIgnored}
	caught := opts.Caught
	if !shot.Hit && p.w.Kind == KindThrown && shot.Scatter > p.w.Blast {
		// "В случае промаха снаряд упадет на 2d6+Эффект метров от цели":
		// beyond the radius from where the named stand.
		caught, res.Clear = nil, true
	}
	faces, total := p.w.Damage.Roll(d, nil)
	res.DamageDice = faces
	if shot.Hit {
		total += shot.Roll.Effect
	}
	if p.w.Kind == KindThrown {
		total += DM(as.Str)
	}
	res.Damage = max(total, 0)
	for i, c := range caught {
		h := BlastHit{Target: c.ID, Dive: dives[i], Before: res.Damage}
		switch dives[i] {
		case DiveProne:
			h.Before = res.Damage / 2
			states[i].Prone = true
		case DiveCover:
			h.CoverDie = d.Roll(6)
			h.Before = min(h.CoverDie, res.Damage)
		case DiveObstacle:
			h.Before = 0
		}
		if dives[i] != DiveNone {
			states[i].DivePending = true
		}
		rep := &DamageReport{}
		hurt(c, states[i], damageIn{before: h.Before, armor: armorOf(c).Protection, to: p.to, instantDeath: opts.Attack.InstantDeath}, d, rep)
		h.Damage = rep
		for _, o := range rep.Outcomes {
			res.Outcomes = addOutcome(res.Outcomes, o)
		}
		res.Hits = append(res.Hits, h)
	}
	spendTurn(as, &opts.Attack)
	if err := SaveState(attacker, as); err != nil {
		return nil, err
	}
	for i, c := range caught {
		if c != attacker {
			if err := SaveState(c, states[i]); err != nil {
				return nil, err
			}
		}
	}
	return res, nil
}

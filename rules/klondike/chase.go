package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// Chase modes.
const (
	ChaseDuel  = "duel"  // a vehicle duel: nobody is running away
	ChaseChase = "chase" // someone is: speed matters, it ends after 5 rounds
)

// ChaseRounds is how long a chase lasts: "Погоня оканчивается через 5
// раундов".
const ChaseRounds = 5

// BreakOffTarget is "бросок навыка управления 10+".
const BreakOffTarget = 10

// ChaseParty is one crew (or runner) in a chase. Vehicle is nil on foot.
type ChaseParty struct {
	Name    string `json:"name"`
	Driver  int    `json:"driver"`            // combatant ID of whoever rolls
	Vehicle string `json:"vehicle,omitempty"` // vehicle name; "" on foot
	Target  int    `json:"target"`            // index of the party it is after
	Fleeing bool   `json:"fleeing,omitempty"`
	Gone    bool   `json:"gone,omitempty"` // broke off, escaped or wrecked
	// Standing after the last round.
	Total        int  `json:"total"`
	Advantage    int  `json:"advantage"`
	HasAdvantage bool `json:"has_advantage"`
	// TurretOnly: lost the last round — "Проигравший экипаж может атаковать
	// только из орудий на турели" (a true tie is neither won nor lost).
	TurretOnly bool `json:"turret_only,omitempty"`
}

// Chase is a vehicle duel or chase (stored by the commands layer).
type Chase struct {
	Mode    string       `json:"mode"`
	Round   int          `json:"round"`
	Parties []ChaseParty `json:"parties"`
	Over    bool         `json:"over,omitempty"`
}

// ChaseStartOptions mirror /chase start. Parties name their target by index.
type ChaseStartOptions struct {
	Mode    string // duel|chase
	Parties []ChaseParty
}

// StartChase validates /chase start.
func StartChase(o ChaseStartOptions) (*Chase, error) {
	switch normName(o.Mode) {
	case "", "duel", "бой", "дуэль":
		o.Mode = ChaseDuel
	case "chase", "погоня":
		o.Mode = ChaseChase
	default:
		return nil, rules.Errorf("klondike.error.bad_chase_mode", map[string]any{"Mode": o.Mode})
	}
	// "Если один из экипажей ставит своей целью не поразить противника, а
	// скрыться – бой техники считается погоней": a fleeing party makes it a
	// chase whatever mode was asked for (speed then counts).
	for _, p := range o.Parties {
		if p.Fleeing {
			o.Mode = ChaseChase
		}
	}
	if len(o.Parties) < 2 || len(o.Parties) > 20 {
		return nil, rules.Errorf("klondike.error.chase_parties", nil)
	}
	// A party named twice would chase itself: "вычтите свое значение из
	// значения цели" needs two different crews.
	seen := map[string]bool{}
	for _, p := range o.Parties {
		k := normName(p.Name)
		if seen[k] {
			return nil, rules.Errorf("klondike.error.duplicate_target", map[string]any{"Name": p.Name})
		}
		seen[k] = true
	}
	for i, p := range o.Parties {
		if p.Target < 0 || p.Target >= len(o.Parties) || p.Target == i {
			return nil, rules.Errorf("klondike.error.chase_target", map[string]any{"Name": p.Name})
		}
	}
	ch := &Chase{Mode: o.Mode, Parties: append([]ChaseParty(nil), o.Parties...)}
	return ch, nil
}

// ChaseEntrant is what a party rolls with this round: its driver and its
// vehicle (nil on foot: Athletics/DEX).
type ChaseEntrant struct {
	Driver  *rules.Combatant
	Vehicle *Vehicle
}

// ChaseRoll is one party's roll and standing.
type ChaseRoll struct {
	Party        int  `json:"party"`
	Roll         Roll `json:"roll"`
	SpeedBonus   int  `json:"speed_bonus,omitempty"` // chase: +1 per 50% speed difference
	Advantage    int  `json:"advantage"`
	HasAdvantage bool `json:"has_advantage"`
	AttackMod    int  `json:"attack_mod"`  // from the Advantage table, or −4 for the loser
	TurretOnly   bool `json:"turret_only"` // lost the round: only turret weapons
}

// ChaseRoundResult is one round.
type ChaseRoundResult struct {
	Round    int         `json:"round"`
	Rolls    []ChaseRoll `json:"rolls"`
	Over     bool        `json:"over,omitempty"`
	Escaped  []int       `json:"escaped,omitempty"` // party indexes
	Outcomes []string    `json:"outcomes,omitempty"`
}

// controlSkill is the driving skill for a vehicle kind: "Пилот/Вождение/
// Моряк/Антиграв".
func controlSkill(v *Vehicle) string {
	if v == nil {
		return SkillAthletics
	}
	switch v.Kind {
	case VehicleAir:
		return SkillPilot
	case VehicleWater:
		return SkillSeafarer
	case VehicleGrav:
		return SkillGrav
	}
	return SkillDrive
}

// controlRoll sets up a party's control roll: 2d6 + handling + driving
// skill for a vehicle (the seed adds no characteristic), Athletics/DEX on
// foot; plus the vehicle's damage penalties and the driver's wounds.
func controlRoll(e ChaseEntrant, r *Roll) error {
	s, err := LoadState(e.Driver)
	if err != nil {
		return err
	}
	if s.Out() {
		return s.outError()
	}
	if e.Vehicle == nil {
		r.setChar(e.Driver, s, DEX)
	}
	r.setSkill(e.Driver, controlSkill(e.Vehicle))
	if e.Vehicle != nil {
		r.mod("klondike.mod.handling", e.Vehicle.Handling)
		r.mod("klondike.mod.control", e.Vehicle.ControlMod())
	}
	r.wounds(s)
	return nil
}

func speedOf(e ChaseEntrant) int {
	if e.Vehicle == nil {
		return 0
	}
	return e.Vehicle.Speed
}

// speedBonus is "за каждые 50% разницы прибавьте +1 к Преимуществу более
// быстрой техники": floor((fast − slow) / (slow / 2)).
func speedBonus(fast, slow int) int {
	if fast <= slow {
		return 0
	}
	if slow <= 0 {
		return 10
	}
	return min(2*(fast-slow)/slow, 10)
}

// ChaseRound plays a round: every party still in rolls (in party order),
// then each party's Advantage over its target is the difference of the
// totals (in a chase with the speed bonus for the faster side); ties go to
// the faster; Advantage 0: −2, 1–2: −1, 3–4: 0, 5+: +1 on attacks; the loser
// fires only turret weapons at −4. A chase ends after 5 rounds: the
// fleeing parties still running escape. entrants[i] is party i's. Dice: 2d6
// per party in order.
func ChaseRound(ch *Chase, entrants []ChaseEntrant, d dice.Source) (*ChaseRoundResult, error) {
	if ch.Over {
		return nil, rules.Errorf("klondike.error.chase_over", nil)
	}
	if len(entrants) != len(ch.Parties) {
		return nil, rules.Errorf("klondike.error.chase_parties", nil)
	}
	res := &ChaseRoundResult{Rolls: make([]ChaseRoll, 0, len(ch.Parties))}
	idx := make([]int, len(ch.Parties)) // party → index in res.Rolls, −1 when gone
	for i, p := range ch.Parties {
		idx[i] = -1
		if p.Gone {
			continue
		}
		e := entrants[i]
		if e.Driver == nil {
			return nil, rules.Errorf("klondike.error.no_driver", map[string]any{"Name": p.Name})
		}
		if e.Vehicle != nil && e.Vehicle.Disabled() {
			ch.Parties[i].Gone = true
			continue
		}
		cr := ChaseRoll{Party: i}
		cr.Roll.Target = DefaultTarget
		if err := controlRoll(e, &cr.Roll); err != nil {
			return nil, err
		}
		idx[i] = len(res.Rolls)
		res.Rolls = append(res.Rolls, cr)
	}
	for k := range res.Rolls {
		res.Rolls[k].Roll.roll(d)
	}
	ch.Round++
	res.Round = ch.Round
	for k := range res.Rolls {
		cr := &res.Rolls[k]
		i := cr.Party
		j := ch.Parties[i].Target
		if idx[j] < 0 {
			continue
		}
		other := &res.Rolls[idx[j]]
		diff := cr.Roll.Total - other.Roll.Total
		mine, theirs := speedOf(entrants[i]), speedOf(entrants[j])
		if ch.Mode == ChaseChase {
			if b := speedBonus(mine, theirs); b > 0 {
				cr.SpeedBonus = b
				diff += b
			} else if b := speedBonus(theirs, mine); b > 0 {
				diff -= b
			}
		}
		switch {
		case diff > 0, diff == 0 && mine > theirs:
			cr.HasAdvantage, cr.Advantage = true, diff
			cr.AttackMod = AdvantageMod(diff)
		case diff == 0 && mine == theirs:
			// A true tie: nobody out-manoeuvres anybody; both fire at the
			// Advantage-0 penalty.
			cr.AttackMod = AdvantageMod(0)
		default:
			cr.TurretOnly, cr.AttackMod = true, LoserPenalty
		}
		p := &ch.Parties[i]
		p.Total, p.Advantage, p.HasAdvantage = cr.Roll.Total, cr.Advantage, cr.HasAdvantage
		p.TurretOnly = cr.TurretOnly
	}
	if ch.Mode == ChaseChase && ch.Round >= ChaseRounds {
		ch.Over, res.Over = true, true
		for i := range ch.Parties {
			if ch.Parties[i].Fleeing && !ch.Parties[i].Gone {
				ch.Parties[i].Gone = true
				res.Escaped = append(res.Escaped, i)
				res.Outcomes = addOutcome(res.Outcomes, OutChaseEscape)
			}
		}
	}
	return res, nil
}

// BreakOffResult is a break-off attempt.
type BreakOffResult struct {
	Party    int      `json:"party"`
	Roll     Roll     `json:"roll"`
	Escaped  bool     `json:"escaped"`
	Outcomes []string `json:"outcomes,omitempty"`
}

// BreakOff: "Покинуть бой техника может, если в раунд, когда у неё есть
// Преимущество, она пройдет бросок навыка управления 10+". The roll is the
// control skill with the vehicle's handling, as the round's roll. Dice: 2d6.
func BreakOff(ch *Chase, party int, e ChaseEntrant, d dice.Source) (*BreakOffResult, error) {
	if party < 0 || party >= len(ch.Parties) || ch.Parties[party].Gone || ch.Over {
		name := ""
		if party >= 0 && party < len(ch.Parties) {
			name = ch.Parties[party].Name
		}
		return nil, rules.Errorf("klondike.error.chase_target", map[string]any{"Name": name})
	}
	if !ch.Parties[party].HasAdvantage {
		return nil, rules.Errorf("klondike.error.no_advantage", nil)
	}
	if e.Driver == nil {
		return nil, rules.Errorf("klondike.error.no_driver", map[string]any{"Name": ch.Parties[party].Name})
	}
	res := &BreakOffResult{Party: party}
	res.Roll.Target = BreakOffTarget
	if err := controlRoll(e, &res.Roll); err != nil {
		return nil, err
	}
	res.Roll.roll(d)
	if res.Roll.Success {
		res.Escaped = true
		ch.Parties[party].Gone = true
		res.Outcomes = addOutcome(res.Outcomes, OutChaseEscape)
		left := 0
		for _, p := range ch.Parties {
			if !p.Gone {
				left++
			}
		}
		ch.Over = left < 2
	}
	return res, nil
}

// EndChase ends a chase or duel (/chase end).
func EndChase(ch *Chase) { ch.Over = true }

// Standing is party i's position for its attacks on the other parties'
// vehicles after the last round: the Advantage (its table modifier applies),
// the loser's turret-only −4, or a tie at the Advantage-0 modifier. nil
// before the first round, after the end, or for a party that is gone — the
// seed's modifier table for attacks outside a duel applies then.
func (ch *Chase) Standing(i int) *DuelStanding {
	if ch == nil || ch.Over || ch.Round == 0 || i < 0 || i >= len(ch.Parties) || ch.Parties[i].Gone {
		return nil
	}
	p := ch.Parties[i]
	if p.TurretOnly {
		return &DuelStanding{OnFoot: p.Vehicle == ""}
	}
	return &DuelStanding{Advantage: p.Advantage, HasAdvantage: true, OnFoot: p.Vehicle == ""}
}

package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// CrashOptions mirror the GM's call that a vehicle crashes: its driver was
// knocked out at speed and nobody took the controls within the round
// ("иначе техника разбивается – бросьте по таблице критических
// повреждений").
type CrashOptions struct {
	InstantDeath bool
	To           string
}

// VehicleCrash rolls 2d6 on the critical column and applies it. Dice: the
// 2d6, then the result's dice (see applyVehicleResult).
func VehicleCrash(v *Vehicle, crew []*rules.Combatant, opts CrashOptions, d dice.Source) (*VehicleHitResult, error) {
	to, err := parseTo(opts.To)
	if err != nil {
		return nil, err
	}
	if v.Destroyed {
		return nil, rules.Errorf("klondike.error.vehicle_destroyed", map[string]any{"Name": v.Name})
	}
	states := make([]*State, len(crew))
	for i, c := range crew {
		if c == nil {
			return nil, rules.Errorf("klondike.error.no_target", nil)
		}
		if states[i], err = LoadState(c); err != nil {
			return nil, err
		}
	}
	res := &VehicleHitResult{Armor: v.Armor, SpeedBefore: v.Speed, Penetrated: true}
	vc := vehicleCrew{crew: crew, states: states, to: to, instantDeath: opts.InstantDeath}
	crash(v, &vc, d, res)
	res.Rolled = res.Result
	res.SpeedAfter = v.Speed
	for i, c := range crew {
		if err := SaveState(c, states[i]); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// RepairTarget is "бросок Ремонта 5+".
const RepairTarget = 5

// RepairResult is an attempt to patch a breach.
type RepairResult struct {
	Roll     Roll `json:"roll"`
	Minutes  int  `json:"minutes"`  // "d6 минут"
	Breaches int  `json:"breaches"` // left afterwards
}

// RepairBreach patches one hull breach: "Ремонт пробоины требует
// соответствующих технике инструментов, d6 минут и бросок Ремонта 5+". A
// boat gets back the quarter of speed the breach cost. The roll is the
// Mechanic skill alone, as the seed names no characteristic. Dice: 2d6,
// then the d6 minutes.
func RepairBreach(v *Vehicle, mechanic *rules.Combatant, tools bool, d dice.Source) (*RepairResult, error) {
	if v.Breaches == 0 {
		return nil, rules.Errorf("klondike.error.no_breach", map[string]any{"Name": v.Name})
	}
	if !tools {
		return nil, rules.Errorf("klondike.error.no_tools", nil)
	}
	s, err := LoadState(mechanic)
	if err != nil {
		return nil, err
	}
	if err := canAct(s); err != nil {
		return nil, err
	}
	res := &RepairResult{}
	r := &res.Roll
	r.setSkill(mechanic, SkillMechanic)
	r.personal(s)
	r.Target = RepairTarget
	r.roll(d)
	res.Minutes = d.Roll(6)
	if r.Success {
		v.Breaches--
		if v.Kind == VehicleWater && !v.Disabled() {
			v.Speed = min(v.Speed+v.BaseSpeed/4, v.BaseSpeed>>(min(v.GearHits, 1)+min(v.EngineHits, 1)))
		}
	}
	res.Breaches = v.Breaches
	return res, SaveState(mechanic, s)
}

package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// Aircraft a shot may be aimed at.
const (
	AircraftNone = ""
	AircraftSlow = "slow" // biplanes and slow aircraft: −4
	AircraftFast = "fast" // anything else: an automatic miss without an anti-air weapon
)

// VehicleAttackOptions mirror /attack against a vehicle. Outside a vehicle
// duel the seed's table applies: stationary +1, moving fast −2, shooter in a
// moving vehicle −1, aircraft without an anti-air weapon — automatic miss,
// biplanes and slow aircraft −4, aiming at a chosen result −4. In a duel,
// Duel carries the Advantage standing instead.
type VehicleAttackOptions struct {
	Attack     AttackOptions
	Stationary bool
	Fast       bool
	FromMoving bool
	Aircraft   string // ""|slow|fast
	AimAt      string // a normal-column result; the attack takes −4 and a hit applies it
	AP         string // overrides the weapon's ПТ dice
	Duel       *DuelStanding
}

// DuelStanding is an attacker's position in a vehicle duel or chase round.
type DuelStanding struct {
	Advantage    int  // the attacker's Advantage over this target
	HasAdvantage bool // false: the attacker lost this round
	// OnFoot: the attacker's party runs (a foot chase, «замените бросок
	// управления на бросок Атлетики/ЛОВ»): a runner has no turret, so
	// losing the round leaves no attack at all, and the refusal says that.
	OnFoot bool
}

// AimPenalty is the −4 for aiming at a chosen damage-table result.
const AimPenalty = -4

// LoserPenalty is the duel loser's −4 with turret weapons.
const LoserPenalty = -4

// VehicleAttackResult is an attack on a vehicle.
type VehicleAttackResult struct {
	Attack   AttackResult      `json:"attack"`
	AutoMiss bool              `json:"auto_miss,omitempty"`
	NoAP     bool              `json:"no_ap,omitempty"` // a hit with a weapon that cannot hurt vehicles
	Hit      *VehicleHitResult `json:"hit,omitempty"`
	Outcomes []string          `json:"outcomes,omitempty"`
}

// AttackVehicle resolves an attack on a vehicle: the attack roll with the
// vehicle modifiers, then on a hit the weapon's ПТ dice against armor and
// the table ("При попадании по технике игнорируйте обычный урон оружия").
// An aimed shot that misses "полностью промахивается". Dice: the check's
// 2d6 (and −d6s), then as VehicleHit.
func AttackVehicle(attacker *rules.Combatant, v *Vehicle, crew []*rules.Combatant, opts VehicleAttackOptions, d dice.Source) (*VehicleAttackResult, error) {
	// The standing is applied below (after the other refusals), once.
	if opts.Duel == nil {
		opts.Duel = opts.Attack.Duel
	}
	opts.Attack.Duel = nil
	p, err := opts.Attack.plan(attacker)
	if err != nil {
		return nil, err
	}
	if p.mode == ModeAuto || p.mode == ModeSuppress {
		return nil, rules.Errorf("klondike.error.bad_mode", map[string]any{"Mode": opts.Attack.Mode})
	}
	aim, err := parseAimResult(opts.AimAt)
	if err != nil {
		return nil, err
	}
	if aim != "" && !v.applicable(aim, len(crew)) {
		return nil, rules.Errorf("klondike.error.vehicle_lacks", map[string]any{"Result": "klondike.vehicle.result." + aim})
	}
	ap := p.w.AP
	hasAP := p.w.HasAP
	if opts.AP != "" {
		if ap, err = ParseDice(opts.AP); err != nil {
			return nil, err
		}
		hasAP = true
	}
	switch opts.Aircraft {
	case AircraftNone, AircraftSlow, AircraftFast:
	default:
		return nil, rules.Errorf("klondike.error.bad_aircraft", map[string]any{"Aircraft": opts.Aircraft})
	}
	if v.Destroyed {
		return nil, rules.Errorf("klondike.error.vehicle_destroyed", map[string]any{"Name": v.Name})
	}
	as, err := LoadState(attacker)
	if err != nil {
		return nil, err
	}
	if err := readyAttacker(attacker, as, &opts.Attack); err != nil {
		return nil, err
	}
	var duel []Mod
	if opts.Duel != nil {
		// "Проигравший экипаж может атаковать только из орудий на турели"
		if duel, err = duelMods(opts.Duel, p.w); err != nil {
			return nil, err
		}
		p.noRange = true
	}
	rounds := 1
	if p.mode == ModeBurst {
		rounds = 2 * p.w.Auto
	}
	switch p.w.Kind {
	case KindMelee:
		rounds = 0
	case KindThrown:
		rounds = thrownRounds(&p.w) // a grenade at a vehicle is used up too
	}
	left, err := spendAmmo(as, &p.w, rounds)
	if err != nil {
		return nil, err
	}
	res := &VehicleAttackResult{}
	res.Attack.Attacker, res.Attack.Weapon, res.Attack.Kind, res.Attack.Mode = attacker.ID, p.w.Name, p.w.Kind, p.mode
	res.Attack.Rounds, res.Attack.AmmoLeft = rounds, left
	if v.Kind == VehicleAir && !p.w.AntiAir && opts.Aircraft != AircraftSlow && opts.Duel == nil {
		// "Стрельба по авиации не зенитным орудием — Автопровал"
		res.AutoMiss = true
		res.Outcomes = addOutcome(res.Outcomes, OutMiss)
		spendTurn(as, &opts.Attack)
		res.Attack.ActionsLeft = as.ActionsLeft
		return res, SaveState(attacker, as)
	}
	if opts.Duel != nil {
		p.extra = append(p.extra, duel...)
	} else {
		if opts.Stationary {
			p.extra = append(p.extra, Mod{Reason: "klondike.mod.vehicle_stationary", Value: 1})
		}
		if opts.Fast {
			p.extra = append(p.extra, Mod{Reason: "klondike.mod.vehicle_fast", Value: -2})
		}
		if opts.FromMoving {
			p.extra = append(p.extra, Mod{Reason: "klondike.mod.from_moving", Value: -1})
		}
		if opts.Aircraft == AircraftSlow {
			p.extra = append(p.extra, Mod{Reason: "klondike.mod.slow_aircraft", Value: -4})
		}
	}
	if aim != "" {
		p.extra = append(p.extra, Mod{Reason: "klondike.mod.aim_result", Value: AimPenalty})
	}
	opts.Attack.Prone = false
	if err := rollShot(attacker, as, &rules.Combatant{}, &State{Dex: 1}, &opts.Attack, &p, d, &res.Attack); err != nil {
		return nil, err
	}
	spendTurn(as, &opts.Attack)
	res.Attack.ActionsLeft = as.ActionsLeft
	res.Outcomes = append(res.Outcomes, res.Attack.Outcomes...)
	if !res.Attack.Hit {
		res.Outcomes = addOutcome(res.Outcomes, OutMiss)
		return res, SaveState(attacker, as)
	}
	if !hasAP {
		res.NoAP = true
		res.Outcomes = addOutcome(res.Outcomes, OutArmorStops)
		return res, SaveState(attacker, as)
	}
	if err := SaveState(attacker, as); err != nil {
		return nil, err
	}
	hit, err := vehicleHit(v, crew, ap, VehicleHitOptions{Aim: aim, InstantDeath: opts.Attack.InstantDeath, To: opts.Attack.To}, d)
	if err != nil {
		return nil, err
	}
	res.Hit = hit
	for _, o := range hit.Outcomes {
		res.Outcomes = addOutcome(res.Outcomes, o)
	}
	return res, nil
}

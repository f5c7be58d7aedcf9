package klondike

import (
	"slices"

	"fray/rules"
	"fray/rules/dice"
)

// AttackOptions mirror /attack. Zero values mean "not said".
type AttackOptions struct {
	Weapon   string // a weapon on the attacker's sheet (prefix accepted)
	Damage   string // overrides the weapon's damage dice; with no Weapon, an ad-hoc weapon
	Kind     string // melee|ranged|thrown for an ad-hoc weapon (default melee, ranged when Range > 0)
	Range    int    // metres to the target
	Cover    string // none|light|hard|fortified (лёгкое|твёрдое|укрепление)
	Prone    bool   // the target is prone (also read from the target's state)
	Light    string // normal|dim|dark (сумерки|темнота)
	Aim      int    // aiming actions spent just before; 0 uses the attacker's Aim actions
	Mode     string // single|burst|auto (suppress: use Suppress)
	Modifier int

	Improvised bool             // a non-weapon in melee: −d6 (also the weapon's "improvised" tag)
	Engaged    string           // the target is in melee: careful (−d6) | careless (a miss hits the other fighter)
	Bystander  *rules.Combatant // the other side of that melee, for careless
	Charge     bool             // the attacker charged 10 m: melee +2
	MeetCharge bool             // the attacker meets a charge: −2 unless it was on Overwatch
	Overwatch  bool             // fired from a readied Overwatch action (out of turn)
	Cleave     bool             // a free follow-up melee attack after taking an enemy out

	To           string // str|dex: pre-selects where damage past END goes
	InstantDeath bool   // the channel's optional instant-death rule

	// Duel is the attacker's standing when it shoots, from a vehicle in a
	// duel or chase, at someone aboard the crew it is up against: the
	// Advantage table, or the loser's turret-only −4 (see duelMods).
	Duel *DuelStanding
}

// AttackResult is a resolved attack on one target.
type AttackResult struct {
	Attacker int    `json:"attacker"`
	Target   int    `json:"target"`
	Weapon   string `json:"weapon"`
	Kind     string `json:"kind"`
	Mode     string `json:"mode"`

	Roll          Roll `json:"roll"`
	RangeSteps    int  `json:"range_steps,omitempty"`
	EngagedDie    int  `json:"engaged_die,omitempty"`    // the −d6 face, target in melee
	ImprovisedDie int  `json:"improvised_die,omitempty"` // the −d6 face, improvised weapon
	Hit           bool `json:"hit"`

	DamageDice  []int `json:"damage_dice,omitempty"`
	DamageFlat  int   `json:"damage_flat,omitempty"` // the dice expression's own +N
	EffectBonus int   `json:"effect_bonus,omitempty"`
	StrDM       int   `json:"str_dm,omitempty"` // melee and thrown
	AutoBonus   int   `json:"auto_bonus,omitempty"`
	DamageTotal int   `json:"damage_total,omitempty"` // before armor

	Damage *DamageReport `json:"damage,omitempty"`

	Rounds      int  `json:"rounds,omitempty"`     // ammunition spent
	AmmoLeft    int  `json:"ammo_left"`            // −1 when not tracked
	ActionsLeft int  `json:"actions_left"`         // of the attacker's two this turn
	CanCleave   bool `json:"can_cleave,omitempty"` // a free follow-up melee attack is available

	// A thrown weapon that missed lands Scatter metres away in Direction
	// (1..8: N, NE, E, SE, S, SW, W, NW).
	Scatter   int `json:"scatter,omitempty"`
	Direction int `json:"direction,omitempty"`

	Stray *AttackResult `json:"stray,omitempty"` // careless shot at the other fighter

	// RangeIgnored: a shot in a vehicle duel or chase was given a range,
	// which the seed does not count there («В рамках погони не учитывается
	// дистанция»); the commands layer says so.
	RangeIgnored bool `json:"range_ignored,omitempty"`

	Outcomes []string `json:"outcomes,omitempty"`

	// Backing arrays for Mods, Outcomes and DamageDice: one allocation for
	// the whole record in the common case.
	modBuf  [10]Mod
	outBuf  [8]string
	diceBuf [6]int
}

// attackPlan is validated input shared by every attack flavour.
type attackPlan struct {
	w       WeaponSpec
	cover   int
	light   int
	mode    string
	engaged string
	to      string
	extra   []Mod // suppressive fire −2, vehicle modifiers
	noAim   bool  // full auto: no aiming bonus
	noCover bool  // free suppressive attacks ignore cover
	noRange bool  // a vehicle duel or chase: no range steps
}

func (o *AttackOptions) plan(attacker *rules.Combatant) (attackPlan, error) {
	var p attackPlan
	if err := validMod(o.Modifier); err != nil {
		return p, err
	}
	if o.Range < 0 || o.Range > 100000 {
		return p, rules.Errorf("klondike.error.range", map[string]any{"Max": 100000})
	}
	if o.Aim < 0 || o.Aim > 10 {
		return p, rules.Errorf("klondike.error.aim", map[string]any{"Max": 10})
	}
	var err error
	if p.cover, err = parseCover(o.Cover); err != nil {
		return p, err
	}
	if p.light, err = parseLight(o.Light); err != nil {
		return p, err
	}
	if p.mode, err = ParseMode(o.Mode); err != nil {
		return p, err
	}
	if p.engaged, err = parseEngaged(o.Engaged); err != nil {
		return p, err
	}
	if p.to, err = parseTo(o.To); err != nil {
		return p, err
	}
	switch {
	case o.Weapon != "":
		if p.w, err = findWeapon(attacker, o.Weapon); err != nil {
			return p, err
		}
		if o.Damage != "" {
			if p.w.Damage, err = ParseDice(o.Damage); err != nil {
				return p, err
			}
		}
	case o.Damage != "":
		dmg, err := ParseDice(o.Damage)
		if err != nil {
			return p, err
		}
		kind := normName(o.Kind)
		switch kind {
		case "":
			kind = KindMelee
			if o.Range > 0 {
				kind = KindRanged
			}
		case KindMelee, KindRanged, KindThrown:
		default:
			return p, rules.Errorf("klondike.error.bad_kind", map[string]any{"Kind": o.Kind})
		}
		p.w = WeaponSpec{Name: "", Damage: dmg, Kind: kind, Range: o.Range, Sight: SightIron}
	default:
		return p, rules.Errorf("klondike.error.no_weapon", nil)
	}
	if o.Improvised {
		if p.mode != ModeSingle {
			// A blow with a gun's butt is one blow: no burst, no volley.
			return p, rules.Errorf("klondike.error.improvised_mode", nil)
		}
		p.w = ImprovisedBlow(p.w, o.Damage != "")
	}
	if p.mode != ModeSingle && p.w.Auto == 0 {
		name := p.w.Name
		if name == "" { // an ad-hoc weapon from damage dice
			name = o.Damage
		}
		return p, rules.Errorf("klondike.error.not_automatic", map[string]any{"Weapon": name})
	}
	if (o.Charge || o.Cleave) && p.w.Kind != KindMelee {
		return p, rules.Errorf("klondike.error.melee_only", nil)
	}
	if o.Duel != nil {
		if p.extra, err = duelMods(o.Duel, p.w); err != nil {
			return p, err
		}
		p.noRange = true
	}
	return p, nil
}

// duelMods is the attack modifier a crew's standing gives: "В зависимости
// от Преимущества над своей целью экипаж получает возможность атаковать.
// Проигравший экипаж может атаковать только из орудий на турели со
// штрафом -4." It holds for a shot at the target vehicle and at the people
// aboard it alike.
func duelMods(d *DuelStanding, w WeaponSpec) ([]Mod, error) {
	if d.HasAdvantage {
		return []Mod{{Reason: "klondike.mod.advantage", Value: AdvantageMod(d.Advantage)}}, nil
	}
	if d.OnFoot {
		// The same rule on foot: no turret to fire from.
		return nil, rules.Errorf("klondike.error.lost_on_foot", nil)
	}
	if !w.Turret {
		return nil, rules.Errorf("klondike.error.turret_only", nil)
	}
	return []Mod{{Reason: "klondike.mod.duel_loser", Value: LoserPenalty}}, nil
}

// canAct refuses attacks from combatants who cannot make them.
func canAct(s *State) error {
	switch {
	case s.Out():
		return s.outError()
	case s.Shock:
		return rules.Errorf("klondike.error.in_shock", nil)
	case s.Grappling != 0:
		return rules.Errorf("klondike.error.grappling", nil)
	}
	return nil
}

// spendAmmo takes rounds from the weapon's magazine if it is tracked.
func spendAmmo(s *State, w *WeaponSpec, rounds int) (int, error) {
	left, tracked := s.Ammo[w.Name]
	if !tracked && w.Name != "" && w.Stock() > 0 {
		// A weapon taken up after the state was made (a stock weapon an
		// NPC picks mid-fight, one added to the sheet later) starts full.
		if s.Ammo == nil {
			s.Ammo = map[string]int{}
		}
		left, tracked = w.Stock(), true
		s.Ammo[w.Name] = left
	}
	if !tracked || w.Name == "" {
		return -1, nil
	}
	if left < rounds && w.Kind == KindThrown {
		// "Если вам нужно метнуть гранату": the last one is gone.
		return left, rules.Errorf("klondike.error.none_left", map[string]any{"Weapon": w.Name, "WeaponOpt": rules.OptionValue(w.Name)})
	}
	if left < rounds {
		return left, rules.Errorf("klondike.error.no_ammo", map[string]any{"Weapon": w.Name, "WeaponOpt": rules.OptionValue(w.Name), "Left": left, "Need": rounds})
	}
	s.Ammo[w.Name] = left - rounds
	return left - rounds, nil
}

// Attack resolves /attack with a single shot, a burst or a melee blow
// against one target (full auto on one target delegates to FullAuto).
// Dice, in order: the check's 2d6; the −d6 for a target in melee (careful)
// and the −d6 for an improvised weapon; on a hit the damage dice, then the
// unconsciousness roll (2d6, d6) if STR or DEX reaches 0; on a thrown miss
// the scatter 2d6 and the direction d8; on a careless miss the stray attack.
func Attack(attacker, target *rules.Combatant, opts AttackOptions, d dice.Source) (*AttackResult, error) {
	if opts.Mode != "" {
		if m, err := ParseMode(opts.Mode); err == nil && m == ModeAuto {
			v, err := FullAuto(attacker, []*rules.Combatant{target}, opts, d)
			if err != nil {
				return nil, err
			}
			return v.Shots[0], nil
		}
	}
	as, ts, err := loadPair(attacker, target)
	if err != nil {
		return nil, err
	}
	if as.Out() {
		// Who cannot act is told so first, not asked for a weapon.
		return nil, as.outError()
	}
	p, err := opts.plan(attacker)
	if err != nil {
		return nil, err
	}
	if p.mode == ModeSuppress {
		return nil, rules.Errorf("klondike.error.use_suppress", nil)
	}
	if err := readyAttacker(attacker, as, &opts); err != nil {
		return nil, err
	}
	rounds := 1
	if p.mode == ModeBurst {
		rounds = 2 * p.w.Auto // "Тратится кол-во патронов, равное значению Авто x2."
	}
	switch p.w.Kind {
	case KindMelee:
		rounds = 0
	case KindThrown:
		rounds = thrownRounds(&p.w)
	}
	left, err := spendAmmo(as, &p.w, rounds)
	if err != nil {
		return nil, err
	}
	res := &AttackResult{}
	if err := resolveShot(attacker, as, target, ts, &opts, &p, d, res); err != nil {
		return nil, err
	}
	res.Rounds, res.AmmoLeft = rounds, left
	spendTurn(as, &opts)
	res.ActionsLeft = as.ActionsLeft
	switch {
	case opts.Charge:
		// «Цель может встретить тебя атакой»: the target may meet this
		// charge, once, this round.
		ts.ChargedBy = append(slices.Clone(ts.ChargedBy), attacker.ID)
	case opts.MeetCharge:
		if i := slices.Index(as.ChargedBy, target.ID); i >= 0 {
			as.ChargedBy = slices.Delete(slices.Clone(as.ChargedBy), i, i+1)
			if len(as.ChargedBy) == 0 {
				as.ChargedBy = nil
			}
		}
	}
	if !res.Hit && p.engaged == EngagedCareless && opts.Bystander != nil && opts.Bystander != target && opts.Bystander != attacker {
		bs, err := LoadState(opts.Bystander)
		if err != nil {
			return nil, err
		}
		stray := &AttackResult{}
		sopts := opts
		sopts.Engaged = ""
		sp := p
		sp.engaged = ""
		if err := resolveShot(attacker, as, opts.Bystander, bs, &sopts, &sp, d, stray); err != nil {
			return nil, err
		}
		stray.AmmoLeft = left
		res.Stray = stray
		if err := SaveState(opts.Bystander, bs); err != nil {
			return nil, err
		}
	}
	if err := savePair(attacker, as, target, ts); err != nil {
		return nil, err
	}
	return res, nil
}

func loadPair(attacker, target *rules.Combatant) (*State, *State, error) {
	if attacker == nil || target == nil {
		return nil, nil, rules.Errorf("klondike.error.no_target", nil)
	}
	if attacker == target || (attacker.ID != 0 && attacker.ID == target.ID) {
		return nil, nil, rules.Errorf("klondike.error.self", nil)
	}
	as, err := LoadState(attacker)
	if err != nil {
		return nil, nil, err
	}
	ts, err := LoadState(target)
	if err != nil {
		return nil, nil, err
	}
	if ts.Dead {
		return nil, nil, rules.Errorf("klondike.error.target_dead", map[string]any{"Name": target.Name})
	}
	return as, ts, nil
}

func savePair(a *rules.Combatant, as *State, t *rules.Combatant, ts *State) error {
	if err := SaveState(a, as); err != nil {
		return err
	}
	return SaveState(t, ts)
}

// readyAttacker checks that the attacker may attack now and spends the
// special permissions the options claim (overwatch, cleave).
func readyAttacker(attacker *rules.Combatant, as *State, o *AttackOptions) error {
	if err := canAct(as); err != nil {
		return err
	}
	if !o.Overwatch && !o.Cleave && !o.MeetCharge {
		if err := needAction(attacker, as); err != nil {
			return err
		}
	}
	if o.Overwatch && !as.Overwatch {
		return rules.Errorf("klondike.error.no_overwatch", nil)
	}
	if o.Cleave && (!as.CleaveReady || as.Cleaves <= 0) {
		return rules.Errorf("klondike.error.no_cleave", nil)
	}
	if o.Cleave {
		as.Cleaves--
		as.CleaveReady = false
	}
	return nil
}

// spendTurn takes an action for an attack made in the attacker's own turn.
func spendTurn(as *State, o *AttackOptions) {
	switch {
	case o.Overwatch:
		as.Overwatch = false
	case o.Cleave, o.MeetCharge:
	default:
		if as.ActionsLeft > 0 {
			as.ActionsLeft--
		}
	}
	as.Aim = 0
}

// resolveShot rolls one attack and, on a hit, its damage.
func resolveShot(attacker *rules.Combatant, as *State, target *rules.Combatant, ts *State, o *AttackOptions, p *attackPlan, d dice.Source, res *AttackResult) error {
	if err := rollShot(attacker, as, target, ts, o, p, d, res); err != nil {
		return err
	}
	if res.Hit {
		if res.Roll.Effect == 0 {
			res.Outcomes = addOutcome(res.Outcomes, OutGraze)
		}
		applyHit(attacker, as, target, ts, o, p, d, res)
	} else {
		scatter(p, res, d)
	}
	return nil
}

// rollShot rolls the attack check: modifiers, 2d6, the −d6s.
func rollShot(attacker *rules.Combatant, as *State, target *rules.Combatant, ts *State, o *AttackOptions, p *attackPlan, d dice.Source, res *AttackResult) error {
	res.Attacker, res.Target = attacker.ID, target.ID
	res.Weapon, res.Kind, res.Mode = p.w.Name, p.w.Kind, p.mode
	r := &res.Roll
	r.Mods, res.Outcomes = res.modBuf[:0], res.outBuf[:0]
	switch p.w.Kind {
	case KindMelee:
		r.setChar(attacker, as, STR)
		r.setSkill(attacker, SkillMelee)
	case KindThrown:
		r.setChar(attacker, as, DEX)
		r.setSkill(attacker, SkillAthletics)
	default:
		r.setChar(attacker, as, DEX)
		r.setSkill(attacker, SkillGunCombat)
	}
	r.personal(as)

	if p.w.Kind != KindMelee {
		wr := p.w.Range
		if p.noRange {
			// "В рамках погони не учитывается дистанция – модификаторы
			// Преимущества отражают … неподходящую дистанцию."
			res.RangeIgnored = o.Range > 0
		} else if p.w.Kind == KindThrown {
			// "Дальность полета снаряда может достигать СИЛх4, её можно
			// удвоить со штрафом -2 на бросок."
			wr = max(as.Str*4, 1)
			if o.Range > 2*wr {
				return rules.Errorf("klondike.error.out_of_range", map[string]any{"Max": 2 * wr})
			}
		}
		if !p.noRange {
			res.RangeSteps = rangeSteps(o.Range, wr)
			r.mod("klondike.mod.range", -2*res.RangeSteps)
		}

		if !p.noCover {
			cover, prone := coverMod(p.cover, o.Prone || ts.Prone)
			if cover+prone <= HiddenAt {
				return rules.Errorf("klondike.error.hidden", nil)
			}
			r.mod("klondike.mod.cover", cover)
			r.mod("klondike.mod.prone", prone)
		}
		r.mod("klondike.mod.light", p.light)
		if !p.noAim {
			aim := o.Aim
			if aim == 0 {
				aim = as.Aim
			}
			capAim := p.w.Sight
			if p.w.Kind == KindThrown {
				capAim = SightIron
			}
			r.mod("klondike.mod.aim", min(aim, capAim))
		}
	} else {
		if o.Charge {
			r.mod("klondike.mod.charge", 2)
		}
		if o.MeetCharge {
			if as.Overwatch {
				as.Overwatch = false
			} else {
				r.mod("klondike.mod.meet_charge", -2)
			}
		}
	}
	for _, m := range p.extra {
		r.mod(m.Reason, m.Value)
	}
	r.mod("klondike.mod.modifier", o.Modifier)

	r.Target = DefaultTarget
	r.Dice[0], r.Dice[1] = d.Roll(6), d.Roll(6)
	if p.engaged == EngagedCareful && p.w.Kind != KindMelee {
		res.EngagedDie = d.Roll(6)
		r.mod("klondike.mod.engaged", -res.EngagedDie)
	}
	if p.w.Improvised {
		res.ImprovisedDie = d.Roll(6)
		r.mod("klondike.mod.improvised", -res.ImprovisedDie)
	}
	r.total()
	res.Hit = r.Success
	res.Outcomes = effectOutcomes(res.Outcomes, r.Effect, r.Success)

	return nil
}

// scatter marks a miss; a thrown weapon lands 2d6+Effect metres away.
func scatter(p *attackPlan, res *AttackResult, d dice.Source) {
	res.Outcomes = addOutcome(res.Outcomes, OutMiss)
	if p.w.Kind == KindThrown {
		// "В случае промаха снаряд упадет на 2d6+Эффект метров от цели в
		// случайном направлении."
		s := d.Roll(6) + d.Roll(6) + res.Roll.Effect
		res.Scatter = max(s, 0)
		res.Direction = d.Roll(8)
	}
}

// applyHit rolls the damage of a hit and applies it to the target.
func applyHit(attacker *rules.Combatant, as *State, target *rules.Combatant, ts *State, o *AttackOptions, p *attackPlan, d dice.Source, res *AttackResult) {
	rollDamage(as, p, res, d)
	rep := &DamageReport{}
	hurt(target, ts, damageIn{before: res.DamageTotal, armor: armorOf(target).Protection, to: p.to, instantDeath: o.InstantDeath}, d, rep)
	res.Damage = rep
	if rep.After == 0 {
		res.Outcomes = addOutcome(res.Outcomes, OutArmorStops)
	}
	for _, oc := range rep.Outcomes {
		res.Outcomes = addOutcome(res.Outcomes, oc)
	}
	if p.w.Kind == KindMelee && ts.Out() && skillLevel(attacker, SkillMelee) >= 1 && as.Cleaves > 0 {
		// "Если персонаж с навыком Ближнего боя 1 и выше выводит врага из
		// строя атакой в ближнем бою, он может пройти до 2 метров и
		// атаковать еще одну цель, не тратя действия."
		as.CleaveReady = true
		res.CanCleave = true
	}
}

// rollDamage rolls the weapon's damage: dice + Effect (+ STR DM in melee and
// thrown, + Auto for a burst).
func rollDamage(as *State, p *attackPlan, res *AttackResult, d dice.Source) {
	faces, total := p.w.Damage.Roll(d, res.diceBuf[:0])
	res.DamageDice = faces
	res.DamageFlat = p.w.Damage.Mod
	res.EffectBonus = res.Roll.Effect
	total += res.Roll.Effect
	if p.w.Kind == KindMelee || p.w.Kind == KindThrown {
		res.StrDM = DM(as.Str)
		total += res.StrDM
	}
	if p.mode == ModeBurst {
		res.AutoBonus = p.w.Auto
		total += p.w.Auto
	}
	res.DamageTotal = max(total, 0)
}

// ImprovisedBlow is a weapon used as the seed's improvised object in melee:
// «Если вы атакуете не оружием, а какой-то неприспособленной для того
// вещью, будь то приклад автомата, рукоять пистолета … бросок получает
// штраф –d6», and «д6 для попавшегося под руку предмета». A gun or a
// grenade swung as a club is a Melee/STR blow for d6 (unless damage dice
// were given), with no range, sights, burst or ammunition; a melee weapon
// keeps its own damage and only takes the −d6.
func ImprovisedBlow(w WeaponSpec, keepDamage bool) WeaponSpec {
	w.Improvised = true
	if w.Kind == KindMelee {
		return w
	}
	if !keepDamage {
		w.Damage = Dice{N: 1, Sides: 6}
	}
	w.Kind, w.Range, w.Auto, w.Sight, w.Blast = KindMelee, 0, 0, SightIron, 0
	w.Magazine, w.AP, w.HasAP = 0, Dice{}, false
	return w
}

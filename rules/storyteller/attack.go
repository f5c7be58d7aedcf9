package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// AttackOptions mirror /attack's options.
type AttackOptions struct {
	Maneuver string    // table key or name; empty: punch, weapon strike or shot by the weapon
	Custom   *Maneuver // a channel's own maneuver (ValidateManeuver'd); overrides Maneuver
	Weapon   string    // a weapon on the attacker's sheet or a table row; empty: the sheet's first that fits
	Weapon2  string    // two weapons: the second gun (empty: the sheet's next firearm)

	Pool         int      // > 0 replaces attribute + ability
	Difficulty   int      // > 0 replaces the base difficulty (6, or the range's)
	Defense      string   // block, dodge, parry, "none"; empty: the target's declared defence; a strafe: the main target's
	Defenses     []string // strafing: each target's own, in order ("": its declared one); overrides Defense
	Cover        int      // the target's cover: 1 poor, 2 good, 3 excellent
	OwnCover     int      // the attacker's cover: counts one less («на единицу меньше»)
	Range        int      // metres to the target; 0: unstated (short range, or RangeBand)
	RangeBand    string   // when Range is 0: RangePointBlank, RangeShort or RangeLong
	Aim          int      // dice of aiming wanted, up to Perception; the aim maneuver takes all
	AimFull      bool     // aim:true — aim with all of Perception, as the aim maneuver does
	FastTarget   bool     // the target moves faster than a walk: no aiming
	Shots        int      // multiple shots this turn
	Actions      int      // actions declared for this turn (split.go); 0: none declared
	ActionsGiven bool     // the actions option was given: actions:0 is then a typo
	ShotsGiven   bool     // the shots option was given: shots:0 is then a typo, not "unset"
	Targets      int      // strafing: targets in the area (default 1)
	Modifier     int      // the GM's extra dice (negative: fewer)
	// DamageDice are the GM's dice added to this attack's damage pool
	// (each damage roll it makes): «Ведущий может увеличить эти значения,
	// если персонаж пытается выполнить удар ногой в голову», «добавить
	// дополнительные броски на повреждение».
	DamageDice    int
	DiffMod       int // the GM's difficulty change
	Opponents     int // opponents the attacker fights at once
	DefOpponents  int // opponents the defender fights at once
	BlindAttacker bool
	BlindTarget   bool
	Immobilized   string // "", "partial" (+2 dice), "full" (automatic success); a held target is partial
	Type          string // damage type override (a demon's claws)
	Specialty     bool
	SpecialtyRule SpecialtyRule
	Willpower     bool // spend a point for one automatic success on the (first) attack roll
	// InFight counts the shots and bursts fired this round against each
	// gun's rate (State.Fired): the commands layer sets it, every attack
	// there is within a fight; a bare rules call outside one counts nothing.
	InFight bool
	// Place is where the attack sits in the attacker's round, from the
	// fight's books (split.go); nil: the state's own count.
	Place *Place
	// Defended is where each target's defence sits in its round, by
	// combatant ID, from the fight's books: its roll is split as any other
	// action. A target not in it defends unsplit.
	Defended map[int]Place
	// ParryArmed is the GM's word (force:true) that a target whose sheet
	// lists no melee weapon holds one to parry with.
	ParryArmed bool
	// Waived are the combatants whose grip the GM set aside for this attack
	// (force:true): the attacker may attack though it holds or is held, a
	// target may defend though it is locked. «ни один из противников не
	// может выполнять другие действия» binds everyone else.
	Waived []int
}

// Shot is one attack roll and everything that followed it against one target.
type Shot struct {
	Target      int           `json:"target"`
	Weapon      string        `json:"weapon,omitempty"`
	Attack      TraitRoll     `json:"attack"`
	Automatic   bool          `json:"auto,omitempty"`  // no roll: a fully immobilised target, or a grapple tightened
	Share       int           `json:"share,omitempty"` // strafing: successes assigned to this target
	DefenseKind string        `json:"def_kind,omitempty"`
	Defense     *TraitRoll    `json:"def,omitempty"`
	Net         int           `json:"net"` // successes left after defence
	Hit         bool          `json:"hit"`
	Damage      *DamageResult `json:"dmg,omitempty"`
	Disarm      *DisarmResult `json:"disarm,omitempty"`
}

// DisarmResult: «Если полученный результат превышает значение Силы
// противника, считается, что оружие было выбито».
type DisarmResult struct {
	Roll     Roll `json:"roll"`
	Strength int  `json:"str"`
	Disarmed bool `json:"disarmed"`
}

// AttackResult is everything /attack's embed shows.
type AttackResult struct {
	Attacker int    `json:"attacker"`
	Target   int    `json:"target"`
	Maneuver string `json:"maneuver"`
	Weapon   string `json:"weapon,omitempty"`
	Weapon2  string `json:"weapon2,omitempty"`
	Shots    []Shot `json:"shots"`
	Shares   []int  `json:"shares,omitempty"` // strafing: successes per target in the area
	Bursts   int    `json:"bursts,omitempty"` // shots:N of three-round bursts: N (each a Shot)

	AmmoUsed  int  `json:"ammo_used,omitempty"`
	AmmoLeft  int  `json:"ammo_left,omitempty"`
	AmmoLeft2 int  `json:"ammo_left2,omitempty"`
	Tracked   bool `json:"tracked,omitempty"` // the weapon's rounds are counted

	Footing       []FootingResult `json:"footing,omitempty"` // knock-down rolls, target first
	Lock          string          `json:"lock,omitempty"`    // grapple or hold now binds the two
	DisarmFailed  bool            `json:"disarm_failed,omitempty"`
	OffBalance    bool            `json:"off_balance,omitempty"`
	WillpowerLeft int             `json:"wp_left,omitempty"`

	TargetLevel   string       `json:"level"`
	TargetPenalty int          `json:"penalty"`
	Outcomes      []string     `json:"outcomes"`
	Notes         []rules.Note `json:"notes,omitempty"`
}

// plan is a validated attack, ready to roll.
type plan struct {
	o        *AttackOptions
	m        Maneuver
	w, w2    *WeaponStats
	ast, tst *State
	base     int
	pool     []Mod
	diff     int
	dmods    []Mod
	shots    int
	ammo     int    // rounds spent from w
	key      string // where w's rounds are counted (gunKey)
	key2     string // where w2's are: its gunKey, or the pair's " #2"
	pair2    bool   // w2 is the second copy of w
	auto     bool
	defense  string
	defenses []string // strafing: per target, normalised (checkDefense)
	tighten  bool
	// rateOver: this attack fires a gun past its rate this round
	// (rateOver in rate.go), said in the reply, not refused.
	rateOver []rules.Note
	// aimCapped: aim dice asked past Perception («Единицы Восприятия
	// определяют, сколько кубиков можно добавить»), said in the reply.
	aimCapped []rules.Note
	// twoShots: shots:N asked of two weapons, which fire one shot each.
	twoShots []rules.Note
	// held2: the second gun was not fired, the first shot having killed
	// the target.
	held2 bool
}

// Attack resolves /attack: the attack roll, the defence roll, the damage
// roll, the soak roll, then knock-down rolls; each shot of a multiple attack
// in turn. attacker and target are updated in place.
func Attack(o AttackOptions, attacker, target *rules.Combatant, src dice.Source) (AttackResult, error) {
	if attacker == nil || target == nil {
		return AttackResult{}, rules.Errorf("storyteller.error.no_target", nil)
	}
	if attacker == target || attacker.ID == target.ID {
		return AttackResult{}, rules.Errorf("storyteller.error.self_target", nil)
	}
	p, err := planAttack(&o, attacker, target)
	if err != nil {
		return AttackResult{}, err
	}
	if len(o.Defenses) > 1 {
		return AttackResult{}, rules.Errorf("storyteller.error.defenses_count", map[string]any{"Count": len(o.Defenses), "Targets": 1})
	}
	res := AttackResult{Attacker: attacker.ID, Target: target.ID, Maneuver: p.m.Key}
	if p.w != nil {
		res.Weapon = p.w.Name
	}
	if p.w2 != nil {
		res.Weapon2 = p.w2.Name
	}
	switch {
	case p.m.Shots == FireStrafe:
		resolveStrafe(&res, p, attacker, []*rules.Combatant{target}, []*State{p.tst}, src)
	default:
		if p.m.Shots == FireBurst && p.shots > 1 {
			res.Bursts = p.shots
		}
		for i := range p.shots {
			w := p.w
			mods := p.dmods
			if p.m.Shots == FireTwo && i == 1 && p.tst.Dead {
				// The first gun killed the target: the second is not
				// fired at a corpse (it was rolled, and read «still
				// Dead»). Its dice are not drawn and its round stays in.
				p.held2 = true
				res.Notes = append(res.Notes, rules.Note{Key: "storyteller.note.second_shot_held", Args: map[string]any{
					"Name": attacker.Name, "Target": target.Name, "Weapon": res.Weapon2}})
				break
			}
			if p.m.Shots == FireTwo && i == 1 {
				w = p.w2
				mods = p.secondGunMods(mods)
				if !attacker.Sheet.Flags[FlagAmbidextrous] {
					mods = append(mods[:len(mods):len(mods)], Mod{ModOffHand, 1})
				}
			}
			res.Shots = append(res.Shots, resolveShot(p, i, w, mods, attacker, target, src))
		}
	}
	finishAttack(&res, p, attacker, target, src)
	if err := SaveState(attacker, p.ast); err != nil {
		return AttackResult{}, err
	}
	if err := SaveState(target, p.tst); err != nil {
		return AttackResult{}, err
	}
	return res, nil
}

// resolveShot rolls shot i (0-based) of the plan against target.
func resolveShot(p *plan, i int, w *WeaponStats, dmods []Mod, attacker, target *rules.Combatant, src dice.Source) Shot {
	s := Shot{Target: target.ID}
	if w != nil {
		s.Weapon = w.Name
	}
	s.Attack = p.attackRoll(i, dmods, src)
	if p.auto {
		s.Automatic, s.Attack.Roll.Successes = true, 1
	}
	s.Net = s.Attack.Roll.Successes
	if s.Net > 0 && !p.auto {
		s.DefenseKind, s.Defense = defend(p, p.defense, target, p.tst, 0, src)
		if s.Defense != nil {
			s.Net = max(s.Net-s.Defense.Roll.Successes, 0)
		}
	}
	s.Hit = s.Net > 0
	if !s.Hit {
		return s
	}
	str := stat(&attacker.Sheet, Strength)
	switch p.m.Damage {
	case DamageNone:
	case DamageDisarm:
		base := str
		if w != nil {
			base = w.DamagePool(str)
		}
		d := DisarmResult{Roll: rollDamage(src, base+s.Net-1), Strength: stat(&target.Sheet, Strength)}
		d.Disarmed = d.Roll.Successes > d.Strength
		if d.Disarmed {
			p.tst.Disarmed = true
			if p.tst.Defense == ManParry {
				p.tst.Defense = "" // the parry went with the weapon
			}
		}
		s.Disarm = &d
	default:
		base, t := str+p.m.Bonus, Bashing
		if p.m.Damage == DamageWeapon && w != nil {
			base, t = w.DamagePool(str), w.Type
		}
		if p.o.Type != "" {
			t, _ = ParseDamageType(p.o.Type) // validated in planAttack
		}
		extra := s.Net - 1
		if p.tighten {
			extra = 0 // «укрепив захват (бросок на Силу)»: Strength alone
		}
		d := dealDamage(src, target, p.tst, t, base, extra, p.o.DamageDice)
		s.Damage = &d
	}
	return s
}

// attackRoll rolls attack i: multiple actions lose the total number of
// actions from the first roll and one more die for each later one
// («Количество доступных бросков на первый выстрел уменьшается на общее
// количество выстрелов … Каждый последующий выстрел уменьшает количество
// доступных бросков на один кубик»). A reload earlier in the round is one
// of those actions, before the shots («По разрешению Ведущего
// персонаж может выполнить перезарядку вместе с другим действием
// (считается множественным действием)»): reload then shoot is two actions,
// the shot the second, −3. A declared split (actions:N, split.go) also
// counts the fighter's earlier attacks this round.
func (p *plan) attackRoll(i int, dmods []Mod, src dice.Source) TraitRoll {
	t := TraitRoll{Attribute: p.m.Attribute, Ability: p.ability(), Base: p.base, Given: p.o.Pool > 0, PoolMods: p.pool, DiffMods: dmods}
	if n := p.actionPenalty(i); n > 0 {
		t.PoolMods = append(t.PoolMods[:len(t.PoolMods):len(t.PoolMods)], Mod{ModShots, -n})
	}
	if p.auto {
		t.Roll = Roll{Pool: t.Base + sumMods(t.PoolMods), Difficulty: clampDifficulty(p.diff + sumMods(dmods)), NoRoll: true}
		return t
	}
	var spec *SpecialtyRule
	if p.o.Specialty && i == 0 {
		spec = &p.o.SpecialtyRule
	}
	t.Roll = rollAction(src, t.Base+sumMods(t.PoolMods), p.diff+sumMods(dmods), spec)
	if p.o.Willpower && i == 0 && !t.Roll.NoRoll {
		t.Roll.addWillpower()
		p.ast.WillpowerSpent++
	}
	return t
}

func (p *plan) ability() string {
	if p.m.ArmedAbil != "" && p.w != nil && !p.w.Firearm {
		return p.m.ArmedAbil
	}
	return p.m.Ability
}

// defend rolls the target's defence, if it has one it may use: block, dodge
// or parry subtract its successes («У»). kind is the one the attack's options
// name for this target; empty, the target's declared defence. A dizzied or
// incapacitated target cannot defend, nor either side of a grapple or hold
// («ни один из противников не может выполнять другие действия») unless the
// GM waived its grip. extra is added to the difficulty (strafing: +1). The
// roll is split by its place in the target's round (AttackOptions.Defended).
func defend(p *plan, kind string, target *rules.Combatant, tst *State, extra int, src dice.Source) (string, *TraitRoll) {
	m, ok := defenseOf(p, kind, target, tst)
	if !ok {
		return "", nil
	}
	var mods []Mod
	if n := min(max(p.o.DefOpponents-1, 0), maxOpponentMod); n > 0 {
		mods = append(mods, Mod{ModOpponents, n})
	}
	if p.o.BlindTarget {
		mods = append(mods, Mod{ModBlind, 2})
	}
	if extra > 0 {
		mods = append(mods, Mod{ModStrafed, extra})
	}
	var split []Mod
	if at, ok := p.o.Defended[target.ID]; ok {
		split = splitMods(tst, at)
	}
	t := traitRollSplit(src, target, tst, m.Attribute, m.Ability, BaseDifficulty, mods, split)
	tst.Acted = true
	return m.Key, &t
}

// defenseOf is the defence target takes against this attack, if it has one
// it may use (defend).
func defenseOf(p *plan, kind string, target *rules.Combatant, tst *State) (Maneuver, bool) {
	if kind == "" {
		kind = tst.Defense
	}
	if kind == "" || kind == "none" || !tst.CanAct() || (tst.Lock != nil && !p.waived(target.ID)) {
		return Maneuver{}, false
	}
	m, ok := FindManeuver(kind)
	if !ok || (p.m.Ranged && m.Key != ManDodge) {
		return Maneuver{}, false // only dodging helps against bullets
	}
	return m, true
}

// waived reports whether the GM set aside id's grip for this attack.
func (p *plan) waived(id int) bool {
	for _, w := range p.o.Waived {
		if w == id {
			return true
		}
	}
	return false
}

// finishAttack spends ammunition, sets up locks and knock-downs, and sums the
// outcomes.
func finishAttack(res *AttackResult, p *plan, attacker, target *rules.Combatant, src dice.Source) {
	p.ast.Acted = true
	res.Notes = append(res.Notes, p.splitNotes(attacker.Name)...)
	p.countActions()
	res.WillpowerLeft = WillpowerLeft(attacker, p.ast)
	if p.w != nil && p.w.Firearm {
		// Every gun fired is counted from then on, a table gun an NPC
		// picked up by name too: it starts with a full load.
		used := p.ammo
		if p.m.Shots == FireTwo {
			used = 1
		}
		res.Tracked, res.AmmoUsed = true, used
		res.AmmoLeft = roundsLeft(p.ast, p.w, p.key) - used
		p.ast.Ammo[p.key] = res.AmmoLeft
		switch {
		case p.w2 != nil && p.held2:
			res.AmmoLeft2 = roundsLeft(p.ast, p.w2, p.key2) // not fired: nothing spent
		case p.w2 != nil:
			res.AmmoLeft2 = roundsLeft(p.ast, p.w2, p.key2) - 1
			res.AmmoUsed++
			p.ast.Ammo[p.key2] = res.AmmoLeft2
		}
		p.countFired()
		res.Notes = append(res.Notes, p.rateOver...)
		res.Notes = append(res.Notes, p.aimCapped...)
		res.Notes = append(res.Notes, p.twoShots...)
		if p.m.Shots == FireStrafe {
			if n, far := strafeRangeNote(p.o); far {
				res.Notes = append(res.Notes, n)
			}
		}
	}
	hit := false
	for i := range res.Shots {
		s := &res.Shots[i]
		hit = hit || (s.Hit && s.Target == target.ID)
		switch {
		case s.Attack.Roll.Botch:
			res.Outcomes = addOutcome(res.Outcomes, OutcomeFumble)
		case !s.Hit:
			res.Outcomes = addOutcome(res.Outcomes, OutcomeMiss)
		default:
			// A blow that soak or a failed damage roll left harmless is
			// no critical, however many successes aimed it: its flavour
			// line («Three shots, one hole») would contradict "no damage".
			if s.Net >= criticalSuccesses && (s.Damage == nil || s.Damage.Levels > 0) {
				res.Outcomes = addOutcome(res.Outcomes, OutcomeCritical)
			}
			res.Outcomes = hitOutcome(res.Outcomes, s, target)
		}
	}
	if p.tighten {
		// The reply's "automatic success" is no attack roll at all:
		// «Нападающий может попытаться нанести дополнительные повреждения,
		// укрепив захват (бросок на Силу)». Said, so the table does not
		// look for a missing roll or a misread fully-immobilised target.
		res.Notes = append(res.Notes, rules.Note{Key: "storyteller.note.tighten", Args: map[string]any{"Name": attacker.Name, "Other": target.Name}})
	}
	if hit && p.m.Sustained && !p.tighten && !p.tst.Dead {
		kind := ManGrapple
		if p.m.Damage == DamageNone {
			kind = ManHold
		}
		lockTogether(kind, attacker, p.ast, target, p.tst)
		res.Lock = kind
	}
	if !hit && p.m.Damage == DamageDisarm {
		// «В случае неудачи ваш персонаж может либо выронить оружие, либо
		// подвергнуться ответному удару противника»: the GM's call.
		res.DisarmFailed = true
		res.Notes = append(res.Notes, rules.Note{Key: "storyteller.note.disarm_failed", Args: map[string]any{"Name": attacker.Name, "Value": rules.OptionValue(attacker.Name)}})
	}
	if hit && p.m.Knockdown {
		knockDown(res, p, attacker, target, src)
	}
	lv := p.tst.Level()
	res.TargetLevel, res.TargetPenalty = lv.Key, lv.Penalty
	if res.Outcomes == nil {
		res.Outcomes = []string{}
	}
}

func hitOutcome(out []string, s *Shot, target *rules.Combatant) []string {
	switch {
	case s.Disarm != nil && s.Disarm.Disarmed:
		// «Противник не получает повреждений»: no blood, a weapon gone.
		out = addOutcome(out, OutcomeDisarmed)
	case s.Disarm != nil:
		out = addOutcome(out, OutcomeGraze)
	case s.Damage == nil:
		out = addOutcome(out, OutcomeHit) // a hold
	case s.Damage.Levels > 0:
		out = addOutcome(out, OutcomeHit)
	default:
		// No level got through (soaked, or no damage success): the reply
		// says «повреждений нет», so the line must be a harmless blow's,
		// not a graze's drop of blood.
		out = addOutcome(out, OutcomeArmorStops)
	}
	if s.Damage != nil {
		for _, o := range s.Damage.Outcomes {
			out = addOutcome(out, o)
		}
	}
	return out
}

// knockDown: a sweep makes the target roll Dexterity + Athletics at 8 (a
// dizzied target too; only one that cannot move falls unrolled); a tackle
// makes both roll at 7, and the target is off balance next turn
// whatever it rolls («сложность всех его действий в следующем ходу
// повышается на 1»).
func knockDown(res *AttackResult, p *plan, attacker, target *rules.Combatant, src dice.Source) {
	diff := SweepDifficulty
	if p.m.Key == ManTackle {
		diff = TackleDifficulty
		p.tst.OffBalance = 2
		res.OffBalance = true
	}
	if p.tst.Dead {
		return
	}
	if !p.tst.OutOfFight() {
		// A dizzied target rolls too: the daze costs an action and bars
		// attack and defence («не может атаковать или защищаться»), and
		// the footing roll is neither — «Затем противник выполняет бросок
		// на Ловкость + Атлетизм … чтобы избежать падения».
		f := footing(src, target, p.tst, diff)
		res.Footing = append(res.Footing, f)
		if f.Down {
			res.Outcomes = addOutcome(res.Outcomes, OutcomeKnockdown)
		}
	} else {
		// Incapacitated or unconscious: «не может двигаться», down
		// without a roll.
		p.tst.Prone = true
		res.Outcomes = addOutcome(res.Outcomes, OutcomeKnockdown)
		// Said in the reply: with no footing roll to show, only the
		// tracker's "prone" would tell the table the target fell.
		res.Notes = append(res.Notes, rules.Note{Key: "storyteller.note.down_no_roll", Args: map[string]any{"Name": target.Name}})
	}
	if p.m.Key == ManTackle {
		res.Footing = append(res.Footing, footing(src, attacker, p.ast, diff))
	}
	lv := p.tst.Level()
	res.TargetLevel, res.TargetPenalty = lv.Key, lv.Penalty
}

// lockTogether binds the two fighters. A channel's own sustained maneuver is
// stored as the table kind it behaves like: a hold when it deals no damage,
// else a grapple (which the holder may tighten). A defence either had
// declared lapses: «ни один из противников не может выполнять другие
// действия» while the grip lasts.
func lockTogether(kind string, holder *rules.Combatant, hst *State, victim *rules.Combatant, vst *State) {
	hst.Defense, vst.Defense = "", ""
	pool := stat(&holder.Sheet, Strength) + stat(&holder.Sheet, Brawl)
	hst.Lock = &Lock{Maneuver: kind, Other: victim.ID, Holder: true, Pool: pool, Name: victim.Name}
	vst.Lock = &Lock{Maneuver: kind, Other: holder.ID, Pool: pool, Name: holder.Name}
}

// roundsLeft is the rounds tracked under key for w, a full load when it was
// never fired; it makes sure st.Ammo exists for the caller to write.
func roundsLeft(st *State, w *WeaponStats, key string) int {
	if st.Ammo == nil {
		st.Ammo = rules.Counts{}
	}
	if n, ok := st.Ammo[key]; ok {
		return n
	}
	return w.Capacity()
}

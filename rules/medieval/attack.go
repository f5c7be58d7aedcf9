package medieval

import (
	"strconv"
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// To-hit modifiers of the seed (RULES.md "Actions").
const (
	ChargeInitBonus    = 3  // «автоматически добавляет +3 к броску своей инициативы»
	ChargeToHit        = -3 // «получая штраф -3 к броску на попадание»
	ExtraActionToHit   = -3 // «накапливающимся штрафом -3 за каждое последующее действие»
	TwoWeaponsToHit    = -3 // «Атака двумя оружиями … штрафом -3»
	AimedLocationToHit = -4 // «нацелить свой удар в определенное место (и получить за это штраф -4)»
	AmbushToHit        = 5  // «Находящиеся в засаде получают преимущество +5»
	MaxAim             = 3  // «+1 … за каждый последовательный ход прицеливания, до 3 раундов»
	maxActions         = 10
	maxModifier        = 50
	maxDifficulty      = 100
	maxCover           = maxSP
)

// Range bands and their difficulties (RULES.md): point blank 10, close 15,
// medium 20, long 25, extreme 30.
var rangeBands = []struct {
	Key        string
	Difficulty int
	Words      []string
}{
	{"point_blank", 10, []string{"pointblank", "pb", "вупор", "упор"}},
	{"close", 15, []string{"close", "short", "близко", "близкая", "ближняя", "короткая"}},
	{"medium", 20, []string{"medium", "mid", "средняя", "средне"}},
	{"long", 25, []string{"long", "далеко", "дальняя", "длинная"}},
	{"extreme", 30, []string{"extreme", "max", "предельная", "экстремальная", "максимальная"}},
}

// ParseRange resolves a range band name to its key and difficulty.
func ParseRange(s string) (key string, difficulty int, err error) {
	w := normWord(s)
	for _, b := range rangeBands {
		if w == normWord(b.Key) {
			return b.Key, b.Difficulty, nil
		}
		for _, alias := range b.Words {
			if w == alias {
				return b.Key, b.Difficulty, nil
			}
		}
	}
	if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
		// A number is the difficulty, or metres the seed does not chart:
		// name the option that takes it (`difficulty:15`).
		return "", 0, userErr(ErrKeyRangeNumber, map[string]any{"Name": s, "N": n})
	}
	return "", 0, userErr(ErrKeyRange, map[string]any{"Name": s})
}

// AttackOptions mirror /attack's options.
type AttackOptions struct {
	Weapon     string // weapon name on the attacker's sheet, or a weapon notation ("2d6+1 melee blade")
	Damage     string // damage dice ("3d6+1") or a fixed amount ("30") overriding the weapon's; alone it is melee unless Range, Difficulty or Ranged say otherwise
	Skill      string // skill to hit with (any language); default: the weapon's
	Range      string // point_blank|close|medium|long|extreme, Russian too (ranged)
	Difficulty int    // a number the GM gives; overrides Range (ranged); 0 = not given
	Melee      bool   // melee:true — force an opposed melee attack
	Ranged     bool   // melee:false — force a ranged attack (vs Range or Difficulty)
	Aim        int    // aiming rounds to count, 0…3; 0 spends what the tracker counted
	Location   string // aimed location (−4 to hit, no location roll)
	AP         bool   // armor-piercing ammunition
	Blade      bool   // a blade (halves marked armor)
	Ambush     bool   // an ambush attack (+5 unless the victim spots it)
	Charge     bool   // charging this round (−3 to hit, no aiming)
	Actions    int    // which action of the round this is, as the user gives it (1 = the free one); 0: Number
	// Number is the fight's books' number for the attack when it starts a
	// new action (AttackContinues is false); 0 counts on from the state.
	Number int
	// Force: the GM sets aside the refusal of a charge declared after
	// acting or aiming this round (chargeLate).
	Force      bool
	TwoWeapons bool   // attacking with two weapons (−3)
	Cover      int    // SP of cover in front of the target
	Modifier   int    // the GM's situational modifier
	Hidden     string // locations the GM marks hidden (re-rolled), e.g. "legs"
	Defense    string // the defender's skill in melee; default its best of Melee, Fencing, Brawling (and Dodge after a declared dodge)
}

// Modifier is one to-hit modifier with the message key of its reason.
type Modifier struct {
	Key   string `json:"k"` // "medieval.mod.aim"
	Value int    `json:"v"`
}

// ToHit is the attacker's roll.
type ToHit struct {
	Dice       []int     `json:"dice"` // the d10 and its explosions
	Natural    int       `json:"natural"`
	REF        int       `json:"ref"`      // effective REF
	REFFrom    StatSteps `json:"ref_from"` // how REF came from the sheet's (armor EV, wounds)
	Skill      string    `json:"skill"`
	SkillValue int       `json:"skill_value"`
	// WeaponSkill is the weapon's own skill when the attack used Melee
	// instead (the attacker lacks it, or Melee is higher); "" otherwise.
	WeaponSkill string `json:"weapon_skill,omitempty"`
	// WeaponSkillValue is the attacker's level in WeaponSkill (0: none).
	WeaponSkillValue int        `json:"weapon_skill_value,omitempty"`
	Mods             []Modifier `json:"mods,omitempty"`
	Total            int        `json:"total"`
	Range            string     `json:"range,omitempty"`      // range band key, when given
	Difficulty       int        `json:"difficulty,omitempty"` // ranged: the number to reach
	Fumble           bool       `json:"fumble,omitempty"`
	Exploded         bool       `json:"exploded,omitempty"`
}

// Defense is the melee defender's opposed roll.
type Defense struct {
	Rolled     bool      `json:"rolled"` // false: ranged, a fumble, or a defender out of the fight
	Dice       []int     `json:"dice,omitempty"`
	REF        int       `json:"ref"`
	REFFrom    StatSteps `json:"ref_from"` // how REF came from the sheet's
	Skill      string    `json:"skill,omitempty"`
	SkillValue int       `json:"skill_value"`
	// Mods: the extra-action penalty of the declared dodge or parry the
	// roll answers.
	Mods     []Modifier `json:"mods,omitempty"`
	Total    int        `json:"total"`
	Helpless bool       `json:"helpless,omitempty"` // stunned, dying: no defence roll
	Why      string     `json:"why,omitempty"`      // DefenseBest, DefenseDodge or DefenseNamed
}

// Ambush is the ambush check: the victim's 1d10 + INT + Awareness must beat
// the ambusher's 1d10 + Stealth + INT, or the ambush gives +5. A Б) ambush
// (Busy: the victim's attention is elsewhere) rolls no check.
type Ambush struct {
	Set           bool `json:"set"`
	Busy          bool `json:"busy,omitempty"`
	AmbusherDie   int  `json:"ambusher_die"`
	AmbusherTotal int  `json:"ambusher_total"`
	VictimDie     int  `json:"victim_die"`
	VictimTotal   int  `json:"victim_total"`
	Spotted       bool `json:"spotted"`
	// AmbusherINT, VictimINT: the INT each added, from the sheet's (wounds).
	AmbusherINT StatSteps `json:"ambusher_int"`
	VictimINT   StatSteps `json:"victim_int"`
}

// AttackResult is one resolved /attack.
type AttackResult struct {
	Attacker int          `json:"attacker"`
	Target   int          `json:"target"`
	Weapon   WeaponSpec   `json:"weapon"`
	Melee    bool         `json:"melee"`
	Action   int          `json:"action"`         // which action of the round this was
	Shot     int          `json:"shot,omitempty"` // which attack of that action (1…the weapon's ROF)
	Pair     bool         `json:"pair,omitempty"` // that action is an attack with two weapons
	Ambush   Ambush       `json:"ambush"`
	ToHit    ToHit        `json:"to_hit"`
	Defense  Defense      `json:"defense"`
	Hit      bool         `json:"hit"`
	Damage   DamageResult `json:"damage"` // zero when missed
	Outcomes []string     `json:"outcomes"`
	// AimLost: the aiming bonus banked from earlier rounds that a charge
	// declared with this attack took away («не имеешь права … получать
	// преимущества от прицеливания»).
	AimLost int `json:"aim_lost,omitempty"`

	hitBuf [4]int
	defBuf [4]int
	dmBuf  [1]Modifier
	modBuf [8]Modifier
	outBuf [8]string
}

// Attack resolves one attack of attacker on target, drawing dice in this
// order: the ambush check (ambusher, then victim), to hit (with its
// explosions), the defender's roll (melee), location (with re-rolls), damage
// dice, the stun save, the Hollywood d6, a death save. Both combatants' states
// are updated in place. A user error leaves both untouched and draws no dice.
func Attack(o AttackOptions, attacker, target *rules.Combatant, d dice.Source) (*AttackResult, error) {
	r := new(AttackResult)
	if err := attackInto(r, o, attacker, target, d); err != nil {
		return nil, err
	}
	return r, nil
}

func attackInto(r *AttackResult, o AttackOptions, attacker, target *rules.Combatant, d dice.Source) error {
	if attacker == target || (attacker.ID != 0 && attacker.ID == target.ID) {
		return userErr(ErrKeySelf, nil)
	}
	ast, err := LoadState(attacker)
	if err != nil {
		return err
	}
	tst, err := LoadState(target)
	if err != nil {
		return err
	}
	if ast.Out() {
		return downErr(attacker.Name, ast)
	}
	if tst.Dead {
		return userErr(ErrKeyTargetDead, map[string]any{"Name": target.Name})
	}
	plan, err := planAttack(o, attacker, ast, tst)
	if err != nil {
		return err
	}
	r.Attacker, r.Target = attacker.ID, target.ID
	r.Weapon, r.Melee, r.Action, r.Shot, r.Pair = plan.weapon, plan.melee, plan.action, plan.shot, plan.pair
	r.AimLost = plan.aimLost
	r.Outcomes = r.outBuf[:0]

	mods := r.modBuf[:0]
	mods = appendMods(mods, o, plan)

	// A declared ambush on another victim is not this attack's; the
	// attack still springs it (below): the ambusher is seen.
	declared := ast.Ambush && (ast.AmbushOn == 0 || ast.AmbushOn == target.ID)
	plan.ambush = o.Ambush || declared
	// Ambush: «Жертва засады должна совершить бросок Осведомлённости с большим
	// значением, чем сумма твоего навыка Скрытность + Интеллект + 1D10».
	// The seed's Б) — «Внимание противника сосредоточено на другой
	// ситуации» — has no such roll: +5.
	if plan.ambush && declared && ast.AmbushBusy {
		r.Ambush.Set, r.Ambush.Busy = true, true
		mods = append(mods, Modifier{"medieval.mod.ambush", AmbushToHit})
	} else if plan.ambush {
		a := &r.Ambush
		a.Set = true
		a.AmbusherDie = d.Roll(10)
		a.AmbusherINT = EffectiveSteps(&attacker.Sheet, ast, INT)
		a.AmbusherTotal = a.AmbusherDie + stat(&attacker.Sheet, SkillStealth) + a.AmbusherINT.Value
		a.VictimDie = d.Roll(10)
		a.VictimINT = EffectiveSteps(&target.Sheet, tst, INT)
		a.VictimTotal = a.VictimDie + a.VictimINT.Value + stat(&target.Sheet, SkillAwareness)
		a.Spotted = a.VictimTotal > a.AmbusherTotal
		if !a.Spotted {
			mods = append(mods, Modifier{"medieval.mod.ambush", AmbushToHit})
		}
	}
	// «Засада может быть использована только для одной атаки»
	ast.Ambush, ast.AmbushBusy, ast.AmbushOn = false, false, 0
	ast.Acted = true
	if o.Charge {
		// The charge is declared for the round («в начале раунда»): its −3
		// and no aiming last the round, as /combat charge's do.
		ast.Charge = true
	}

	th := &r.ToHit
	th.Mods = mods
	th.REFFrom = EffectiveSteps(&attacker.Sheet, ast, REF)
	th.REF = th.REFFrom.Value
	th.Skill, th.SkillValue = plan.skill, stat(&attacker.Sheet, plan.skill)
	if plan.meleeInstead {
		th.WeaponSkill = plan.weapon.Skill
		th.WeaponSkillValue = stat(&attacker.Sheet, plan.weapon.Skill)
	}
	th.Range, th.Difficulty = plan.rangeKey, plan.difficulty
	var roll int
	roll, th.Dice = ExplodingD10(d, r.hitBuf[:0])
	th.Natural = th.Dice[0]
	th.Exploded = len(th.Dice) > 1
	th.Total = roll + th.REF + th.SkillValue
	for _, m := range mods {
		th.Total += m.Value
	}
	ast.Aim = 0 // aiming is spent on the attack
	ast.Actions = plan.action
	ast.Shots, ast.Pair = plan.shot, plan.pair
	ast.AtkOpen = false

	switch {
	case th.Natural == 1:
		// «a natural 1 is a fumble (automatic miss)».
		th.Fumble = true
		r.Outcomes = append(r.Outcomes, OutFumble, OutMiss)
	case plan.melee:
		r.Hit = r.defend(th.Total, target, tst, plan.defense, d)
	default:
		r.Hit = th.Total >= th.Difficulty
	}
	if r.Hit {
		if th.Exploded {
			r.Outcomes = append(r.Outcomes, OutCritical)
		}
		dr := &r.Damage
		if plan.aimed {
			dr.Location, dr.Aimed = plan.location, true
		} else {
			dr.rollLocation(plan.hidden|tst.Lost, d)
		}
		dr.rollDamage(plan.weapon.Damage, d)
		parry := 0
		if plan.melee {
			parry = tst.Parry
		}
		dr.apply(hit{raw: dr.Rolled, ap: plan.weapon.AP, blade: plan.weapon.Blade, parry: parry, cover: o.Cover}, &target.Sheet, tst, d)
		r.Outcomes = append(r.Outcomes, dr.Outcomes...)
	} else if !th.Fumble {
		r.Outcomes = append(r.Outcomes, OutMiss)
	}
	if err := SaveState(attacker, ast); err != nil {
		return err
	}
	return SaveState(target, tst)
}

// defend rolls the melee defender's 1d10 + REF + defence skill; ties go to
// the defender. Choice: a defender who cannot act (stunned, dying) rolls no
// defence and any roll but a fumble hits.
func (r *AttackResult) defend(attack int, target *rules.Combatant, tst *State, override string, d dice.Source) bool {
	df := &r.Defense
	if tst.Out() {
		df.Helpless = true
		return true
	}
	df.Skill, df.SkillValue, df.Why = bestDefense(&target.Sheet, tst.Dodge)
	if override != "" {
		df.Skill, df.SkillValue, df.Why = override, stat(&target.Sheet, override), DefenseNamed
	}
	df.Rolled = true
	df.REFFrom = EffectiveSteps(&target.Sheet, tst, REF)
	df.REF = df.REFFrom.Value
	var roll int
	roll, df.Dice = ExplodingD10(d, r.defBuf[:0])
	df.Total = roll + df.REF + df.SkillValue
	// «накапливающимся штрафом -3 за каждое последующее действие»: a roll
	// that answers a dodge or parry declared as a later action of the
	// defender's turn carries that action's penalty. Choice: the dodge's
	// when the roll is the dodge's, else the parry's when one was declared;
	// an undeclared defence is no action and carries none.
	pen := 0
	switch {
	case df.Why == DefenseDodge:
		pen = tst.DodgePen
	case tst.Parry > 0:
		pen = tst.ParryPen
	}
	if pen != 0 {
		df.Mods = append(r.dmBuf[:0], Modifier{"medieval.mod.extra_actions", pen})
		df.Total += pen
	}
	return attack > df.Total
}

// Why the melee defender rolled the skill it did (Defense.Why).
const (
	DefenseBest  = "best"  // its best melee skill: Melee, Fencing or Brawling
	DefenseDodge = "dodge" // Dodge, after a declared dodge
	DefenseNamed = "named" // the skill the attack's defense option names
)

// defenseSkills are the skills a melee defender may oppose a blow with
// (RULES.md: «1d10 + REF + dodge/melee skill»): the melee weapon skills, and
// Dodge only after a declared dodge (the seed: «Уклонение … Только против
// атак Ближнего боя» is an action of its own).
var defenseSkills = []string{SkillMelee, SkillFencing, SkillBrawling}

// bestDefense is the defender's highest melee defence skill. Choice: a
// declared dodge adds Dodge to the candidates and wins ties, so declaring it
// never makes the defence worse; otherwise ties keep the listed order.
func bestDefense(sh *rules.Sheet, dodge bool) (skill string, value int, why string) {
	skill, value, why = SkillMelee, stat(sh, SkillMelee), DefenseBest
	if dodge {
		skill, value, why = SkillDodge, stat(sh, SkillDodge), DefenseDodge
	}
	for _, k := range defenseSkills {
		if v := stat(sh, k); v > value {
			skill, value, why = k, v, DefenseBest
		}
	}
	return skill, value, why
}

// attackPlan is the validated options: everything decided before a die rolls.
type attackPlan struct {
	weapon     WeaponSpec
	melee      bool
	skill      string
	rangeKey   string
	difficulty int
	aim        int
	aimed      bool
	location   Location
	hidden     LocSet
	ambush     bool
	charge     bool
	action     int
	defense    string // canonical defence skill override, or ""
	shot       int    // which attack of the action this is (1…ROF)
	pair       bool   // the action is an attack with two weapons (State.Pair)
	// continued: the attack is part of an action already counted (a
	// further shot within ROF, the other weapon's blow, the attack declared
	// with /combat action), not a new one.
	continued bool
	aimLost   int // a banked aim the charge takes away
	// meleeInstead: the blow uses Melee, not the weapon's own skill.
	meleeInstead bool
}

func planAttack(o AttackOptions, attacker *rules.Combatant, ast, tst *State) (attackPlan, error) {
	var p attackPlan
	for _, c := range []struct {
		name      string
		v, lo, hi int
	}{
		{"aim", o.Aim, 0, MaxAim},
		{"actions", o.Actions, 0, maxActions},
		{"cover", o.Cover, 0, maxCover},
		{"modifier", o.Modifier, -maxModifier, maxModifier},
		{"difficulty", o.Difficulty, 0, maxDifficulty},
	} {
		if err := checkRange(c.name, c.v, c.lo, c.hi); err != nil {
			return p, err
		}
	}
	switch {
	case strings.TrimSpace(o.Weapon) != "":
		w, err := findWeapon(&attacker.Sheet, o.Weapon)
		if err != nil {
			return p, err
		}
		p.weapon = w
	case strings.TrimSpace(o.Damage) != "":
		// Damage replaces the weapon; range or difficulty (or
		// melee:false) make it a shot, melee:true or neither a blow.
		melee := o.Melee || (!o.Ranged && strings.TrimSpace(o.Range) == "" && o.Difficulty == 0)
		p.weapon = WeaponSpec{Melee: melee, ROF: 1, Skill: SkillMelee}
		if !melee {
			p.weapon.Skill = SkillArchery
		}
	default:
		name, err := DefaultWeapon(&attacker.Sheet)
		if err != nil {
			return p, err
		}
		w, err := findWeapon(&attacker.Sheet, name)
		if err != nil {
			return p, err
		}
		p.weapon = w
	}
	if strings.TrimSpace(o.Damage) != "" {
		dmg, err := ParseDamage(o.Damage)
		if err != nil {
			return p, err
		}
		p.weapon.Damage = dmg
	}
	p.weapon.AP = p.weapon.AP || o.AP
	p.weapon.Blade = p.weapon.Blade || o.Blade
	// melee is the switch both ways (melee:false throws a melee weapon).
	p.melee = (p.weapon.Melee || o.Melee) && !(o.Ranged && !o.Melee)
	p.skill = p.weapon.Skill
	if strings.TrimSpace(o.Skill) != "" {
		key, err := lookupSkill(o.Skill)
		if err != nil {
			return p, err
		}
		p.skill = key
	} else if p.melee && stat(&attacker.Sheet, SkillMelee) > stat(&attacker.Sheet, p.skill) {
		// The seed knows one skill for a blow: «совершение атаки ближнего
		// боя» (Melee). Choice: a weapon's own skill (a sword's Fencing)
		// is used when the attacker has it at least as high; otherwise the
		// blow is struck with Melee — no fencer is needed to swing a sword.
		p.skill, p.meleeInstead = SkillMelee, true
	} else if !p.melee && p.weapon.Melee {
		// Choice: a melee weapon thrown (melee:false) is aimed with
		// Throwing («Метание»), as the ready Throwing knife is; the
		// weapon's own skill (a dagger's Melee) is for the blow.
		p.skill = SkillThrowing
	}
	if p.melee {
		if o.Range != "" || o.Difficulty != 0 {
			return p, userErr(ErrKeyRangeInMelee, nil)
		}
	} else {
		switch {
		case o.Difficulty > 0:
			p.difficulty = o.Difficulty
			if o.Range != "" {
				p.rangeKey, _, _ = ParseRange(o.Range)
			}
		case o.Range != "":
			key, diff, err := ParseRange(o.Range)
			if err != nil {
				return p, err
			}
			p.rangeKey, p.difficulty = key, diff
		default:
			return p, userErr(ErrKeyNoRange, nil)
		}
	}
	p.charge = o.Charge || ast.Charge
	if o.Charge && !ast.Charge && !o.Force {
		// «Объявляя о вваливании в начале раунда»: not after acting; the
		// same refusal as /combat charge's.
		if err := chargeLate(attacker.Name, ast); err != nil {
			return p, err
		}
	}
	p.aim = min(ast.Aim, MaxAim)
	if o.Aim > 0 {
		p.aim = o.Aim
	}
	if p.charge {
		// «Ты также не имеешь права как либо прицеливаться».
		if o.Aim > 0 {
			return p, userErr(ErrKeyChargeAim, nil)
		}
		// «… и получать преимущества от прицеливания»: a banked aim is lost,
		// and the reply says so.
		p.aim, p.aimLost = 0, min(ast.Aim, MaxAim)
	}
	if strings.TrimSpace(o.Location) != "" {
		l, err := ParseLocation(o.Location)
		if err != nil {
			return p, err
		}
		if tst.Lost.Has(l) {
			return p, userErr(ErrKeyLimbGone, map[string]any{"Location": l.Key()})
		}
		p.aimed, p.location = true, l
	}
	if strings.TrimSpace(o.Hidden) != "" {
		h, err := ParseLocations(o.Hidden)
		if err != nil {
			return p, err
		}
		p.hidden = h
	}
	if (p.hidden|tst.Lost) == allLocations && !p.aimed {
		return p, userErr(ErrKeyAllHidden, nil)
	}
	if strings.TrimSpace(o.Defense) != "" {
		key, err := lookupSkill(o.Defense)
		if err != nil {
			return p, err
		}
		p.defense = key
	}
	p.ambush = o.Ambush || ast.Ambush
	// «Атака с максимальной скорострельностью твоего оружия (ROF)» is one
	// action: further attacks continue it until ROF attacks were made (the
	// state's count does not know which weapon fired before — the GM names
	// the action explicitly to override).
	// «Атака двумя оружиями может быть совершена со штрафом -3 к броску на
	// Попадание, для обоих используемых оружий»: one attack action with both
	// weapons, so a two-weapon blow after a two-weapon blow of the same action
	// continues it (one attack per weapon, each up to its ROF) instead of
	// costing a further −3 action.
	rof := p.weapon.ROF
	if o.TwoWeapons && ast.Pair {
		rof = 2 * max(1, rof)
	}
	switch {
	case o.Actions > 0:
		p.action, p.shot, p.pair = o.Actions, 1, o.TwoWeapons
		if o.Actions == ast.Actions && ast.Shots > 0 {
			p.shot, p.pair, p.continued = ast.Shots+1, ast.Pair, true
		}
	case ast.Shots > 0 && ast.Shots < rof:
		p.action, p.shot, p.pair, p.continued = max(1, ast.Actions), ast.Shots+1, ast.Pair, true
	case ast.AtkOpen:
		// The attack action taken with /combat action: this is its first
		// attack, not a further action.
		p.action, p.shot, p.pair, p.continued = max(1, ast.Actions), 1, o.TwoWeapons, true
	default:
		p.action, p.shot, p.pair = actionNumber(o.Number, ast), 1, o.TwoWeapons
	}
	return p, nil
}

// AttackContinues reports whether attacker's attack with o is part of an
// action already counted — a further shot within the weapon's ROF («Атака
// с максимальной скорострельностью твоего оружия (ROF)»), the other
// weapon's blow of an attack with two weapons, the attack declared with
// /combat action — rather than a new action the fight's books must count.
// Options the attack would refuse read as a new action (the attack then
// refuses them).
func AttackContinues(o AttackOptions, attacker *rules.Combatant) bool {
	ast, err := LoadState(attacker)
	if err != nil {
		return false
	}
	p, err := planAttack(o, attacker, ast, &State{})
	return err == nil && p.continued
}

// appendMods lists the to-hit modifiers known before the dice (the ambush
// bonus is added after its check).
func appendMods(mods []Modifier, o AttackOptions, p attackPlan) []Modifier {
	if p.aim > 0 {
		mods = append(mods, Modifier{"medieval.mod.aim", p.aim})
	}
	if p.aimed {
		mods = append(mods, Modifier{"medieval.mod.aimed_location", AimedLocationToHit})
	}
	if p.charge {
		mods = append(mods, Modifier{"medieval.mod.charge", ChargeToHit})
	}
	if o.TwoWeapons {
		mods = append(mods, Modifier{"medieval.mod.two_weapons", TwoWeaponsToHit})
	}
	if pen := ActionPenalty(p.action); pen != 0 {
		mods = append(mods, Modifier{"medieval.mod.extra_actions", pen})
	}
	if o.Modifier != 0 {
		mods = append(mods, Modifier{"medieval.mod.situation", o.Modifier})
	}
	return mods
}

// DefaultWeapon is the weapon an attack without weapon or damage uses: the
// sheet's only weapon. With none, the attack needs a weapon or damage; with
// several, the refusal lists them (the GM or player names one).
func DefaultWeapon(sh *rules.Sheet) (string, error) {
	switch len(sh.Weapons) {
	case 0:
		return "", userErr(ErrKeyNoWeapon, nil)
	case 1:
		return sh.Weapons[0].Name, nil
	}
	names := make([]string, len(sh.Weapons))
	for i, w := range sh.Weapons {
		names[i] = w.Name
	}
	return "", userErr(ErrKeyWeaponChoice, map[string]any{"List": strings.Join(names, ", ")})
}

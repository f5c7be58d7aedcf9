package storyteller

import (
	"strings"

	"fray/rules"
)

// Option bounds for /attack: values beyond them are typos or abuse.
const (
	maxCover     = 3
	maxTargets   = 30
	maxModifier  = 20
	maxDiffMod   = 8
	maxOpponents = 100
	maxDiffInput = 20
)

// Ranged difficulties: «Атаки на короткой дистанции имеют сложность 6 …
// между короткой и максимальной … 8 … Сложность выстрела в упор составляет 4»,
// point blank being «на расстоянии двух метров».
const (
	PointBlankMetres     = 2
	PointBlankDifficulty = 4
	LongRangeDifficulty  = 8
	// Immobilised targets: «запас бросков на атаку увеличивается на два кубика».
	immobilizedDice = 2
	// Blindness: «вы получаете два дополнительных кубика … слепой персонаж
	// получает штраф +2 к сложности».
	blindBonus = 2
	// Multiple opponents: «+1 за каждого дополнительного противника … Максимальное
	// значение модификатора составляет +4».
	maxOpponentMod = 4
	burstRounds    = 3
)

// Range bands, for a distance given as a word instead of metres.
const (
	RangePointBlank = "point_blank" // «в упор»: difficulty 4
	RangeShort      = "short"       // «короткая дистанция»: difficulty 6
	RangeLong       = "long"        // up to twice short: difficulty 8
)

func optionRange(name string, v, lo, hi int) error {
	if v < lo || v > hi {
		return rules.Errorf("storyteller.error.option_range", map[string]any{"Option": name, "Min": lo, "Max": hi})
	}
	return nil
}

func checkBounds(o *AttackOptions) error {
	for _, b := range []struct {
		name      string
		v, lo, hi int
	}{
		{"pool", o.Pool, 0, MaxPool},
		{"difficulty", o.Difficulty, 0, maxDiffInput},
		{"cover", o.Cover, 0, maxCover},
		{"own_cover", o.OwnCover, 0, maxCover},
		{"range", o.Range, 0, maxRange * 2},
		{"aim", o.Aim, 0, maxDots},
		// Below 1 is refused once the weapon is known, with its own
		// range (planFire); unset is 0.
		{"shots", max(o.Shots, 0), 0, maxRate},
		{"targets", o.Targets, 0, maxTargets},
		{"modifier", o.Modifier, -maxModifier, maxModifier},
		{"damage_dice", o.DamageDice, 0, maxModifier},
		{"diff_mod", o.DiffMod, -maxDiffMod, maxDiffMod},
		{"opponents", o.Opponents, 0, maxOpponents},
		{"def_opponents", o.DefOpponents, 0, maxOpponents},
	} {
		if err := optionRange(b.name, b.v, b.lo, b.hi); err != nil {
			return err
		}
	}
	if o.Type != "" {
		if _, err := ParseDamageType(o.Type); err != nil {
			return err
		}
	}
	switch o.RangeBand {
	case "", RangePointBlank, RangeShort, RangeLong:
	default:
		return rules.Errorf("storyteller.error.range_band", map[string]any{"Value": o.RangeBand})
	}
	switch o.Immobilized {
	case "", "none", "partial", "full":
	default:
		return rules.Errorf("storyteller.error.immobilized", map[string]any{"Value": o.Immobilized})
	}
	if o.SpecialtyRule != SpecialtyReroll && o.SpecialtyRule != SpecialtyDouble {
		return rules.Errorf("storyteller.error.specialty_rule", nil)
	}
	return nil
}

// planAttack validates everything before a die is rolled, so a refused
// attack changes nothing.
func planAttack(o *AttackOptions, attacker, target *rules.Combatant) (*plan, error) {
	if err := checkBounds(o); err != nil {
		return nil, err
	}
	if err := checkActions(o); err != nil {
		return nil, err
	}
	ast, err := LoadState(attacker)
	if err != nil {
		return nil, err
	}
	tst, err := LoadState(target)
	if err != nil {
		return nil, err
	}
	if !ast.CanAct() {
		return nil, cannotAct(attacker, ast)
	}
	if tst.Dead {
		return nil, rules.Errorf("storyteller.error.target_dead", map[string]any{"Name": target.Name})
	}
	p := &plan{o: o, ast: ast, tst: tst, shots: 1, ammo: 1}
	if err := p.pickManeuver(attacker); err != nil {
		return nil, err
	}
	if p.m.Damage == DamageDisarm && tst.Disarmed {
		// «выбить оружие из рук противника»: a disarmed target has none
		// in hand to knock away.
		return nil, rules.Errorf("storyteller.error.target_disarmed", map[string]any{"Name": target.Name})
	}
	if err := p.checkLock(attacker, target); err != nil {
		return nil, err
	}
	if o.DamageDice > 0 && (p.m.Damage == DamageNone || p.m.Damage == DamageDisarm || p.tighten) {
		// The GM's dice join a damage roll («добавить дополнительные броски
		// на повреждение»): a hold deals none, a disarm's roll is against
		// Strength, not the target, and a tightened grip is Strength alone.
		return nil, rules.Errorf("storyteller.error.damage_dice_no_damage", map[string]any{"Maneuver": p.m.Key})
	}
	if err := p.checkDefense(); err != nil {
		return nil, err
	}
	if p.defense == ManParry {
		// «Парировать удар: Ловкость + Фехтование»: a parry is made with a
		// weapon the target must hold.
		if err := canParry(target, tst, o.ParryArmed); err != nil {
			return nil, err
		}
	}
	if p.m.Ranged {
		if err := p.planFire(attacker); err != nil {
			return nil, err
		}
	} else if o.Shots > 1 {
		return nil, rules.Errorf("storyteller.error.shots_melee", nil)
	} else if shotsBelowOne(o) {
		return nil, rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "shots", "Min": 1, "Max": 1})
	} else if o.Aim > 0 || o.AimFull {
		return nil, rules.Errorf("storyteller.error.aim_melee", nil)
	}
	if o.Willpower && WillpowerLeft(attacker, ast) < 1 {
		return nil, noWillpowerError(attacker)
	}
	if err := p.buildPool(attacker); err != nil {
		return nil, err
	}
	p.buildDifficulty()
	return p, nil
}

// pickManeuver settles the maneuver and the weapon(s).
func (p *plan) pickManeuver(attacker *rules.Combatant) error {
	o := p.o
	var err error
	if o.Weapon != "" {
		if p.w, err = findWeapon(attacker, o.Weapon); err != nil {
			return err
		}
	} else if o.Maneuver == "" && o.Custom == nil {
		// Neither named: the sheet's first weapon of any kind, else fists.
		p.w = sheetWeapon(attacker)
	}
	switch {
	case o.Custom != nil:
		p.m = *o.Custom
	case o.Maneuver != "":
		m, ok := FindManeuver(o.Maneuver)
		if !ok {
			return rules.Errorf("storyteller.error.maneuver_unknown", map[string]any{"Name": o.Maneuver})
		}
		p.m = m
	case p.w != nil && p.w.Firearm:
		p.m, _ = FindManeuver(ManShot)
	case p.w != nil:
		p.m, _ = FindManeuver(ManStrike)
	default:
		p.m, _ = FindManeuver(ManPunch)
	}
	if p.m.Defense {
		return rules.Errorf("storyteller.error.defense_maneuver", map[string]any{"Name": p.m.Key})
	}
	if p.m.Ranged && p.m.Shots == FireSingle && o.Shots > 1 {
		p.m, _ = FindManeuver(ManMulti)
	}
	if o.Weapon2 != "" && p.m.Shots != FireTwo {
		// A second gun named is «Стрельба из двух стволов»: a plain shot
		// becomes that maneuver (as shots:3 makes a plain shot multiple
		// shots); any other maneuver fires one weapon, so the second gun is
		// refused rather than silently left in the holster.
		if o.Custom != nil || !p.m.Ranged || p.m.Shots != FireSingle {
			return rules.Errorf("storyteller.error.weapon2_not_two", nil)
		}
		p.m, _ = FindManeuver(ManTwo)
	}
	if p.w == nil && (p.m.Ranged || p.m.Damage == DamageWeapon) {
		p.w = firstWeapon(attacker, p.m.Ranged, "")
	}
	switch {
	case p.m.Ranged && (p.w == nil || !p.w.Firearm):
		return rules.Errorf("storyteller.error.needs_firearm", map[string]any{"Maneuver": p.m.Key})
	case !p.m.Ranged && p.w != nil && p.w.Firearm:
		return rules.Errorf("storyteller.error.gun_in_melee", map[string]any{"Weapon": p.w.Name})
	case p.m.Damage == DamageWeapon && p.w == nil:
		return rules.Errorf("storyteller.error.needs_weapon", map[string]any{"Maneuver": p.m.Key})
	case p.w != nil && p.ast.Disarmed:
		return rules.Errorf("storyteller.error.disarmed", map[string]any{"Name": attacker.Name})
	}
	if p.m.Shots == FireTwo {
		if o.Weapon2 != "" {
			if p.w2, err = findWeapon(attacker, o.Weapon2); err != nil {
				return err
			}
		} else {
			p.w2 = firstWeapon(attacker, true, p.w.Name)
		}
		if p.w2 == nil || !p.w2.Firearm {
			return rules.Errorf("storyteller.error.needs_two_guns", nil)
		}
	}
	return nil
}

// checkLock: «До освобождения или отпускания жертвы, ни один из противников не
// может выполнять другие действия». The holder may only tighten a grapple.
func (p *plan) checkLock(attacker, target *rules.Combatant) error {
	l := p.ast.Lock
	if l == nil {
		return nil
	}
	if !l.Holder && p.waived(attacker.ID) {
		return nil
	}
	if !l.Holder {
		return rules.Errorf(lockedVictimKey(l), map[string]any{"Name": attacker.Name, "Other": l.Name})
	}
	if l.Other == target.ID && l.Maneuver == ManGrapple && p.m.Key == ManGrapple {
		p.tighten, p.auto = true, true
		return nil
	}
	if p.waived(attacker.ID) {
		return nil // the GM set the grip aside for this attack (force:true)
	}
	return rules.Errorf("storyteller.error.locked_holder", map[string]any{"Name": attacker.Name, "Other": l.Name})
}

func (p *plan) checkDefense() error {
	var err error
	if p.defense, err = p.defenseKey(p.o.Defense); err != nil {
		return err
	}
	if len(p.o.Defenses) > 0 && p.m.Shots != FireStrafe {
		// One target, one defence: a list is for a strafed area.
		return rules.Errorf("storyteller.error.defenses_not_strafe", nil)
	}
	for _, d := range p.o.Defenses {
		k, err := p.defenseKey(d)
		if err != nil {
			return err
		}
		p.defenses = append(p.defenses, k)
	}
	return nil
}

// defenseKey normalises one defence the options name ("" and "none" stay).
func (p *plan) defenseKey(d string) (string, error) {
	switch d {
	case "", "none":
		return d, nil
	}
	m, ok := FindManeuver(d)
	if !ok || !m.Defense {
		return "", rules.Errorf("storyteller.error.not_defense", map[string]any{"Value": d})
	}
	if p.m.Ranged && m.Key != ManDodge {
		return "", rules.Errorf("storyteller.error.defense_vs_ranged", map[string]any{"Defense": m.Key})
	}
	return m.Key, nil
}

// strafeDefense is the defence the options name for target i of a strafe:
// its own entry of Defenses, else Defense for the main target only — each
// other target in the area defends for itself («Сложность бросков на уворот
// от обстрела увеличивается на единицу»: every target's own dodge), with the
// defence it declared.
func (p *plan) strafeDefense(i int) string {
	if i < len(p.defenses) && p.defenses[i] != "" {
		return p.defenses[i]
	}
	if i == 0 {
		return p.defense
	}
	return ""
}

// planFire checks the gun's fire mode, rate and rounds, and the range.
func (p *plan) planFire(attacker *rules.Combatant) error {
	o, w := p.o, p.w
	adoptLegacyAmmo(attacker, p.ast, o.Weapon)
	p.key = gunKey(attacker, w)
	if p.w2 != nil {
		p.key2 = gunKey(attacker, p.w2)
		if p.key2 == p.key {
			// Both hands hold the same gun by name (a pair of table
			// pistols, weapon2 naming the weapon again, in either
			// language): the pair's second copy has its own clip — two
			// guns, two clips, not one clip fired twice.
			p.key2, p.pair2 = p.key2+pairSuffix, true
		}
	}
	rounds, tracked := p.ast.Ammo[p.key]
	if !tracked {
		rounds = w.Capacity()
	}
	if shotsBelowOne(o) {
		return p.shotsRange()
	}
	switch p.m.Shots {
	case FireMulti:
		// «Общее количество выстрелов за ход ограничивается режимом огня».
		if o.Shots < 2 || o.Shots > w.Rate {
			if w.Rate < 2 {
				// A rate of 1 (a rifle, a shotgun) allows no multiple shots:
				// «2 to 1 shots a turn» read as nonsense.
				return rules.Errorf("storyteller.error.shots_single", map[string]any{"Weapon": w.Name, "Max": w.Rate})
			}
			return rules.Errorf("storyteller.error.shots_rate", map[string]any{"Weapon": w.Name, "Max": w.Rate})
		}
		p.shots, p.ammo = o.Shots, o.Shots
	case FireTwo:
		p.shots, p.ammo = 2, 1
		if o.Shots > 2 {
			// «Количество выстрелов определяется режимом стрельбы для
			// соответствующего оружия»: the bot fires one shot from each
			// gun; more is the GM's to play as further attacks. Said, not
			// silently dropped.
			p.twoShots = append(p.twoShots, rules.Note{Key: "storyteller.note.two_weapons_shots", Args: map[string]any{"Asked": o.Shots}})
		}
		if r2, ok := p.ast.Ammo[p.key2]; ok && r2 < 1 {
			name := p.w2.Name
			if p.pair2 {
				name = PairName(p.w2.Name)
			}
			return rules.Errorf("storyteller.error.empty", map[string]any{"Weapon": name})
		}
	case FireBurst, FireAuto, FireStrafe:
		if !w.Auto {
			return rules.Errorf("storyteller.error.no_auto", map[string]any{"Weapon": w.Name})
		}
		if p.m.Shots == FireBurst {
			// «Режим огня: максимальное количество выстрелов или коротких
			// очередей за один ход»: shots:N fires N bursts, a multiple
			// action like N shots (attackRoll's −N, −(N+1)…), each with the
			// burst's +2 dice and +1 difficulty, three rounds each — all of
			// them in the clip before the first is fired.
			if o.Shots > 1 {
				if o.Shots > w.Rate {
					return rules.Errorf("storyteller.error.bursts_rate", map[string]any{"Weapon": w.Name, "Max": w.Rate})
				}
				p.shots = o.Shots
			}
			p.ammo = burstRounds * p.shots
			if rounds < p.ammo && p.shots > 1 {
				return rules.Errorf("storyteller.error.bursts_empty", map[string]any{"Weapon": w.Name, "Rounds": rounds, "Need": p.ammo, "Count": p.shots})
			}
		} else {
			// «Режим огня … Не применяется к автоматическому оружию и
			// массированным обстрелам»: one long burst empties the clip,
			// there is no second to fire.
			if o.Shots > 1 {
				return rules.Errorf("storyteller.error.shots_auto", map[string]any{"Maneuver": p.m.Key})
			}
			// Automatic fire: «использовать этот маневр можно только при
			// заполненной обойме на половину или больше». Strafing has no
			// such limit («полностью опустошает обойму»: whatever is left);
			// both empty the clip.
			if p.m.Shots == FireAuto && rounds*2 < w.Clip {
				return rules.Errorf("storyteller.error.half_clip", map[string]any{"Weapon": w.Name, "Rounds": rounds, "Need": (w.Clip + 1) / 2})
			}
			p.ammo = rounds
		}
	}
	p.rateOver = p.checkRate()
	if rounds < p.ammo || rounds < 1 {
		return rules.Errorf("storyteller.error.empty", map[string]any{"Weapon": w.Name, "Rounds": rounds, "Need": p.ammo})
	}
	if o.Range > 2*w.Range {
		// «Максимальная дистанция выстрела в два раза превышает значение короткой».
		return rules.Errorf("storyteller.error.out_of_range", map[string]any{"Weapon": w.Name, "Max": 2 * w.Range})
	}
	if p.w2 != nil && o.Range > 2*p.w2.Range {
		// Each gun has its own range («Дистанция … для каждого типа оружия»).
		return rules.Errorf("storyteller.error.out_of_range", map[string]any{"Weapon": p.w2.Name, "Max": 2 * p.w2.Range})
	}
	aim := o.Aim
	if (p.m.Key == ManAim || o.AimFull) && aim == 0 {
		aim = stat(&attacker.Sheet, Perception)
	}
	if aim > 0 {
		switch {
		case stat(&attacker.Sheet, Firearms) < 1:
			return rules.Errorf("storyteller.error.aim_untrained", map[string]any{"Name": attacker.Name})
		case p.ast.Acted:
			return rules.Errorf("storyteller.error.aim_after_action", map[string]any{"Name": attacker.Name})
		case o.FastTarget:
			return rules.Errorf("storyteller.error.aim_fast_target", nil)
		}
		per := stat(&attacker.Sheet, Perception)
		if aim > per {
			p.aimCapped = append(p.aimCapped, rules.Note{Key: "storyteller.note.aim_capped", Args: map[string]any{"Name": attacker.Name, "Asked": aim, "Perception": per}})
		}
		p.pool = append(p.pool, Mod{ModAim, min(aim, per)})
		if w.Scope {
			p.pool = append(p.pool, Mod{ModScope, 2})
		}
	}
	return nil
}

func (p *plan) buildPool(attacker *rules.Combatant) error {
	o := p.o
	if o.Pool > 0 {
		p.base = o.Pool
	} else {
		p.base = stat(&attacker.Sheet, p.m.Attribute) + stat(&attacker.Sheet, p.ability())
	}
	if p.m.Accuracy != 0 {
		p.pool = append(p.pool, Mod{ModAccuracy, p.m.Accuracy})
	}
	if o.BlindTarget {
		p.pool = append(p.pool, Mod{ModBlindTarget, blindBonus})
	}
	imm := o.Immobilized
	if imm == "" && p.tst.Lock != nil && !p.tst.Lock.Holder {
		imm = "partial"
	}
	switch imm {
	case "partial":
		p.pool = append(p.pool, Mod{ModImmobilized, immobilizedDice})
	case "full":
		// «Если жертва полностью обездвижена, все атаки автоматически считаются успешными».
		p.auto = true
	}
	if o.Modifier != 0 {
		p.pool = append(p.pool, Mod{ModGM, o.Modifier})
	}
	p.pool = actionPenalties(attacker, p.ast, p.m.Attribute, p.pool)
	return nil
}

func (p *plan) buildDifficulty() {
	o := p.o
	p.diff = BaseDifficulty
	if d := p.rangeDiff(p.w); d != 0 {
		p.dmods = append(p.dmods, Mod{ModRange, d})
	}
	if o.Difficulty > 0 {
		p.diff, p.dmods = o.Difficulty, p.dmods[:0]
	}
	add := func(reason string, v int) {
		if v != 0 {
			p.dmods = append(p.dmods, Mod{reason, v})
		}
	}
	add(ModManeuver, p.m.Difficulty)
	add(ModCover, o.Cover)
	// «при стрельбе из своего убежища … модификаторы … на единицу меньше».
	add(ModOwnCover, max(o.OwnCover-1, 0))
	add(ModOpponents, min(max(o.Opponents-1, 0), maxOpponentMod))
	if o.BlindAttacker {
		add(ModBlind, blindBonus)
	}
	p.dmods = offBalance(p.ast, p.dmods)
	add(ModGM, o.DiffMod)
}

// rangeDiff is the range's change to difficulty 6 for a shot of w: point
// blank 4, past w's short range 8, else none.
func (p *plan) rangeDiff(w *WeaponStats) int {
	o := p.o
	if !p.m.Ranged || w == nil || (o.Range <= 0 && o.RangeBand == "") {
		return 0
	}
	switch {
	case o.Range > 0 && o.Range <= PointBlankMetres, o.Range == 0 && o.RangeBand == RangePointBlank:
		return PointBlankDifficulty - BaseDifficulty
	case o.Range > w.Range, o.Range == 0 && o.RangeBand == RangeLong:
		return LongRangeDifficulty - BaseDifficulty
	}
	return 0
}

// secondGunMods are the difficulty modifiers of the second gun's shot:
// the first gun's, with the range judged by the second gun's own short
// range (a heavy pistol at 25 m is at short range where a light one is
// not). A GM's difficulty drops the range for both.
func (p *plan) secondGunMods(mods []Mod) []Mod {
	if p.o.Difficulty > 0 {
		return mods
	}
	d1, d2 := p.rangeDiff(p.w), p.rangeDiff(p.w2)
	if d1 == d2 {
		return mods
	}
	out := make([]Mod, 0, len(mods)+2)
	if d2 != 0 {
		out = append(out, Mod{ModRange, d2})
	}
	for _, m := range mods {
		if m.Reason != ModRange {
			out = append(out, m)
		}
	}
	return out
}

// findWeapon finds name on c's sheet (case-insensitively), else in the tables.
func findWeapon(c *rules.Combatant, name string) (*WeaponStats, error) {
	w, err := lookupWeapon(c, name)
	if err != nil {
		return nil, err
	}
	return &w, nil
}

// lookupWeapon is findWeapon by value: canonicalAmmoKey asks it of every
// count on every shot, and a value stays on the stack.
func lookupWeapon(c *rules.Combatant, name string) (WeaponStats, error) {
	for _, sw := range c.Sheet.Weapons {
		if sameName(strings.TrimSpace(sw.Name), strings.TrimSpace(name)) {
			return parseWeapon(sw.Name, sw.Spec)
		}
	}
	if w, ok := FindWeapon(name); ok {
		// A table row named in either language is the sheet's weapon of
		// that row when it has one — named as the row (a sheet stores the
		// row's numbers, not the row), or spelled as it: weapon:пистолет
		// fires the sheet's "Light pistol" and spends its clip, not a
		// second, full gun.
		for _, sw := range c.Sheet.Weapons {
			row, named := FindWeapon(sw.Name)
			own, err := parseWeapon(sw.Name, sw.Spec)
			if err == nil && (named && row.Key == w.Key || own.Key == w.Key) {
				return own, nil
			}
		}
		w.Name = name
		return w, nil
	}
	return WeaponStats{}, rules.Errorf("storyteller.error.weapon_unknown", map[string]any{"Weapon": name})
}

// sheetWeapon is the sheet's first valid weapon, or nil.
func sheetWeapon(c *rules.Combatant) *WeaponStats {
	for _, sw := range c.Sheet.Weapons {
		if w, err := parseWeapon(sw.Name, sw.Spec); err == nil {
			return &w
		}
	}
	return nil
}

// firstWeapon is the sheet's first firearm (gun) or melee weapon, skipping
// the one named except.
func firstWeapon(c *rules.Combatant, gun bool, except string) *WeaponStats {
	for _, sw := range c.Sheet.Weapons {
		if except != "" && sameName(strings.TrimSpace(sw.Name), strings.TrimSpace(except)) {
			continue
		}
		w, err := parseWeapon(sw.Name, sw.Spec)
		if err == nil && w.Firearm == gun {
			return &w
		}
	}
	return nil
}

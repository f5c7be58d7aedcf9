package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// StrafeShares spreads a strafing roll's successes over the targets in the
// area: «успешные баллы равномерно распределяются между всеми целями … Если на
// территории есть только одна цель, ей назначается только половина успешных
// баллов. Если количество успешных баллов меньше числа потенциальных целей,
// … распределяют их по одному». Targets listed first get the odd successes.
func StrafeShares(successes, targets int) []int {
	targets = max(targets, 1)
	shares := make([]int, targets)
	if successes <= 0 {
		return shares
	}
	if targets == 1 {
		shares[0] = successes / 2
		return shares
	}
	for i := range shares {
		shares[i] = successes / targets
		if i < successes%targets {
			shares[i]++
		}
	}
	return shares
}

// strafeDodge: «Сложность бросков на уворот от обстрела увеличивается на единицу».
const strafeDodge = 1

// StrafeMaxMetres: «В этом случае максимальная дальность обстрела составляет
// три метра». The bot knows no positions, so a strafe given a farther range
// (or the long band, which starts past every gun's short range) is played
// with a warning for the GM, not refused.
const StrafeMaxMetres = 3

// strafeRangeNote warns when a strafe is fired past StrafeMaxMetres.
func strafeRangeNote(o *AttackOptions) (rules.Note, bool) {
	if o.Range <= StrafeMaxMetres && (o.Range > 0 || o.RangeBand != RangeLong) {
		return rules.Note{}, false
	}
	if o.Range == 0 {
		return rules.Note{Key: "storyteller.note.strafe_long", Args: map[string]any{"Max": StrafeMaxMetres}}, true
	}
	return rules.Note{Key: "storyteller.note.strafe_range", Args: map[string]any{"Range": o.Range, "Max": StrafeMaxMetres}}, true
}

// resolveStrafe rolls one attack, then for each target in order its own
// dodge (strafeDefense), damage (weapon damage + its share) and soak.
func resolveStrafe(res *AttackResult, p *plan, attacker *rules.Combatant, targets []*rules.Combatant, states []*State, src dice.Source) {
	roll := p.attackRoll(0, p.dmods, src)
	res.Shares = StrafeShares(roll.Roll.Successes, max(p.o.Targets, len(targets)))
	str := stat(&attacker.Sheet, Strength)
	for i, t := range targets {
		s := Shot{Target: t.ID, Weapon: p.w.Name, Attack: roll, Share: res.Shares[i], Net: res.Shares[i]}
		if s.Net > 0 {
			s.DefenseKind, s.Defense = defend(p, p.strafeDefense(i), t, states[i], strafeDodge, src)
			if s.Defense != nil {
				s.Net = max(s.Net-s.Defense.Roll.Successes, 0)
			}
		}
		s.Hit = s.Net > 0
		if s.Hit {
			typ := p.w.Type
			if p.o.Type != "" {
				typ, _ = ParseDamageType(p.o.Type)
			}
			d := dealDamage(src, t, states[i], typ, p.w.DamagePool(str), s.Net, p.o.DamageDice)
			s.Damage = &d
		}
		res.Shots = append(res.Shots, s)
	}
}

// Strafe resolves strafing over several combatants in the area (the first is
// the main target); o.Targets may count further bystanders that are not
// combatants, who take their share of successes off the record.
func Strafe(o AttackOptions, attacker *rules.Combatant, targets []*rules.Combatant, src dice.Source) (AttackResult, error) {
	if len(targets) == 0 || len(targets) > maxTargets {
		return AttackResult{}, rules.Errorf("storyteller.error.no_target", nil)
	}
	seen := make(map[int]bool, len(targets))
	for _, t := range targets {
		switch {
		case t == nil:
			return AttackResult{}, rules.Errorf("storyteller.error.no_target", nil)
		case attacker == nil || t == attacker || t.ID == attacker.ID:
			return AttackResult{}, rules.Errorf("storyteller.error.self_target", nil)
		case seen[t.ID]:
			return AttackResult{}, rules.Errorf("storyteller.error.target_twice", map[string]any{"Name": t.Name})
		}
		seen[t.ID] = true
	}
	if len(o.Defenses) > len(targets) {
		return AttackResult{}, rules.Errorf("storyteller.error.defenses_count", map[string]any{"Count": len(o.Defenses), "Targets": len(targets)})
	}
	if o.Maneuver == "" && o.Custom == nil {
		o.Maneuver = ManStrafe
	}
	p, err := planAttack(&o, attacker, targets[0])
	if err != nil {
		return AttackResult{}, err
	}
	if p.m.Shots != FireStrafe {
		return AttackResult{}, rules.Errorf("storyteller.error.not_strafe", nil)
	}
	states := []*State{p.tst}
	for _, t := range targets[1:] {
		st, err := LoadState(t)
		if err != nil {
			return AttackResult{}, err
		}
		states = append(states, st)
	}
	res := AttackResult{Attacker: attacker.ID, Target: targets[0].ID, Maneuver: p.m.Key, Weapon: p.w.Name}
	resolveStrafe(&res, p, attacker, targets, states, src)
	finishAttack(&res, p, attacker, targets[0], src)
	if err := SaveState(attacker, p.ast); err != nil {
		return AttackResult{}, err
	}
	for i, t := range targets {
		if err := SaveState(t, states[i]); err != nil {
			return AttackResult{}, err
		}
	}
	return res, nil
}

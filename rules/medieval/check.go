package medieval

import (
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// A check is the system's core roll outside an attack (RULES.md: «1d10 +
// stat + skill vs a number»): a non-combat task («Выполнение не боевого
// задания»), getting out of a grapple or trap («Выход из захвата или
// ловушки»), a repair, noticing something (Awareness). The seed prints no
// difficulty table; the GM gives the number (the range bands' 10…30 are the
// usual steps, and the help says so).

// CheckOptions mirror /check in a medieval channel.
type CheckOptions struct {
	Stat       string // a characteristic (REF, INT, COOL, TECH, BODY, MA; either language), or ""
	Skill      string // a skill, or ""; at least one of Stat and Skill
	Difficulty int    // the number to reach; 0: none given (the total alone)
	Modifier   int    // the GM's situational modifier
	// Number is the fight's books' number for a fighter's check that rolls
	// no declared action (DeclaredCheck is 0): a non-combat task, or a
	// retry of one; 0 counts on from the state.
	Number int
}

// CheckResult is one check.
type CheckResult struct {
	Die        int       `json:"die"`
	Stat       string    `json:"stat,omitempty"` // canonical key, "" without one
	StatFrom   StatSteps `json:"stat_from"`      // the effective value and its steps (EV, wounds)
	Skill      string    `json:"skill,omitempty"`
	SkillValue int       `json:"skill_value"`
	Modifier   int       `json:"modifier,omitempty"`
	// Action, Penalty: the fighter's action this roll is — the declared
	// task, escape or first aid it resolves, else a further action of the
	// round («накапливающимся штрафом -3 за каждое последующее действие») —
	// and its penalty (in Total). 0 when the roller is not a fighter.
	// Declared: the roll resolves an action declared with /combat action.
	Action     int      `json:"action,omitempty"`
	Penalty    int      `json:"penalty,omitempty"`
	Declared   bool     `json:"declared,omitempty"`
	Total      int      `json:"total"`
	Difficulty int      `json:"difficulty,omitempty"`
	Success    bool     `json:"success"`
	Outcomes   []string `json:"outcomes"`
}

// Check rolls 1d10 + the effective characteristic (REF after EV; the wound
// level's effect: Serious REF −2, Critical ½, Mortal ⅓ — «для всех
// действий») + the skill + the modifier, and, for a fighter (inFight), the
// penalty of the action it is: the task or escape declared and not rolled
// yet (else the first aid), or a further action of the round («Выполнение не
// боевого задания» is one of the seed's actions) — so a failed task tried
// again is a further action, −3 more. A fighter's state records it. Choice:
// a plain d10, as stabilization's and the ambush's (RULES.md's exploding 10
// and fumble are the to-hit roll's); the total reaching the difficulty
// succeeds, as a ranged shot does.
func Check(o CheckOptions, c *rules.Combatant, inFight bool, d dice.Source) (*CheckResult, error) {
	if err := checkRange("difficulty", o.Difficulty, 0, maxDifficulty); err != nil {
		return nil, err
	}
	if err := checkRange("modifier", o.Modifier, -maxModifier, maxModifier); err != nil {
		return nil, err
	}
	r := &CheckResult{Modifier: o.Modifier, Difficulty: o.Difficulty}
	statName, skillName := strings.TrimSpace(o.Stat), strings.TrimSpace(o.Skill)
	if statName == "" && skillName == "" {
		return nil, userErr(ErrKeyCheckWhat, nil)
	}
	if statName != "" {
		k, ok := LookupStat(statName)
		if !ok || isSkill(k) {
			return nil, userErr(ErrKeyCheckStat, map[string]any{"Name": statName})
		}
		r.Stat = k
	}
	if skillName != "" {
		k, err := lookupSkill(skillName)
		if err != nil {
			return nil, err
		}
		r.Skill = k
		r.SkillValue = stat(&c.Sheet, k)
	}
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return nil, err
	}
	if inFight && st.Out() {
		return nil, downErr(c.Name, st)
	}
	if r.Stat != "" {
		r.StatFrom = EffectiveSteps(&c.Sheet, st, r.Stat)
	}
	if inFight {
		switch {
		case st.Task > 0:
			r.Action, st.Task, r.Declared = st.Task, 0, true
		case st.Aid > 0:
			r.Action, st.Aid, r.Declared = st.Aid, 0, true
		default:
			r.Action = actionNumber(o.Number, st)
			st.Actions = r.Action
			// Any action but aim and attack breaks an aiming streak and
			// closes an attack action (TakeAction).
			st.Aim, st.Shots, st.Pair, st.AtkOpen = 0, 0, false, false
		}
		st.Acted = true
		r.Penalty = ActionPenalty(r.Action)
	}
	r.Die = d.Roll(10)
	r.Total = r.Die + r.StatFrom.Value + r.SkillValue + r.Modifier + r.Penalty
	if r.Difficulty > 0 {
		r.Success = r.Total >= r.Difficulty
		out := OutMiss
		if r.Success {
			out = OutHit
		}
		r.Outcomes = append(r.Outcomes, out)
	}
	if inFight {
		if err := SaveState(c, st); err != nil {
			return nil, err
		}
	}
	return r, nil
}

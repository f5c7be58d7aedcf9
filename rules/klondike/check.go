package klondike

import (
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// DefaultTarget is the usual target number: "8+".
const DefaultTarget = 8

// Roll is one 2d6 check: 2d6 + characteristic DM + skill level + modifiers
// against Target; Effect = Total − Target (RULES.md, klondike "Check").
type Roll struct {
	Dice           [2]int `json:"dice"`
	Characteristic string `json:"char,omitempty"` // canonical key; "" when none applies
	CharValue      int    `json:"char_value"`
	CharDM         int    `json:"char_dm"`
	Skill          string `json:"skill,omitempty"` // canonical key, "none" for an untrained roll, "" for none
	SkillLevel     int    `json:"skill_level"`     // −3 when untrained
	Untrained      bool   `json:"untrained,omitempty"`
	Mods           []Mod  `json:"mods,omitempty"`
	Total          int    `json:"total"`
	Target         int    `json:"target"`
	Effect         int    `json:"effect"`
	Success        bool   `json:"success"`
}

// setChar sets the characteristic part of a roll from the combatant's
// current value.
func (r *Roll) setChar(c *rules.Combatant, s *State, key string) {
	r.Characteristic = key
	r.CharValue = s.stat(c, key)
	r.CharDM = DM(r.CharValue)
}

// setSkill sets the skill part: the sheet's level, −3 when untrained.
func (r *Roll) setSkill(c *rules.Combatant, key string) {
	r.Skill = key
	r.SkillLevel = skillLevel(c, key)
	r.Untrained = r.SkillLevel == Untrained
}

func (r *Roll) mod(reason string, v int) {
	if v != 0 {
		r.Mods = append(r.Mods, Mod{Reason: reason, Value: v})
	}
}

// wounds adds the wound penalty: −2 Seriously wounded, −1 Wounded.
func (r *Roll) wounds(s *State) {
	switch {
	case s.Seriously:
		r.mod("klondike.mod.seriously", -2)
	case s.Wounded && !s.Shock:
		// «в шоке 1 раунд … После этого до излечения он Ранен и
		// получает штраф -1»: not during the shock round.
		r.mod("klondike.mod.wounded", -1)
	}
}

// personal adds the modifiers every roll of the combatant carries: the wound
// penalty and a pending support bonus (spent here).
func (r *Roll) personal(s *State) {
	r.wounds(s)
	if s.Support != 0 {
		r.mod("klondike.mod.support", s.Support)
		s.Support = 0
	}
}

// roll draws the 2d6 and totals the roll.
func (r *Roll) roll(d dice.Source) {
	r.Dice[0], r.Dice[1] = d.Roll(6), d.Roll(6)
	r.total()
}

func (r *Roll) total() {
	t := r.Dice[0] + r.Dice[1] + r.CharDM
	if r.Skill != "" {
		t += r.SkillLevel
	}
	for _, m := range r.Mods {
		t += m.Value
	}
	r.Total = t
	if r.Target == 0 {
		r.Target = DefaultTarget
	}
	r.Effect = r.Total - r.Target
	r.Success = r.Effect >= 0
}

// CheckOptions mirror /check.
type CheckOptions struct {
	Characteristic string // СИЛ/STR…; required
	Skill          string // a skill name; "none" (or "нет", "-") rolls untrained −3; "" is a plain characteristic roll
	Target         int    // 0 means 8+
	Modifier       int
	Comment        string
	Secret         bool
}

// CheckResult is a resolved /check.
type CheckResult struct {
	Roll     Roll     `json:"roll"`
	Comment  string   `json:"comment,omitempty"`
	Secret   bool     `json:"secret,omitempty"`
	Outcomes []string `json:"outcomes,omitempty"`
}

// MaxTarget is the highest target number a check accepts (0 is "not
// given": 8+, so a command refuses an explicit 0).
const MaxTarget = 30

// Validation limits for chat input.
const (
	maxModifier = 50
	maxTarget   = MaxTarget
)

func validMod(m int) error {
	if m < -maxModifier || m > maxModifier {
		return rules.Errorf("klondike.error.modifier", map[string]any{"Max": maxModifier})
	}
	return nil
}

func validTarget(t int) error {
	if t < 0 || t > maxTarget {
		return rules.Errorf("klondike.error.target", map[string]any{"Max": maxTarget})
	}
	return nil
}

func isNoSkill(s string) bool {
	switch normName(s) {
	case "none", "нет", "-", "untrained", "без навыка":
		return true
	}
	return false
}

// resolveSkill maps a chat skill option to a key: "" none given, "none"
// untrained.
func resolveSkill(s string) (string, error) {
	switch {
	case strings.TrimSpace(s) == "":
		return "", nil
	case isNoSkill(s):
		return "none", nil
	}
	return lookupSkill(s)
}

// Check resolves /check for c: 2d6 + characteristic DM + skill (untrained
// −3) + wound penalty + support + modifier against the target (8+).
// Dice: the 2d6.
func Check(c *rules.Combatant, opts CheckOptions, d dice.Source) (*CheckResult, error) {
	if err := validMod(opts.Modifier); err != nil {
		return nil, err
	}
	if err := validTarget(opts.Target); err != nil {
		return nil, err
	}
	ch, err := lookupCharacteristic(opts.Characteristic)
	if err != nil {
		return nil, err
	}
	sk, err := resolveSkill(opts.Skill)
	if err != nil {
		return nil, err
	}
	s, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	res := &CheckResult{Comment: opts.Comment, Secret: opts.Secret}
	r := &res.Roll
	r.Target = opts.Target
	r.setChar(c, s, ch)
	switch sk {
	case "":
	case "none":
		r.Skill, r.SkillLevel, r.Untrained = "none", Untrained, true
	default:
		r.setSkill(c, sk)
	}
	r.personal(s)
	r.mod("klondike.mod.modifier", opts.Modifier)
	r.roll(d)
	res.Outcomes = effectOutcomes(res.Outcomes, r.Effect, r.Success)
	if err := SaveState(c, s); err != nil {
		return nil, err
	}
	return res, nil
}

package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// SurpriseTarget is the surprise roll's target: "Разведку/ИНТ или
// Скрытность/ИНТ 10+".
const SurpriseTarget = 10

// BigGroup is the size from which a group takes −2 ("состоящие из 8 и
// более существ").
const BigGroup = 8

// SurpriseSide is one side of /combat surprise.
type SurpriseSide struct {
	Members  []*rules.Combatant
	Skill    string // recon|stealth (Разведка|Скрытность); "" takes the better of the two
	Ambush   bool   // "Сторона, намеренно готовившая засаду, может получить модификатор +2"
	Vehicles bool   // "Группы с транспортом … получают штраф -2"
	Modifier int
}

// SurpriseOptions mirror /combat surprise.
type SurpriseOptions struct {
	A, B SurpriseSide
}

// SurpriseRoll is one side's roll, made by its best member.
type SurpriseRoll struct {
	Roller int  `json:"roller"` // combatant ID
	Roll   Roll `json:"roll"`
}

// SurpriseResult: Winner is "a" or "b" when only that side succeeded (it gets
// a free round before initiative; a side that gets out of sight in it avoids
// the fight), "" when nobody has the advantage.
type SurpriseResult struct {
	A      SurpriseRoll `json:"a"`
	B      SurpriseRoll `json:"b"`
	Winner string       `json:"winner,omitempty"`
}

// Surprise resolves the surprise rolls. Each side rolls once, by the member
// with the best INT DM + skill level; a side where nobody has Stealth or
// Recon therefore rolls 2d6−3 with the best INT DM, as the seed says. Dice:
// side A's 2d6, then side B's.
func Surprise(opts SurpriseOptions, d dice.Source) (*SurpriseResult, error) {
	// One creature is on one side: on both it would roll against itself and
	// be caught off guard by its own ambush.
	for _, a := range opts.A.Members {
		for _, b := range opts.B.Members {
			if a != nil && a == b {
				return nil, rules.Errorf("klondike.error.surprise_both_sides", map[string]any{"Name": a.Name})
			}
		}
	}
	res := &SurpriseResult{}
	if err := surpriseSide(&opts.A, &res.A, d, &opts.B); err != nil {
		return nil, err
	}
	if err := surpriseSide(&opts.B, &res.B, d, nil); err != nil {
		return nil, err
	}
	switch {
	case res.A.Roll.Success && !res.B.Roll.Success:
		res.Winner = "a"
	case res.B.Roll.Success && !res.A.Roll.Success:
		res.Winner = "b"
	}
	return res, nil
}

// surpriseSide validates and rolls one side. other, when given, is checked
// before any dice are drawn so bad input never consumes dice.
func surpriseSide(side *SurpriseSide, out *SurpriseRoll, d dice.Source, other *SurpriseSide) error {
	if err := checkSide(side); err != nil {
		return err
	}
	if other != nil {
		if err := checkSide(other); err != nil {
			return err
		}
	}
	skills := []string{SkillRecon, SkillStealth}
	if side.Skill != "" {
		sk, _ := lookupSkill(side.Skill)
		skills = []string{sk}
	}
	var best *rules.Combatant
	var bestState *State
	bestSkill, bestVal := "", -100
	for _, m := range side.Members {
		s, err := LoadState(m)
		if err != nil {
			return err
		}
		if s.Out() {
			continue
		}
		for _, sk := range skills {
			v := DM(s.stat(m, INT)) + skillLevel(m, sk)
			if v > bestVal {
				best, bestState, bestSkill, bestVal = m, s, sk, v
			}
		}
	}
	if best == nil {
		return rules.Errorf("klondike.error.empty_side", nil)
	}
	out.Roller = best.ID
	r := &out.Roll
	r.setChar(best, bestState, INT)
	r.setSkill(best, bestSkill)
	r.wounds(bestState)
	if side.Ambush {
		r.mod("klondike.mod.ambush", 2)
	}
	if side.Vehicles || len(side.Members) >= BigGroup {
		r.mod("klondike.mod.big_group", -2)
	}
	r.mod("klondike.mod.modifier", side.Modifier)
	r.Target = SurpriseTarget
	r.roll(d)
	return nil
}

func checkSide(side *SurpriseSide) error {
	if len(side.Members) == 0 {
		return rules.Errorf("klondike.error.empty_side", nil)
	}
	if err := validMod(side.Modifier); err != nil {
		return err
	}
	if side.Skill != "" {
		sk, err := lookupSkill(side.Skill)
		if err != nil {
			return err
		}
		if sk != SkillRecon && sk != SkillStealth {
			return rules.Errorf("klondike.error.surprise_skill", map[string]any{"Name": side.Skill})
		}
	}
	return nil
}

package medieval

import "fray/rules"

// StatSteps is how an effective characteristic came from the sheet's, so a
// reply can show where its number comes from («РЕФ 6 (8 − ЗУ 2)») instead
// of a bare 6 the player does not recognise. RULES.md: «sum of armor EV
// subtracted from REF»; the seed's wound effects: Serious REF −2, Critical
// REF, INT, COOL ½, Mortal ⅓ (rounded up). The order is EffectiveStat's: EV
// first, then the wound effect.
type StatSteps struct {
	Sheet int   `json:"sheet"`           // the sheet's value (or the default)
	EV    int   `json:"ev,omitempty"`    // armor encumbrance taken off (REF only)
	Wound Level `json:"wound,omitempty"` // the level whose effect applied; LevelUnhurt: none
	Value int   `json:"value"`           // the effective value, as EffectiveStat gives it
}

// Changed reports whether the value differs from the sheet's by a rule: the
// armor's EV or a wound level's effect.
func (s StatSteps) Changed() bool { return s.EV > 0 || s.Wound != LevelUnhurt }

// EffectiveSteps is EffectiveStat with its steps.
func EffectiveSteps(sh *rules.Sheet, st *State, key string) StatSteps {
	s := StatSteps{Sheet: stat(sh, key)}
	v := s.Sheet
	if key == REF && st.EV > 0 {
		s.EV = st.EV
		v = max(0, v-st.EV)
	}
	s.Value = woundAdjust(key, v, st.Wounds)
	if lvl, _ := LevelOf(st.Wounds); woundAffects(lvl, key) {
		s.Wound = lvl
	}
	return s
}

// woundAffects reports whether a wound level changes a characteristic
// (woundAdjust's cases).
func woundAffects(lvl Level, key string) bool {
	switch lvl {
	case LevelSerious:
		return key == REF
	case LevelCritical, LevelMortal, LevelDead:
		return key == REF || key == INT || key == COOL
	}
	return false
}

// InitParts is an initiative modifier's parts: effective REF (after EV and
// wounds), Combat Sense («За каждый уровень Чувство боя ты добавляешь +1 к
// броскам Инициативы») and a declared charge's +3.
type InitParts struct {
	REF         StatSteps `json:"ref"`
	CombatSense int       `json:"combat_sense,omitempty"`
	Charge      int       `json:"charge,omitempty"`
}

// Mod is the parts' sum: InitiativeMod.
func (p InitParts) Mod() int { return p.REF.Value + p.CombatSense + p.Charge }

// InitiativeParts is InitiativeMod(c) in parts. An unreadable state counts
// as fresh, as there.
func InitiativeParts(c *rules.Combatant) InitParts {
	st, err := LoadState(c)
	if err != nil {
		st = &State{}
	}
	p := InitParts{REF: EffectiveSteps(&c.Sheet, st, REF), CombatSense: stat(&c.Sheet, SkillCombatSense)}
	if st.Charge {
		p.Charge = ChargeInitBonus
	}
	return p
}

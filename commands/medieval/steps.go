package medieval

import (
	"fray/commands"
	"strconv"
	"strings"

	"fray/rules"
	"fray/rules/medieval"
)

// Where a medieval roll's numbers come from. The effective REF (INT, COOL)
// a roll adds is the sheet's after the armor's EV (RULES.md: «sum of armor
// EV subtracted from REF») and the wound level's effect (the seed: Serious
// REF −2; Critical ½; Mortal ⅓). A bare «РЕФ 6» on a sheet of REF 8 reads as
// a bug, so every reply shows the steps next to the number it adds:
// «РЕФ 6 (8 − ЗУ 2)», «РЕФ 4 (8 − ЗУ 2, Серьёзное −2)», «ИНТ 3 (5,
// Критическое ½)». The number itself stays first, as before.

// medStatText is a characteristic as a roll adds it, with its steps when a
// rule changed it. key is the canonical stat key (medieval.REF).
func (a *Plugin) medStatText(loc, key string, s medieval.StatSteps) string {
	out := a.I18n().T(loc, "medieval.stat."+strings.ToLower(key), nil) + " " + strconv.Itoa(s.Value)
	if !s.Changed() {
		return out
	}
	out += " (" + strconv.Itoa(s.Sheet)
	if s.EV > 0 {
		out += " − " + a.I18n().T(loc, "medieval.term.ev", nil) + " " + strconv.Itoa(s.EV)
	}
	if w := medWoundStepKey(s.Wound); w != "" {
		out += ", " + a.I18n().T(loc, w, nil)
	}
	return out + ")"
}

// medWoundStepKey is the message naming a wound level's effect.
func medWoundStepKey(l medieval.Level) string {
	switch l {
	case medieval.LevelSerious:
		return "medieval.ui.stat_from.serious"
	case medieval.LevelCritical:
		return "medieval.ui.stat_from.critical"
	case medieval.LevelMortal, medieval.LevelDead:
		return "medieval.ui.stat_from.mortal"
	}
	return ""
}

// medInitRoll is an initiative's parts, named: «🎲 4 + РЕФ 6 (8 − ЗУ 2) +
// Чувство боя 2 = 12» (RULES.md: «1d10 + REF (after EV and wounds) + Combat
// Sense»; a charge adds its +3). If the parts no longer add up to the
// modifier rolled with (the state changed since the roll), the plain
// «🎲 4 + 8» is shown rather than a sum that lies.
//
// The charge and team-initiative lines use it; the join reply uses
// InitParts (its line already says the total); /combat init keeps every
// system's compact «🎲 4 + 8».
func (a *Plugin) medInitRoll(req *commands.Request, c *rules.Combatant) string {
	s := a.InitParts(req, c)
	if s == "" {
		return a.InitRoll(req, c)
	}
	return s + " = " + strconv.Itoa(c.Init)
}

// InitParts is the roll and the named parts of c's initiative without
// its total («🎲 7 + РЕФ 8 + Чувство боя 2»), or "" when there is nothing
// to name: an initiative the GM set, or parts read now that no longer add up
// to the modifier rolled with. It is App.initParts for the join reply.
func (a *Plugin) InitParts(req *commands.Request, c *rules.Combatant) string {
	if len(c.InitDice) == 0 {
		return ""
	}
	p := medieval.InitiativeParts(c)
	if p.Mod() != c.InitMod {
		return ""
	}
	loc := req.Locale
	s := "🎲 " + medJoin(c.InitDice, "+") + " + " + a.medStatText(loc, medieval.REF, p.REF)
	if p.CombatSense != 0 {
		s += medSpaced(p.CombatSense) + " " + a.I18n().T(loc, "medieval.skill.combat_sense", nil) + " " + strconv.Itoa(medAbs(p.CombatSense))
	}
	if p.Charge != 0 {
		s += medSpaced(p.Charge) + " " + a.I18n().T(loc, "medieval.mod.charge", nil) + " " + strconv.Itoa(medAbs(p.Charge))
	}
	return s
}

// medSpaced is the operator before a named term of a sum: " +" or " −".
func medSpaced(v int) string {
	if v < 0 {
		return " −"
	}
	return " +"
}

func medAbs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

package storyteller

import (
	"fray/rules"
	"fray/rules/storyteller"
)

// SettleForParty clears, as a fight ends, what belonged only to its moment
// (storyteller.EndMoment): a daze («пропускает своё следующее действие»:
// an action of a fight already over), a grip on a fighter of that fight, a
// fall, a declared defence. Wounds, bleeding, Willpower, Faith and
// ammunition stay with the character.
func (a *Plugin) SettleForParty(c *rules.Combatant) { _ = storyteller.EndMoment(c) }

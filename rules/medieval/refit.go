package medieval

import "fray/rules"

var _ rules.Refitter = (*System)(nil)

// Refit implements rules.Refitter: new or repaired armor from the sheet.
func (*System) Refit(c *rules.Combatant) error { return RefitArmor(c) }

package klondike

import "fray/rules"

// CaughtOffGuard implements rules.Surprisable: «Если преуспевает только одна
// сторона, она получает бесплатный раунд действий до начала инициативы» —
// the other side does nothing in that round, so its two actions are taken
// away until its first turn of round 1 gives them back (StartTurn).
// Reactions the seed makes free stay open to it.
func (*System) CaughtOffGuard(c *rules.Combatant) {
	s, err := LoadState(c)
	if err != nil {
		return
	}
	s.ActionsLeft, s.Caught = 0, true
	_ = SaveState(c, s)
}

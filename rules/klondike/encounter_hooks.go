package klondike

// The encounter's optional hooks klondike implements: a surprise's side
// caught off guard (rules.Surprisable), a newcomer (rules.Joiner).

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

// Joined implements rules.Joiner: a newcomer is one more enemy a readied
// Overwatch watches for («до появления противника в зоне видимости»), as
// WatchFrom would have made it had it been there (fellow players are not
// watched). No dice.
func (*System) Joined(c *rules.Combatant, all []rules.Combatant) {
	s, err := LoadState(c)
	if err != nil {
		return
	}
	changed := false
	for i := range all {
		w := &all[i]
		if w.ID == c.ID || (w.Owner != "" && c.Owner != "") || !OverwatchReady(w) {
			continue
		}
		kind, armed := watchKind(w)
		addWatcher(s, w.ID, kind, armed)
		changed = true
	}
	if changed {
		_ = SaveState(c, s)
	}
}

package commands

import (
	"fray/rules/encounter"
	"fray/rules/klondike"
)

// klRecapUnsettled lists, for the end-of-fight recap, damage past END
// still waiting for its player's choice of STR or DEX (State.Pending) —
// «Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости». The round's end would have placed it (EndRound); the
// fight's end does not, so the GM is told who and how much, to settle
// with the player.
func (a *App) klRecapUnsettled(req *Request, e *encounter.Encounter) []string {
	var lines []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		s, err := klondike.LoadState(c)
		if err != nil || s.Pending <= 0 || s.Dead {
			continue
		}
		lines = append(lines, "⏳ "+a.T(req, "combat.recap_pending_damage", map[string]any{"Name": c.Name, "Count": s.Pending}))
	}
	return lines
}

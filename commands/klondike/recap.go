package klondike

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/encounter"
	"fray/rules/klondike"
	"fray/storage"
)

// RecapLines lists, for the end-of-fight recap, damage past END
// still waiting for its player's choice of STR or DEX (State.Pending) —
// «Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости». The round's end would have placed it (EndRound); the
// fight's end does not, so the GM is told who and how much, to settle
// with the player.
//
// It then lists everyone still wounded, with the characteristics the fight
// left them and their sheet's, and says once what becomes of the wounds.
// In a campaign (commands.Carries) they carry on with the party, and the
// line says how /time heals them by the seed («1 очко Выносливости … за
// каждые 10 минут», «отлежаться сутки», «каждый день такой отлёжки»).
// With every fight fresh they end here: the next fight brings everyone in
// from the sheet, unhurt, and the table carries them on paper; without the
// line a player read the recap and then a fresh 21/21 in the next fight
// and could not tell which was right.
func (a *Plugin) RecapLines(req *commands.Request, ch *storage.Channel, e *encounter.Encounter) []string {
	var lines []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		s, err := klondike.LoadState(c)
		if err != nil || s.Pending <= 0 || s.Dead {
			continue
		}
		line := "⏳ " + a.T(req, "combat.recap_pending_damage", map[string]any{"Name": c.Name, "Count": s.Pending})
		if commands.Carries(ch) && c.Owner != "" {
			// The party keeps it: between fights the GM places it as the
			// player says (klDamage's settle).
			line += " " + a.T(req, "klc.after.pending_settle", map[string]any{"Name": rules.OptionValue(c.Name)})
		}
		lines = append(lines, line)
	}
	sys := a.System()
	wounded := false
	for i := range e.Combatants {
		c := &e.Combatants[i]
		s, err := klondike.LoadState(c)
		if err != nil || s.Dead || (s.Str >= s.OrigStr && s.Dex >= s.OrigDex && s.End >= s.OrigEnd && s.Pending <= 0) {
			continue
		}
		wounded = true
		line := "**" + c.Name + "**"
		if sys != nil {
			line += ": " + a.HealthLine(req.Locale, sys.Health(klAfterShock(c, s)))
		}
		lines = append(lines, "🩹 "+line+" — "+a.T(req, "klc.after.stats", map[string]any{
			"Str": s.Str, "Dex": s.Dex, "End": s.End, "OStr": s.OrigStr, "ODex": s.OrigDex, "OEnd": s.OrigEnd}))
	}
	if wounded {
		key := "klc.after.carry"
		if commands.Carries(ch) {
			key = "klc.after.carry_on"
		}
		lines = append(lines, a.T(req, key, nil))
	}
	return lines
}

// klAfterShock is c as the recap reads it: «находится в шоке 1 раунд … После
// этого до излечения он Ранен и получает штраф -1 на все броски». Shock is
// the one round after END falls to 0; the fight is over, so that round is
// too, and what the table carries on paper is Wounded. The recap showed
// «Шок» for someone the fight ended on in that round. c itself is left as
// it is (the ended tracker shows the fight's last moment); the copy has
// its own state.
func klAfterShock(c *rules.Combatant, s *klondike.State) *rules.Combatant {
	if !s.Shock {
		return c
	}
	after := *s
	after.Shock, after.ShockTurnSeen = false, false
	cc := *c
	if klondike.SaveState(&cc, &after) != nil {
		return c
	}
	return &cc
}

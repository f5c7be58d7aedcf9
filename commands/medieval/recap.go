package medieval

import (
	"fray/commands"
	"fray/rules/encounter"
	"fray/rules/medieval"
	"fray/storage"
)

// RecapLines lists, for the end-of-fight recap, every survivor the
// fight left wounded or in worn armour, and says once where both go. In a
// campaign (commands.Carries) they carry on: each character joins the next
// fight as this one leaves them, and /rest heals between fights (RULES.md:
// «Wounds stay on the character from one fight to the next»). With fresh
// fights they end here: the next fight brings everyone in from the sheet,
// unhurt and in whole armour. A mortally wounded survivor not stabilized
// is named with what the seed still asks («Новые спасбросок требуется
// каждый раунд, пока персонаж остаётся не вылеченным»; «Единственный выход
// - Стабилизация») and the number a stabilization needs (ТЕХ + медицинский
// навык + 1D10 ≥ пунктов урона): carried on, they go on rolling death saves
// in the next fight, and time cannot pass quietly for them (/rest, /time).
func (a *Plugin) RecapLines(req *commands.Request, ch *storage.Channel, e *encounter.Encounter) []string {
	// The line that says where the wounds go comes first: a long list is
	// cut at the field's end, and it must not be the line that goes.
	lines := []string{""}
	for i := range e.Combatants {
		c := &e.Combatants[i]
		st, err := medieval.LoadState(c)
		if err != nil || st.Dead {
			continue
		}
		worn := false
		if fresh, err := medieval.NewStateFor(&c.Sheet); err == nil {
			worn = fresh.Armor != st.Armor
		}
		if st.Wounds <= 0 && !worn {
			continue
		}
		line := "🩹 **" + c.Name + "**: "
		if st.Wounds > 0 {
			line += a.T(req, "medieval.after.wounds", map[string]any{
				"Level": a.I18n().Note(req.Locale, medLevelAt(st.Wounds, false)), "WP": st.Wounds})
		} else {
			line += a.T(req, "medieval.after.unhurt", nil)
		}
		switch {
		case st.DeathPending:
			line += " — " + a.T(req, "medieval.after.dying", map[string]any{"WP": st.Wounds})
		case st.MortallyWounded() && !st.Stabilized:
			_, n := medieval.LevelOf(st.Wounds)
			line += " — " + a.T(req, "medieval.after.unstable", map[string]any{"WP": st.Wounds, "Target": medieval.EffectiveStat(&c.Sheet, st, medieval.BODY) - n})
		case st.MortallyWounded():
			line += " — " + a.T(req, "medieval.after.stable", nil)
		}
		if worn {
			line += " · " + a.T(req, "medieval.after.worn", nil)
		}
		lines = append(lines, line)
	}
	if len(lines) == 1 {
		return nil
	}
	lines[0] = a.T(req, "medieval.after.fresh", nil)
	if commands.Carries(ch) {
		lines[0] = a.T(req, "medieval.after.carry", nil)
	}
	return lines
}

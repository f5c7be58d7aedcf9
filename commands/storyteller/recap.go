package storyteller

import (
	"fray/commands"
	"fray/storage"
	"slices"
	"strings"

	"fray/rules"
	"fray/rules/encounter"
	"fray/rules/storyteller"
)

// RecapLines lists, for the end-of-fight recap, every survivor the
// fight left wounded, with the track it ends on, and says once, first,
// where the wounds go. The seed heals slowly («Полное восстановление
// здоровья может занять месяцы») and keeps bleeding on after the blows stop
// («получает дополнительный уровень летальных повреждений каждый час, пока
// не будет оказана медицинская помощь»). When the channel's fights carry
// (commands.Carries) the party takes them on, and /time heals and bleeds
// them by the hour; when every fight starts fresh they end here, and the
// table keeps them on paper and gives them back with /damage.
func (a *Plugin) RecapLines(req *commands.Request, ch *storage.Channel, e *encounter.Encounter) []string {
	sys := a.System()
	if sys == nil {
		return nil
	}
	// The line that says where the wounds go comes first: a long list is
	// cut at the field's end, and it must not be the line that goes.
	lines := []string{""}
	bleeding := false
	for i := range e.Combatants {
		c := &e.Combatants[i]
		st, err := storyteller.LoadState(c)
		if err != nil || st.Dead || st.Filled() <= 0 {
			continue
		}
		lines = append(lines, "🩹 **"+c.Name+"**: "+a.stAfterLine(req.Locale, sys.Health(c)))
		bleeding = bleeding || st.Bleeding()
	}
	if len(lines) == 1 {
		return nil
	}
	carry, bleed := "storyteller.ui.after.carry", "storyteller.ui.after.bleeding"
	if commands.Carries(ch) {
		// The party keeps them: the next fight, /time and /rest go on
		// from here.
		carry, bleed = "storyteller.ui.after.carry_on", "storyteller.ui.after.bleeding_on"
	}
	lines[0] = a.T(req, carry, nil)
	if bleeding {
		// Second, not last: a field too long for three players' wounds
		// is cut at its end, and the bleeding must not be what goes.
		lines = slices.Insert(lines, 1, "🩸 "+a.T(req, bleed, nil))
	}
	return lines
}

// stAfterLine is a survivor's wounds as the fight left them: the level, the
// boxes by type, and what lasts past the fight (bleeding, unconscious) —
// not the tracker's whole line, whose movement, daze and footing end with
// the fight, and whose length would push players off the recap's field.
func (a *Plugin) stAfterLine(loc string, h rules.Health) string {
	parts := []string{a.I18n().Note(loc, h.Level)}
	for _, n := range h.Conditions {
		switch n.Key {
		case "storyteller.condition.boxes", "storyteller.condition.bleeding", "storyteller.condition.unconscious":
			parts = append(parts, a.I18n().Note(loc, n))
		}
	}
	return strings.Join(parts, " · ")
}

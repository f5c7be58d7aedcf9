package storyteller

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/storyteller"
	"fray/storage"
)

// SettleForParty clears, as a fight ends, what belonged only to its moment
// (storyteller.EndMoment): a daze («пропускает своё следующее действие»:
// an action of a fight already over), a grip on a fighter of that fight, a
// fall, a declared defence. Wounds, bleeding, Willpower, Faith and
// ammunition stay with the character.
func (a *Plugin) SettleForParty(c *rules.Combatant) { _ = storyteller.EndMoment(c) }

// PartyNote says, under a party member's line in /char condition, what
// heals it next: an untreated wound at Wounded or worse bleeds a lethal
// level an hour and heals nothing until /treat («получает дополнительный
// уровень летальных повреждений каждый час, пока не будет оказана
// медицинская помощь»); otherwise the worst box heals first, in the
// recovery table's time less the hours already spent toward it
// (storyteller.State.NextHeal), which /time and /rest pass. Nothing for
// the unhurt and the dead, nor where every fight starts fresh: there the
// hours heal no one.
func (a *Plugin) PartyNote(req *commands.Request, ch *storage.Channel, c *rules.Combatant) string {
	if !commands.Carries(ch) {
		return ""
	}
	st, err := storyteller.LoadState(c)
	if err != nil {
		return ""
	}
	if st.Bleeding() {
		return a.T(req, "storyteller.ui.party.bleeding", nil)
	}
	lv, t, hours, ok := st.NextHeal()
	if !ok {
		return ""
	}
	loc := req.Locale
	return a.T(req, "storyteller.ui.party.heals", map[string]any{
		"Level": a.stLevel(loc, lv.Key, lv.Penalty), "Type": a.stType(loc, t), "Span": a.stSpan(loc, hours)})
}

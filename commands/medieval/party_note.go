package medieval

import (
	"strings"

	"fray/commands"
	"fray/rules"
	"fray/rules/medieval"
	"fray/storage"
)

// PartyNote says, under a party member's line in /char condition, what
// heals it next between fights (commands.PartyNoter):
//
//   - dying (a mortal wound not stabilized, or a failed death save whose
//     round has not ended): no rest or time heals it until it is stabilized
//     («Единственный выход - Стабилизация»), /stabilize works between
//     fights, and in a campaign the next fight asks its death save every
//     round («Новые спасбросок требуется каждый раунд, пока персонаж
//     остаётся не вылеченным») — or, the save already failed, ends it at
//     the first round's end;
//   - wounded otherwise: RULES.md's «a stabilized character heals 1 wound
//     point per full day of rest; a GM may set another rate per channel»,
//     so ⌈wound points ÷ the channel's rate⌉ full days to none, and the
//     /rest that takes them;
//   - armor worn (Health lists no armor): the seed says how armor wears,
//     never how it is mended, so it is the GM's repair:true on that /rest.
//
// The dead and the unhurt in whole armor get nothing.
func (a *Plugin) PartyNote(req *commands.Request, ch *storage.Channel, c *rules.Combatant) string {
	st, err := medieval.LoadState(c)
	if err != nil || st.Dead {
		return ""
	}
	opt := rules.OptionValue(c.Name)
	if d, err := medieval.Dying(c); err != nil || d {
		return a.T(req, "medieval.party.stabilize", map[string]any{
			"Opt": opt, "Carries": commands.Carries(ch), "Pending": st.DeathPending})
	}
	worn := false
	if fresh, err := medieval.NewStateFor(&c.Sheet); err == nil {
		worn = fresh.Armor != st.Armor
	}
	if st.Wounds <= 0 && !worn {
		return ""
	}
	rate := medRestRate(ch)
	days := 1 // a repair alone still asks /rest for a day
	var parts []string
	if st.Wounds > 0 {
		days = (st.Wounds + rate - 1) / rate
		parts = append(parts, a.T(req, "medieval.party.rest", map[string]any{
			"Rate": rate, "WP": st.Wounds, "Days": a.T(req, "medieval.party.days", map[string]any{"Count": days})}))
	}
	if worn {
		parts = append(parts, a.T(req, "medieval.party.worn", nil))
	}
	return strings.Join(parts, " · ") + " — " + a.T(req, "medieval.party.command", map[string]any{
		"Days": days, "Opt": opt, "Repair": worn})
}

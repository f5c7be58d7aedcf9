package klondike

import (
	"fray/commands"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/klondike"
	"fray/storage"
)

// «Получившиеся значения выстраивают порядок, в котором они будут
// действовать - от высшего к меньшему» — the seed has no tie rule for
// initiative. rules/klondike/README.md: equal totals go to the higher current
// DEX (System.CompareTie), and where that is equal too the tracker rolls a
// d10 off (Combatant.TieBreak). That die decides who acts first, so the
// tracker shows it while the tie stands, as medieval's does:
// «`9` **Orc** 🎲 7 vs **Bob** 🎲 3».

// TrackerFields is klondike's part of the tracker: the initiative ties a
// roll-off settled, then the vehicles. Both are nil in the usual case, and
// then so is the result (no allocation: the tracker renders on every click).
func (a *Plugin) TrackerFields(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	ties := a.klTrackerTies(locale, ch)
	vehicles := a.klTrackerVehicles(locale, ch)
	if ties == nil {
		return vehicles
	}
	return append(ties, vehicles...)
}

// klTrackerTies is the field listing initiative ties that a roll-off
// settled (trackerTies): the same total and the same current DEX (a wound
// to DEX since then ends the tie: DEX decides again).
func (a *Plugin) klTrackerTies(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	return a.TrackerTies(locale, ch, commands.TieRule{
		RolledOff: klRolledOff,
		Tied: func(a, b *rules.Combatant) bool {
			var s klondike.System
			return s.CompareTie(a, b) == 0
		},
		TitleKey: "klc.tie.title", VsKey: "klc.tie.vs",
	})
}

// klRolledOff: c holds a roll-off die for its current initiative (every
// change of initiative clears it) and is alive.
func klRolledOff(c *rules.Combatant) bool {
	var s klondike.System
	return c.TieBreak != 0 && !s.Dead(c)
}

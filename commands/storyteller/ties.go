package storyteller

import (
	"fray/commands"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/storyteller"
	"fray/storage"
)

// The seed has no initiative rule at all; RULES.md fills it («1d10 +
// Dexterity + Wits − wound penalty, each turn») and rules/storyteller's
// CompareTie settles equal totals by the higher Dexterity + Wits, then the
// higher Wits. Where those are equal too the tracker rolls a d10 off
// (Combatant.TieBreak), and that hidden die decides who acts first — so,
// as in medieval (medieval_ties.go), the tracker shows it while the tie
// stands: «`9` **Ann** 🎲 7 vs **Bob** 🎲 3».

// TrackerFields is the storyteller tracker field listing initiative ties a
// roll-off settled (trackerTies): the same total, and CompareTie (Dexterity
// + Wits, then Wits) cannot choose.
func (a *Plugin) TrackerFields(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	return a.TrackerTies(locale, ch, commands.TieRule{
		RolledOff: stRolledOff,
		Tied: func(a, b *rules.Combatant) bool {
			var s storyteller.System
			return s.CompareTie(a, b) == 0
		},
		TitleKey: "storyteller.ui.tie_title", VsKey: "storyteller.ui.tie_vs",
	})
}

// stRolledOff: c holds a roll-off die and is alive. A value the GM set by
// hand rolls off too (encounter.SetInit clears the die and sorts), so unlike
// medieval it is not left out: a storyteller tie is decided by the sheet,
// not the dice.
func stRolledOff(c *rules.Combatant) bool {
	if c.TieBreak == 0 {
		return false
	}
	var s storyteller.System
	return !s.Dead(c)
}

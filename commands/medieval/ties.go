package medieval

import (
	"fray/commands"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/medieval"
	"fray/storage"
)

// The seed has no tie rule for initiative («тот у кого наивысшее значения
// броска движется первым»). CHOICES.md: equal totals go to the higher
// modifier (effective REF + Combat Sense), and where that is equal too the
// tracker rolls a d10 off (Combatant.TieBreak). That die decides who acts
// first, so the tracker shows it while the tie stands — after a join, a
// round's re-roll, a charge or /combat init alike — rather than rolling it
// silently: «`11` **Archer** 🎲 7 vs **Knight** 🎲 3».

// TrackerFields is the medieval tracker field listing initiative ties that
// a roll-off settled (trackerTies): the same total and the same modifier
// (effective REF + Combat Sense).
func (a *Plugin) TrackerFields(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	return a.TrackerTies(locale, ch, commands.TieRule{
		RolledOff: medRolledOff,
		Tied: func(a, b *rules.Combatant) bool {
			return medieval.InitiativeMod(a) == medieval.InitiativeMod(b)
		},
		TitleKey: "medieval.ui.tie_title", VsKey: "medieval.ui.tie_vs",
	})
}

// medRolledOff: c rolled a tie-break die for its initiative and is alive
// (the dead sink to the bottom, out of the order).
func medRolledOff(c *rules.Combatant) bool {
	return c.TieBreak != 0 && len(c.InitDice) > 0 && !medDeadState(c)
}

func medDeadState(c *rules.Combatant) bool {
	var s medieval.System
	return s.Dead(c)
}

package commands

import (
	"strconv"
	"strings"

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

// medTrackerTies is the medieval tracker field listing initiative ties that
// a roll-off settled, or nothing when there is none (the usual case, which
// allocates nothing: the tracker renders on every click).
func (a *App) medTrackerTies(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	e := ch.Encounter
	if e == nil {
		return nil
	}
	var lines []string
	cs := e.Combatants
	for i := range cs {
		if !medRolledOff(&cs[i]) || medTieBefore(cs, i) {
			continue
		}
		// cs[i] is the first of its group in the tracker's order.
		line := "`" + strconv.Itoa(cs[i].Init) + "` " + medTieEntry(&cs[i])
		n := 1
		for j := i + 1; j < len(cs); j++ {
			if medSameTie(&cs[i], &cs[j]) {
				line += " " + a.i18n.T(locale, "medieval.ui.tie_vs", nil) + " " + medTieEntry(&cs[j])
				n++
			}
		}
		if n > 1 {
			lines = append(lines, line)
		}
	}
	if len(lines) == 0 {
		return nil
	}
	return []*discordgo.MessageEmbedField{{Name: a.i18n.T(locale, "medieval.ui.tie_title", nil), Value: truncate(strings.Join(lines, "\n"), maxFieldValue)}}
}

// medRolledOff: c rolled a tie-break die for its initiative and is alive
// (the dead sink to the bottom, out of the order).
func medRolledOff(c *rules.Combatant) bool {
	return c.TieBreak != 0 && len(c.InitDice) > 0 && !medDeadState(c)
}

// medSameTie: a and b are tied now the way the tracker's roll-off settles:
// the same total and the same modifier, each with its roll-off die.
func medSameTie(a, b *rules.Combatant) bool {
	return medRolledOff(a) && medRolledOff(b) && a.Init == b.Init &&
		medieval.InitiativeMod(a) == medieval.InitiativeMod(b)
}

// medTieBefore: a combatant before cs[i] is in cs[i]'s tie (so the group's
// line was written already).
func medTieBefore(cs []rules.Combatant, i int) bool {
	for k := 0; k < i; k++ {
		if medSameTie(&cs[k], &cs[i]) {
			return true
		}
	}
	return false
}

func medTieEntry(c *rules.Combatant) string {
	return "**" + c.Name + "** 🎲 " + strconv.Itoa(c.TieBreak)
}

func medDeadState(c *rules.Combatant) bool {
	var s medieval.System
	return s.Dead(c)
}

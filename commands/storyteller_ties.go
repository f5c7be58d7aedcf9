package commands

import (
	"strconv"
	"strings"

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

// stTrackerTies is the storyteller tracker field listing initiative ties a
// roll-off settled, or nothing when there is none (the usual case, which
// allocates nothing: the tracker renders on every click).
func (a *App) stTrackerTies(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	e := ch.Encounter
	if e == nil {
		return nil
	}
	var lines []string
	cs := e.Combatants
	for i := range cs {
		if !stRolledOff(&cs[i]) || stTieBefore(cs, i) {
			continue
		}
		// cs[i] is the first of its group in the tracker's order.
		line := "`" + strconv.Itoa(cs[i].Init) + "` " + stTieEntry(&cs[i])
		n := 1
		for j := i + 1; j < len(cs); j++ {
			if stSameTie(&cs[i], &cs[j]) {
				line += " " + a.i18n.T(locale, "storyteller.ui.tie_vs", nil) + " " + stTieEntry(&cs[j])
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
	return []*discordgo.MessageEmbedField{{Name: a.i18n.T(locale, "storyteller.ui.tie_title", nil), Value: truncate(strings.Join(lines, "\n"), maxFieldValue)}}
}

// stRolledOff: c holds a roll-off die and is alive (the dead sink to the
// bottom, out of the order). A value the GM set by hand rolls off too
// (encounter.SetInit clears the die and sorts), so unlike medieval it is
// not left out: a storyteller tie is decided by the sheet, not the dice.
func stRolledOff(c *rules.Combatant) bool {
	if c.TieBreak == 0 {
		return false
	}
	var s storyteller.System
	return !s.Dead(c)
}

// stSameTie: a and b are tied now the way the tracker's roll-off settles:
// the same total, and CompareTie (Dexterity + Wits, then Wits) cannot
// choose; each holds its roll-off die. A die left from a tie that no
// longer stands (the other's initiative changed) pairs with no one.
func stSameTie(a, b *rules.Combatant) bool {
	var s storyteller.System
	return a.Init == b.Init && stRolledOff(a) && stRolledOff(b) && s.CompareTie(a, b) == 0
}

// stTieBefore: a combatant before cs[i] is in cs[i]'s tie (so the group's
// line was written already).
func stTieBefore(cs []rules.Combatant, i int) bool {
	for k := 0; k < i; k++ {
		if stSameTie(&cs[k], &cs[i]) {
			return true
		}
	}
	return false
}

func stTieEntry(c *rules.Combatant) string {
	return "**" + c.Name + "** 🎲 " + strconv.Itoa(c.TieBreak)
}

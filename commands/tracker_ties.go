package commands

import (
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/storage"
)

// No seed has a tie rule for initiative. Each system settles equal totals
// by its own order first (medieval: the modifier; storyteller: Dexterity +
// Wits, then Wits; klondike: DEX), and where that is equal too the tracker
// rolls a d10 off (Combatant.TieBreak). That hidden die decides who acts
// first, so the tracker shows it while the tie stands — after a join, a
// round's re-roll or a change of initiative alike — rather than rolling it
// silently: «`11` **Archer** 🎲 7 vs **Knight** 🎲 3». When the dice are
// equal too, the one who joined the fight first acts first, and the line
// says so.

// TieRule is one system's part of the roll-off display.
type TieRule struct {
	// RolledOff: c holds a roll-off die for its current initiative and is
	// alive (the dead sink to the bottom, out of the order).
	RolledOff func(c *rules.Combatant) bool
	// Tied: the system's own order cannot choose between a and b.
	Tied func(a, b *rules.Combatant) bool
	// titleKey and vsKey name the field and join the entries of a tie.
	TitleKey, VsKey string
}

// sameTie: a and b are tied now the way the tracker's roll-off settles:
// the same total, each with its roll-off die, and the system's order
// cannot choose. A die left from a tie that no longer stands pairs with no
// one.
func (r *TieRule) sameTie(a, b *rules.Combatant) bool {
	return a.Init == b.Init && r.RolledOff(a) && r.RolledOff(b) && r.Tied(a, b)
}

// TrackerTies is the tracker field listing the initiative ties a roll-off
// settled, or nil when there is none (the usual case, which allocates
// nothing: the tracker renders on every click).
func (a *App) TrackerTies(locale string, ch *storage.Channel, r TieRule) []*discordgo.MessageEmbedField {
	e := ch.Encounter
	if e == nil {
		return nil
	}
	var lines []string
	cs := e.Combatants
	for i := range cs {
		if !r.RolledOff(&cs[i]) || r.tieBefore(cs, i) {
			continue
		}
		// cs[i] is the first of its group in the tracker's order.
		line := "`" + strconv.Itoa(cs[i].Init) + "` " + tieEntry(&cs[i])
		n := 1
		for j := i + 1; j < len(cs); j++ {
			if r.sameTie(&cs[i], &cs[j]) {
				line += " " + a.i18n.T(locale, r.VsKey, nil) + " " + tieEntry(&cs[j])
				n++
			}
		}
		if n > 1 && r.diceTied(cs, i) {
			// The roll-off tied again: the order falls back to who joined
			// first (encounter's sort, by ID), which the line must say.
			line += " " + a.i18n.T(locale, "tracker.tie_join_order", nil)
		}
		if n > 1 {
			lines = append(lines, line)
		}
	}
	if len(lines) == 0 {
		return nil
	}
	return []*discordgo.MessageEmbedField{{Name: a.i18n.T(locale, r.TitleKey, nil), Value: Truncate(strings.Join(lines, "\n"), MaxFieldValue)}}
}

// tieBefore: a combatant before cs[i] is in cs[i]'s tie (so the group's
// line was written already).
func (r *TieRule) tieBefore(cs []rules.Combatant, i int) bool {
	for k := 0; k < i; k++ {
		if r.sameTie(&cs[k], &cs[i]) {
			return true
		}
	}
	return false
}

// diceTied: two of the tie group that cs[i] leads rolled the same
// roll-off die, so the roll-off did not settle their order.
func (r *TieRule) diceTied(cs []rules.Combatant, i int) bool {
	for j := i; j < len(cs); j++ {
		if j != i && !r.sameTie(&cs[i], &cs[j]) {
			continue
		}
		for k := j + 1; k < len(cs); k++ {
			if r.sameTie(&cs[i], &cs[k]) && cs[k].TieBreak == cs[j].TieBreak {
				return true
			}
		}
	}
	return false
}

func tieEntry(c *rules.Combatant) string {
	return "**" + c.Name + "** 🎲 " + strconv.Itoa(c.TieBreak)
}

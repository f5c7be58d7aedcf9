package commands

import (
	"strconv"
	"strings"

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

// klTrackerFields is klondike's part of the tracker: the initiative ties a
// roll-off settled, then the vehicles. Both are nil in the usual case, and
// then so is the result (no allocation: the tracker renders on every click).
func (a *App) klTrackerFields(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	ties := a.klTrackerTies(locale, ch)
	vehicles := a.klTrackerVehicles(locale, ch)
	if ties == nil {
		return vehicles
	}
	return append(ties, vehicles...)
}

// klTrackerTies is the field listing initiative ties that a roll-off
// settled, or nil when there is none.
func (a *App) klTrackerTies(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	e := ch.Encounter
	if e == nil {
		return nil
	}
	var lines []string
	cs := e.Combatants
	for i := range cs {
		if !klRolledOff(&cs[i]) || klTieBefore(cs, i) {
			continue
		}
		// cs[i] is the first of its group in the tracker's order.
		line := "`" + strconv.Itoa(cs[i].Init) + "` " + klTieEntry(&cs[i])
		n := 1
		for j := i + 1; j < len(cs); j++ {
			if klSameTie(&cs[i], &cs[j]) {
				line += " " + a.i18n.T(locale, "klc.tie.vs", nil) + " " + klTieEntry(&cs[j])
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
	return []*discordgo.MessageEmbedField{{Name: a.i18n.T(locale, "klc.tie.title", nil), Value: truncate(strings.Join(lines, "\n"), maxFieldValue)}}
}

// klRolledOff: c holds a roll-off die for its current initiative (every
// change of initiative clears it) and is alive (the dead sink to the bottom,
// out of the order).
func klRolledOff(c *rules.Combatant) bool {
	var s klondike.System
	return c.TieBreak != 0 && !s.Dead(c)
}

// klSameTie: a and b are tied now the way the roll-off settles: the same
// total and the same current DEX, each with its roll-off die. A wound to DEX
// since then ends the tie: DEX decides again.
func klSameTie(a, b *rules.Combatant) bool {
	var s klondike.System
	return klRolledOff(a) && klRolledOff(b) && a.Init == b.Init && s.CompareTie(a, b) == 0
}

// klTieBefore: a combatant before cs[i] is in cs[i]'s tie (so the group's
// line was written already).
func klTieBefore(cs []rules.Combatant, i int) bool {
	for k := 0; k < i; k++ {
		if klSameTie(&cs[k], &cs[i]) {
			return true
		}
	}
	return false
}

func klTieEntry(c *rules.Combatant) string {
	return "**" + c.Name + "** 🎲 " + strconv.Itoa(c.TieBreak)
}

package storyteller

import (
	"fray/commands"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules/encounter"
	"fray/rules/storyteller"
	"fray/storage"
)

// Rounds left were told only in attack replies, so the GM lost track of
// them a few attacks back. /combat list — the listing the GM asks for, not
// the tracker every click redraws — now adds (App.listFields), in a
// storyteller fight, one line per fighter who has fired a gun in this fight: «**Ann**: Heavy
// revolver 4/7 · Light SMG 28/31». The tracker render is left alone (it
// must not allocate in the usual case), so a click that redraws the listed
// message shows the plain tracker again.

// ListFields is storyteller's part of /combat list: the rounds left, or
// nothing when nobody has fired a gun.
func (a *Plugin) ListFields(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	if f := a.stAmmoField(locale, ch.Encounter); f != nil {
		return []*discordgo.MessageEmbedField{f}
	}
	return nil
}

// stAmmoField is the rounds-left field of a fight, in the tracker's order,
// or nil when nobody has fired a gun.
func (a *Plugin) stAmmoField(locale string, e *encounter.Encounter) *discordgo.MessageEmbedField {
	var lines []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		guns, err := storyteller.FiredGuns(c)
		if err != nil || len(guns) == 0 {
			continue // a state that does not read is told by the tracker's health line
		}
		parts := make([]string, len(guns))
		for k, g := range guns {
			parts[k] = a.I18n().T(locale, "storyteller.ui.ammo_gun", map[string]any{"Weapon": stGunName(locale, g), "Rounds": g.Rounds, "Capacity": g.Capacity})
		}
		lines = append(lines, "**"+c.Name+"**: "+strings.Join(parts, " · "))
	}
	if len(lines) == 0 {
		return nil
	}
	return &discordgo.MessageEmbedField{Name: a.I18n().T(locale, "storyteller.ui.ammo_title", nil), Value: a.FitLines(locale, lines, commands.MaxFieldValue)}
}

// stGunName names a listed gun: as the sheet does, or a table gun carried
// without a sheet line by its row in the reader's language (as /reload's
// reply names it), «#2» for a pair's second copy.
func stGunName(locale string, g storyteller.GunRounds) string {
	if g.Row == "" {
		return g.Name
	}
	name := g.Row
	if w, ok := storyteller.FindWeapon(g.Row); ok {
		name = w.En
		if locale == commands.LocaleRU {
			name = w.Ru
		}
	}
	if g.Pair {
		name = storyteller.PairName(name)
	}
	return name
}

package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules/encounter"
	"fray/rules/storyteller"
	"fray/storage"
)

// Rounds left were told only in attack replies, so the GM lost track of
// them a few attacks back. /combat list — the listing the GM asks for, not
// the tracker every click redraws — now adds, in a storyteller fight, one
// line per fighter who has fired a gun in this fight: «**Ann**: Heavy
// revolver 4/7 · Light SMG 28/31». The tracker render is left alone (it
// must not allocate in the usual case), so a click that redraws the listed
// message shows the plain tracker again.

// stWrapCombatList adds the rounds-left field to /combat list in a
// storyteller channel; other systems' channels get what they got.
func (a *App) stWrapCombatList() {
	plain := a.commands["combat/list"]
	if plain == nil {
		return
	}
	a.commands["combat/list"] = func(ctx context.Context, req *Request) (*Response, error) {
		resp, err := plain(ctx, req)
		if err != nil || resp == nil || resp.Data == nil || len(resp.Data.Embeds) == 0 {
			return resp, err
		}
		var field *discordgo.MessageEmbedField
		verr := a.store.View(ctx, func(tx *storage.Tx) error {
			ch, err := tx.Channel(req.GuildID, req.ChannelID)
			if err != nil {
				return err
			}
			if e := ch.Encounter; e != nil && !e.Ended && e.System == stID {
				field = a.stAmmoField(req.Locale, e)
			}
			return nil
		})
		if verr != nil || field == nil {
			// The tracker was read already and is right: list it without
			// the rounds rather than fail the whole listing.
			return resp, nil
		}
		em := resp.Data.Embeds[0]
		if len(em.Fields) < maxFields {
			em.Fields = append(em.Fields, field)
		}
		return resp, nil
	}
}

// stAmmoField is the rounds-left field of a fight, in the tracker's order,
// or nil when nobody has fired a gun.
func (a *App) stAmmoField(locale string, e *encounter.Encounter) *discordgo.MessageEmbedField {
	var lines []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		guns, err := storyteller.FiredGuns(c)
		if err != nil || len(guns) == 0 {
			continue // a state that does not read is told by the tracker's health line
		}
		parts := make([]string, len(guns))
		for k, g := range guns {
			parts[k] = a.i18n.T(locale, "storyteller.ui.ammo_gun", map[string]any{"Weapon": stGunName(locale, g), "Rounds": g.Rounds, "Capacity": g.Capacity})
		}
		lines = append(lines, "**"+c.Name+"**: "+strings.Join(parts, " · "))
	}
	if len(lines) == 0 {
		return nil
	}
	return &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "storyteller.ui.ammo_title", nil), Value: a.fitLines(locale, lines, maxFieldValue)}
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
		if locale == LocaleRU {
			name = w.Ru
		}
	}
	if g.Pair {
		name = storyteller.PairName(name)
	}
	return name
}

package commands

import (
	"context"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/storage"
)

// Choice is one autocomplete candidate: what is sent and the names it
// matches under (English and Russian).
type Choice struct {
	Value string
	Names []string
}

// matchChoices keeps up to 25 candidates: prefix matches first, then
// substring matches, case-insensitively in any of their names.
func matchChoices(typed string, cands []Choice) *Response {
	q := strings.ToLower(strings.TrimSpace(typed))
	var prefix, sub []Choice
	seen := map[string]bool{}
	for _, c := range cands {
		if seen[c.Value] {
			continue
		}
		best := 0
		for _, n := range append([]string{c.Value}, c.Names...) {
			ln := strings.ToLower(n)
			switch {
			case q == "" || strings.HasPrefix(ln, q):
				best = 2
			case strings.Contains(ln, q) && best < 1:
				best = 1
			}
		}
		switch best {
		case 2:
			prefix = append(prefix, c)
		case 1:
			sub = append(sub, c)
		default:
			continue
		}
		seen[c.Value] = true
	}
	sort.SliceStable(prefix, func(i, j int) bool { return prefix[i].Value < prefix[j].Value })
	all := append(prefix, sub...)
	var out []*discordgo.ApplicationCommandOptionChoice
	for _, c := range all {
		if len(out) == 25 {
			break
		}
		label := c.Value
		if len(c.Names) > 0 && !strings.EqualFold(c.Names[0], c.Value) {
			label = c.Names[0] + " (" + c.Value + ")"
		}
		out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: truncate(label, 100), Value: truncate(c.Value, 100)})
	}
	return autocompleteResponse(out)
}

// autoCombatants offers the names of the channel's combatants.
func (a *App) autoCombatants(ctx context.Context, req *Request) (*Response, error) {
	var cands []Choice
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil || ch.Encounter == nil || ch.Encounter.Ended {
			return err
		}
		for _, c := range ch.Encounter.Combatants {
			cands = append(cands, Choice{Value: c.Name})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return matchChoices(req.Str(req.Focused), cands), nil
}

// autoSheetWeapons offers the weapons on the user's own sheet.
func (a *App) autoSheetWeapons(ctx context.Context, req *Request) (*Response, error) {
	var cands []Choice
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		sys, err := a.channelSystem(tx, req)
		if err != nil {
			return nil
		}
		s, _, err := tx.Sheet(req.GuildID, req.UserID, sys.ID())
		for _, w := range s.Weapons {
			cands = append(cands, Choice{Value: w.Name})
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return matchChoices(req.Str(req.Focused), cands), nil
}

// autoWeapons offers the actor's weapons (the attacker's combatant or the
// user's sheet) and the system's weapon table.
func (a *App) autoWeapons(ctx context.Context, req *Request) (*Response, error) {
	var cands []Choice
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		sys, err := a.channelSystem(tx, req)
		if err != nil {
			return nil
		}
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		if ch.Encounter != nil && req.Str("attacker") != "" {
			if c, err := ch.Encounter.Find(req.Str("attacker")); err == nil {
				for _, w := range c.Sheet.Weapons {
					cands = append(cands, Choice{Value: w.Name})
				}
			}
		}
		if s, ok, _ := tx.Sheet(req.GuildID, req.UserID, sys.ID()); ok {
			for _, w := range s.Weapons {
				cands = append(cands, Choice{Value: w.Name})
			}
		}
		if cat, ok := a.catalogs[sys.ID()]; ok {
			cands = append(cands, cat("weapon")...)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return matchChoices(req.Str(req.Focused), cands), nil
}

// autoCatalog offers one of the channel system's tables (maneuvers, vehicles).
func (a *App) autoCatalog(kind string) Handler {
	return func(ctx context.Context, req *Request) (*Response, error) {
		var cands []Choice
		err := a.store.View(ctx, func(tx *storage.Tx) error {
			sys, err := a.channelSystem(tx, req)
			if err != nil {
				return nil
			}
			if cat, ok := a.catalogs[sys.ID()]; ok {
				cands = cat(kind)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		return matchChoices(req.Str(req.Focused), cands), nil
	}
}

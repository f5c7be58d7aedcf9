package commands

import (
	"context"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/storage"
)

// Choice is one autocomplete candidate: what is sent and the names it
// matches under (English and Russian).
type Choice struct {
	Value string
	Names []string
}

// MatchChoices keeps up to 25 candidates: prefix matches first, then
// substring matches, case-insensitively in any of their names.
func MatchChoices(typed string, cands []Choice) *Response {
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
		out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: Truncate(label, 100), Value: Truncate(c.Value, 100)})
	}
	return autocompleteResponse(out)
}

// AutoCombatants offers the names of the channel's combatants.
func (a *App) AutoCombatants(ctx context.Context, req *Request) (*Response, error) {
	var cands []Choice
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		if ch.Encounter == nil || ch.Encounter.Ended {
			// Outside a fight the commands that take a name act on the
			// party (MutOpts.Party).
			sys, err := a.systemFor(tx, req, &ch)
			if err != nil {
				return nil
			}
			for _, key := range slices.Sorted(maps.Keys(ch.Party)) {
				if p := ch.Party[key]; p.System == sys.ID() {
					cands = append(cands, Choice{Value: p.Name})
				}
			}
			return nil
		}
		for _, c := range ch.Encounter.Combatants {
			cands = append(cands, Choice{Value: c.Name})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return MatchChoices(req.Str(req.Focused), cands), nil
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
	return MatchChoices(req.Str(req.Focused), cands), nil
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
		if cat, ok := a.pluginOf(sys).(Cataloguer); ok {
			cands = append(cands, cat.Catalog("weapon")...)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return MatchChoices(req.Str(req.Focused), cands), nil
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
			if cat, ok := a.pluginOf(sys).(Cataloguer); ok {
				cands = cat.Catalog(kind)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		return MatchChoices(req.Str(req.Focused), cands), nil
	}
}

// AutoFunc lists a system's autocomplete candidates for one route, and the
// label to show for a value where it differs from the value itself ("Меч
// (2d6 ближний клинок)" for "Меч"), in the reader's language.
type AutoFunc func(ctx context.Context, req *Request, tx *storage.Tx) (cands []Choice, labels map[string]string, err error)

// SystemAuto answers route with fn in the system's channels; other channels
// keep the route's shared handler. Systems register their tables here
// rather than wrapping the shared handlers themselves.
func (a *App) SystemAuto(sysID, route string, fn AutoFunc) {
	owner := a.system(sysID)
	if owner == nil {
		panic("commands: SystemAuto for unknown system " + sysID)
	}
	wrapped := false
	for _, s := range a.systems {
		if s.autos[route] != nil {
			wrapped = true
		}
	}
	owner.autos[route] = fn
	if !wrapped {
		shared := a.autocomplete[route]
		a.autocomplete[route] = func(ctx context.Context, req *Request) (*Response, error) {
			var cands []Choice
			var labels map[string]string
			mine := false
			err := a.store.View(ctx, func(tx *storage.Tx) error {
				sys, err := a.channelSystem(tx, req)
				if err != nil {
					return nil
				}
				var fn AutoFunc
				if s := a.system(sys.ID()); s != nil {
					fn = s.autos[route]
				}
				if fn == nil {
					return nil
				}
				mine = true
				cands, labels, err = fn(ctx, req, tx)
				return err
			})
			if err != nil {
				return nil, err
			}
			if !mine {
				if shared == nil {
					return autocompleteResponse(nil), nil
				}
				return shared(ctx, req)
			}
			return Relabel(MatchChoices(req.Str(req.Focused), cands), labels), nil
		}
	}
}

// SkillChoices offers a system's skills (after lead, such as klondike's
// "none"), matched under their names in both languages and shown in the
// reader's: /check's and /support's skill in a channel of that system.
// Every choice's Names are {English, Russian}.
func SkillChoices(sys rules.System, lead ...Choice) AutoFunc {
	cands := append([]Choice(nil), lead...)
	for _, d := range sys.Stats() {
		if d.Skill {
			cands = append(cands, Choice{Value: d.Key, Names: []string{d.En, d.Ru}})
		}
	}
	labels := map[string]map[string]string{LocaleEN: {}, LocaleRU: {}}
	for _, c := range cands {
		labels[LocaleEN][c.Value], labels[LocaleRU][c.Value] = c.Names[0], c.Names[1]
	}
	return func(_ context.Context, req *Request, _ *storage.Tx) ([]Choice, map[string]string, error) {
		if req.Locale == LocaleRU {
			return cands, labels[LocaleRU], nil
		}
		return cands, labels[LocaleEN], nil
	}
}

// Relabel shows each offered choice under labels[value] where given.
func Relabel(resp *Response, labels map[string]string) *Response {
	if resp == nil || resp.Data == nil {
		return resp
	}
	for _, c := range resp.Data.Choices {
		v, _ := c.Value.(string)
		if l, ok := labels[v]; ok {
			c.Name = Truncate(l, 100)
		}
	}
	return resp
}

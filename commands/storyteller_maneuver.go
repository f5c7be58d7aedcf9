package commands

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/storyteller"
	"fray/storage"
)

// A channel's own maneuvers: «Игроки могут придумывать собственные маневры, а
// Ведущий определит соответствующие параметры». /maneuver add stores one with
// the same fields as a table row; /attack maneuver:<name> uses it.

const stManeuversKey = "storyteller.maneuvers" // m.Ch.Extra: []storyteller.Maneuver

// stMaxOwnManeuvers bounds a channel's list (autocomplete shows 25).
const stMaxOwnManeuvers = 25

func stOwnManeuvers(ch map[string]json.RawMessage) ([]storyteller.Maneuver, error) {
	var ms []storyteller.Maneuver
	if raw, ok := ch[stManeuversKey]; ok {
		if err := json.Unmarshal(raw, &ms); err != nil {
			return nil, err
		}
	}
	return ms, nil
}

// stFindOwnManeuver finds a channel maneuver by key or name.
func stFindOwnManeuver(m *Mut, name string) (*storyteller.Maneuver, error) {
	ms, err := stOwnManeuvers(m.Ch.Extra)
	if err != nil {
		return nil, err
	}
	n := strings.TrimSpace(name)
	for i := range ms {
		if strings.EqualFold(n, ms[i].Key) || strings.EqualFold(n, ms[i].En) || strings.EqualFold(n, ms[i].Ru) {
			return &ms[i], nil
		}
	}
	return nil, rules.Errorf("storyteller.error.maneuver_unknown", map[string]any{"Name": name})
}

func (a *App) stManeuverAdd(ctx context.Context, req *Request) (*Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.mutate(ctx, req, mutOpts{version: -1}, func(m *Mut) error {
		if !m.GM {
			return gmOnly
		}
		name := strings.TrimSpace(req.Str("name"))
		if err := checkName(name); err != nil {
			return err
		}
		attr, _ := storyteller.LookupStat(req.Str("attribute"))
		abil, _ := storyteller.LookupStat(req.Str("ability"))
		mv := storyteller.Maneuver{Key: name, En: name, Ru: strings.TrimSpace(req.Str("name_ru")), Attribute: attr, Ability: abil,
			Damage: strings.ToLower(strings.TrimSpace(req.Str("damage"))), Sustained: req.Bool("sustained"), Knockdown: req.Bool("knockdown"),
			Ranged: req.Bool("ranged"), Shots: strings.ToLower(strings.TrimSpace(req.Str("shots")))}
		if mv.Damage == "defence" {
			mv.Damage = storyteller.DamageDefense
		}
		var err error
		for _, n := range []struct {
			name string
			into *int
		}{{"accuracy", &mv.Accuracy}, {"difficulty", &mv.Difficulty}, {"bonus", &mv.Bonus}} {
			if *n.into, err = stInt(req, n.name); err != nil {
				return err
			}
		}
		if mv, err = storyteller.ValidateManeuver(mv); err != nil {
			return err
		}
		ms, err := stOwnManeuvers(m.Ch.Extra)
		if err != nil {
			return err
		}
		replaced := false
		for i := range ms {
			if ms[i].Key == mv.Key {
				ms[i], replaced = mv, true
			}
		}
		if !replaced {
			if len(ms) >= stMaxOwnManeuvers {
				return rules.Errorf("storyteller.ui.err.too_many_maneuvers", map[string]any{"Max": stMaxOwnManeuvers})
			}
			ms = append(ms, mv)
		}
		raw, err := json.Marshal(ms)
		if err != nil {
			return err
		}
		if m.Ch.Extra == nil {
			m.Ch.Extra = map[string]json.RawMessage{}
		}
		m.Ch.Extra[stManeuversKey] = raw
		m.NoUndo = true
		em = &discordgo.MessageEmbed{Color: colorNeutral, Title: "🥋 " + a.T(req, "storyteller.ui.maneuver_added", map[string]any{"Name": mv.En}),
			Description: a.stManeuverRow(req.Locale, &mv)}
		return nil
	})
	if err != nil {
		return nil, err
	}
	_ = m
	return message(em), nil
}

// stManeuverRow is a maneuver's numbers as the seed's table lists them.
func (a *App) stManeuverRow(loc string, mv *storyteller.Maneuver) string {
	t := func(k string, args map[string]any) string { return a.i18n.T(loc, k, args) }
	roll := t("storyteller.stat."+mv.Attribute, nil) + " + " + t("storyteller.stat."+mv.Ability, nil)
	var tags []string
	if mv.Sustained {
		tags = append(tags, "Х")
	}
	if mv.Knockdown {
		tags = append(tags, "С")
	}
	if mv.Defense {
		tags = append(tags, "У")
	}
	return t("storyteller.ui.maneuver_row", map[string]any{"Roll": roll, "Accuracy": stSigned(mv.Accuracy), "Difficulty": stSigned(mv.Difficulty),
		"Damage": t("storyteller.ui.damage_kind."+mv.Damage, map[string]any{"Bonus": stSigned(mv.Bonus)}), "Tags": strings.Join(tags, " ")})
}

func (a *App) stManeuverList(ctx context.Context, req *Request) (*Response, error) {
	var lines []string
	_, err := a.mutate(ctx, req, mutOpts{version: -1}, func(m *Mut) error {
		m.Unchanged = true
		ms, err := stOwnManeuvers(m.Ch.Extra)
		if err != nil {
			return err
		}
		for i := range ms {
			name := ms[i].En
			if req.Locale == LocaleRU {
				name = ms[i].Ru
			}
			lines = append(lines, "• **"+name+"** — "+a.stManeuverRow(req.Locale, &ms[i]))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(lines) == 0 {
		lines = []string{a.T(req, "storyteller.ui.no_maneuvers", nil)}
	}
	return ephemeral(&discordgo.MessageEmbed{Color: colorNeutral, Title: "🥋 " + a.T(req, "storyteller.ui.maneuvers_title", nil), Description: truncate(strings.Join(lines, "\n"), 4000)}), nil
}

// stAutoManeuvers is the maneuver autocomplete of /attack: the seed's tables
// and, in a storyteller channel, the channel's own maneuvers. Other systems'
// channels get their catalog as the generic route would give it.
func (a *App) stAutoManeuvers(ctx context.Context, req *Request) (*Response, error) {
	var cands []Choice
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		sys, err := a.channelSystem(tx, req)
		if err != nil {
			return nil
		}
		if cat, ok := a.catalogs[sys.ID()]; ok {
			cands = cat("maneuver")
		}
		if sys.ID() != stID {
			return nil
		}
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		own, err := stOwnManeuvers(ch.Extra)
		if err != nil {
			return nil // a damaged list offers the tables only
		}
		for _, mv := range own {
			cands = append(cands, Choice{Value: mv.En, Names: []string{mv.En, mv.Ru, mv.Key}})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if req.Locale == LocaleRU {
		// The label is the first name: English then Russian in the tables.
		for i := range cands {
			if n := cands[i].Names; len(n) >= 2 {
				cands[i].Names = append([]string{n[1], n[0]}, n[2:]...)
			}
		}
	}
	return matchChoices(req.Str(req.Focused), cands), nil
}

package storyteller

import (
	"context"
	"encoding/json"
	"fray/commands"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/storyteller"
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
func stFindOwnManeuver(m *commands.Mut, name string) (*storyteller.Maneuver, error) {
	ms, err := stOwnManeuvers(m.Ch.Extra)
	if err != nil {
		return nil, err
	}
	n := strings.TrimSpace(name)
	if mv := stOwnManeuverNamed(ms, n); mv != nil {
		return mv, nil
	}
	// A console line cannot hold a space outside quotes, so «Удар головой»
	// is typed удар_головой, as the built-in maneuvers are (FindManeuver):
	// the same name. The exact name is tried first, for one named with "_".
	if strings.ContainsRune(n, '_') {
		if mv := stOwnManeuverNamed(ms, strings.ReplaceAll(n, "_", " ")); mv != nil {
			return mv, nil
		}
	}
	return nil, rules.Errorf("storyteller.error.maneuver_unknown", map[string]any{"Name": name})
}

// stOwnManeuverNamed is the channel's maneuver whose key or name is n
// (case-insensitively), or nil.
func stOwnManeuverNamed(ms []storyteller.Maneuver, n string) *storyteller.Maneuver {
	for i := range ms {
		if strings.EqualFold(n, ms[i].Key) || strings.EqualFold(n, ms[i].En) || strings.EqualFold(n, ms[i].Ru) {
			return &ms[i]
		}
	}
	return nil
}

func (a *Plugin) stManeuverAdd(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		name := strings.TrimSpace(req.Str("name"))
		if err := commands.CheckName(name); err != nil {
			return err
		}
		attr, err := stManeuverStat(m, req, "attribute", false)
		if err != nil {
			return err
		}
		abil, err := stManeuverStat(m, req, "ability", true)
		if err != nil {
			return err
		}
		damage, err := stManeuverChoice("damage", req.Str("damage"), stManeuverDamageWords)
		if err != nil {
			return err
		}
		shots := ""
		if req.Bool("ranged") { // a melee maneuver has no fire mode: shots is not read
			if shots, err = stManeuverChoice("shots", req.Str("shots"), stManeuverShotsWords); err != nil {
				return err
			}
		}
		mv := storyteller.Maneuver{Key: name, En: name, Ru: strings.TrimSpace(req.Str("name_ru")), Attribute: attr, Ability: abil,
			Damage: damage, Sustained: req.Bool("sustained"), Knockdown: req.Bool("knockdown"),
			Ranged: req.Bool("ranged"), Shots: shots}
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
		em = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🥋 " + a.T(req, "storyteller.ui.maneuver_added", map[string]any{"Name": mv.En}),
			Description: a.stManeuverRow(req.Locale, &mv)}
		return nil
	})
	if err != nil {
		return nil, err
	}
	_ = m
	return commands.Message(em), nil
}

// stManeuverRow is a maneuver's numbers as the seed's table lists them:
// "Dexterity + Brawl, difficulty +1, damage: Strength +1 (С)"; normal
// accuracy and difficulty are left out.
func (a *Plugin) stManeuverRow(loc string, mv *storyteller.Maneuver) string {
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	roll := t("storyteller.stat."+mv.Attribute, nil) + " + " + t("storyteller.stat."+mv.Ability, nil)
	if mv.ArmedAbil != "" {
		roll += " / " + t("storyteller.stat."+mv.ArmedAbil, nil)
	}
	parts := []string{roll}
	switch {
	case mv.Special:
		parts = append(parts, t("storyteller.ui.row.special_accuracy", nil))
	case mv.Accuracy != 0:
		parts = append(parts, t("storyteller.ui.row.accuracy", map[string]any{"Accuracy": stSigned(mv.Accuracy)}))
	}
	if mv.Difficulty != 0 {
		parts = append(parts, t("storyteller.ui.row.difficulty", map[string]any{"Difficulty": stSigned(mv.Difficulty)}))
	}
	if mv.Shots == storyteller.FireTwo {
		// «+1 сложность для "слабой" руки»: the table row's own difficulty.
		parts = append(parts, t("storyteller.ui.row.off_hand", nil))
	}
	bonus := ""
	if mv.Bonus != 0 {
		bonus = stSigned(mv.Bonus)
	}
	parts = append(parts, t("storyteller.ui.row.damage", map[string]any{"Damage": t("storyteller.ui.damage_kind."+mv.Damage, map[string]any{"Bonus": bonus})}))
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
	s := strings.Join(parts, ", ")
	if len(tags) > 0 {
		s += " (" + strings.Join(tags, ", ") + ")"
	}
	return s
}

func (a *Plugin) stManeuverList(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var lines []string
	_, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		m.Unchanged = true
		ms, err := stOwnManeuvers(m.Ch.Extra)
		if err != nil {
			return err
		}
		for i := range ms {
			name := ms[i].En
			if req.Locale == commands.LocaleRU {
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
	return commands.Ephemeral(&discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🥋 " + a.T(req, "storyteller.ui.maneuvers_title", nil), Description: commands.Truncate(strings.Join(lines, "\n"), 4000)}), nil
}

// stManeuverStat reads /maneuver add's attribute or ability. A name that is
// none (or the other kind) is refused with the valid names in the user's
// language: «Маневр: неверное поле «атрибут»» left the GM guessing.
func stManeuverStat(m *commands.Mut, req *commands.Request, opt string, skill bool) (string, error) {
	typed := strings.TrimSpace(req.Str(opt))
	if typed == "" {
		return "", rules.Errorf("err.missing_option", map[string]any{"Option": opt})
	}
	key, ok := storyteller.LookupStat(typed)
	var names []string
	for _, d := range m.Sys.Stats() {
		if d.Skill != skill {
			continue
		}
		if ok && d.Key == key {
			return key, nil
		}
		if req.Locale == commands.LocaleRU {
			names = append(names, d.Ru)
		} else {
			names = append(names, d.En)
		}
	}
	msg := "storyteller.error.maneuver_attribute"
	if skill {
		msg = "storyteller.error.maneuver_ability"
	}
	return "", rules.Errorf(msg, map[string]any{"Value": typed, "List": strings.Join(names, ", ")})
}

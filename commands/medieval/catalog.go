package medieval

import (
	"context"
	"fray/commands"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules/medieval"
	"fray/storage"
)

// Autocomplete in the reader's language: the ready weapons of
// rules/medieval's catalogue and the seed's actions. The shared handlers
// know no locale, so the medieval channel's weapon options get their own
// (other systems' channels keep the shared one).

// medCatalog offers the system's tables to the shared handlers: the seed's
// actions (kind "maneuver") and the ready weapons (kind "weapon"), matched
// under both languages' names.
func medCatalog(kind string) []commands.Choice {
	switch kind {
	case "maneuver":
		var out []commands.Choice
		for _, act := range medieval.New().Actions() {
			out = append(out, commands.Choice{Value: act.Key, Names: []string{act.En, act.Ru}})
		}
		return out
	case "weapon":
		var out []commands.Choice
		for _, w := range medieval.WeaponCatalog() {
			out = append(out, commands.Choice{Value: w.En, Names: append([]string{w.En, w.Ru, w.Spec}, w.Forms()...)})
		}
		return out
	}
	return nil
}

// medWeaponChoices lists the attacker's and the user's sheet weapons, then
// the ready weapons, each labelled "name (notation)" in the reader's
// language; a ready weapon's value is its name in that language, which
// /attack and /char weapon add resolve.
func (a *Plugin) medWeaponChoices(ctx context.Context, req *commands.Request, tx *storage.Tx) (cands []commands.Choice, labels map[string]string, err error) {
	loc := req.Locale
	labels = map[string]string{}
	add := func(value, spec string, names ...string) {
		cands = append(cands, commands.Choice{Value: value, Names: names})
		if _, seen := labels[value]; !seen {
			labels[value] = value + " (" + a.WeaponText(loc, spec) + ")"
		}
	}
	ch, err := tx.Channel(req.GuildID, req.ChannelID)
	if err != nil {
		return nil, nil, err
	}
	if ch.Encounter != nil && req.Str("attacker") != "" {
		if c, err := ch.Encounter.Find(req.Str("attacker")); err == nil {
			for _, w := range c.Sheet.Weapons {
				add(w.Name, w.Spec, w.Name)
			}
		}
	}
	if s, found, _ := tx.Sheet(req.GuildID, req.UserID, medID); found {
		for _, w := range s.Weapons {
			add(w.Name, w.Spec, w.Name)
		}
	}
	for _, w := range medieval.WeaponCatalog() {
		add(w.Name(loc), w.Spec, append([]string{w.Name(loc), w.En, w.Ru}, w.Forms()...)...)
	}
	return cands, labels, nil
}

// medAutoActions offers the seed's actions under their names in the
// reader's language; the value is the action's key.
func (a *Plugin) medAutoActions(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	labels := map[string]string{}
	var cands []commands.Choice
	for _, act := range medieval.New().Actions() {
		name := act.En
		if req.Locale == "ru" {
			name = act.Ru
		}
		labels[act.Key] = name
		cands = append(cands, commands.Choice{Value: act.Key, Names: []string{name, act.En, act.Ru}})
	}
	resp := commands.Relabel(commands.MatchChoices(req.Str(req.Focused), cands), labels)
	medSortByLabel(resp, req.Str(req.Focused), cands)
	return resp, nil
}

// medSortByLabel orders the choices by the label the reader sees: the shared
// matcher sorts prefix matches by value, here the action's English key, which
// read in Russian ("Прицеливание, Засада, Атака…") looks like no order at all.
// Prefix matches still come before substring matches.
func medSortByLabel(resp *commands.Response, typed string, cands []commands.Choice) {
	if resp == nil || resp.Data == nil {
		return
	}
	q := strings.ToLower(strings.TrimSpace(typed))
	prefix := map[string]bool{}
	for _, c := range cands {
		for _, n := range append([]string{c.Value}, c.Names...) {
			if strings.HasPrefix(strings.ToLower(n), q) {
				prefix[c.Value] = true
			}
		}
	}
	group := func(c *discordgo.ApplicationCommandOptionChoice) int {
		if v, _ := c.Value.(string); prefix[v] {
			return 0
		}
		return 1
	}
	sort.SliceStable(resp.Data.Choices, func(i, j int) bool {
		ci, cj := resp.Data.Choices[i], resp.Data.Choices[j]
		if gi, gj := group(ci), group(cj); gi != gj {
			return gi < gj
		}
		return ci.Name < cj.Name
	})
}

// WeaponText renders a weapon notation in the reader's words: "2d6 ближний
// клинок, фехтование" (the skill last, after a comma). A notation it cannot read is shown as stored.
func (a *Plugin) WeaponText(loc, spec string) string {
	w, err := medieval.ParseWeaponSpec(spec)
	if err != nil {
		return spec
	}
	t := func(key string, args map[string]any) string {
		return a.I18n().T(loc, "medieval.ui.notation."+key, args)
	}
	parts := []string{w.Damage.String()}
	if w.Melee {
		parts = append(parts, t("melee", nil))
	} else {
		parts = append(parts, t("ranged", nil))
	}
	if w.Blade {
		parts = append(parts, t("blade", nil))
	}
	if w.AP {
		parts = append(parts, t("ap", nil))
	}
	if w.ROF > 1 {
		parts = append(parts, t("rof", map[string]any{"N": w.ROF}))
	}
	return strings.Join(parts, " ") + ", " + strings.ToLower(a.I18n().T(loc, "medieval.skill."+w.Skill, nil))
}

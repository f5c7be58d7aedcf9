package storyteller

import (
	"context"
	"fray/commands"
	"strconv"
	"strings"

	"fray/rules/storyteller"
	"fray/storage"
)

// Autocomplete of the storyteller tables in the reader's language, each row
// with its numbers («Удар рукой — Ловкость + Рукопашный бой, сложн. +0, урон:
// Сила»; «Пистолет малого калибра — урон 4, 20 м, …»), matching Russian and
// English input alike. The generic routes know no locale, so the storyteller
// wraps them and hands other systems' channels to what it wrapped.

// stLocalName is the row's name in the reader's language.
func stLocalName(loc, en, ru string) string {
	if loc == commands.LocaleRU && ru != "" {
		return ru
	}
	return en
}

// stWeaponChoices: the attacker's weapons, the user's sheet weapons, then the
// seed's tables; a table row is sent under its name in the reader's language
// (the handlers resolve both languages). /reload offers firearms only — a
// sword is not reloaded — and reads its fighter from name:.
func (a *Plugin) stWeaponChoices(_ context.Context, req *commands.Request, tx *storage.Tx) ([]commands.Choice, map[string]string, error) {
	loc := req.Locale
	var cands []commands.Choice
	labels := map[string]string{}
	reload, actor := req.Route() == "reload", "attacker"
	if reload {
		actor = "name"
	}
	sheetWeapon := func(name, spec string) {
		if reload && !stIsFirearm(name, spec) {
			return
		}
		cands = append(cands, commands.Choice{Value: name})
		if _, seen := labels[name]; !seen && spec != "" && !strings.EqualFold(spec, name) {
			labels[name] = name + " (" + a.WeaponText(loc, spec) + ")"
		}
	}
	ch, err := tx.Channel(req.GuildID, req.ChannelID)
	if err != nil {
		return nil, nil, err
	}
	if ch.Encounter != nil && req.Str(actor) != "" {
		if c, err := ch.Encounter.Find(req.Str(actor)); err == nil {
			for _, w := range c.Sheet.Weapons {
				sheetWeapon(w.Name, w.Spec)
			}
		}
	}
	if s, ok, _ := tx.Sheet(req.GuildID, req.UserID, stID); ok {
		for _, w := range s.Weapons {
			sheetWeapon(w.Name, w.Spec)
		}
	}
	tabs := [][]storyteller.WeaponStats{storyteller.MeleeWeapons, storyteller.Guns}
	if reload {
		tabs = tabs[1:]
	}
	for _, tab := range tabs {
		for i := range tab {
			w := &tab[i]
			name := stLocalName(loc, w.En, w.Ru)
			cands = append(cands, commands.Choice{Value: name, Names: []string{w.Ru, w.En, w.Key}})
			labels[name] = name + " — " + a.stWeaponRow(loc, w)
		}
	}
	return cands, labels, nil
}

// stIsFirearm: a sheet weapon (a table name, or a notation) is a gun.
func stIsFirearm(name, spec string) bool {
	if strings.TrimSpace(spec) == "" {
		w, ok := storyteller.FindWeapon(name)
		return ok && w.Firearm
	}
	w, err := storyteller.ParseWeaponSpec(spec)
	return err == nil && w.Firearm
}

// stWeaponRow is a table weapon's numbers: "Strength +1, lethal, hidden:
// jacket" or "damage 4 lethal, 20 m, rate 4, clip 17+1" (a gun's line leaves
// concealment out to fit Discord's 100 characters).
func (a *Plugin) stWeaponRow(loc string, w *storyteller.WeaponStats) string {
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	typ := a.stType(loc, w.Type)
	conceal := t("storyteller.conceal."+w.Conceal, nil)
	if !w.Firearm {
		return t("storyteller.ui.row.melee", map[string]any{"Bonus": stSigned(w.Damage), "Type": typ, "Conceal": conceal})
	}
	clip := strconv.Itoa(w.Clip)
	if w.Chamber > 0 {
		clip += "+" + strconv.Itoa(w.Chamber)
	}
	s := t("storyteller.ui.row.gun", map[string]any{"Damage": w.Damage, "Type": typ, "Range": w.Range, "Rate": w.Rate, "Clip": clip})
	if w.Auto {
		s += ", " + t("storyteller.ui.row.auto", nil)
	}
	return s
}

// WeaponText shows a sheet weapon's stored notation in the reader's
// words («Сила +1, летальные, скрыть: куртка»; "damage 5, lethal, 30 m, rate
// 3, clip 7+1, hidden: jacket"): a Russian sheet must not read "str+1 lethal
// conceal=jacket". A notation it cannot read is shown as stored.
func (a *Plugin) WeaponText(loc, spec string) string {
	w, err := storyteller.ParseWeaponSpec(spec)
	if err != nil {
		return spec
	}
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	var parts []string
	if w.Strength {
		s := t("storyteller.stat.strength", nil)
		if w.Damage != 0 {
			s += " " + stSigned(w.Damage)
		}
		parts = append(parts, s)
	} else {
		parts = append(parts, t("storyteller.ui.notation.dice", map[string]any{"Damage": w.Damage}))
	}
	parts = append(parts, a.stType(loc, w.Type))
	if w.Firearm {
		clip := strconv.Itoa(w.Clip)
		if w.Chamber > 0 {
			clip += "+" + strconv.Itoa(w.Chamber)
		}
		parts = append(parts, t("storyteller.ui.notation.gun", map[string]any{"Range": w.Range, "Rate": w.Rate, "Clip": clip}))
		if w.Auto {
			parts = append(parts, t("storyteller.ui.row.auto", nil))
		}
		if w.Scope {
			parts = append(parts, t("storyteller.ui.notation.scope", nil))
		}
	}
	switch w.Conceal {
	case "":
	case "none":
		parts = append(parts, t("storyteller.conceal.none", nil))
	default:
		parts = append(parts, t("storyteller.ui.notation.conceal", map[string]any{"Conceal": t("storyteller.conceal."+w.Conceal, nil)}))
	}
	return strings.Join(parts, ", ")
}

// stManeuverChoices: the seed's attack maneuvers and the channel's own, each
// sent by its name in the reader's language and labelled with its row.
func (a *Plugin) stManeuverChoices(_ context.Context, req *commands.Request, tx *storage.Tx) ([]commands.Choice, map[string]string, error) {
	loc := req.Locale
	var cands []commands.Choice
	labels := map[string]string{}
	add := func(mv *storyteller.Maneuver) {
		value := stLocalName(loc, mv.En, mv.Ru) // /attack resolves either language
		cands = append(cands, commands.Choice{Value: value, Names: []string{mv.Ru, mv.En, mv.Key}})
		labels[value] = value + " — " + a.stManeuverRow(loc, mv)
	}
	for i := range storyteller.Maneuvers {
		if mv := &storyteller.Maneuvers[i]; !mv.Defense {
			add(mv)
		}
	}
	ch, err := tx.Channel(req.GuildID, req.ChannelID)
	if err != nil {
		return nil, nil, err
	}
	own, err := stOwnManeuvers(ch.Extra)
	if err != nil {
		return cands, labels, nil // a damaged list offers the tables only
	}
	for i := range own {
		add(&own[i])
	}
	return cands, labels, nil
}

// stDefenseChoices: block, dodge and parry (the «У» rows) and none, for the
// defence option of /attack.
func (a *Plugin) stDefenseChoices(_ context.Context, req *commands.Request, _ *storage.Tx) ([]commands.Choice, map[string]string, error) {
	loc := req.Locale
	cands := []commands.Choice{{Value: "none", Names: []string{"нет", "none"}}}
	labels := map[string]string{"none": a.I18n().T(loc, "storyteller.ui.row.no_defense", nil)}
	for i := range storyteller.Maneuvers {
		mv := &storyteller.Maneuvers[i]
		if !mv.Defense {
			continue
		}
		cands = append(cands, commands.Choice{Value: mv.Key, Names: []string{mv.Ru, mv.En, mv.Key}})
		labels[mv.Key] = stLocalName(loc, mv.En, mv.Ru) + " — " + a.stManeuverRow(loc, mv)
	}
	return cands, labels, nil
}

package klondike

import (
	"context"
	"fray/commands"
	"strings"

	"fray/rules/klondike"
	"fray/storage"
)

// Autocomplete in the reader's language for klondike channels: the stock
// weapons under their names with their damage («Нож (d6+2, ближний бой)»),
// the attack tags, the vehicle damage-table results. The shared handlers
// know no locale, so the klondike channel's routes are wrapped (other
// systems' channels keep whatever handler was there).

// klCatalog offers the klondike tables to the shared handlers, matched
// under both languages' names and the key.
func klCatalog(kind string) []commands.Choice {
	var out []commands.Choice
	switch kind {
	case "weapon":
		for _, w := range klondike.WeaponCatalog() {
			out = append(out, commands.Choice{Value: w.En, Names: []string{w.En, w.Ru, w.Key}})
		}
	case "maneuver":
		for _, m := range klManeuvers {
			out = append(out, commands.Choice{Value: m.name, Names: []string{m.en, m.ru}})
		}
	case "vehicle":
		for _, r := range klVehicleResults {
			out = append(out, commands.Choice{Value: r})
		}
	}
	return out
}

var klVehicleResults = []string{klondike.ResBreach, klondike.ResCrew, klondike.ResCargo, klondike.ResWeapons, klondike.ResRunningGear, klondike.ResElectronics, klondike.ResEngine}

var klManeuvers = []struct{ name, en, ru string }{
	{"charge", "Charge (melee +2)", "Рывок (ближний бой +2)"},
	{"meet_charge", "Meet a charge (−2 unless on overwatch)", "Встречная атака (−2 без дозора)"},
	{"overwatch", "Overwatch shot", "Выстрел из дозора"},
	{"cleave", "Cleave: follow-up melee attack", "Добивание: ещё одна атака"},
	{"improvised", "Improvised weapon (−d6)", "Подручное оружие (−d6)"},
	{"careful", "Target in melee, sparing the other (−d6)", "По цели в схватке, не задевая второго (−d6)"},
	{"careless", "Target in melee, careless: a miss hits the other", "Не заботясь о втором: промах бьёт по нему"},
	{"free", "Free shot in the suppressed area (−2)", "Свободный выстрел в зоне огня по области (−2)"},
	{"free_moving", "Free shot at one entering or leaving cover (−2, no cover)", "Свободный выстрел по входящему в укрытие или выходящему (−2, без укрытия)"},
	{"str", "Damage past END into STR", "Урон сверх ВЫН — в СИЛ"},
	{"dex", "Damage past END into DEX", "Урон сверх ВЫН — в ЛОВ"},
	{"stationary", "Vehicle: stationary (+1)", "Техника: неподвижна (+1)"},
	{"fast", "Vehicle: moving fast (−2)", "Техника: движется быстро (−2)"},
	{"moving", "Vehicle: the shooter is in a moving vehicle (−1)", "Техника: стрелок в движущейся технике (−1)"},
	{"slow", "Vehicle: biplane or slow aircraft (−4)", "Техника: биплан или медленная авиация (−4)"},
}

// klWeaponChoices lists the attacker's and the user's sheet weapons, then
// the stock weapons, each labelled "name (damage, kind…)" in the reader's
// language; a stock weapon's value is its name in that language, which
// /attack and /char weapon add resolve.
func (a *Plugin) klWeaponChoices(_ context.Context, req *commands.Request, tx *storage.Tx) ([]commands.Choice, map[string]string, error) {
	loc := req.Locale
	var cands []commands.Choice
	labels := map[string]string{}
	add := func(value, spec string, names ...string) {
		cands = append(cands, commands.Choice{Value: value, Names: names})
		if _, seen := labels[value]; !seen {
			labels[value] = value + " (" + a.klNotation(loc, value, spec) + ")"
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
	if s, found, _ := tx.Sheet(req.GuildID, req.UserID, klID); found {
		for _, w := range s.Weapons {
			add(w.Name, w.Spec, w.Name)
		}
	}
	for _, w := range klondike.WeaponCatalog() {
		add(w.Name(loc), w.Spec, w.Name(loc), w.En, w.Ru, w.Key)
	}
	return cands, labels, nil
}

// klNotation renders a weapon notation in the reader's words: "3d6−3, 10 m,
// 15 rounds", «d6+2, ближний бой». A notation it cannot read is shown as stored.
func (a *Plugin) klNotation(loc, name, spec string) string {
	w, err := klondike.ParseWeaponSpec(name, spec)
	if err != nil {
		return spec
	}
	t := func(key string, args map[string]any) string { return a.I18n().T(loc, "klc.weapon."+key, args) }
	parts := []string{strings.ReplaceAll(w.Damage.String(), "-", "−")}
	switch w.Kind {
	case klondike.KindMelee:
		parts = append(parts, t("melee", nil))
	case klondike.KindThrown:
		parts = append(parts, t("thrown", nil))
	default:
		parts = append(parts, t("range", map[string]any{"M": w.Range}))
	}
	if w.Auto > 0 {
		parts = append(parts, t("auto", map[string]any{"N": w.Auto}))
	}
	if w.HasAP {
		parts = append(parts, t("ap", map[string]any{"Dice": w.AP.String()}))
	}
	if w.Blast > 0 {
		parts = append(parts, t("blast", map[string]any{"M": w.Blast}))
	}
	if w.Improvised {
		parts = append(parts, t("improvised", nil))
	}
	return strings.Join(parts, ", ")
}

// klManeuverChoices offers the attack tags under their names in the
// reader's language; the value is the tag.
func (a *Plugin) klManeuverChoices(_ context.Context, req *commands.Request, _ *storage.Tx) ([]commands.Choice, map[string]string, error) {
	labels := map[string]string{}
	var cands []commands.Choice
	for _, m := range klManeuvers {
		name := m.en
		if req.Locale == "ru" {
			name = m.ru
		}
		labels[m.name] = name
		cands = append(cands, commands.Choice{Value: m.name, Names: []string{name, m.en, m.ru}})
	}
	return cands, labels, nil
}

// klResultChoices offers the vehicle damage-table results to aim at, named
// in the reader's language; the value is the result's key.
func (a *Plugin) klResultChoices(_ context.Context, req *commands.Request, _ *storage.Tx) ([]commands.Choice, map[string]string, error) {
	labels := map[string]string{}
	var cands []commands.Choice
	for _, r := range klVehicleResults {
		name := a.I18n().T(req.Locale, "klondike.vehicle.result."+r, nil)
		labels[r] = name
		cands = append(cands, commands.Choice{Value: r, Names: []string{name, a.I18n().T("en", "klondike.vehicle.result."+r, nil), a.I18n().T("ru", "klondike.vehicle.result."+r, nil)}})
	}
	return cands, labels, nil
}

// klRegisterCatalogs wires the localised autocomplete routes.
func (a *Plugin) klRegisterCatalogs() {
	a.SystemAuto(klID, "*/weapon", a.klWeaponChoices)
	a.SystemAuto(klID, "char/weapon/add/name", a.klWeaponChoices)
	a.SystemAuto(klID, "*/maneuver", a.klManeuverChoices)
	a.Auto("vehicle/hit/aim", func(ctx context.Context, req *commands.Request) (*commands.Response, error) {
		cands, labels, _ := a.klResultChoices(ctx, req, nil)
		return commands.Relabel(commands.MatchChoices(req.Str(req.Focused), cands), labels), nil
	})
}

package commands

import (
	"strings"

	"fray/rules"
)

// Sheets store the systems' notations in their canonical (English) words;
// a sheet is shown in the reader's. A system offers that for its armor by
// implementing armorLocalizer, and for weapons by its plug-in implementing
// WeaponNamer.

// armorLocalizer is a system that can show a stored armor notation in the
// reader's words (rules/medieval: "all 8; torso 14 hard ev2" → "все 8; торс
// 14 жёсткая ЗУ2"); word translates the message keys it asks for.
type armorLocalizer interface {
	LocalizeArmor(notation string, word func(key string, args map[string]any) string) string
}

// sheetArmorText is a sheet's armor for /char show and the other sheet
// replies: localised when the system can, else as stored.
func (a *App) sheetArmorText(req *Request, sys rules.System, notation string) string {
	if l, ok := sys.(armorLocalizer); ok {
		return l.LocalizeArmor(notation, func(key string, args map[string]any) string { return a.T(req, key, args) })
	}
	return notation
}

// sheetWeaponText is a weapon's stored notation in the reader's words.
func (a *App) sheetWeaponText(req *Request, sys rules.System, spec string) string {
	if n, ok := a.pluginOf(sys).(WeaponNamer); ok {
		return n.WeaponText(req.Locale, spec)
	}
	return spec
}

// SheetFlag is a yes/no trait a system reads from rules.Sheet.Flags: stored
// under Key, shown and typed in the reader's words.
type SheetFlag struct {
	Key, Ru string
	Aliases []string
}

// sheetFlags lists the traits the system's rules read (SheetFlagNamer). A
// trait no rule reads would be stored and shown yet change nothing (a typo
// such as "supernatral", or the Russian word a player naturally types), so
// /char set refuses it and names the valid ones.
func (a *App) sheetFlags(sys rules.System) []SheetFlag {
	if n, ok := a.pluginOf(sys).(SheetFlagNamer); ok {
		return n.SheetFlags()
	}
	return nil
}

// flagName is a stored trait in the reader's words (as stored when the
// system does not know it).
func (a *App) flagName(sys rules.System, key, locale string) string {
	for _, f := range a.sheetFlags(sys) {
		if f.Key == key {
			if locale == LocaleEN {
				return f.Key
			}
			return f.Ru
		}
	}
	return key
}

// parseFlags reads "supernatural, -short_track" (a leading - or ! turns a
// trait off) into stored keys; a trait the system does not read is a user
// error that lists the ones it does.
func (a *App) parseFlags(sys rules.System, text, locale string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		on := !strings.HasPrefix(f, "-") && !strings.HasPrefix(f, "!")
		word := strings.TrimLeft(f, "-!")
		key := ""
		for _, d := range a.sheetFlags(sys) {
			for _, n := range append([]string{d.Key, d.Ru}, d.Aliases...) {
				if normKey(n) == normKey(word) && normKey(word) != "" {
					key = d.Key
				}
			}
		}
		if key == "" {
			var valid []string
			for _, d := range a.sheetFlags(sys) {
				valid = append(valid, a.flagName(sys, d.Key, locale))
			}
			if len(valid) == 0 {
				return nil, rules.Errorf("char.err.no_flags", map[string]any{"Flag": f})
			}
			return nil, rules.Errorf("char.err.unknown_flag", map[string]any{"Flag": f, "Valid": strings.Join(valid, ", ")})
		}
		out[key] = on
	}
	return out, nil
}

package commands

import "fray/rules"

// Sheets store the systems' notations in their canonical (English) words;
// a sheet is shown in the reader's. A system offers that for its armor by
// implementing armorLocalizer, and for weapons by registering
// a.weaponText[system] (commands/sys_*.go).

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
	if f := a.weaponText[sys.ID()]; f != nil {
		return f(req.Locale, spec)
	}
	return spec
}

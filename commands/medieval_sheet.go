package commands

import "fray/rules"

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

package medieval

// CatalogWeapon is one entry of the ready weapon table offered in
// autocomplete and accepted by name in /attack weapon: and /char weapon add.
// The seed prints no weapon table: these are a GM's convenience for
// improvised NPC weapons, not rules. Spec is the weapon notation.
type CatalogWeapon struct {
	Key  string // "sword"
	En   string // "Sword"
	Ru   string // "Меч"
	Spec string // "2d6 melee blade skill:fencing"
}

var weaponCatalog = []CatalogWeapon{
	{"dagger", "Dagger", "Кинжал", "1d6 melee blade"},
	{"sword", "Sword", "Меч", "2d6 melee blade skill:fencing"},
	{"two_handed_sword", "Two-handed sword", "Двуручный меч", "3d6 melee blade"},
	{"mace", "Mace", "Булава", "2d6+1 melee"},
	{"battle_axe", "Battle axe", "Боевой топор", "2d6+2 melee blade"},
	{"club", "Club", "Дубина", "1d6+1 melee"},
	{"spear", "Spear", "Копьё", "2d6 melee skill:melee"},
	{"fists", "Fists", "Кулаки", "1d6 melee skill:brawling"},
	{"longbow", "Longbow", "Длинный лук", "2d6 ranged skill:archery"},
	{"bodkin", "Longbow, bodkin arrow", "Длинный лук, бронебойная стрела", "2d6 ranged ap skill:archery"},
	{"crossbow", "Crossbow", "Арбалет", "3d6 ranged skill:crossbow"},
	// «То же самое верно и для ножей, мечей и другого клинкового оружия»: a
	// knife is a blade when thrown too (a thrown Dagger already was).
	{"throwing_knife", "Throwing knife", "Метательный нож", "1d6 ranged blade skill:throwing"},
}

// WeaponCatalog lists the ready weapons (a copy).
func WeaponCatalog() []CatalogWeapon {
	out := make([]CatalogWeapon, len(weaponCatalog))
	copy(out, weaponCatalog)
	return out
}

// weaponForms are the other number of each ready weapon's names, by key: a
// player types «кулак» or "fist" for Fists, «мечи» for the Sword (without
// them «Кулак» would be refused, the refusal offering a Sword). They are
// read, never shown or stored: the entry keeps its own names.
var weaponForms = map[string][]string{
	"dagger":           {"Daggers", "Кинжалы"},
	"sword":            {"Swords", "Мечи"},
	"two_handed_sword": {"Two-handed swords", "Двуручные мечи"},
	"mace":             {"Maces", "Булавы"},
	"battle_axe":       {"Battle axes", "Боевые топоры"},
	"club":             {"Clubs", "Дубины"},
	"spear":            {"Spears", "Копья"},
	"fists":            {"Fist", "Кулак"},
	"longbow":          {"Longbows", "Длинные луки"},
	"bodkin":           {"Longbow, bodkin arrows", "Длинный лук, бронебойные стрелы"},
	"crossbow":         {"Crossbows", "Арбалеты"},
	"throwing_knife":   {"Throwing knives", "Метательные ножи"},
}

// LookupCatalogWeapon finds a ready weapon by its key, its English or
// Russian name, or the other number of either (weaponForms; case-insensitive,
// ё = е, spaces and punctuation ignored).
func LookupCatalogWeapon(name string) (CatalogWeapon, bool) {
	w := normWord(name)
	if w == "" {
		return CatalogWeapon{}, false
	}
	for _, c := range weaponCatalog {
		if w == normWord(c.Key) || w == normWord(c.En) || w == normWord(c.Ru) {
			return c, true
		}
	}
	for _, c := range weaponCatalog {
		for _, f := range weaponForms[c.Key] {
			if w == normWord(f) {
				return c, true
			}
		}
	}
	return CatalogWeapon{}, false
}

// Forms are the entry's other accepted names (plural or singular), for
// autocomplete's matching.
func (c CatalogWeapon) Forms() []string { return weaponForms[c.Key] }

// Name is the entry's name in a locale ("ru…" Russian, anything else English).
func (c CatalogWeapon) Name(locale string) string {
	if len(locale) >= 2 && locale[:2] == "ru" {
		return c.Ru
	}
	return c.En
}

package storyteller

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The seed's tables as data: melee weapons («Таблица холодного оружия»),
// armor («Таблица брони») and firearms («Огнестрельное оружие»). Autocomplete
// offers them; a sheet may name a row instead of spelling its numbers.

// WeaponStats is one weapon's numbers.
type WeaponStats struct {
	Key  string `json:"key,omitempty"` // table key, empty for a custom weapon
	En   string `json:"en,omitempty"`
	Ru   string `json:"ru,omitempty"`
	Name string `json:"name,omitempty"` // the sheet's name for it

	Strength bool       `json:"str,omitempty"` // damage is Strength + Damage
	Damage   int        `json:"dmg"`
	Type     DamageType `json:"type"`
	Conceal  string     `json:"conceal,omitempty"` // pocket, jacket, coat, none

	Firearm bool `json:"gun,omitempty"`
	Range   int  `json:"range,omitempty"`   // short range in metres (difficulty 6)
	Rate    int  `json:"rate,omitempty"`    // shots or bursts a turn
	Clip    int  `json:"clip,omitempty"`    // rounds in the magazine
	Chamber int  `json:"chamber,omitempty"` // +1: a round in the chamber
	Auto    bool `json:"auto,omitempty"`    // burst, automatic fire, strafing («*»)
	Scope   bool `json:"scope,omitempty"`   // optical sight: +2 dice when aiming
}

// Capacity is the rounds a full load holds: the clip plus the chambered one.
func (w *WeaponStats) Capacity() int { return w.Clip + w.Chamber }

// DamagePool is the weapon's damage dice for a wielder of the given Strength.
func (w *WeaponStats) DamagePool(strength int) int {
	if w.Strength {
		return strength + w.Damage
	}
	return w.Damage
}

// MeleeWeapons: «Дубинка: Сила +1, Карман … Большой топор: Сила +3, Нет».
// Blunt ones deal bashing damage («тупые предметы, такие как дубинки и биты,
// причиняют поверхностные повреждения»), the rest lethal.
var MeleeWeapons = []WeaponStats{
	{Key: "club", En: "Club", Ru: "Дубинка", Strength: true, Damage: 1, Type: Bashing, Conceal: "pocket"},
	{Key: "mace", En: "Mace", Ru: "Булава", Strength: true, Damage: 2, Type: Bashing, Conceal: "coat"},
	{Key: "knife", En: "Knife", Ru: "Нож", Strength: true, Damage: 1, Type: Lethal, Conceal: "jacket"},
	{Key: "sword", En: "Sword", Ru: "Меч", Strength: true, Damage: 2, Type: Lethal, Conceal: "coat"},
	{Key: "hatchet", En: "Hatchet", Ru: "Малый топор", Strength: true, Damage: 2, Type: Lethal, Conceal: "coat"},
	{Key: "great_axe", En: "Great axe", Ru: "Большой топор", Strength: true, Damage: 3, Type: Lethal, Conceal: "none"},
}

// Guns: the seed's table, «Повреждение 4, Дистанция 12, Режим огня 3,
// Обойма 6 …»; «*» marks bursts, automatic fire and strafing. Bullets deal
// lethal damage («Летальные повреждения … ножи, пули»).
var Guns = []WeaponStats{
	{Key: "light_revolver", En: "Light revolver", Ru: "Револьвер малого калибра", Firearm: true, Type: Lethal, Damage: 4, Range: 12, Rate: 3, Clip: 6, Conceal: "pocket"},
	{Key: "heavy_revolver", En: "Heavy revolver", Ru: "Револьвер крупного калибра", Firearm: true, Type: Lethal, Damage: 6, Range: 35, Rate: 2, Clip: 6, Conceal: "jacket"},
	{Key: "light_pistol", En: "Light pistol", Ru: "Пистолет малого калибра", Firearm: true, Type: Lethal, Damage: 4, Range: 20, Rate: 4, Clip: 17, Chamber: 1, Conceal: "pocket"},
	{Key: "heavy_pistol", En: "Heavy pistol", Ru: "Пистолет крупного калибра", Firearm: true, Type: Lethal, Damage: 5, Range: 30, Rate: 3, Clip: 7, Chamber: 1, Conceal: "jacket"},
	{Key: "rifle", En: "Rifle", Ru: "Винтовка", Firearm: true, Type: Lethal, Damage: 8, Range: 200, Rate: 1, Clip: 5, Chamber: 1, Conceal: "none"},
	{Key: "light_smg", En: "Light SMG", Ru: "Пистолет-пулемет легкий", Firearm: true, Type: Lethal, Damage: 4, Range: 25, Rate: 3, Clip: 30, Chamber: 1, Conceal: "jacket", Auto: true},
	{Key: "heavy_smg", En: "Heavy SMG", Ru: "Пистолет-пулемет тяжелый", Firearm: true, Type: Lethal, Damage: 4, Range: 50, Rate: 3, Clip: 30, Chamber: 1, Conceal: "coat", Auto: true},
	{Key: "assault_rifle", En: "Assault rifle", Ru: "Автомат", Firearm: true, Type: Lethal, Damage: 7, Range: 150, Rate: 3, Clip: 42, Chamber: 1, Conceal: "none", Auto: true},
	{Key: "shotgun", En: "Shotgun", Ru: "Дробовик", Firearm: true, Type: Lethal, Damage: 8, Range: 20, Rate: 1, Clip: 5, Chamber: 1, Conceal: "coat"},
	{Key: "semi_auto_shotgun", En: "Semi-automatic shotgun", Ru: "Дробовик полуавтоматический", Firearm: true, Type: Lethal, Damage: 8, Range: 20, Rate: 3, Clip: 8, Chamber: 1, Conceal: "coat"},
}

// weaponAliases are further names for table rows.
var weaponAliases = map[string]string{
	"sap": "club", "baton": "club", "бита": "club",
	"axe": "hatchet", "топор": "hatchet", "greataxe": "great_axe",
	"revolver": "light_revolver", "револьвер": "light_revolver",
	"pistol": "light_pistol", "пистолет": "light_pistol",
	"smg": "light_smg", "пистолет-пулемёт легкий": "light_smg", "пистолет-пулемёт лёгкий": "light_smg", "пистолет-пулемет лёгкий": "light_smg",
	"пистолет-пулемёт тяжелый": "heavy_smg", "пистолет-пулемёт тяжёлый": "heavy_smg", "пистолет-пулемет тяжёлый": "heavy_smg",
	"штурмовая винтовка": "assault_rifle", "автомат (штурмовая винтовка)": "assault_rifle",
	"semi-auto shotgun": "semi_auto_shotgun", "полуавтоматический дробовик": "semi_auto_shotgun",
}

// ArmorClass is one row of the armor table.
type ArmorClass struct {
	Key     string
	En, Ru  string
	Rating  int // soak dice added
	Penalty int // dice lost from Dexterity pools
}

// ArmorTable: «(плотная одежда): 1, 0 … (полицейский доспех): 5, 3».
var ArmorTable = []ArmorClass{
	{"heavy_clothing", "Heavy clothing", "Плотная одежда", 1, 0},
	{"kevlar_shirt", "Kevlar T-shirt", "Кевларовая футболка", 2, 1},
	{"kevlar_vest", "Kevlar vest", "Кевларовый жилет", 3, 1},
	{"flak_jacket", "Flak jacket", "Бронежилет", 4, 2},
	{"riot_armor", "Police riot armor", "Полицейский доспех", 5, 3},
}

var armorAliases = map[string]string{
	"clothing": "heavy_clothing", "одежда": "heavy_clothing",
	"kevlar t-shirt": "kevlar_shirt", "kevlar shirt": "kevlar_shirt",
	"riot armor": "riot_armor", "riot armour": "riot_armor", "police armor": "riot_armor",
	"flak": "flak_jacket", "жилет": "kevlar_vest",
}

// FindWeapon looks a table weapon up by key, English or Russian name, or alias.
func FindWeapon(name string) (WeaponStats, bool) {
	n := aliased(name, weaponAliases)
	for _, tab := range [][]WeaponStats{MeleeWeapons, Guns} {
		for _, w := range tab {
			if sameName(n, w.Key, w.En, w.Ru) {
				return w, true
			}
		}
	}
	return WeaponStats{}, false
}

// FindArmor looks an armor class up by key, name or alias.
func FindArmor(name string) (ArmorClass, bool) {
	n := aliased(name, armorAliases)
	for _, a := range ArmorTable {
		if sameName(n, a.Key, a.En, a.Ru) {
			return a, true
		}
	}
	return ArmorClass{}, false
}

// aliased trims name and replaces a known alias (lower-case keys) by its key.
func aliased(name string, aliases map[string]string) string {
	n := strings.TrimSpace(name)
	// Lower-cased on the stack: findWeapon looks up every sheet weapon's
	// name on every shot (a map index by string(bytes) does not allocate).
	var buf [64]byte
	b := buf[:0]
	for _, r := range n {
		b = utf8.AppendRune(b, unicode.ToLower(r))
	}
	if k, ok := aliases[string(b)]; ok {
		return k
	}
	return n
}

// sameName compares case-insensitively without allocating.
func sameName(n string, names ...string) bool {
	for _, x := range names {
		if strings.EqualFold(n, x) {
			return true
		}
	}
	return false
}

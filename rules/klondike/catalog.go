package klondike

import "strings"

// StockWeapon is a ready-made weapon in the rules' notation, for NPCs
// without a weapon list and for players who pick one by name. Key is the
// stable ASCII key; En and Ru are the display names.
type StockWeapon struct {
	Key, En, Ru, Spec string
}

// Name is the weapon's display name in the locale ("ru" or anything else
// for English).
func (w StockWeapon) Name(locale string) string {
	if locale == "ru" {
		return w.Ru
	}
	return w.En
}

var stockWeapons = []StockWeapon{
	{"pistol", "Pistol", "Пистолет", "3d6-3 range:10 ammo:15"},
	{"revolver", "Revolver", "Револьвер", "3d6-3 range:10 ammo:6"},
	{"rifle", "Rifle", "Винтовка", "3d6 range:50 ammo:5 sight:sight"},
	{"scoped-rifle", "Scoped rifle", "Винтовка с оптикой", "3d6 range:250 ammo:5 sight:scope"},
	{"shotgun", "Shotgun", "Дробовик", "4d6 range:10 ammo:2"},
	{"smg", "SMG", "Пистолет-пулемёт", "3d6-3 range:20 auto:3 ammo:30"},
	{"assault-rifle", "Assault rifle", "Автомат", "3d6 range:50 auto:4 ammo:30"},
	{"machine-gun", "Machine gun", "Пулемёт", "3d6 range:100 auto:6 ammo:100"},
	{"grenade", "Grenade", "Граната", "5d6 thrown blast:6"},
	{"knife", "Knife", "Нож", "d6+2 melee"},
	{"club", "Club", "Дубинка", "2d6 melee"},
	{"bottle", "Bottle", "Бутылка", "d6 melee improvised"},
	{"fists", "Fists", "Кулаки", "d6-2 melee"},
	{"anti-tank-rifle", "Anti-tank rifle", "Противотанковое ружьё", "4d6 range:250 ap:4d6"},
}

// WeaponCatalog lists the stock weapons (a copy).
func WeaponCatalog() []StockWeapon {
	return append([]StockWeapon(nil), stockWeapons...)
}

// FindStockWeapon looks a stock weapon up by key or by either language's
// name, ignoring case, ё/е and hyphens versus spaces ("anti-tank rifle",
// «противотанковое-ружьё»).
func FindStockWeapon(name string) (StockWeapon, bool) {
	n := stockKey(name)
	if n == "" {
		return StockWeapon{}, false
	}
	for _, w := range stockWeapons {
		if stockKey(w.Key) == n || stockKey(w.En) == n || stockKey(w.Ru) == n {
			return w, true
		}
	}
	return StockWeapon{}, false
}

func stockKey(s string) string {
	return normName(strings.ReplaceAll(s, "-", " "))
}

package storyteller

import (
	"maps"
	"testing"

	"fray/rules"
)

// First the stored-fight side of one gun, one clip: a fight
// stored before table guns were counted under their table key kept a count
// under each spelling typed. It decodes the same; the next use of the gun
// moves the count to the table key, keeping the spelling typed now (as the
// stored fight counted it), so no clip is refilled or lost by the upgrade.
func TestLegacyTableGunAmmoKeys(t *testing.T) {
	for _, tc := range []struct {
		name, typed string
		stored      rules.Counts
		left        int
		after       map[string]int
	}{
		{"one spelling", "PISTOL", rules.Counts{"пистолет": 10}, 9, map[string]int{"light_pistol": 9}},
		{"two spellings: the one typed now", "Pistol", rules.Counts{"pistol": 3, "пистолет": 10}, 2, map[string]int{"light_pistol": 2}},
		{"two spellings, a third typed: the lowest", "Light pistol", rules.Counts{"pistol": 3, "пистолет": 10}, 2, map[string]int{"light_pistol": 2}},
		{"a pair's second copy", "пистолет", rules.Counts{"pistol": 4, "pistol #2": 6}, 3, map[string]int{"light_pistol": 3, "light_pistol #2": 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Firearms: 2})
			storeState(t, a, State{Ammo: maps.Clone(tc.stored)})
			if got := state(t, a); !maps.Equal(got.Ammo, tc.stored) {
				t.Fatalf("stored fight decodes as %v, want %v", got.Ammo, tc.stored)
			}
			// Dexterity 3 + Firearms 2 = 5 dice, 2s: a miss, one round.
			src := seq(2, 2, 2, 2, 2)
			res, err := Attack(AttackOptions{Weapon: tc.typed, Defense: "none"}, a, fighter(t, 2, "Orc", nil), src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			if res.AmmoLeft != tc.left {
				t.Errorf("rounds left %d, want %d", res.AmmoLeft, tc.left)
			}
			if got := state(t, a).Ammo; !maps.Equal(got, tc.after) {
				t.Errorf("ammo %v, want %v", got, tc.after)
			}
			if n, ok := Ammo(a, "пистолет"); !ok || n != tc.left {
				t.Errorf("Ammo(пистолет) = %d %v, want %d", n, ok, tc.left)
			}
		})
	}
	// A reload of a stored fight's gun, named another way, reloads that
	// count: 10 → 18 («Обойма 17+1»).
	a := fighter(t, 1, "Ann", nil)
	storeState(t, a, State{Ammo: rules.Counts{"пистолет": 10}})
	r, err := Reload(ReloadOptions{Weapon: "Light Pistol"}, a)
	if err != nil || r.Before != 10 || r.Rounds != 18 {
		t.Fatalf("reload: %+v %v", r, err)
	}
	if got := state(t, a).Ammo; !maps.Equal(got, map[string]int{"light_pistol": 18}) {
		t.Fatalf("ammo after reload %v", got)
	}
}

// Every row of the seed's weapon tables, looked up by its Russian name.
// Melee (lines 140–145): «Дубинка: Сила +1, Карман / Булава: Сила +2, Пальто
// / Нож: Сила +1, Куртка / Меч: Сила +2, Пальто / Малый топор: Сила +2,
// Пальто / Большой топор: Сила +3, Нет». Firearms (lines 192–201):
// «Повреждение, Дистанция, Режим огня, Обойма, Возможность спрятать»; line
// 206: «+1 означает наличие патрона в стволе»; line 208: «* означает
// возможность использования фиксированных очередей, автоматического огня …
// и обстрела». Blunt weapons are bashing (line 7: «тупые предметы, такие как
// дубинки и биты, причиняют поверхностные повреждения»), blades and bullets
// lethal (line 249: «ножи, пули»).
func TestSeedWeaponTables(t *testing.T) {
	for _, tc := range []struct {
		ru                                     string
		str                                    bool
		damage, rng, rate, clip, chamber, full int
		conceal                                string
		auto                                   bool
		typ                                    DamageType
	}{
		{"Дубинка", true, 1, 0, 0, 0, 0, 0, "pocket", false, Bashing},
		{"Булава", true, 2, 0, 0, 0, 0, 0, "coat", false, Bashing},
		{"Нож", true, 1, 0, 0, 0, 0, 0, "jacket", false, Lethal},
		{"Меч", true, 2, 0, 0, 0, 0, 0, "coat", false, Lethal},
		{"Малый топор", true, 2, 0, 0, 0, 0, 0, "coat", false, Lethal},
		{"Большой топор", true, 3, 0, 0, 0, 0, 0, "none", false, Lethal},
		// «Револьвер малого калибра: Повреждение 4, Дистанция 12, Режим огня 3, Обойма 6, … в кармане»
		{"Револьвер малого калибра", false, 4, 12, 3, 6, 0, 6, "pocket", false, Lethal},
		// «Револьвер крупного калибра: Повреждение 6, Дистанция 35, Режим огня 2, Обойма 6, … в куртке»
		{"Револьвер крупного калибра", false, 6, 35, 2, 6, 0, 6, "jacket", false, Lethal},
		// «Пистолет малого калибра: Повреждение 4, Дистанция 20, Режим огня 4, Обойма 17+1, … в кармане»
		{"Пистолет малого калибра", false, 4, 20, 4, 17, 1, 18, "pocket", false, Lethal},
		// «Пистолет крупного калибра: Повреждение 5, Дистанция 30, Режим огня 3, Обойма 7+1, … в куртке»
		{"Пистолет крупного калибра", false, 5, 30, 3, 7, 1, 8, "jacket", false, Lethal},
		// «Винтовка: Повреждение 8, Дистанция 200, Режим огня 1, Обойма 5+1, Невозможность спрятать»
		{"Винтовка", false, 8, 200, 1, 5, 1, 6, "none", false, Lethal},
		// «Пистолет-пулемет легкий *: Повреждение 4, Дистанция 25, Режим огня 3, Обойма 30+1, … в куртке»
		{"Пистолет-пулемет легкий", false, 4, 25, 3, 30, 1, 31, "jacket", true, Lethal},
		// «Пистолет-пулемет тяжелый *: Повреждение 4, Дистанция 50, Режим огня 3, Обойма 30+1, … в пальто»
		{"Пистолет-пулемет тяжелый", false, 4, 50, 3, 30, 1, 31, "coat", true, Lethal},
		// «Автомат (штурмовая винтовка) *: Повреждение 7, Дистанция 150, Режим огня 3, Обойма 42+1, Невозможность спрятать»
		{"Автомат (штурмовая винтовка)", false, 7, 150, 3, 42, 1, 43, "none", true, Lethal},
		// «Дробовик: Повреждение 8, Дистанция 20, Режим огня 1, Обойма 5+1, … в пальто»
		{"Дробовик", false, 8, 20, 1, 5, 1, 6, "coat", false, Lethal},
		// «Дробовик полуавтоматический: Повреждение 8, Дистанция 20, Режим огня 3, Обойма 8+1, … в пальто»
		{"Дробовик полуавтоматический", false, 8, 20, 3, 8, 1, 9, "coat", false, Lethal},
	} {
		t.Run(tc.ru, func(t *testing.T) {
			w, ok := FindWeapon(tc.ru)
			if !ok {
				t.Fatal("not in the tables")
			}
			if w.Strength != tc.str || w.Damage != tc.damage || w.Range != tc.rng || w.Rate != tc.rate ||
				w.Clip != tc.clip || w.Chamber != tc.chamber || w.Capacity() != tc.full ||
				w.Conceal != tc.conceal || w.Auto != tc.auto || w.Type != tc.typ || w.Firearm != (tc.rng > 0) {
				t.Fatalf("%+v", w)
			}
			// «Сила +N»: the damage pool is the wielder's Strength + N; a
			// gun's is its own («количество доступных бросков на повреждение»).
			want := tc.damage
			if tc.str {
				want += 3
			}
			if got := w.DamagePool(3); got != want {
				t.Fatalf("damage pool at Strength 3: %d, want %d", got, want)
			}
		})
	}
}

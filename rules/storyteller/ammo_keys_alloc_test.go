package storyteller

import (
	"maps"
	"testing"

	"fray/rules"
)

// adoptLegacyAmmo runs on every shot and reload (planFire, Reload): when no
// count sits under a legacy key — every fight stored since the table keys
// came — it must not allocate, whichever guns the fighter carries or picked
// up by name, in whichever case and language they are named.
func TestAdoptLegacyAmmoCommonPathAllocatesNothing(t *testing.T) {
	for _, tc := range []struct {
		name   string
		sheet  []rules.Weapon
		ammo   map[string]int
		prefer string
	}{
		{"sheet gun", []rules.Weapon{{Name: "Кольт", Spec: "Пистолет крупного калибра"}}, map[string]int{"кольт": 8}, "Кольт"},
		{"sheet gun by its table name", []rules.Weapon{{Name: "Heavy pistol"}}, map[string]int{"heavy pistol": 8}, "Пистолет крупного калибра"},
		{"table gun, no sheet", nil, map[string]int{"heavy_pistol": 5}, "Heavy pistol"},
		{"table gun beside a sheet gun", []rules.Weapon{{Name: "Кольт", Spec: "Пистолет крупного калибра"}, {Name: "Нож", Spec: "нож"}},
			map[string]int{"кольт": 8, "light_smg": 28}, "Пистолет-пулемет легкий"},
		{"a pair of table guns", nil, map[string]int{"light_pistol": 17, "light_pistol #2": 16}, "Light pistol"},
		{"a pair of sheet guns", []rules.Weapon{{Name: "Heavy pistol"}}, map[string]int{"heavy pistol": 7, "heavy pistol #2": 8}, "heavy pistol #2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Stored as /char weapon add stores them: the spec spelled out.
			c := &rules.Combatant{Name: "A"}
			for _, w := range tc.sheet {
				sw, err := New().ParseWeapon(w.Name, w.Spec)
				if err != nil {
					t.Fatal(err)
				}
				c.Sheet.Weapons = append(c.Sheet.Weapons, sw)
			}
			st := &State{Ammo: maps.Clone(tc.ammo)}
			adoptLegacyAmmo(c, st, tc.prefer)
			if !maps.Equal(st.Ammo, tc.ammo) {
				t.Fatalf("counts moved: %v, want %v", st.Ammo, tc.ammo)
			}
			if n := testing.AllocsPerRun(100, func() { adoptLegacyAmmo(c, st, tc.prefer) }); n != 0 {
				t.Errorf("%v allocations, want none", n)
			}
		})
	}
}

// isAmmoKeyOf is ammoKey(name) == k without the lower-cased copy.
func TestIsAmmoKeyOfMatchesAmmoKey(t *testing.T) {
	names := []string{"Кольт", " Heavy pistol ", "heavy pistol", "ПИСТОЛЕТ-ПУЛЕМЁТ", "İstanbul", "\xffgun", "gun\xff", "", " ", "Ǆ", "a #2"}
	for _, name := range names {
		for _, k := range append(names, ammoKey(name), ammoKey(name)+"x", "\uFFFDgun", "\ufffdgun") {
			if got, want := isAmmoKeyOf(k, name), k == ammoKey(name); got != want {
				t.Errorf("isAmmoKeyOf(%q, %q) = %v, want %v", k, name, got, want)
			}
		}
	}
}

package storyteller

import (
	"reflect"
	"testing"
)

// FiredGuns: «Обойма: количество патронов, которые можно зарядить за один
// раз» — a Heavy pistol holds 7 + 1 chambered. A sheet gun is listed once
// it holds less than that; a gun carried without a sheet line (a table gun
// fired by name, a pair's second copy) whenever it is counted.
func TestFiredGuns(t *testing.T) {
	for _, tc := range []struct {
		name string
		ammo map[string]int
		want []GunRounds
	}{
		{"nothing fired", nil, nil},
		{"the sheet gun full", map[string]int{"sidearm": 8}, nil},
		{"the sheet gun fired", map[string]int{"sidearm": 5},
			[]GunRounds{{Name: "Sidearm", Rounds: 5, Capacity: 8}}},
		{"its pair's second copy", map[string]int{"sidearm": 8, "sidearm #2": 6},
			[]GunRounds{{Name: "Sidearm #2", Pair: true, Rounds: 6, Capacity: 8}}},
		{"a table gun by name, after the sheet's", map[string]int{"light_smg": 28, "sidearm": 7},
			[]GunRounds{{Name: "Sidearm", Rounds: 7, Capacity: 8}, {Row: "light_smg", Rounds: 28, Capacity: 31}}},
		{"a melee weapon's key is no gun", map[string]int{"knife": 3}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Ann", nil, withWeapon("Sidearm", "heavy pistol"), withWeapon("Knife", "knife"))
			st := state(t, c)
			st.Ammo = tc.ammo
			if err := SaveState(c, st); err != nil {
				t.Fatal(err)
			}
			got, err := FiredGuns(c)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

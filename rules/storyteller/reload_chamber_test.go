package storyteller

import "testing"

// «Обойма 7+1 … +1 означает наличие патрона в стволе»: a reload holds the
// clip and the chambered round only when a round was left to chamber; an
// empty gun takes the clip alone. A revolver («Обойма 6») has no +1.
func TestReloadChamber(t *testing.T) {
	for _, tc := range []struct {
		name, gun   string
		left, after int
		empty       bool
	}{
		{"heavy pistol with rounds left", "Пистолет крупного калибра", 3, 8, false},
		{"heavy pistol empty", "Пистолет крупного калибра", 0, 7, true},
		{"light SMG empty", "Пистолет-пулемет легкий", 0, 30, true},
		{"light SMG with one round", "Пистолет-пулемет легкий", 1, 31, false},
		{"revolver empty", "Револьвер крупного калибра", 0, 6, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := brawler(t, withWeapon("gun", tc.gun))
			setState(t, a, func(s *State) { s.Ammo[ammoKey("gun")] = tc.left })
			r, err := Reload(ReloadOptions{Weapon: "gun"}, a)
			if err != nil {
				t.Fatal(err)
			}
			if r.Before != tc.left || r.Rounds != tc.after || r.EmptyChamber != tc.empty {
				t.Errorf("%+v, want %d → %d (empty chamber %v)", r, tc.left, tc.after, tc.empty)
			}
		})
	}
}

package klondike

import (
	"strings"
	"testing"
)

// A sheet shown in Russian writes each weapon in the notation's Russian
// spellings (ближний, дальность:, авто:, патроны:, пт:, прицел:, взрыв:,
// подручное, турель, зенитное), and that text reads back to the same weapon:
// every stock weapon, and the notation's own examples.
func TestWeaponSpecRussianReadsBack(t *testing.T) {
	specs := []string{
		"3d6 range:50 auto:4 ammo:30", "2d6 melee", "d6 melee improvised", "5d6 thrown blast:6",
		"4d6 range:250 sight:scope", "4d6 range:500 ap:6d6 turret aa", "3d6 range:100 sight:sight",
	}
	for _, w := range WeaponCatalog() {
		specs = append(specs, w.Spec)
	}
	for _, spec := range specs {
		w, err := ParseWeaponSpec("X", spec)
		if err != nil {
			t.Fatalf("%q: %v", spec, err)
		}
		ru := w.Russian()
		for _, en := range []string{"melee", "ranged", "thrown", "range:", "auto:", "ammo:", "ap:", "sight:", "blast:", "improvised", "turret", " aa"} {
			if strings.Contains(ru, en) {
				t.Errorf("%q in Russian is %q: still %q", spec, ru, en)
			}
		}
		back, err := ParseWeaponSpec("X", ru)
		if err != nil {
			t.Fatalf("%q in Russian %q does not read back: %v", spec, ru, err)
		}
		if back != w {
			t.Errorf("%q in Russian %q reads back as %+v, want %+v", spec, ru, back, w)
		}
	}
	if got, want := mustSpec(t, "3d6-3 range:10 ammo:6").Russian(), "3d6-3 дальний дальность:10 патроны:6"; got != want {
		t.Errorf("revolver in Russian %q, want %q", got, want)
	}
}

func mustSpec(t *testing.T, spec string) WeaponSpec {
	t.Helper()
	w, err := ParseWeaponSpec("X", spec)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

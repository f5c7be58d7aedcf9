package storyteller

import (
	"testing"

	"fray/rules"
)

// Two guns of one name in both hands (a pair of table pistols): «Обойма:
// количество патронов, которые можно зарядить за один раз» — each has its
// own clip, so each counts from a full 7+1 load.
func TestPairOfGunsCountsTwoClips(t *testing.T) {
	bob := fighter(t, 1, "Bob", map[string]int{Dexterity: 3, Firearms: 3})
	orc := fighter(t, 2, "Orc", map[string]int{})
	o := AttackOptions{Maneuver: ManTwo, Weapon: "Heavy pistol", Weapon2: "Heavy pistol", Defense: "none"}
	// Dexterity 3 + Firearms 3 = 6: 4 dice, then 3 at +1 (off hand), all 2s.
	src := seq(2, 2, 2, 2, 2, 2, 2)
	res, err := Attack(o, bob, orc, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if res.AmmoLeft != 7 || res.AmmoLeft2 != 7 || res.AmmoUsed != 2 {
		t.Fatalf("rounds left %d / %d (%d spent), want 7 / 7 (2)", res.AmmoLeft, res.AmmoLeft2, res.AmmoUsed)
	}
	r, err := Reload(ReloadOptions{Weapon: "Heavy pistol #2"}, bob)
	if err != nil {
		t.Fatal(err)
	}
	if r.Weapon != "Heavy pistol #2" || r.Before != 7 || r.Rounds != 8 {
		t.Fatalf("reload of the second: %+v", r)
	}
	if n, _ := Ammo(bob, "Heavy pistol"); n != 7 {
		t.Fatalf("the first gun has %d after reloading the second", n)
	}

	// A fight stored before: one count under the name. It decodes the
	// same, and that count stays the first gun's.
	old := fighter(t, 3, "Cy", map[string]int{Dexterity: 3, Firearms: 3})
	storeState(t, old, State{Ammo: rules.Counts{"heavy pistol": 5}})
	st := state(t, old)
	if len(st.Ammo) != 1 || st.Ammo["heavy pistol"] != 5 {
		t.Fatalf("old state decodes as %+v", st.Ammo)
	}
	src = seq(2, 2, 2, 2, 2, 2, 2)
	res, err = Attack(o, old, orc, src)
	if err != nil {
		t.Fatal(err)
	}
	if res.AmmoLeft != 4 || res.AmmoLeft2 != 7 {
		t.Fatalf("old fight: %d / %d, want 4 / 7", res.AmmoLeft, res.AmmoLeft2)
	}
}

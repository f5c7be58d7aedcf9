package klondike

import (
	"testing"

	"fray/rules"
)

// Which of the seed's three roads led to the critical column:
// «Если результат превышает Броню техники вдвое или более, бросайте сразу
// по столбцу критических повреждений»; «12 | Бросьте по таблице
// критических повреждений»; «в случае авиации необходим бросок Пилот 6+,
// чтобы избежать крушения и броска по таблице критических повреждений».
// A lacking row shifts down («сдвигайтесь в сторону меньших значений»),
// and only then is ShiftedTo set.
func TestVehicleCritWhyAndShiftedTo(t *testing.T) {
	for _, tc := range []struct {
		name      string
		opts      VehicleOptions
		aim       string
		faces     []int
		why       string
		rolled    string
		shiftedTo string
		result    string
	}{
		// AP 6+6 = 12 ≥ 2×5: critical 2+2 = 4, knocked out.
		{"twice armor", VehicleOptions{Name: "Jeep", Armor: 5, Speed: 100}, "", []int{6, 6, 2, 2}, CritArmor, ResKnockedOut, "", ResKnockedOut},
		// AP 4+4 = 8 < 10: table 6+6 = 12, critical 2+2 = 4.
		{"a 12", VehicleOptions{Name: "Jeep", Armor: 5, Speed: 100}, "", []int{4, 4, 6, 6, 2, 2}, CritTwelve, ResKnockedOut, "", ResKnockedOut},
		// The seed's jeep: table 10, electronics → running gear.
		{"lacking", VehicleOptions{Name: "Jeep", Armor: 5, Speed: 100, Lacks: "электроника"}, "", []int{4, 4, 5, 5}, "", ResElectronics, ResRunningGear, ResRunningGear},
		// An aircraft's gear already hit: aimed at it again, Pilot
		// untrained 2+2 −3 = 1 fails, the crash's critical 2+2 = 4.
		{"crash", VehicleOptions{Name: "Plane", Armor: 4, Speed: 300, Kind: "air"}, "running_gear", []int{3, 3, 2, 2, 2, 2}, CritCrash, ResRunningGear, "", ResKnockedOut},
	} {
		v, err := NewVehicle(tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		if tc.why == CritCrash {
			v.GearHits, v.Speed = 1, v.Speed/2
		}
		d := script(tc.faces...)
		res, err := VehicleHit(v, nil, VehicleHitOptions{AP: "2d6", Aim: tc.aim}, d)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		allUsed(t, d)
		if res.CritWhy != tc.why || res.Rolled != tc.rolled || res.ShiftedTo != tc.shiftedTo || res.Result != tc.result {
			t.Errorf("%s: why %q rolled %q shifted to %q result %q", tc.name, res.CritWhy, res.Rolled, res.ShiftedTo, res.Result)
		}
	}
}

// «Все члены экипажа получают 6d6 урона, если не пройдут бросок ЛОВ 8+,
// чтобы покинуть технику»: who passes is off the crew list.
func TestDestroyedVehicleCrewWhoPassLeave(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{END: 30, DEX: 9}, "")
	b := fighter(t, 2, "", map[string]int{END: 30, DEX: 3}, "")
	v, _ := NewVehicle(VehicleOptions{Name: "Truck", Armor: 2})
	for _, c := range []*rules.Combatant{a, b} {
		if err := v.Board(c); err != nil {
			t.Fatal(err)
		}
	}
	// AP 2+2 ≥ 2×2: critical 6+6 destroyed; a 4+3 +1 = 8 gets out; b 4+3 −1 = 6: 6d6.
	d := script(2, 2, 6, 6, 4, 3, 4, 3, 1, 1, 1, 1, 1, 1)
	res, err := VehicleHit(v, []*rules.Combatant{a, b}, VehicleHitOptions{AP: "2d6"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if !res.Crew[0].GotOut || res.Crew[1].GotOut || len(v.Crew) != 1 || v.Crew[0] != 2 {
		t.Fatalf("crew %v, hits %+v", v.Crew, res.Crew)
	}
}

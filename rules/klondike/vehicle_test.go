package klondike

import (
	"slices"
	"testing"

	"fray/rules"
)

func jeep(t *testing.T) *Vehicle {
	t.Helper()
	v, err := NewVehicle(VehicleOptions{Name: "Jeep", Armor: 5, Speed: 100, Handling: 1, Lacks: "электроника"})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// The seed's example: "попадание по армейскому джипу 50х годов, бросок 10,
// результат – повреждение электроники. Так как в джипе нет электроники,
// значимой для управления им, результат сдвигается на одну строку –
// повреждение ходовой части." And "При первом попадании по этой области
// уменьшите скорость техники вдвое. При втором попадании техника обездвижена".
func TestJeepShiftedResult(t *testing.T) {
	v := jeep(t)
	d := script(2, 2, 2, 5, 5) // AP 3d6 = 6 ≥ armor 5 (< 10): table 10
	res, err := VehicleHit(v, nil, VehicleHitOptions{AP: "3d6"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if !res.Penetrated || res.Critical || res.Rolled != ResElectronics || res.Result != ResRunningGear ||
		len(res.Shifted) != 1 || res.SpeedBefore != 100 || res.SpeedAfter != 50 {
		t.Fatalf("%+v", res)
	}
	res, _ = VehicleHit(v, nil, VehicleHitOptions{AP: "3d6"}, script(2, 2, 2, 4, 4))
	if res.Result != ResRunningGear || !v.Immobile || v.Speed != 0 || v.CombatMove(false) != 0 {
		t.Fatalf("second hit %+v %+v", res, v)
	}
}

func TestVehicleTable(t *testing.T) {
	cases := []struct {
		name   string
		opts   VehicleOptions
		crew   int
		ap     string
		faces  []int
		result string
		crit   bool
		check  func(*Vehicle, *VehicleHitResult) bool
	}{
		// "Если результат равен или выше Броне техники" — 4 < 5: nothing.
		{"armor stops", VehicleOptions{Armor: 5}, 0, "2d6", []int{2, 2}, "", false,
			func(v *Vehicle, r *VehicleHitResult) bool { return !r.Penetrated && has(r.Outcomes, OutArmorStops) }},
		// "Если результат превышает Броню техники вдвое или более, бросайте сразу по столбцу критических повреждений": 10 ≥ 2×5, crit 11 → destroyed.
		{"double armor", VehicleOptions{Armor: 5}, 0, "2d6", []int{5, 5, 5, 6}, ResDestroyed, true,
			func(v *Vehicle, r *VehicleHitResult) bool { return v.Destroyed && has(r.Outcomes, OutVehicleWrecked) }},
		// 12: "Бросьте по таблице критических повреждений" — crit 3 → knocked out (no crew).
		{"twelve", VehicleOptions{Armor: 5}, 0, "2d6", []int{3, 3, 6, 6, 1, 2}, ResKnockedOut, true,
			func(v *Vehicle, r *VehicleHitResult) bool { return v.KnockedOut }},
		// 2–4 breach: no longer sealed; a boat loses a quarter of its speed and −1 control.
		{"breach boat", VehicleOptions{Armor: 5, Speed: 40, Kind: "water", Sealed: true}, 0, "2d6", []int{3, 3, 1, 2}, ResBreach, false,
			func(v *Vehicle, r *VehicleHitResult) bool { return !v.Sealed && v.Speed == 30 && v.ControlMod() == -1 }},
		{"cargo", VehicleOptions{Armor: 5}, 0, "2d6", []int{3, 3, 3, 3}, ResCargo, false,
			func(v *Vehicle, r *VehicleHitResult) bool { return v.CargoHits == 1 }},
		// Weapons lacking: 7 → cargo.
		{"weapons lacking", VehicleOptions{Armor: 5, Lacks: "weapons"}, 0, "2d6", []int{3, 3, 3, 4}, ResCargo, false, nil},
		{"weapons", VehicleOptions{Armor: 5}, 0, "2d6", []int{3, 3, 3, 4}, ResWeapons, false,
			func(v *Vehicle, r *VehicleHitResult) bool { return v.WeaponsOut == 1 }},
		// Crew with nobody aboard shifts to the breach.
		{"crew empty", VehicleOptions{Armor: 5}, 0, "2d6", []int{3, 3, 2, 3}, ResBreach, false, nil},
		// Electronics on an aircraft: −2 to control.
		{"electronics air", VehicleOptions{Armor: 5, Kind: "air"}, 0, "2d6", []int{3, 3, 5, 5}, ResElectronics, false,
			func(v *Vehicle, r *VehicleHitResult) bool { return v.ControlMod() == -2 }},
		// Engine, first hit: half speed, cumulative with running gear.
		{"engine", VehicleOptions{Armor: 5, Speed: 100}, 0, "2d6", []int{3, 3, 5, 6}, ResEngine, false,
			func(v *Vehicle, r *VehicleHitResult) bool { return v.Speed == 50 }},
		// All lacking: engine → … → breach.
		{"shift to bottom", VehicleOptions{Armor: 5, Lacks: "engine,electronics,running gear,weapons,cargo,crew"}, 0, "2d6", []int{3, 3, 5, 6}, ResBreach, false,
			func(v *Vehicle, r *VehicleHitResult) bool { return len(r.Shifted) == 6 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.opts.Name = "V"
			v, err := NewVehicle(tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			d := script(tc.faces...)
			res, err := VehicleHit(v, nil, VehicleHitOptions{AP: tc.ap}, d)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, d)
			if res.Result != tc.result || res.Critical != tc.crit || (tc.check != nil && !tc.check(v, res)) {
				t.Fatalf("%+v vehicle %+v", res, v)
			}
		})
	}
}

// "Экипаж: d6 человек на борту, случайно выбранных Ведущим, получают 3d6
// урона (каждый бросает отдельно за себя). Броня защищает, как обычно. Если
// результат броска d6 больше, чем количество возможных целей, распределите
// повторные попадания так же случайно."
func TestVehicleCrewHit(t *testing.T) {
	v := jeep(t)
	a, b := fighter(t, 1, "", map[string]int{END: 30}, "2"), fighter(t, 2, "", map[string]int{END: 30}, "")
	crew := []*rules.Combatant{a, b}
	// AP 6; table 5 → crew; d6 3 people of 2: first pick d2 → 2 (b), then a
	// (the only one left, no die), then a repeat pick d2 → 1 (a). Each 3d6.
	d := script(2, 2, 2, 2, 3, 3, 2, 1, 1, 1, 2, 2, 2, 1, 3, 3, 3)
	res, err := VehicleHit(v, crew, VehicleHitOptions{AP: "3d6"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Result != ResCrew || res.CrewDie != 3 || len(res.Crew) != 3 {
		t.Fatalf("%+v", res)
	}
	if res.Crew[0].Target != 2 || res.Crew[1].Target != 1 || res.Crew[2].Target != 1 {
		t.Fatalf("targets %+v", res.Crew)
	}
	if res.Crew[1].Damage.After != 4 || state(t, a).End != 30-4-7 || state(t, b).End != 27 {
		t.Fatalf("damage %+v %+v", res.Crew[1].Damage, state(t, a))
	}
	// One person aboard takes every hit, and no pick die is rolled.
	d = script(2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 1, 1)
	res, err = VehicleHit(jeep(t), []*rules.Combatant{b}, VehicleHitOptions{AP: "3d6"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if len(res.Crew) != 2 || res.Crew[1].Target != 2 {
		t.Fatalf("%+v", res.Crew)
	}
}

// "Подбита: … Все персонажи на борту должны пройти бросок ВЫН 6+ или
// получить 3d6 урона." "Уничтожена: … Все члены экипажа получают 6d6 урона,
// если не пройдут бросок ЛОВ 8+". "Экипаж: все персонажи на борту получают
// 4d6 урона."
func TestVehicleCriticalCrew(t *testing.T) {
	mk := func() []*rules.Combatant {
		return []*rules.Combatant{fighter(t, 1, "", map[string]int{END: 30, DEX: 9}, ""), fighter(t, 2, "", map[string]int{END: 30, DEX: 3}, "")}
	}
	v, _ := NewVehicle(VehicleOptions{Name: "Truck", Armor: 2})
	crew := mk()
	// AP 2d6 = 4 ≥ 2×2: crit 1+1 knocked out; a END 30 (+3): 2+1+3 = 6 passes; b 1+1+3 = 5 fails: 3d6 1,1,1.
	d := script(2, 2, 1, 1, 2, 1, 1, 1, 1, 1, 1)
	res, err := VehicleHit(v, crew, VehicleHitOptions{AP: "2d6"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Result != ResKnockedOut || len(res.Crew) != 2 || res.Crew[0].Damage != nil || res.Crew[1].Damage.After != 3 {
		t.Fatalf("%+v", res)
	}
	v, _ = NewVehicle(VehicleOptions{Name: "Truck", Armor: 2})
	crew = mk()
	// crit 4+4 → crew: 4d6 each.
	d = script(2, 2, 4, 4, 1, 1, 1, 1, 2, 2, 2, 2)
	res, _ = VehicleHit(v, crew, VehicleHitOptions{AP: "2d6"}, d)
	allUsed(t, d)
	if res.Result != ResCrewAll || res.Crew[0].Damage.After != 4 || res.Crew[1].Damage.After != 8 {
		t.Fatalf("%+v", res)
	}
	v, _ = NewVehicle(VehicleOptions{Name: "Truck", Armor: 2})
	crew = mk()
	// crit 6+6 → destroyed: a DEX 9: 4+3+1 = 8 gets out; b DEX 3: 4+3−1 = 6: 6d6 of 1s.
	d = script(2, 2, 6, 6, 4, 3, 4, 3, 1, 1, 1, 1, 1, 1)
	res, _ = VehicleHit(v, crew, VehicleHitOptions{AP: "2d6"}, d)
	allUsed(t, d)
	if res.Result != ResDestroyed || res.Crew[0].Damage != nil || res.Crew[1].Damage.After != 6 {
		t.Fatalf("%+v", res)
	}
	_, err = VehicleHit(v, crew, VehicleHitOptions{AP: "2d6"}, script())
	wantUserError(t, err, "klondike.error.vehicle_destroyed")
}

// Aircraft: "При втором попадании техника обездвижена – в случае авиации
// необходим бросок Пилот 8+, чтобы избежать крушения и броска по таблице
// критических повреждений."
func TestAircraftEngine(t *testing.T) {
	v, _ := NewVehicle(VehicleOptions{Name: "Biplane", Armor: 3, Speed: 200, Kind: "air", Low: true})
	pilot := fighter(t, 1, "", map[string]int{END: 30, SkillPilot: 1}, "")
	crew := []*rules.Combatant{pilot}
	if _, err := VehicleHit(v, crew, VehicleHitOptions{AP: "2d6", Aim: "двигатель"}, script(2, 2)); err != nil || v.Speed != 100 {
		t.Fatalf("first engine hit: %v %+v", err, v)
	}
	// second: Pilot 3+3+1 = 7 < 8 → crash: crit 1+1 knocked out → low flying: 3d6 to the crew.
	d := script(2, 2, 3, 3, 1, 1, 2, 2, 2)
	res, err := VehicleHit(v, crew, VehicleHitOptions{AP: "2d6", Aim: "engine"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if !res.Aimed || res.Pilot == nil || res.Pilot.Total != 7 || !res.Crash || !v.Crashed || res.Crew[0].Damage.After != 6 {
		t.Fatalf("%+v", res)
	}
}

// "Прицеливание в конкретную зону … совершите бросок атаки со штрафом -4. При
// успехе не бросайте по таблице и сразу примените выбранный результат. При
// провале атака полностью промахивается".
func TestAttackVehicle(t *testing.T) {
	gunner := fighter(t, 1, "", map[string]int{DEX: 9, SkillGunCombat: 2}, "",
		weapon("AT rifle", "3d6 range:100 ap:4d6"), weapon("Rifle", "3d6 range:50"), weapon("Turret", "4d6 range:300 ap:6d6 turret aa"))
	v := jeep(t)
	// 5+5 +1 +2 −4 aim −2 fast = 7: a miss, entirely.
	d := script(5, 5)
	res, err := AttackVehicle(gunner, v, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "AT rifle", Range: 50}, AimAt: "cargo", Fast: true}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Attack.Hit || res.Hit != nil {
		t.Fatalf("%+v", res)
	}
	// Stationary +1: 4+4 +3 −4 +1 = 8 hits; AP 4d6 = 8 ≥ 5, < 10: the cargo result without the table.
	d = script(4, 4, 2, 2, 2, 2)
	nextTurn(t, gunner)
	res, _ = AttackVehicle(gunner, v, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "AT rifle", Range: 50}, AimAt: "cargo", Stationary: true}, d)
	allUsed(t, d)
	if res.Hit == nil || res.Hit.Result != ResCargo || !res.Hit.Aimed || res.Hit.TableRoll != nil || v.CargoHits != 1 {
		t.Fatalf("%+v", res.Hit)
	}
	// A hit without ПТ: "игнорируйте обычный урон оружия" — no effect.
	nextTurn(t, gunner)
	res, _ = AttackVehicle(gunner, v, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "Rifle", Range: 50}}, script(6, 6))
	if !res.NoAP || res.Hit != nil {
		t.Fatalf("%+v", res)
	}
	// "Стрельба по авиации не зенитным орудием — Автопровал": no dice at all.
	plane, _ := NewVehicle(VehicleOptions{Name: "Jet", Armor: 4, Kind: "air"})
	nextTurn(t, gunner)
	res, _ = AttackVehicle(gunner, plane, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "AT rifle", Range: 50}}, script())
	if !res.AutoMiss {
		t.Fatalf("%+v", res)
	}
	// Aiming at something the jeep lacks is refused.
	nextTurn(t, gunner)
	_, err = AttackVehicle(gunner, v, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "AT rifle"}, AimAt: "electronics"}, script())
	wantUserError(t, err, "klondike.error.vehicle_lacks")
	// A duel loser fires only turrets, at −4.
	nextTurn(t, gunner)
	_, err = AttackVehicle(gunner, v, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "AT rifle"}, Duel: &DuelStanding{}}, script())
	wantUserError(t, err, "klondike.error.turret_only")
	nextTurn(t, gunner)
	res, _ = AttackVehicle(gunner, v, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "Turret"}, Duel: &DuelStanding{}}, script(1, 1))
	if m, _ := modOf(res.Attack.Roll, "klondike.mod.duel_loser"); m != -4 {
		t.Fatalf("%+v", res.Attack.Roll.Mods)
	}
}

func TestVehicleInput(t *testing.T) {
	for _, o := range []VehicleOptions{{Name: ""}, {Name: "X", Armor: -1}, {Name: "X", Lacks: "wings"}, {Name: "X", Kind: "submarine"}} {
		if _, err := NewVehicle(o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	v := jeep(t)
	c := npc(t, 2, "")
	if err := v.Board(c); err != nil || v.Board(c) == nil || v.Leave(c) != nil || v.Leave(c) == nil {
		t.Fatal("boarding")
	}
	if v.CombatMove(false) != 40 || v.CombatMove(true) != 100 {
		t.Fatal("'За боевой раунд техника может проехать до 40 метров'")
	}
	_, err := VehicleHit(v, nil, VehicleHitOptions{AP: "lots"}, script())
	wantUserError(t, err, "klondike.error.bad_dice")
}

// "Ремонт пробоины требует соответствующих технике инструментов, d6 минут и
// бросок Ремонта 5+."
func TestRepairBreach(t *testing.T) {
	boat, _ := NewVehicle(VehicleOptions{Name: "Boat", Armor: 2, Speed: 40, Kind: "water"})
	mech := fighter(t, 1, "", map[string]int{SkillMechanic: 1}, "")
	_, err := RepairBreach(boat, mech, true, script())
	wantUserError(t, err, "klondike.error.no_breach")
	if _, err := VehicleHit(boat, nil, VehicleHitOptions{AP: "2d6", Aim: "breach"}, script(1, 1)); err != nil || boat.Speed != 30 {
		t.Fatalf("breach: %v %+v", err, boat)
	}
	_, err = RepairBreach(boat, mech, false, script())
	wantUserError(t, err, "klondike.error.no_tools")
	res, err := RepairBreach(boat, mech, true, script(1, 2, 4)) // 3+1 = 4 < 5
	if err != nil || res.Roll.Success || res.Minutes != 4 || boat.Breaches != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	res, _ = RepairBreach(boat, mech, true, script(2, 2, 1)) // 5
	if !res.Roll.Success || boat.Breaches != 0 || boat.Speed != 40 {
		t.Fatalf("%+v %+v", res, boat)
	}
}

// "другой член экипажа … должен перехватить управление в течении одного
// раунда, иначе техника разбивается – бросьте по таблице критических
// повреждений."
func TestVehicleCrash(t *testing.T) {
	v := jeep(t)
	c := fighter(t, 1, "", map[string]int{END: 30, DEX: 7}, "")
	d := script(5, 5, 1, 1, 1, 1, 1, 1, 1, 1) // crit 10 → destroyed; DEX 2+... = 2 fails: 6d6
	res, err := VehicleCrash(v, []*rules.Combatant{c}, CrashOptions{}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Result != ResDestroyed || !v.Destroyed || res.Crew[0].Damage.After != 6 {
		t.Fatalf("%+v", res)
	}
}

// A vehicle's crew keeps the names it boarded under, index for index, so
// that a later fight's combatant with the same ID is not taken for one of
// them (KeepCrew); a crew stored before the names existed is judged by ID.
func TestVehicleCrewNamesFollowBoardLeaveKeep(t *testing.T) {
	ann, bob, cid := &rules.Combatant{ID: 1, Name: "Ann"}, &rules.Combatant{ID: 2, Name: "Bob"}, &rules.Combatant{ID: 3, Name: "Cid"}
	v := &Vehicle{Name: "Jeep", Crew: []int{7}} // stored without names
	for _, c := range []*rules.Combatant{ann, bob, cid} {
		if err := v.Board(c); err != nil {
			t.Fatal(err)
		}
	}
	if want := []string{"", "Ann", "Bob", "Cid"}; !slices.Equal(v.CrewNames, want) {
		t.Fatalf("names %q, want %q", v.CrewNames, want)
	}
	if err := v.Leave(bob); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v.Crew, []int{7, 1, 3}) || !slices.Equal(v.CrewNames, []string{"", "Ann", "Cid"}) {
		t.Fatalf("after Bob left: %v %q", v.Crew, v.CrewNames)
	}
	// The next fight: ID 1 is Thug now, 3 is still Cid, 7 is there.
	now := map[int]string{1: "Thug", 3: "Cid", 7: "Old"}
	v.KeepCrew(func(id int, name string) bool {
		n, ok := now[id]
		return ok && (name == "" || name == n)
	})
	if !slices.Equal(v.Crew, []int{7, 3}) || !slices.Equal(v.CrewNames, []string{"", "Cid"}) {
		t.Fatalf("kept %v %q, want [7 3] [\"\" Cid]", v.Crew, v.CrewNames)
	}
	v.KeepCrew(func(int, string) bool { return false })
	if v.Crew != nil || v.CrewNames != nil {
		t.Fatalf("nobody here: %v %q", v.Crew, v.CrewNames)
	}
}

package klondike

import (
	"errors"
	"testing"

	"fray/rules"
)

// "| Преимущество | Модификатор броска атаки | 0 | -2 | 1-2 | -1 | 3-4 | 0 | 5+ | +1 |"
func TestAdvantageTable(t *testing.T) {
	for adv, want := range map[int]int{0: -2, 1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 9: 1} {
		if got := AdvantageMod(adv); got != want {
			t.Errorf("AdvantageMod(%d) = %d, want %d", adv, got, want)
		}
	}
}

func duel(t *testing.T, mode string, fleeing bool) *Chase {
	ch, err := StartChase(ChaseStartOptions{Mode: mode, Parties: []ChaseParty{{Name: "A", Target: 1}, {Name: "B", Target: 0, Fleeing: fleeing}}})
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

// "каждый экипаж совершает бросок 2d6 + Управляемость техники +
// соответствующий навык управления … В случае ничьей побеждает более
// быстрая техника. … Проигравший экипаж может атаковать только из орудий на
// турели со штрафом -4."
func TestChaseRound(t *testing.T) {
	da := fighter(t, 1, "", map[string]int{SkillDrive: 2}, "")
	db := fighter(t, 2, "", map[string]int{SkillDrive: 1}, "")
	va, _ := NewVehicle(VehicleOptions{Name: "Jeep", Speed: 100, Handling: 1})
	vb, _ := NewVehicle(VehicleOptions{Name: "Truck", Speed: 80, Handling: -1})
	ent := []ChaseEntrant{{da, va}, {db, vb}}
	cases := []struct {
		faces []int
		advA  int
		hasA  bool
		modA  int
		modB  int
	}{
		{[]int{4, 4, 4, 4}, 3, true, 0, -4},  // A 8+1+2 = 11, B 8−1+1 = 8: Advantage 3
		{[]int{1, 2, 3, 3}, 0, true, -2, -4}, // 6 vs 6: a tie goes to the faster (A)
		{[]int{1, 1, 6, 6}, 0, false, -4, 1}, // 5 vs 12: B has 7
	}
	for i, tc := range cases {
		ch := duel(t, "duel", false)
		d := script(tc.faces...)
		res, err := ChaseRound(ch, ent, d)
		if err != nil {
			t.Fatal(err)
		}
		allUsed(t, d)
		a, b := res.Rolls[0], res.Rolls[1]
		if a.Advantage != tc.advA || a.HasAdvantage != tc.hasA || a.AttackMod != tc.modA || b.AttackMod != tc.modB || a.TurretOnly == tc.hasA {
			t.Errorf("case %d: %+v / %+v", i, a, b)
		}
	}
}

// "за каждые 50% разницы прибавьте +1 к Преимуществу более быстрой техники"
// and "Погоня оканчивается через 5 раундов".
func TestChaseSpeedAndEnd(t *testing.T) {
	da := fighter(t, 1, "", map[string]int{SkillDrive: 0}, "")
	db := fighter(t, 2, "", map[string]int{SkillDrive: 0}, "")
	fast, _ := NewVehicle(VehicleOptions{Name: "Car", Speed: 200})
	slow, _ := NewVehicle(VehicleOptions{Name: "Cart", Speed: 80})
	if speedBonus(200, 80) != 3 || speedBonus(120, 80) != 1 || speedBonus(119, 80) != 0 {
		t.Fatal("speed bonus")
	}
	ch := duel(t, "погоня", true)
	ent := []ChaseEntrant{{da, slow}, {db, fast}}
	for round := 1; round <= ChaseRounds; round++ {
		res, err := ChaseRound(ch, ent, script(3, 3, 3, 3))
		if err != nil {
			t.Fatal(err)
		}
		if !res.Rolls[1].HasAdvantage || res.Rolls[1].Advantage != 3 || res.Rolls[1].SpeedBonus != 3 {
			t.Fatalf("round %d: %+v", round, res.Rolls[1])
		}
		if res.Over != (round == ChaseRounds) {
			t.Fatalf("round %d over=%v", round, res.Over)
		}
		if round == ChaseRounds && (len(res.Escaped) != 1 || !has(res.Outcomes, OutChaseEscape)) {
			t.Fatalf("%+v", res)
		}
	}
	_, err := ChaseRound(ch, ent, script())
	wantUserError(t, err, "klondike.error.chase_over")
}

// "Покинуть бой техника может, если в раунд, когда у неё есть Преимущество,
// она пройдет бросок навыка управления 10+". On foot: Athletics/DEX.
func TestBreakOffOnFoot(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{DEX: 9, SkillAthletics: 1}, "")
	b := fighter(t, 2, "", map[string]int{DEX: 6}, "")
	ch := duel(t, "duel", false)
	ent := []ChaseEntrant{{a, nil}, {b, nil}}
	res, _ := ChaseRound(ch, ent, script(4, 4, 4, 4)) // A 8+1+1 = 10, B 8+0−3 = 5
	if !res.Rolls[0].HasAdvantage || res.Rolls[0].Advantage != 5 || res.Rolls[0].AttackMod != 1 {
		t.Fatalf("%+v", res.Rolls[0])
	}
	_, err := BreakOff(ch, 1, ent[1], script())
	wantUserError(t, err, "klondike.error.no_advantage")
	br, err := BreakOff(ch, 0, ent[0], script(4, 4))
	if err != nil || !br.Escaped || br.Roll.Total != 10 || !ch.Over {
		t.Fatalf("%+v %v", br, err)
	}
}

// Seed l.93: "Если один из экипажей ставит своей целью не поразить
// противника, а скрыться – бой техники считается погоней": a fleeing party
// makes it a chase whatever mode was given; without one the mode stands.
func TestChaseFleeingMakesAChase(t *testing.T) {
	for _, tc := range []struct {
		mode    string
		fleeing bool
		want    string
	}{
		{"", true, ChaseChase},
		{"duel", true, ChaseChase},
		{"chase", true, ChaseChase},
		{"", false, ChaseDuel},
		{"duel", false, ChaseDuel},
		{"погоня", false, ChaseChase},
	} {
		if got := duel(t, tc.mode, tc.fleeing).Mode; got != tc.want {
			t.Errorf("mode %q, fleeing %v: got %s, want %s", tc.mode, tc.fleeing, got, tc.want)
		}
	}
}

// Seed l.86: «В зависимости от Преимущества над своей целью экипаж получает
// возможность атаковать. Проигравший экипаж может атаковать только из
// орудий на турели со штрафом -4.» — for a shot at the crew as at the
// vehicle. The shooter's rifle: 4+4 +1 DEX +1 Gun Combat = 10 at 30 m; with
// Advantage 2 the table's −1 makes it 9; a loser's rifle (no turret) may
// not fire at all.
func TestAttackOnCrewTakesTheDuelStanding(t *testing.T) {
	for _, tc := range []struct {
		duel    *DuelStanding
		total   int
		refused bool
	}{
		{nil, 10, false},
		{&DuelStanding{Advantage: 2, HasAdvantage: true}, 9, false},
		{&DuelStanding{Advantage: 5, HasAdvantage: true}, 11, false},
		{&DuelStanding{}, 0, true},
	} {
		a, b := shooter(t), npc(t, 2, "2")
		d := script(4, 4, 1, 1, 1)
		res, err := Attack(a, b, AttackOptions{Weapon: "rifle", Range: 30, Duel: tc.duel}, d)
		if tc.refused {
			var ue *rules.UserError
			if !errors.As(err, &ue) || ue.Note.Key != "klondike.error.turret_only" {
				t.Errorf("%+v: want the turret-only refusal, got %v", tc.duel, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%+v: %v", tc.duel, err)
		}
		if res.Roll.Total != tc.total {
			t.Errorf("%+v: total %d, want %d (%+v)", tc.duel, res.Roll.Total, tc.total, res.Roll.Mods)
		}
	}
}

// A chase needs two different crews: "вычтите свое значение из значения
// цели". A party named twice (in any case) is refused.
func TestStartChaseRefusesAPartyNamedTwice(t *testing.T) {
	_, err := StartChase(ChaseStartOptions{Parties: []ChaseParty{{Name: "Jeep", Target: 1}, {Name: "jeep", Target: 0}}})
	wantUserError(t, err, "klondike.error.duplicate_target")
}

package klondike

import (
	"testing"
)

// Rules of the seed's ledger (LEDGER.md: the seed read sentence by
// sentence) that no other test quotes the numbers of.

// Seed l.86: «В рамках погони не учитывается дистанция – модификаторы
// Преимущества отражают как защитные маневры, так и неудобные углы атаки
// или неподходящую дистанцию.» A shot in a duel or chase took −2 a range
// step on top of the Advantage: the rifle (range 50) at 2000 m read −78.
// Now the range is not counted (and RangeIgnored says it was given). The
// shooter: 4+4 +1 DEX +1 Gun Combat = 10; Advantage 5: +1 → 11; Advantage
// 0: −2 → 8; outside a chase the same shot takes the steps.
func TestLedgerChaseIgnoresRange(t *testing.T) {
	for _, tc := range []struct {
		name  string
		duel  *DuelStanding
		rng   int
		total int
		steps int
	}{
		{"advantage 5 at 2000 m", &DuelStanding{Advantage: 5, HasAdvantage: true}, 2000, 11, 0},
		{"advantage 0 at 120 m", &DuelStanding{Advantage: 0, HasAdvantage: true}, 120, 8, 0},
		{"no chase at 120 m: 2 steps", nil, 120, 10 - 4, 2},
		{"no chase at 30 m", nil, 30, 10, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, b := shooter(t), npc(t, 2, "20")
			d := script(4, 4)
			res, err := Attack(a, b, AttackOptions{Weapon: "rifle", Range: tc.rng, Duel: tc.duel}, d)
			if err != nil {
				t.Fatal(err)
			}
			if res.Roll.Total != tc.total || res.RangeSteps != tc.steps {
				t.Fatalf("total %d steps %d, want %d %d (%+v)", res.Roll.Total, res.RangeSteps, tc.total, tc.steps, res.Roll.Mods)
			}
			if _, ok := modOf(res.Roll, "klondike.mod.range"); ok != (tc.steps > 0) {
				t.Errorf("range modifier shown %v, steps %d", ok, tc.steps)
			}
			if want := tc.duel != nil; res.RangeIgnored != want {
				t.Errorf("RangeIgnored %v, want %v", res.RangeIgnored, want)
			}
		})
	}
	// The same for a shot at the enemy vehicle: the anti-tank rifle (range
	// 250) at 2000 m with Advantage 3 (0): 5+5 +1 +1 = 12, no range.
	atr := fighter(t, 1, "", map[string]int{DEX: 9, SkillGunCombat: 1}, "", weapon("ATR", "4d6 range:250 ap:4d6"))
	v, _ := NewVehicle(VehicleOptions{Name: "Truck", Armor: 30, Speed: 80})
	d := script(5, 5, 1, 1, 1, 1)
	res, err := AttackVehicle(atr, v, nil, VehicleAttackOptions{Attack: AttackOptions{Weapon: "ATR", Range: 2000}, Duel: &DuelStanding{Advantage: 3, HasAdvantage: true}}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Attack.Roll.Total != 12 || !res.Attack.RangeIgnored {
		t.Fatalf("vehicle shot in a chase: %+v", res.Attack.Roll)
	}
}

// Seed l.42–43: «Если вы атакуете … неприспособленной для того вещью, будь
// то … пустая бутылка, бросок получает штраф –d6. Успешная атака наносит
// урон в зависимости от оружия - д6 для попавшегося под руку предмета, 2д6
// для чего-то крупного, удерживаемого двумя руками.» The stock Bottle is
// d6 and improvised (the −d6 on the roll); the Club, something large in two
// hands, 2d6 melee. A bottle hit: 6+6 +1 Melee − d6 3 = 10, Effect +2;
// damage d6 4 + 2 + STR 8 DM 0 = 6.
func TestLedgerImprovisedAndLargeMeleeDamage(t *testing.T) {
	for _, tc := range []struct {
		key        string
		dice       Dice
		improvised bool
	}{
		{"bottle", Dice{N: 1, Sides: 6}, true},
		{"club", Dice{N: 2, Sides: 6}, false},
	} {
		s, ok := FindStockWeapon(tc.key)
		if !ok {
			t.Fatalf("no stock %s", tc.key)
		}
		ws, err := ParseWeaponSpec(s.En, s.Spec)
		if err != nil {
			t.Fatal(err)
		}
		if ws.Damage != tc.dice || ws.Improvised != tc.improvised || ws.Kind != KindMelee {
			t.Errorf("%s: %+v, want %+v improvised %v melee", tc.key, ws, tc.dice, tc.improvised)
		}
	}
	a, b := shooter(t), npc(t, 2, "")
	d := script(6, 6, 3, 4)
	res, err := Attack(a, b, AttackOptions{Weapon: "Bottle"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.ImprovisedDie != 3 || res.Roll.Total != 10 || res.DamageTotal != 6 {
		t.Fatalf("bottle: die %d total %d damage %d (%+v)", res.ImprovisedDie, res.Roll.Total, res.DamageTotal, res.Roll.Mods)
	}
}

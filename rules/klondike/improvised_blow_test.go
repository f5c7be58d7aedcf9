package klondike

import "testing"

// «Атака в ближнем бою требует броска Ближний бой/СИЛ 8+. Если вы атакуете
// не оружием, а какой-то неприспособленной для того вещью, будь то приклад
// автомата, рукоять пистолета, … бросок получает штраф –d6. Успешная атака
// наносит урон … д6 для попавшегося под руку предмета»: the rifle and the
// pistol as clubs, a bottle as it is.
func TestImprovisedBlowWithAGunIsMelee(t *testing.T) {
	for _, tc := range []struct {
		weapon string
		// 2d6, the −d6, then the damage dice
		faces           []int
		total, effect   int
		damage, ammoFor int
	}{
		// 5+4 +0 STR 8 +1 Melee −3 = 7: a miss, nothing more rolled.
		{"rifle", []int{5, 4, 3}, 7, -1, 0, 30},
		// 6+5 +1 Melee −1 = 11, Effect 3: d6 2 +3 +0 STR DM = 5.
		{"pistol", []int{6, 5, 1, 2}, 11, 3, 5, 0},
		// The bottle keeps its own d6 and tag: the same roll.
		{"bottle", []int{6, 5, 1, 2}, 11, 3, 5, 0},
	} {
		a, b := shooter(t), npc(t, 2, "")
		d := script(tc.faces...)
		res, err := Attack(a, b, AttackOptions{Weapon: tc.weapon, Improvised: true}, d)
		if err != nil {
			t.Fatalf("%s: %v", tc.weapon, err)
		}
		allUsed(t, d)
		if res.Kind != KindMelee || res.Roll.Total != tc.total || res.Roll.Effect != tc.effect || res.ImprovisedDie != tc.faces[2] {
			t.Errorf("%s: kind %s roll %+v", tc.weapon, res.Kind, res.Roll)
		}
		if res.Roll.Skill != SkillMelee || res.Roll.Characteristic != STR {
			t.Errorf("%s: rolled %s/%s, want Melee/STR", tc.weapon, res.Roll.Skill, res.Roll.Characteristic)
		}
		if res.DamageTotal != tc.damage || res.Rounds != 0 {
			t.Errorf("%s: damage %d, rounds %d", tc.weapon, res.DamageTotal, res.Rounds)
		}
		if left, ok := state(t, a).Ammo["Rifle"]; ok && left != 30 {
			t.Errorf("%s: the rifle has %d rounds left, want 30", tc.weapon, left)
		}
	}
}

func TestImprovisedBlowKeepsGivenDamage(t *testing.T) {
	w, err := ParseWeaponSpec("Rifle", "3d6 range:50 auto:4 ammo:30 ap:2d6 sight:scope")
	if err != nil {
		t.Fatal(err)
	}
	b := ImprovisedBlow(w, false)
	if b.Kind != KindMelee || b.Damage != (Dice{N: 1, Sides: 6}) || b.Range != 0 || b.Auto != 0 || b.Magazine != 0 || b.HasAP || !b.Improvised {
		t.Errorf("blow %+v", b)
	}
	if k := ImprovisedBlow(w, true); k.Damage != w.Damage {
		t.Errorf("given damage %+v, want %+v", k.Damage, w.Damage)
	}
}

// A butt stroke is one blow: a burst or full auto with it is refused, and
// nothing is drawn or spent.
func TestImprovisedBlowRefusesAutomaticModes(t *testing.T) {
	for _, mode := range []string{"burst", "auto"} {
		a, b := shooter(t), npc(t, 2, "")
		d := script()
		_, err := Attack(a, b, AttackOptions{Weapon: "rifle", Improvised: true, Mode: mode}, d)
		wantUserError(t, err, "klondike.error.improvised_mode")
		if left, ok := state(t, a).Ammo["Rifle"]; ok && left != 30 {
			t.Errorf("%s: %d rounds left", mode, left)
		}
	}
}

package storyteller

import (
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// storedWeapon adds a weapon as /char weapon add stores it: the spec
// spelled out (ParseWeapon), as every sheet in a channel holds it.
func storedWeapon(b *testing.B, name, spec string) func(*rules.Sheet) {
	w, err := New().ParseWeapon(name, spec)
	if err != nil {
		b.Fatal(err)
	}
	return func(s *rules.Sheet) { s.Weapons = append(s.Weapons, w) }
}

// BenchmarkAttackGun is one shot: a sheet gun ("Кольт", the common path:
// its rounds are counted under its sheet name, no legacy key to adopt), and
// a table gun fired by name by an NPC without it on its sheet (counted under
// the table key after the first shot). planFire runs adoptLegacyAmmo on
// both.
func BenchmarkAttackGun(b *testing.B) {
	for _, tc := range []struct {
		name, weapon string
		sheet        []func(*rules.Sheet)
	}{
		{"sheet gun", "Кольт", []func(*rules.Sheet){storedWeapon(b, "Кольт", "Пистолет крупного калибра")}},
		{"table gun", "Heavy pistol", nil},
	} {
		b.Run(tc.name, func(b *testing.B) {
			a := fighter(b, 1, "A", map[string]int{Dexterity: 4, Firearms: 3}, tc.sheet...)
			d := fighter(b, 2, "D", map[string]int{Dexterity: 2, Dodge: 2, Stamina: 3})
			DeclareDefense(d, ManDodge)
			src := dice.NewSeeded(1, 2)
			// The first shot starts the count: every later one reads it.
			if _, err := Attack(AttackOptions{Weapon: tc.weapon}, a, d, src); err != nil {
				b.Fatal(err)
			}
			as, ds := a.State, d.State
			b.ReportAllocs()
			for b.Loop() {
				a.State, d.State = as, ds
				if _, err := Attack(AttackOptions{Weapon: tc.weapon}, a, d, src); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

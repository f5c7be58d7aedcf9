package storyteller

import (
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// BenchmarkAttack is one full attack: a sword blow dodged, damage, soak.
func BenchmarkAttack(b *testing.B) {
	a := fighter(b, 1, "A", map[string]int{Strength: 3, Dexterity: 4, Melee: 3}, withWeapon("Меч", ""))
	d := fighter(b, 2, "D", map[string]int{Dexterity: 2, Dodge: 2, Stamina: 3}, withArmor("3/1"))
	DeclareDefense(d, ManDodge)
	as, ds := a.State, d.State
	src := dice.NewSeeded(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		a.State, d.State = as, ds
		if _, err := Attack(AttackOptions{Weapon: "Меч"}, a, d, src); err != nil {
			b.Fatal(err)
		}
	}
}

var _ = rules.Note{}

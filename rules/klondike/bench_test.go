package klondike

import (
	"testing"

	"fray/rules/dice"
)

// BenchmarkAttack is one full attack resolution: options parsed, both states
// decoded, the check, damage through armor, END and STR/DEX, both states
// encoded.
func BenchmarkAttack(b *testing.B) {
	a, t := shooter(b), npc(b, 2, "2")
	a0, t0 := a.State, t.State
	d := dice.NewSeeded(1, 2)
	opts := AttackOptions{Weapon: "Rifle", Range: 60, Cover: "light", To: "str"}
	b.ReportAllocs()
	for b.Loop() {
		a.State, t.State = a0, t0
		if _, err := Attack(a, t, opts, d); err != nil {
			b.Fatal(err)
		}
	}
}

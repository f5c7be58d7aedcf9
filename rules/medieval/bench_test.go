package medieval

import (
	"testing"

	"fray/rules"
)

// cycle is an allocation-free source for benchmarks: it repeats its faces.
type cycle struct {
	faces []int
	i     int
}

func (c *cycle) Roll(sides int) int {
	f := c.faces[c.i%len(c.faces)]
	c.i++
	return min(f, sides)
}

// BenchmarkAttack is one full attack resolution: a melee hit through two
// armor layers, damage, stun save, Hollywood d6 and death save, including
// the state's decode and encode on both sides.
func BenchmarkAttack(b *testing.B) {
	a := fighter(b, 1, "u1", attStats, "", rules.Weapon{Name: "Axe", Spec: "4d6+2 melee"})
	tg := fighter(b, 2, "", defStats, "torso 10 ev1; torso 14 hard")
	aState, tState := a.State, tg.State
	// to hit 9, defender 1, torso 3, 4d6 = 24 + 2 → through 26 − 19 = 7 − 2 = 5; stun 8 fails; d6 4
	src := &cycle{faces: []int{9, 1, 3, 6, 6, 6, 6, 8, 4}}
	opts := AttackOptions{Weapon: "axe"}
	b.ReportAllocs()
	for b.Loop() {
		a.State, tg.State, src.i = aState, tState, 0
		r, err := Attack(opts, a, tg, src)
		if err != nil || !r.Hit {
			b.Fatalf("%v %+v", err, r)
		}
	}
}

// FuzzNotation shows the armor and weapon parsers never panic and that what
// they accept normalises to a fixed point.
func FuzzNotation(f *testing.F) {
	stored := State{Wounds: 3, Armor: stacksOf(f, "torso 14 hard; head 4")}
	for _, s := range []string{"torso 14 hard ev1; torso,arms 10; head 4", "всё 8 зу 2", "2d6+1 melee blade", "d10 бб скор 3", ";;", string(encodeState(f, &stored)), "torso ev", "1d6 rof"} {
		f.Add(s)
	}
	sys := New()
	f.Fuzz(func(t *testing.T, s string) {
		if norm, err := sys.ParseArmor(s); err == nil {
			if again, err := sys.ParseArmor(norm); err != nil || again != norm {
				t.Errorf("armor %q → %q → %q, %v", s, norm, again, err)
			}
		}
		if w, err := sys.ParseWeapon("w", s); err == nil {
			if again, err := sys.ParseWeapon("w", w.Spec); err != nil || again.Spec != w.Spec {
				t.Errorf("weapon %q → %q → %q, %v", s, w.Spec, again.Spec, err)
			}
		}
		_, _ = ParseLocations(s)
		_, _, _ = ParseRange(s)
		_, _ = LookupStat(s)
		// a stored state is user-reachable through a damaged database only,
		// but must not panic either
		c := &rules.Combatant{State: []byte(s)}
		if st, err := LoadState(c); err == nil {
			New().Health(c)
			_ = SaveState(c, st)
		}
	})
}

package encounter_test

import (
	"strconv"
	"testing"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/encounter"
	"fray/rules/klondike"
	"fray/rules/medieval"
	"fray/rules/storyteller"
)

// benchSystems are the real rule systems: their round hooks and health
// summaries run on every advance, so a fake would flatter the tracker.
func benchSystems() []rules.System {
	return []rules.System{medieval.New(), storyteller.New(), klondike.New()}
}

// fight50 builds a 50-combatant encounter, the size the benchmarks measure
// (MaxCombatants is 60).
func fight50(b *testing.B, sys rules.System, d dice.Source) *encounter.Encounter {
	b.Helper()
	e := encounter.New(sys.ID(), "gm")
	for k := 1; k <= 50; k++ {
		name := "Orc " + strconv.Itoa(k)
		if _, err := e.Add(sys, d, rules.Combatant{Name: name, Sheet: rules.Sheet{Name: name}}); err != nil {
			b.Fatalf("%s: add %s: %v", sys.ID(), name, err)
		}
	}
	return e
}

// BenchmarkNext50 is one tracker advance (the Next button) on a 50-combatant
// encounter; every 50th call crosses a round (end-round hooks, initiative
// re-rolled for all 50 where the system does, re-sort, start-round hooks).
func BenchmarkNext50(b *testing.B) {
	for _, sys := range benchSystems() {
		b.Run(sys.ID(), func(b *testing.B) {
			d := dice.NewSeeded(1, 2)
			e := fight50(b, sys, d)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := e.Next(sys, d); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNextRound50 is the expensive case alone: a new round for 50.
func BenchmarkNextRound50(b *testing.B) {
	for _, sys := range benchSystems() {
		b.Run(sys.ID(), func(b *testing.B) {
			d := dice.NewSeeded(1, 2)
			e := fight50(b, sys, d)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := e.NextRound(sys, d); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestFight50Advances keeps the benchmark's fixture honest (it runs in CI,
// the benchmarks do not): 50 Next calls from the first turn make one full
// round, and every combatant is still in the order.
func TestFight50Advances(t *testing.T) {
	for _, sys := range benchSystems() {
		t.Run(sys.ID(), func(t *testing.T) {
			d := dice.NewSeeded(1, 2)
			e := encounter.New(sys.ID(), "gm")
			for k := 1; k <= 50; k++ {
				name := "Orc " + strconv.Itoa(k)
				if _, err := e.Add(sys, d, rules.Combatant{Name: name, Sheet: rules.Sheet{Name: name}}); err != nil {
					t.Fatalf("add %s: %v", name, err)
				}
			}
			for k := 0; k < 50; k++ {
				if _, err := e.Next(sys, d); err != nil {
					t.Fatal(err)
				}
			}
			if e.Round != 2 {
				t.Errorf("after 50 turns of 50 combatants: round %d, want 2", e.Round)
			}
			if len(e.Combatants) != 50 {
				t.Errorf("combatants: %d, want 50", len(e.Combatants))
			}
		})
	}
}

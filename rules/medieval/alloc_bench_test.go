package medieval

import (
	"testing"

	"fray/rules/dice"
)

// BenchmarkActions is the list the tracker reads for its action buttons on
// every render.
func BenchmarkActions(b *testing.B) {
	sys := New()
	b.ReportAllocs()
	for b.Loop() {
		_ = sys.Actions()
	}
}

// BenchmarkTurnHooks is what the tracker runs for one combatant over a
// round: its start-round, start-turn and end-round hooks.
func BenchmarkTurnHooks(b *testing.B) {
	c := fighter(b, 1, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
	sys, d := New(), dice.NewSeeded(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		sys.StartRound(c, d)
		sys.StartTurn(c, d)
		sys.EndRound(c, d)
	}
}

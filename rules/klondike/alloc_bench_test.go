package klondike

import (
	"testing"

	"fray/rules/dice"
)

// BenchmarkHealth is one tracker line's summary, for an unhurt fighter and
// for a hurt one (END lowered, prone, damage pending).
func BenchmarkHealth(b *testing.B) {
	for _, tc := range []struct {
		name string
		set  func(s *State)
	}{
		{"unhurt", func(*State) {}},
		{"hurt", func(s *State) { s.End, s.Prone, s.Pending = 2, true, 2 }},
		{"wounded", func(s *State) { s.End, s.Wounded = 0, true }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			c := shooter(b)
			setState(b, c, tc.set)
			sys := New()
			b.ReportAllocs()
			for b.Loop() {
				sys.Health(c)
			}
		})
	}
}

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
// round: its initiative, start-round, start-turn and end-round hooks.
func BenchmarkTurnHooks(b *testing.B) {
	c := npc(b, 1, "")
	sys, d := New(), dice.NewSeeded(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		sys.Initiative(c, d)
		sys.StartRound(c, d)
		sys.StartTurn(c, d)
		sys.EndRound(c, d)
	}
}

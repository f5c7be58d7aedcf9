package storyteller

import (
	"testing"

	"fray/rules/dice"
)

// BenchmarkHealth is one tracker line's summary, for an unhurt fighter and
// for a hurt one (boxes, movement, two flags).
func BenchmarkHealth(b *testing.B) {
	for _, tc := range []struct {
		name string
		set  func(s *State)
	}{
		{"unhurt", func(*State) {}},
		{"hurt", func(s *State) { s.Lethal, s.Prone, s.Dizzied = 2, true, true }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			c := fighter(b, 1, "Anna", map[string]int{Stamina: 3})
			setState(b, c, tc.set)
			sys := New()
			b.ReportAllocs()
			for b.Loop() {
				sys.Health(c)
			}
		})
	}
}

// BenchmarkTurnHooks is what the tracker runs for one combatant over a
// round: its start-round, start-turn and end-round hooks.
func BenchmarkTurnHooks(b *testing.B) {
	c := fighter(b, 1, "Anna", map[string]int{Stamina: 3})
	setState(b, c, func(s *State) { s.Bashing = 1 })
	sys, d := New(), dice.NewSeeded(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		sys.StartRound(c, d)
		sys.StartTurn(c, d)
		sys.EndRound(c, d)
	}
}

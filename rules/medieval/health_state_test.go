package medieval

import (
	"testing"

	"fray/rules"
	"fray/rules/encoding/statejson/statejsontest"
)

// healthReaders: loadOnStack (the stack State Health reads) gives what
// LoadState gives, value and failure alike.
func healthReaders() statejsontest.Readers[State] {
	return statejsontest.Readers[State]{Sheet: rules.Sheet{Armor: "torso 10"}, Load: LoadState, Fast: loadOnStack}
}

func TestHealthStateMatchesLoadState(t *testing.T) {
	healthReaders().Run(t, []string{``, `{}`, `null`, `{"w":20,"future":1}`, `{"w":"x"}`, `{"lost":256}`, `{"armor":["4x"]}`, `{"w":8}}`}, fixtureStates(t))
}

func FuzzHealthState(f *testing.F) {
	f.Add([]byte(`{"w":14,"armor":["4m","","","","",""],"lost":4,"stun":true}`))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Fuzz(healthReaders().Fuzz)
}

func TestLostConditionKey(t *testing.T) {
	for l := Location(-1); l <= NumLocations; l++ {
		if got, want := lostConditionKey(l), "medieval.condition.lost_"+l.Key(); got != want {
			t.Errorf("lostConditionKey(%d) = %q, want %q", l, got, want)
		}
	}
}

// The tracker reads Health for every combatant on every click. An unhurt
// fighter costs only its level's key (LevelNote joins it); a hurt one its
// level note, the condition list (once) and the Count map of its aim — not
// the State, nor a key per condition.
func TestHealthAllocs(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(s *State)
		max  float64
	}{
		{"unhurt", func(*State) {}, 1},
		{"hurt", func(s *State) { s.Wounds, s.Stunned, s.Aim, s.Lost = 14, true, 2, LocSet(0).With(LeftArm) }, 5},
	} {
		c := fighter(t, 1, "", defStats, "torso 10")
		setState(t, c, tc.set)
		sys := New()
		if n := testing.AllocsPerRun(100, func() { sys.Health(c) }); n > tc.max {
			t.Errorf("%s: %v allocations, want at most %v", tc.name, n, tc.max)
		}
	}
}

package medieval

import (
	"testing"

	"github.com/tinylib/msgp/msgp"
)

// Health reads the state on its stack (loadOnStack): what it reads, and
// what it cannot, is what LoadState gives (checkStoredState).
func TestHealthStateMatchesLoadState(t *testing.T) {
	for _, raw := range fixtureStates(t) {
		checkStoredState(t, raw)
	}
	unknown := msgp.AppendInt(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "future"), 1)
	wrong := msgp.AppendString(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "w"), "x")
	for _, raw := range [][]byte{nil, msgp.AppendMapHeader(nil, 0), {0xc0}, unknown, wrong, []byte(`{"w":8}`)} {
		checkStoredState(t, raw)
	}
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

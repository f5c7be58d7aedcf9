package medieval

import (
	"testing"

	"fray/rules/rulestest"
)

// The spelled-out level keys equal the joined ones, for every level and for
// values outside them; a level note costs nothing but Mortal's N map.
func TestLevelNoteKey(t *testing.T) {
	for l := Level(-1); l <= LevelDead+1; l++ {
		if got, want := levelNoteKey(l), "medieval.level."+l.Key(); got != want {
			t.Errorf("levelNoteKey(%d) = %q, want %q", l, got, want)
		}
	}
	if rulestest.RaceEnabled {
		return
	}
	for _, tc := range []struct {
		wounds int
		dead   bool
		want   float64
	}{{0, false, 0}, {6, false, 0}, {12, false, 0}, {20, false, 2}, {30, true, 0}} {
		if n := testing.AllocsPerRun(100, func() { LevelNote(tc.wounds, tc.dead) }); n != tc.want {
			t.Errorf("LevelNote(%d, %v): %v allocations, want %v", tc.wounds, tc.dead, n, tc.want)
		}
	}
}

package medieval

import "testing"

// «Смертельные ранения оцениваются от 0 до 8»: Mortal 8 (45–48 points) is
// alive, and only past 48 is the character dead. The tracker's bar is the
// track's boxes left; the last box still holds a living character, so the
// living never read 0/48, which is the dead's.
func TestHealthBarNeverEmptyForTheLiving(t *testing.T) {
	cases := []struct {
		wounds   int
		dead     bool
		cur      int
		levelKey string
	}{
		{0, false, 48, "medieval.level.unhurt"},
		{20, false, 28, "medieval.level.mortal"},
		{47, false, 1, "medieval.level.mortal"},
		{48, false, 1, "medieval.level.mortal"}, // Mortal 8, alive
		{49, true, 0, "medieval.level.dead"},
	}
	for _, c := range cases {
		f := fighter(t, 1, "", map[string]int{BODY: 10}, "")
		setState(t, f, func(s *State) { s.Wounds, s.Dead = c.wounds, c.dead })
		h := New().Health(f)
		if h.Cur != c.cur || h.Max != TrackMax || h.Dead != c.dead || h.Level.Key != c.levelKey {
			t.Errorf("%d points: %d/%d dead %v %s; want %d/48 dead %v %s", c.wounds, h.Cur, h.Max, h.Dead, h.Level.Key, c.cur, c.dead, c.levelKey)
		}
	}
}

package storyteller

import "testing"

// «Если количество летальных повреждений доходит до уровня "Калека" или
// "Недееспособность", персонажу требуется более серьезная медицинская
// помощь»: lethal and aggravated boxes at Crippled (the 6th) or past it; on
// the short NPC track, its Incapacitated (the 3rd). Bashing does not count.
func TestNeedsSeriousCare(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		bashing, lethal, agg int
		short                bool
		want                 bool
	}{
		{"Mauled lethal", 0, 5, 0, false, false},
		{"Crippled lethal", 0, 6, 0, false, true},
		{"Crippled aggravated and lethal", 0, 3, 3, false, true},
		{"Incapacitated lethal", 0, 7, 0, false, true},
		{"Crippled by bashing", 6, 0, 0, false, false},
		{"short track Mauled", 0, 2, 0, true, false},
		{"short track Incapacitated", 0, 3, 0, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Al", map[string]int{Stamina: 5})
			setState(t, c, func(s *State) {
				s.Bashing, s.Lethal, s.Aggravated, s.ShortTrack = tc.bashing, tc.lethal, tc.agg, tc.short
			})
			if got := NeedsSeriousCare(c); got != tc.want {
				t.Errorf("NeedsSeriousCare = %v, want %v", got, tc.want)
			}
		})
	}
}

package commands

import "testing"

// TestMainOutcome: the most dramatic outcome of an action picks its flavour
// line; ties keep the first; unknown outcomes never win. The ranks are the
// table the flavour catalogue was written against.
func TestMainOutcome(t *testing.T) {
	rank := map[string]int{
		"dead": 10, "limb_lost": 9, "dying": 8, "unconscious": 7, "stunned": 6, "knockdown": 5,
		"critical": 4, "fumble": 4, "armor_stops": 3, "hit": 2, "graze": 2, "miss": 1,
		"stabilized": 3, "revived": 3, "chase_escape": 3, "vehicle_wrecked": 9,
	}
	for o, want := range rank {
		if got := OutcomeRank(o); got != want {
			t.Errorf("outcomeRank(%q) = %d, want %d", o, got, want)
		}
	}
	for _, tc := range []struct {
		in   []string
		want string
	}{
		{nil, ""},
		{[]string{"whatever"}, ""},
		{[]string{"miss"}, "miss"},
		{[]string{"hit", "critical", "graze"}, "critical"},
		{[]string{"critical", "fumble"}, "critical"},
		{[]string{"fumble", "critical"}, "fumble"},
		{[]string{"hit", "knockdown", "dead", "limb_lost"}, "dead"},
		{[]string{"armor_stops", "stabilized"}, "armor_stops"},
		{[]string{"graze", "vehicle_wrecked", "dying"}, "vehicle_wrecked"},
	} {
		if got := MainOutcome(tc.in); got != tc.want {
			t.Errorf("mainOutcome(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { MainOutcome([]string{"hit", "dead"}) }); n != 0 {
		t.Errorf("mainOutcome allocates %.0f times, want 0", n)
	}
}

package storyteller

import "testing"

// Five net successes make a critical for the flavour line («Three shots, one
// hole»), but only when the blow does harm: a damage roll that comes up empty
// («повреждений нет») is no spectacular hit, whatever aimed it.
func TestCriticalNeedsDamage(t *testing.T) {
	for _, tt := range []struct {
		name     string
		damage   []int
		critical bool
	}{
		// Dexterity 3 + Brawl 2 = 5 dice, all 8: 5 net. Damage Strength
		// 4 + 4 extra = 8 dice.
		{"no damage", []int{3, 3, 3, 3, 3, 3, 3, 3}, false},
		// 8 successes, soak Stamina 2: 3 3 — 8 bashing levels.
		{"damage", []int{8, 8, 8, 8, 8, 8, 8, 8, 3, 3}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, b := brawler(t), victim(t)
			src := seq(append([]int{8, 8, 8, 8, 8}, tt.damage...)...)
			r, err := Attack(AttackOptions{Maneuver: ManPunch, Defense: "none"}, a, b, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			if r.Shots[0].Net != 5 {
				t.Fatalf("net %d, want 5", r.Shots[0].Net)
			}
			if got := has(r.Outcomes, OutcomeCritical); got != tt.critical {
				t.Errorf("critical %v, want %v (outcomes %v)", got, tt.critical, r.Outcomes)
			}
		})
	}
}

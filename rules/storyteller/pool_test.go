package storyteller

import (
	"testing"
)

// RULES.md: «each d10 ≥ difficulty is a success; each 1 cancels one success.
// No die ≥ difficulty and at least one 1 → botch; 1s cancelling all successes
// → plain failure. Difficulty is clamped to 2..10. A pool reduced to 0 or less
// fails without a roll.»
func TestCheckPool(t *testing.T) {
	tests := []struct {
		name       string
		pool, diff int
		faces      []int
		succ       int
		botch      bool
		noRoll     bool
		wantDiff   int
	}{
		{"successes less ones", 5, 6, []int{3, 6, 8, 1, 10}, 2, false, false, 6},
		{"botch: no success and a 1", 3, 6, []int{1, 3, 5}, 0, true, false, 6},
		{"ones cancel all: plain failure", 2, 6, []int{6, 1}, 0, false, false, 6},
		{"no success no one: failure", 2, 6, []int{2, 5}, 0, false, false, 6},
		{"difficulty above 10 clamps to 10", 2, 12, []int{10, 9}, 1, false, false, 10},
		{"difficulty below 2 clamps to 2", 2, 0, []int{2, 1}, 0, false, false, 2},
		{"pool 0 fails without a roll", 0, 6, nil, 0, false, true, 6},
		{"negative pool fails without a roll", -3, 6, nil, 0, false, true, 6},
		{"more ones than successes stays at 0", 4, 6, []int{1, 1, 1, 7}, 0, false, false, 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := seq(tt.faces...)
			r, err := Check(CheckOptions{Pool: tt.pool, Difficulty: tt.diff}, nil, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			if r.Roll.Successes != tt.succ || r.Roll.Botch != tt.botch || r.Roll.NoRoll != tt.noRoll || r.Roll.Difficulty != tt.wantDiff {
				t.Fatalf("got %+v", r.Roll)
			}
			if !eqInts(r.Roll.Dice, tt.faces) {
				t.Fatalf("dice %v, want %v", r.Roll.Dice, tt.faces)
			}
			if tt.botch != has(r.Outcomes, OutcomeFumble) {
				t.Fatalf("outcomes %v", r.Outcomes)
			}
		})
	}
}

func TestCheckSpecialty(t *testing.T) {
	// Revised: each 10 rolls again; a 10 on the re-roll rolls again; the
	// re-roll's 1 cancels nothing.
	src := seq(10, 4, 1, 10, 1)
	r, err := Check(CheckOptions{Pool: 3, Difficulty: 6, Specialty: true, SpecialtyRule: SpecialtyReroll}, nil, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if !eqInts(r.Roll.Extra, []int{10, 1}) || r.Roll.Hits != 2 || r.Roll.Ones != 1 || r.Roll.Successes != 1 {
		t.Fatalf("reroll: %+v", r.Roll)
	}
	// Anniversary: a 10 counts twice.
	src = seq(10, 4, 1)
	r, _ = Check(CheckOptions{Pool: 3, Difficulty: 6, Specialty: true, SpecialtyRule: SpecialtyDouble}, nil, src)
	allUsed(t, src)
	if r.Roll.Successes != 1 || r.Roll.Hits != 2 {
		t.Fatalf("double: %+v", r.Roll)
	}
	// Without the specialty a 10 is one success.
	src = seq(10, 4, 1)
	r, _ = Check(CheckOptions{Pool: 3, Difficulty: 6}, nil, src)
	if r.Roll.Successes != 0 || r.Roll.Botch {
		t.Fatalf("plain: %+v", r.Roll)
	}
}

func TestCheckWoundPenaltyAndWillpower(t *testing.T) {
	c := fighter(t, 1, "Анна", map[string]int{Willpower: 2})
	// Wounded: «Ранения: -2 штраф на запас бросков».
	setState(t, c, func(s *State) { s.Lethal = 4; s.BleedStopped = true })
	src := seq(1, 2, 3)
	r, err := Check(CheckOptions{Pool: 5, Difficulty: 6, Willpower: true}, c, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if r.Penalty != 2 || r.Roll.Pool != 3 {
		t.Fatalf("penalty %d pool %d", r.Penalty, r.Roll.Pool)
	}
	// The willpower success is added after 1s cancel: a botch becomes 1 success.
	if r.Roll.Successes != 1 || r.Roll.Botch || !r.HasWillpower || r.WillpowerLeft != 1 {
		t.Fatalf("willpower: %+v", r)
	}
	if state(t, c).WillpowerSpent != 1 {
		t.Fatal("point not spent")
	}
	// The button on a shown roll spends the last point, then refuses.
	src = seq(3)
	r2, _ := Check(CheckOptions{Pool: 3, Difficulty: 6}, c, src) // pool 3-2 = 1
	if err := SpendWillpower(c, &r2); err != nil || r2.Roll.Successes != 1 || r2.WillpowerLeft != 0 {
		t.Fatalf("button: %v %+v", err, r2)
	}
	r3 := CheckResult{Roll: Roll{Pool: 1, Dice: []int{3}}}
	if k := errKey(SpendWillpower(c, &r3)); k != "storyteller.error.no_willpower" {
		t.Fatalf("spent out: %q", k)
	}
	if _, err := Check(CheckOptions{Pool: 3, Difficulty: 6, Willpower: true}, c, seq(5)); errKey(err) != "storyteller.error.no_willpower" {
		t.Fatalf("no points left: %v", err)
	}
}

func TestCheckBadInput(t *testing.T) {
	for _, o := range []CheckOptions{
		{Pool: 1000, Difficulty: 6},
		{Pool: 3, Difficulty: 1 << 40},
		{Pool: 3, Difficulty: 6, SpecialtyRule: 7},
		{Pool: 3, Difficulty: 6, Comment: string(make([]rune, 300))},
	} {
		if _, err := Check(o, nil, seq()); errKey(err) == "" {
			t.Fatalf("%+v accepted", o)
		}
	}
}

// RULES.md: «Damage and soak rolls (difficulty 6) never botch, and their 1s
// cancel nothing.»
func TestDamageRollOnesCancelNothing(t *testing.T) {
	r := rollDamage(seq(1, 1, 6, 9), 4)
	if r.Successes != 2 || r.Botch {
		t.Fatalf("%+v", r)
	}
	r = rollDamage(seq(1, 2), 2)
	if r.Successes != 0 || r.Botch {
		t.Fatalf("%+v", r)
	}
}

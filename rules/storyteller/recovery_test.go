package storyteller

import "testing"

// The recovery table (RULES.md, filling «Полное восстановление здоровья может
// занять месяцы»): bashing heals a level per hour through Wounded, then
// Mauled 3 hours, Crippled 6, Incapacitated 12; lethal Bruised 1 day, Hurt
// 3 days, Injured 1 week, Wounded 1 month (30 days), Mauled 2 months,
// Crippled and Incapacitated 3 months; aggravated like lethal; the worst
// level first. Each case passes hours in steps, and a step one hour short
// of the last must leave one box.
func TestRestHealsByTheTable(t *testing.T) {
	day, week, month := HoursDay, HoursWeek, HoursMonth
	for _, tc := range []struct {
		name       string
		b, l, a    int
		steps      []int // hours of each /time
		wantB      int
		wantL      int
		wantA      int
		healedLast int // boxes the last step healed
	}{
		{"two bashing, Hurt then Bruised, in 2 hours", 2, 0, 0, []int{2}, 0, 0, 0, 2},
		{"two bashing, one hour heals one", 2, 0, 0, []int{1}, 1, 0, 0, 1},
		{"bashing to Mauled: 1+1+1+1+3 hours", 5, 0, 0, []int{7}, 0, 0, 0, 5},
		{"bashing to Mauled: 6 hours leave one", 5, 0, 0, []int{6}, 1, 0, 0, 4},
		{"bashing Incapacitated: 12+6+3+4 = 25 hours", 7, 0, 0, []int{25}, 0, 0, 0, 7},
		{"bashing Incapacitated: 24 hours leave one", 7, 0, 0, []int{24}, 1, 0, 0, 6},
		{"lethal Injured needs a week", 0, 3, 0, []int{week - 1, 1}, 0, 2, 0, 1},
		{"then Hurt 3 days, Bruised 1 day", 0, 3, 0, []int{week, 3 * day, day}, 0, 0, 0, 1},
		{"two hours of two heal what four do", 4, 0, 0, []int{2, 2}, 0, 0, 0, 2},
		{"bashing below lethal heals first", 2, 2, 0, []int{2}, 0, 2, 0, 2},
		{"lethal Wounded a month (treated)", 0, 4, 0, []int{month - 1, 1}, 0, 3, 0, 1},
		{"aggravated heals like lethal", 0, 0, 2, []int{3*day - 1, 1, day}, 0, 0, 0, 1},
		{"lethal over aggravated: the lethal box is deeper", 0, 1, 1, []int{3 * day}, 0, 0, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Ann", nil)
			setState(t, c, func(s *State) { s.Bashing, s.Lethal, s.Aggravated, s.BleedStopped = tc.b, tc.l, tc.a, true })
			var last RestResult
			for _, h := range tc.steps {
				r, err := Rest(RestOptions{Hours: h}, c)
				if err != nil {
					t.Fatal(err)
				}
				last = r
			}
			s := state(t, c)
			if s.Bashing != tc.wantB || s.Lethal != tc.wantL || s.Aggravated != tc.wantA {
				t.Errorf("left b%d l%d a%d, want b%d l%d a%d", s.Bashing, s.Lethal, s.Aggravated, tc.wantB, tc.wantL, tc.wantA)
			}
			if last.Healed() != tc.healedLast {
				t.Errorf("last step healed %d, want %d", last.Healed(), tc.healedLast)
			}
		})
	}
}

// «Если количество летальных повреждений доходит до уровня "Ранения" или
// ниже, персонаж получает дополнительный уровень летальных повреждений
// каждый час, пока не будет оказана медицинская помощь»: untreated, hours
// bleed and heal nothing; Wounded (4 lethal) is Incapacitated after 3
// hours and dead after the 4th.
func TestRestBleedsUntilTreated(t *testing.T) {
	for _, tc := range []struct {
		hours     int
		wantL     int
		wantDead  bool
		wantBled  int
		wantLevel string
	}{
		{1, 5, false, 1, "mauled"},
		{3, 7, false, 3, "incapacitated"},
		{4, 7, true, 4, "dead"},
		{100, 7, true, 4, "dead"},
	} {
		c := fighter(t, 1, "Ann", nil)
		setState(t, c, func(s *State) { s.Lethal = 4 })
		r, err := Rest(RestOptions{Hours: tc.hours}, c)
		if err != nil {
			t.Fatal(err)
		}
		s := state(t, c)
		if s.Lethal != tc.wantL || s.Dead != tc.wantDead || r.Bled != tc.wantBled || r.LevelAfter != tc.wantLevel || r.Healed() != 0 {
			t.Errorf("%d h: l%d b%d dead %v bled %d level %s healed %d", tc.hours, s.Lethal, s.Bashing, s.Dead, r.Bled, r.LevelAfter, r.Healed())
		}
	}
}

// A new wound starts the healing time again: 20 hours toward a lethal
// Bruised, then another lethal box, leave the Hurt box its full 3 days.
func TestRestNewWoundRestartsTheTime(t *testing.T) {
	c := fighter(t, 1, "Ann", nil)
	setState(t, c, func(s *State) { s.Lethal = 1 })
	if _, err := Rest(RestOptions{Hours: 20}, c); err != nil {
		t.Fatal(err)
	}
	if got := state(t, c).Mend; got != 20 {
		t.Fatalf("mend %d, want 20", got)
	}
	if _, err := Damage(DamageOptions{Levels: 1, Type: "lethal"}, c, seq()); err != nil {
		t.Fatal(err)
	}
	r, err := Rest(RestOptions{Hours: 3*HoursDay - 1}, c)
	if err != nil {
		t.Fatal(err)
	}
	if r.Healed() != 0 || r.Next != 1 {
		t.Errorf("healed %d next %d, want 0 and 1", r.Healed(), r.Next)
	}
}

// NextHeal names the box the hours heal next and the hours still owed it,
// by the recovery table: bashing Hurt 1 hour, lethal Hurt 3 days, lethal
// Wounded (treated) a month of 30 days, aggravated Hurt 3 days; the hours
// spent (Mend) come off; bashing below lethal heals first. Nothing heals
// the unhurt, the dead or an untreated wound at Wounded.
func TestNextHeal(t *testing.T) {
	for _, tc := range []struct {
		name  string
		set   func(*State)
		ok    bool
		level string
		typ   DamageType
		hours int
	}{
		{"unhurt", func(*State) {}, false, "", "", 0},
		{"two bashing: Hurt, an hour", func(s *State) { s.Bashing = 2 }, true, "hurt", Bashing, 1},
		{"two lethal: Hurt, 3 days", func(s *State) { s.Lethal = 2 }, true, "hurt", Lethal, 3 * HoursDay},
		{"two lethal, 5 hours spent", func(s *State) { s.Lethal, s.Mend = 2, 5 }, true, "hurt", Lethal, 3*HoursDay - 5},
		{"lethal under bashing: the bashing first", func(s *State) { s.Lethal, s.Bashing = 1, 2 }, true, "injured", Bashing, 1},
		{"two aggravated: Hurt, 3 days", func(s *State) { s.Aggravated = 2 }, true, "hurt", Aggravated, 3 * HoursDay},
		{"Wounded treated: a month", func(s *State) { s.Lethal, s.BleedStopped = 4, true }, true, "wounded", Lethal, HoursMonth},
		{"Wounded bleeding: nothing heals", func(s *State) { s.Lethal = 4 }, false, "", "", 0},
		{"dead", func(s *State) { s.Lethal, s.Dead = 7, true }, false, "", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Ann", nil)
			setState(t, c, tc.set)
			lv, typ, hours, ok := state(t, c).NextHeal()
			if ok != tc.ok || lv.Key != tc.level || typ != tc.typ || hours != tc.hours {
				t.Errorf("got %q %q %d %v, want %q %q %d %v", lv.Key, typ, hours, ok, tc.level, tc.typ, tc.hours, tc.ok)
			}
		})
	}
}

// Hours end the fight's moment: a grip, a daze, being down, a dropped weapon.
func TestRestEndsTheFightsMoment(t *testing.T) {
	c := fighter(t, 1, "Ann", nil)
	setState(t, c, func(s *State) {
		s.Dizzied, s.Prone, s.Disarmed, s.Defense, s.Acted = true, true, true, ManDodge, true
		s.Lock = &Lock{Maneuver: ManGrapple, Other: 2, Name: "Orc"}
		s.Ammo = map[string]int{"colt": 2}
	})
	if _, err := Rest(RestOptions{Hours: 1}, c); err != nil {
		t.Fatal(err)
	}
	s := state(t, c)
	if s.Dizzied || s.Prone || s.Disarmed || s.Defense != "" || s.Acted || s.Lock != nil {
		t.Errorf("the fight's moment outlived the hours: %+v", s)
	}
	if s.Ammo["colt"] != 2 {
		t.Errorf("ammunition changed: %v (it carries: only a reload fills a clip)", s.Ammo)
	}
}

func TestRestRefusesOutOfRange(t *testing.T) {
	c := fighter(t, 1, "Ann", nil)
	for _, h := range []int{0, -1, MaxRestHours + 1} {
		if _, err := Rest(RestOptions{Hours: h}, c); errKey(err) != "storyteller.error.option_range" {
			t.Errorf("%d h: %v", h, err)
		}
	}
}

// Restore gives back no more than was spent.
func TestRestoreWillpowerAndFaith(t *testing.T) {
	c := fighter(t, 1, "Ann", map[string]int{Willpower: 5, Faith: 3})
	setState(t, c, func(s *State) { s.WillpowerSpent, s.FaithSpent = 3, 1 })
	r, err := Restore(RestoreOptions{Willpower: 2, Faith: 4}, c)
	if err != nil {
		t.Fatal(err)
	}
	if r.Willpower != 2 || r.Faith != 1 || r.WillpowerLeft != 4 || r.FaithLeft != 3 {
		t.Errorf("%+v", r)
	}
}

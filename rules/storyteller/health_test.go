package storyteller

import (
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// «Ушибы: 0 … Повреждения: -1 … Травмы: -1 … Ранения: -2 … Тяжелые
// повреждения: -2 … Калека: -5 … Недееспособность … Смерть».
func TestHealthLevels(t *testing.T) {
	want := []struct {
		key     string
		penalty int
		move    string
	}{
		{"healthy", 0, "free"},
		{"bruised", 0, "free"},
		{"hurt", 1, "free"},
		{"injured", 1, "half_run"},
		{"wounded", 2, "no_run"},
		{"mauled", 2, "three_metres"},
		{"crippled", 5, "crawl"},
		{"incapacitated", 0, "none"},
	}
	for n, w := range want {
		s := &State{}
		s.applyDamage(Bashing, n)
		lv := s.Level()
		if lv.Key != w.key || lv.Penalty != w.penalty || lv.Move != w.move {
			t.Fatalf("%d levels: %+v, want %+v", n, lv, w)
		}
	}
	if (&State{}).Boxes() != 7 {
		t.Fatal("«семь уровней повреждений»")
	}
}

// «если после атаки у персонажа остается один уровень здоровья, а до атаки у
// него было превосходное состояние, то его уровень здоровья опускается до
// уровня "Ушибы"».
func TestHealthSeedExampleOneLevelIsBruised(t *testing.T) {
	s := &State{}
	s.applyDamage(Lethal, 1)
	if s.Level().Key != "bruised" {
		t.Fatal(s.Level())
	}
}

func TestHealthTrackOrderWrapAndDeath(t *testing.T) {
	type step struct {
		t DamageType
		n int
	}
	tests := []struct {
		name      string
		steps     []step
		b, l, a   int
		dead      bool
		converted int
	}{
		// Boxes ordered aggravated > lethal > bashing: the count per type is
		// what is stored; the order is how they are drawn and upgraded.
		{"mixed types add up", []step{{Bashing, 2}, {Lethal, 1}, {Aggravated, 1}}, 2, 1, 1, false, 0},
		// «Когда персонаж достигает уровня "Недееспособность", все последующие
		// поверхностные повреждения считаются летальными».
		{"bashing past incapacitated turns lethal", []step{{Bashing, 7}, {Bashing, 2}}, 5, 2, 0, false, 2},
		{"lethal on a bashing-full track upgrades", []step{{Bashing, 7}, {Lethal, 1}}, 6, 1, 0, false, 1},
		// «Персонаж способен выдержать лишь семь единиц летальных повреждений,
		// после чего умирает» — death from accumulated bashing.
		{"fourteen bashing kill", []step{{Bashing, 14}, {Bashing, 1}}, 0, 7, 0, true, 7},
		// «Если все уровни, включая "Недееспособность", заполнены летальными
		// повреждениями, любое последующее … приведет к смерти».
		{"full of lethal, one bashing kills", []step{{Lethal, 7}, {Bashing, 1}}, 0, 7, 0, true, 0},
		{"aggravated counts as lethal for death", []step{{Aggravated, 3}, {Lethal, 4}, {Lethal, 1}}, 0, 4, 3, true, 0},
		{"aggravated upgrades bashing", []step{{Bashing, 7}, {Aggravated, 1}}, 6, 0, 1, false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &State{}
			conv := 0
			for _, st := range tt.steps {
				conv += s.applyDamage(st.t, st.n).Converted
			}
			if s.Bashing != tt.b || s.Lethal != tt.l || s.Aggravated != tt.a || s.Dead != tt.dead || conv != tt.converted {
				t.Fatalf("got b%d l%d a%d dead %v conv %d", s.Bashing, s.Lethal, s.Aggravated, s.Dead, conv)
			}
		})
	}
}

// «Ведущий может использовать только четыре уровня здоровья для неигровых
// персонажей: Повреждения -1, Тяжелые повреждения -2, Недееспособность и Смерть».
func TestShortTrack(t *testing.T) {
	c := fighter(t, 1, "Громила", nil, withFlag(FlagShortTrack))
	want := []struct {
		key     string
		penalty int
	}{{"hurt", 1}, {"mauled", 2}, {"incapacitated", 0}, {"dead", 0}}
	for i, w := range want {
		r, err := Damage(DamageOptions{Levels: 1, Type: "lethal"}, c, seq())
		if err != nil {
			t.Fatal(err)
		}
		if r.LevelAfter != w.key || r.Penalty != w.penalty {
			t.Fatalf("level %d: %s %d", i+1, r.LevelAfter, r.Penalty)
		}
	}
	// The GM switches a full-track NPC to the short track: 3 bashing wrap.
	c2 := fighter(t, 2, "Шестёрка", nil)
	if _, err := Damage(DamageOptions{Levels: 4, Type: "bashing"}, c2, seq()); err != nil {
		t.Fatal(err)
	}
	if err := SetShortTrack(c2, true); err != nil {
		t.Fatal(err)
	}
	s := state(t, c2)
	if s.Bashing != 2 || s.Lethal != 1 || s.Level().Key != "incapacitated" {
		t.Fatalf("%+v", s)
	}
	if h := New().Health(c2); h.Max != 3 || h.Cur != 0 {
		t.Fatalf("health %+v", h)
	}
}

// «Если количество летальных повреждений доходит до уровня "Ранения" или ниже,
// персонаж получает дополнительный уровень летальных повреждений каждый час,
// пока не будет оказана медицинская помощь».
func TestBleedingAndTreatment(t *testing.T) {
	c := fighter(t, 1, "Раненый", map[string]int{Intelligence: 2, Medicine: 2})
	if _, err := Damage(DamageOptions{Levels: 3, Type: "lethal"}, c, seq()); err != nil {
		t.Fatal(err)
	}
	r, _ := AdvanceTime(TimeOptions{Hours: 5}, c)
	if r.Bled != 0 || r.Bleeding {
		t.Fatalf("Injured does not bleed: %+v", r)
	}
	// Bashing boxes do not count toward bleeding.
	if _, err := Damage(DamageOptions{Levels: 1, Type: "bashing"}, c, seq()); err != nil {
		t.Fatal(err)
	}
	if state(t, c).Bleeding() {
		t.Fatal("bashing made it bleed")
	}
	if _, err := Damage(DamageOptions{Levels: 1, Type: "lethal"}, c, seq()); err != nil {
		t.Fatal(err)
	}
	r, _ = AdvanceTime(TimeOptions{Hours: 1}, c)
	if r.Bled != 1 || r.LevelAfter != "crippled" || !r.Bleeding {
		t.Fatalf("one hour: %+v", r)
	}
	// Treatment: Intelligence 2 + Medicine 2, minus Crippled's 5 → no dice.
	tr, err := Treat(TreatOptions{}, c, c, seq())
	if err != nil || tr.Stopped || !tr.Roll.Roll.NoRoll {
		t.Fatalf("self-treatment at -5: %v %+v", err, tr)
	}
	medic := fighter(t, 2, "Медик", map[string]int{Wits: 3, Survival: 2})
	tr, err = Treat(TreatOptions{Attribute: "Сообразительность", Ability: "выживание"}, medic, c, seq(7, 2, 2, 2, 2))
	if err != nil || !tr.Stopped || tr.Roll.Base != 5 || !has(tr.Outcomes, OutcomeStabilized) {
		t.Fatalf("medic: %v %+v", err, tr)
	}
	r, _ = AdvanceTime(TimeOptions{Hours: 10}, c)
	if r.Bled != 0 {
		t.Fatalf("treated still bleeds: %+v", r)
	}
	// Untreated, it bleeds to death hour by hour.
	c3 := fighter(t, 3, "Одинокий", nil)
	Damage(DamageOptions{Levels: 4, Type: "lethal"}, c3, seq())
	r, _ = AdvanceTime(TimeOptions{Hours: 24}, c3)
	if r.Bled != 4 || !has(r.Outcomes, OutcomeDead) || r.LevelAfter != "dead" {
		t.Fatalf("bleed out: %+v", r)
	}
	if _, err := AdvanceTime(TimeOptions{Hours: 0}, c3); errKey(err) != "storyteller.error.option_range" {
		t.Fatal("0 hours accepted")
	}
	if _, err := Treat(TreatOptions{Attribute: "Сила"}, medic, c, seq()); errKey(err) != "storyteller.error.treat_stat" {
		t.Fatal("Strength accepted for treatment")
	}
}

func TestFaith(t *testing.T) {
	mortal := fighter(t, 1, "Смертный", map[string]int{Faith: 3})
	if _, err := FaithStopBleeding(mortal, seq()); errKey(err) != "storyteller.error.not_supernatural" {
		t.Fatal(err)
	}
	v := fighter(t, 2, "Вампир", map[string]int{Faith: 3, Willpower: 2}, withFlag(FlagSupernatural))
	Damage(DamageOptions{Levels: 2, Type: "aggravated"}, v, seq())
	Damage(DamageOptions{Levels: 2, Type: "lethal"}, v, seq())
	Damage(DamageOptions{Levels: 1, Type: "bashing"}, v, seq())
	// «истратив единицу Духовной Силы и совершив бросок на Силу воли»:
	// Willpower 2 dice, no wound penalty (reflexive).
	r, err := FaithStopBleeding(v, seq(6, 3))
	if err != nil || !r.Stopped || r.FaithLeft != 2 || r.Roll.Pool != 2 {
		t.Fatalf("%v %+v", err, r)
	}
	// Faith never heals aggravated damage.
	if _, err := FaithHeal(FaithHealOptions{Levels: 1, Type: "aggravated"}, v); errKey(err) != "storyteller.error.faith_aggravated" {
		t.Fatal(err)
	}
	h, err := FaithHeal(FaithHealOptions{Levels: 2}, v)
	if err != nil || h.Healed != 2 || h.FaithSpent != 2 {
		t.Fatalf("%v %+v", err, h)
	}
	s := state(t, v)
	if s.Bashing != 0 || s.Lethal != 1 || s.Aggravated != 2 {
		t.Fatalf("healed the wrong boxes: %+v", s)
	}
	if _, err := FaithHeal(FaithHealOptions{Levels: 1}, v); errKey(err) != "storyteller.error.no_faith" {
		t.Fatal(err)
	}
}

// Healing mends the living: the dead stay dead, state untouched (a mistaken
// blow is taken back with /combat undo).
func TestHealRefusesTheDead(t *testing.T) {
	c := fighter(t, 1, "Лазарь", nil)
	Damage(DamageOptions{Levels: 8, Type: "lethal"}, c, seq())
	if !state(t, c).Dead {
		t.Fatal("not dead")
	}
	before := string(c.State)
	for _, o := range []HealOptions{{Levels: 2, Type: "lethal"}, {Levels: 1}, {Levels: 7, Type: "bashing"}} {
		if _, err := Heal(o, c); errKey(err) != "storyteller.error.heal_dead" {
			t.Fatalf("%+v: %v", o, err)
		}
	}
	if string(c.State) != before || !state(t, c).Dead {
		t.Fatal("a refused heal changed the dead")
	}
}

func TestHealOptions(t *testing.T) {
	c := fighter(t, 1, "Лазарь", nil)
	Damage(DamageOptions{Levels: 3, Type: "lethal"}, c, seq())
	r, err := Heal(HealOptions{Levels: 2, Type: "lethal"}, c)
	if err != nil || r.Healed != 2 || r.LevelAfter != "bruised" {
		t.Fatalf("%v %+v", err, r)
	}
	for _, o := range []HealOptions{{Levels: 0}, {Levels: -1}, {Levels: 1, Type: "fire"}} {
		if _, err := Heal(o, c); errKey(err) == "" {
			t.Fatalf("%+v accepted", o)
		}
	}
}

func TestDamageCommand(t *testing.T) {
	c := fighter(t, 1, "Цель", map[string]int{Stamina: 2}, withArmor("2/1"))
	// A bashing pool of 4 (6,6,7,2 → 3), soaked by Stamina 2 + armor 2 (6,1,1,9 → 2).
	src := seq(6, 6, 7, 2, 6, 1, 1, 9)
	r, err := Damage(DamageOptions{Pool: 4, Type: "поверхностные"}, c, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if r.Roll.Successes != 3 || r.SoakStamina != 2 || r.SoakArmor != 2 || r.Soak.Successes != 2 || r.Levels != 1 || r.LevelAfter != "bruised" {
		t.Fatalf("%+v", r)
	}
	for _, o := range []DamageOptions{{}, {Levels: 1, Pool: 1}, {Levels: -2}, {Levels: 1 << 30}, {Levels: 1, Type: "x"}} {
		if _, err := Damage(o, c, seq()); errKey(err) == "" {
			t.Fatalf("%+v accepted", o)
		}
	}
}

// Healing a level off Incapacitated brings the character back: "revived".
func TestHealFromIncapacitatedRevives(t *testing.T) {
	c := &rules.Combatant{Name: "Al", Sheet: rules.Sheet{Stats: map[string]int{"stamina": 2}}}
	st, _ := New().NewState(&c.Sheet)
	c.State = st
	if _, err := Damage(DamageOptions{Levels: 7, Type: "lethal"}, c, dice.NewScripted()); err != nil {
		t.Fatal(err)
	}
	r, err := Heal(HealOptions{Levels: 1, Type: "lethal"}, c)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Outcomes) != 1 || r.Outcomes[0] != OutcomeRevived {
		t.Fatalf("outcomes %v after healing off Incapacitated (%s → %s)", r.Outcomes, r.LevelBefore, r.LevelAfter)
	}
	r, _ = Heal(HealOptions{Levels: 1, Type: "lethal"}, c)
	if len(r.Outcomes) != 0 {
		t.Fatalf("a second heal also revived: %v", r.Outcomes)
	}
}

// A damaged stored state whose box counts sum below zero (or overflow) reads
// as unmarked rather than indexing the track out of range.
func TestHealthOfNegativeCountsDoesNotPanic(t *testing.T) {
	for _, raw := range []string{`{"b":-7}`, `{"l":-1,"a":0}`, `{"b":9223372036854775807,"l":1}`} {
		c := &rules.Combatant{Name: "X", State: []byte(raw)}
		h := (&System{}).Health(c)
		if h.Dead {
			t.Errorf("%s: dead", raw)
		}
		if s, err := LoadState(c); err == nil && s.Level().Key != "healthy" {
			t.Errorf("%s: level %q, want healthy", raw, s.Level().Key)
		}
	}
}

// Who fell, for the recap: a dizzied fighter «пропускает своё следующее
// действие» and cannot act now, but is not out of the fight; the last box
// marked (Недееспособность), unconsciousness or death is.
func TestOutOfFightIsNotCanAct(t *testing.T) {
	for _, tc := range []struct {
		name   string
		s      State
		canAct bool
		out    bool
	}{
		{"unhurt", State{}, true, false},
		{"dizzied", State{Lethal: 3, Dizzied: true}, false, false},
		{"prone", State{Prone: true}, true, false},
		{"six boxes", State{Lethal: 6}, true, false},
		{"incapacitated: all seven boxes", State{Bashing: 2, Lethal: 5}, false, true},
		{"short track, all four boxes", State{Lethal: 4, ShortTrack: true}, false, true},
		{"unconscious", State{Lethal: 7, Unconscious: true}, false, true},
		{"dead", State{Aggravated: 7, Dead: true}, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.s.CanAct(); got != tc.canAct {
				t.Errorf("CanAct = %v, want %v", got, tc.canAct)
			}
			if got := tc.s.OutOfFight(); got != tc.out {
				t.Errorf("OutOfFight = %v, want %v", got, tc.out)
			}
		})
	}
}

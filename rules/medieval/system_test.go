package medieval

import (
	"testing"

	"fray/rules"
)

func TestStatsSchema(t *testing.T) {
	stats := New().Stats()
	if stats[0].Key != REF || stats[5].Key != MA || !stats[6].Skill {
		t.Fatalf("characteristics first: %+v", stats[:7])
	}
	for _, c := range []struct{ in, key string }{
		{"РЕФ", REF}, {"реф", REF}, {"ref", REF}, {"Рефлексы", REF}, {"ИНТ", INT}, {"КРУ", COOL}, {"ТЕХ", TECH},
		{"ТЕЛ", BODY}, {"body", BODY}, {"ДВИ", MA}, {"MA", MA},
		{"Чувство боя", SkillCombatSense}, {"combat_sense", SkillCombatSense}, {"Combat Sense", SkillCombatSense},
		{"Осведомлённость", SkillAwareness}, {"осведомленность", SkillAwareness}, {"Скрытность", SkillStealth},
		{"Медицина", SkillMedicine}, {"первая помощь", SkillMedicine}, {"Стрельба из лука", SkillArchery},
	} {
		if got, ok := LookupStat(c.in); !ok || got != c.key {
			t.Errorf("LookupStat(%q) = %q %v, want %q", c.in, got, ok, c.key)
		}
	}
	if _, ok := LookupStat("mana"); ok {
		t.Error("unknown stat accepted")
	}
	// every key, name and alias resolves to its own entry, no collisions
	for _, d := range stats {
		for _, n := range append([]string{d.Key, d.En, d.Ru}, d.Aliases...) {
			if got, _ := LookupStat(n); got != d.Key {
				t.Errorf("%q resolves to %q, not %q", n, got, d.Key)
			}
		}
	}
}

func TestParseWeapon(t *testing.T) {
	sys := New()
	for _, c := range []struct{ spec, norm string }{
		{"2d6+1 melee blade", "2d6+1 melee blade skill:melee"},
		{"2д6+1 ближний клинок навык фехтование", "2d6+1 melee blade skill:fencing"},
		{"1d6+2 ranged ap skill:archery", "1d6+2 ranged ap skill:archery"},
		{"4d6 ranged rof2 skill crossbow", "4d6 ranged rof2 skill:crossbow"},
		{"d10 дальний бб скор 3", "1d10 ranged ap rof3 skill:archery"},
		{"3d6-1", "3d6-1 melee skill:melee"},
		// Skills in several words: the longest run that names one.
		{"2d6 ranged skill:combat sense", "2d6 ranged skill:combat_sense"},
		{"2d6 дальний навык стрельба из лука бб", "2d6 ranged ap skill:archery"},
		{"2d6 skill melee blade", "2d6 melee blade skill:melee"},
	} {
		w, err := sys.ParseWeapon("x", c.spec)
		if err != nil || w.Spec != c.norm {
			t.Errorf("ParseWeapon(%q) = %q, %v; want %q", c.spec, w.Spec, err, c.norm)
		}
	}
	for _, c := range []struct{ name, spec, key string }{
		{"", "1d6", ErrKeyWeaponName},
		{"x", "", ErrKeyWeaponNotReady},    // not a ready weapon, no notation
		{"Sword", "", ""},                  // a ready weapon takes the list's
		{"x", "sword", ErrKeyWeaponSyntax}, // no dice first
		{"x", "sword 2d6", ErrKeyWeaponSyntax},
		{"x", "1d6 skill combat", ErrKeySkill},
		{"x", "0d6", ErrKeyWeaponDice},
		{"x", "21d6", ErrKeyWeaponDice},
		{"x", "1d1", ErrKeyWeaponDice},
		{"x", "1d6+101", ErrKeyWeaponDice},
		{"x", "1d6 laser", ErrKeyWeaponWord},
		{"x", "1d6 rof 0", ErrKeyWeaponROF},
		{"x", "1d6 rof", ErrKeyWeaponROF},
		{"x", "1d6 skill REF", ErrKeySkill},
	} {
		if _, err := sys.ParseWeapon(c.name, c.spec); userKey(err) != c.key {
			t.Errorf("ParseWeapon(%q, %q): %v, want %s", c.name, c.spec, err, c.key)
		}
	}
}

func TestInitiative(t *testing.T) {
	sys := New()
	cases := []struct {
		name  string
		stats map[string]int
		armor string
		prep  func(*State)
		die   int
		total int
	}{
		// «1D10 + РЕФ»; «За каждый уровень Чувство боя ты добавляешь +1»
		{"REF and Combat Sense", map[string]int{REF: 7, SkillCombatSense: 2}, "", nil, 4, 13},
		// EV off REF: 1 + 1 (2nd layer) = 2
		{"encumbrance", map[string]int{REF: 7}, "torso 10 ev1; torso 12", nil, 4, 9},
		// Serious: −2
		{"serious", map[string]int{REF: 7}, "", func(s *State) { s.Wounds = 5 }, 4, 9},
		// «Объявляя о вваливании … +3 к броску своей инициативы»
		{"charge", map[string]int{REF: 7}, "", func(s *State) { s.Charge = true }, 4, 14},
	}
	for _, c := range cases {
		f := fighter(t, 1, "", c.stats, c.armor)
		if c.prep != nil {
			setState(t, f, c.prep)
		}
		d, done := script(t, c.die)
		got := sys.Initiative(f, d)
		done()
		if got.Total != c.total || len(got.Dice) != 1 || got.Dice[0] != c.die {
			t.Errorf("%s: %+v, want %d", c.name, got, c.total)
		}
	}
	if !sys.RerollEachRound() {
		t.Error("the seed rolls initiative every round")
	}
}

func TestTeamInitiative(t *testing.T) {
	// «Его бросок добавляется к значению Характеристики РЕФ каждого персонажа в группе».
	a := fighter(t, 1, "", map[string]int{REF: 8}, "")
	b := fighter(t, 2, "", map[string]int{REF: 3, SkillCombatSense: 1}, "")
	d, done := script(t, 6)
	got, err := TeamInitiative([]*rules.Combatant{a, b}, d)
	done()
	if err != nil || got[0].Total != 14 || got[1].Total != 10 {
		t.Errorf("%+v %v", got, err)
	}
	if _, err := TeamInitiative(nil, d); userKey(err) != ErrKeyTeamEmpty {
		t.Errorf("empty team: %v", err)
	}
}

func TestCompareTie(t *testing.T) {
	sys := New()
	quick := fighter(t, 1, "", map[string]int{REF: 8}, "")
	slow := fighter(t, 2, "", map[string]int{REF: 5}, "")
	same := fighter(t, 3, "", map[string]int{REF: 5}, "")
	if sys.CompareTie(quick, slow) >= 0 || sys.CompareTie(slow, quick) <= 0 || sys.CompareTie(slow, same) != 0 {
		t.Error("ties: higher REF first, equal → roll-off")
	}
}

func TestTakeAction(t *testing.T) {
	f := fighter(t, 1, "", map[string]int{MA: 4}, "")
	// «Перемещение на твоё полное Передвижение (в 3 раза больше …)»
	r, err := TakeAction(ActionOptions{Action: "Перемещение"}, f)
	if err != nil || r.Metres != 12 || r.Penalty != 0 || r.Number != 1 {
		t.Fatalf("move: %+v %v", r, err)
	}
	// «накапливающимся штрафом -3 за каждое последующее действие»
	r, _ = TakeAction(ActionOptions{Action: "reload"}, f)
	if r.Penalty != -3 {
		t.Errorf("second action penalty %d", r.Penalty)
	}
	r, _ = TakeAction(ActionOptions{Action: "task"}, f)
	if r.Penalty != -6 {
		t.Errorf("third action penalty %d", r.Penalty)
	}
	// the count is the round's: a turn's start does not reset it, the
	// round's end does
	New().StartTurn(f, nil)
	r, _ = TakeAction(ActionOptions{Action: "aim"}, f)
	if r.Number != 4 || r.Penalty != -9 || r.Aim != 1 {
		t.Errorf("after the turn's start: %+v", r)
	}
	New().EndRound(f, nil)
	New().StartTurn(f, nil)
	r, _ = TakeAction(ActionOptions{Action: "aim"}, f)
	if r.Number != 1 || r.Penalty != 0 || r.Aim != 2 {
		t.Errorf("after a new round: %+v", r)
	}
	// the books' number, when given, is the action's
	if r, _ := TakeAction(ActionOptions{Action: "reload", Number: 3}, f); r.Number != 3 || r.Penalty != -6 {
		t.Errorf("booked as action 3: %+v", r)
	}
	// charge after aiming is refused; charge adds +3 to the current initiative once
	if _, err := TakeAction(ActionOptions{Action: "charge"}, f); userKey(err) != ErrKeyAimedNoCharge {
		t.Errorf("charge after aim: %v", err)
	}
	g := fighter(t, 2, "", nil, "")
	g.Init = 10
	TakeAction(ActionOptions{Action: "charge"}, g)
	TakeAction(ActionOptions{Action: "вваливание"}, g)
	if g.Init != 13 {
		t.Errorf("init after charge %d, want 13", g.Init)
	}
	if _, err := TakeAction(ActionOptions{Action: "aim"}, g); userKey(err) != ErrKeyChargeAim {
		t.Errorf("aim while charging: %v", err)
	}
	New().EndRound(g, nil)
	if state(t, g).Charge {
		t.Error("a charge lasts one round")
	}
	for _, o := range []ActionOptions{{Action: "fly"}, {Action: "parry"}, {Action: "parry", ParrySP: -1}} {
		if _, err := TakeAction(o, g); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if len(New().Actions()) != len(actions) {
		t.Error("Actions")
	}
}

func TestHealthConditions(t *testing.T) {
	f := fighter(t, 1, "", nil, "")
	setState(t, f, func(s *State) {
		s.Wounds, s.Stunned, s.Lost, s.Aim = 14, true, LocSet(0).With(LeftArm), 2
	})
	h := New().Health(f)
	keys := map[string]bool{}
	for _, c := range h.Conditions {
		keys[c.Key] = true
	}
	if h.Cur != 34 || h.Max != 48 || !h.Out || !keys["medieval.condition.stunned"] || !keys["medieval.condition.bleeding"] ||
		!keys["medieval.condition.lost_left_arm"] || !keys["medieval.condition.aiming"] {
		t.Errorf("%+v", h)
	}
	f.State = []byte("garbage")
	if h := New().Health(f); h.Level.Key != ErrKeyState {
		t.Errorf("corrupt state health %+v", h)
	}
}

func TestRefitArmor(t *testing.T) {
	f := fighter(t, 1, "", nil, "torso 10")
	setState(t, f, func(s *State) { s.Wounds = 3; s.Armor[Torso].Layers[0].SP = 2 })
	f.Sheet.Armor = "torso 12 ev1"
	if err := RefitArmor(f); err != nil {
		t.Fatal(err)
	}
	st := state(t, f)
	if st.Armor[Torso].Layers[0].SP != 12 || st.EV != 1 || st.Wounds != 3 {
		t.Errorf("%+v", st)
	}
}

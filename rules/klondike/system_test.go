package klondike

import (
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/rules"
)

// "В начале каждого боевого раунда все персонажи бросают 2d6+ИНТ+Тактику
// (если её нет, применяется штраф -3)."
func TestInitiative(t *testing.T) {
	sys := New()
	if !sys.RerollEachRound() {
		t.Fatal("initiative is rolled every round")
	}
	cases := []struct {
		stats map[string]int
		prep  func(*State)
		total int
		mod   int
	}{
		{map[string]int{INT: 9, SkillTactics: 2}, nil, 10, 3},
		{map[string]int{INT: 9}, nil, 5, -2}, // no Tactics: −3
		{map[string]int{INT: 4, SkillTactics: 0}, nil, 6, -1},
		{map[string]int{INT: 7, SkillTactics: 1}, func(s *State) { s.LeadBonus = 2 }, 10, 3},
		{map[string]int{INT: 7, SkillTactics: 1}, func(s *State) { s.Wounded = true }, 7, 0},
	}
	for i, tc := range cases {
		c := fighter(t, 1, "", tc.stats, "")
		if tc.prep != nil {
			setState(t, c, tc.prep)
		}
		d := script(3, 4)
		got := sys.Initiative(c, d)
		allUsed(t, d)
		if got.Total != tc.total || got.Mod != tc.mod || len(got.Dice) != 2 {
			t.Errorf("case %d: %+v", i, got)
		}
	}
}

// "Лидер группы может бросить Командование/ИНТ 8+, и его Эффект станет
// модификатором для всей партии."
func TestLead(t *testing.T) {
	leader := fighter(t, 1, "", map[string]int{INT: 10, SkillLeadership: 2}, "")
	m := fighter(t, 2, "", nil, "")
	res, err := Lead(leader, []*rules.Combatant{leader, m}, 0, script(4, 4)) // 8+1+2 = 11: Effect 3
	if err != nil || res.Bonus != 3 {
		t.Fatalf("%+v %v", res, err)
	}
	if state(t, m).LeadBonus != 3 || state(t, leader).LeadBonus != 3 {
		t.Fatal("bonus not shared")
	}
	if got := New().Initiative(m, script(1, 1)); got.Total != 2+3-3 {
		t.Fatalf("initiative with lead: %+v", got)
	}
}

func TestCompareTie(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{DEX: 9}, "")
	b := fighter(t, 2, "", map[string]int{DEX: 6}, "")
	if New().CompareTie(a, b) >= 0 || New().CompareTie(b, a) <= 0 || New().CompareTie(a, a) != 0 {
		t.Fatal("higher DEX should act first")
	}
}

// The tie rule reads the current DEX: the stored one (after damage to DEX),
// the sheet's when nothing is stored yet, and a tie for a state it cannot
// read — as LoadState gives them.
func TestCompareTieReadsCurrentDex(t *testing.T) {
	fresh := func(dex int) *rules.Combatant {
		c := fighter(t, 1, "", map[string]int{DEX: dex}, "")
		c.State = nil // as added, before any hook stored a state
		return c
	}
	hurt := func(dex, now int) *rules.Combatant {
		c := fighter(t, 2, "", map[string]int{DEX: dex}, "")
		setState(t, c, func(s *State) { s.Dex, s.Lost, s.Ammo = now, []string{PartArm}, map[string]int{"Rifle": 3} })
		return c
	}
	broken := fighter(t, 3, "", map[string]int{DEX: 12}, "")
	broken.State = broken.State[:len(broken.State)-1] // cut short
	unusual := hurt(9, 4)
	// DEX 4 as a float: the generated decoder refuses it for an int.
	unusual.State = msgp.AppendFloat64(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "dex"), 4)
	for _, tc := range []struct {
		name string
		a, b *rules.Combatant
		want int // sign
	}{
		{"both stored", hurt(9, 3), hurt(6, 6), 1},
		{"stored against the sheet", hurt(9, 3), fresh(5), 1},
		{"sheet against stored", fresh(8), hurt(9, 3), -1},
		{"equal", hurt(9, 7), fresh(7), 0},
		{"unreadable: a tie", broken, fresh(2), 0},
		{"unusual: as LoadState", unusual, fresh(2), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := New().CompareTie(tc.a, tc.b)
			if sign(got) != tc.want {
				t.Fatalf("CompareTie = %d, want sign %d", got, tc.want)
			}
			// The same as comparing what LoadState reads.
			sa, err1 := LoadState(tc.a)
			sb, err2 := LoadState(tc.b)
			ref := 0
			if err1 == nil && err2 == nil {
				ref = sb.Dex - sa.Dex
			}
			if got != ref {
				t.Fatalf("CompareTie = %d, LoadState gives %d", got, ref)
			}
		})
	}
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// "персонаж находится в шоке 1 раунд - в течение этого раунда единственное,
// что он может - это броситься в укрытие в случае опасности. После этого до
// излечения он Ранен".
func TestShockRound(t *testing.T) {
	sys := New()
	c := npc(t, 2, "")
	if _, err := Damage(c, DamageOptions{Amount: 7}, script()); err != nil {
		t.Fatal(err)
	}
	if ev := sys.EndRound(c, script()); len(ev) != 0 {
		t.Fatalf("shock ended before its turn: %+v", ev)
	}
	h := sys.Health(c)
	// The level reads as the seed names the state: shock, not yet
	// Wounded (the condition would only repeat it).
	if !h.Out || h.Level.Key != LevelShock || len(h.Conditions) != 0 {
		t.Fatalf("health %+v", h)
	}
	ev := sys.StartTurn(c, script())
	if len(ev) != 1 || ev[0].Note.Key != "klondike.event.shock_turn" {
		t.Fatalf("turn %+v", ev)
	}
	_, err := Act(c, ActMove)
	wantUserError(t, err, "klondike.error.in_shock")
	if _, err := Act(c, ActDive); err != nil {
		t.Fatal("diving for cover is allowed in shock")
	}
	ev = sys.EndRound(c, script())
	if len(ev) != 1 || ev[0].Note.Key != "klondike.event.shock_end" {
		t.Fatalf("end %+v", ev)
	}
	h = sys.Health(c)
	if h.Out || h.Level.Key != LevelWounded {
		t.Fatalf("after shock %+v", h)
	}
}

// "при успехе он придет в себя через д6 минут": d6 3 → 30 rounds of 6 s.
func TestWakeUp(t *testing.T) {
	sys := New()
	c := npc(t, 2, "")
	rep, err := Damage(c, DamageOptions{Amount: 14, To: "dex"}, script(6, 6, 3))
	if err != nil || rep.WakeUnit != UnitMinutes || rep.WakeIn != 3 {
		t.Fatalf("%+v %v", rep, err)
	}
	for round := 1; round <= 30; round++ {
		ev := sys.EndRound(c, script())
		woke := len(ev) > 0 && ev[len(ev)-1].Note.Key == "klondike.event.wake"
		if woke != (round == 30) {
			t.Fatalf("round %d: events %+v", round, ev)
		}
	}
	if state(t, c).Unconscious {
		t.Fatal("still unconscious")
	}
}

func TestStateRoundTrip(t *testing.T) {
	c := shooter(t)
	setState(t, c, func(s *State) { s.Str, s.OrigStr, s.Pending, s.Lost = 3, 8, 2, []string{PartArm} })
	var back State
	if err := rules.DecodeState(c.State, &back); err != nil {
		t.Fatal(err)
	}
	if back.Str != 3 || back.OrigStr != 8 || back.Pending != 2 || back.Ammo["Rifle"] != 30 || back.Lost[0] != PartArm {
		t.Fatalf("%+v", back)
	}
	// {"str": "x"}: a string where STR's int belongs.
	bad := &rules.Combatant{State: msgp.AppendString(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "str"), "x")}
	if _, err := LoadState(bad); err == nil {
		t.Fatal("corrupt state accepted")
	}
}

// "Если преуспевает только одна сторона, она получает бесплатный раунд …
// Сторона, намеренно готовившая засаду, может получить модификатор +2. Группы
// с транспортом или состоящие из 8 и более существ получают штраф -2. … если
// во всей группе нет ни одного персонажа со Скрытностью или Разведкой, то
// они бросают 2d6-3, применяя лучший в группе модификатор ИНТ."
func TestSurprise(t *testing.T) {
	scout := fighter(t, 1, "", map[string]int{INT: 9, SkillRecon: 2}, "")
	var mob []*rules.Combatant
	for i := 0; i < 8; i++ {
		mob = append(mob, fighter(t, 10+i, "", map[string]int{INT: 3 + i}, ""))
	}
	// A: scout 4+4 +1 +2 +2 ambush = 13 ≥ 10. B: best INT DM +1 (first with it: INT 9, ID 16), untrained −3, 8 of them −2: 6+6 −4 = 8.
	d := script(4, 4, 6, 6)
	res, err := Surprise(SurpriseOptions{A: SurpriseSide{Members: []*rules.Combatant{scout}, Ambush: true}, B: SurpriseSide{Members: mob}}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.A.Roll.Total != 13 || res.B.Roll.Total != 8 || res.Winner != "a" || res.B.Roller != 16 || !res.B.Roll.Untrained {
		t.Fatalf("%+v", res)
	}
	_, err = Surprise(SurpriseOptions{A: SurpriseSide{Members: []*rules.Combatant{scout}}, B: SurpriseSide{}}, script())
	wantUserError(t, err, "klondike.error.empty_side")
}

func TestNotation(t *testing.T) {
	sys := New()
	good := map[string]string{
		"3d6 range:50 auto:4 ammo:30":      "3d6 ranged range:50 auto:4 ammo:30",
		"2d6 melee":                        "2d6 melee",
		"d6 ближний подручное":             "1d6 melee improvised",
		"5д6 метательное взрыв:6":          "5d6 thrown blast:6",
		"4d6 дальность:250 прицел:оптика":  "4d6 ranged range:250 sight:scope",
		"4d6+2 range:500 ap:6d6 turret aa": "4d6+2 ranged range:500 ap:6d6 turret aa",
	}
	for in, want := range good {
		w, err := sys.ParseWeapon("W", in)
		if err != nil || w.Spec != want {
			t.Errorf("ParseWeapon(%q) = %q %v, want %q", in, w.Spec, err, want)
		}
		if again, err := sys.ParseWeapon("W", w.Spec); err != nil || again.Spec != want {
			t.Errorf("not idempotent: %q → %q %v", w.Spec, again.Spec, err)
		}
	}
	for _, in := range []string{"", "3d6", "x", "3d6 range:-1", "0d6 melee", "3d1 melee", "3d6 melee auto:99", "3d6 melee laser", "3d6 melee ap:zz", "99999999999999999999d6 melee"} {
		if _, err := sys.ParseWeapon("W", in); err == nil {
			t.Errorf("ParseWeapon(%q) accepted", in)
		}
	}
	if _, err := sys.ParseWeapon("  ", "2d6 melee"); err == nil {
		t.Error("empty name accepted")
	}
	for in, want := range map[string]string{"5": "5", "12 sealed": "12 sealed", "8 скафандр": "8 sealed", "": "0"} {
		got, err := sys.ParseArmor(in)
		if err != nil || got != want {
			t.Errorf("ParseArmor(%q) = %q %v", in, got, err)
		}
	}
	for _, in := range []string{"-1", "heavy", "5 heavy", "51"} {
		if _, err := sys.ParseArmor(in); err == nil {
			t.Errorf("ParseArmor(%q) accepted", in)
		}
	}
}

func TestStatsSchema(t *testing.T) {
	seen := map[string]bool{}
	chars := 0
	for i, d := range New().Stats() {
		if seen[d.Key] || d.En == "" || d.Ru == "" {
			t.Errorf("bad def %+v", d)
		}
		seen[d.Key] = true
		if !d.Skill {
			chars++
			if i != chars-1 {
				t.Error("characteristics must come first")
			}
		}
	}
	if chars != 6 || len(seen) != 19 {
		t.Fatalf("%d characteristics, %d stats", chars, len(seen))
	}
}

package klondike

import (
	"testing"
)

// RULES.md, klondike: "0 → −3 · 1–2 → −2 · 3–5 → −1 · 6–8 → 0 · 9–11 → +1 ·
// 12–14 → +2 · 15+ → +3".
func TestDM(t *testing.T) {
	cases := map[int]int{0: -3, 1: -2, 2: -2, 3: -1, 5: -1, 6: 0, 8: 0, 9: 1, 11: 1, 12: 2, 14: 2, 15: 3, 30: 3, -4: -3}
	for v, want := range cases {
		if got := DM(v); got != want {
			t.Errorf("DM(%d) = %d, want %d", v, got, want)
		}
	}
}

func TestCheck(t *testing.T) {
	stats := map[string]int{STR: 9, DEX: 4, INT: 12, SkillMelee: 2, SkillRecon: 0}
	cases := []struct {
		name      string
		opts      CheckOptions
		faces     []int
		wounds    func(*State)
		total     int
		effect    int
		success   bool
		untrained bool
	}{
		// "2d6 + DM + skill vs 8+": СИЛ 9 (+1), Ближний бой 2, 3+3 → 9, Effect 1.
		{"melee STR", CheckOptions{Characteristic: "СИЛ", Skill: "ближний бой"}, []int{3, 3}, nil, 9, 1, true, false},
		// Untrained −3: the sheet has no Stealth. ЛОВ 4 (−1): 5+5 −1 −3 = 6.
		{"untrained named", CheckOptions{Characteristic: "DEX", Skill: "stealth"}, []int{5, 5}, nil, 6, -2, false, true},
		// skill:none rolls untrained on purpose.
		{"skill none", CheckOptions{Characteristic: "INT", Skill: "none"}, []int{4, 4}, nil, 7, -1, false, true},
		// No skill at all: a plain characteristic roll. ИНТ 12 (+2): 3+3+2 = 8.
		{"plain", CheckOptions{Characteristic: "ИНТ"}, []int{3, 3}, nil, 8, 0, true, false},
		// Skill level 0 is trained (no −3).
		{"level 0", CheckOptions{Characteristic: "INT", Skill: "Разведка", Target: 10}, []int{4, 4}, nil, 10, 0, true, false},
		// "до излечения он Ранен и получает штраф -1 на все броски"
		{"wounded", CheckOptions{Characteristic: "INT"}, []int{3, 3}, func(s *State) { s.Wounded = true }, 7, -1, false, false},
		// "Тяжело ранен - у него будет штраф -2 на все броски" (not cumulative with −1)
		{"seriously", CheckOptions{Characteristic: "INT"}, []int{3, 3}, func(s *State) { s.Wounded, s.Seriously = true, true }, 6, -2, false, false},
		// The GM's modifier and target.
		{"modifier", CheckOptions{Characteristic: "INT", Modifier: -4, Target: 6}, []int{6, 6}, nil, 10, 4, true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "u", stats, "")
			if tc.wounds != nil {
				setState(t, c, tc.wounds)
			}
			d := script(tc.faces...)
			res, err := Check(c, tc.opts, d)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, d)
			r := res.Roll
			if r.Total != tc.total || r.Effect != tc.effect || r.Success != tc.success || r.Untrained != tc.untrained {
				t.Fatalf("got total %d effect %d success %v untrained %v, want %d %d %v %v", r.Total, r.Effect, r.Success, r.Untrained, tc.total, tc.effect, tc.success, tc.untrained)
			}
		})
	}
}

func TestCheckSupportIsSpent(t *testing.T) {
	// "при успехе одна цель получает +2 на свой следующий бросок"
	helper := fighter(t, 1, "", map[string]int{INT: 9, SkillLeadership: 1}, "")
	c := fighter(t, 2, "", map[string]int{INT: 7}, "")
	d := script(4, 2) // 6 +1 +1 = 8: success
	sup, err := Support(helper, c, SupportOptions{}, d)
	if err != nil || !sup.Roll.Success || sup.Bonus != 2 {
		t.Fatalf("support: %+v %v", sup, err)
	}
	res, err := Check(c, CheckOptions{Characteristic: "INT"}, script(3, 3))
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := modOf(res.Roll, "klondike.mod.support"); !ok || v != 2 || res.Roll.Total != 8 {
		t.Fatalf("support not applied: %+v", res.Roll)
	}
	res, _ = Check(c, CheckOptions{Characteristic: "INT"}, script(3, 3))
	if res.Roll.Total != 6 {
		t.Fatalf("support applied twice: %+v", res.Roll)
	}
}

func TestCheckBadInput(t *testing.T) {
	c := fighter(t, 1, "", nil, "")
	for _, tc := range []struct {
		opts CheckOptions
		key  string
	}{
		{CheckOptions{Characteristic: "LUCK"}, "klondike.error.unknown_characteristic"},
		{CheckOptions{Characteristic: ""}, "klondike.error.no_characteristic"},
		{CheckOptions{Characteristic: "  "}, "klondike.error.no_characteristic"},
		{CheckOptions{Characteristic: "recon"}, "klondike.error.unknown_characteristic"},
		{CheckOptions{Characteristic: "STR", Skill: "basket weaving"}, "klondike.error.unknown_skill"},
		{CheckOptions{Characteristic: "STR", Modifier: 1 << 40}, "klondike.error.modifier"},
		{CheckOptions{Characteristic: "STR", Target: -1}, "klondike.error.target"},
	} {
		d := script()
		_, err := Check(c, tc.opts, d)
		wantUserError(t, err, tc.key)
		if d.Used() != 0 {
			t.Fatalf("bad input consumed dice")
		}
	}
}

func TestLookupStatRussianAndEnglish(t *testing.T) {
	for in, want := range map[string]string{
		"СИЛ": STR, "лов": DEX, "ВЫН": END, "ИНТ": INT, "ОБР": EDU, "СОЦ": SOC,
		"str": STR, "Endurance": END, "gun combat": SkillGunCombat, "Стрельба": SkillGunCombat,
		"gun_combat": SkillGunCombat, "Командование": SkillLeadership, "ремонт": SkillMechanic,
		"Антиграв": SkillGrav, "вождение": SkillDrive, "Моряк": SkillSeafarer, "Пилот": SkillPilot,
	} {
		d, ok := LookupStat(in)
		if !ok || d.Key != want {
			t.Errorf("LookupStat(%q) = %q %v, want %q", in, d.Key, ok, want)
		}
	}
}

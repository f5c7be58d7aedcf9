package medieval

import (
	"testing"

	"fray/rules"
)

// The melee defender opposes with «1d10 + REF + dodge/melee skill»
// (RULES.md): its best of Melee, Fencing and Brawling, Dodge too after a
// declared dodge, unless the attack's defense option names a skill.
func TestMeleeDefenceUsesBestSkill(t *testing.T) {
	for _, c := range []struct {
		name      string
		stats     map[string]int
		dodge     bool
		override  string
		skill     string
		value     int
		why       string
		defTotal  int // d10 3 + REF 6 + value
		attackHit bool
	}{
		{"fencing beats an absent melee", map[string]int{REF: 6, SkillFencing: 3}, false, "", SkillFencing, 3, DefenseBest, 12, true},
		{"melee when it is the best", map[string]int{REF: 6, SkillMelee: 4, SkillBrawling: 2}, false, "", SkillMelee, 4, DefenseBest, 13, true},
		{"brawling", map[string]int{REF: 6, SkillBrawling: 4, SkillMelee: 1}, false, "", SkillBrawling, 4, DefenseBest, 13, true},
		{"no skill at all: melee 0", map[string]int{REF: 6}, false, "", SkillMelee, 0, DefenseBest, 9, true},
		{"declared dodge wins ties", map[string]int{REF: 6, SkillDodge: 3, SkillFencing: 3}, true, "", SkillDodge, 3, DefenseDodge, 12, true},
		{"declared dodge but fencing higher", map[string]int{REF: 6, SkillDodge: 1, SkillFencing: 4}, true, "", SkillFencing, 4, DefenseBest, 13, true},
		{"dodge not declared is no candidate", map[string]int{REF: 6, SkillDodge: 7}, false, "", SkillMelee, 0, DefenseBest, 9, true},
		{"named by the option", map[string]int{REF: 6, SkillFencing: 5}, false, "драка", SkillBrawling, 0, DefenseNamed, 9, true},
		{"a tie goes to the defender", map[string]int{REF: 6, SkillFencing: 5}, false, "", SkillFencing, 5, DefenseBest, 14, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			att := fighter(t, 1, "", map[string]int{REF: 5, SkillMelee: 4}, "", rules.Weapon{Name: "меч", Spec: "2d6 melee"})
			def := fighter(t, 2, "", c.stats, "")
			if c.dodge {
				setState(t, def, func(s *State) { s.Dodge = true })
			}
			// to hit 5 + REF 5 + Melee 4 = 14; defence d10 3; then location 2, damage 1,1, stun 1.
			faces := []int{5, 3}
			if c.attackHit {
				faces = append(faces, 2, 1, 1, 1)
			}
			d, done := script(t, faces...)
			r, err := Attack(AttackOptions{Weapon: "меч", Defense: c.override}, att, def, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			df := r.Defense
			if df.Skill != c.skill || df.SkillValue != c.value || df.Why != c.why || df.Total != c.defTotal || r.Hit != c.attackHit {
				t.Errorf("defence %+v hit %v, want %s %d %s total %d hit %v", df, r.Hit, c.skill, c.value, c.why, c.defTotal, c.attackHit)
			}
		})
	}
}

// «накапливающимся штрафом -3 за каждое последующее действие»: the roll that
// answers a declared dodge or parry carries that action's penalty. Dice: to
// hit 7 (A: 7 + REF 6 + Melee 4 = 17), defence 3 (B: 3 + REF 8 + skill 6).
func TestDefencePenalty(t *testing.T) {
	for _, c := range []struct {
		name    string
		actions []ActionOptions
		want    int
	}{
		{"dodge as the 2nd action", []ActionOptions{{Action: ActMove}, {Action: ActDodge}}, 3 + 8 + 6 - 3},
		{"dodge as the 3rd action", []ActionOptions{{Action: ActMove}, {Action: ActAim}, {Action: ActDodge}}, 3 + 8 + 6 - 6},
		{"dodge first", []ActionOptions{{Action: ActDodge}, {Action: ActMove}}, 3 + 8 + 6},
		{"parry as the 2nd action", []ActionOptions{{Action: ActMove}, {Action: ActParry, ParrySP: 10}}, 3 + 8 + 6 - 3},
		{"no declaration", []ActionOptions{{Action: ActMove}, {Action: ActAim}}, 3 + 8 + 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "", map[string]int{REF: 6, SkillMelee: 4}, "")
			b := fighter(t, 2, "", map[string]int{REF: 8, BODY: 6, SkillDodge: 6, SkillMelee: 6}, "")
			for _, o := range c.actions {
				if _, err := TakeAction(o, b); err != nil {
					t.Fatal(err)
				}
			}
			d, _ := script(t, 7, 3, 3, 1, 1, 1, 1, 1)
			r, err := Attack(AttackOptions{Damage: "1d6", Melee: true}, a, b, d)
			if err != nil {
				t.Fatal(err)
			}
			if r.Defense.Total != c.want {
				t.Errorf("defence %d, want %d (%+v)", r.Defense.Total, c.want, r.Defense)
			}
		})
	}
	// The next round's start lapses the declarations and their penalties.
	b := fighter(t, 2, "", map[string]int{REF: 8}, "")
	for _, o := range []ActionOptions{{Action: ActMove}, {Action: ActDodge}} {
		if _, err := TakeAction(o, b); err != nil {
			t.Fatal(err)
		}
	}
	New().StartRound(b, nil)
	if st := state(t, b); st.Dodge || st.DodgePen != 0 {
		t.Errorf("declaration kept past the round: %+v", st)
	}
}

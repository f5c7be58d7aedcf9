package medieval

import (
	"testing"

	"fray/rules"
)

// Session 7: the play-test's gaps, at the rules' level (the console tests are
// commands/medieval_gaps_test.go).

// «совершение атаки ближнего боя»: a blow uses the weapon's own skill when
// the attacker has it at least as high as Melee, else Melee; a named skill
// and a shot are left alone. Dice: to hit 7, defence 1 (a miss is enough).
func TestGapBlowSkill(t *testing.T) {
	sword := rules.Weapon{Name: "Sword", Spec: "2d6 melee blade skill:fencing"}
	for _, c := range []struct {
		name    string
		stats   map[string]int
		opts    AttackOptions
		skill   string
		value   int
		instead string
	}{
		{"melee only", map[string]int{REF: 6, SkillMelee: 4}, AttackOptions{Weapon: "Sword"}, SkillMelee, 4, SkillFencing},
		{"fencing higher", map[string]int{REF: 6, SkillMelee: 2, SkillFencing: 5}, AttackOptions{Weapon: "Sword"}, SkillFencing, 5, ""},
		{"equal keeps the weapon's", map[string]int{REF: 6, SkillMelee: 3, SkillFencing: 3}, AttackOptions{Weapon: "Sword"}, SkillFencing, 3, ""},
		{"named skill", map[string]int{REF: 6, SkillMelee: 4}, AttackOptions{Weapon: "Sword", Skill: "fencing"}, SkillFencing, 0, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "", c.stats, "", sword)
			tg := fighter(t, 2, "", map[string]int{REF: 9, SkillMelee: 9}, "")
			d, done := script(t, 7, 10, 9)
			r, err := Attack(c.opts, a, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.ToHit.Skill != c.skill || r.ToHit.SkillValue != c.value || r.ToHit.WeaponSkill != c.instead {
				t.Errorf("skill %s %d (instead of %q), want %s %d (%q)", r.ToHit.Skill, r.ToHit.SkillValue, r.ToHit.WeaponSkill, c.skill, c.value, c.instead)
			}
			if r.ToHit.Total != 7+6+c.value {
				t.Errorf("total %d, want %d", r.ToHit.Total, 7+6+c.value)
			}
		})
	}
}

// «Объявляя о вваливании в начале раунда»: no charge after any action of the
// round, even one whose turn count has been reset; a charge declared before
// acting stands, and the round's end clears the mark.
func TestGapChargeAfterActing(t *testing.T) {
	for _, prep := range []func(*State){
		func(s *State) { s.Actions = 1 },
		func(s *State) { s.Acted = true }, // acted before its turn started
		func(s *State) { s.Dodge = true }, // a state stored before Acted
		func(s *State) { s.Parry = 4 },
	} {
		c := fighter(t, 1, "", map[string]int{REF: 5}, "")
		setState(t, c, prep)
		before := string(c.State)
		if _, err := DeclareCharge(c); userKey(err) != ErrKeyChargeLate {
			t.Errorf("charge after acting: %v", err)
		}
		if string(c.State) != before {
			t.Error("a refused charge changed the state")
		}
		a := fighter(t, 2, "", map[string]int{REF: 5}, "")
		setState(t, a, prep)
		if _, err := Attack(AttackOptions{Damage: "1d6", Charge: true}, a, fighter(t, 3, "", nil, ""), mustNotRoll(t)); userKey(err) != ErrKeyChargeLate {
			t.Errorf("attack with charge after acting: %v", err)
		}
	}
	c := fighter(t, 1, "", map[string]int{REF: 5}, "")
	if _, err := TakeAction(ActionOptions{Action: ActMove}, c); err != nil {
		t.Fatal(err)
	}
	if !state(t, c).Acted {
		t.Fatal("a move does not mark the round as acted")
	}
	New().EndRound(c, nil)
	if state(t, c).Acted {
		t.Error("the round's end keeps the mark")
	}
	if _, err := DeclareCharge(c); err != nil {
		t.Errorf("charge at the start of the next round: %v", err)
	}
}

func mustNotRoll(t *testing.T) *dicePanic { return &dicePanic{t} }

type dicePanic struct{ t *testing.T }

func (d *dicePanic) Roll(int) int { d.t.Fatal("a die was drawn"); return 0 }

// «накапливающимся штрафом -3 за каждое последующее действие»: the roll that
// answers a declared dodge or parry carries that action's penalty. Dice: to
// hit 7 (A: 7 + REF 6 + Melee 4 = 17), defence 3 (B: 3 + REF 8 + skill 6).
func TestGapDefencePenalty(t *testing.T) {
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

// «Укрытия … позволяя чему-то ещё принимать огонь на себя»: a harmless hit
// names what held it — the armor alone, then with the parry, else the cover.
func TestGapStoppedBy(t *testing.T) {
	for _, c := range []struct {
		name   string
		h      hit
		armor  string
		wantBy string
	}{
		{"armor holds", hit{raw: 3, cover: 10}, "torso 4", StopArmor},
		{"cover holds", hit{raw: 12, cover: 10}, "torso 4", StopCover},
		{"parry holds", hit{raw: 12, parry: 10, cover: 10}, "torso 4", StopParry},
		{"cover over the parry", hit{raw: 18, parry: 10, cover: 10}, "torso 4", StopCover},
		{"through", hit{raw: 30, cover: 10}, "torso 4", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			tg := fighter(t, 2, "", map[string]int{BODY: 6}, c.armor)
			st := state(t, tg)
			r := &DamageResult{Location: Torso}
			r.throughArmor(c.h, st)
			if r.StoppedBy != c.wantBy {
				t.Errorf("stopped by %q, want %q (SP %d, armor %d)", r.StoppedBy, c.wantBy, r.SP, r.ArmorSP)
			}
		})
	}
}

// An attack without weapon or damage takes the sheet's only weapon; with
// none or several it is refused, listing them.
func TestGapDefaultWeapon(t *testing.T) {
	one := &rules.Sheet{Weapons: []rules.Weapon{{Name: "Bow", Spec: "2d6 ranged"}}}
	if n, err := DefaultWeapon(one); err != nil || n != "Bow" {
		t.Errorf("one weapon: %q %v", n, err)
	}
	if _, err := DefaultWeapon(&rules.Sheet{}); userKey(err) != ErrKeyNoWeapon {
		t.Errorf("no weapon: %v", err)
	}
	two := &rules.Sheet{Weapons: []rules.Weapon{{Name: "Bow", Spec: "2d6 ranged"}, {Name: "Knife", Spec: "1d6"}}}
	_, err := DefaultWeapon(two)
	if userKey(err) != ErrKeyWeaponChoice {
		t.Fatalf("two weapons: %v", err)
	}
	if ue := err.(*rules.UserError); ue.Note.Args["List"] != "Bow, Knife" {
		t.Errorf("list %v", ue.Note.Args)
	}
	a := fighter(t, 1, "", map[string]int{REF: 7, SkillArchery: 4}, "", one.Weapons...)
	d, _ := script(t, 9, 3, 1, 1, 1)
	r, err := Attack(AttackOptions{Range: "medium"}, a, fighter(t, 2, "", nil, ""), d)
	if err != nil {
		t.Fatal(err)
	}
	if r.ToHit.Total != 9+7+4 || r.Melee {
		t.Errorf("the Bow's shot: total %d melee %v", r.ToHit.Total, r.Melee)
	}
}

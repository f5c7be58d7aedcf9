package medieval

import (
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

var (
	sword    = rules.Weapon{Name: "Меч", Spec: "2d6+1 melee blade skill:fencing"}
	longbow  = rules.Weapon{Name: "Longbow", Spec: "2d6 ranged skill:archery"}
	bodkin   = rules.Weapon{Name: "Bodkin", Spec: "3d6 ranged ap"}
	attStats = map[string]int{REF: 6, INT: 5, BODY: 6, SkillFencing: 3, SkillArchery: 4, SkillMelee: 2, SkillStealth: 3}
	defStats = map[string]int{REF: 5, INT: 4, BODY: 6, SkillMelee: 2, SkillDodge: 4, SkillAwareness: 2}
)

func TestAttackRanged(t *testing.T) {
	cases := []struct {
		name  string
		opts  AttackOptions
		dice  []int
		total int
		hit   bool
		wp    int
		out   []string
	}{
		{
			// 1d10 + REF 6 + Archery 4 = 7+10 = 17 ≥ medium 20? no: miss.
			name: "miss at medium", opts: AttackOptions{Weapon: "longbow", Range: "medium"},
			dice: []int{7}, total: 17, out: []string{OutMiss},
		},
		{
			// 10 explodes: 10+4 = 14, +10 = 24 ≥ 20. Location 3 torso, 2d6 = 5+4 = 9
			// vs torso SP 4 → 5, BTM 2 → 3 points. Stun save 2 ≤ 6 passes.
			name: "exploding 10 hits", opts: AttackOptions{Weapon: "longbow", Range: "средняя"},
			dice: []int{10, 4, 3, 5, 4, 2}, total: 24, hit: true, wp: 3, out: []string{OutCritical, OutHit},
		},
		{
			// «a natural 1 is a fumble»: no other die is drawn.
			name: "fumble", opts: AttackOptions{Weapon: "longbow", Difficulty: 5, Modifier: 20},
			dice: []int{1}, total: 31, out: []string{OutFumble, OutMiss},
		},
		{
			// the GM's difficulty overrides the band; ties reach it: 4+10 = 14 ≥ 14.
			name: "difficulty reached exactly", opts: AttackOptions{Weapon: "longbow", Range: "extreme", Difficulty: 14},
			dice: []int{4, 3, 1, 1}, total: 14, hit: true, wp: 0, out: []string{OutArmorStops},
		},
		{
			// Aimed at the head −4, aim +3: 8+10−4+3 = 17 ≥ 15. No location die.
			// 2d6 6+6 = 12 vs head SP 0 → ×2 = 24 − BTM 2 = 22 > 8: dead.
			name: "aimed head shot", opts: AttackOptions{Weapon: "longbow", Range: "close", Location: "head", Aim: 3},
			dice: []int{8, 6, 6}, total: 17, hit: true, wp: 22, out: []string{OutHit, OutDead},
		},
		{
			// AP weapon from the sheet: 3d6 = 6+6+6 = 18 vs torso 4/2 = 2 → 16 → /2 = 8 − 2 = 6.
			name: "AP from the sheet", opts: AttackOptions{Weapon: "bodkin", Range: "point blank"},
			dice: []int{5, 2, 6, 6, 6, 1}, total: 15, hit: true, wp: 6, out: []string{OutHit},
		},
		{
			// Cumulative penalties: third action −6, two weapons −3, charge −3: 9+10−12 = 7 < 10.
			name: "penalties", opts: AttackOptions{Weapon: "longbow", Range: "point_blank", Actions: 3, TwoWeapons: true, Charge: true},
			dice: []int{9}, total: 7, out: []string{OutMiss},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "u1", attStats, "", longbow, bodkin)
			tg := fighter(t, 2, "", defStats, "torso 4")
			d, done := script(t, c.dice...)
			r, err := Attack(c.opts, a, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.ToHit.Total != c.total || r.Hit != c.hit || r.Damage.WoundPoints != c.wp {
				t.Errorf("total %d hit %v wp %d, want %d %v %d (mods %+v)", r.ToHit.Total, r.Hit, r.Damage.WoundPoints, c.total, c.hit, c.wp, r.ToHit.Mods)
			}
			if len(r.Outcomes) != len(c.out) {
				t.Errorf("outcomes %v, want %v", r.Outcomes, c.out)
			}
			for _, o := range c.out {
				if !has(r.Outcomes, o) {
					t.Errorf("outcomes %v lack %s", r.Outcomes, o)
				}
			}
		})
	}
}

func TestAttackMeleeOpposed(t *testing.T) {
	cases := []struct {
		name  string
		dodge bool
		dice  []int
		def   int
		hit   bool
	}{
		// attacker 1d10 + REF 6 + Fencing 3; defender 1d10 + REF 5 + Melee 2.
		{"attacker higher", false, []int{6, 6, 3, 2, 2, 1}, 13, true}, // 15 vs 13; torso; 2+2+1 = 5 − BTM 2 = 3
		{"tie goes to the defender", false, []int{4, 6}, 13, false},   // 13 vs 13
		// a declared dodge defends with Dodge 4: 15 vs 6+5+4 = 15 → defender.
		{"dodge", true, []int{6, 6}, 15, false},
		// the defender's 10 explodes too: 10+3+7 = 20
		{"defender explodes", false, []int{9, 10, 3}, 20, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "u1", attStats, "", sword)
			tg := fighter(t, 2, "", defStats, "")
			if c.dodge {
				if _, err := TakeAction(ActionOptions{Action: "уклонение"}, tg); err != nil {
					t.Fatal(err)
				}
			}
			d, done := script(t, c.dice...)
			r, err := Attack(AttackOptions{Weapon: "меч"}, a, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if !r.Defense.Rolled || r.Defense.Total != c.def || r.Hit != c.hit {
				t.Errorf("defense %+v hit %v, want %d %v", r.Defense, r.Hit, c.def, c.hit)
			}
			if r.ToHit.Skill != SkillFencing || r.ToHit.SkillValue != 3 {
				t.Errorf("skill %s", r.ToHit.Skill)
			}
		})
	}
}

func TestAttackParry(t *testing.T) {
	// Parry: the blow goes into a shield with SP 10, combined with torso 10 → 15.
	a := fighter(t, 1, "u1", attStats, "", rules.Weapon{Name: "Axe", Spec: "4d6 melee"})
	tg := fighter(t, 2, "", defStats, "torso 10")
	if _, err := TakeAction(ActionOptions{Action: "parry", ParrySP: 10}, tg); err != nil {
		t.Fatal(err)
	}
	d, done := script(t, 9, 1, 2, 6, 6, 6, 6, 1) // 9+6+2 = 17 vs 1+5+2 = 8; torso; 24 vs 15 → 9 − 2 = 7; stun 1
	r, err := Attack(AttackOptions{Weapon: "axe"}, a, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	done()
	if r.Damage.Parry != 10 || r.Damage.SP != 15 || r.Damage.WoundPoints != 7 {
		t.Errorf("parry %d SP %d wp %d", r.Damage.Parry, r.Damage.SP, r.Damage.WoundPoints)
	}
}

func TestAttackAmbush(t *testing.T) {
	// «Жертва засады должна совершить бросок Осведомлённости с большим значением,
	// чем сумма твоего навыка Скрытность + Интеллект + 1D10». Ambusher: Stealth 3 + INT 5.
	cases := []struct {
		name    string
		dice    []int
		spotted bool
		total   int
	}{
		// 4+8 = 12 vs 6+4+2 = 12: not beaten → +5; to hit 5+6+4+5 = 20 ≥ 20
		{"tie: ambush works", []int{4, 6, 5, 3, 1, 1}, false, 20},
		// 2+8 = 10 vs 7+6 = 13 → spotted, no bonus: 5+10 = 15 < 20
		{"spotted", []int{2, 7, 5}, true, 15},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "u1", attStats, "", longbow)
			tg := fighter(t, 2, "", defStats, "torso 4")
			d, done := script(t, c.dice...)
			r, err := Attack(AttackOptions{Weapon: "longbow", Range: "medium", Ambush: true}, a, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.Ambush.Spotted != c.spotted || r.ToHit.Total != c.total {
				t.Errorf("ambush %+v total %d", r.Ambush, r.ToHit.Total)
			}
		})
	}
	// the declared ambush is spent by one attack
	a := fighter(t, 1, "u1", attStats, "", longbow)
	tg := fighter(t, 2, "", defStats, "")
	if _, err := TakeAction(ActionOptions{Action: "ambush"}, a); err != nil {
		t.Fatal(err)
	}
	d, _ := script(t, 9, 1, 2)
	if r, err := Attack(AttackOptions{Weapon: "longbow", Range: "long"}, a, tg, d); err != nil || !r.Ambush.Set {
		t.Fatalf("declared ambush not used: %+v %v", r, err)
	}
	if state(t, a).Ambush {
		t.Error("ambush not spent")
	}
}

func TestAttackTrackedAimAndActions(t *testing.T) {
	// Aiming +1 per consecutive round up to +3, spent on the attack.
	a := fighter(t, 1, "u1", attStats, "", longbow)
	tg := fighter(t, 2, "", defStats, "")
	for range 4 {
		if _, err := TakeAction(ActionOptions{Action: "aim"}, a); err != nil {
			t.Fatal(err)
		}
		nextTurn(a) // a new turn each time
	}
	if got := state(t, a).Aim; got != 3 {
		t.Fatalf("aim after 4 rounds = %d, want 3", got)
	}
	d, _ := script(t, 2)
	r, err := Attack(AttackOptions{Weapon: "longbow", Range: "medium"}, a, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	if r.ToHit.Total != 2+6+4+3 || r.Action != 1 {
		t.Errorf("total %d action %d, want 15, 1", r.ToHit.Total, r.Action)
	}
	if state(t, a).Aim != 0 {
		t.Error("aim not spent")
	}
	// a second attack in the same turn is the second action: −3
	d, _ = script(t, 2)
	r, _ = Attack(AttackOptions{Weapon: "longbow", Range: "medium"}, a, tg, d)
	if r.Action != 2 || r.ToHit.Total != 2+6+4-3 {
		t.Errorf("second action: %d total %d", r.Action, r.ToHit.Total)
	}
}

func TestAttackWoundedAttacker(t *testing.T) {
	// Critical wounds halve REF (round up): REF 6 with EV 1 → 5 → 3.
	a := fighter(t, 1, "u1", attStats, "torso 10 ev1", longbow)
	setState(t, a, func(s *State) { s.Wounds = 10 })
	tg := fighter(t, 2, "", defStats, "")
	d, _ := script(t, 5)
	r, err := Attack(AttackOptions{Weapon: "longbow", Range: "medium"}, a, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	if r.ToHit.REF != 3 || r.ToHit.Total != 5+3+4 {
		t.Errorf("REF %d total %d", r.ToHit.REF, r.ToHit.Total)
	}
}

func TestAttackErrors(t *testing.T) {
	cases := []struct {
		name string
		opts AttackOptions
		prep func(a, tg *rules.Combatant)
		key  string
	}{
		{"no weapon, several on the sheet", AttackOptions{}, nil, ErrKeyWeaponChoice},
		{"unknown weapon", AttackOptions{Weapon: "bazooka"}, nil, ErrKeyUnknownWeapon},
		{"bad damage", AttackOptions{Damage: "2d0"}, nil, ErrKeyWeaponDice},
		{"huge damage", AttackOptions{Damage: "1000d6"}, nil, ErrKeyWeaponDice},
		{"no range", AttackOptions{Weapon: "longbow"}, nil, ErrKeyNoRange},
		{"bad range", AttackOptions{Weapon: "longbow", Range: "moon"}, nil, ErrKeyRange},
		{"range in melee", AttackOptions{Weapon: "меч", Range: "close"}, nil, ErrKeyRangeInMelee},
		{"aim too high", AttackOptions{Weapon: "меч", Aim: 4}, nil, ErrKeyNumber},
		{"negative aim", AttackOptions{Weapon: "меч", Aim: -1}, nil, ErrKeyNumber},
		{"charge and aim", AttackOptions{Weapon: "меч", Charge: true, Aim: 1}, nil, ErrKeyChargeAim},
		{"modifier", AttackOptions{Weapon: "меч", Modifier: -1 << 40}, nil, ErrKeyNumber},
		{"cover", AttackOptions{Weapon: "меч", Cover: -1}, nil, ErrKeyNumber},
		{"actions", AttackOptions{Weapon: "меч", Actions: 99}, nil, ErrKeyNumber},
		{"skill", AttackOptions{Weapon: "меч", Skill: "REF"}, nil, ErrKeySkill},
		{"defense skill", AttackOptions{Weapon: "меч", Defense: "juggling"}, nil, ErrKeySkill},
		{"location", AttackOptions{Weapon: "меч", Location: "wing"}, nil, ErrKeyLocation},
		{"hidden all", AttackOptions{Weapon: "меч", Hidden: "all"}, nil, ErrKeyAllHidden},
		{"attacker stunned", AttackOptions{Weapon: "меч"}, func(a, _ *rules.Combatant) { setState(t, a, func(s *State) { s.Stunned = true }) }, ErrKeyDownStunned},
		{"target dead", AttackOptions{Weapon: "меч"}, func(_, tg *rules.Combatant) { setState(t, tg, func(s *State) { s.Dead = true }) }, ErrKeyTargetDead},
		{"lost limb aimed", AttackOptions{Weapon: "меч", Location: "right arm"}, func(_, tg *rules.Combatant) {
			setState(t, tg, func(s *State) { s.Lost = s.Lost.With(RightArm) })
		}, ErrKeyLimbGone},
		{"corrupt state", AttackOptions{Weapon: "меч"}, func(a, _ *rules.Combatant) { a.State = []byte("{nope") }, ErrKeyState},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "u1", attStats, "", sword, longbow)
			tg := fighter(t, 2, "", defStats, "")
			if c.prep != nil {
				c.prep(a, tg)
			}
			before := string(tg.State)
			d, done := script(t) // no dice may be drawn
			_, err := Attack(c.opts, a, tg, d)
			if userKey(err) != c.key {
				t.Fatalf("err %v, want %s", err, c.key)
			}
			done()
			if string(tg.State) != before {
				t.Error("the target changed on an error")
			}
		})
	}
	a := fighter(t, 1, "u1", attStats, "", sword)
	if _, err := Attack(AttackOptions{Weapon: "меч"}, a, a, dice.NewScripted()); userKey(err) != ErrKeySelf {
		t.Errorf("self attack: %v", err)
	}
}

// TestAttackDiceOrder scripts a full attack on a player at Serious and checks
// the order the dice come in: ambush, to hit (explosions), defender, location, damage,
// stun save, Hollywood d6, death save.
func TestAttackDiceOrder(t *testing.T) {
	a := fighter(t, 1, "u1", attStats, "", sword)
	tg := fighter(t, 2, "u2", map[string]int{REF: 3, INT: 3, BODY: 6}, "")
	setState(t, tg, func(s *State) { s.Wounds = 8 })
	faces := []int{
		5, 1, // ambush: 5+3+5 = 13 vs 1+3+0 = 4 → +5
		10, 2, // to hit: 12 + 6 + 3 + 5 = 26
		4,    // defender: 4 + REF 3 at Serious (−2) = 5
		2,    // location: torso
		6, 6, // damage 2d6+1 = 13 − BTM 2 = 11 → 19 points, Mortal 1
		9, // stun save vs 6 − 4 = 2: fails
		6, // Hollywood: groan
		3, // death save vs 6 − 1 = 5: passes
	}
	d, done := script(t, faces...)
	r, err := Attack(AttackOptions{Weapon: "Меч", Ambush: true}, a, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	done()
	dr := r.Damage
	if r.ToHit.Total != 26 || r.Defense.Total != 5 || dr.Location != Torso || dr.Rolled != 13 || dr.WoundPoints != 11 ||
		dr.WoundsAfter != 19 || dr.Stun.Passed || dr.HollywoodKey != "medieval.hollywood.groan" || !dr.Death.Passed || dr.Death.Target != 5 {
		t.Errorf("result %+v", r)
	}
	for _, o := range []string{OutCritical, OutHit, OutStunned} {
		if !has(r.Outcomes, o) {
			t.Errorf("outcomes %v lack %s", r.Outcomes, o)
		}
	}
	st := state(t, tg)
	if !st.Stunned || st.Wounds != 19 {
		t.Errorf("target state %+v", st)
	}
}

func TestAttackROF(t *testing.T) {
	// «Атака с максимальной скорострельностью твоего оружия (ROF)» is one
	// action: a ROF 2 bow fires twice without the −3, the third shot is a
	// second action.
	a := fighter(t, 1, "u1", attStats, "", rules.Weapon{Name: "Shortbow", Spec: "1d6 ranged rof2"})
	tg := fighter(t, 2, "", defStats, "")
	for i, want := range []struct{ action, mod int }{{1, 0}, {1, 0}, {2, -3}} {
		d, done := script(t, 2) // misses, no more dice
		r, err := Attack(AttackOptions{Weapon: "shortbow", Range: "extreme"}, a, tg, d)
		if err != nil {
			t.Fatal(err)
		}
		done()
		if r.Action != want.action || r.ToHit.Total != 2+6+4+want.mod {
			t.Errorf("shot %d: action %d total %d", i+1, r.Action, r.ToHit.Total)
		}
	}
}

// «+1 к броску на Попадание за каждый последовательный ход прицеливания, до 3
// раундов»: one step of aim a turn; a turn without aiming ends the streak.
func TestAimIsPerConsecutiveTurn(t *testing.T) {
	a := fighter(t, 1, "u1", attStats, "", longbow)
	if _, err := TakeAction(ActionOptions{Action: "aim"}, a); err != nil {
		t.Fatal(err)
	}
	if _, err := TakeAction(ActionOptions{Action: "aim"}, a); err == nil {
		t.Fatal("a second aim in one turn was accepted")
	}
	if got := state(t, a).Aim; got != 1 {
		t.Fatalf("aim after a refused second aim = %d, want 1", got)
	}
	nextTurn(a)
	if _, err := TakeAction(ActionOptions{Action: "aim"}, a); err != nil {
		t.Fatal(err)
	}
	if got := state(t, a).Aim; got != 2 {
		t.Fatalf("aim after two consecutive turns = %d, want 2", got)
	}
	nextTurn(a) // aims in this turn: no
	nextTurn(a) // the next turn begins: the streak is broken
	if got := state(t, a).Aim; got != 0 {
		t.Fatalf("aim after a turn without aiming = %d, want 0", got)
	}
}

// «накапливающимся штрафом -3 за каждое последующее действие»: the count is
// the round's. A turn's start leaves it (an action taken before the turn
// still counts); the end of the round clears it. The tracker shows it from
// the fight's books (Economy), not as a condition of Health.
func TestActionCountIsTheRounds(t *testing.T) {
	a := fighter(t, 1, "u1", attStats, "", longbow)
	for i, want := range []struct{ n, pen int }{{1, 0}, {2, -3}} {
		r, err := TakeAction(ActionOptions{Action: "move"}, a)
		if err != nil {
			t.Fatal(err)
		}
		if r.Number != want.n || r.Penalty != want.pen {
			t.Errorf("move %d: action %d (%d), want %d (%d)", i+1, r.Number, r.Penalty, want.n, want.pen)
		}
		if i == 0 {
			New().StartTurn(a, nil) // the turn starts after an action out of turn
		}
	}
	for _, n := range New().Health(a).Conditions {
		if n.Key == "medieval.condition.actions" {
			t.Fatalf("the count is a condition as well as the books' line: %+v", n)
		}
	}
	New().EndRound(a, nil)
	if r, err := TakeAction(ActionOptions{Action: "move"}, a); err != nil || r.Number != 1 || r.Penalty != 0 {
		t.Fatalf("first action of the next round: %+v %v", r, err)
	}
}

// /attack's "… weapon|damage … range|difficulty melee" options: damage
// without a weapon is a shot when range or difficulty is given or melee is
// false, a blow when melee is true or neither is given; a plain number is a
// fixed amount. The seed's armor-piercing arrow: «Бронебойная стрела наносит
// 30 пунктов урона. Она поражает броню с SP 10, что уменьшает её на 5.
// Оставшиеся 25 очков урона дополнительно уменьшены до 12».
func TestAttackDamageWithoutWeapon(t *testing.T) {
	cases := []struct {
		name   string
		opts   AttackOptions
		dice   []int
		melee  bool
		skill  string
		rolled int
		passed int
		halved int
		wp     int
	}{
		{
			// The seed's arrow: 1d10 8 + REF 6 + Archery 4 = 18 ≥ close 15;
			// location 3 torso; no damage dice: 30 − SP 10/2 = 25 → ½ 12 −
			// BTM 2 = 10 (Serious); stun save 2 passes.
			name: "the seed's AP arrow", opts: AttackOptions{Damage: "30", AP: true, Range: "close"},
			dice: []int{8, 3, 2}, skill: SkillArchery, rolled: 30, passed: 25, halved: 12, wp: 10,
		},
		{
			// damage dice and a range: a shot with Archery, 3d6 = 6+6+6 = 18 − 10 = 8 − 2 = 6.
			name: "dice at medium range", opts: AttackOptions{Damage: "3d6", Range: "medium"},
			dice: []int{10, 4, 3, 6, 6, 6, 2}, skill: SkillArchery, rolled: 18, passed: 8, wp: 6,
		},
		{
			// melee:false with a difficulty: a shot vs 20 (10+4+10 = 24).
			name: "melee false with a difficulty", opts: AttackOptions{Damage: "3d6", Difficulty: 20, Ranged: true},
			dice: []int{10, 4, 3, 6, 6, 6, 2}, skill: SkillArchery, rolled: 18, passed: 8, wp: 6,
		},
		{
			// Neither: an opposed blow with Melee 2 (9+6+2 = 17 vs 1+5+4 = 10).
			name: "neither is melee", opts: AttackOptions{Damage: "20"},
			dice: []int{9, 1, 3, 2}, melee: true, skill: SkillMelee, rolled: 20, passed: 10, wp: 8,
		},
		{
			// melee:true forces the blow with the named skill (9+6+3 = 18 vs 10).
			name: "melee true", opts: AttackOptions{Damage: "20", Melee: true, Skill: "fencing"},
			dice: []int{9, 1, 3, 2}, melee: true, skill: SkillFencing, rolled: 20, passed: 10, wp: 8,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "u1", attStats, "")
			tg := fighter(t, 2, "", defStats, "torso 10")
			d, done := script(t, c.dice...)
			r, err := Attack(c.opts, a, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.Melee != c.melee || r.ToHit.Skill != c.skill || !r.Hit {
				t.Fatalf("melee %v skill %s hit %v, want %v %s true", r.Melee, r.ToHit.Skill, r.Hit, c.melee, c.skill)
			}
			dm := &r.Damage
			if dm.Rolled != c.rolled || dm.Passed != c.passed || dm.APHalved != c.halved || dm.WoundPoints != c.wp {
				t.Errorf("rolled %d passed %d halved %d wp %d, want %d %d %d %d", dm.Rolled, dm.Passed, dm.APHalved, dm.WoundPoints, c.rolled, c.passed, c.halved, c.wp)
			}
		})
	}
}

func TestAttackDamageWithoutWeaponErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		opts AttackOptions
		key  string
	}{
		{"melee true with a range", AttackOptions{Damage: "3d6", Melee: true, Range: "close"}, ErrKeyRangeInMelee},
		{"melee false without a range", AttackOptions{Damage: "3d6", Ranged: true}, ErrKeyNoRange},
		{"a sword thrown without a range", AttackOptions{Weapon: "меч", Ranged: true}, ErrKeyNoRange},
		{"fixed 0", AttackOptions{Damage: "0", Range: "close"}, ErrKeyWeaponDice},
		{"fixed negative", AttackOptions{Damage: "-5", Range: "close"}, ErrKeyWeaponDice},
		{"fixed too big", AttackOptions{Damage: "1001", Range: "close"}, ErrKeyWeaponDice},
		{"huge number", AttackOptions{Damage: "99999999999999999999", Range: "close"}, ErrKeyWeaponDice},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := fighter(t, 1, "u1", attStats, "", sword)
			tg := fighter(t, 2, "", defStats, "")
			d, done := script(t)
			if _, err := Attack(c.opts, a, tg, d); userKey(err) != c.key {
				t.Fatalf("err %v, want %s", err, c.key)
			}
			done()
		})
	}
	if d, err := ParseDamage("30"); err != nil || d.String() != "30" || d.N != 0 || d.Mod != 30 {
		t.Errorf("30: %+v %v", d, err)
	}
}

// nextTurn is c's turn in the next round: one turn a round, so the round
// ends first (a second start in the same round changes nothing).
func nextTurn(c *rules.Combatant) {
	New().EndRound(c, nil)
	New().StartTurn(c, nil)
}

// «совершение атаки ближнего боя»: a blow uses the weapon's own skill when
// the attacker has it at least as high as Melee, else Melee; a named skill
// and a shot are left alone. Dice: to hit 7, defence 1 (a miss is enough).
func TestBlowSkill(t *testing.T) {
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

// An attack without weapon or damage takes the sheet's only weapon; with
// none or several it is refused, listing them.
func TestDefaultWeapon(t *testing.T) {
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

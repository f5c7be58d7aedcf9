package medieval

import (
	"testing"
)

func TestDamagePipeline(t *testing.T) {
	cases := []struct {
		name  string
		body  int
		armor string
		opts  DamageOptions
		dice  []int // location (when rolled), stun save, Hollywood d6, death save
		wp    int   // wound points marked
		sp    int   // SP the hit faced
		out   []string
		check func(t *testing.T, r *DamageResult, st *State)
	}{
		{
			// Seed: «Бронебойная стрела наносит 30 пунктов урона. Она поражает броню с
			// SP 10, что уменьшает её на 5. Оставшиеся 25 очков урона дополнительно
			// уменьшены до 12 (25/2 = 12,5)». BODY 2: BTM 0.
			name: "seed AP arrow 30 vs SP 10 leaves 12", body: 2, armor: "torso 10",
			opts: DamageOptions{Amount: 30, Location: "torso", AP: true},
			dice: []int{1, 2}, wp: 12, sp: 5, out: []string{OutHit, OutStunned},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if r.Passed != 25 || r.APHalved != 12 || !r.Layers[0].Halved || r.Layers[0].Effective != 5 {
					t.Errorf("passed %d, AP-halved %d, layer %+v", r.Passed, r.APHalved, r.Layers[0])
				}
				// «её останавливающая способность уменьшается на 1 пункт»
				if st.Armor[Torso].Layers[0].SP != 9 {
					t.Errorf("SP after the hit: %d, want 9", st.Armor[Torso].Layers[0].SP)
				}
				// 12 points = Critical: stun penalty 2, BODY 2 → target 0
				if r.Stun.Target != 0 || r.Stun.Passed {
					t.Errorf("stun save %+v", r.Stun)
				}
			},
		},
		{
			// AP 6 against SP 10: the armor faces SP 5, 1 point passes and
			// wears it to 9, the AP halving leaves 1/2 = 0, and BTM's minimum
			// (BODY 10, BTM 4) makes it 1 wound point — not a hit the armor
			// stopped. Stun save 3 vs 10−0 passes.
			name: "AP 1 through SP 10 halved to 0 still wounds 1", body: 10, armor: "torso 10",
			opts: DamageOptions{Amount: 6, Location: "torso", AP: true},
			dice: []int{3}, wp: 1, sp: 5, out: []string{OutHit},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if r.Passed != 1 || r.APHalved != 0 || !r.BTMFloor || r.BTM != 0 || r.BTMTable != 4 || r.StoppedBy != "" {
					t.Errorf("passed %d, AP-halved %d, BTM %d (table %d, floor %v), stopped by %q",
						r.Passed, r.APHalved, r.BTM, r.BTMTable, r.BTMFloor, r.StoppedBy)
				}
				if st.Armor[Torso].Layers[0].SP != 9 || !r.Layers[0].Worn {
					t.Errorf("SP after the hit %d (worn %v), want 9", st.Armor[Torso].Layers[0].SP, r.Layers[0].Worn)
				}
			},
		},
		{
			// The same hit to the head: 1 through → 0 → ×2 = 0 → BTM 0
			// (BODY 2) → minimum 1. Stun save 1 vs 2−0 passes.
			name: "AP 1 through to the head still wounds 1", body: 2, armor: "head 10",
			opts: DamageOptions{Amount: 6, Location: "head", AP: true},
			dice: []int{1}, wp: 1, sp: 5, out: []string{OutHit},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if r.HeadDoubled != 0 || !r.BTMFloor || st.Armor[Head].Layers[0].SP != 9 || st.Dead {
					t.Errorf("head %d, floor %v, SP %d, dead %v", r.HeadDoubled, r.BTMFloor, st.Armor[Head].Layers[0].SP, st.Dead)
				}
			},
		},
		{
			// AP 5 against SP 10 (5 after halving) passes nothing: stopped,
			// no wear, no wound — the minimum is only for a hit that got through.
			name: "AP equal to the halved SP is stopped", body: 10, armor: "torso 10",
			opts: DamageOptions{Amount: 5, Location: "torso", AP: true},
			wp:   0, sp: 5, out: []string{OutArmorStops},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if r.StoppedBy != StopArmor || r.BTMFloor || st.Armor[Torso].Layers[0].SP != 10 {
					t.Errorf("stopped by %q, floor %v, SP %d", r.StoppedBy, r.BTMFloor, st.Armor[Torso].Layers[0].SP)
				}
			},
		},
		{
			// «Если нанесённый урон меньше ОС брони, урон не наносится» — and no wear.
			name: "armor stops", body: 5, armor: "torso 12",
			opts: DamageOptions{Amount: 12, Location: "torso"},
			wp:   0, sp: 12, out: []string{OutArmorStops},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if st.Armor[Torso].Layers[0].SP != 12 || r.Stopped != 12 || st.Wounds != 0 {
					t.Errorf("stopped %d, SP %d, wounds %d", r.Stopped, st.Armor[Torso].Layers[0].SP, st.Wounds)
				}
			},
		},
		{
			// «Попадания в голову: всегда удваивает урон»: (10−4)×2 = 12, BTM 2 → 10 > 8: head gone, dead.
			name: "head doubles, more than 8 kills", body: 5, armor: "head 4",
			opts: DamageOptions{Amount: 10, Location: "head"},
			wp:   10, sp: 4, out: []string{OutHit, OutDead},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if r.HeadDoubled != 12 || r.BTM != 2 || !r.HeadDestroyed || !st.Dead {
					t.Errorf("head %d, BTM %d, destroyed %v, dead %v", r.HeadDoubled, r.BTM, r.HeadDestroyed, st.Dead)
				}
			},
		},
		{
			// head: 3 through → 6 → BTM 2 → 4 points, alive
			name: "head doubles", body: 5, armor: "",
			opts: DamageOptions{Amount: 3, Location: "голова"},
			dice: []int{5}, wp: 4, out: []string{OutHit},
		},
		{
			// BTM never below 1: 2 through, BODY 10 (BTM 4) → 1 point.
			name: "BTM minimum 1", body: 10, armor: "torso 8",
			opts: DamageOptions{Amount: 10, Location: "torso"},
			dice: []int{1}, wp: 1, sp: 8, out: []string{OutHit},
			check: func(t *testing.T, r *DamageResult, _ *State) {
				if !r.BTMFloor || r.BTM != 1 {
					t.Errorf("BTM %d floor %v", r.BTM, r.BTMFloor)
				}
			},
		},
		{
			// «более 8 пунктов урона в область конечности за одну атаку, область
			// отсекается … немедленно совершить Спасбросок против смерти с ранением
			// СМЕРТЕЛЬНОЕ 0». 9 points (Critical): stun save 4 vs 7−2=5 passes;
			// death save at Mortal 0 vs BODY 7: 8 fails.
			name: "limb lost, death save at Mortal 0", body: 7, armor: "",
			opts: DamageOptions{Amount: 11, Location: "left leg"},
			dice: []int{4, 8}, wp: 9, out: []string{OutHit, OutLimbLost, OutDying},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if !st.Lost.Has(LeftLeg) || !r.LimbLost || r.Death.Penalty != 0 || r.Death.Target != 7 || !st.DeathPending {
					t.Errorf("lost %v, death %+v, pending %v", st.Lost, r.Death, st.DeathPending)
				}
			},
		},
		{
			// exactly 8 to a limb keeps it
			name: "8 to a limb keeps it", body: 2, armor: "",
			opts: DamageOptions{Amount: 8, Location: "right arm"},
			dice: []int{10, 3}, wp: 8, out: []string{OutHit, OutStunned},
			check: func(t *testing.T, r *DamageResult, st *State) {
				// Serious: penalty 1, BODY 2 → target 1; die 10 fails; Hollywood 3.
				if st.Lost != 0 || !st.Stunned || r.Hollywood != 3 || r.HollywoodKey != "medieval.hollywood.spin" {
					t.Errorf("lost %v stunned %v hollywood %d %q", st.Lost, st.Stunned, r.Hollywood, r.HollywoodKey)
				}
			},
		},
		{
			// Blades halve marked (soft) armor: 14 vs 12/2 = 6 → 8, BTM 2 → 6.
			name: "blade halves soft armor", body: 5, armor: "torso 12",
			opts: DamageOptions{Amount: 14, Location: "torso", Blade: true},
			dice: []int{1}, wp: 6, sp: 6, out: []string{OutHit},
		},
		{
			// …but not unmarked hard armor: 14 vs 12 → 2, BTM 2 → min 1.
			name: "blade and hard armor", body: 5, armor: "torso 12 hard",
			opts: DamageOptions{Amount: 14, Location: "torso", Blade: true},
			dice: []int{1}, wp: 1, sp: 12, out: []string{OutHit},
		},
		{
			// Armor behind cover combines proportionally: 10 & 10 → 15.
			name: "cover", body: 2, armor: "torso 10",
			opts: DamageOptions{Amount: 20, Location: "torso", Cover: 10},
			dice: []int{1}, wp: 5, sp: 15, out: []string{OutHit},
		},
		{
			// direct points skip armor, head and BTM; 20 points = Mortal 1
			// (seed example); stun 3 vs 10−4=6 passes; death 6 vs 10−1=9 passes.
			name: "direct 20 points is Mortal 1", body: 10, armor: "all 20",
			opts: DamageOptions{Amount: 20, Direct: true},
			dice: []int{3, 6}, wp: 20, out: []string{OutHit},
			check: func(t *testing.T, r *DamageResult, st *State) {
				if r.Level.Key != "medieval.level.mortal" || r.Level.Args["N"] != 1 || r.Death.Kind != SaveDeath || !r.Death.Passed {
					t.Errorf("level %+v death %+v", r.Level, r.Death)
				}
			},
		},
		{
			// rolled location: 7 → right leg
			name: "rolled location", body: 2, armor: "",
			opts: DamageOptions{Amount: 2},
			dice: []int{7, 1}, wp: 2, out: []string{OutHit},
			check: func(t *testing.T, r *DamageResult, _ *State) {
				if r.Location != RightLeg || r.Aimed {
					t.Errorf("location %v", r.Location)
				}
			},
		},
		{
			// GM marks the legs hidden (the seed's low wall): 8 and 9 are re-rolled, 3 is torso.
			name: "hidden legs re-rolled", body: 2, armor: "",
			opts: DamageOptions{Amount: 2, Hidden: "ноги"},
			dice: []int{8, 9, 3, 1}, wp: 2, out: []string{OutHit},
			check: func(t *testing.T, r *DamageResult, _ *State) {
				if r.Location != Torso || len(r.LocationRolls) != 3 {
					t.Errorf("location %v rolls %v", r.Location, r.LocationRolls)
				}
			},
		},
		{
			// over 48 points: dead, no saves
			name: "past Mortal 8 is dead", body: 10, armor: "",
			opts: DamageOptions{Amount: 49, Direct: true},
			wp:   49, out: []string{OutHit, OutDead},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tg := fighter(t, 2, "", map[string]int{BODY: c.body}, c.armor)
			d, done := script(t, c.dice...)
			r, err := Damage(c.opts, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.WoundPoints != c.wp || (!c.opts.Direct && r.SP != c.sp) {
				t.Errorf("wound points %d SP %d, want %d SP %d", r.WoundPoints, r.SP, c.wp, c.sp)
			}
			if len(r.Outcomes) != len(c.out) {
				t.Errorf("outcomes %v, want %v", r.Outcomes, c.out)
			}
			for _, o := range c.out {
				if !has(r.Outcomes, o) {
					t.Errorf("outcomes %v lack %s", r.Outcomes, o)
				}
			}
			st := state(t, tg)
			if st.Wounds != c.wp {
				t.Errorf("state wounds %d, want %d", st.Wounds, c.wp)
			}
			if c.check != nil {
				c.check(t, r, st)
			}
		})
	}
}

func TestDamageErrors(t *testing.T) {
	tg := fighter(t, 2, "", nil, "")
	for _, c := range []struct {
		o   DamageOptions
		key string
	}{
		{DamageOptions{Amount: -1}, ErrKeyNumber},
		{DamageOptions{Amount: 1 << 40}, ErrKeyNumber},
		{DamageOptions{Amount: 5, Location: "tail"}, ErrKeyLocation},
		{DamageOptions{Amount: 5, Location: "arms"}, ErrKeyOneLocation},
		{DamageOptions{Amount: 5, Hidden: "all"}, ErrKeyAllHidden},
		{DamageOptions{Amount: 5, Cover: -3}, ErrKeyNumber},
	} {
		d, done := script(t)
		_, err := Damage(c.o, tg, d)
		if userKey(err) != c.key {
			t.Errorf("%+v: %v, want %s", c.o, err, c.key)
		}
		done()
	}
	if st := state(t, tg); st.Wounds != 0 {
		t.Errorf("errors changed the state: %+v", st)
	}
}

func TestNewDamageEndsStabilization(t *testing.T) {
	// «После стабилизации … пока не будет нанесено ещё одно ранение. В этот
	// момент, все «грязные» дела начинаются заново».
	tg := fighter(t, 2, "", map[string]int{BODY: 10}, "")
	setState(t, tg, func(s *State) { s.Wounds, s.Stabilized = 20, true })
	d, done := script(t, 1, 1) // stun, death
	r, err := Damage(DamageOptions{Amount: 1, Direct: true}, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	done()
	if state(t, tg).Stabilized || r.Death.Kind != SaveDeath {
		t.Errorf("still stabilized after new damage, death save %+v", r.Death)
	}
}

// «Укрытия … позволяя чему-то ещё принимать огонь на себя»: a harmless hit
// names what held it — the armor alone, then with the parry, else the cover.
func TestStoppedBy(t *testing.T) {
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

package medieval

import "testing"

// Recover is time outside a fight for one character. RULES.md: «a
// stabilized character heals 1 wound point per full day of rest; a GM may
// set another rate per channel»; the seed: «Новые спасбросок требуется
// каждый раунд, пока персонаж остаётся не вылеченным … Рано или поздно ты
// провалишь бросок и умрёшь. Единственный выход - Стабилизация».
func TestRecover(t *testing.T) {
	for _, c := range []struct {
		name   string
		set    func(*State)
		o      RestOptions
		err    string // the refusal's key, if refused
		after  int    // wound points after
		check  func(*testing.T, *State, *Recovery)
		armour string
	}{
		{name: "7 points, 3 days at the default rate", set: func(s *State) { s.Wounds = 7 }, o: RestOptions{Days: 3}, after: 4},
		{name: "7 points, 3 days at rate 2", set: func(s *State) { s.Wounds = 7 }, o: RestOptions{Days: 3, Rate: 2}, after: 1},
		{name: "more days than wounds stop at 0", set: func(s *State) { s.Wounds = 7 }, o: RestOptions{Days: 30}, after: 0},
		{name: "hours that are not rest heal nothing", set: func(s *State) { s.Wounds = 7 }, o: RestOptions{Hours: 72}, after: 7},
		{name: "stabilized at Mortal 1 heals, and leaving Mortal ends the stabilization",
			set: func(s *State) { s.Wounds, s.Stabilized = 20, true }, o: RestOptions{Days: 10}, after: 10,
			check: func(t *testing.T, s *State, r *Recovery) {
				if s.Stabilized || r.LevelBefore.Args["N"] != 1 || r.Level.Key != "medieval.level.critical" {
					t.Errorf("stabilized %v, levels %v → %v", s.Stabilized, r.LevelBefore, r.Level)
				}
			}},
		{name: "stabilized and still at Mortal stays stabilized",
			set: func(s *State) { s.Wounds, s.Stabilized = 20, true }, o: RestOptions{Days: 1}, after: 19,
			check: func(t *testing.T, s *State, r *Recovery) {
				if !s.Stabilized || !r.Stabilized {
					t.Error("lost the stabilization at Mortal 0")
				}
			}},
		{name: "a lost limb stays lost, and its stabilization with it",
			set: func(s *State) { s.Wounds, s.Stabilized, s.Lost = 10, true, s.Lost.With(LeftArm) }, o: RestOptions{Days: 20}, after: 0,
			check: func(t *testing.T, s *State, r *Recovery) {
				if !s.Lost.Has(LeftArm) || !s.Stabilized || !r.LostLimb {
					t.Errorf("limb %v stabilized %v", s.Lost, s.Stabilized)
				}
			}},
		{name: "not stabilized at Mortal 0 is refused", set: func(s *State) { s.Wounds = 13 }, o: RestOptions{Days: 1}, err: ErrKeyRestDying},
		{name: "a lost limb not stabilized is refused", set: func(s *State) { s.Wounds, s.Lost = 3, s.Lost.With(RightLeg) }, o: RestOptions{Hours: 1}, err: ErrKeyRestDying},
		{name: "a failed death save due is refused", set: func(s *State) { s.Wounds, s.Stabilized, s.DeathPending = 13, false, true }, o: RestOptions{Days: 1}, err: ErrKeyRestDying},
		{name: "forced over the dying: dead by the death saves", set: func(s *State) { s.Wounds = 17 }, o: RestOptions{Days: 3, Force: true}, after: 17,
			check: func(t *testing.T, s *State, r *Recovery) {
				if !s.Dead || !r.Died || s.Killed != KilledDeathSave {
					t.Errorf("dead %v died %v killed %q", s.Dead, r.Died, s.Killed)
				}
			}},
		{name: "the dead stay dead", set: func(s *State) { s.Wounds, s.Dead, s.Killed = 30, true, KilledHead }, o: RestOptions{Days: 30}, after: 30,
			check: func(t *testing.T, s *State, r *Recovery) {
				if !s.Dead || !r.Dead {
					t.Error("revived by rest")
				}
			}},
		{name: "time ends a stun and the round's declarations", set: func(s *State) {
			s.Wounds, s.Stunned, s.StunFresh, s.Charge, s.Aim, s.Actions, s.Ambush, s.TurnBegun, s.DeathSaved, s.DeathAsked = 5, true, true, true, 2, 3, true, true, true, true
		}, o: RestOptions{Hours: 1}, after: 5,
			check: func(t *testing.T, s *State, r *Recovery) {
				if s.Stunned || s.StunFresh || s.Charge || s.Aim != 0 || s.Actions != 0 || s.Ambush || s.TurnBegun || s.DeathSaved || s.DeathAsked || !r.Woke {
					t.Errorf("left over: %+v", *s)
				}
			}},
		{name: "worn armor stays worn", armour: "torso 10", set: func(s *State) { s.Armor[Torso].Layers[0].SP = 8 }, o: RestOptions{Days: 1},
			check: func(t *testing.T, s *State, r *Recovery) {
				if s.Armor[Torso].Layers[0].SP != 8 || !r.WasWorn || r.Repaired {
					t.Errorf("SP %d worn %v repaired %v", s.Armor[Torso].Layers[0].SP, r.WasWorn, r.Repaired)
				}
			}},
		{name: "the GM's repair mends it to the sheet", armour: "torso 10", set: func(s *State) { s.Armor[Torso].Layers[0].SP = 8 }, o: RestOptions{Hours: 2, Repair: true},
			check: func(t *testing.T, s *State, r *Recovery) {
				if s.Armor[Torso].Layers[0].SP != 10 || !r.Repaired {
					t.Errorf("SP %d repaired %v", s.Armor[Torso].Layers[0].SP, r.Repaired)
				}
			}},
		{name: "a rate past the track is refused", set: func(s *State) { s.Wounds = 7 }, o: RestOptions{Days: 1, Rate: MaxRestRate + 1}, err: ErrKeyNumber},
		{name: "negative days are refused", set: func(s *State) { s.Wounds = 7 }, o: RestOptions{Days: -1}, err: ErrKeyNumber},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := fighter(t, 1, "", defStats, c.armour)
			setState(t, f, c.set)
			was := string(f.State)
			r, err := Recover(f, c.o)
			if c.err != "" {
				if userKey(err) != c.err {
					t.Fatalf("err %v, want %s", err, c.err)
				}
				if string(f.State) != was {
					t.Error("a refusal changed the state")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s := state(t, f)
			if s.Wounds != c.after || r.After != c.after {
				t.Errorf("wounds %d (reported %d), want %d", s.Wounds, r.After, c.after)
			}
			if c.check != nil {
				c.check(t, s, r)
			}
		})
	}
}

// Settle keeps what outlasts a fight and nothing of its round.
func TestSettleKeepsTheLastingCondition(t *testing.T) {
	s := State{Wounds: 20, EV: 1, Lost: LocSet(0).With(Head), Stunned: true, Stabilized: true, DeathPending: true, Dead: true, Killed: KilledHead,
		Charge: true, Dodge: true, Parry: 4, Aim: 2, AimedTurn: true, Actions: 3, Shots: 2, Pair: true, Ambush: true, AmbushBusy: true, AmbushOn: 3,
		Acted: true, DodgePen: -3, ParryPen: -3, Aid: 2, Task: 2, AtkOpen: true, TurnBegun: true, DeathSaved: true, DeathAsked: true, StunFresh: true}
	s.Armor[Torso].N = 1
	s.Armor[Torso].Layers[0].SP = 7
	Settle(&s)
	want := State{Wounds: 20, EV: 1, Lost: LocSet(0).With(Head), Stunned: true, Stabilized: true, DeathPending: true, Dead: true, Killed: KilledHead}
	want.Armor = s.Armor
	if s != want || s.Armor[Torso].Layers[0].SP != 7 {
		t.Errorf("settled %+v, want %+v", s, want)
	}
}

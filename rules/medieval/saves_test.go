package medieval

import (
	"slices"
	"testing"

	"fray/rules"
)

func TestDeathSaveSeedExample(t *testing.T) {
	// Seed: «Харган Очень Силён и получает ранение СМЕРТЕЛЬНОЕ 4. Он должен
	// совершить бросок с результатом ниже чем (10 - 4) = 6» — RULES.md: 1d10 ≤ BODY − N.
	for _, c := range []struct {
		die  int
		pass bool
	}{{6, true}, {1, true}, {7, false}, {10, false}} {
		h := fighter(t, 1, "u1", map[string]int{BODY: 10}, "")
		setState(t, h, func(s *State) { s.Wounds = 30 }) // Mortal 4
		d, done := script(t, c.die)
		r, err := Save(SaveOptions{Kind: "смерть"}, h, d)
		if err != nil {
			t.Fatal(err)
		}
		done()
		if r.Roll.Target != 6 || r.Roll.Passed != c.pass || state(t, h).DeathPending == c.pass {
			t.Errorf("die %d: %+v", c.die, r.Roll)
		}
		if !c.pass && !has(r.Outcomes, OutDying) {
			t.Errorf("die %d: outcomes %v", c.die, r.Outcomes)
		}
	}
}

func TestStunSave(t *testing.T) {
	// «Спасбросок от Оглушения равен значению Телосложения твоего персонажа, за
	// вычетом штрафа, основанного на его текущем состоянии Ранения». BODY 8,
	// Critical (−2): 6 or less.
	cases := []struct {
		name      string
		stunned   bool
		dice      []int
		nowStun   bool
		recovered bool
		hollywood string
	}{
		{"pass", false, []int{6}, false, false, ""},
		{"fail rolls the Hollywood table", false, []int{7, 1}, true, false, "medieval.hollywood.scream"},
		{"stunned recovers", true, []int{3}, false, true, ""},
		{"stunned stays", true, []int{9}, true, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := fighter(t, 1, "u1", map[string]int{BODY: 8}, "")
			setState(t, f, func(s *State) { s.Wounds, s.Stunned = 10, c.stunned })
			d, done := script(t, c.dice...)
			r, err := Save(SaveOptions{Kind: "stun"}, f, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.Roll.Target != 6 || state(t, f).Stunned != c.nowStun || r.Recovered != c.recovered || r.HollywoodKey != c.hollywood {
				t.Errorf("%+v", r)
			}
		})
	}
}

func TestHollywoodTable(t *testing.T) {
	want := []string{"scream", "ragdoll", "spin", "clutch", "stare", "groan"}
	for i, w := range want {
		if got := HollywoodKey(i + 1); got != "medieval.hollywood."+w {
			t.Errorf("d6 %d → %s", i+1, got)
		}
	}
	if HollywoodKey(0) != "" || HollywoodKey(7) != "" {
		t.Error("out-of-table faces must have no entry")
	}
}

func TestSaveErrors(t *testing.T) {
	f := fighter(t, 1, "u1", nil, "")
	if _, err := Save(SaveOptions{Kind: "fear"}, f, nil); userKey(err) != ErrKeySaveKind {
		t.Errorf("kind: %v", err)
	}
	if _, err := Save(SaveOptions{Kind: "death"}, f, nil); userKey(err) != ErrKeyNotMortal {
		t.Errorf("not mortal: %v", err)
	}
	setState(t, f, func(s *State) { s.Wounds, s.Stabilized = 14, true })
	if _, err := Save(SaveOptions{Kind: "death"}, f, nil); userKey(err) != ErrKeyAlreadyStable {
		t.Errorf("stable: %v", err)
	}
	setState(t, f, func(s *State) { s.Dead = true })
	if _, err := Save(SaveOptions{Kind: "stun"}, f, nil); userKey(err) != ErrKeyTargetDead {
		t.Errorf("dead: %v", err)
	}
}

func TestStabilize(t *testing.T) {
	// Seed: «персонаж получив 20 очков урона … Чтобы стабилизровать его
	// потребуется совершить бросок со значеним 20 или больше». TECH 6 + Medicine 4.
	for _, c := range []struct {
		die int
		ok  bool
	}{{10, true}, {9, false}} {
		medic := fighter(t, 1, "u1", map[string]int{TECH: 6, SkillMedicine: 4}, "")
		patient := fighter(t, 2, "u2", map[string]int{BODY: 5}, "")
		setState(t, patient, func(s *State) { s.Wounds, s.DeathPending = 20, true })
		d, done := script(t, c.die)
		r, err := Stabilize(StabilizeOptions{}, medic, patient, d)
		if err != nil {
			t.Fatal(err)
		}
		done()
		st := state(t, patient)
		if r.Needed != 20 || r.Total != c.die+10 || r.Success != c.ok || st.Stabilized != c.ok || st.DeathPending == c.ok {
			t.Errorf("die %d: %+v, state %+v", c.die, r, st)
		}
	}
	// a stabilized character makes no more death saves
	p := fighter(t, 2, "", map[string]int{BODY: 5}, "")
	setState(t, p, func(s *State) { s.Wounds, s.Stabilized = 20, true })
	d, done := script(t)
	if ev := New().StartRound(p, d); len(ev) != 0 {
		t.Errorf("death save for a stabilized character: %+v", ev)
	}
	done()
}

func TestStabilizeErrors(t *testing.T) {
	medic := fighter(t, 1, "u1", nil, "")
	p := fighter(t, 2, "", nil, "")
	// «Любой человек (кроме самого пациента)»
	setState(t, medic, func(s *State) { s.Wounds = 20 })
	if _, err := Stabilize(StabilizeOptions{}, medic, medic, nil); userKey(err) != ErrKeySelf {
		t.Errorf("self: %v", err)
	}
	medic = fighter(t, 1, "u1", nil, "")
	if _, err := Stabilize(StabilizeOptions{}, medic, p, nil); userKey(err) != ErrKeyNotMortal {
		t.Errorf("not mortal: %v", err)
	}
	if _, err := Stabilize(StabilizeOptions{Skill: "REF"}, medic, p, nil); userKey(err) != ErrKeySkill {
		t.Errorf("skill: %v", err)
	}
}

func TestHeal(t *testing.T) {
	f := fighter(t, 1, "", nil, "")
	setState(t, f, func(s *State) { s.Wounds, s.Stabilized = 20, true })
	r, err := Heal(HealOptions{Points: 8}, f)
	if err != nil {
		t.Fatal(err)
	}
	if r.After != 12 || r.Level.Key != "medieval.level.critical" || state(t, f).Stabilized {
		t.Errorf("%+v", r)
	}
	setState(t, f, func(s *State) { s.Wounds, s.Dead = 50, true })
	r, _ = Heal(HealOptions{Points: 10}, f)
	if !has(r.Outcomes, OutRevived) || state(t, f).Dead {
		t.Errorf("revive: %+v", r)
	}
	for _, p := range []int{0, -3, 1 << 40} {
		if _, err := Heal(HealOptions{Points: p}, f); userKey(err) != ErrKeyNumber {
			t.Errorf("points %d: %v", p, err)
		}
	}
}

func TestRoundHooks(t *testing.T) {
	sys := New()
	npc := fighter(t, 1, "", map[string]int{BODY: 6}, "")
	pc := fighter(t, 2, "u2", map[string]int{BODY: 6}, "")
	for _, c := range []*rules.Combatant{npc, pc} {
		setState(t, c, func(s *State) { s.Wounds = 17 }) // Mortal 1
	}
	// start of round: the NPC rolls (8 > 5 fails), the player is prompted
	d, done := script(t, 8)
	ev := sys.StartRound(npc, d)
	if len(ev) != 1 || ev[0].Prompt != "" || ev[0].Note.Key != "medieval.save.death_fail" || !state(t, npc).DeathPending {
		t.Fatalf("NPC death save: %+v", ev)
	}
	ev = sys.StartRound(pc, d)
	done()
	if len(ev) != 1 || ev[0].Prompt != PromptDeathSave || ev[0].Note.Key != "medieval.prompt.death_save" || ev[0].Note.Args["Target"] != 5 {
		t.Fatalf("player prompt: %+v", ev)
	}
	if h := sys.Health(npc); !h.Out || h.Dead {
		t.Errorf("dying NPC health %+v", h)
	}
	// «при неудачном ты умираешь в конце раунда»
	ev = sys.EndRound(npc, d)
	if len(ev) != 1 || ev[0].Note.Key != "medieval.death.dies" || !state(t, npc).Dead {
		t.Fatalf("end of round: %+v", ev)
	}
	if h := sys.Health(npc); !h.Dead || h.Cur != 0 || h.Level.Key != "medieval.level.dead" {
		t.Errorf("dead health %+v", h)
	}
	if ev := sys.StartRound(npc, d); len(ev) != 0 {
		t.Errorf("the dead roll no saves: %+v", ev)
	}
}

func TestStunRecoveryTurns(t *testing.T) {
	sys := New()
	npc := fighter(t, 1, "", map[string]int{BODY: 6}, "")
	// stunned by damage this round (6 points, Serious: stun save 9 > 6 − 1
	// fails, Hollywood 2): no recovery roll on its turn this round
	d2, done2 := script(t, 9, 2)
	if _, err := Damage(DamageOptions{Amount: 6, Direct: true}, npc, d2); err != nil {
		t.Fatal(err)
	}
	done2()
	d3, done3 := script(t)
	if ev := sys.StartTurn(npc, d3); len(ev) != 0 {
		t.Errorf("recovery in the same round: %+v", ev)
	}
	done3()
	sys.EndRound(npc, d3)
	// next round: the NPC rolls 3 ≤ 5 and is back
	d4, done4 := script(t, 3)
	ev := sys.StartTurn(npc, d4)
	done4()
	if len(ev) != 1 || ev[0].Note.Key != "medieval.save.stun_pass" || state(t, npc).Stunned {
		t.Errorf("recovery: %+v", ev)
	}
	// a player is prompted instead
	pc := fighter(t, 2, "u2", map[string]int{BODY: 6}, "")
	setState(t, pc, func(s *State) { s.Stunned, s.Wounds = true, 6 })
	ev = sys.StartTurn(pc, d4)
	if len(ev) != 1 || ev[0].Prompt != PromptStunSave || ev[0].Note.Args["Target"] != 5 {
		t.Errorf("player stun prompt: %+v", ev)
	}
}

// «Каждый раунд, ты должен совершать ещё один Спасбросок против смерти»:
// a dying character whose round passed without the save being asked (the
// first fighter of a fight's first round, carried in dying, whose turn
// began while the order was being assembled) makes it at the round's end,
// rolled by the bot; a failure kills then («ты умираешь в конце раунда, в
// котором был сделан бросок»). Mortal 1 at BODY 6: 5 or less passes.
func TestUnaskedDeathSaveIsRolledAtRoundEnd(t *testing.T) {
	sys := New()
	for _, tc := range []struct {
		name  string
		owner string
		die   int
		keys  []string
		dead  bool
	}{
		{"a player's passes", "u1", 5, []string{"medieval.save.death_unasked", "medieval.save.death_pass"}, false},
		{"a player's fails", "u1", 6, []string{"medieval.save.death_unasked", "medieval.save.death_fail", "medieval.death.dies"}, true},
		{"an NPC's fails", "", 9, []string{"medieval.save.death_unasked", "medieval.save.death_fail", "medieval.death.dies"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, tc.owner, map[string]int{BODY: 6}, "")
			setState(t, c, func(s *State) { s.Wounds = 17 }) // Mortal 1
			d, done := script(t, tc.die)
			ev := sys.EndRound(c, d)
			done()
			var keys []string
			for _, e := range ev {
				keys = append(keys, e.Note.Key)
			}
			if !slices.Equal(keys, tc.keys) {
				t.Fatalf("events %v, want %v", keys, tc.keys)
			}
			if st := state(t, c); st.Dead != tc.dead || st.DeathSaved || st.DeathAsked {
				t.Errorf("after the round: dead %v saved %v asked %v, want dead %v and the round's flags cleared", st.Dead, st.DeathSaved, st.DeathAsked, tc.dead)
			}
		})
	}
	// Asked, passed, pending or stabilized this round: nothing more is rolled.
	for name, set := range map[string]func(*State){
		"asked":      func(s *State) { s.DeathAsked = true },
		"saved":      func(s *State) { s.DeathSaved = true },
		"stabilized": func(s *State) { s.Stabilized = true },
	} {
		c := fighter(t, 1, "u1", map[string]int{BODY: 6}, "")
		setState(t, c, func(s *State) { s.Wounds = 17; set(s) })
		d, done := script(t)
		if ev := sys.EndRound(c, d); len(ev) != 0 {
			t.Errorf("%s: %+v", name, ev)
		}
		done()
	}
}

package klondike

import "testing"

// "Каждый персонаж может совершить два действия в свою инициативу": the
// third action is refused before any die is drawn and nothing changes;
// meeting a charge and a readied Overwatch are reactions and cost none;
// StartTurn gives the two back.
func TestTwoActionsATurn(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "")
	New().StartTurn(a, script())
	if _, err := Act(a, ActOverwatch); err != nil {
		t.Fatal(err)
	}
	if _, err := Attack(a, b, AttackOptions{Weapon: "Pistol", Range: 5}, script(1, 1)); err != nil {
		t.Fatal(err)
	}
	before := string(a.State)
	for name, try := range map[string]func() error{
		"attack": func() error {
			_, err := Attack(a, b, AttackOptions{Weapon: "Pistol", Range: 5}, script(6, 6))
			return err
		},
		"move": func() error { _, err := Act(a, ActMove); return err },
		"aim":  func() error { _, err := Act(a, ActAim); return err },
		"support": func() error {
			_, err := Support(a, b, SupportOptions{}, script(6, 6))
			return err
		},
		"grapple": func() error { _, err := Grapple(a, b, GrappleOptions{}, script(6, 6, 1, 1)); return err },
		"blast": func() error {
			_, err := Blast(a, BlastOptions{Attack: AttackOptions{Weapon: "Grenade", Range: 5}, Caught: nil}, script(6, 6))
			return err
		},
	} {
		err := try()
		wantUserError(t, err, "klondike.error.no_actions")
		if string(a.State) != before {
			t.Fatalf("%s: a refused action changed the state", name)
		}
	}
	// Reactions: the readied overwatch shot, then meeting a charge (−2, the
	// Overwatch being spent).
	if _, err := Attack(a, b, AttackOptions{Weapon: "Pistol", Range: 5, Overwatch: true}, script(1, 1)); err != nil {
		t.Fatalf("overwatch shot: %v", err)
	}
	if _, err := Attack(a, b, AttackOptions{Weapon: "Axe", MeetCharge: true}, script(1, 1)); err != nil {
		t.Fatalf("meeting a charge: %v", err)
	}
	// Diving for cover "spends the next action": allowed with none left.
	if _, err := Act(a, ActDive); err != nil {
		t.Fatalf("dive: %v", err)
	}
	New().StartTurn(a, script())
	if s := state(t, a); s.ActionsLeft != 1 {
		t.Fatalf("after a dive the next turn has 1 action, got %d", s.ActionsLeft)
	}
	if _, err := Act(a, ActMove); err != nil {
		t.Fatal(err)
	}
}

// The stock weapons are found by key and by either language's name.
func TestFindStockWeapon(t *testing.T) {
	for _, name := range []string{"knife", "Knife", "нож", "НОЖ", "anti-tank-rifle", "Anti-tank rifle", "противотанковое-ружьё", "Противотанковое ружье"} {
		w, ok := FindStockWeapon(name)
		if !ok {
			t.Errorf("%q not found", name)
			continue
		}
		if _, err := ParseWeaponSpec(w.En, w.Spec); err != nil {
			t.Errorf("%s: %v", w.Key, err)
		}
	}
	if _, ok := FindStockWeapon("banjo"); ok {
		t.Error("banjo found")
	}
	// "/char weapon add name:нож" without a notation takes the stock one.
	w, err := New().ParseWeapon("нож", "")
	if err != nil || w.Spec != "1d6+2 melee" {
		t.Fatalf("%+v %v", w, err)
	}
}

// Health levels: "Весь урон в первую очередь наносится по характеристике
// Выносливости. Когда она доходит до нуля … Ранен" — END 7 − 5 = 2 is no
// wound yet, but not unhurt.
func TestHurtLevel(t *testing.T) {
	c := npc(t, 1, "")
	if h := New().Health(c); h.Level.Key != LevelHealthy {
		t.Fatalf("fresh: %s", h.Level.Key)
	}
	setState(t, c, func(s *State) { s.End = 2 })
	if h := New().Health(c); h.Level.Key != LevelHurtEnd || h.Level.Args["End"] != 2 || h.Level.Args["OrigEnd"] != 7 {
		t.Fatalf("END 2/7: %+v", h.Level)
	}
	setState(t, c, func(s *State) { s.End, s.Str = 7, 5 })
	if h := New().Health(c); h.Level.Key != LevelHurt {
		t.Fatalf("STR 5/7: %s", h.Level.Key)
	}
	setState(t, c, func(s *State) { s.End, s.Wounded = 0, true })
	if h := New().Health(c); h.Level.Key != LevelWounded {
		t.Fatalf("END 0: %s", h.Level.Key)
	}
}

// Waking up as fiction time passes is the "revived" outcome; the hour
// running out on the dying is "dead".
func TestAdvanceTimeOutcomes(t *testing.T) {
	c := npc(t, 1, "")
	setState(t, c, func(s *State) { s.Unconscious, s.WakeSeconds = true, 120 })
	res, err := AdvanceTime(c, TimeOptions{Minutes: 5})
	if err != nil || !has(res.Outcomes, OutRevived) || state(t, c).Unconscious {
		t.Fatalf("%+v %v", res, err)
	}
	d := npc(t, 2, "")
	setState(t, d, func(s *State) { s.Str, s.Dex, s.End, s.Dying, s.Unconscious = 0, 0, 0, true, true })
	res, _ = AdvanceTime(d, TimeOptions{Minutes: 60})
	if !has(res.Outcomes, OutDead) {
		t.Fatalf("%+v", res)
	}
}

// The chase standing after a round: the winner's Advantage, the loser's
// turret-only −4; none before the first round or after the end.
func TestChaseStanding(t *testing.T) {
	da := fighter(t, 1, "", map[string]int{SkillDrive: 2}, "")
	db := fighter(t, 2, "", map[string]int{SkillDrive: 1}, "")
	va, _ := NewVehicle(VehicleOptions{Name: "Jeep", Speed: 100, Handling: 1})
	vb, _ := NewVehicle(VehicleOptions{Name: "Truck", Speed: 80, Handling: -1})
	ch := duel(t, "duel", false)
	if ch.Standing(0) != nil {
		t.Fatal("a standing before the first round")
	}
	// A 4+4 +1 +2 = 11, B 4+4 −1 +1 = 8: Advantage 3.
	if _, err := ChaseRound(ch, []ChaseEntrant{{da, va}, {db, vb}}, script(4, 4, 4, 4)); err != nil {
		t.Fatal(err)
	}
	if s := ch.Standing(0); s == nil || !s.HasAdvantage || s.Advantage != 3 {
		t.Fatalf("winner %+v", s)
	}
	if s := ch.Standing(1); s == nil || s.HasAdvantage {
		t.Fatalf("loser %+v", s)
	}
	EndChase(ch)
	if ch.Standing(0) != nil {
		t.Fatal("a standing after the end")
	}
}

// AP dice over /roll's 100-dice limit name the limit.
func TestDiceLimitNamed(t *testing.T) {
	_, err := ParseDice("1000d6")
	wantUserError(t, err, "dice.err.limit.dice_per_term")
	if x, err := ParseDice("100d6"); err != nil || x.N != 100 {
		t.Fatalf("100d6: %+v %v", x, err)
	}
	_, err = ParseDice("3d")
	wantUserError(t, err, "klondike.error.bad_dice")
}

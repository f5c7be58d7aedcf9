package storyteller

import (
	"encoding/json"
	"testing"

	"fray/rules"
)

// Session 7: the gaps the last play-test left, each against the seed.

// «считается, что оружие было выбито»: the disarmed fighter attacks with no
// weapon until it is picked up, an action (Acted) of one able to act.
func TestPickUpRearmsAndTakesTheAction(t *testing.T) {
	ann := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Brawl: 2, Melee: 2, Strength: 2, Stamina: 2})
	bob := fighter(t, 2, "Bob", map[string]int{Stamina: 2})
	if err := PickUp(ann); errKey(err) != "storyteller.error.not_disarmed" {
		t.Fatalf("armed pick-up: %v", err)
	}
	setState(t, ann, func(s *State) { s.Disarmed = true })
	if _, err := Attack(AttackOptions{Weapon: "Knife", Defense: "none"}, ann, bob, seq()); errKey(err) != "storyteller.error.disarmed" {
		t.Fatalf("a disarmed fighter struck with the knife: %v", err)
	}

	setState(t, ann, func(s *State) { s.Dizzied = true })
	if err := PickUp(ann); errKey(err) != "storyteller.error.cannot_act_dizzied" {
		t.Fatalf("dizzied pick-up: %v", err)
	}
	setState(t, ann, func(s *State) { s.Dizzied, s.Lock = false, &Lock{Maneuver: ManGrapple, Other: 2, Name: "Bob"} })
	if err := PickUp(ann); errKey(err) != "storyteller.error.locked_victim" {
		t.Fatalf("held pick-up: %v", err)
	}
	setState(t, ann, func(s *State) { s.Lock = nil })

	if err := PickUp(ann); err != nil {
		t.Fatal(err)
	}
	if st := state(t, ann); st.Disarmed || !st.Acted {
		t.Fatalf("after picking up: disarmed %v, acted %v", st.Disarmed, st.Acted)
	}
	// Armed again: the knife strikes (Dexterity 3 + Melee 2 = 5 dice, all 2s: a miss).
	src := seq(2, 2, 2, 2, 2)
	if _, err := Attack(AttackOptions{Weapon: "Knife", Defense: "none"}, ann, bob, src); err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
}

// «Ошеломленный персонаж пропускает своё следующее действие» — one action.
// Dizzied during its own turn before acting, the fighter loses that turn
// and acts next round; dizzied after acting, it loses next round's.
func TestDazeOnOwnTurnCostsOneAction(t *testing.T) {
	sys := New()
	for _, tc := range []struct {
		name       string
		acted      bool
		actsRound2 bool
	}{
		{"before acting", false, true},
		{"after acting", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Ann", map[string]int{Stamina: 2})
			sys.StartRound(c, seq())
			sys.StartTurn(c, seq())
			if tc.acted {
				setState(t, c, func(s *State) { s.Acted = true })
			}
			// Three levels against Stamina 2 dizzy her on her own turn.
			if _, err := Damage(DamageOptions{Levels: 3, Type: "bashing"}, c, seq()); err != nil {
				t.Fatal(err)
			}
			lost, err := DazeOnTurn(c)
			if err != nil {
				t.Fatal(err)
			}
			if lost != !tc.acted {
				t.Fatalf("the current turn lost: %v", lost)
			}
			if state(t, c).CanAct() {
				t.Fatal("a dizzied fighter may act on")
			}
			sys.EndRound(c, seq())
			sys.StartRound(c, seq())
			sys.StartTurn(c, seq())
			if got := state(t, c).CanAct(); got != tc.actsRound2 {
				t.Fatalf("round 2: can act %v, want %v", got, tc.actsRound2)
			}
			sys.EndRound(c, seq())
			sys.StartRound(c, seq())
			sys.StartTurn(c, seq())
			if !state(t, c).CanAct() {
				t.Fatal("round 3: still dizzied — more than one action lost")
			}
		})
	}
}

// «Затем противник выполняет бросок на Ловкость + Атлетизм ( сложность 8 ),
// чтобы избежать падения»: a dizzied target («не может атаковать или
// защищаться») still rolls its footing; only one that cannot move falls unrolled.
func TestDizziedTargetRollsItsFooting(t *testing.T) {
	three := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = 3
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		man   string
		diff  int
		faces []int
	}{
		// Attack Dexterity 3 + Brawl 2 = 5 dice at 7, 8s; damage Strength
		// 3 + 4 extra = 7 dice of 3s (nothing to soak); Bob's footing:
		// Dexterity 3 + Athletics 2 = 5 dice at 8, 9 9 2 2 2.
		{"sweep", ManSweep, SweepDifficulty, append(append([]int{8, 8, 8, 8, 8}, three(7)...), 9, 9, 2, 2, 2)},
		// Attack Strength 3 + Brawl 2 = 5 dice at 7; damage Strength 3 + 1
		// + 4 = 8 dice; Bob's footing at 7, then Ann's own: 9s.
		{"tackle", ManTackle, TackleDifficulty, append(append([]int{8, 8, 8, 8, 8}, three(8)...), 9, 9, 2, 2, 2, 9, 9, 9, 9, 9)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ann := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Brawl: 2, Strength: 3, Athletics: 2})
			bob := fighter(t, 2, "Bob", map[string]int{Dexterity: 3, Athletics: 2, Stamina: 3})
			setState(t, bob, func(s *State) { s.Dizzied = true })
			src := seq(tc.faces...)
			res, err := Attack(AttackOptions{Maneuver: tc.man, Defense: "none"}, ann, bob, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			if len(res.Footing) == 0 || res.Footing[0].Combatant != bob.ID {
				t.Fatalf("no footing roll for the dizzied target: %+v", res.Footing)
			}
			f := res.Footing[0]
			if f.Roll.Roll.Difficulty != tc.diff || f.Roll.Roll.Successes != 2 || f.Down {
				t.Fatalf("footing: %+v", f.Roll.Roll)
			}
			if state(t, bob).Prone {
				t.Fatal("Bob fell though he kept his footing")
			}
			for _, n := range res.Notes {
				if n.Key == "storyteller.note.down_no_roll" {
					t.Fatal("said to fall without a roll")
				}
			}
		})
	}
	// One that cannot move («Недееспособность: персонаж не может
	// двигаться») still falls without a roll.
	ann := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Brawl: 2, Strength: 3})
	bob := fighter(t, 2, "Bob", map[string]int{Dexterity: 3, Athletics: 2, Stamina: 3})
	setState(t, bob, func(s *State) { s.Bashing = 7 })
	src := seq(append([]int{8, 8, 8, 8, 8}, three(7)...)...)
	res, err := Attack(AttackOptions{Maneuver: ManSweep, Defense: "none"}, ann, bob, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if len(res.Footing) != 0 || !state(t, bob).Prone {
		t.Fatalf("an Incapacitated target: footing %+v, prone %v", res.Footing, state(t, bob).Prone)
	}
}

// Strafing: «Сложность бросков на уворот от обстрела увеличивается на
// единицу» — each target in the area dodges for itself. defense: names the
// main target's; the others keep their declared defence, or Defenses gives
// one per target.
func TestStrafeEachTargetDefendsForItself(t *testing.T) {
	mk := func() (*rules.Combatant, []*rules.Combatant) {
		bob := fighter(t, 1, "Bob", map[string]int{Dexterity: 3, Firearms: 2})
		var ts []*rules.Combatant
		for i, n := range []string{"Orc", "Gob", "Elf"} {
			ts = append(ts, fighter(t, 2+i, n, map[string]int{Dexterity: 2, Dodge: 1, Stamina: 1}))
		}
		if err := DeclareDefense(ts[1], ManDodge); err != nil { // Gob declared a dodge
			t.Fatal(err)
		}
		return bob, ts
	}
	// 15 dice at 8: six 8s → 6 successes, 2 each. A dodge: 3 dice at 7,
	// 2 2 2. Damage: Light SMG 4 + 2 = 6 dice, all 2s, nothing to soak.
	attack := append([]int{8, 8, 8, 8, 8, 8}, 2, 2, 2, 2, 2, 2, 2, 2, 2)
	dodge := []int{2, 2, 2}
	dmg := []int{2, 2, 2, 2, 2, 2}
	cat := func(parts ...[]int) []int {
		var out []int
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, tc := range []struct {
		name     string
		o        AttackOptions
		faces    []int
		wantKind []string
	}{
		{"defense is the main target's", AttackOptions{Defense: "dodge"},
			cat(attack, dodge, dmg, dodge, dmg, dmg), []string{ManDodge, ManDodge, ""}},
		{"one each", AttackOptions{Defenses: []string{"", "none", "dodge"}},
			cat(attack, dmg, dmg, dodge, dmg), []string{"", "", ManDodge}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bob, ts := mk()
			tc.o.Weapon = "Light SMG"
			src := seq(tc.faces...)
			res, err := Strafe(tc.o, bob, ts, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			for i, s := range res.Shots {
				if s.DefenseKind != tc.wantKind[i] {
					t.Errorf("%s defends with %q, want %q", ts[i].Name, s.DefenseKind, tc.wantKind[i])
				}
			}
			if res.Shots[2].Defense == nil && tc.wantKind[2] != "" {
				t.Error("Elf rolled no dodge")
			}
		})
	}
	bob, ts := mk()
	if _, err := Strafe(AttackOptions{Weapon: "Light SMG", Defenses: []string{"dodge", "dodge", "dodge", "dodge"}}, bob, ts, seq()); errKey(err) != "storyteller.error.defenses_count" {
		t.Fatalf("four defences for three targets: %v", err)
	}
	if _, err := Attack(AttackOptions{Weapon: "Light SMG", Defenses: []string{"dodge"}}, bob, ts[0], seq()); errKey(err) != "storyteller.error.defenses_not_strafe" {
		t.Fatalf("a list for one shot: %v", err)
	}
	if _, err := Strafe(AttackOptions{Weapon: "Light SMG", Defenses: []string{"parry"}}, bob, ts, seq()); errKey(err) != "storyteller.error.defense_vs_ranged" {
		t.Fatalf("a parry against gunfire: %v", err)
	}
}

// Two guns of one name in both hands (a pair of table pistols): «Обойма:
// количество патронов, которые можно зарядить за один раз» — each has its
// own clip, so each counts from a full 7+1 load.
func TestPairOfGunsCountsTwoClips(t *testing.T) {
	bob := fighter(t, 1, "Bob", map[string]int{Dexterity: 3, Firearms: 3})
	orc := fighter(t, 2, "Orc", map[string]int{})
	o := AttackOptions{Maneuver: ManTwo, Weapon: "Heavy pistol", Weapon2: "Heavy pistol", Defense: "none"}
	// Dexterity 3 + Firearms 3 = 6: 4 dice, then 3 at +1 (off hand), all 2s.
	src := seq(2, 2, 2, 2, 2, 2, 2)
	res, err := Attack(o, bob, orc, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if res.AmmoLeft != 7 || res.AmmoLeft2 != 7 || res.AmmoUsed != 2 {
		t.Fatalf("rounds left %d / %d (%d spent), want 7 / 7 (2)", res.AmmoLeft, res.AmmoLeft2, res.AmmoUsed)
	}
	r, err := Reload(ReloadOptions{Weapon: "Heavy pistol #2"}, bob)
	if err != nil {
		t.Fatal(err)
	}
	if r.Weapon != "Heavy pistol #2" || r.Before != 7 || r.Rounds != 8 {
		t.Fatalf("reload of the second: %+v", r)
	}
	if n, _ := Ammo(bob, "Heavy pistol"); n != 7 {
		t.Fatalf("the first gun has %d after reloading the second", n)
	}

	// A fight stored before: one count under the name. It decodes the
	// same, and that count stays the first gun's.
	old := fighter(t, 3, "Cy", map[string]int{Dexterity: 3, Firearms: 3})
	old.State = json.RawMessage(`{"ammo":{"heavy pistol":5}}`)
	st := state(t, old)
	if len(st.Ammo) != 1 || st.Ammo["heavy pistol"] != 5 {
		t.Fatalf("old state decodes as %+v", st.Ammo)
	}
	src = seq(2, 2, 2, 2, 2, 2, 2)
	res, err = Attack(o, old, orc, src)
	if err != nil {
		t.Fatal(err)
	}
	if res.AmmoLeft != 4 || res.AmmoLeft2 != 7 {
		t.Fatalf("old fight: %d / %d, want 4 / 7", res.AmmoLeft, res.AmmoLeft2)
	}
}

package medieval

import (
	"testing"

	"fray/rules"
)

// A lost limb leaves the character «с ранением СМЕРТЕЛЬНОЕ 0» («Персонаж
// должен немедленно совершить Спасбросок против смерти с ранением
// СМЕРТЕЛЬНОЕ 0»), whatever the track shows: «Новые спасбросок требуется
// каждый раунд, пока персонаж остаётся не вылеченным … Единственный выход -
// Стабилизация». 11 to the left arm of BODY 6 (BTM 2) marks 9 points —
// Critical on the track, yet the death saves go on each round until
// stabilized, and stabilization needs the 9 points («равного, или
// превышающего общее количество очков урона»).
func TestLostLimbOwesDeathSavesUntilStabilized(t *testing.T) {
	sys := New()
	for _, owner := range []string{"", "u2"} {
		t.Run("owner "+owner, func(t *testing.T) {
			c := fighter(t, 2, owner, map[string]int{BODY: 6}, "")
			// stun save 1 ≤ 6 − 2 passes; the limb's death save 2 ≤ 6 − 0 passes.
			d, done := script(t, 1, 2)
			r, err := Damage(DamageOptions{Amount: 11, Location: "left arm"}, c, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if !r.LimbLost || r.WoundPoints != 9 || r.Death.Kind != SaveDeath || !r.Death.Passed || r.Death.Penalty != 0 {
				t.Fatalf("hit %+v", r)
			}
			st := state(t, c)
			if IsMortal(st.Wounds) || !st.MortallyWounded() {
				t.Fatalf("9 points and a lost limb: mortal track %v, mortally wounded %v", IsMortal(st.Wounds), st.MortallyWounded())
			}
			h := sys.Health(c)
			if !hasNote(h.Conditions, "medieval.condition.bleeding") {
				t.Errorf("the tracker does not say the death saves go on: %+v", h.Conditions)
			}
			// This round's save is made: another is refused until the round ends.
			if _, err := Save(SaveOptions{Kind: "death"}, c, d); userKey(err) != ErrKeyDeathSaved {
				t.Errorf("a second death save this round: %v", err)
			}
			sys.EndRound(c, d)
			// Next round: «Каждый раунд, ты должен совершать ещё один Спасбросок против смерти».
			d2, done2 := script(t, 3)
			ev := sys.StartRound(c, d2)
			if owner == "" {
				done2()
				if len(ev) != 1 || ev[0].Note.Key != "medieval.save.death_pass" || ev[0].Note.Args["Target"] != 6 {
					t.Fatalf("next round's death save: %+v", ev)
				}
			} else {
				if len(ev) != 1 || ev[0].Prompt != PromptDeathSave || ev[0].Note.Args["Target"] != 6 || ev[0].Note.Args["N"] != 0 {
					t.Fatalf("next round's prompt: %+v", ev)
				}
				if _, owed := PromptNow(c, PromptDeathSave); !owed {
					t.Errorf("the prompt's save is no longer owed")
				}
				r, err := Save(SaveOptions{Kind: "death"}, c, d2)
				done2()
				if err != nil || !r.Roll.Passed || r.Roll.Target != 6 {
					t.Fatalf("the owed save: %+v, %v", r, err)
				}
			}
			// Stabilization: TECH 5 + Medicine 2 + 1d10 2 = 9 ≥ 9 points.
			medic := fighter(t, 3, "", map[string]int{TECH: 5, SkillMedicine: 2}, "")
			d3, done3 := script(t, 2)
			sr, err := Stabilize(StabilizeOptions{}, medic, c, d3)
			done3()
			if err != nil || !sr.Success || sr.Needed != 9 {
				t.Fatalf("stabilize: %+v, %v", sr, err)
			}
			sys.EndRound(c, d3)
			// «Стабилизированному персонажу больше не требуется совершать Спасброски против смерти».
			if ev := sys.StartRound(c, d3); len(ev) != 0 {
				t.Errorf("a death save after stabilization: %+v", ev)
			}
			if _, err := Save(SaveOptions{Kind: "death"}, c, d3); userKey(err) != ErrKeyAlreadyStable {
				t.Errorf("death save when stabilized: %v", err)
			}
		})
	}
}

// Healing points does not give a limb back: the character stays at the lost
// limb's Mortal 0 until stabilized. An unhurt fighter with every limb owes
// nothing and cannot be stabilized.
func TestMortallyWoundedByTrackOrLimb(t *testing.T) {
	cases := []struct {
		wounds int
		lost   LocSet
		want   bool
	}{
		{0, 0, false},
		{12, 0, false}, // Critical
		{13, 0, true},  // Mortal 0
		{48, 0, true},  // Mortal 8
		{0, LocSet(1 << LeftArm), true},
		{9, LocSet(1 << RightLeg), true},
	}
	for _, c := range cases {
		st := State{Wounds: c.wounds, Lost: c.lost}
		if got := st.MortallyWounded(); got != c.want {
			t.Errorf("wounds %d lost %v: %v, want %v", c.wounds, c.lost, got, c.want)
		}
	}
}

func hasNote(list []rules.Note, key string) bool {
	for _, n := range list {
		if n.Key == key {
			return true
		}
	}
	return false
}

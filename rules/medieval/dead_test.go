package medieval

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/encoding/statejson/statejsontest"
)

// deadSheet is the sheet behind the agreement checks: an empty stored state
// is built from it.
var deadSheet = rules.Sheet{Name: "x", Armor: "torso 10"}

// checkDead fails t unless Dead and Health(c).Dead agree on raw as c's
// stored state, and returns the answer.
func checkDead(t testing.TB, sheet rules.Sheet, raw []byte) bool {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: sheet, State: raw}
	sys := New()
	got, want := sys.Dead(c), sys.Health(c).Dead
	if got != want {
		t.Fatalf("%q: Dead %v, Health(c).Dead %v", raw, got, want)
	}
	return got
}

// The seed's ways to die, each at its number and one short of it: the
// track ends at 48 («Смертельные ранения оцениваются от 0 до 8», Mortal 8
// is 45–48), a head hit of more than 8 points destroys the head, and a
// failed death save kills at the end of the round. Dead and Health must
// both say so.
func TestDeadAtTheSeedsThresholds(t *testing.T) {
	stats := map[string]int{REF: 5, BODY: 5} // BTM 2
	damage := func(o DamageOptions) func(*testing.T, *rules.Combatant) {
		return func(t *testing.T, c *rules.Combatant) {
			if _, err := Damage(o, c, dice.NewSeeded(1, 2)); err != nil {
				t.Fatal(err)
			}
		}
	}
	endRound := func(set func(*State)) func(*testing.T, *rules.Combatant) {
		return func(t *testing.T, c *rules.Combatant) {
			setState(t, c, set)
			New().EndRound(c, dice.NewSeeded(1, 2))
		}
	}
	for _, tc := range []struct {
		name  string
		armor string
		do    func(*testing.T, *rules.Combatant)
		dead  bool
	}{
		{"48 wound points: Mortal 8", "", damage(DamageOptions{Amount: TrackMax, Direct: true}), false},
		{"49 wound points: past the track", "", damage(DamageOptions{Amount: TrackMax + 1, Direct: true}), true},
		// (9−4)×2 − BTM 2 = 8 points: not more than 8.
		{"head hit of 8 points", "head 4", damage(DamageOptions{Amount: 9, Location: "head"}), false},
		// (10−4)×2 − BTM 2 = 10 points: the head is destroyed.
		{"head hit of 10 points", "head 4", damage(DamageOptions{Amount: 10, Location: "head"}), true},
		{"Mortal 8, no failed death save, round ends", "", endRound(func(s *State) { s.Wounds = TrackMax }), false},
		{"failed death save, round ends", "", endRound(func(s *State) { s.Wounds, s.DeathPending = 20, true }), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "", stats, tc.armor)
			tc.do(t, c)
			sys := New()
			if got, h := sys.Dead(c), sys.Health(c).Dead; got != tc.dead || h != tc.dead {
				t.Errorf("Dead %v, Health(c).Dead %v, want %v (state %s)", got, h, tc.dead, c.State)
			}
		})
	}
}

// States that decode, that do not, and that only encoding/json reads.
func TestDeadAgreesWithHealth(t *testing.T) {
	for _, raw := range []string{
		``, `{}`, `null`, `{"dead":true}`, `{"dead":false}`, `{"dead":null}`,
		`{"dead":true,"dead":false}`, `{"dead":false,"dead":true}`,
		`{"dead":true,"w":"x"}`, `{"dead":true,"w":1.5}`, `{"dead":true,"lost":256}`,
		`{"dead":true,"armor":["4x"]}`, `{"dead":true,"armor":"4"}`,
		`{"dead":true,"future":1}`, `{"\u0064ead":true}`, `{"dead":1}`, `{"dead":"true"}`,
		// encoding/json matches keys without regard to case.
		`{"DEAD":true}`, `{"Dead":true}`, `{"dead":false,"DEAD":true}`, `{"dead":true,"W":"x"}`,
		`{"dead":true}}`, `{"dead":true`, `[]`, `"x"`, `{"w":49,"dead":true,"armor":["4m","","","","",""]}`,
	} {
		checkDead(t, deadSheet, []byte(raw))
	}
	// An empty state with a sheet whose armor cannot be read: both fail.
	checkDead(t, rules.Sheet{Armor: "torso ten"}, nil)
	for _, s := range statejsontest.Variants[State](t) {
		raw, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		checkDead(t, deadSheet, raw)
	}
	for _, raw := range fixtureStates(t) {
		checkDead(t, deadSheet, raw)
	}
}

// Random states, and each one broken: one key's value swapped for a value
// of another kind (with "dead":true kept, so a reader that skipped the
// check would say dead where Health cannot read the state), and the bytes
// cut short. Random's armor stacks and lost limbs are mostly out of range,
// so each state is checked as it comes and again with both made valid.
func TestDeadAgreesWithHealthOnRandomStates(t *testing.T) {
	armors := []Stacks{{}}
	for _, spec := range []string{"torso 10", "torso 10 ev1; torso 14 hard; head 4", "всё 8 зу 2; head 4"} {
		a, err := ParseArmorNotation(spec)
		if err != nil {
			t.Fatal(err)
		}
		armors = append(armors, a.Stacks())
	}
	rng := rand.New(rand.NewPCG(20261129, 9))
	dead := 0
	const n = 3000
	for range n {
		data := make([]byte, rng.IntN(256))
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		s := statejsontest.Random[State](data)
		checkDead(t, deadSheet, statejsontest.Marshal(t, s))
		s.Lost &= allLocations
		s.Armor = armors[rng.IntN(len(armors))]
		raw := statejsontest.Marshal(t, s)
		if _, err := LoadState(&rules.Combatant{State: raw}); err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		if checkDead(t, deadSheet, raw) {
			dead++
		}
		checkDead(t, deadSheet, swapValue(t, rng, raw))
		checkDead(t, deadSheet, raw[:rng.IntN(len(raw))])
	}
	if dead == 0 || dead == n {
		t.Fatalf("%d of %d random states dead: the check saw one answer only", dead, n)
	}
}

// swapValue sets one random key of the object raw to a value of a random
// kind and "dead" to true.
func swapValue(t *testing.T, rng *rand.Rand, raw []byte) []byte {
	t.Helper()
	return statejsontest.SwapValue(t, rng, raw, []string{`"x"`, `1.5`, `null`, `true`, `[]`, `{}`, `-1`, `300`, `99999999999999999999`, `["4m"]`}, "dead")
}

func FuzzDead(f *testing.F) {
	f.Add([]byte(`{"w":49,"dead":true,"armor":["4m","","","","",""],"lost":4}`))
	f.Add([]byte(`{"dead":true,"w":1.5}`))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Fuzz(func(t *testing.T, data []byte) {
		checkDead(t, deadSheet, data)
		raw, err := json.Marshal(statejsontest.Random[State](data))
		if err != nil {
			t.Fatal(err)
		}
		checkDead(t, deadSheet, raw)
	})
}

// The tracker asks Dead of every combatant on every advance: a stored
// state, armored and hurt or dead, costs no allocation.
func TestDeadAllocs(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(*State)
	}{
		{"unhurt", func(*State) {}},
		{"hurt", func(s *State) { s.Wounds, s.Stunned, s.Aim, s.Lost = 14, true, 2, LocSet(0).With(LeftArm) }},
		{"dead", func(s *State) { s.Wounds, s.Dead = 50, true }},
	} {
		c := fighter(t, 1, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
		setState(t, c, tc.set)
		sys := New()
		if n := testing.AllocsPerRun(100, func() { sys.Dead(c) }); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tc.name, n)
		}
	}
}

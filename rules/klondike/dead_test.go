package klondike

import (
	"math/rand/v2"
	"testing"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/encoding/statejson/statejsontest"
)

// deadSheet is the sheet behind the agreement checks: an empty stored state
// is built from it.
var deadSheet = rules.Sheet{Name: "x", Stats: map[string]int{STR: 7, DEX: 8, END: 9},
	Weapons: []rules.Weapon{rifle}}

// checkDead fails t unless Dead and Health(c).Dead agree on raw as c's
// stored state, and returns the answer.
func checkDead(t testing.TB, raw []byte) bool {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: raw}
	sys := New()
	got, want := sys.Dead(c), sys.Health(c).Dead
	if got != want {
		t.Fatalf("%q: Dead %v, Health(c).Dead %v", raw, got, want)
	}
	return got
}

// The seed's death, at its numbers and one short of them: «Если все три
// характеристики упали до нуля - персонаж при смерти», dead at once under
// the channel's instant-death rule; and a dying character dies when the
// hour to reach a surgeon (DyingLimitSeconds) has run out. Dead and Health
// must both say so.
func TestDeadAtTheSeedsThresholds(t *testing.T) {
	damage := func(amount int, instant bool) func(*testing.T, *rules.Combatant) {
		return func(t *testing.T, c *rules.Combatant) {
			o := DamageOptions{Amount: amount, IgnoreArmor: true, InstantDeath: instant}
			if _, err := Damage(c, o, dice.NewSeeded(1, 2)); err != nil {
				t.Fatal(err)
			}
		}
	}
	dyingFor := func(seconds int) func(*testing.T, *rules.Combatant) {
		return func(t *testing.T, c *rules.Combatant) {
			setState(t, c, func(s *State) {
				s.Str, s.Dex, s.End, s.Unconscious, s.Dying, s.DyingSeconds = 0, 0, 0, true, true, seconds
			})
			New().EndRound(c, dice.NewSeeded(1, 2)) // one round more
		}
	}
	for _, tc := range []struct {
		name string
		do   func(*testing.T, *rules.Combatant)
		dead bool
	}{
		{"instant death: 23 of STR 7 + DEX 8 + END 9", damage(23, true), false},
		{"instant death: 24 of STR 7 + DEX 8 + END 9", damage(24, true), true},
		{"without the rule: 24 leaves them dying", damage(24, false), false},
		{"dying, the hour ends a second after this round", dyingFor(DyingLimitSeconds - RoundSeconds - 1), false},
		{"dying, the hour ends with this round", dyingFor(DyingLimitSeconds - RoundSeconds), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "", map[string]int{STR: 7, DEX: 8, END: 9}, "")
			tc.do(t, c)
			sys := New()
			if got, h := sys.Dead(c), sys.Health(c).Dead; got != tc.dead || h != tc.dead {
				t.Errorf("Dead %v, Health(c).Dead %v, want %v (state %s)", got, h, tc.dead, c.State)
			}
		})
	}
}

// States that decode, that do not, and that only encoding/json reads; the
// values Health does not show come with "dead":true, so a check skipped
// would show.
func TestDeadAgreesWithHealth(t *testing.T) {
	for _, raw := range []string{
		``, `{}`, `null`, `{"dead":true}`, `{"dead":false}`, `{"dead":null}`,
		`{"dead":true,"dead":false}`, `{"dead":false,"dead":true}`, `{"\u0064ead":true}`,
		`{"dead":1}`, `{"dead":"true"}`, `{"dead":true,"future":1}`,
		// encoding/json matches keys without regard to case.
		`{"DEAD":true}`, `{"Dead":true}`, `{"dead":false,"DEAD":true}`, `{"dead":true,"STR":"x"}`,
		`{"dead":true,"str":"x"}`, `{"dead":true,"str":1.5}`, `{"dead":true,"ammo":{"Rifle":"x"}}`,
		`{"dead":true,"ammo":[1]}`, `{"dead":true,"watchers":["a"]}`, `{"dead":true,"watchers":{}}`,
		`{"dead":true,"suppress_weapon":5}`, `{"dead":true,"dive":1}`, `{"dead":true,"lead":true}`,
		`{"dead":true,"day_clock":1e3}`, `{"dead":true,"str_days":99999999999999999999}`,
		`{"dead":true,"lost":["arm"],"lost":["leg"]}`, `{"dead":true,"lost":[1]}`,
		`{"str":0,"dex":0,"end":0,"dying":true,"dead":true,"lost":["arm","eye"],"ammo":{"Rifle":30}}`,
		`{"dead":true}}`, `{"dead":true`, `[]`, `"x"`,
	} {
		checkDead(t, []byte(raw))
	}
	for _, s := range statejsontest.Variants[State](t) {
		checkDead(t, statejsontest.Marshal(t, s))
	}
	for _, raw := range fixtureStates(t) {
		checkDead(t, raw)
	}
}

// Random states as SaveState writes them, and each one broken: one key's
// value swapped for a value of another kind (with "dead":true kept), and
// the bytes cut short.
func TestDeadAgreesWithHealthOnRandomStates(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261129, 11))
	values := []string{`"x"`, `1.5`, `null`, `true`, `[]`, `{}`, `-1`, `["a"]`, `{"x":"y"}`, `99999999999999999999`}
	statejsontest.CheckRandomFlag[State](t, rng, 3000, 200, values, "dead", func(raw []byte) bool { return checkDead(t, raw) })
}

func FuzzDead(f *testing.F) {
	f.Add([]byte(`{"str":0,"dex":0,"end":0,"dying":true,"dead":true,"ammo":{"Rifle":30},"watchers":[2]}`))
	f.Add([]byte(`{"dead":true,"ammo":{"Rifle":"x"}}`))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b'})
	f.Fuzz(func(t *testing.T, data []byte) {
		checkDead(t, data)
		checkDead(t, statejsontest.Marshal(t, statejsontest.Random[State](data)))
	})
}

// The tracker asks Dead of every combatant on every advance: a stored
// state — a rifleman with his magazine, hurt and aiming, or dead — costs no
// allocation (decodeHealth drops the ammunition map).
func TestDeadAllocs(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(*State)
	}{
		{"unhurt", func(*State) {}},
		{"hurt, aiming, prone", func(s *State) { s.End, s.Wounded, s.Aim, s.Prone, s.Pending = 0, true, 1, true, 2 }},
		{"dead", func(s *State) { s.Str, s.Dex, s.End, s.Dead = 0, 0, 0, true }},
	} {
		c := shooter(t)
		setState(t, c, tc.set)
		if len(state(t, c).Ammo) == 0 {
			t.Fatalf("%s: no ammunition in the state: %s", tc.name, c.State)
		}
		sys := New()
		if n := testing.AllocsPerRun(100, func() { sys.Dead(c) }); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tc.name, n)
		}
	}
}

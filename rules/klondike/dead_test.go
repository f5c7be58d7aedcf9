package klondike

import (
	"math/rand/v2"
	"testing"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/rulestest"
)

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
				t.Errorf("Dead %v, Health(c).Dead %v, want %v (state %x)", got, h, tc.dead, c.State)
			}
		})
	}
}

// Dead gives Health's answer for every state SaveState writes, an empty
// one (a fresh state, alive) and bytes that are no state (alive), and
// reads the flag as the full state's decoder does: repeated, the last one
// counts; of the wrong kind, the state is unreadable.
func TestDeadAgreesWithHealth(t *testing.T) {
	for name, s := range stateVariants(t) {
		s.Dead = !s.Dead
		for range 2 {
			s.Dead = !s.Dead
			if err := checkStored(t, saved(t, s)); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
	rng := rand.New(rand.NewPCG(20261129, 11))
	for range 2000 {
		s := randomState(t, rng)
		s.Dead = rng.IntN(2) == 0
		checkStored(t, saved(t, s))
	}
	for _, tc := range []struct {
		name string
		raw  []byte
		dead bool
	}{
		{"empty: a fresh state", nil, false},
		{"dead", rulestest.MsgMap("dead", true), true},
		{"alive", rulestest.MsgMap("dead", false), false},
		{"dead, then alive", rulestest.MsgMap("dead", true, "dead", false), false},
		{"alive, then dead", rulestest.MsgMap("dead", false, "dead", true), true},
		{"dead among unknown keys", rulestest.MsgMap("future", []any{1, "x"}, "dead", true, "later", map[string]any{"a": nil}), true},
		{"dead as a number: unreadable", rulestest.MsgMap("dead", 1), false},
		{"dead, cut short", rulestest.MsgMap("dead", true, "str", 8)[:9], false},
		{"dead, a byte after", append(rulestest.MsgMap("dead", true), 0), false},
		{"not a map", []byte{0xc3}, false},
	} {
		c := &rules.Combatant{Name: "x", Sheet: codecSheet, State: tc.raw}
		sys := New()
		if got, h := sys.Dead(c), sys.Health(c).Dead; got != tc.dead || h != tc.dead {
			t.Errorf("%s: Dead %v, Health(c).Dead %v, want %v", tc.name, got, h, tc.dead)
		}
	}
}

// The tracker asks Dead of every combatant on every advance: a stored
// state — a rifleman with his magazine, hurt and aiming, or dead — costs
// no allocation (the dead view skips every other key).
func TestDeadAllocs(t *testing.T) {
	var cases []rulestest.AllocCase
	for _, tc := range []struct {
		name string
		set  func(*State)
	}{
		{"unhurt", func(*State) {}},
		{"hurt, aiming, prone, an arm lost", func(s *State) {
			s.End, s.Wounded, s.Aim, s.Prone, s.Pending, s.Lost = 0, true, 1, true, 2, []string{PartArm}
		}},
		{"dead", func(s *State) { s.Str, s.Dex, s.End, s.Dead = 0, 0, 0, true }},
	} {
		c := shooter(t)
		setState(t, c, tc.set)
		if len(state(t, c).Ammo) == 0 {
			t.Fatalf("%s: no ammunition in the state", tc.name)
		}
		sys := New()
		cases = append(cases, rulestest.AllocCase{Name: tc.name, Run: func() { sys.Dead(c) }, Want: 0})
	}
	rulestest.CheckAllocs(t, cases)
}

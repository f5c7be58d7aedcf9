package medieval

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/rulestest"
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
		{"Mortal 8, this round's death save passed, round ends", "", endRound(func(s *State) { s.Wounds, s.DeathSaved = TrackMax, true }), false},
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

// States that read, and bytes that do not: Dead and Health agree.
func TestDeadAgreesWithHealth(t *testing.T) {
	member := func(key string, value []byte) []byte {
		return append(msgp.AppendString(msgp.AppendMapHeader(nil, 1), key), value...)
	}
	deadTrue := member("dead", msgp.AppendBool(nil, true))
	twice := func(first, second bool) []byte {
		b := msgp.AppendMapHeader(nil, 2)
		b = msgp.AppendBool(msgp.AppendString(b, "dead"), first)
		return msgp.AppendBool(msgp.AppendString(b, "dead"), second)
	}
	for name, raw := range map[string][]byte{
		"empty":               nil,
		"empty map":           msgp.AppendMapHeader(nil, 0),
		"dead":                deadTrue,
		"not dead":            member("dead", msgp.AppendBool(nil, false)),
		"dead, then not":      twice(true, false),
		"not dead, then dead": twice(false, true),
		"dead with a future member": append(msgp.AppendBool(msgp.AppendString(msgp.AppendMapHeader(nil, 2), "dead"), true),
			append(msgp.AppendString(nil, "future"), msgp.AppendInt(nil, 1)...)...),
		"dead a number":      member("dead", msgp.AppendInt(nil, 1)),
		"dead a str":         member("dead", msgp.AppendString(nil, "true")),
		"another case's key": member("DEAD", msgp.AppendBool(nil, true)),
		"dead, a byte after": append(bytes.Clone(deadTrue), 0xc3),
		"dead, cut short":    deadTrue[:len(deadTrue)-1],
		"nil":                {0xc0},
		"an array":           msgp.AppendArrayHeader(nil, 0),
		"a JSON dead state":  []byte(`{"dead":true}`),
		"garbage":            []byte("garbage"),
	} {
		t.Run(name, func(t *testing.T) { checkDead(t, deadSheet, raw) })
	}
	// An empty state with a sheet whose armor cannot be read: both fail.
	checkDead(t, rules.Sheet{Armor: "torso ten"}, nil)
	_, states := everyFieldAlone(t)
	for _, s := range states {
		checkDead(t, deadSheet, encodeState(t, &s))
	}
	for _, raw := range fixtureStates(t) {
		checkDead(t, deadSheet, raw)
	}
}

// Random states, and each one cut short: Dead and Health agree, and both
// see some dead.
func TestDeadAgreesWithHealthOnRandomStates(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261129, 9))
	dead := 0
	const n = 3000
	for range n {
		s := randomState(rng)
		raw := encodeState(t, &s)
		if checkDead(t, deadSheet, raw) != s.Dead {
			t.Fatalf("%+v: Dead %v", s, !s.Dead)
		}
		if s.Dead {
			dead++
		}
		checkDead(t, deadSheet, raw[:rng.IntN(len(raw))])
	}
	if dead == 0 || dead == n {
		t.Fatalf("%d of %d random states dead: the check saw one answer only", dead, n)
	}
}

// Dead reads the "dead" member alone: a state whose other members are
// damaged is dead to it though Health cannot read the state (Dead does not
// parse what it skips; such bytes come only from a damaged store).
func TestDeadReadsDeadAlone(t *testing.T) {
	b := msgp.AppendMapHeader(nil, 2)
	b = msgp.AppendBool(msgp.AppendString(b, "dead"), true)
	b = msgp.AppendInt(msgp.AppendString(b, "armor"), 4)
	c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: b}
	sys := New()
	if !sys.Dead(c) {
		t.Error("Dead = false")
	}
	if h := sys.Health(c); h.Level.Key != ErrKeyState || h.Dead {
		t.Errorf("Health = %+v", h)
	}
}

func FuzzDead(f *testing.F) {
	dead := State{Wounds: 49, Dead: true, Lost: 4}
	dead.Armor[Head] = LocArmor{N: 1, Layers: [MaxLayers]Layer{{SP: 4, Marked: true}}}
	f.Add(encodeState(f, &dead))
	f.Add([]byte{0x81, 0xa4, 'd', 'e', 'a', 'd', 0xc3})
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Fuzz(func(t *testing.T, data []byte) {
		// Where Health reads the state, Dead agrees with it.
		c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: data}
		if _, err := LoadState(c); err == nil {
			checkDead(t, deadSheet, data)
		} else {
			New().Dead(c)
		}
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
		{"dead by the head", func(s *State) { s.Wounds, s.Dead, s.Killed = 56, true, KilledHead }},
	} {
		c := fighter(t, 1, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
		setState(t, c, tc.set)
		sys := New()
		rulestest.CheckAllocs(t, []rulestest.AllocCase{{Name: tc.name, Run: func() { sys.Dead(c) }, Want: 0}})
	}
}

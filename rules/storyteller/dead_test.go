package storyteller

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/rulestest"
)

// deadSheet is the sheet behind the agreement checks: an empty stored state
// is built from it.
var deadSheet = rules.Sheet{Name: "x", Weapons: []rules.Weapon{{Name: "Кольт", Spec: "Пистолет крупного калибра"}}}

// checkDead fails t unless Dead and Health(c).Dead agree on raw as c's
// stored state, and returns the answer. They agree on every state SaveState
// writes and on bytes that do not decode at all; Dead reads only its flag,
// so a state whose other fields are of the wrong kind is not checked here.
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

// The seed's death, at its number and one short of it: seven boxes
// («Таблица здоровья содержит семь уровней»), three on the GM's short
// track; past Incapacitated bashing turns lethal, and once every box is
// lethal or worse one more level kills. Dead and Health must both say so.
func TestDeadAtTheSeedsThresholds(t *testing.T) {
	for _, tc := range []struct {
		name   string
		short  bool
		levels int
		typ    string
		dead   bool
	}{
		{"7 lethal: Incapacitated", false, 7, "lethal", false},
		{"8 lethal", false, 8, "lethal", true},
		{"7 aggravated: Incapacitated", false, 7, "aggravated", false},
		{"8 aggravated", false, 8, "aggravated", true},
		{"14 bashing: all seven turned lethal", false, 14, "bashing", false},
		{"15 bashing", false, 15, "bashing", true},
		{"short track, 3 lethal: Incapacitated", true, 3, "lethal", false},
		{"short track, 4 lethal", true, 4, "lethal", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts []func(*rules.Sheet)
			if tc.short {
				opts = append(opts, withFlag(FlagShortTrack))
			}
			c := fighter(t, 1, "X", map[string]int{Stamina: 2}, opts...)
			if _, err := Damage(DamageOptions{Levels: tc.levels, Type: tc.typ}, c, dice.NewSeeded(1, 2)); err != nil {
				t.Fatal(err)
			}
			sys := New()
			if got, h := sys.Dead(c), sys.Health(c).Dead; got != tc.dead || h != tc.dead {
				t.Errorf("Dead %v, Health(c).Dead %v, want %v (state %x)", got, h, tc.dead, c.State)
			}
		})
	}
}

// Every state SaveState writes — each field of State and Lock set alone
// and all at once, the seed-based tests' states, random ones — gives
// LoadState's flag.
func TestDeadReadsEveryState(t *testing.T) {
	check := func(name string, raw []byte) {
		t.Helper()
		s := state(t, &rules.Combatant{Sheet: deadSheet, State: raw})
		if got := checkDead(t, raw); got != s.Dead {
			t.Errorf("%s: Dead %v, the state's flag %v", name, got, s.Dead)
		}
	}
	for name, s := range stateVariants(t) {
		_, raw := roundTrip(t, s)
		check(name, raw)
		s.Dead = !s.Dead
		_, raw = roundTrip(t, s)
		check(name+", the flag turned", raw)
	}
	for name, raw := range fixtureStates(t) {
		check(name, raw)
	}
	check("empty", nil)
	rng := rand.New(rand.NewPCG(20261129, 10))
	for range 3000 {
		_, raw := roundTrip(t, randomState(rng))
		check("random", raw)
	}
}

// Bytes that do not decode are alive for Dead as for Health: cut short,
// with bytes after the state, not a map, a flag of the wrong kind. A key
// Dead does not know is skipped, as the state's decoder skips it.
func TestDeadOnBadBytes(t *testing.T) {
	_, dead := roundTrip(t, State{Lethal: 8, Dead: true, Defense: ManDodge,
		Lock: &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "X"}, Ammo: rules.Counts{"кольт": 8}})
	for i := 1; i < len(dead); i++ {
		if checkDead(t, dead[:i]) {
			t.Errorf("%x, cut short: dead", dead[:i])
		}
	}
	for _, raw := range [][]byte{
		append(bytes.Clone(dead), 0x80), {0xc0}, {0x90}, []byte(`{"dead":true}`),
		rulestest.MsgMap("dead", 1), rulestest.MsgMap("dead", "true"), rulestest.MsgMap("dead", nil),
	} {
		if checkDead(t, raw) {
			t.Errorf("%x: dead", raw)
		}
	}
	if !checkDead(t, rulestest.MsgMap("dead", true, "future", []any{1, map[string]any{"x": "y"}})) {
		t.Error("an unknown key hid the flag")
	}
}

func FuzzDead(f *testing.F) {
	_, raw := roundTrip(f, State{Lethal: 8, Dead: true, Defense: ManDodge,
		Lock: &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "X"}, Ammo: rules.Counts{"кольт": 8}})
	f.Add(raw)
	f.Add(rulestest.MsgMap("dead", true, "lock", map[string]any{"m": 5}))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b', 1, 1, 1, 1})
	// Whatever LoadState reads, Dead gives its flag; whatever Dead calls
	// dead has the flag set.
	f.Fuzz(func(t *testing.T, data []byte) {
		c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: data}
		got := New().Dead(c)
		if s, err := LoadState(c); err == nil && got != s.Dead {
			t.Fatalf("%x: Dead %v, LoadState's flag %v", data, got, s.Dead)
		}
		if got && (!bytes.Contains(data, []byte("dead")) || bytes.IndexByte(data, 0xc3) < 0) {
			t.Fatalf("%x: dead without the flag", data)
		}
	})
}

// The tracker asks Dead of every combatant on every advance: a stored
// state — a gunman with his clip, his declared defence and a hold, hurt or
// dead — costs no allocation, where loading the State would build the map
// and the strings.
func TestDeadAllocs(t *testing.T) {
	var cases []rulestest.AllocCase
	for _, tc := range []struct {
		name string
		set  func(*State)
	}{
		{"unhurt", func(*State) {}},
		{"hurt, holding", func(s *State) {
			s.Bashing, s.Lethal, s.Defense, s.Prone = 2, 1, ManDodge, true
			s.Lock = &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"}
		}},
		{"dead", func(s *State) { s.Lethal, s.Dead = 7, true }},
	} {
		c := fighter(t, 1, "Стрелок", map[string]int{Dexterity: 3}, withWeapon("Кольт", "Пистолет крупного калибра"))
		setState(t, c, tc.set)
		if len(state(t, c).Ammo) == 0 {
			t.Fatalf("%s: no ammunition in the state: %x", tc.name, c.State)
		}
		sys := New()
		cases = append(cases, rulestest.AllocCase{Name: tc.name, Run: func() { sys.Dead(c) }, Want: 0})
	}
	rulestest.CheckAllocs(t, cases)
}

package storyteller

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/rules"
	"fray/rules/rulestest"
)

// setNonZero gives v a value other than its zero value, for every kind a
// State or Lock field has; a field of a kind it does not know fails t, so
// a new kind of field is looked at here before it is trusted to round-trip.
func setNonZero(t testing.TB, v reflect.Value, name string) {
	t.Helper()
	switch v.Kind() {
	case reflect.Int:
		v.SetInt(-7)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.String:
		v.SetString("Х «Жук» \x00 ☠")
	case reflect.Pointer:
		e := reflect.New(v.Type().Elem())
		setNonZero(t, e.Elem(), name)
		v.Set(e)
	case reflect.Struct:
		for i := range v.NumField() {
			setNonZero(t, v.Field(i), name+"."+v.Type().Field(i).Name)
		}
	case reflect.Map:
		if v.Type().Key().Kind() != reflect.String || v.Type().Elem().Kind() != reflect.Int {
			t.Fatalf("%s: a map of %s, no non-zero value for it", name, v.Type())
		}
		m := reflect.MakeMap(v.Type())
		m.SetMapIndex(reflect.ValueOf("кольт"), reflect.ValueOf(8))
		m.SetMapIndex(reflect.ValueOf("heavy_smg #2"), reflect.ValueOf(-1))
		v.Set(m.Convert(v.Type()))
	default:
		t.Fatalf("%s: a field of kind %s, no non-zero value for it", name, v.Kind())
	}
}

// stateVariants are states with one field of State set (a Lock with every
// field set), with one field of Lock set, and with every field set.
func stateVariants(t testing.TB) map[string]State {
	out := map[string]State{}
	st := reflect.TypeFor[State]()
	for i := range st.NumField() {
		var s State
		setNonZero(t, reflect.ValueOf(&s).Elem().Field(i), st.Field(i).Name)
		out[st.Field(i).Name] = s
	}
	lt := reflect.TypeFor[Lock]()
	for i := range lt.NumField() {
		l := &Lock{}
		setNonZero(t, reflect.ValueOf(l).Elem().Field(i), lt.Field(i).Name)
		out["Lock."+lt.Field(i).Name] = State{Lock: l}
	}
	var all State
	setNonZero(t, reflect.ValueOf(&all).Elem(), "State")
	out["every field"] = all
	return out
}

// roundTrip saves s as SaveState does and loads it back.
func roundTrip(t testing.TB, s State) (*State, []byte) {
	t.Helper()
	c := &rules.Combatant{Name: "x"}
	if err := SaveState(c, &s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadState(c)
	if err != nil {
		t.Fatalf("%x: %v", c.State, err)
	}
	return got, c.State
}

// Every field of State and Lock, set alone and all at once, survives a
// save and a load: a field the codec missed would come back zero.
func TestStateRoundTripsEveryField(t *testing.T) {
	zero, _ := roundTrip(t, State{})
	for name, s := range stateVariants(t) {
		got, raw := roundTrip(t, s)
		if !reflect.DeepEqual(*got, s) {
			t.Errorf("%s: %x loads as\n%+v, want\n%+v", name, raw, *got, s)
		}
		if reflect.DeepEqual(*got, *zero) {
			t.Errorf("%s: loads as the zero state", name)
		}
	}
}

// fixtureStates are states the seed-based tests produce: the fighters of
// BenchmarkAttack before and after the sword blow, and the gunman of
// TestStateRoundTrip holding someone.
func fixtureStates(t testing.TB) map[string][]byte {
	a := fighter(t, 1, "A", map[string]int{Strength: 3, Dexterity: 4, Melee: 3}, withWeapon("Меч", ""))
	d := fighter(t, 2, "D", map[string]int{Dexterity: 2, Dodge: 2, Stamina: 3}, withArmor("3/1"))
	DeclareDefense(d, ManDodge)
	out := map[string][]byte{"attacker": a.State, "dodging defender": d.State}
	if _, err := Attack(AttackOptions{Weapon: "Меч"}, a, d, seq(6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)); err != nil {
		t.Fatal(err)
	}
	out["attacker after the blow"], out["defender after the blow"] = a.State, d.State
	g := fighter(t, 3, "Стрелок", nil, withWeapon("Кольт", "Пистолет крупного калибра"), withFlag(FlagShortTrack))
	setState(t, g, func(s *State) {
		s.Lethal, s.Lock = 2, &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Х «Жук»"}
	})
	out["gunman holding"] = g.State
	return out
}

func TestStateRoundTripTable(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   State
		want State // the state loaded back
	}{
		{"zero", State{}, State{}},
		{"hurt, dizzied, on the ground", State{Bashing: 3, Lethal: 1, Dizzied: true, Prone: true, OffBalance: 2},
			State{Bashing: 3, Lethal: 1, Dizzied: true, Prone: true, OffBalance: 2}},
		{"dead on the short track", State{Lethal: 3, Aggravated: 1, Dead: true, ShortTrack: true},
			State{Lethal: 3, Aggravated: 1, Dead: true, ShortTrack: true}},
		{"a round's bookkeeping", State{Acted: true, Chores: 1, Split: 3, Taken: 2, Unbooked: 1, Defense: ManDodge, Fired: rules.Counts{"кольт": 2}},
			State{Acted: true, Chores: 1, Split: 3, Taken: 2, Unbooked: 1, Defense: ManDodge, Fired: rules.Counts{"кольт": 2}}},
		{"a pair of guns and a table gun", State{Ammo: rules.Counts{"heavy pistol": 7, "heavy pistol #2": 8, "light_smg": 0}},
			State{Ammo: rules.Counts{"heavy pistol": 7, "heavy pistol #2": 8, "light_smg": 0}}},
		{"held by a named foe", State{Lock: &Lock{Maneuver: ManGrapple, Other: 12, Name: "Х «Жук» \"Big\""}},
			State{Lock: &Lock{Maneuver: ManGrapple, Other: 12, Name: "Х «Жук» \"Big\""}}},
		{"an empty lock", State{Lock: &Lock{}}, State{Lock: &Lock{}}},
		{"the int range", State{Bashing: math.MinInt64, Lethal: math.MaxInt64, Mend: -1, WillpowerSpent: 128, FaithSpent: 1 << 40},
			State{Bashing: math.MinInt64, Lethal: math.MaxInt64, Mend: -1, WillpowerSpent: 128, FaithSpent: 1 << 40}},
		// Counts is omitzero: an empty map is not written, and loads nil.
		{"empty counts are dropped", State{Ammo: rules.Counts{}, Fired: rules.Counts{}, Mend: 2}, State{Mend: 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, raw := roundTrip(t, tc.in)
			if !reflect.DeepEqual(*got, tc.want) {
				t.Fatalf("%x loads as\n%+v, want\n%+v", raw, *got, tc.want)
			}
		})
	}
	// The zero state is an empty map: one byte.
	if _, raw := roundTrip(t, State{}); !bytes.Equal(raw, []byte{0x80}) {
		t.Errorf("the zero state encodes as %x, want 80", raw)
	}
	// The seed-based tests' states load and save back to their own bytes.
	for name, raw := range fixtureStates(t) {
		c := &rules.Combatant{Name: name, State: raw}
		s := state(t, c)
		_, again := roundTrip(t, *s)
		if !bytes.Equal(again, raw) {
			t.Errorf("%s: %x saves back as %x", name, raw, again)
		}
	}
}

// One state is always the same bytes, however its maps were filled and
// whichever order Go's map iteration takes: a save that changes nothing
// keeps the stored bytes, also for a fighter with several guns.
func TestStateEncodesCountsInNameOrder(t *testing.T) {
	guns := []string{"кольт", "heavy pistol", "heavy pistol #2", "light_smg", "rifle", "Дробовик", "a", "z"}
	var first []byte
	for trial := range 50 {
		s := State{Ammo: rules.Counts{}, Fired: rules.Counts{}, Lethal: 1}
		for i := range guns {
			g := guns[(i+trial)%len(guns)]
			s.Ammo[g] = len(g)
			s.Fired[g] = trial % 3
		}
		s.Fired = rules.Counts{"rifle": 1, "кольт": 2, "light_smg": 3}
		c := &rules.Combatant{}
		if err := SaveState(c, &s); err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = c.State
		} else if !bytes.Equal(c.State, first) {
			t.Fatalf("trial %d encodes %x, the first %x", trial, c.State, first)
		}
	}
	// The names of the ammunition come in byte order.
	i := bytes.Index(first, []byte("\xa4ammo"))
	if i < 0 {
		t.Fatalf("no ammo key in %x", first)
	}
	n, rest, err := msgp.ReadMapHeaderBytes(first[i+5:])
	if err != nil || int(n) != len(guns) {
		t.Fatalf("ammo map header %d, %v", n, err)
	}
	prev := ""
	for range n {
		var k []byte
		if k, rest, err = msgp.ReadMapKeyZC(rest); err != nil {
			t.Fatal(err)
		}
		if string(k) <= prev {
			t.Fatalf("%q after %q", k, prev)
		}
		prev = string(k)
		if rest, err = msgp.Skip(rest); err != nil {
			t.Fatal(err)
		}
	}
}

// richState is a state with every kind of field set, for the broken-bytes
// checks.
func richState(t testing.TB) []byte {
	_, raw := roundTrip(t, State{Bashing: 2, Lethal: 1, Dead: true, Prone: true, Defense: ManDodge,
		Lock: &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"},
		Ammo: rules.Counts{"кольт": 7, "rifle": 5}, Fired: rules.Counts{"кольт": 1}, Mend: 3})
	return raw
}

// Bytes that are not a state SaveState wrote are an error naming the
// combatant, never a panic nor a partial state; an unknown key is skipped
// (a state written by a later version still loads).
func TestLoadStateRefusesBadBytes(t *testing.T) {
	rich := richState(t)
	for _, tc := range []struct {
		name string
		raw  []byte
		ok   bool
	}{
		{"an unknown key is skipped", rulestest.MsgMap("b", 2, "future", []any{1, "x", map[string]any{"y": nil}}), true},
		{"non-negative ints as uint encodings", rulestest.MsgMap("b", uint64(2), "lock", map[string]any{"o": uint8(3), "p": uint64(5)}, "ammo", map[string]any{"кольт": uint16(8)}), true},
		{"nil", []byte{0xc0}, false},
		{"an array", []byte{0x90}, false},
		{"a string", []byte{0xa1, 'x'}, false},
		{"JSON text", []byte(`{"b":1}`), false},
		{"a string for an int", rulestest.MsgMap("b", "x"), false},
		{"an int for a bool", rulestest.MsgMap("dead", 1), false},
		{"a float for an int", rulestest.MsgMap("l", 1.0), false},
		{"an int for the defence", rulestest.MsgMap("def", 5), false},
		{"an array for the lock", rulestest.MsgMap("lock", []any{}), false},
		{"a string for the lock's holder", rulestest.MsgMap("lock", map[string]any{"h": "yes"}), false},
		{"a string for a count", rulestest.MsgMap("ammo", map[string]any{"кольт": "8"}), false},
		{"a list for the counts", rulestest.MsgMap("ammo", []any{8}), false},
		{"an int past int64", rulestest.MsgMap("b", uint64(math.MaxUint64)), false},
		{"an int key", []byte{0x81, 0x01, 0x02}, false},
		{"a map header past the bytes", []byte{0xdf, 0, 0, 0, 9}, false},
		{"a count map header past the bytes", append(rulestest.MsgMap("ammo", map[string]any{})[:len(rulestest.MsgMap("ammo", map[string]any{}))-1], 0xde, 0x10, 0), false},
		{"a string header past the bytes", []byte{0x81, 0xa3, 'd', 'e', 'f', 0xdb, 0xff, 0xff, 0xff, 0xff}, false},
		{"deep nesting in an unknown key", append(rulestest.MsgMap("z", 0)[:3], bytes.Repeat([]byte{0x91}, 5000)...), false},
		{"trailing byte", append(bytes.Clone(rich), 0), false},
		{"two states", append(bytes.Clone(rich), rich...), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkLoad(t, tc.raw, tc.ok)
		})
	}
	// Cut short anywhere (but at nothing, a fresh state), the state fails.
	for i := 1; i < len(rich); i++ {
		checkLoad(t, rich[:i], false)
	}
	if _, err := LoadState(&rules.Combatant{State: append(bytes.Clone(rich), 0x80)}); !errors.Is(err, rules.ErrStateTrailing) {
		t.Errorf("trailing bytes: %v, want rules.ErrStateTrailing", err)
	}
}

// checkLoad fails t unless LoadState and the stack load agree on raw,
// succeeding when ok says, and a failure names the combatant.
func checkLoad(t *testing.T, raw []byte, ok bool) {
	t.Helper()
	c := &rules.Combatant{Name: "Сломанный", State: raw}
	s, err := LoadState(c)
	if (err == nil) != ok {
		t.Fatalf("%x: LoadState %+v, %v; want success %v", raw, s, err, ok)
	}
	if err != nil && (s != nil || !strings.Contains(err.Error(), "Сломанный")) {
		t.Fatalf("%x: LoadState %+v, %v: want nil and an error naming the combatant", raw, s, err)
	}
	var buf State
	s2, err2 := loadOnStack(c, &buf)
	if (err2 == nil) != ok || ok && !reflect.DeepEqual(s, s2) {
		t.Fatalf("%x: loadOnStack %+v, %v; LoadState %+v, %v", raw, s2, err2, s, err)
	}
}

// An empty state is a fresh one from the sheet: full clips, the GM's track.
func TestLoadStateEmptyIsFresh(t *testing.T) {
	sh := rules.Sheet{Flags: map[string]bool{FlagShortTrack: true},
		Weapons: []rules.Weapon{{Name: "Кольт", Spec: "Пистолет крупного калибра"}, {Name: "Нож"}}}
	for _, raw := range [][]byte{nil, {}} {
		s := state(t, &rules.Combatant{Sheet: sh, State: raw})
		want := State{ShortTrack: true, Ammo: rules.Counts{"кольт": 8}}
		if !reflect.DeepEqual(*s, want) {
			t.Errorf("%q loads as %+v, want %+v", raw, *s, want)
		}
		fresh, err := New().NewState(&sh)
		if err != nil {
			t.Fatal(err)
		}
		if got := state(t, &rules.Combatant{State: fresh}); !reflect.DeepEqual(*got, want) {
			t.Errorf("NewState loads as %+v, want %+v", *got, want)
		}
	}
}

// SaveState keeps the stored bytes when the state encodes to them, without
// allocating (the round hooks save every combatant every round); a changed
// state costs its one copy, also past the scratch space.
func TestSaveStateKeepsUnchangedBytes(t *testing.T) {
	c := fighter(t, 1, "Стрелок", map[string]int{Dexterity: 3}, withWeapon("Кольт", "Пистолет крупного калибра"))
	setState(t, c, func(s *State) {
		s.Bashing, s.Lethal, s.Defense = 2, 1, ManDodge
		s.Lock = &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"}
		s.Fired = rules.Counts{"кольт": 1}
	})
	s := state(t, c)
	stored := c.State
	if err := SaveState(c, s); err != nil {
		t.Fatal(err)
	}
	if &c.State[0] != &stored[0] {
		t.Fatal("an unchanged save replaced the stored bytes")
	}
	changed := *s
	changed.Mend++
	big := State{Lock: &Lock{Name: strings.Repeat("Жук <&> ", 100)}}
	for name, v := range map[string]*State{"changed": &changed, "past the scratch space": &big} {
		d := &rules.Combatant{State: stored}
		if err := SaveState(d, v); err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(d.State, stored) {
			t.Errorf("%s: the stored bytes kept", name)
		}
		if got := state(t, d); !reflect.DeepEqual(got, v) {
			t.Errorf("%s: loads as %+v", name, got)
		}
	}
	if _, raw := roundTrip(t, big); len(raw) <= stateScratch {
		t.Fatalf("the big state is %d bytes, not past the scratch space", len(raw))
	}
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "unchanged SaveState", Run: func() { _ = SaveState(c, s) }, Want: 0},
		{Name: "changed SaveState", Run: func() {
			d := rules.Combatant{State: stored}
			_ = SaveState(&d, &changed)
		}, Want: 1},
	})
}

// randomState fills a State from rng: each field set or not, small and
// large numbers, names with and without Cyrillic.
func randomState(rng *rand.Rand) State {
	var s State
	fillRandom(rng, reflect.ValueOf(&s).Elem())
	return s
}

func fillRandom(rng *rand.Rand, v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if rng.IntN(3) == 0 {
				fillRandom(rng, v.Field(i))
			}
		}
	case reflect.Int:
		v.SetInt([]int64{0, 1, -1, 7, 200, -40000, math.MaxInt64, math.MinInt64, rng.Int64()}[rng.IntN(9)])
	case reflect.Bool:
		v.SetBool(rng.IntN(2) == 0)
	case reflect.String:
		v.SetString([]string{"", "hold", "Жук", "Х «Жук» #2", strings.Repeat("ы", rng.IntN(40))}[rng.IntN(5)])
	case reflect.Pointer:
		e := reflect.New(v.Type().Elem())
		fillRandom(rng, e.Elem())
		v.Set(e)
	case reflect.Map:
		n := 1 + rng.IntN(5)
		m := reflect.MakeMapWithSize(v.Type(), n)
		for range n {
			var k, x reflect.Value = reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			fillRandom(rng, k)
			fillRandom(rng, x)
			m.SetMapIndex(k, x)
		}
		v.Set(m)
	}
}

// Random states round-trip and save back to their own bytes.
func TestRandomStatesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261202, 3))
	for range 5000 {
		s := randomState(rng)
		got, raw := roundTrip(t, s)
		if !reflect.DeepEqual(*got, s) {
			t.Fatalf("%x loads as\n%+v, want\n%+v", raw, *got, s)
		}
		if _, again := roundTrip(t, *got); !bytes.Equal(again, raw) {
			t.Fatalf("%x saves back as %x", raw, again)
		}
	}
}

// FuzzLoadState: any stored bytes load or fail without a panic, LoadState
// and the stack load agreeing; what loads saves to bytes that load to the
// same state and save to themselves.
func FuzzLoadState(f *testing.F) {
	for _, raw := range fixtureStates(f) {
		f.Add(raw)
	}
	f.Add(richState(f))
	f.Add([]byte{})
	f.Add([]byte{0x80})
	f.Add([]byte(`{"b":1}`))
	f.Add(rulestest.MsgMap("b", uint64(2), "future", []any{1, "x"}))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := &rules.Combatant{Name: "x", State: data}
		s, err := LoadState(c)
		var buf State
		s2, err2 := loadOnStack(c, &buf)
		if (err == nil) != (err2 == nil) || err == nil && !reflect.DeepEqual(s, s2) {
			t.Fatalf("%x: LoadState %+v, %v; loadOnStack %+v, %v", data, s, err, s2, err2)
		}
		if err != nil {
			return
		}
		d := &rules.Combatant{}
		if err := SaveState(d, s); err != nil {
			t.Fatal(err)
		}
		again := state(t, d)
		saved := d.State
		if err := SaveState(d, again); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(d.State, saved) {
			t.Fatalf("%x: saves as %x, then as %x", data, saved, d.State)
		}
	})
}

// benchGunman is the gunman of the state benchmarks: health boxes, a
// declared dodge, a hold and a clip.
func benchGunman(b *testing.B) *rules.Combatant {
	c := fighter(b, 1, "Стрелок", map[string]int{Dexterity: 3}, withWeapon("Кольт", "Пистолет крупного калибра"))
	setState(b, c, func(s *State) {
		s.Bashing, s.Lethal, s.Defense = 2, 1, ManDodge
		s.Lock = &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"}
	})
	return c
}

func BenchmarkLoadState(b *testing.B) {
	c := benchGunman(b)
	b.Run("LoadState", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := LoadState(c); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("loadOnStack", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var buf State
			if _, err := loadOnStack(c, &buf); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkSaveState stores the gunman's state over other bytes (none),
// then over its own.
func BenchmarkSaveState(b *testing.B) {
	c := benchGunman(b)
	s := state(b, c)
	b.Run("SaveState", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c.State = nil
			if err := SaveState(c, s); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("SaveState-unchanged", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := SaveState(c, s); err != nil {
				b.Fatal(err)
			}
		}
	})
}

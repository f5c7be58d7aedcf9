package klondike

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/rules"
	"fray/rules/rulestest"
)

// codecSheet is the sheet behind the stored-state checks: an empty stored
// state is a fresh one from it.
var codecSheet = rules.Sheet{Name: "x", Stats: map[string]int{STR: 7, DEX: 8, END: 9},
	Weapons: []rules.Weapon{rifle, weapon("MG", "3d6 range:50 auto:4 ammo:100")}}

// healthSlow is Health the plain way: LoadState, the free attacks the
// magazine pays for, then healthOf. Health must give exactly this for any
// state LoadState reads.
func healthSlow(c *rules.Combatant) rules.Health {
	s, err := LoadState(c)
	if err != nil {
		return rules.Health{Level: rules.Note{Key: "klondike.level.unknown"}}
	}
	if s.Suppressing && s.SuppressFree > 0 {
		s.SuppressFree = freeAttacksAffordable(c, s)
	}
	return healthOf(s)
}

// checkStored checks the readers of raw as a stored state against each
// other, whatever the bytes: LoadState never panics; loadOnStack gives
// what it gives, value and error alike; a state it reads encodes again to
// bytes that read back the same, and then the same bytes again; Health,
// CompareTie's DEX and Dead give what the full state gives. The health
// view refuses only what LoadState refuses. It returns LoadState's error.
func checkStored(t *testing.T, raw []byte) error {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: codecSheet, State: raw}
	s, err := LoadState(c)
	var buf State
	s2, err2 := loadOnStack(c, &buf)
	switch {
	case (err == nil) != (err2 == nil) || err != nil && err.Error() != err2.Error():
		t.Fatalf("%x: LoadState: %v, loadOnStack: %v", raw, err, err2)
	case err == nil && !reflect.DeepEqual(s, s2):
		t.Fatalf("%x:\nLoadState   %+v\nloadOnStack %+v", raw, s, s2)
	}
	var hbuf State
	_, herr := healthState(c, &hbuf)
	if herr != nil && err == nil {
		t.Fatalf("%x: the health view refuses what LoadState reads: %v", raw, herr)
	}
	sys := New()
	h := sys.Health(c)
	if herr != nil && h.Level.Key != "klondike.level.unknown" {
		t.Fatalf("%x: an unreadable state's health: %+v", raw, h)
	}
	if err != nil {
		return err
	}
	if want := healthSlow(c); !reflect.DeepEqual(h, want) {
		t.Fatalf("%x:\nHealth     %#v\nLoadState  %#v", raw, h, want)
	}
	if dex, ok := dexOf(c); !ok || dex != s.Dex {
		t.Fatalf("%x: dexOf %d %v, LoadState's DEX %d", raw, dex, ok, s.Dex)
	}
	if dead := sys.Dead(c); dead != s.Dead || dead != h.Dead {
		t.Fatalf("%x: Dead %v, LoadState's %v, Health's %v", raw, dead, s.Dead, h.Dead)
	}
	again := saved(t, *s)
	back, err := LoadState(&rules.Combatant{Name: "x", State: again})
	if err != nil {
		t.Fatalf("%x: its own encoding %x: %v", raw, again, err)
	}
	if want := emptyAsNil(*s); !reflect.DeepEqual(*back, want) {
		t.Fatalf("%x: encoded again and read\n%+v\nwant %+v", raw, *back, want)
	}
	if third := saved(t, *back); !bytes.Equal(third, again) {
		t.Fatalf("%x: encodes to %x, then to %x", raw, again, third)
	}
	return nil
}

// keysOf lists the keys of a stored state's map in their order.
func keysOf(t *testing.T, raw []byte) []string {
	t.Helper()
	n, rest, err := msgp.ReadMapHeaderBytes(raw)
	if err != nil {
		t.Fatalf("%x: %v", raw, err)
	}
	var keys []string
	for range n {
		var k []byte
		if k, rest, err = msgp.ReadMapKeyZC(rest); err == nil {
			rest, err = msgp.Skip(rest)
		}
		if err != nil {
			t.Fatalf("%x: %v", raw, err)
		}
		keys = append(keys, string(k))
	}
	return keys
}

// jsonName is a State field's key: its json tag's name.
func jsonName(f reflect.StructField) (name string, omitted bool) {
	tag := f.Tag.Get("json")
	name, opts, _ := strings.Cut(tag, ",")
	return name, opts == "omitempty" || opts == "omitzero"
}

// Each field of State, set alone to each of its sample values and all set
// at once, reads back as it was, and its own key carries it: a field the
// generated codec missed (one added to State without go generate) fails
// here.
func TestEveryStateFieldRoundTrips(t *testing.T) {
	ts := reflect.TypeFor[State]()
	for i := range ts.NumField() {
		f := ts.Field(i)
		name, _ := jsonName(f)
		for _, v := range sampleValues(t, f.Type) {
			var s State
			reflect.ValueOf(&s).Elem().Field(i).Set(v)
			raw := saved(t, s)
			if !slices.Contains(keysOf(t, raw), name) {
				t.Errorf("%s = %v: no key %q in %x", f.Name, v, name, raw)
			}
			back, err := LoadState(&rules.Combatant{State: raw})
			if err != nil {
				t.Fatalf("%s = %v: %v", f.Name, v, err)
			}
			if !reflect.DeepEqual(*back, s) {
				t.Errorf("%s = %v: read back %+v", f.Name, v, *back)
			}
		}
	}
	for name, s := range stateVariants(t) {
		back, err := LoadState(&rules.Combatant{State: saved(t, s)})
		if err != nil || !reflect.DeepEqual(*back, s) {
			t.Errorf("%s: read back %+v, %v", name, back, err)
		}
	}
}

// The keys written are the json tags' names, and a zero field is left out
// exactly where its tag says omitempty or omitzero: STR, DEX, END, their
// originals and the actions left are always written.
func TestStateOmitsAsItsTagsSay(t *testing.T) {
	var always, every []string
	ts := reflect.TypeFor[State]()
	for i := range ts.NumField() {
		name, omitted := jsonName(ts.Field(i))
		every = append(every, name)
		if !omitted {
			always = append(always, name)
		}
	}
	if want := []string{"str", "dex", "end", "ostr", "odex", "oend", "actions"}; !slices.Equal(always, want) {
		t.Fatalf("fields always written: %v, want %v", always, want)
	}
	if got := keysOf(t, saved(t, State{})); !slices.Equal(got, always) {
		t.Errorf("a zero state writes %v, want %v", got, always)
	}
	if got := keysOf(t, saved(t, stateVariants(t)["all"])); !slices.Equal(got, every) {
		t.Errorf("a state with every field set writes %v, want %v", got, every)
	}
}

func TestStateRoundTrips(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    State
		want *State // nil: s itself
	}{
		{name: "zero", s: State{}},
		{name: "fresh shooter", s: *newState(&shooter(t).Sheet)},
		{name: "dying patient", s: *state(t, dyingPatient(t))},
		{name: "no actions left is kept", s: State{Str: 7, OrigStr: 7, ActionsLeft: 0, Caught: true}},
		{name: "negative and extreme numbers", s: State{Str: -3, Dex: math.MinInt64, End: math.MaxInt64, Pending: -12,
			Support: -1, Grappling: 1 << 40, EndClock: -(1 << 33), Watchers: []int{-1, 0, math.MaxInt64}}},
		{name: "Cyrillic and long names", s: State{Lost: []string{"нога", "рука «левая»", ""},
			Ammo:           rules.Counts{"Винтовка": 30, "<M1> & co": 8, strings.Repeat("ж", 200): 1},
			SuppressWeapon: "Пулемёт\t\\", Suppressing: true, SuppressFree: 2}},
		{name: "many weapons", s: State{Ammo: manyWeapons(40)}},
		{name: "empty lists read back as none",
			s:    State{Str: 8, Lost: []string{}, Watchers: []int{}, WatchStrikes: []int{}, WatchThrows: []int{}, ChargedBy: []int{}, Ammo: rules.Counts{}},
			want: &State{Str: 8}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.s
			if tc.want != nil {
				want = *tc.want
			}
			c := &rules.Combatant{Name: "x"}
			if err := SaveState(c, &tc.s); err != nil {
				t.Fatal(err)
			}
			got, err := LoadState(c)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(*got, want) {
				t.Fatalf("read back\n%+v\nwant %+v", *got, want)
			}
			if err := checkStored(t, c.State); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// manyWeapons is n tracked magazines, named so that their order by name
// is not the order they were added in.
func manyWeapons(n int) rules.Counts {
	c := rules.Counts{}
	for i := range n {
		c[string(rune('z'-i%26))+strings.Repeat("!", i/26)] = i
	}
	return c
}

// One state is always the same bytes, its magazines in name order
// whatever order they were filled in: a save that changes nothing keeps
// the stored bytes, and NewState of one sheet is the same every time.
func TestStateSameBytesEveryTime(t *testing.T) {
	names := []string{"Rifle", "Pistol", "MG", "Винтовка", "Grenade", "Knife!", "SMG", "Shotgun"}
	var first []byte
	for trial := range 30 {
		s := State{Str: 7, Lost: []string{PartArm}, Ammo: rules.Counts{}}
		order := slices.Clone(names)
		rand.New(rand.NewPCG(uint64(trial), 1)).Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, n := range order {
			s.Ammo[n] = len(n) * 3
		}
		raw := saved(t, s)
		if first == nil {
			first = raw
		} else if !bytes.Equal(raw, first) {
			t.Fatalf("trial %d: %x, the first %x", trial, raw, first)
		}
	}
	// The magazines are in name order.
	var ammo []string
	rest := first
	n, rest, _ := msgp.ReadMapHeaderBytes(rest)
	for range n {
		var k []byte
		k, rest, _ = msgp.ReadMapKeyZC(rest)
		if string(k) != "ammo" {
			rest, _ = msgp.Skip(rest)
			continue
		}
		var m uint32
		m, rest, _ = msgp.ReadMapHeaderBytes(rest)
		for range m {
			k, rest, _ = msgp.ReadMapKeyZC(rest)
			ammo = append(ammo, string(k))
			rest, _ = msgp.Skip(rest)
		}
	}
	if want := slices.Sorted(slices.Values(names)); !slices.Equal(ammo, want) {
		t.Errorf("magazines in the order %v, want %v", ammo, want)
	}
	// NewState of a sheet with many weapons.
	sheet := rules.Sheet{Weapons: []rules.Weapon{rifle, weapon("MG", "3d6 range:50 auto:4 ammo:100"),
		weapon("Pistol", "3d6-3 range:10 ammo:6"), weapon("Grenade", "5d6 thrown blast:6 ammo:3"), weapon("SMG", "3d6 range:20 auto:3 ammo:30")}}
	want, err := New().NewState(&sheet)
	if err != nil {
		t.Fatal(err)
	}
	for range 30 {
		if got, _ := New().NewState(&sheet); !bytes.Equal(got, want) {
			t.Fatalf("NewState: %x, then %x", want, got)
		}
	}
	// A save that changes nothing keeps the very bytes.
	c := &rules.Combatant{Name: "x", Sheet: sheet, State: want}
	if err := SaveState(c, state(t, c)); err != nil {
		t.Fatal(err)
	}
	if &c.State[0] != &want[0] {
		t.Error("an unchanged save replaced the stored bytes")
	}
}

// Bytes that are not a state LoadState wrote are an error naming the
// combatant, never a panic, from every reader; those the health view reads
// itself (shown) make Health's level unknown.
func TestLoadStateRefusesMalformedBytes(t *testing.T) {
	one := saved(t, State{Str: 8, Dead: true, Ammo: rules.Counts{"Rifle": 3}})
	for _, tc := range []struct {
		name     string
		raw      []byte
		shown    bool // the health view refuses it too
		trailing bool // rules.ErrStateTrailing
	}{
		{"nil", []byte{0xc0}, true, false},
		{"a byte no MessagePack starts with", []byte{0xc1}, true, false},
		{"an array", msgp.AppendArrayHeader(nil, 0), true, false},
		{"a string", msgp.AppendString(nil, "x"), true, false},
		{"a map shorter than its header", one[:len(one)-3], true, false},
		{"a key not a string", msgp.AppendInt(msgp.AppendInt(msgp.AppendMapHeader(nil, 1), 1), 2), true, false},
		{"STR a string", rulestest.MsgMap("str", "x"), true, false},
		{"DEX a float", rulestest.MsgMap("dex", 4.0), true, false},
		{"END past an int", rulestest.MsgMap("end", uint64(math.MaxUint64)), true, false},
		{"dead a number", rulestest.MsgMap("dead", 1), true, false},
		{"dead nil", rulestest.MsgMap("dead", nil), true, false},
		{"lost a map", rulestest.MsgMap("lost", map[string]any{}), true, false},
		{"lost of numbers", rulestest.MsgMap("lost", []any{1}), true, false},
		{"watchers of strings", rulestest.MsgMap("watchers", []any{"a"}), false, false},
		{"ammo a list", rulestest.MsgMap("ammo", []any{1}), false, false},
		{"ammo a string count", rulestest.MsgMap("ammo", map[string]any{"Rifle": "x"}), false, false},
		{"suppress_weapon a number", rulestest.MsgMap("suppress_weapon", 5), false, false},
		{"a byte after the state", append(slices.Clone(one), 0), true, true},
		{"two states", append(slices.Clone(one), one...), true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &rules.Combatant{Name: "Ann", Sheet: codecSheet, State: tc.raw}
			_, err := LoadState(c)
			if err == nil {
				t.Fatalf("%x read", tc.raw)
			}
			if !strings.HasPrefix(err.Error(), `klondike: decoding the state of "Ann": `) {
				t.Errorf("error %q", err)
			}
			if tc.trailing && !errors.Is(err, rules.ErrStateTrailing) {
				t.Errorf("error %v, want rules.ErrStateTrailing", err)
			}
			checkStored(t, tc.raw)
			h := New().Health(c)
			if unknown := h.Level.Key == "klondike.level.unknown"; unknown != tc.shown {
				t.Errorf("Health %+v", h)
			}
		})
	}
}

// Every cut of a stored state is refused by every reader, never a panic.
func TestLoadStateRefusesEveryCut(t *testing.T) {
	states := fixtureStates(t)
	for name, s := range stateVariants(t) {
		states[name] = saved(t, s)
	}
	for name, raw := range states {
		for n := 1; n < len(raw); n++ {
			if checkStored(t, raw[:n]) == nil {
				t.Fatalf("%s cut to %d of %d bytes: read", name, n, len(raw))
			}
			c := &rules.Combatant{Name: "x", State: raw[:n]}
			if New().Dead(c) {
				t.Fatalf("%s cut to %d bytes: dead", name, n)
			}
		}
	}
}

// Random states as SaveState writes them, each with a few bytes changed:
// whatever the readers make of them, they agree (checkStored).
func TestLoadStateOnChangedBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261202, 7))
	for range 3000 {
		raw := saved(t, randomState(t, rng))
		checkStored(t, raw)
		for range 1 + rng.IntN(3) {
			raw[rng.IntN(len(raw))] = byte(rng.Uint32())
		}
		checkStored(t, raw)
	}
	for _, raw := range fixtureStates(t) {
		checkStored(t, raw)
	}
}

func FuzzLoadState(f *testing.F) {
	for _, raw := range []string{"", "\xc0", "\xc1", "\x81\xa3str\xa1x", "\x81\xa4dead\xc3\x00"} {
		f.Add([]byte(raw))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 10 {
		f.Add(saved(f, randomState(f, rng)))
	}
	f.Add(saved(f, State{Str: 8, Dead: true, Lost: []string{"нога"}, Ammo: rules.Counts{"Rifle": 30}, Watchers: []int{2}}))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkStored(t, data)
		// And a state built from the bytes, as SaveState and the
		// migration from JSON write it.
		s := randomState(t, rngFor(data))
		if err := checkStored(t, saved(t, s)); err != nil {
			t.Fatal(err)
		}
		checkMigrated(t, s)
	})
}

// BenchmarkLoadState decodes a wounded shooter's state: its rifle's
// magazine, a watcher, a lost arm.
func BenchmarkLoadState(b *testing.B) {
	c := shooter(b)
	setState(b, c, func(s *State) { s.Wounded, s.Watchers, s.Lost = true, []int{3}, []string{"arm"} })
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
			var s State
			if _, err := loadOnStack(c, &s); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkSaveState encodes the shooter of BenchmarkLoadState: into fresh
// bytes, and over its own bytes (a save that changes nothing).
func BenchmarkSaveState(b *testing.B) {
	c := shooter(b)
	setState(b, c, func(s *State) { s.Wounded, s.Watchers, s.Lost = true, []int{3}, []string{"arm"} })
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

// A list's header is believed only up to 1024 items (the limit directive
// of state.go and health_view.go): a header claiming millions of items in
// a few bytes is refused at once, not allocated; a list of 1024 reads.
func TestStateListsAreLimited(t *testing.T) {
	huge := func(key string) []byte { // an array32 header: 2^28 items, none there
		return append(msgp.AppendString(msgp.AppendMapHeader(nil, 1), key), 0xdd, 0x10, 0, 0, 0)
	}
	for _, key := range []string{"lost", "watchers", "watch_strikes", "watch_throws", "charged_by"} {
		if err := checkStored(t, huge(key)); err == nil {
			t.Errorf("%s of 2^28 items read", key)
		}
		many := make([]any, 1025)
		for i := range many {
			many[i] = 1
			if key == "lost" {
				many[i] = "arm"
			}
		}
		if err := checkStored(t, rulestest.MsgMap(key, many)); !errors.Is(err, msgp.ErrLimitExceeded) {
			t.Errorf("%s of 1025 items: %v", key, err)
		}
		if err := checkStored(t, rulestest.MsgMap(key, many[:1024])); err != nil {
			t.Errorf("%s of 1024 items: %v", key, err)
		}
	}
	c := &rules.Combatant{Name: "x", State: huge("lost")}
	if h := New().Health(c); h.Level.Key != "klondike.level.unknown" {
		t.Errorf("Health of 2^28 lost limbs: %+v", h)
	}
}

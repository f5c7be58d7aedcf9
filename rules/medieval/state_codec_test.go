package medieval

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/rules"
	"fray/rules/rulestest"
)

// encodeState is s as SaveState stores it.
func encodeState(t testing.TB, s *State) []byte {
	t.Helper()
	var c rules.Combatant
	if err := SaveState(&c, s); err != nil {
		t.Fatal(err)
	}
	return c.State
}

// loadRaw is LoadState of raw as a stored state.
func loadRaw(raw []byte) (*State, error) {
	return LoadState(&rules.Combatant{Name: "x", Sheet: deadSheet, State: raw})
}

// stacksOf is the armor notation spec's stacks.
func stacksOf(t testing.TB, spec string) Stacks {
	t.Helper()
	a, err := ParseArmorNotation(spec)
	if err != nil {
		t.Fatal(err)
	}
	return a.Stacks()
}

// fullStacks: three layers at every location, hard and marked among them,
// at the notation's SP limits.
func fullStacks() Stacks {
	var s Stacks
	for l := range s {
		s[l] = LocArmor{N: MaxLayers, Layers: [MaxLayers]Layer{{SP: maxSP, Hard: true, Marked: true}, {SP: 0}, {SP: 55, Marked: true}}}
	}
	return s
}

// nonZero sets v (a State field) to a value other than its zero that the
// stored encoding can hold: a field of a kind without a case here fails
// the test, so a field added to State is checked once it has one.
func nonZero(t testing.TB, name string, v reflect.Value) {
	t.Helper()
	switch v.Interface().(type) {
	case Stacks:
		v.Set(reflect.ValueOf(fullStacks()))
		return
	case LocSet:
		v.Set(reflect.ValueOf(allLocations))
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int:
		v.SetInt(-1 << 40)
	case reflect.String:
		v.SetString(KilledHead)
	default:
		t.Fatalf("State.%s: no non-zero value for a %s: add one to nonZero", name, v.Type())
	}
}

// everyFieldAlone is a State per field with that field alone set, then one
// with all of them set.
func everyFieldAlone(t testing.TB) (names []string, states []State) {
	t.Helper()
	var all State
	typ := reflect.TypeFor[State]()
	for i := range typ.NumField() {
		var s State
		nonZero(t, typ.Field(i).Name, reflect.ValueOf(&s).Elem().Field(i))
		nonZero(t, typ.Field(i).Name, reflect.ValueOf(&all).Elem().Field(i))
		names, states = append(names, typ.Field(i).Name), append(states, s)
	}
	return append(names, "every field"), append(states, all)
}

// Every field of State, set alone and all at once, survives the stored
// encoding: a field the generated codec missed (a json:"-" tag, a type
// it cannot write) reads back as zero here.
func TestStateCodecKeepsEveryField(t *testing.T) {
	names, states := everyFieldAlone(t)
	for i, s := range states {
		raw := encodeState(t, &s)
		got, err := loadRaw(raw)
		if err != nil {
			t.Fatalf("%s: %v", names[i], err)
		}
		if *got != s {
			t.Errorf("%s: %x read back as\n%+v\nwant\n%+v", names[i], raw, *got, s)
		}
	}
}

// fixtureStates are states the seed-based tests produce: the armored
// defender and the attacker of BenchmarkAttack before and after the axe
// blow, and the wounded fighter of the system tests.
func fixtureStates(t testing.TB) map[string][]byte {
	axe := rules.Weapon{Name: "Axe", Spec: "4d6+2 melee"}
	a := fighter(t, 1, "u1", attStats, "", axe)
	tg := fighter(t, 2, "", defStats, "torso 10 ev1; torso 14 hard")
	out := map[string][]byte{"attacker": a.State, "armored defender": tg.State,
		"all-over armor": fighter(t, 3, "", defStats, "всё 8 зу 2; head 4").State}
	src := &cycle{faces: []int{9, 1, 3, 6, 6, 6, 6, 8, 4}}
	if _, err := Attack(AttackOptions{Weapon: "axe"}, a, tg, src); err != nil {
		t.Fatal(err)
	}
	out["attacker after the blow"], out["defender after the blow"] = a.State, tg.State
	w := fighter(t, 4, "", defStats, "torso 4")
	setState(t, w, func(s *State) { s.Wounds, s.Stunned, s.Lost, s.Aim = 14, true, LocSet(0).With(LeftArm), 2 })
	out["wounded, stunned, lost an arm"] = w.State
	return out
}

// Varied states read back as they were saved, and save to the same bytes
// again (an unchanged save keeps the stored bytes).
func TestStateRoundTrip(t *testing.T) {
	big := State{Wounds: math.MaxInt64, EV: math.MinInt64, Parry: math.MaxInt32 + 1, Aim: -1, Actions: math.MinInt64,
		Shots: 1 << 62, AmbushOn: math.MaxInt64, DodgePen: -3, ParryPen: -6, Aid: 2, Task: 3, Lost: math.MaxUint8}
	for _, tc := range []struct {
		name string
		s    State
	}{
		{"zero", State{}},
		{"fresh from armor", State{Armor: stacksOf(t, "torso 14 hard ev1; torso,arms 10; head 4 unmarked; legs 0"), EV: 1}},
		{"wounded, stunned, lost limbs", State{Wounds: 14, Stunned: true, StunFresh: true, Lost: LocSet(0).With(LeftArm).With(RightLeg), Aim: 2, AimedTurn: true}},
		{"dying", State{Wounds: 40, DeathPending: true, DeathAsked: true}},
		{"stabilized", State{Wounds: 30, Stabilized: true, DeathSaved: true}},
		{"dead by the head", State{Wounds: 56, Dead: true, Killed: KilledHead}},
		{"dead by a death save", State{Wounds: 20, Dead: true, Killed: KilledDeathSave}},
		{"round's declarations", State{Charge: true, Dodge: true, Parry: 10, Actions: 3, Shots: 2, Pair: true, Acted: true, DodgePen: -3, ParryPen: -6, Aid: 2, Task: 3, AtkOpen: true, TurnBegun: true}},
		{"ambush", State{Ambush: true, AmbushBusy: true, AmbushOn: 7}},
		{"ints at their limits", big},
		{"full stacks", State{Armor: fullStacks()}},
		{"a long cause", State{Dead: true, Killed: strings.Repeat("ж", 40)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw := encodeState(t, &tc.s)
			got, err := loadRaw(raw)
			if err != nil {
				t.Fatal(err)
			}
			if *got != tc.s {
				t.Fatalf("read back as\n%+v\nwant\n%+v", *got, tc.s)
			}
			c := &rules.Combatant{State: raw}
			_ = SaveState(c, got)
			if &c.State[0] != &raw[0] {
				t.Errorf("an unchanged save replaced the stored bytes")
			}
		})
	}
	for name, raw := range fixtureStates(t) {
		s, err := loadRaw(raw)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if again := encodeState(t, s); !bytes.Equal(again, raw) {
			t.Errorf("%s: %x saves again as %x", name, raw, again)
		}
	}
}

// msgpStrings is the MessagePack array of strs that Stacks writes.
func msgpStrings(strs ...string) []byte {
	b := msgp.AppendArrayHeader(nil, uint32(len(strs)))
	for _, s := range strs {
		b = msgp.AppendString(b, s)
	}
	return b
}

// The armor stacks are stored as six strs in the notation the state had as
// JSON, and read back.
func TestStacksNotation(t *testing.T) {
	hardMarked := Stacks{}
	hardMarked[Torso] = LocArmor{N: 1, Layers: [MaxLayers]Layer{{SP: 7, Hard: true, Marked: true}}}
	for _, tc := range []struct {
		name string
		s    Stacks
		want []string
	}{
		{"no armor", Stacks{}, []string{"", "", "", "", "", ""}},
		{"sheet's armor", stacksOf(t, "torso 14 hard ev1; torso,arms 10; head 4 unmarked; legs 0"), []string{"4", "14h 10m", "10m", "10m", "0m", "0m"}},
		{"all over", stacksOf(t, "всё 8 зу 2; head 4"), []string{"8m 4m", "8m", "8m", "8m", "8m", "8m"}},
		{"hard and marked", hardMarked, []string{"", "7hm", "", "", "", ""}},
		{"max layers everywhere", fullStacks(), []string{"100hm 0 55m", "100hm 0 55m", "100hm 0 55m", "100hm 0 55m", "100hm 0 55m", "100hm 0 55m"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := msgpStrings(tc.want...)
			got, err := tc.s.MarshalMsg(nil)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("MarshalMsg = %x, %v; want %x (%q)", got, err, want, tc.want)
			}
			if n := tc.s.Msgsize(); n < len(got) {
				t.Errorf("Msgsize %d < %d bytes written", n, len(got))
			}
			var back Stacks
			rest, err := back.UnmarshalMsg(append(got, 0xc3))
			if err != nil || back != tc.s || !bytes.Equal(rest, []byte{0xc3}) {
				t.Fatalf("UnmarshalMsg: %+v, rest %x, %v", back, rest, err)
			}
		})
	}
}

// Stacks outside the notation (an SP no armor has) still encode as its
// strs — a notation over 31 bytes behind a str8 header — within Msgsize;
// reading them back is an error, as the notation has no such SP.
func TestStacksNotationOutOfRange(t *testing.T) {
	var s Stacks
	s[Head] = LocArmor{N: MaxLayers, Layers: [MaxLayers]Layer{{SP: math.MinInt64, Hard: true, Marked: true}, {SP: math.MaxInt64}, {SP: 101, Marked: true}}}
	s[Torso] = LocArmor{N: 1, Layers: [MaxLayers]Layer{{SP: -1}}}
	s[LeftLeg] = LocArmor{N: 1, Layers: [MaxLayers]Layer{{SP: 9, Hard: true}}}
	head := "-9223372036854775808hm 9223372036854775807 101m"
	want := msgpStrings(head, "-1", "", "", "", "9h")
	got, err := s.MarshalMsg([]byte{0xc3})
	if err != nil || !bytes.Equal(got[1:], want) || got[0] != 0xc3 {
		t.Fatalf("MarshalMsg = %x, %v; want %x", got, err, want)
	}
	if n := s.Msgsize(); n < len(want) {
		t.Errorf("Msgsize %d < %d bytes written", n, len(want))
	}
	var back Stacks
	if _, err := back.UnmarshalMsg(want); err == nil {
		t.Errorf("read back as %+v", back)
	}
}

// What a stored stack may look like: nil and short arrays are locations
// without armor, spaces are free, and anything else the notation does not
// allow is an error — from LoadState, the user's ErrKeyState.
func TestStacksDecode(t *testing.T) {
	torso4 := Stacks{}
	torso4[Torso] = LocArmor{N: 1, Layers: [MaxLayers]Layer{{SP: 4}}}
	spaced := Stacks{}
	spaced[Head] = LocArmor{N: 2, Layers: [MaxLayers]Layer{{SP: 1, Hard: true, Marked: true}, {SP: 2}}}
	for _, tc := range []struct {
		name string
		raw  []byte
		want Stacks
		bad  bool
	}{
		{"nil", []byte{0xc0}, Stacks{}, false},
		{"empty array", msgpStrings(), Stacks{}, false},
		{"two of six", msgpStrings("", "4"), torso4, false},
		{"spaces", msgpStrings(" 1hm   2 "), spaced, false},
		{"seven locations", msgpStrings("", "", "", "", "", "", ""), Stacks{}, true},
		{"four layers", msgpStrings("1 2 3 4"), Stacks{}, true},
		{"no SP", msgpStrings("h"), Stacks{}, true},
		{"unknown flag", msgpStrings("4x"), Stacks{}, true},
		{"over the maximum SP", msgpStrings("101"), Stacks{}, true},
		{"negative SP", msgpStrings("-1"), Stacks{}, true},
		{"a number", msgp.AppendInt(msgp.AppendArrayHeader(nil, 1), 4), Stacks{}, true},
		{"a str", msgp.AppendString(nil, "4"), Stacks{}, true},
		{"a map", msgp.AppendMapHeader(nil, 0), Stacks{}, true},
		{"bin, not str", msgp.AppendBytes(msgp.AppendArrayHeader(nil, 1), []byte("4")), Stacks{}, true},
		{"cut short", msgpStrings("4m", "14h")[:6], Stacks{}, true},
		{"nothing", nil, Stacks{}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got Stacks
			_, err := got.UnmarshalMsg(tc.raw)
			if tc.bad {
				if err == nil {
					t.Fatalf("%x read as %+v", tc.raw, got)
				}
				raw := msgp.AppendString(msgp.AppendMapHeader(nil, 1), "armor")
				if _, err := loadRaw(append(raw, tc.raw...)); userKey(err) != ErrKeyState {
					t.Errorf("LoadState: %v, want %s", err, ErrKeyState)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("%x: %+v, %v; want %+v", tc.raw, got, err, tc.want)
			}
		})
	}
	// A str8 header of a short notation is read like a fixstr's.
	var got Stacks
	if _, err := got.UnmarshalMsg([]byte{0x92, 0xa0, 0xd9, 1, '4'}); err != nil || got != torso4 {
		t.Errorf("str8: %+v, %v", got, err)
	}
}

// Bytes that are not a state — damaged, cut short, with bytes after it, of
// the wrong types — are the user's ErrKeyState from LoadState and the
// stack reader alike, never a panic; Health shows the error summary.
func TestLoadStateMalformed(t *testing.T) {
	member := func(key string, value []byte) []byte {
		return append(msgp.AppendString(msgp.AppendMapHeader(nil, 1), key), value...)
	}
	full := func() State {
		_, states := everyFieldAlone(t)
		return states[len(states)-1]
	}()
	raw := encodeState(t, &full)
	cases := map[string][]byte{
		"garbage":                   []byte("garbage"),
		"a JSON state":              []byte(`{"w":3,"armor":["4m","","","","",""]}`),
		"nil":                       {0xc0},
		"an array":                  msgp.AppendArrayHeader(nil, 0),
		"trailing byte":             append(bytes.Clone(raw), 0),
		"two states":                append(bytes.Clone(raw), raw...),
		"wounds a str":              member("w", msgp.AppendString(nil, "x")),
		"wounds a float":            member("w", msgp.AppendFloat64(nil, 1.5)),
		"wounds past int64":         member("w", msgp.AppendUint64(nil, math.MaxUint64)),
		"lost past a byte":          member("lost", msgp.AppendInt(nil, 256)),
		"lost negative":             member("lost", msgp.AppendInt(nil, -1)),
		"dead a number":             member("dead", msgp.AppendInt(nil, 1)),
		"killed a number":           member("killed", msgp.AppendInt(nil, 5)),
		"a key not a str":           msgp.AppendBool(msgp.AppendInt(msgp.AppendMapHeader(nil, 1), 1), true),
		"a map header past the end": msgp.AppendMapHeader(nil, math.MaxUint32),
		"an unknown member cut":     member("future", []byte{0xdb, 0xff, 0xff, 0xff, 0xff}),
	}
	for i := 1; i < len(raw); i++ {
		cases[fmt.Sprintf("cut at %d of %d", i, len(raw))] = raw[:i]
	}
	for name, raw := range cases {
		c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: raw}
		if _, err := LoadState(c); userKey(err) != ErrKeyState {
			t.Errorf("%s: LoadState %v, want %s", name, err, ErrKeyState)
		}
		var buf State
		if _, err := loadOnStack(c, &buf); userKey(err) != ErrKeyState {
			t.Errorf("%s: loadOnStack %v, want %s", name, err, ErrKeyState)
		}
		if h := New().Health(c); h.Level.Key != ErrKeyState {
			t.Errorf("%s: Health level %q, want %s", name, h.Level.Key, ErrKeyState)
		}
	}
	if _, err := loadRaw(append(bytes.Clone(raw), 0)); !errors.Is(err, rules.ErrStateTrailing) {
		t.Errorf("trailing byte: %v, want it to wrap rules.ErrStateTrailing", err)
	}
	// An unknown member is skipped (a state written by a later version).
	if s, err := loadRaw(member("future", msgp.AppendString(nil, "x"))); err != nil || *s != (State{}) {
		t.Errorf("unknown member: %+v, %v", s, err)
	}
}

// An empty stored state is a fresh one from the sheet; a sheet whose armor
// cannot be read is its error.
func TestLoadStateEmpty(t *testing.T) {
	st, err := LoadState(&rules.Combatant{Sheet: rules.Sheet{Armor: "torso 10 ev1"}})
	if err != nil || st.Armor != stacksOf(t, "torso 10 ev1") || st.EV != 1 {
		t.Fatalf("%+v, %v", st, err)
	}
	if _, err := LoadState(&rules.Combatant{Sheet: rules.Sheet{Armor: "torso ten"}}); err == nil {
		t.Fatal("unreadable sheet armor: no error")
	}
	raw, err := New().NewState(&rules.Sheet{Armor: "torso 10 ev1"})
	if err != nil || !bytes.Equal(raw, encodeState(t, st)) {
		t.Fatalf("NewState = %x, %v; want %x", raw, err, encodeState(t, st))
	}
}

// oldJSON is s as the JSON state was written: json.Marshal's members, the
// armor stacks as strings in the notation (written here independently of
// Stacks' encoder).
func oldJSON(t testing.TB, s *State) []byte {
	t.Helper()
	doc, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(doc, &m); err != nil {
		t.Fatal(err)
	}
	var locs []string
	for _, la := range s.Armor {
		var layers []string
		for _, l := range la.Layers[:la.N] {
			flags := map[[2]bool]string{{false, false}: "", {true, false}: "h", {false, true}: "m", {true, true}: "hm"}[[2]bool{l.Hard, l.Marked}]
			layers = append(layers, fmt.Sprint(l.SP)+flags)
		}
		locs = append(locs, strings.Join(layers, " "))
	}
	if m["armor"], err = json.Marshal(locs); err != nil {
		t.Fatal(err)
	}
	if doc, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	return doc
}

// A state stored as JSON and converted member by member reads as the same
// State: the states the JSON code stored in its tests, word for word, and
// every field's (and random states') JSON.
func TestStateFromJSON(t *testing.T) {
	dying := State{Wounds: 20, DeathPending: true}
	for _, tc := range []struct {
		doc  string
		want State
	}{
		{`{}`, State{}},
		{`{"armor":["8m 4m","8m","8m","8m","8m","8m"],"ev":3}`, State{Armor: stacksOf(t, "всё 8 зу 2; head 4"), EV: 3}},
		{`{"armor":["","10m 14h","","","",""],"ev":2}`, State{Armor: stacksOf(t, "torso 10 ev1; torso 14 hard"), EV: 2}},
		{`{"armor":["","","","","",""],"actions":1,"shots":1,"acted":true}`, State{Actions: 1, Shots: 1, Acted: true}},
		{`{"w":14,"armor":["","4m","","","",""],"lost":8,"stun":true,"aim":2}`, State{Wounds: 14, Armor: stacksOf(t, "torso 4"), Lost: LocSet(0).With(LeftArm), Stunned: true, Aim: 2}},
		{`{"w":20,"armor":null,"dying":true}`, dying},
		{`{"w":56,"armor":null,"dead":true,"killed":"head"}`, State{Wounds: 56, Dead: true, Killed: KilledHead}},
		{`{"w":-3,"ev":-1,"aim":-9223372036854775808}`, State{Wounds: -3, EV: -1, Aim: math.MinInt64}},
	} {
		for _, unsigned := range []bool{false, true} {
			if got, err := loadRaw(rulestest.FromJSON(t, []byte(tc.doc), unsigned)); err != nil || *got != tc.want {
				t.Errorf("%s (uints %v): %+v, %v; want %+v", tc.doc, unsigned, got, err, tc.want)
			}
		}
	}
	_, states := everyFieldAlone(t)
	rng := rand.New(rand.NewPCG(20261202, 1))
	for range 500 {
		states = append(states, randomState(rng))
	}
	for _, s := range states {
		doc := oldJSON(t, &s)
		for _, unsigned := range []bool{false, true} {
			if got, err := loadRaw(rulestest.FromJSON(t, doc, unsigned)); err != nil || *got != s {
				t.Fatalf("%s (uints %v): %+v, %v", doc, unsigned, got, err)
			}
		}
	}
}

// randomState is a state the rules could store: any numbers, armor within
// the notation.
func randomState(rng *rand.Rand) State {
	n := func() int {
		switch rng.IntN(4) {
		case 0:
			return 0
		case 1:
			return rng.IntN(50)
		case 2:
			return -rng.IntN(10)
		}
		return int(rng.Int64()) - int(rng.Int64())
	}
	b := func() bool { return rng.IntN(3) == 0 }
	s := State{Wounds: n(), EV: n(), Lost: LocSet(rng.IntN(256)),
		Stunned: b(), StunFresh: b(), Stabilized: b(), DeathPending: b(), Dead: b(),
		Charge: b(), Dodge: b(), Parry: n(), Aim: n(), AimedTurn: b(), Actions: n(), Shots: n(),
		Pair: b(), Ambush: b(), AmbushBusy: b(), AmbushOn: n(), Acted: b(), DodgePen: n(), ParryPen: n(),
		Aid: n(), Task: n(), AtkOpen: b(), TurnBegun: b(), DeathSaved: b(), DeathAsked: b(),
		Killed: []string{"", "", KilledHead, KilledDeathSave}[rng.IntN(4)]}
	for l := range s.Armor {
		la := &s.Armor[l]
		la.N = rng.IntN(MaxLayers + 1)
		for j := range la.N {
			la.Layers[j] = Layer{SP: rng.IntN(maxSP + 1), Hard: b(), Marked: b()}
		}
	}
	return s
}

// Random states read back as saved, through LoadState and the stack reader.
func TestRandomStatesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261202, 2))
	for range 3000 {
		s := randomState(rng)
		raw := encodeState(t, &s)
		checkStoredState(t, raw)
		if got, _ := loadRaw(raw); got == nil || *got != s {
			t.Fatalf("%+v read back as %+v", s, got)
		}
	}
}

// checkStoredState is what must hold of any bytes as a stored state: no
// panic; the stack reader gives what LoadState gives; a failure is the
// user's ErrKeyState; a state read saves to bytes that read back the same
// and save again unchanged; Dead and Health agree with it.
func checkStoredState(t testing.TB, raw []byte) {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: raw}
	st, err := LoadState(c)
	var buf State
	fast, ferr := loadOnStack(c, &buf)
	if (err == nil) != (ferr == nil) || (err == nil && *fast != *st) {
		t.Fatalf("%x: loadOnStack %+v, %v; LoadState %+v, %v", raw, fast, ferr, st, err)
	}
	if err != nil {
		if userKey(err) != ErrKeyState {
			t.Fatalf("%x: %v, want %s", raw, err, ErrKeyState)
		}
		return
	}
	again := encodeState(t, st)
	back, err := loadRaw(again)
	if err != nil || *back != *st {
		t.Fatalf("%x → %+v saves as %x → %+v, %v", raw, st, again, back, err)
	}
	if twice := encodeState(t, back); !bytes.Equal(twice, again) {
		t.Fatalf("%x saves as %x, then %x", raw, again, twice)
	}
	sys := New()
	if d, h := sys.Dead(c), sys.Health(c).Dead; d != st.Dead || h != st.Dead {
		t.Fatalf("%x: Dead %v, Health(c).Dead %v, state's %v", raw, d, h, st.Dead)
	}
}

func FuzzLoadState(f *testing.F) {
	for _, raw := range fixtureStates(f) {
		f.Add(raw)
	}
	dead := State{Wounds: 56, Dead: true, Killed: KilledHead, Armor: fullStacks(), Lost: 4}
	f.Add(encodeState(f, &dead))
	f.Add([]byte(`{"w":3,"armor":["4m","14h 10m","","","",""],"lost":4,"stun":true}`))
	f.Add([]byte{0x81, 0xa5, 'a', 'r', 'm', 'o', 'r', 0x91, 0xa3, '4', 'h', 'm'})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, raw []byte) {
		checkStoredState(t, raw)
	})
}

// The largest state the rules store — every field set, full stacks, the
// longest cause — fits SaveState's stack scratch space: its one allocation
// is the stored copy.
func TestSaveStateFitsScratch(t *testing.T) {
	_, states := everyFieldAlone(t)
	s := states[len(states)-1]
	for _, p := range []*int{&s.Wounds, &s.EV, &s.Parry, &s.Aim, &s.Actions, &s.Shots, &s.AmbushOn, &s.DodgePen, &s.ParryPen, &s.Aid, &s.Task} {
		*p = math.MinInt64
	}
	s.Killed = KilledDeathSave
	if n := s.Msgsize(); n > stateScratch {
		t.Fatalf("Msgsize %d > scratch %d", n, stateScratch)
	}
	if raw := encodeState(t, &s); len(raw) > s.Msgsize() {
		t.Errorf("%d bytes written, Msgsize %d", len(raw), s.Msgsize())
	}
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "SaveState of the largest state", Run: func() {
			c := rules.Combatant{}
			_ = SaveState(&c, &s)
		}, Want: 1},
	})
}

// The readers the tracker runs on every render and advance cost nothing
// for a stored state: the stack reader, an unchanged save, the stacks'
// decoder (Dead: TestDeadAllocs). LoadState costs its State; a changed
// save its stored copy.
func TestStateCodecAllocs(t *testing.T) {
	c := fighter(t, 1, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
	setState(t, c, func(s *State) { s.Wounds, s.Stunned, s.Aim, s.Lost = 14, true, 2, LocSet(0).With(LeftArm) })
	st := state(t, c)
	stacks, err := st.Armor.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "loadOnStack", Run: func() {
			var buf State
			_, _ = loadOnStack(c, &buf)
		}, Want: 0},
		{Name: "LoadState", Run: func() { _, _ = LoadState(c) }, Want: 1},
		{Name: "SaveState unchanged", Run: func() { _ = SaveState(c, st) }, Want: 0},
		{Name: "SaveState changed", Run: func() {
			st.Wounds++
			_ = SaveState(c, st)
		}, Want: 1},
		{Name: "Stacks.UnmarshalMsg", Run: func() {
			var s Stacks
			_, _ = s.UnmarshalMsg(stacks)
		}, Want: 0},
	})
}

// benchState is the armored, wounded fighter the state benchmarks read and
// write.
func benchState(b *testing.B) *rules.Combatant {
	c := fighter(b, 2, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
	setState(b, c, func(s *State) { s.Wounds, s.Parry, s.Aim, s.Actions = 5, 4, 1, 1 })
	return c
}

func BenchmarkLoadState(b *testing.B) {
	c := benchState(b)
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

func BenchmarkSaveState(b *testing.B) {
	c := benchState(b)
	st := state(b, c)
	b.Run("SaveState", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c.State = nil
			_ = SaveState(c, st)
		}
	})
	b.Run("SaveState-unchanged", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = SaveState(c, st)
		}
	})
}

func BenchmarkDead(b *testing.B) {
	c := benchState(b)
	sys := New()
	b.ReportAllocs()
	for b.Loop() {
		_ = sys.Dead(c)
	}
}

func BenchmarkHealth(b *testing.B) {
	c := benchState(b)
	sys := New()
	b.ReportAllocs()
	for b.Loop() {
		_ = sys.Health(c)
	}
}

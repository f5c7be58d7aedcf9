package klondike

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/rulestest"
)

// Each field of healthView is State's field of the same name, type and
// key, so its generated decoder reads that key as LoadState does; fill
// copies each into that field and nothing else. deadView likewise holds
// State's Dead.
func TestHealthViewsMirrorState(t *testing.T) {
	ts := reflect.TypeFor[State]()
	for _, view := range []reflect.Type{reflect.TypeFor[healthView](), reflect.TypeFor[deadView]()} {
		for i := range view.NumField() {
			f := view.Field(i)
			sf, ok := ts.FieldByName(f.Name)
			if !ok || sf.Type != f.Type || sf.Tag != f.Tag {
				t.Errorf("%v.%s %v `%s`: State's is %v `%s` (found: %v)", view, f.Name, f.Type, f.Tag, sf.Type, sf.Tag, ok)
			}
		}
	}
	hv := reflect.TypeFor[healthView]()
	for i := range hv.NumField() {
		f := hv.Field(i)
		for _, v := range sampleValues(t, f.Type) {
			var view healthView
			reflect.ValueOf(&view).Elem().Field(i).Set(v)
			var got, want State
			view.fill(&got)
			reflect.ValueOf(&want).Elem().FieldByName(f.Name).Set(v)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("fill with %s = %v: %+v", f.Name, v, got)
			}
		}
	}
}

// The fields healthOf reads are the view's: a State whose other fields are
// all set has the Health of its view's fields alone.
func TestHealthOfReadsOnlyTheView(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261202, 5))
	for range 500 {
		s := randomState(t, rng)
		var view healthView
		if _, err := view.UnmarshalMsg(saved(t, s)); err != nil {
			t.Fatal(err)
		}
		var fromView State
		view.fill(&fromView)
		if got, want := healthOf(&fromView), healthOf(&s); !reflect.DeepEqual(got, want) {
			t.Fatalf("%+v:\nfrom the view %+v\nfrom the state %+v", s, got, want)
		}
	}
}

// Health through the view gives what LoadState and healthOf give, for
// every field of State set alone and all at once, random states, the
// states the seed-based tests produce and an empty state (a fresh one
// from the sheet).
func TestHealthMatchesLoadState(t *testing.T) {
	for name, s := range stateVariants(t) {
		if err := checkStored(t, saved(t, s)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	rng := rand.New(rand.NewPCG(20261202, 9))
	for range 3000 {
		checkStored(t, saved(t, randomState(t, rng)))
	}
	for name, raw := range fixtureStates(t) {
		if err := checkStored(t, raw); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := checkStored(t, nil); err != nil {
		t.Error(err)
	}
	// A suppressing shooter: the free attacks its magazine pays for.
	c := &rules.Combatant{Name: "x", Sheet: codecSheet}
	setState(t, c, func(s *State) {
		s.Suppressing, s.SuppressFree, s.SuppressWeapon, s.Ammo["MG"] = true, 3, "MG", 8
	})
	if err := checkStored(t, c.State); err != nil {
		t.Fatal(err)
	}
	if got := New().Health(c).Conditions; len(got) != 1 || got[0].Args["Count"] != 2 {
		t.Errorf("suppressing with 8 rounds at auto 4: %+v", got)
	}
}

// The one place the view and LoadState part: bytes SaveState never writes,
// where a key Health does not show holds a value of another kind. LoadState
// refuses them; Health shows the fields it reads.
func TestHealthReadsPastAFieldItDoesNotShow(t *testing.T) {
	c := &rules.Combatant{Name: "x", Sheet: codecSheet, State: rulestest.MsgMap("str", 3, "ostr", 8, "ammo", "x")}
	if _, err := LoadState(c); err == nil {
		t.Fatal("LoadState read a string for the magazines")
	}
	if h := New().Health(c); h.Cur != 3 || h.Max != 8 {
		t.Errorf("Health %+v", h)
	}
}

func TestLostConditionKey(t *testing.T) {
	for _, part := range []string{PartLeg, PartArm, PartEye, "tail", ""} {
		if got, want := lostConditionKey(part), CondLost+"_"+part; got != want {
			t.Errorf("lostConditionKey(%q) = %q, want %q", part, got, want)
		}
	}
}

// The tracker reads Health for every combatant on every click: an unhurt
// or wounded fighter costs nothing (its level shows no numbers, so it
// carries no map, and the view skips the ammunition); a hurt one its
// level's arguments (a map: two allocations), its condition list (one)
// and the Count map (two); a lost limb adds the decoded "lost" list and
// its string.
func TestHealthAllocs(t *testing.T) {
	var cases []rulestest.AllocCase
	for _, tc := range []struct {
		name string
		set  func(s *State)
		want float64
	}{
		{"unhurt", func(*State) {}, 0},
		{"wounded", func(s *State) { s.End, s.Wounded = 0, true }, 0},
		{"hurt", func(s *State) { s.End, s.Prone, s.Pending = 0, true, 2 }, 5},
		{"hurt, an arm lost", func(s *State) { s.End, s.Prone, s.Pending, s.Lost = 0, true, 2, []string{PartArm} }, 7},
	} {
		c := shooter(t)
		setState(t, c, tc.set)
		if len(state(t, c).Ammo) == 0 {
			t.Fatalf("%s: no ammunition in the state", tc.name)
		}
		sys := New()
		cases = append(cases, rulestest.AllocCase{Name: tc.name, Run: func() { sys.Health(c) }, Want: tc.want})
	}
	rulestest.CheckAllocs(t, cases)
}

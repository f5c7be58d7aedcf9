package klondike

import (
	"encoding/json"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/encoding/statejson/statejsontest"
)

// healthSlow is Health the plain way: LoadState, then healthOf. Health must
// give exactly this for any stored state, decodeHealth or not.
func healthSlow(c *rules.Combatant) rules.Health {
	s, err := LoadState(c)
	if err != nil {
		return rules.Health{Level: rules.Note{Key: "klondike.level.unknown"}}
	}
	return healthOf(s)
}

func checkHealth(t *testing.T, raw []byte) {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: shooter(t).Sheet, State: raw}
	if got, want := New().Health(c), healthSlow(c); !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\nHealth     %#v\nLoadState  %#v", raw, got, want)
	}
}

// Every field of State, set alone and all at once, must be read by
// decodeHealth itself (a field added to State without a case here would
// only be slow, so this is where it shows), with Health as healthOf gives.
func TestDecodeHealthKnowsEveryField(t *testing.T) {
	for _, s := range statejsontest.Variants[State](t) {
		raw, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var got State
		if err := decodeHealth(raw, &got); err != nil {
			t.Errorf("%s: decodeHealth declined: %v", raw, err)
		}
		checkHealth(t, raw)
	}
}

// Inputs where decodeHealth must decline, or read what LoadState reads:
// the checks of fields Health does not show still decide success.
func TestHealthMatchesLoadState(t *testing.T) {
	for _, raw := range []string{
		``, `{}`, `null`, `{"str":null,"lost":null,"watchers":null,"ammo":null,"suppress_weapon":null,"dead":null}`,
		`{"str":3,"dex":2,"end":0,"ostr":8,"odex":7,"oend":9,"wounded":true,"shock":true,"lost":["arm","eye"],"pending":2,"aim":1,"support":-1,"suppressing":true,"suppress_free":2}`,
		`{"lost":["нога",null,"\u0061rm"]}`,
		`{"lost":["arm"],"lost":["leg"]}`, // repeated: encoding/json decides
		`{"lost":["arm"],"lost":null}`,
		`{"ammo":{"Rifle":30},"ammo":{"MG":2}}`,
		`{"watchers":[1,2],"watchers":[null]}`,
		`{"str":8,"future":1}`,       // unknown key: LoadState reads it
		`{"str":"x"}`, `{"str":1.5}`, // bad health field
		`{"ammo":{"Rifle":"x"}}`, // bad field Health does not show
		`{"watchers":["a"]}`, `{"watchers":{}}`, `{"ammo":[1]}`,
		`{"suppress_weapon":5}`, `{"dive":1}`, `{"lead":true}`, `{"day_clock":1e3}`,
		`{"str_days":99999999999999999999}`,
		`{"str":8}}`, `{"str":8`, `[]`, `"x"`,
	} {
		checkHealth(t, []byte(raw))
	}
	for name, raw := range fixtureStates(t) {
		var s State
		if err := decodeHealth(raw, &s); err != nil {
			t.Errorf("%s: decodeHealth declined: %v", name, err)
		}
		checkHealth(t, raw)
	}
}

// Any bytes as a stored state, and any State as SaveState writes it, give
// the same Health both ways.
func FuzzHealth(f *testing.F) {
	f.Add([]byte(`{"str":8,"lost":["нога",null],"ammo":{"Rifle":30,"\u003c":1},"watchers":[2]}`))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b'})
	f.Add([]byte(`{"lost":["arm"],"lost":["leg"],"dead":true}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkHealth(t, data)
		raw, err := json.Marshal(statejsontest.Random[State](data))
		if err != nil {
			t.Fatal(err)
		}
		checkHealth(t, raw)
	})
}

func TestLostConditionKey(t *testing.T) {
	for _, part := range []string{PartLeg, PartArm, PartEye, "tail", ""} {
		if got, want := lostConditionKey(part), CondLost+"_"+part; got != want {
			t.Errorf("lostConditionKey(%q) = %q, want %q", part, got, want)
		}
	}
}

// The tracker reads Health for every combatant on every click: an unhurt
// fighter costs nothing (its level shows no numbers, so it carries no
// map); a hurt one its level's arguments (a map: two allocations), its
// condition list (one), the Count map (two) and, with a lost limb, the
// decoded "lost" array and its string.
func TestHealthAllocs(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(s *State)
		max  float64
	}{
		{"unhurt", func(*State) {}, 0},
		{"wounded", func(s *State) { s.End, s.Wounded = 0, true }, 0},
		{"hurt", func(s *State) { s.End, s.Prone, s.Pending = 0, true, 2 }, 5},
		{"hurt, an arm lost", func(s *State) { s.End, s.Prone, s.Pending, s.Lost = 0, true, 2, []string{PartArm} }, 8},
	} {
		c := shooter(t)
		setState(t, c, tc.set)
		sys := New()
		if n := testing.AllocsPerRun(100, func() { sys.Health(c) }); n > tc.max {
			t.Errorf("%s: %v allocations, want at most %v", tc.name, n, tc.max)
		}
	}
}

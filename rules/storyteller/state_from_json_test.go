package storyteller

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/rulestest"
)

// A stored JSON state, converted as the store's migration converts it
// (rulestest.FromJSON), loads as the state it was: the JSON
// written by json.Marshal of every variant and random state, and JSON
// written by the hand-written encoder before (fields in declaration order,
// the Lock's every field).
func TestStateFromMigratedJSON(t *testing.T) {
	check := func(name string, s State) {
		t.Helper()
		raw, err := json.Marshal(&s)
		if err != nil {
			t.Fatal(err)
		}
		got := state(t, &rules.Combatant{Name: name, State: rulestest.FromJSON(t, raw, true)})
		// Counts are omitzero, so an empty map was never written.
		if len(s.Ammo) == 0 {
			s.Ammo = nil
		}
		if len(s.Fired) == 0 {
			s.Fired = nil
		}
		if !reflect.DeepEqual(*got, s) {
			t.Errorf("%s: %s loads as\n%+v, want\n%+v", name, raw, *got, s)
		}
	}
	for name, s := range stateVariants(t) {
		check(name, s)
	}
	rng := rand.New(rand.NewPCG(20261202, 4))
	for range 3000 {
		check("random", randomState(rng))
	}
	for _, tc := range []struct {
		json string
		want State
	}{
		{`{}`, State{}},
		{`{"l":2,"short":true,"lock":{"m":"hold","o":3,"h":true,"p":5,"n":"Х «Жук»"},"ammo":{"кольт":8}}`,
			State{Lethal: 2, ShortTrack: true, Lock: &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Х «Жук»"},
				Ammo: rules.Counts{"кольт": 8}}},
		{`{"b":2,"l":1,"dead":true,"dz":true,"ob":1,"acted":true,"chores":1,"def":"dodge","ammo":{"heavy pistol":5,"heavy pistol #2":8},"fired":{"heavy pistol":1},"mend":3}`,
			State{Bashing: 2, Lethal: 1, Dead: true, Dizzied: true, OffBalance: 1, Acted: true, Chores: 1, Defense: ManDodge,
				Ammo: rules.Counts{"heavy pistol": 5, "heavy pistol #2": 8}, Fired: rules.Counts{"heavy pistol": 1}, Mend: 3}},
		{`{"a":-9223372036854775808,"wps":9223372036854775807}`, State{Aggravated: math.MinInt64, WillpowerSpent: math.MaxInt64}},
		{`{"lock":{"m":"grapple","o":0,"h":false,"p":0,"n":""},"def":null,"ammo":null}`, State{Lock: &Lock{Maneuver: ManGrapple}}},
	} {
		c := &rules.Combatant{Name: "x", State: rulestest.FromJSON(t, []byte(tc.json), true)}
		if got := state(t, c); !reflect.DeepEqual(*got, tc.want) {
			t.Errorf("%s loads as\n%+v, want\n%+v", tc.json, *got, tc.want)
		}
		// Dead reads the converted state too.
		if got := New().Dead(c); got != tc.want.Dead {
			t.Errorf("%s: Dead %v", tc.json, got)
		}
	}
}

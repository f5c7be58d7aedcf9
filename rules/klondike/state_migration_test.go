package klondike

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/rulestest"
)

// A state stored before the state was MessagePack is JSON, as
// encoding/json wrote State. A generic migration converts it: an object
// to a map of the same keys (a null member dropped), an integer to an int
// (a non-negative one possibly in an unsigned encoding), a string to a
// string, an array to an array. LoadState must read the result as the
// JSON state was read.

// checkMigrated: s written as JSON and migrated, both ways, reads as
// encoding/json reads the JSON (an empty list or map is none either way:
// both leave it out).
func checkMigrated(t testing.TB, s State) {
	t.Helper()
	raw, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	checkMigratedJSON(t, raw)
}

func checkMigratedJSON(t testing.TB, raw []byte) {
	t.Helper()
	var want State
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	want = emptyAsNil(want)
	for _, unsigned := range []bool{false, true} {
		c := &rules.Combatant{Name: "x", State: rulestest.FromJSON(t, raw, unsigned)}
		got, err := LoadState(c)
		if err != nil {
			t.Fatalf("%s migrated (unsigned %v) to %x: %v", raw, unsigned, c.State, err)
		}
		if !reflect.DeepEqual(emptyAsNil(*got), want) {
			t.Fatalf("%s migrated (unsigned %v):\nread %+v\nwant %+v", raw, unsigned, *got, want)
		}
		// Health reads the migrated bytes as LoadState does.
		if h, w := New().Health(c), healthSlow(c); !reflect.DeepEqual(h, w) {
			t.Fatalf("%s migrated: Health %+v, from LoadState %+v", raw, h, w)
		}
		if New().Dead(c) != want.Dead {
			t.Fatalf("%s migrated: Dead %v", raw, !want.Dead)
		}
	}
}

func TestMigratedJSONStateReadsTheSame(t *testing.T) {
	for name, s := range stateVariants(t) {
		t.Run(name, func(t *testing.T) { checkMigrated(t, s) })
	}
	rng := rand.New(rand.NewPCG(20261202, 3))
	for range 2000 {
		checkMigrated(t, randomState(t, rng))
	}
	for name, raw := range fixtureStates(t) {
		c := &rules.Combatant{Name: name, State: raw}
		checkMigrated(t, *state(t, c))
	}
}

// States as encoding/json wrote them in the stored records: spacing,
// escapes, nulls (which the migration drops), empty lists and maps.
func TestMigratedJSONLiteralsReadTheSame(t *testing.T) {
	for _, raw := range []string{
		`{"str":8,"dex":9,"end":7,"ostr":8,"odex":9,"oend":7,"fresh":true,"actions":2,"cleaves":1,"ammo":{"Rifle":30}}`,
		`{}`,
		`{"str":null,"lost":null,"watchers":null,"ammo":null,"suppress_weapon":null,"dead":null}`,
		`{"str":-3,"dex":-0,"pending":-12,"end_clock":-9223372036854775808,"day_clock":9223372036854775807}`,
		`{"lost":[],"watchers":[],"ammo":{}}`,
		`{"lost":["нога","рука \"левая\"","\u0433\u043b\u0430\u0437"],"ammo":{"Винтовка":30,"\u003cM1\u003e \u0026 co":8,"😀\ud83d\ude00":1},"suppress_weapon":"Пулемёт\t\\"}`,
		` { "str" : 8 , "lost" : [ "leg" ] , "ammo" : { "Rifle" : 29 } } `,
		`{"str":1,"dex":2,"end":3,"ostr":4,"odex":5,"oend":6,"wounded":true,"seriously":true,"shock":true,"shock_seen":true,"unconscious":true,"wake_sec":7,"out_noted":true,"dying":true,"dying_sec":8,"dead":true,"stabilized":true,"lost":["eye"],"prone":true,"pending":9,"pending_death":true,"caught":true,"fresh":true,"actions":2,"dive":true,"full_auto":true,"aim":1,"support":2,"overwatch":true,"watchers":[3,4],"watch_strikes":[3],"watch_throws":[4],"charged":true,"charged_by":[5],"lead":2,"cleaves":1,"cleave_ready":true,"grappling":5,"grapple_won":true,"grapple_effect":3,"grapple_pending":6,"ammo":{"Rifle":1,"MG":250},"suppressing":true,"suppress_free":2,"suppress_weapon":"MG","end_clock":30,"day_clock":60,"str_broken":true,"dex_broken":true,"str_days":1,"dex_days":2}`,
	} {
		checkMigratedJSON(t, []byte(raw))
	}
}

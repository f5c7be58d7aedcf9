package klondike

import (
	"encoding/json"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/statejson/statejsontest"
)

// Every field of State, set alone and all at once, marshalled as SaveState
// does, must be read by decodeState (not left to the fallback) exactly as
// encoding/json reads it: a field added to State without a case fails here.
func TestDecodeStateKnowsEveryField(t *testing.T) {
	for _, s := range statejsontest.Variants[State](t) {
		statejsontest.RoundTrip(t, s, decodeState)
	}
}

// fixtureStates are states the seed-based tests produce: fresh sheets, a
// fighter after the rifle hit of TestAttackDamageThroughEndIntoStrDex, the
// dying patient of the surgery tests.
func fixtureStates(t *testing.T) map[string][]byte {
	out := map[string][]byte{"shooter": shooter(t).State, "npc": npc(t, 2, "2").State}
	a, b := shooter(t), npc(t, 2, "2")
	if _, err := Attack(a, b, AttackOptions{Weapon: "rifle", Range: 30}, script(4, 4, 5, 5, 5, 3, 4, 2)); err != nil {
		t.Fatal(err)
	}
	out["shooter after a shot"], out["npc knocked out"] = a.State, b.State
	out["dying patient"] = dyingPatient(t).State
	return out
}

func TestDecodeStateMatchesEncodingJSON(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		fast bool // decodeState reads it itself (false: left to the fallback)
	}{
		{"empty object", `{}`, true},
		{"null", `null`, true},
		{"nulls leave fields zero", `{"str":null,"lost":null,"watchers":null,"ammo":null,"suppress_weapon":null,"dead":null}`, true},
		{"negative numbers", `{"str":-3,"dex":-0,"pending":-12,"end_clock":-9223372036854775808}`, true},
		{"empty containers", `{"lost":[],"watchers":[],"ammo":{}}`, true},
		{"cyrillic and escapes", `{"lost":["нога","рука \"левая\"","\u0433\u043b\u0430\u0437"],"ammo":{"Винтовка":30,"\u003cM1\u003e \u0026 co":8,"😀\ud83d\ude00":1},"suppress_weapon":"Пулемёт\t\\"}`, true},
		{"spaced", ` { "str" : 8 , "lost" : [ "leg" ] , "ammo" : { "Rifle" : 29 } } `, true},
		{"all set", `{"str":1,"dex":2,"end":3,"ostr":4,"odex":5,"oend":6,"wounded":true,"seriously":true,"shock":true,"shock_seen":true,"unconscious":true,"wake_sec":7,"dying":true,"dying_sec":8,"dead":true,"stabilized":true,"lost":["eye"],"prone":true,"pending":9,"actions":2,"dive":true,"full_auto":true,"aim":1,"support":2,"overwatch":true,"watchers":[3,4],"charged":true,"lead":2,"cleaves":1,"cleave_ready":true,"grappling":5,"grapple_won":true,"grapple_effect":3,"grapple_pending":6,"ammo":{"Rifle":1},"suppressing":true,"suppress_free":2,"suppress_weapon":"MG","end_clock":30,"day_clock":60,"str_broken":true,"dex_broken":true,"str_days":1,"dex_days":2}`, true},
		{"unknown key falls back", `{"str":8,"future":1}`, false},
		{"wrong type fails both", `{"str":"x"}`, false},
		{"float fails both", `{"str":1.5}`, false},
		{"repeated array falls back", `{"watchers":[1,2],"watchers":[null]}`, false},
		{"trailing garbage fails both", `{"str":8}}`, false},
	}
	for name, raw := range fixtureStates(t) {
		tests = append(tests, struct {
			name string
			raw  string
			fast bool
		}{"fixture: " + name, string(raw), true})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if fast, _ := statejsontest.Check(t, []byte(tt.raw), decodeState); fast != tt.fast {
				t.Errorf("decodeState read it: %v, want %v", fast, tt.fast)
			}
			// LoadState gives what encoding/json gives, fast or by fallback.
			var want State
			jerr := json.Unmarshal([]byte(tt.raw), &want)
			got, err := LoadState(&rules.Combatant{Name: "x", State: []byte(tt.raw)})
			if (err != nil) != (jerr != nil) || err == nil && !reflect.DeepEqual(*got, want) {
				t.Errorf("LoadState = %+v, %v; encoding/json = %+v, %v", got, err, want, jerr)
			}
		})
	}
}

func FuzzDecodeState(f *testing.F) {
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b'})
	f.Add([]byte("fuzz seeds are bytes: each leaf of State takes the next ones"))
	f.Add([]byte(`{"str":8,"lost":["нога",null],"ammo":{"Rifle":30,"\u003c":1},"watchers":[2]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		statejsontest.RoundTrip(t, statejsontest.Random[State](data), decodeState)
		// The same bytes as a stored state: never accepted unless
		// encoding/json accepts them, and then read the same.
		statejsontest.Check(t, data, decodeState)
	})
}

func BenchmarkLoadState(b *testing.B) {
	c := shooter(b)
	setState(b, c, func(s *State) { s.Wounded, s.Watchers, s.Lost = true, []int{3}, []string{"arm"} })
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var s State
			if err := json.Unmarshal(c.State, &s); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("LoadState", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := LoadState(c); err != nil {
				b.Fatal(err)
			}
		}
	})
}

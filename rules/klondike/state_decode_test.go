package klondike

import (
	"encoding/json"
	"testing"

	"fray/rules"
	"fray/rules/encoding/statejson/statejsontest"
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
	tests := []statejsontest.Case{
		{Name: "empty object", Raw: `{}`, Fast: true},
		{Name: "null", Raw: `null`, Fast: true},
		{Name: "nulls leave fields zero", Raw: `{"str":null,"lost":null,"watchers":null,"ammo":null,"suppress_weapon":null,"dead":null}`, Fast: true},
		{Name: "negative numbers", Raw: `{"str":-3,"dex":-0,"pending":-12,"end_clock":-9223372036854775808}`, Fast: true},
		{Name: "empty containers", Raw: `{"lost":[],"watchers":[],"ammo":{}}`, Fast: true},
		{Name: "cyrillic and escapes", Raw: `{"lost":["нога","рука \"левая\"","\u0433\u043b\u0430\u0437"],"ammo":{"Винтовка":30,"\u003cM1\u003e \u0026 co":8,"😀\ud83d\ude00":1},"suppress_weapon":"Пулемёт\t\\"}`, Fast: true},
		{Name: "spaced", Raw: ` { "str" : 8 , "lost" : [ "leg" ] , "ammo" : { "Rifle" : 29 } } `, Fast: true},
		{Name: "all set", Raw: `{"str":1,"dex":2,"end":3,"ostr":4,"odex":5,"oend":6,"wounded":true,"seriously":true,"shock":true,"shock_seen":true,"unconscious":true,"wake_sec":7,"out_noted":true,"dying":true,"dying_sec":8,"dead":true,"stabilized":true,"lost":["eye"],"prone":true,"pending":9,"actions":2,"dive":true,"full_auto":true,"aim":1,"support":2,"overwatch":true,"watchers":[3,4],"charged":true,"lead":2,"cleaves":1,"cleave_ready":true,"grappling":5,"grapple_won":true,"grapple_effect":3,"grapple_pending":6,"ammo":{"Rifle":1},"suppressing":true,"suppress_free":2,"suppress_weapon":"MG","end_clock":30,"day_clock":60,"str_broken":true,"dex_broken":true,"str_days":1,"dex_days":2}`, Fast: true},
		{Name: "unknown key falls back", Raw: `{"str":8,"future":1}`, Fast: false},
		{Name: "wrong type fails both", Raw: `{"str":"x"}`, Fast: false},
		{Name: "float fails both", Raw: `{"str":1.5}`, Fast: false},
		{Name: "repeated array falls back", Raw: `{"watchers":[1,2],"watchers":[null]}`, Fast: false},
		{Name: "trailing garbage fails both", Raw: `{"str":8}}`, Fast: false},
	}
	statejsontest.RunTable(t, tests, fixtureStates(t), decodeState, func(raw []byte) (*State, error) {
		return LoadState(&rules.Combatant{Name: "x", State: raw})
	})
}

func FuzzDecodeState(f *testing.F) {
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b'})
	f.Add([]byte("fuzz seeds are bytes: each leaf of State takes the next ones"))
	f.Add([]byte(`{"str":8,"lost":["нога",null],"ammo":{"Rifle":30,"\u003c":1},"watchers":[2]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		statejsontest.Fuzz(t, data, decodeState)
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

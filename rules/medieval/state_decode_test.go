package medieval

import (
	"encoding/json"
	"testing"

	"fray/rules"
	"fray/rules/encoding/statejson/statejsontest"
)

// Every field of State and of its armor stacks, set alone and all at once,
// marshalled as SaveState does, must be read by decodeState (not left to
// the fallback) exactly as encoding/json reads it: a field added to State
// without a case fails here.
func TestDecodeStateKnowsEveryField(t *testing.T) {
	for _, s := range statejsontest.Variants[State](t) {
		statejsontest.RoundTrip(t, s, decodeState)
	}
}

// fixtureStates are states the seed-based tests produce: the armored
// defender and the attacker of BenchmarkAttack before and after the axe
// blow, and the wounded fighter of the system tests.
func fixtureStates(t *testing.T) map[string][]byte {
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

func TestDecodeStateMatchesEncodingJSON(t *testing.T) {
	tests := []statejsontest.Case{
		{Name: "empty object", Raw: `{}`, Fast: true},
		{Name: "null", Raw: `null`, Fast: true},
		{Name: "nulls", Raw: `{"w":null,"armor":null,"lost":null,"stun":null}`, Fast: true},
		{Name: "armor null after armor", Raw: `{"armor":["4"],"armor":null}`, Fast: true},
		{Name: "negative numbers", Raw: `{"w":-3,"ev":-1,"parry":-0,"aim":-9223372036854775808}`, Fast: true},
		{Name: "spaced armor", Raw: `{"armor" : [ "4m" , "14h 10m","10m" ,"","",""] }`, Fast: true},
		{Name: "empty armor", Raw: `{"armor":[]}`, Fast: true},
		{Name: "all locations lost", Raw: `{"lost":63}`, Fast: true},
		{Name: "lost out of range", Raw: `{"lost":256}`, Fast: false},
		{Name: "lost negative", Raw: `{"lost":-1}`, Fast: false},
		{Name: "bad armor fails both", Raw: `{"armor":["4x"]}`, Fast: false},
		{Name: "armor string fails both", Raw: `{"armor":"4"}`, Fast: false},
		{Name: "cyrillic key falls back", Raw: `{"броня":1}`, Fast: false},
		{Name: "escaped key", Raw: `{"\u0077":3}`, Fast: true},
		{Name: "float fails both", Raw: `{"w":1.5}`, Fast: false},
	}
	statejsontest.RunTable(t, tests, fixtureStates(t), decodeState, func(raw []byte) (*State, error) {
		return LoadState(&rules.Combatant{Name: "x", State: raw})
	})
}

func FuzzDecodeState(f *testing.F) {
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b'})
	f.Add([]byte(`{"w":3,"armor":["4m","14h 10m","","","",""],"lost":4,"stun":true}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		statejsontest.Fuzz(t, data, decodeState)
	})
}

func BenchmarkLoadState(b *testing.B) {
	c := fighter(b, 2, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
	setState(b, c, func(s *State) { s.Wounds, s.Parry, s.Aim, s.Actions = 5, 4, 1, 1 })
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s := new(State)
			if err := json.Unmarshal(c.State, s); err != nil {
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

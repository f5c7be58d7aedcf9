package storyteller

import (
	"encoding/json"
	"testing"

	"fray/rules"
	"fray/rules/encoding/statejson/statejsontest"
)

// Every field of State and Lock, set alone and all at once, marshalled as
// SaveState does, must be read by decodeState (not left to the fallback)
// exactly as encoding/json reads it: a field added to State or Lock without a
// case fails here.
func TestDecodeStateKnowsEveryField(t *testing.T) {
	for _, s := range statejsontest.Variants[State](t) {
		statejsontest.RoundTrip(t, s, decodeState)
	}
}

// fixtureStates are states the seed-based tests produce: the fighters of
// BenchmarkAttack before and after the sword blow, and the gunman of
// TestStateRoundTrip holding someone.
func fixtureStates(t *testing.T) map[string][]byte {
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

func TestDecodeStateMatchesEncodingJSON(t *testing.T) {
	tests := []statejsontest.Case{
		{Name: "empty object", Raw: `{}`, Fast: true},
		{Name: "null", Raw: `null`, Fast: true},
		{Name: "nulls", Raw: `{"b":null,"def":null,"lock":null,"ammo":null,"dead":null}`, Fast: true},
		{Name: "lock null after lock", Raw: `{"lock":{"m":"hold"},"lock":null}`, Fast: true},
		{Name: "repeated lock merges", Raw: `{"lock":{"m":"hold","p":3},"lock":{"n":"X"}}`, Fast: true},
		{Name: "empty lock", Raw: `{"lock":{}}`, Fast: true},
		{Name: "lock with nulls", Raw: `{"lock":{"m":null,"o":null,"h":null,"p":null,"n":null}}`, Fast: true},
		{Name: "repeated ammo merges", Raw: `{"ammo":{"кольт":8},"ammo":{"smg":null}}`, Fast: true},
		{Name: "negative numbers", Raw: `{"b":-1,"l":-0,"a":-9223372036854775808,"lock":{"o":-3}}`, Fast: true},
		{Name: "cyrillic and escapes", Raw: `{"def":"уклонение","lock":{"n":"\"Жук\" \u0026 \ud83d\ude00 \ud800"},"ammo":{"пистолет-пулемёт":30}}`, Fast: true},
		{Name: "spaced", Raw: "{ \"b\" : 1 ,\n \"lock\" : { \"m\" : \"grapple\" } }", Fast: true},
		{Name: "lock array fails both", Raw: `{"lock":[]}`, Fast: false},
		{Name: "lock unknown key falls back", Raw: `{"lock":{"z":1}}`, Fast: false},
		{Name: "wrong type fails both", Raw: `{"b":"x"}`, Fast: false},
		{Name: "exponent fails both", Raw: `{"b":1e1}`, Fast: false},
	}
	statejsontest.RunTable(t, tests, fixtureStates(t), decodeState, func(raw []byte) (*State, error) {
		return LoadState(&rules.Combatant{Name: "x", State: raw})
	})
}

func FuzzDecodeState(f *testing.F) {
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b', 1, 1, 1, 1})
	f.Add([]byte(`{"l":2,"short":true,"lock":{"m":"hold","o":3,"h":true,"p":5,"n":"X"},"ammo":{"кольт":8}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		statejsontest.Fuzz(t, data, decodeState)
	})
}

func BenchmarkLoadState(b *testing.B) {
	c := fighter(b, 1, "Стрелок", map[string]int{Dexterity: 3}, withWeapon("Кольт", "Пистолет крупного калибра"))
	setState(b, c, func(s *State) {
		s.Bashing, s.Lethal, s.Defense = 2, 1, ManDodge
		s.Lock = &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s := &State{}
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

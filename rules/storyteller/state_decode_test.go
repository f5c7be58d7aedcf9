package storyteller

import (
	"encoding/json"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/statejson/statejsontest"
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
	tests := []struct {
		name string
		raw  string
		fast bool // decodeState reads it itself (false: left to the fallback)
	}{
		{"empty object", `{}`, true},
		{"null", `null`, true},
		{"nulls", `{"b":null,"def":null,"lock":null,"ammo":null,"dead":null}`, true},
		{"lock null after lock", `{"lock":{"m":"hold"},"lock":null}`, true},
		{"repeated lock merges", `{"lock":{"m":"hold","p":3},"lock":{"n":"X"}}`, true},
		{"empty lock", `{"lock":{}}`, true},
		{"lock with nulls", `{"lock":{"m":null,"o":null,"h":null,"p":null,"n":null}}`, true},
		{"repeated ammo merges", `{"ammo":{"кольт":8},"ammo":{"smg":null}}`, true},
		{"negative numbers", `{"b":-1,"l":-0,"a":-9223372036854775808,"lock":{"o":-3}}`, true},
		{"cyrillic and escapes", `{"def":"уклонение","lock":{"n":"\"Жук\" \u0026 \ud83d\ude00 \ud800"},"ammo":{"пистолет-пулемёт":30}}`, true},
		{"spaced", "{ \"b\" : 1 ,\n \"lock\" : { \"m\" : \"grapple\" } }", true},
		{"lock array fails both", `{"lock":[]}`, false},
		{"lock unknown key falls back", `{"lock":{"z":1}}`, false},
		{"wrong type fails both", `{"b":"x"}`, false},
		{"exponent fails both", `{"b":1e1}`, false},
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
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b', 1, 1, 1, 1})
	f.Add([]byte(`{"l":2,"short":true,"lock":{"m":"hold","o":3,"h":true,"p":5,"n":"X"},"ammo":{"кольт":8}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		statejsontest.RoundTrip(t, statejsontest.Random[State](data), decodeState)
		// The same bytes as a stored state: never accepted unless
		// encoding/json accepts them, and then read the same.
		statejsontest.Check(t, data, decodeState)
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

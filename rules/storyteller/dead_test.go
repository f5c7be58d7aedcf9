package storyteller

import (
	"math/rand/v2"
	"testing"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/encoding/statejson/statejsontest"
)

// deadSheet is the sheet behind the agreement checks: an empty stored state
// is built from it.
var deadSheet = rules.Sheet{Name: "x", Weapons: []rules.Weapon{{Name: "Кольт", Spec: "Пистолет крупного калибра"}}}

// checkDead fails t unless Dead and Health(c).Dead agree on raw as c's
// stored state, and returns the answer.
func checkDead(t testing.TB, raw []byte) bool {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: deadSheet, State: raw}
	sys := New()
	got, want := sys.Dead(c), sys.Health(c).Dead
	if got != want {
		t.Fatalf("%q: Dead %v, Health(c).Dead %v", raw, got, want)
	}
	return got
}

// The seed's death, at its number and one short of it: seven boxes
// («Таблица здоровья содержит семь уровней»), three on the GM's short
// track; past Incapacitated bashing turns lethal, and once every box is
// lethal or worse one more level kills. Dead and Health must both say so.
func TestDeadAtTheSeedsThresholds(t *testing.T) {
	for _, tc := range []struct {
		name   string
		short  bool
		levels int
		typ    string
		dead   bool
	}{
		{"7 lethal: Incapacitated", false, 7, "lethal", false},
		{"8 lethal", false, 8, "lethal", true},
		{"7 aggravated: Incapacitated", false, 7, "aggravated", false},
		{"8 aggravated", false, 8, "aggravated", true},
		{"14 bashing: all seven turned lethal", false, 14, "bashing", false},
		{"15 bashing", false, 15, "bashing", true},
		{"short track, 3 lethal: Incapacitated", true, 3, "lethal", false},
		{"short track, 4 lethal", true, 4, "lethal", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts []func(*rules.Sheet)
			if tc.short {
				opts = append(opts, withFlag(FlagShortTrack))
			}
			c := fighter(t, 1, "X", map[string]int{Stamina: 2}, opts...)
			if _, err := Damage(DamageOptions{Levels: tc.levels, Type: tc.typ}, c, dice.NewSeeded(1, 2)); err != nil {
				t.Fatal(err)
			}
			sys := New()
			if got, h := sys.Dead(c), sys.Health(c).Dead; got != tc.dead || h != tc.dead {
				t.Errorf("Dead %v, Health(c).Dead %v, want %v (state %s)", got, h, tc.dead, c.State)
			}
		})
	}
}

// Every field of State and Lock, set alone and all at once, is read by
// decodeDead itself, not left to the slow path (a field added to State
// without a case here would only be slow, so this is where it shows), and
// gives LoadState's flag.
func TestDecodeDeadKnowsEveryField(t *testing.T) {
	for _, s := range statejsontest.Variants[State](t) {
		raw := statejsontest.Marshal(t, s)
		dead, err := decodeDead(raw)
		if err != nil {
			t.Errorf("%s: decodeDead declined: %v", raw, err)
		}
		if dead != s.Dead {
			t.Errorf("%s: decodeDead %v, want %v", raw, dead, s.Dead)
		}
		checkDead(t, raw)
	}
	for name, raw := range fixtureStates(t) {
		if _, err := decodeDead(raw); err != nil {
			t.Errorf("%s: decodeDead declined: %v", name, err)
		}
		checkDead(t, raw)
	}
}

// States that decode, that do not, and that only encoding/json reads; the
// values decodeDead checks without keeping come with "dead":true, so a
// check it skipped would show.
func TestDeadAgreesWithHealth(t *testing.T) {
	for _, raw := range []string{
		``, `{}`, `null`, `{"dead":true}`, `{"dead":false}`, `{"dead":null}`,
		`{"dead":true,"dead":false}`, `{"dead":false,"dead":true}`, `{"\u0064ead":true}`,
		`{"dead":1}`, `{"dead":"true"}`, `{"dead":true,"future":1}`,
		// encoding/json matches keys without regard to case.
		`{"DEAD":true}`, `{"Dead":true}`, `{"dead":false,"DEAD":true}`, `{"dead":true,"B":"x"}`, `{"dead":true,"Lock":[]}`,
		`{"dead":true,"b":"x"}`, `{"dead":true,"b":1e1}`, `{"dead":true,"short":1}`,
		`{"dead":true,"def":5}`, `{"dead":true,"def":null}`, `{"dead":true,"def":"\x"}`, `{"dead":true,"def":"уклонение"}`,
		`{"dead":true,"lock":null}`, `{"dead":true,"lock":[]}`, `{"dead":true,"lock":"x"}`, `{"dead":true,"lock":{}}`,
		`{"dead":true,"lock":{"z":1}}`, `{"dead":true,"lock":{"m":5}}`, `{"dead":true,"lock":{"n":[]}}`,
		`{"dead":true,"lock":{"o":"x"}}`, `{"dead":true,"lock":{"h":0}}`, `{"dead":true,"lock":{"p":1.5}}`,
		`{"dead":true,"lock":{"m":"hold","o":3,"h":true,"p":5,"n":"Х «Жук»"},"lock":null}`,
		`{"dead":true,"ammo":null}`, `{"dead":true,"ammo":[1]}`, `{"dead":true,"ammo":{"x":"y"}}`,
		`{"dead":true,"ammo":{"x":1.5}}`, `{"dead":true,"ammo":{"x":null}}`, `{"dead":true,"ammo":{"кольт":8},"ammo":{"smg":2}}`,
		`{"dead":true}}`, `{"dead":true`, `[]`, `"x"`,
	} {
		checkDead(t, []byte(raw))
	}
}

// Random states as SaveState writes them, and each one broken: one key's
// value swapped for a value of another kind (with "dead":true kept), and
// the bytes cut short.
func TestDeadAgreesWithHealthOnRandomStates(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261129, 10))
	values := []string{`"x"`, `1.5`, `null`, `true`, `[]`, `{}`, `-1`, `{"m":1}`, `{"x":"y"}`, `99999999999999999999`}
	statejsontest.CheckRandomFlag[State](t, rng, 3000, 160, values, "dead", func(raw []byte) bool { return checkDead(t, raw) })
}

func FuzzDead(f *testing.F) {
	f.Add([]byte(`{"l":8,"dead":true,"def":"dodge","lock":{"m":"hold","o":3,"h":true,"p":5,"n":"X"},"ammo":{"кольт":8}}`))
	f.Add([]byte(`{"dead":true,"lock":{"m":5}}`))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b', 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		checkDead(t, data)
		checkDead(t, statejsontest.Marshal(t, statejsontest.Random[State](data)))
	})
}

// The tracker asks Dead of every combatant on every advance: a stored
// state — a gunman with his clip, his declared defence and a hold, hurt or
// dead — costs no allocation, where decodeState would build the map and
// the strings.
func TestDeadAllocs(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(*State)
	}{
		{"unhurt", func(*State) {}},
		{"hurt, holding", func(s *State) {
			s.Bashing, s.Lethal, s.Defense, s.Prone = 2, 1, ManDodge, true
			s.Lock = &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"}
		}},
		{"dead", func(s *State) { s.Lethal, s.Dead = 7, true }},
	} {
		c := fighter(t, 1, "Стрелок", map[string]int{Dexterity: 3}, withWeapon("Кольт", "Пистолет крупного калибра"))
		setState(t, c, tc.set)
		if len(state(t, c).Ammo) == 0 {
			t.Fatalf("%s: no ammunition in the state: %s", tc.name, c.State)
		}
		sys := New()
		if n := testing.AllocsPerRun(100, func() { sys.Dead(c) }); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tc.name, n)
		}
	}
}

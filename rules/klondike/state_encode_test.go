package klondike

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"fray/rules"
	"fray/rules/statejson/statejsontest"
)

// checkAppend fails t unless appendState writes exactly what json.Marshal
// writes for s, both into an empty buffer and after existing bytes.
func checkAppend(t testing.TB, s *State) {
	t.Helper()
	want, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("json.Marshal(%#v): %v", s, err)
	}
	got := appendState(nil, s)
	if string(got) != string(want) {
		t.Fatalf("%#v\nappendState  %s\njson.Marshal %s", s, got, want)
	}
	prefixed := appendState([]byte("prefix"), s)
	if string(prefixed) != "prefix"+string(want) {
		t.Fatalf("appendState after existing bytes = %s", prefixed)
	}
}

// Every field of State set alone and all at once, none set, and a
// nil state: a field added to State without a line in appendState, or
// written under another name or omitempty rule, fails here.
func TestAppendStateKnowsEveryField(t *testing.T) {
	checkAppend(t, nil)
	checkAppend(t, &State{})
	for _, s := range statejsontest.Variants[State](t) {
		checkAppend(t, &s)
	}
}

// The states the system's own tests produce (fixtureStates in
// state_decode_test.go) re-encode to the very bytes json.Marshal stored.
func TestAppendStateFixtures(t *testing.T) {
	for name, raw := range fixtureStates(t) {
		t.Run(name, func(t *testing.T) {
			var s State
			if err := json.Unmarshal(raw, &s); err != nil {
				t.Fatal(err)
			}
			got := appendState(nil, &s)
			if string(got) != string(raw) {
				t.Errorf("appendState  %s\njson.Marshal %s", got, raw)
			}
		})
	}
}

// Many random states from a fixed seed (so a failure reproduces): every
// leaf of State filled by reflection from random bytes — ints of any size
// and sign, arbitrary bytes as strings, nil, empty and full slices and maps.
func TestAppendStateRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261129, 3))
	for range 20000 {
		data := make([]byte, rng.IntN(256))
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		s := statejsontest.Random[State](data)
		checkAppend(t, &s)
	}
}

func FuzzAppendState(f *testing.F) {
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b', 1, 1, 1, 1})
	f.Add([]byte("fuzz seeds are bytes: each leaf of State takes the next ones <&> \u2028"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := statejsontest.Random[State](data)
		checkAppend(t, &s)
	})
}

// SaveState stores json.Marshal's bytes at their exact size — also for a
// state past the stack scratch space — in 1 allocation for a typical one.
func TestSaveStateExactSize(t *testing.T) {
	typical := &State{Str: 8, Dex: 9, End: 7, OrigStr: 8, OrigDex: 9, OrigEnd: 7, ActionsLeft: 2, Wounded: true,
		Lost: []string{"arm"}, Watchers: []int{3}, Ammo: map[string]int{"Rifle": 30, "Pistol": 6}}
	big := &State{SuppressWeapon: strings.Repeat("Пулемёт <&> ", 60)}
	for name, s := range map[string]*State{"typical": typical, "larger than the scratch space": big} {
		t.Run(name, func(t *testing.T) {
			c := &rules.Combatant{Name: "x"}
			if err := SaveState(c, s); err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(s)
			if string(c.State) != string(want) || cap(c.State) != len(c.State) {
				t.Errorf("c.State = %s (cap %d), want %s (cap %d)", c.State, cap(c.State), want, len(want))
			}
		})
	}
	if raw, _ := json.Marshal(big); len(raw) <= scratchSize {
		t.Fatalf("the big state is %d bytes, not past the scratch space", len(raw))
	}
	c := &rules.Combatant{Name: "x"}
	if n := testing.AllocsPerRun(100, func() { _ = SaveState(c, typical) }); n != 1 {
		t.Errorf("SaveState: %v allocations, want 1", n)
	}
}

// BenchmarkSaveState encodes the shooter of BenchmarkLoadState (five
// magazines, a watcher, a lost limb): encoding/json alone, then SaveState.
func BenchmarkSaveState(b *testing.B) {
	c := shooter(b)
	setState(b, c, func(s *State) { s.Wounded, s.Watchers, s.Lost = true, []int{3}, []string{"arm"} })
	s := state(b, c)
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(s); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("SaveState", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := SaveState(c, s); err != nil {
				b.Fatal(err)
			}
		}
	})
}

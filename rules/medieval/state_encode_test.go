package medieval

import (
	"encoding/json"
	"math"
	"math/rand/v2"
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
	got, err := appendState(nil, s)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("%#v\nappendState  %s\njson.Marshal %s", s, got, want)
	}
	prefixed, err := appendState([]byte("prefix"), s)
	if err != nil {
		t.Fatal(err)
	}
	if string(prefixed) != "prefix"+string(want) {
		t.Fatalf("appendState after existing bytes = %s", prefixed)
	}
}

// Every field of State and of its armor stacks set alone and all at once,
// none set, and a nil state: a field added to State without a line in
// appendState, or written under another name or omitempty rule, fails here.
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
			got, err := appendState(nil, &s)
			if err != nil {
				t.Fatal(err)
			}
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
// state past the stack scratch space — in 2 allocations: the result and
// Stacks.MarshalJSON's own buffer.
func TestSaveStateExactSize(t *testing.T) {
	typical := &State{Wounds: 5, Parry: 4, Aim: 1, Actions: 1}
	typical.Armor[Torso] = LocArmor{N: 2, Layers: [MaxLayers]Layer{{SP: 10, Marked: true}, {SP: 14, Hard: true}}}
	const huge = math.MinInt64
	big := &State{Wounds: huge, EV: huge, Parry: huge, Aim: huge, Actions: huge, Shots: huge}
	for l := range big.Armor {
		big.Armor[l] = LocArmor{N: MaxLayers, Layers: [MaxLayers]Layer{{SP: huge, Hard: true}, {SP: huge, Marked: true}, {SP: huge}}}
	}
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
	if n := testing.AllocsPerRun(100, func() { _ = SaveState(c, typical) }); n != 2 {
		t.Errorf("SaveState: %v allocations, want 2", n)
	}
}

// BenchmarkSaveState encodes the armored, wounded fighter of
// BenchmarkLoadState: encoding/json alone, then SaveState.
func BenchmarkSaveState(b *testing.B) {
	c := fighter(b, 2, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
	setState(b, c, func(s *State) { s.Wounds, s.Parry, s.Aim, s.Actions = 5, 4, 1, 1 })
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

package statejsontest

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"fray/rules"
)

// The encoding half: a system's hand-written appendState must write the very
// bytes json.Marshal writes for every State, and its SaveState must store
// them at their exact size with the allocations the system promises.

// Append is a state encoder under test: it appends v to buf exactly as
// json.Marshal(v) writes it. An encoder that cannot fail returns a nil error.
type Append[T any] func(buf []byte, v *T) ([]byte, error)

// NoError is appendTo, an encoder that cannot fail, as an Append.
func NoError[T any](appendTo func(buf []byte, v *T) []byte) Append[T] {
	return func(buf []byte, v *T) ([]byte, error) {
		return appendTo(buf, v), nil
	}
}

// CheckAppend fails t unless appendTo writes exactly what json.Marshal
// writes for v, both into an empty buffer and after existing bytes.
func CheckAppend[T any](t testing.TB, v *T, appendTo Append[T]) {
	t.Helper()
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(%#v): %v", v, err)
	}
	got, err := appendTo(nil, v)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("%#v\nappendState  %s\njson.Marshal %s", v, got, want)
	}
	prefixed, err := appendTo([]byte("prefix"), v)
	if err != nil {
		t.Fatal(err)
	}
	if string(prefixed) != "prefix"+string(want) {
		t.Fatalf("appendState after existing bytes = %s", prefixed)
	}
}

// randomStates is how many states RunAppend builds with Random.
const randomStates = 20000

// RunAppend checks appendTo with CheckAppend on
//   - "every field": a nil state, the zero state and every Variants value,
//     so a field added to T without a line in the encoder, or written under
//     another name or omitempty rule, fails;
//   - "fixture: <name>": each fixture (a state the system's own tests stored
//     with json.Marshal), which must re-encode to the very bytes stored;
//   - "random": randomStates states built by Random from a fixed seed (so a
//     failure reproduces): ints of any size and sign, arbitrary bytes as
//     strings, nil, empty and full slices and maps.
func RunAppend[T any](t *testing.T, fixtures map[string][]byte, appendTo Append[T]) {
	t.Helper()
	t.Run("every field", func(t *testing.T) {
		CheckAppend(t, nil, appendTo)
		CheckAppend(t, new(T), appendTo)
		for _, v := range Variants[T](t) {
			CheckAppend(t, &v, appendTo)
		}
	})
	for name, raw := range fixtures {
		t.Run("fixture: "+name, func(t *testing.T) {
			var v T
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			got, err := appendTo(nil, &v)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(raw) {
				t.Errorf("appendState  %s\njson.Marshal %s", got, raw)
			}
		})
	}
	t.Run("random", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(20261129, 3))
		for range randomStates {
			data := make([]byte, rng.IntN(256))
			for i := range data {
				data[i] = byte(rng.Uint32())
			}
			v := Random[T](data)
			CheckAppend(t, &v, appendTo)
		}
	})
}

// FuzzAppend is a whole fuzz target for appendTo: Random builds a state from
// the fuzz bytes, and CheckAppend compares the encoding with json.Marshal's.
// The seeds are the same for every system, as Random reads any bytes.
func FuzzAppend[T any](f *testing.F, appendTo Append[T]) {
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3, 'a', 0xff, 'b', 1, 1, 1, 1})
	f.Add([]byte("fuzz seeds are bytes: each leaf of State takes the next ones <&> \u2028"))
	f.Fuzz(func(t *testing.T, data []byte) {
		v := Random[T](data)
		CheckAppend(t, &v, appendTo)
	})
}

// Save is a system's SaveState.
type Save[T any] func(c *rules.Combatant, v *T) error

// CheckSave checks save: it stores json.Marshal's bytes at their exact size
// (capacity equal to length) for typical and for big, which must encode to
// more than scratch bytes (the stack space the encoding starts in); saving
// typical over other bytes takes exactly allocs allocations; and saving it
// over its own bytes keeps them (the same slice) and allocates nothing.
func CheckSave[T any](t *testing.T, save Save[T], typical, big *T, scratch int, allocs float64) {
	t.Helper()
	for name, v := range map[string]*T{"typical": typical, "larger than the scratch space": big} {
		t.Run(name, func(t *testing.T) {
			c := &rules.Combatant{Name: "x"}
			if err := save(c, v); err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(v)
			if string(c.State) != string(want) || cap(c.State) != len(c.State) {
				t.Errorf("c.State = %s (cap %d), want %s (cap %d)", c.State, cap(c.State), want, len(want))
			}
		})
	}
	if raw, _ := json.Marshal(big); len(raw) <= scratch {
		t.Fatalf("the big state is %d bytes, not past the scratch space", len(raw))
	}
	c := &rules.Combatant{Name: "x"}
	if n := testing.AllocsPerRun(100, func() { c.State = nil; _ = save(c, typical) }); n != allocs {
		t.Errorf("SaveState: %v allocations, want %v", n, allocs)
	}
	same := c.State
	if n := testing.AllocsPerRun(100, func() { _ = save(c, typical) }); n != 0 || &c.State[0] != &same[0] {
		t.Errorf("SaveState over its own bytes: %v allocations, slice kept %v; want 0, true", n, &c.State[0] == &same[0])
	}
}

// BenchSave benchmarks storing v into c: "encoding-json" is json.Marshal
// alone, "SaveState" is save over other bytes (c's state emptied first),
// "SaveState-unchanged" save over v's own bytes.
func BenchSave[T any](b *testing.B, c *rules.Combatant, v *T, save Save[T]) {
	b.Helper()
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(v); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("SaveState", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c.State = nil
			if err := save(c, v); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("SaveState-unchanged", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := save(c, v); err != nil {
				b.Fatal(err)
			}
		}
	})
}

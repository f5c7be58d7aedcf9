package statejsontest

import (
	"encoding/json"
	"reflect"
	"testing"

	"fray/rules"
)

// Readers pairs a system's LoadState with a faster reader of the same
// stored states (Health's healthState, which decodes into a State on the
// caller's stack) that must give exactly what LoadState gives, value and
// failure alike.
type Readers[T any] struct {
	// Sheet is the sheet of the combatant holding the state: LoadState
	// builds a fresh state from it when none is stored.
	Sheet rules.Sheet
	Load  func(c *rules.Combatant) (*T, error)
	Fast  func(c *rules.Combatant, buf *T) (*T, error)
}

// Check fails t unless Fast and Load read raw alike: both fail, or both
// give equal values.
func (r Readers[T]) Check(t testing.TB, raw []byte) {
	t.Helper()
	c := &rules.Combatant{Name: "x", Sheet: r.Sheet, State: raw}
	want, werr := r.Load(c)
	var buf T
	got, gerr := r.Fast(c, &buf)
	if (gerr == nil) != (werr == nil) || (gerr == nil && !reflect.DeepEqual(got, want)) {
		t.Fatalf("%q:\nfast reader %#v, %v\nLoadState   %#v, %v", raw, got, gerr, want, werr)
	}
}

// Run checks every Variants value of T as json.Marshal writes it, then each
// of raws, then each fixture (a state the system's own tests stored).
func (r Readers[T]) Run(t *testing.T, raws []string, fixtures map[string][]byte) {
	t.Helper()
	for _, v := range Variants[T](t) {
		raw, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		r.Check(t, raw)
	}
	for _, raw := range raws {
		r.Check(t, []byte(raw))
	}
	for _, raw := range fixtures {
		r.Check(t, raw)
	}
}

// Fuzz is a fuzz target's body: the fuzz bytes as a stored state, then the
// state Random builds from them as json.Marshal writes it.
func (r Readers[T]) Fuzz(t *testing.T, data []byte) {
	t.Helper()
	r.Check(t, data)
	raw, err := json.Marshal(Random[T](data))
	if err != nil {
		t.Fatal(err)
	}
	r.Check(t, raw)
}

// Package statejsontest checks a hand-written state decoder against
// encoding/json: the same input must give the same value, and the decoder
// may fail (its caller falls back to encoding/json) but never succeed where
// encoding/json fails. It walks types with reflection, so a field added to a
// state without a case in its decoder makes the checks fail. It checks the
// encoders (encode.go) and the faster readers of a stored state (read.go)
// the same way.
package statejsontest

import (
	"encoding/json"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// Decode is a state decoder under test: it fills a fresh *T from raw.
type Decode[T any] func(raw []byte, dst *T) error

// Check decodes raw into fresh values with decode and with encoding/json,
// fails t on a mismatch, and reports whether decode succeeded and whether
// encoding/json did.
func Check[T any](t testing.TB, raw []byte, decode Decode[T]) (fastOK, jsonOK bool) {
	t.Helper()
	var fast, slow T
	ferr := decode(raw, &fast)
	jerr := json.Unmarshal(raw, &slow)
	if ferr == nil && jerr != nil {
		t.Fatalf("%q: the decoder accepted what encoding/json rejects (%v):\n%#v", raw, jerr, fast)
	}
	if ferr == nil && !reflect.DeepEqual(fast, slow) {
		t.Fatalf("%q:\ndecoder       %#v\nencoding/json %#v", raw, fast, slow)
	}
	return ferr == nil, jerr == nil
}

// RoundTrip marshals v as SaveState does and checks that decode reads it,
// exactly as encoding/json does.
func RoundTrip[T any](t testing.TB, v T, decode Decode[T]) {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("marshal %#v: %v", v, err)
	}
	if fastOK, jsonOK := Check(t, raw, decode); jsonOK && !fastOK {
		err := decode(raw, new(T))
		t.Fatalf("%q: the decoder failed (%v) on what encoding/json reads", raw, err)
	}
}

// Case is one input of a decoder's table. Fast says the decoder reads it
// itself; false leaves it to the encoding/json fallback.
type Case struct {
	Name, Raw string
	Fast      bool
}

// RunTable checks each case and each fixture (states the system's own tests
// produce, which the decoder must read itself) with Check, and that load —
// the system's LoadState — gives what encoding/json gives, fast or by
// fallback.
func RunTable[T any](t *testing.T, cases []Case, fixtures map[string][]byte, decode Decode[T], load func(raw []byte) (*T, error)) {
	t.Helper()
	for name, raw := range fixtures {
		cases = append(cases, Case{Name: "fixture: " + name, Raw: string(raw), Fast: true})
	}
	for _, tt := range cases {
		t.Run(tt.Name, func(t *testing.T) {
			if fast, _ := Check(t, []byte(tt.Raw), decode); fast != tt.Fast {
				t.Errorf("the decoder read it: %v, want %v", fast, tt.Fast)
			}
			var want T
			jerr := json.Unmarshal([]byte(tt.Raw), &want)
			got, err := load([]byte(tt.Raw))
			if (err != nil) != (jerr != nil) || err == nil && !reflect.DeepEqual(*got, want) {
				t.Errorf("LoadState = %+v, %v; encoding/json = %+v, %v", got, err, want, jerr)
			}
		})
	}
}

// Fuzz is a fuzz target's body: a random state round-trips, and the same
// bytes as a stored state are never accepted unless encoding/json accepts
// them, and then read the same.
func Fuzz[T any](t *testing.T, data []byte, decode Decode[T]) {
	t.Helper()
	RoundTrip(t, Random[T](data), decode)
	Check(t, data, decode)
}

// Variants returns values of T that each set one leaf (a field of a nested
// struct, an element of an array, …) to a non-zero value, and one with every
// leaf set. Marshalled, every exported field of T and of the types in it
// shows up in one of them.
func Variants[T any](tb testing.TB) []T {
	tb.Helper()
	t := reflect.TypeFor[T]()
	if bad := unsupported(t, nil); bad != nil {
		tb.Fatalf("statejsontest: %v holds a %v, which the checks cannot build", t, bad)
	}
	var out []T
	for _, v := range variants(t) {
		out = append(out, v.Interface().(T))
	}
	all := reflect.New(t).Elem()
	fill(all)
	return append(out, all.Interface().(T))
}

func variants(t reflect.Type) []reflect.Value {
	var out []reflect.Value
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() || f.Tag.Get("json") == "-" {
				continue
			}
			for _, fv := range variants(f.Type) {
				v := reflect.New(t).Elem()
				v.Field(i).Set(fv)
				out = append(out, v)
			}
		}
	case reflect.Pointer:
		out = append(out, reflect.New(t.Elem()))
		for _, ev := range variants(t.Elem()) {
			p := reflect.New(t.Elem())
			p.Elem().Set(ev)
			out = append(out, p)
		}
	case reflect.Slice:
		out = append(out, reflect.MakeSlice(t, 0, 0))
		for _, ev := range variants(t.Elem()) {
			out = append(out, reflect.Append(reflect.MakeSlice(t, 0, 2), ev, reflect.Zero(t.Elem())))
		}
	case reflect.Map:
		out = append(out, reflect.MakeMap(t))
		for _, k := range variants(t.Key()) {
			for _, ev := range variants(t.Elem()) {
				m := reflect.MakeMap(t)
				m.SetMapIndex(k, ev)
				m.SetMapIndex(reflect.Zero(t.Key()), reflect.Zero(t.Elem()))
				out = append(out, m)
			}
		}
	case reflect.Array:
		for i := range t.Len() {
			for _, ev := range variants(t.Elem()) {
				a := reflect.New(t).Elem()
				a.Index(i).Set(ev)
				out = append(out, a)
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for _, n := range []int64{7, -7, math.MaxInt64, math.MinInt64} {
			v := reflect.New(t).Elem()
			v.SetInt(n) // truncates for the small kinds, still non-zero
			out = append(out, v)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		for _, n := range []uint64{7, math.MaxUint64} {
			v := reflect.New(t).Elem()
			v.SetUint(n)
			out = append(out, v)
		}
	case reflect.Bool:
		out = append(out, reflect.ValueOf(true).Convert(t))
	case reflect.String:
		for _, s := range []string{"x", "Ёж \"<&>\\/\u2028\x01 😀 \xff"} {
			out = append(out, reflect.ValueOf(s).Convert(t))
		}
	}
	return out
}

// unsupported returns a type in t that variants, fill and Random cannot
// build (a float, an interface, …), or nil.
func unsupported(t reflect.Type, seen map[reflect.Type]bool) reflect.Type {
	if seen[t] {
		return nil
	}
	if seen == nil {
		seen = map[reflect.Type]bool{}
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() {
				if bad := unsupported(f.Type, seen); bad != nil {
					return bad
				}
			}
		}
		return nil
	case reflect.Map:
		if bad := unsupported(t.Key(), seen); bad != nil {
			return bad
		}
		return unsupported(t.Elem(), seen)
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return unsupported(t.Elem(), seen)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Bool, reflect.String:
		return nil
	}
	return t
}

// fill sets every leaf of v to a non-zero value.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i))
			}
		}
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem())
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fill(v.Index(0))
	case reflect.Map:
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fill(k)
		fill(e)
		v.Set(reflect.MakeMap(v.Type()))
		v.SetMapIndex(k, e)
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i))
		}
	default:
		v.Set(variants(v.Type())[0])
	}
}

// Random builds a T from fuzz data (T must pass Variants' type check:
// leaves of other kinds stay zero): every leaf takes the next bytes (ints of
// any size and sign, arbitrary strings, slices and maps of up to three
// entries, nil or empty or not); past the end of data the rest stays zero.
func Random[T any](data []byte) T {
	var v T
	r := &reader{Bytes{Data: data}}
	r.fill(reflect.ValueOf(&v).Elem())
	return v
}

type reader struct{ Bytes }

// Bytes hands out random or fuzzed input a byte or a number at a time, and
// zeros once it has run out: the generators here and in other packages' tests
// build values from it.
type Bytes struct{ Data []byte }

// Byte is the next byte.
func (r *Bytes) Byte() byte {
	if len(r.Data) == 0 {
		return 0
	}
	b := r.Data[0]
	r.Data = r.Data[1:]
	return b
}

// Number is a small value most of the time and any 64 bits otherwise.
func (r *Bytes) Number() uint64 {
	b := r.Byte()
	if b&0x80 == 0 {
		return uint64(int64(int8(b << 1)))
	}
	var u uint64
	for range 8 {
		u = u<<8 | uint64(r.Byte())
	}
	return u
}

func (r *reader) fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				r.fill(v.Field(i))
			}
		}
	case reflect.Pointer:
		if r.Byte()%2 == 1 {
			v.Set(reflect.New(v.Type().Elem()))
			r.fill(v.Elem())
		}
	case reflect.Slice:
		n := int(r.Byte() % 5)
		if n == 4 {
			return // nil
		}
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			r.fill(v.Index(i))
		}
	case reflect.Map:
		n := int(r.Byte() % 5)
		if n == 4 {
			return
		}
		v.Set(reflect.MakeMap(v.Type()))
		for range n {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			r.fill(k)
			r.fill(e)
			v.SetMapIndex(k, e)
		}
	case reflect.Array:
		for i := range v.Len() {
			r.fill(v.Index(i))
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(r.Number()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(r.Number())
	case reflect.Bool:
		v.SetBool(r.Byte()%2 == 1)
	case reflect.String:
		n := min(int(r.Byte()%32), len(r.Data))
		v.SetString(string(r.Data[:n]))
		r.Data = r.Data[n:]
	}
}

// Marshal is json.Marshal that fails t instead of returning an error.
func Marshal(t testing.TB, v any) []byte {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// SwapValue breaks the JSON object raw: one key, picked by rng, gets one of
// values (of other kinds than it should have), and the key force is set to
// true — so a reader that skipped the broken key's check would answer as
// force says, where the full reader fails.
func SwapValue(t testing.TB, rng *rand.Rand, raw []byte, values []string, force string) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	keys := slices.Sorted(maps.Keys(m)) // sorted: the seed alone picks the key
	if len(keys) > 0 {
		m[keys[rng.IntN(len(keys))]] = json.RawMessage(values[rng.IntN(len(values))])
	}
	m[force] = json.RawMessage(`true`)
	return Marshal(t, m)
}

// CheckRandomFlag feeds check n random S values as json.Marshal writes them
// (from up to maxLen random bytes each), and each one broken twice: by
// SwapValue with values and flag, and cut short. check returns the flag it
// read from a whole state; the test fails unless the random states gave
// both answers, so a check that saw one answer only cannot pass.
func CheckRandomFlag[S any](t *testing.T, rng *rand.Rand, n, maxLen int, values []string, flag string, check func(raw []byte) bool) {
	t.Helper()
	set := 0
	for range n {
		data := make([]byte, rng.IntN(maxLen))
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		raw := Marshal(t, Random[S](data))
		if check(raw) {
			set++
		}
		check(SwapValue(t, rng, raw, values, flag))
		check(raw[:rng.IntN(len(raw))])
	}
	if set == 0 || set == n {
		t.Fatalf("%q set in %d of %d random states: the check saw one answer only", flag, set, n)
	}
}

package statejson

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
	"unicode/utf8"

	"fray/rules/encoding/statejson/statejsontest"
)

// marshal is json.Marshal, the reference every appender must match byte
// for byte.
func marshal(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(%#v): %v", v, err)
	}
	return string(b)
}

// The escapes spelled out, so a reader sees what "identical to
// encoding/json" means; each is also compared with json.Marshal.
func TestAppendStringMatchesMarshal(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"empty", "", `""`},
		{"plain", "Rifle 7.62", `"Rifle 7.62"`},
		{"quote and backslash", `a"b\c`, `"a\"b\\c"`},
		{"named control escapes", "\b\f\n\r\t", `"\b\f\n\r\t"`},
		{"other controls as \\u00XX", "\x00\x01\x1f", `"\u0000\u0001\u001f"`},
		{"HTML escaping", "<a&b>", `"\u003ca\u0026b\u003e"`},
		{"slash and DEL stay", "/\x7f", "\"/\x7f\""},
		{"line and paragraph separators", "a\u2028b\u2029c", `"a\u2028b\u2029c"`},
		{"U+2027 and U+202A stay", "\u2027\u202a", "\"\u2027\u202a\""},
		{"cyrillic and emoji stay", "Ёж 😀", `"Ёж 😀"`},
		{"lone continuation byte", "a\x80b", `"a\ufffdb"`},
		{"invalid byte", "\xff", `"\ufffd"`},
		{"truncated sequence, one \\ufffd per byte", "\xe2\x80", `"\ufffd\ufffd"`},
		{"encoded surrogate", "\xed\xa0\x80", `"\ufffd\ufffd\ufffd"`},
		{"overlong NUL", "\xc0\x80", `"\ufffd\ufffd"`},
		{"past U+10FFFF", "\xf4\x90\x80\x80", `"\ufffd\ufffd\ufffd\ufffd"`},
		{"escape at both ends", "<x>", `"\u003cx\u003e"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := string(AppendString(nil, tt.in))
			if got != tt.want {
				t.Errorf("AppendString(%q) = %s, want %s", tt.in, got, tt.want)
			}
			if ref := marshal(t, tt.in); got != ref {
				t.Errorf("AppendString(%q) = %s, json.Marshal = %s", tt.in, got, ref)
			}
		})
	}
}

// Every byte alone and every pair of bytes (so every way a multi-byte
// sequence can start, break off or be followed), and every rune between
// plain letters: the whole input space of the escaping rules.
func TestAppendStringExhaustive(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := string(AppendString(nil, s)), marshal(t, s); got != want {
			t.Fatalf("AppendString(%q) = %s, json.Marshal = %s", s, got, want)
		}
	}
	for i := range 256 {
		for j := range 256 {
			check(string([]byte{byte(i), byte(j)}))
		}
	}
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if r >= 0x3000 && r%97 != 0 && r < 0xfff0 {
			continue // the CJK and private-use middle: a sample is enough
		}
		check("a" + string(r) + "b")
	}
}

// AppendString writes into the buffer it is given, after what is there.
func TestAppendStringAppends(t *testing.T) {
	buf := make([]byte, 0, 64)
	buf = append(buf, "x="...)
	if got := string(AppendString(buf, "<")); got != `x="\u003c"` {
		t.Errorf("got %s", got)
	}
}

func FuzzAppendString(f *testing.F) {
	f.Add("Ёж \"<&>\\/\u2028\x01 😀 \xff")
	f.Add("\xe2\x80\xa8\xe2\x80")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(AppendString(nil, s)), marshal(t, s); got != want {
			t.Fatalf("AppendString(%q) = %s, json.Marshal = %s", s, got, want)
		}
	})
}

func TestAppendCollectionsMatchMarshal(t *testing.T) {
	manyKeys := map[string]int{}
	for i := range sortedKeysOnStack + 5 { // past the keys sorted on the stack
		manyKeys["k"+strconv.Itoa(i*7919%1000)] = i
	}
	tests := []struct {
		name string
		v    any
		got  []byte
	}{
		{"nil strings", []string(nil), AppendStrings(nil, nil)},
		{"empty strings", []string{}, AppendStrings(nil, []string{})},
		{"strings", []string{"leg", "", "<рука>"}, AppendStrings(nil, []string{"leg", "", "<рука>"})},
		{"nil ints", []int(nil), AppendInts(nil, nil)},
		{"empty ints", []int{}, AppendInts(nil, []int{})},
		{"ints", []int{0, -1, math.MaxInt, math.MinInt}, AppendInts(nil, []int{0, -1, math.MaxInt, math.MinInt})},
		{"nil map", map[string]int(nil), AppendIntMap(nil, nil)},
		{"empty map", map[string]int{}, AppendIntMap(nil, map[string]int{})},
		{"map sorted by bytes", map[string]int{"b": 2, "a": 1, "B": 3, "ё": 4, "е": 5, "": 6, "a\x00": 7},
			AppendIntMap(nil, map[string]int{"b": 2, "a": 1, "B": 3, "ё": 4, "е": 5, "": 6, "a\x00": 7})},
		{"map keys escaped", map[string]int{"<&>": 1, "\u2028": 2, "\xff": 3, `"`: math.MinInt},
			AppendIntMap(nil, map[string]int{"<&>": 1, "\u2028": 2, "\xff": 3, `"`: math.MinInt})},
		{"map with more keys than the stack sorts", manyKeys, AppendIntMap(nil, manyKeys)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := string(tt.got), marshal(t, tt.v); got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
}

// objectSample has a field for every Object method, with and without
// omitempty, and a member name that itself needs escaping.
type objectSample struct {
	I   int            `json:"i"`
	IO  int            `json:"io,omitempty"`
	U   uint8          `json:"u,omitempty"`
	U64 uint64         `json:"u64,omitempty"`
	B   bool           `json:"b"`
	BO  bool           `json:"bo,omitempty"`
	S   string         `json:"s"`
	SO  string         `json:"so,omitempty"`
	SS  []string       `json:"ss,omitempty"`
	IS  []int          `json:"is,omitempty"`
	M   map[string]int `json:"m,omitempty"`
	P   *objectInner   `json:"p,omitempty"`
	Odd string         `json:"<&>,omitempty"`
}

type objectInner struct {
	A int    `json:"a"`
	T string `json:"t"`
}

// appendObjectSample is written the way the systems write appendState.
func appendObjectSample(buf []byte, s *objectSample) []byte {
	o := OpenObject(buf)
	o = o.Int("i", s.I)
	o = o.IntOmitEmpty("io", s.IO)
	o = o.UintOmitEmpty("u", uint64(s.U))
	o = o.UintOmitEmpty("u64", s.U64)
	o = o.Bool("b", s.B)
	o = o.BoolOmitEmpty("bo", s.BO)
	o = o.String("s", s.S)
	o = o.StringOmitEmpty("so", s.SO)
	o = o.StringsOmitEmpty("ss", s.SS)
	o = o.IntsOmitEmpty("is", s.IS)
	o = o.IntMapOmitEmpty("m", s.M)
	if s.P != nil {
		o = o.Key("p")
		in := OpenObject(o.Buf)
		in = in.Int("a", s.P.A)
		in = in.String("t", s.P.T)
		o.Buf = in.Close()
	}
	o = o.StringOmitEmpty("<&>", s.Odd)
	return o.Close()
}

// Each field set alone, all set, none set, and seeded random values: the
// Object methods and their omitempty rules write what json.Marshal writes.
func TestObjectMatchesMarshal(t *testing.T) {
	samples := append(statejsontest.Variants[objectSample](t), objectSample{})
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		data := make([]byte, rng.IntN(120))
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		samples = append(samples, statejsontest.Random[objectSample](data))
	}
	for _, s := range samples {
		if got, want := string(appendObjectSample(nil, &s)), marshal(t, &s); got != want {
			t.Fatalf("%#v\ngot  %s\nwant %s", s, got, want)
		}
	}
}

// An object with no members written is {}, and Close appends after what
// the buffer held.
func TestObjectEmptyAndAppending(t *testing.T) {
	if got := string(OpenObject([]byte("x")).Close()); got != "x{}" {
		t.Errorf("got %s, want x{}", got)
	}
}

func BenchmarkAppendString(b *testing.B) {
	buf := make([]byte, 0, 128)
	for _, s := range []string{"Пистолет-пулемёт Томпсона", "plain ascii weapon name", `<"escapes">`} {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				buf = AppendString(buf[:0], s)
			}
		})
	}
}

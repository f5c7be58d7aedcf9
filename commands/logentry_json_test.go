package commands

import (
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"fray/rules"
	"fray/rules/encoding/statejson/statejsontest"
)

// typicalLogEntry is a mutation's entry with three notes with arguments.
func typicalLogEntry() LogEntry {
	return LogEntry{Round: 3, At: 1764400000, User: "Мастер", Notes: []rules.Note{
		{Key: "storyteller.ui.log.check", Args: map[string]any{"Name": "Мастер", "Pool": 6, "Difficulty": 7, "Successes": 2}},
		{Key: "log.init", Args: map[string]any{"Name": "Гоблин #2", "Init": 14}},
		{Key: "medieval.ui.log.damage", Args: map[string]any{"Target": "Sir Roland", "WP": 5, "Level": "medieval.wound.serious"}},
	}}
}

// checkLogEntry fails t unless marshalLogEntry writes json.Marshal's bytes
// for e at their exact size, or fails where json.Marshal fails.
func checkLogEntry(t testing.TB, e LogEntry) {
	t.Helper()
	want, werr := json.Marshal(e)
	got, gerr := marshalLogEntry(&e)
	if (gerr == nil) != (werr == nil) {
		t.Fatalf("%#v:\nmarshalLogEntry error %v\njson.Marshal error    %v", e, gerr, werr)
	}
	if gerr == nil && (string(got) != string(want) || cap(got) != len(got)) {
		t.Fatalf("%#v:\nmarshalLogEntry %s (cap %d)\njson.Marshal    %s", e, got, cap(got), want)
	}
}

// Argument types the handlers do not use, which go to json.Marshal.
type (
	namedString string
	shouting    string // MarshalJSON with spaces and <> that Marshal compacts and escapes
	failing     struct{}
)

func (s shouting) MarshalJSON() ([]byte, error) {
	return []byte(`{ "said" : "<` + strings.ToUpper(strconv.Quote(string(s))[1:]) + ` }`), nil
}

func (failing) MarshalJSON() ([]byte, error) { return nil, errors.New("cannot") }

func TestMarshalLogEntryTable(t *testing.T) {
	args := func(k string, v any) []rules.Note { return []rules.Note{{Key: "k", Args: map[string]any{k: v}}} }
	many := map[string]any{}
	for i := range 40 { // past the keys sorted on the stack
		many["key"+strconv.Itoa(i*7%40)] = i
	}
	seven := 7
	cases := map[string]LogEntry{
		"zero":                      {},
		"nil notes":                 {Round: 1, At: 2, User: "u"},
		"empty notes":               {Notes: []rules.Note{}},
		"note without args":         {Notes: []rules.Note{{Key: "log.end"}}},
		"empty args map":            {Notes: []rules.Note{{Key: "x", Args: map[string]any{}}}},
		"negative round and time":   {Round: -1, At: math.MinInt64},
		"max time":                  {At: math.MaxInt64},
		"typical":                   typicalLogEntry(),
		"unicode":                   {User: "Ёж 😀 \u2028\u2029", Notes: args("Имя", "Гоблин 😀 \u2029")},
		"HTML characters":           {User: "<b>&", Notes: []rules.Note{{Key: "<k>&", Args: map[string]any{"<&>": "a<b>&c"}}}},
		"escapes":                   {User: "\"\\\n\t\x00\x1f/", Notes: args("q\"", "\b\f\r\x7f")},
		"invalid UTF-8":             {User: "\xff\xfe", Notes: args("\xc0", "a\x80b")},
		"keys sorted by bytes":      {Notes: []rules.Note{{Key: "x", Args: map[string]any{"b": 1, "B": 2, "a": 3, "ä": 4, "": 5, "aa": 6, "A": 7}}}},
		"many keys":                 {Notes: []rules.Note{{Key: "x", Args: many}}},
		"nil value":                 {Notes: args("v", nil)},
		"bools":                     {Notes: []rules.Note{{Key: "x", Args: map[string]any{"t": true, "f": false}}}},
		"int extremes":              {Notes: []rules.Note{{Key: "x", Args: map[string]any{"min": math.MinInt64, "max": math.MaxInt64, "zero": 0, "neg": -12}}}},
		"sized ints":                {Notes: []rules.Note{{Key: "x", Args: map[string]any{"i8": int8(-128), "i16": int16(32767), "i32": int32(math.MinInt32), "i64": int64(-1)}}}},
		"unsigned ints":             {Notes: []rules.Note{{Key: "x", Args: map[string]any{"u": uint(7), "u8": uint8(255), "u16": uint16(65535), "u32": uint32(math.MaxUint32), "u64": uint64(math.MaxUint64)}}}},
		"floats":                    {Notes: []rules.Note{{Key: "x", Args: map[string]any{"a": 0.0, "b": math.Copysign(0, -1), "c": 1.5, "d": -2.25, "e": 1e20, "f": 1e21, "g": 1e-6, "h": 1e-7, "i": 123456789.0, "j": 0.1, "k": math.MaxFloat64, "l": math.SmallestNonzeroFloat64, "m": -1e-300, "n": 3.0}}}},
		"float32s":                  {Notes: []rules.Note{{Key: "x", Args: map[string]any{"a": float32(0.1), "b": float32(1e21), "c": float32(1e-7), "d": float32(math.MaxFloat32), "e": float32(-3), "f": float32(9.999999e20), "g": float32(1e-6)}}}},
		"string and int slices":     {Notes: []rules.Note{{Key: "x", Args: map[string]any{"s": []string{"a", "<b>"}, "sn": []string(nil), "se": []string{}, "i": []int{1, -2}, "in": []int(nil), "ie": []int{}}}}},
		"int map":                   {Notes: []rules.Note{{Key: "x", Args: map[string]any{"m": map[string]int{"z": 1, "a": 2}, "mn": map[string]int(nil), "me": map[string]int{}}}}},
		"nested args":               {Notes: []rules.Note{{Key: "x", Args: map[string]any{"m": map[string]any{"z": []any{1, "<", 2.5, nil, map[string]any{"b": true, "a": []any{}}}, "a": map[string]any(nil)}, "l": []any(nil)}}}},
		"named types and marshaler": {Notes: []rules.Note{{Key: "x", Args: map[string]any{"n": namedString("<n>"), "s": shouting("hé <&>"), "p": &seven, "np": (*int)(nil), "b": []byte("<bytes>"), "num": json.Number("12.50"), "st": struct{ A int }{1}}}}},
		"args over the scratch":     {Notes: []rules.Note{{Key: "x", Args: map[string]any{"long": strings.Repeat("Длинный текст <&> ", 60)}}}},
	}
	for name, e := range cases {
		t.Run(name, func(t *testing.T) { checkLogEntry(t, e) })
	}
}

// TestMarshalLogEntryErrors: values json.Marshal refuses fail here too,
// where they are and however deep (a map holding itself must not recurse
// without end).
func TestMarshalLogEntryErrors(t *testing.T) {
	cyclic := map[string]any{}
	cyclic["self"] = cyclic
	for name, v := range map[string]any{
		"NaN":              math.NaN(),
		"+Inf":             math.Inf(1),
		"-Inf float32":     float32(math.Inf(-1)),
		"NaN nested":       []any{1, math.NaN()},
		"channel":          make(chan int),
		"function":         func() {},
		"failing marshal":  failing{},
		"bad json.Number":  json.Number("1x"),
		"map holding self": cyclic,
	} {
		t.Run(name, func(t *testing.T) {
			e := LogEntry{Notes: []rules.Note{{Key: "ok", Args: map[string]any{"a": 1}}, {Key: "bad", Args: map[string]any{"v": v}}}}
			if _, werr := json.Marshal(e); werr == nil {
				t.Fatal("json.Marshal accepted it: not an error case")
			}
			if raw, err := marshalLogEntry(&e); err == nil {
				t.Fatalf("marshalLogEntry = %s, want an error", raw)
			}
		})
	}
}

// TestMarshalLogEntryAllocations: a typical entry is one allocation, the
// result; the encoding itself stays in stack space.
func TestMarshalLogEntryAllocations(t *testing.T) {
	e := typicalLogEntry()
	if n := testing.AllocsPerRun(100, func() {
		if _, err := marshalLogEntry(&e); err != nil {
			t.Fatal(err)
		}
	}); n != 1 {
		t.Errorf("marshalLogEntry: %v allocations, want 1", n)
	}
}

// TestMarshalLogEntryRandom compares 20,000 random entries with
// json.Marshal: any strings, every argument type, nested values.
func TestMarshalLogEntryRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261130, 7))
	for range 20000 {
		data := make([]byte, rng.IntN(400))
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		checkLogEntry(t, randomLogEntry(data))
	}
}

func FuzzLogEntryJSON(f *testing.F) {
	f.Add([]byte("seed: \x03\x02 <&> \u2028 \xff"))
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30})
	f.Fuzz(func(t *testing.T, data []byte) {
		checkLogEntry(t, randomLogEntry(data))
	})
}

// randomLogEntry builds an entry from bytes: each choice takes the next
// ones, and past the end of data everything is zero.
func randomLogEntry(data []byte) LogEntry {
	r := &argReader{statejsontest.Bytes{Data: data}}
	e := LogEntry{Round: int(int64(r.Number())), At: int64(r.Number()), User: r.str()}
	if n := r.Byte() % 6; n != 5 { // 5: nil notes
		e.Notes = make([]rules.Note, n)
		for i := range e.Notes {
			e.Notes[i].Key = r.str()
			if m := r.Byte() % 7; m != 6 { // 6: nil args
				e.Notes[i].Args = make(map[string]any, m)
				for range m {
					e.Notes[i].Args[r.str()] = r.value(0)
				}
			}
		}
	}
	return e
}

// argReader builds random arguments from statejsontest's byte source.
type argReader struct{ statejsontest.Bytes }

// edgeFloat is one of the cut-offs of encoding/json's float format and
// their neighbours, chosen by i.
func edgeFloat(i byte) float64 {
	edges := [...]float64{0, 1e-6, 1e-7, 1e21, 1e20, 9.99999e20, 0.1, 1.0 / 3, 100, 1e-9, 5e-324, math.MaxFloat64,
		math.Nextafter(1e21, 0), math.Nextafter(1e-6, 0), math.NaN(), math.Inf(1)}
	return edges[int(i)%len(edges)]
}

// str is up to 23 arbitrary bytes, or a string of escapes and HTML.
func (r *argReader) str() string {
	b := r.Byte()
	if b >= 240 {
		return []string{"<&>", "\u2028\u2029", "Ёж 😀", "\x00\"\\", "\xff", "ä", "A", "a"}[b%8]
	}
	n := min(int(b%24), len(r.Data))
	s := string(r.Data[:n])
	r.Data = r.Data[n:]
	return s
}

// value is an argument of any type appendArg handles or hands on.
func (r *argReader) value(depth int) any {
	switch k := r.Byte() % 24; k {
	case 0:
		return nil
	case 1:
		return r.str()
	case 2:
		return r.Byte()%2 == 1
	case 3:
		return int(r.Number())
	case 4:
		return int8(r.Number())
	case 5:
		return int16(r.Number())
	case 6:
		return int32(r.Number())
	case 7:
		return int64(r.Number())
	case 8:
		return uint(r.Number())
	case 9:
		return uint8(r.Number())
	case 10:
		return uint16(r.Number())
	case 11:
		return uint32(r.Number())
	case 12:
		return r.Number()
	case 13:
		f := math.Float64frombits(r.Number())
		if b := r.Byte(); b < 128 {
			f = edgeFloat(b) * float64(int8(r.Byte()))
		}
		return f
	case 14:
		return math.Float32frombits(uint32(r.Number()))
	case 15:
		return float32(edgeFloat(r.Byte()))
	case 16:
		if n := r.Byte() % 4; n != 3 {
			s := make([]string, n)
			for i := range s {
				s[i] = r.str()
			}
			return s
		}
		return []string(nil)
	case 17:
		if n := r.Byte() % 4; n != 3 {
			s := make([]int, n)
			for i := range s {
				s[i] = int(r.Number())
			}
			return s
		}
		return []int(nil)
	case 18:
		if n := r.Byte() % 4; n != 3 {
			m := make(map[string]int, n)
			for range n {
				m[r.str()] = int(r.Number())
			}
			return m
		}
		return map[string]int(nil)
	case 19:
		if n := r.Byte() % 4; n != 3 && depth < 3 {
			m := make(map[string]any, n)
			for range n {
				m[r.str()] = r.value(depth + 1)
			}
			return m
		}
		return map[string]any(nil)
	case 20:
		if n := r.Byte() % 4; n != 3 && depth < 3 {
			s := make([]any, n)
			for i := range s {
				s[i] = r.value(depth + 1)
			}
			return s
		}
		return []any(nil)
	case 21:
		return namedString(r.str())
	case 22:
		return shouting(r.str())
	default:
		return []byte(r.str())
	}
}

// BenchmarkLogEntryEncode: one mutation's log entry, by json.Marshal (the
// code before) and by marshalLogEntry.
func BenchmarkLogEntryEncode(b *testing.B) {
	e := typicalLogEntry()
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(LogEntry{Round: e.Round, At: e.At, User: e.User, Notes: e.Notes}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := marshalLogEntry(&LogEntry{Round: e.Round, At: e.At, User: e.User, Notes: e.Notes}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

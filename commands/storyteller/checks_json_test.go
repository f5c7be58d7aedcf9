package storyteller

import (
	"encoding/json"
	"fray/commands"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fray/rules/encoding/statejson/statejsontest"
	"fray/rules/rulestest"
	"fray/rules/storyteller"
	"fray/storage"
)

// typicalChecks is a full list as /check leaves it: stChecksMax records of
// one user's rolls, the comment repeated by "Roll again".
func typicalChecks() stChecks {
	cs := stChecks{Next: 57}
	for i := range stChecksMax {
		comment := "Восприятие + Бдительность"
		cs.Records = append(cs.Records, stCheckRecord{Key: 38 + i, Pool: 6, Difficulty: 7, Comment: comment,
			User: "123456789012345678", Result: storyteller.CheckResult{Asked: 6, AskedDiff: 7, HasWillpower: true,
				WillpowerLeft: 4, Comment: comment, Outcomes: []string{storyteller.OutcomeHit},
				Roll: storyteller.Roll{Pool: 6, Difficulty: 7, Dice: []int{3, 7, 10, 1, 8, 5}, Hits: 3, Ones: 1, Successes: 2}}})
	}
	return cs
}

// TestAppendChecksMatchesMarshal: every field of stChecks and the structs
// in it (each set alone, so a field added without a line in the encoder
// fails), a full list, and 20,000 random lists encode to json.Marshal's
// bytes.
func TestAppendChecksMatchesMarshal(t *testing.T) {
	full := typicalChecks()
	raw, err := json.Marshal(full)
	if err != nil {
		t.Fatal(err)
	}
	statejsontest.RunAppend(t, map[string][]byte{"typical full list": raw}, statejsontest.NoError(appendChecks))
}

// TestMarshalChecks: the stored bytes are Marshal's at their exact size,
// for an empty list, a full one, and one past the stack scratch space; and
// a typical full list costs one allocation (the scratch stays on the stack).
func TestMarshalChecks(t *testing.T) {
	big := typicalChecks()
	for i := range big.Records {
		big.Records[i].Comment = strings.Repeat("<&>", 150)
	}
	cases := map[string]stChecks{"zero": {}, "empty records": {Records: []stCheckRecord{}}, "typical": typicalChecks(), "big": big}
	for name, cs := range cases {
		t.Run(name, func(t *testing.T) {
			want, err := json.Marshal(&cs)
			if err != nil {
				t.Fatal(err)
			}
			got := marshalChecks(&cs)
			if string(got) != string(want) || cap(got) != len(got) {
				t.Errorf("marshalChecks = %s (cap %d)\njson.Marshal    %s (len %d)", got, cap(got), want, len(want))
			}
		})
	}
	if raw, _ := json.Marshal(big); len(raw) <= checksScratch {
		t.Fatalf("the big list is %d bytes, not past the scratch space", len(raw))
	}
	typical := typicalChecks()
	if n := testing.AllocsPerRun(50, func() { _ = marshalChecks(&typical) }); n != 1 {
		t.Errorf("marshalChecks: %v allocations, want 1", n)
	}
}

// A record as Marshal writes it, for the table below.
const checkRecordJSON = `{"k":1,"p":6,"d":7,"c":"x","u":"9","r":{"asked":6,"penalty":0,"asked_diff":7,` +
	`"roll":{"pool":6,"diff":7,"dice":[3,7],"hits":1,"ones":0,"succ":1},"comment":"x","outcomes":["hit"]}}`

// TestDecodeChecksTable: edge cases decoded by unmarshalChecks and by
// loadChecks give exactly what json.Unmarshal gives (or fail where it
// fails); Fast says which the hand-written reader takes itself rather than
// leaving to the fallback.
func TestDecodeChecksTable(t *testing.T) {
	full, err := json.Marshal(typicalChecks())
	if err != nil {
		t.Fatal(err)
	}
	var over []string
	for i := range stChecksMax + 5 {
		over = append(over, strings.Replace(checkRecordJSON, `"k":1`, `"k":`+strconv.Itoa(i), 1))
	}
	cases := []statejsontest.Case{
		{Name: "empty input", Raw: ""},
		{Name: "whitespace only", Raw: " \n"},
		{Name: "null", Raw: "null", Fast: true},
		{Name: "empty object", Raw: "{}", Fast: true},
		{Name: "next only", Raw: `{"n":3}`, Fast: true},
		{Name: "records null", Raw: `{"n":3,"r":null}`, Fast: true},
		{Name: "records empty", Raw: `{"n":3,"r":[]}`, Fast: true},
		{Name: "null record", Raw: `{"r":[null]}`, Fast: true},
		{Name: "empty record", Raw: `{"r":[{}]}`, Fast: true},
		{Name: "one record", Raw: `{"n":1,"r":[` + checkRecordJSON + `]}`, Fast: true},
		{Name: "more records than the stack space", Raw: `{"n":1,"r":[` + strings.Join(over, ",") + `]}`, Fast: true},
		{Name: "keys in reverse order", Raw: `{"r":[{"r":{"outcomes":["miss"],"roll":{"succ":0,"pool":2},"asked":2},"u":"7","k":4}],"n":4}`, Fast: true},
		{Name: "whitespace everywhere", Raw: " { \"n\" : 1 , \"r\" : [ { \"k\" : 2 , \"r\" : { \"roll\" : { \"dice\" : [ 1 , 2 ] } } } ] } \t", Fast: true},
		{Name: "unknown fields at every level", Raw: `{"z":[1,{"a":null}],"r":[{"zz":"x","r":{"zzz":1.5e3,"roll":{"q":true}}}],"n":2}`, Fast: true},
		{Name: "escaped key", Raw: `{"\u006e":5}`, Fast: true},
		{Name: "escapes and unicode in strings", Raw: `{"r":[{"c":"\u003cб\u003e \"q\" \ud83d\ude00 \u2028","u":"Ёж","r":{"comment":"\u003cб\u003e \"q\" \ud83d\ude00 \u2028"}}]}`, Fast: true},
		{Name: "lone surrogate and invalid UTF-8", Raw: "{\"r\":[{\"c\":\"\\ud800 \xff\",\"r\":{\"comment\":\"a\xffb\",\"outcomes\":[\"hi\xfft\"]}}]}", Fast: true},
		{Name: "comment shared with the previous record", Raw: `{"r":[{"c":"a","u":"1"},{"c":"a","u":"1","r":{"comment":"a"}}]}`, Fast: true},
		{Name: "result before the record's comment", Raw: `{"r":[{"r":{"comment":"b"},"c":"a"}]}`, Fast: true},
		{Name: "every outcome", Raw: `{"r":[{"r":{"outcomes":["hit","miss","critical","fumble","graze",""]}}]}`, Fast: true},
		{Name: "outcomes null element", Raw: `{"r":[{"r":{"outcomes":[null,"hit"]}}]}`, Fast: true},
		{Name: "outcomes empty", Raw: `{"r":[{"r":{"outcomes":[]}}]}`, Fast: true},
		{Name: "outcomes null", Raw: `{"r":[{"r":{"outcomes":null}}]}`, Fast: true},
		{Name: "dice null element and empty extra", Raw: `{"r":[{"r":{"roll":{"dice":[null,4],"extra":[]}}}]}`, Fast: true},
		{Name: "nulls for scalars", Raw: `{"n":null,"r":[{"k":null,"c":null,"s":null,"r":{"asked":null,"off_balance":null,"roll":null,"comment":null}}]}`, Fast: true},
		{Name: "null result keeps the earlier one", Raw: `{"r":[{"r":{"asked":3},"r":null}]}`, Fast: true},
		{Name: "repeated result merges", Raw: `{"r":[{"r":{"asked":3,"roll":{"pool":2}},"r":{"penalty":1,"roll":{"diff":6}}}]}`, Fast: true},
		{Name: "repeated scalar, last wins", Raw: `{"n":1,"n":2,"r":[{"c":"a","c":"b"}]}`, Fast: true},
		{Name: "null then records", Raw: `{"r":null,"r":[{"k":1}]}`, Fast: true},
		{Name: "records repeated", Raw: `{"r":[{"k":1},{"k":2}],"r":[{"p":3}]}`},
		{Name: "empty records repeated", Raw: `{"r":[],"r":[{"k":1}]}`},
		{Name: "dice repeated", Raw: `{"r":[{"r":{"roll":{"dice":[1,2,3]},"roll":{"dice":[9]}}}]}`},
		{Name: "outcomes repeated", Raw: `{"r":[{"r":{"outcomes":["hit","critical"],"outcomes":["miss"]}}]}`},
		{Name: "upper-case key matches a field", Raw: `{"N":3,"R":[{"K":2,"R":{"ASKED":4,"Roll":{"Pool":1}}}]}`},
		{Name: "Kelvin sign matches k", Raw: `{"r":[{"\u212a":7}]}`},
		{Name: "long s matches s", Raw: "{\"r\":[{\"\u017f\":true}]}"},
		{Name: "non-ASCII unknown key", Raw: `{"ключ":1}`},
		{Name: "float in an int", Raw: `{"n":1.0}`},
		{Name: "exponent in an int", Raw: `{"n":1e2}`},
		{Name: "int out of range", Raw: `{"n":9223372036854775808}`},
		{Name: "negative zero", Raw: `{"n":-0}`, Fast: true},
		{Name: "string in an int", Raw: `{"n":"1"}`},
		{Name: "number in a bool", Raw: `{"r":[{"s":1}]}`},
		{Name: "number in a string", Raw: `{"r":[{"c":1}]}`},
		{Name: "object for the records", Raw: `{"r":{}}`},
		{Name: "array for a record", Raw: `{"r":[[]]}`},
		{Name: "string for dice", Raw: `{"r":[{"r":{"roll":{"dice":"1"}}}]}`},
		{Name: "top-level array", Raw: `[]`},
		{Name: "top-level number", Raw: `5`},
		{Name: "data after the document", Raw: `{} {}`},
		{Name: "trailing comma", Raw: `{"n":1,}`},
		{Name: "truncated", Raw: string(full[:len(full)/2])},
		{Name: "unterminated string", Raw: `{"r":[{"c":"abc}]}`},
		{Name: "bad escape", Raw: `{"r":[{"c":"\x"}]}`},
		{Name: "control character in a string", Raw: "{\"r\":[{\"c\":\"a\x01\"}]}"},
		{Name: "leading zero", Raw: `{"n":01}`},
		{Name: "deep unknown value", Raw: `{"z":` + strings.Repeat("[", 2000) + strings.Repeat("]", 2000) + `}`},
		{Name: "too deep for encoding/json", Raw: `{"z":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}`},
	}
	statejsontest.RunTable(t, cases, map[string][]byte{"typical full list": full}, decodeChecks,
		func(raw []byte) (*stChecks, error) {
			return loadChecks(&commands.Mut{Ch: storage.Channel{Extra: map[string]json.RawMessage{stChecksKey: raw}}})
		})
}

// TestDecodeChecksRandom: 20,000 random lists, as Marshal writes them, are
// read by the hand-written reader itself into what json.Unmarshal gives;
// and the same bytes cut short, or with one byte changed, inserted or
// dropped, decode as json.Unmarshal decodes them or fail where it fails.
func TestDecodeChecksRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(20261130, 9))
	const punct = `{}[]:," \-.e0123456789ntfu`
	for range 20000 {
		data := make([]byte, rng.IntN(300))
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		raw, err := json.Marshal(statejsontest.Random[stChecks](data))
		if err != nil {
			t.Fatal(err)
		}
		statejsontest.RoundTrip(t, statejsontest.Random[stChecks](data), decodeChecks)
		checkUnmarshalChecks(t, raw)
		if len(raw) == 0 {
			continue
		}
		i := rng.IntN(len(raw))
		c := punct[rng.IntN(len(punct))]
		for _, bad := range [][]byte{
			raw[:i],
			append(append(append([]byte{}, raw[:i]...), c), raw[i+1:]...),
			append(append(append([]byte{}, raw[:i]...), c), raw[i:]...),
			append(append([]byte{}, raw[:i]...), raw[i+1:]...),
		} {
			statejsontest.Check(t, bad, decodeChecks)
			checkUnmarshalChecks(t, bad)
		}
	}
}

// checkUnmarshalChecks fails t unless unmarshalChecks, fast or by fallback,
// gives what json.Unmarshal gives for raw, value and failure alike.
func checkUnmarshalChecks(t testing.TB, raw []byte) {
	t.Helper()
	var got, want stChecks
	gerr := unmarshalChecks(raw, &got)
	werr := json.Unmarshal(raw, &want)
	if (gerr == nil) != (werr == nil) || gerr == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\nunmarshalChecks %#v, %v\njson.Unmarshal  %#v, %v", raw, got, gerr, want, werr)
	}
}

// TestLoadChecksAllocations bounds what reading a full typical list
// costs: the records slice once, each record's dice and outcomes slices,
// and one string each for the comment and the user, which every later
// record shares.
func TestLoadChecksAllocations(t *testing.T) {
	if rulestest.RaceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	cs := typicalChecks()
	m := &commands.Mut{}
	if err := saveChecks(m, &cs); err != nil {
		t.Fatal(err)
	}
	want := float64(1 + 1 + 2*stChecksMax + 2) // *stChecks, records, slices, strings
	if n := testing.AllocsPerRun(50, func() {
		if _, err := loadChecks(m); err != nil {
			t.Fatal(err)
		}
	}); n != want {
		t.Errorf("loadChecks: %v allocations, want %v", n, want)
	}
}

// FuzzChecksJSON: the fuzz bytes as a stored list decode as json.Unmarshal
// decodes them (or fail where it fails), and the list Random builds from
// them encodes to Marshal's bytes and reads back through the fast reader.
func FuzzChecksJSON(f *testing.F) {
	full, _ := json.Marshal(typicalChecks())
	f.Add(full)
	f.Add([]byte(`{"n":1,"r":[` + checkRecordJSON + `]}`))
	f.Add([]byte(`{"N":1,"r":[{"\u212a":2,"r":{"roll":null}}],"r":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkUnmarshalChecks(t, data)
		statejsontest.Fuzz(t, data, decodeChecks)
		v := statejsontest.Random[stChecks](data)
		statejsontest.CheckAppend(t, &v, statejsontest.NoError(appendChecks))
	})
}

// BenchmarkChecksLoadSave: one /check's reading and writing of a full list,
// by encoding/json (the code before) and by the hand-written pair.
func BenchmarkChecksLoadSave(b *testing.B) {
	cs := typicalChecks()
	raw, err := json.Marshal(cs)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var got stChecks
			if err := json.Unmarshal(raw, &got); err != nil {
				b.Fatal(err)
			}
			if _, err := json.Marshal(&got); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("hand-written", func(b *testing.B) {
		m := &commands.Mut{Ch: storage.Channel{Extra: map[string]json.RawMessage{stChecksKey: raw}}}
		b.ReportAllocs()
		for b.Loop() {
			got, err := loadChecks(m)
			if err != nil {
				b.Fatal(err)
			}
			if err := saveChecks(m, got); err != nil {
				b.Fatal(err)
			}
		}
	})
}

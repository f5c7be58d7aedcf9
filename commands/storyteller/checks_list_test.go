package storyteller

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/commands"
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

// mutWithChecks is a mutation whose channel holds raw as its list.
func mutWithChecks(raw []byte) *commands.Mut {
	return &commands.Mut{Ch: storage.Channel{Extra: map[string]json.RawMessage{stChecksKey: raw}}}
}

// checksRoundTrip saves cs as /check does and loads it back.
func checksRoundTrip(t testing.TB, cs stChecks) (*stChecks, []byte) {
	t.Helper()
	m := &commands.Mut{}
	if err := saveChecks(m, &cs); err != nil {
		t.Fatal(err)
	}
	raw := m.Ch.Extra[stChecksKey]
	got, err := loadChecks(m)
	if err != nil {
		t.Fatalf("%x: %v", raw, err)
	}
	return got, raw
}

// fillChecks gives every field of v a value other than its zero value, for
// every kind the list's structs have: a field of a kind it does not know
// fails t.
func fillChecks(t testing.TB, v reflect.Value, name string) {
	t.Helper()
	switch v.Kind() {
	case reflect.Int:
		v.SetInt(-3)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.String:
		v.SetString("Ёж «x» \"q\"")
	case reflect.Struct:
		for i := range v.NumField() {
			fillChecks(t, v.Field(i), name+"."+v.Type().Field(i).Name)
		}
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		fillChecks(t, s.Index(0), name+"[0]")
		fillChecks(t, s.Index(1), name+"[1]")
		v.Set(s)
	default:
		t.Fatalf("%s: a field of kind %s, no value for it", name, v.Kind())
	}
}

// Every field of the list and the structs in it survives a save and a
// load (a field the codec missed would come back zero); so do a full
// list, an empty one and one past the stack scratch space. An empty slice
// comes back nil, as every reader of the list takes it.
func TestChecksListRoundTrip(t *testing.T) {
	var every stChecks
	fillChecks(t, reflect.ValueOf(&every).Elem(), "stChecks")
	big := typicalChecks()
	for i := range big.Records {
		big.Records[i].Comment = strings.Repeat("<&>", 300)
	}
	for _, tc := range []struct {
		name   string
		in     stChecks
		want   stChecks
		length int // the stored bytes' length when not 0
	}{
		{"zero", stChecks{}, stChecks{}, 7},
		{"empty records", stChecks{Next: 2, Records: []stCheckRecord{}}, stChecks{Next: 2}, 0},
		{"a zero record", stChecks{Records: make([]stCheckRecord, 1)}, stChecks{Records: make([]stCheckRecord, 1)}, 0},
		{"every field", every, every, 0},
		{"a full list", typicalChecks(), typicalChecks(), 0},
		{"past the scratch space", big, big, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, raw := checksRoundTrip(t, tc.in)
			if !reflect.DeepEqual(*got, tc.want) {
				t.Fatalf("%x loads as\n%+v, want\n%+v", raw, *got, tc.want)
			}
			if tc.length != 0 && len(raw) != tc.length {
				t.Fatalf("%x: %d bytes, want %d", raw, len(raw), tc.length)
			}
			if len(raw) != cap(raw) {
				t.Fatalf("%d bytes in %d", len(raw), cap(raw))
			}
		})
	}
	// Each field of each struct set alone comes back alone.
	for _, at := range []func(cs *stChecks) reflect.Value{
		func(cs *stChecks) reflect.Value { return reflect.ValueOf(cs).Elem() },
		func(cs *stChecks) reflect.Value { return reflect.ValueOf(&cs.Records[0]).Elem() },
		func(cs *stChecks) reflect.Value { return reflect.ValueOf(&cs.Records[0].Result).Elem() },
		func(cs *stChecks) reflect.Value { return reflect.ValueOf(&cs.Records[0].Result.Roll).Elem() },
	} {
		probe := stChecks{Records: make([]stCheckRecord, 1)}
		for i := range at(&probe).NumField() {
			cs := stChecks{Records: make([]stCheckRecord, 1)}
			v := at(&cs)
			name := v.Type().Name() + "." + v.Type().Field(i).Name
			fillChecks(t, v.Field(i), name)
			if got, raw := checksRoundTrip(t, cs); !reflect.DeepEqual(*got, cs) {
				t.Errorf("%s: %x loads as %+v", name, raw, *got)
			}
		}
	}
	if raw := encodeChecks(t, big); len(raw) <= stChecksScratch {
		t.Fatalf("the big list is %d bytes, not past the scratch space", len(raw))
	}
}

func encodeChecks(t testing.TB, cs stChecks) []byte {
	t.Helper()
	raw, err := cs.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// saveChecks keeps the last stChecksMax records.
func TestSaveChecksKeepsTheLastRecords(t *testing.T) {
	cs := typicalChecks()
	extra := cs.Records[0]
	extra.Key = 99
	cs.Records = append(cs.Records, extra)
	got, _ := checksRoundTrip(t, cs)
	if len(got.Records) != stChecksMax || got.Records[0].Key != 39 || got.Records[stChecksMax-1].Key != 99 {
		t.Fatalf("%d records, %d to %d", len(got.Records), got.Records[0].Key, got.Records[len(got.Records)-1].Key)
	}
}

// oldCheckRecordJSON is a record as the list was stored before it was
// MessagePack: json.Marshal's bytes, fields in declaration order.
const oldCheckRecordJSON = `{"k":1,"p":6,"d":7,"c":"x","u":"9","r":{"asked":6,"penalty":0,"asked_diff":7,` +
	`"roll":{"pool":6,"diff":7,"dice":[3,7],"hits":1,"ones":0,"succ":1},"comment":"x","outcomes":["hit"]}}`

// A list stored as JSON before is read once by encoding/json, and the next
// save writes it as MessagePack, which loads the same.
func TestLoadChecksReadsOldJSON(t *testing.T) {
	rec := stCheckRecord{Key: 1, Pool: 6, Difficulty: 7, Comment: "x", User: "9", Result: storyteller.CheckResult{
		Asked: 6, AskedDiff: 7, Comment: "x", Outcomes: []string{storyteller.OutcomeHit},
		Roll: storyteller.Roll{Pool: 6, Difficulty: 7, Dice: []int{3, 7}, Hits: 1, Successes: 1}}}
	second := `{"k":2,"p":3,"d":6,"s":true,"x":true,"a":4,"r":{"actor":4,"asked":3,"penalty":1,"asked_diff":6,"off_balance":true,` +
		`"roll":{"pool":2,"diff":7,"dice":[10,1],"extra":[6],"hits":2,"ones":1,"succ":2,"wp":true},"secret":true,"has_wp":true,"wp_left":2,"outcomes":[]}}`
	rec2 := stCheckRecord{Key: 2, Pool: 3, Difficulty: 6, Specialty: true, Secret: true, Actor: 4, Result: storyteller.CheckResult{
		Actor: 4, Asked: 3, Penalty: 1, AskedDiff: 6, OffBalance: true, Secret: true, HasWillpower: true, WillpowerLeft: 2,
		Outcomes: []string{}, Roll: storyteller.Roll{Pool: 2, Difficulty: 7, Dice: []int{10, 1}, Extra: []int{6}, Hits: 2, Ones: 1,
			Successes: 2, Willpower: true}}}
	for _, tc := range []struct {
		name, json string
		want       stChecks
	}{
		{"empty", `{"n":0,"r":null}`, stChecks{}},
		{"one record", `{"n":1,"r":[` + oldCheckRecordJSON + `]}`, stChecks{Next: 1, Records: []stCheckRecord{rec}}},
		{"two records", `{"n":2,"r":[` + oldCheckRecordJSON + `,` + second + `]}`, stChecks{Next: 2, Records: []stCheckRecord{rec, rec2}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := mutWithChecks([]byte(tc.json))
			got, err := loadChecks(m)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(*got, tc.want) {
				t.Fatalf("loads as\n%+v, want\n%+v", *got, tc.want)
			}
			if err := saveChecks(m, got); err != nil {
				t.Fatal(err)
			}
			raw := m.Ch.Extra[stChecksKey]
			if raw[0] == '{' {
				t.Fatalf("saved as %s", raw)
			}
			again, err := loadChecks(m)
			if err != nil {
				t.Fatal(err)
			}
			// The empty outcomes list comes back nil: no reader tells them apart.
			for i := range tc.want.Records {
				if len(tc.want.Records[i].Result.Outcomes) == 0 {
					tc.want.Records[i].Result.Outcomes = nil
				}
			}
			if !reflect.DeepEqual(*again, tc.want) {
				t.Fatalf("saved %x loads as\n%+v, want\n%+v", raw, *again, tc.want)
			}
		})
	}
}

// Bytes that are not a list saveChecks wrote are an error, never a panic.
func TestLoadChecksRefusesBadBytes(t *testing.T) {
	full := encodeChecks(t, typicalChecks())
	bad := map[string][]byte{
		"empty":                   {},
		"nil":                     {0xc0},
		"an array":                {0x90},
		"trailing byte":           append(bytes.Clone(full), 0),
		"broken old JSON":         []byte(`{"n":1,`),
		"old JSON of wrong types": []byte(`{"n":"1"}`),
		"a string for the next key": func() []byte {
			b := msgp.AppendMapHeader(nil, 1)
			return msgp.AppendString(msgp.AppendString(b, "n"), "1")
		}(),
		"a records header past any list": func() []byte {
			b := msgp.AppendMapHeader(nil, 1)
			return msgp.AppendArrayHeader(msgp.AppendString(b, "r"), 1<<31)
		}(),
	}
	for i := 1; i < len(full); i += 7 {
		bad["cut short"] = full[:i]
		for name, raw := range bad {
			if _, err := loadChecks(mutWithChecks(raw)); err == nil {
				t.Errorf("%s: %x loads", name, raw)
			}
		}
	}
}

// FuzzLoadChecks: any stored bytes load or fail without a panic; what
// loads saves to bytes that load to a list saving to the same bytes. (An
// old JSON list's empty slice is saved as an empty array and loads nil;
// from then on the bytes stay.)
func FuzzLoadChecks(f *testing.F) {
	f.Add(encodeChecks(f, typicalChecks()))
	f.Add([]byte(`{"n":1,"r":[` + oldCheckRecordJSON + `]}`))
	f.Add([]byte{0x82, 0xa1, 'n', 1, 0xa1, 'r', 0x91, 0x80})
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := loadChecks(mutWithChecks(data))
		if err != nil {
			return
		}
		got, _ := checksRoundTrip(t, *cs)
		again, raw := checksRoundTrip(t, *got)
		if third, raw2 := checksRoundTrip(t, *again); !bytes.Equal(raw, raw2) || !reflect.DeepEqual(again, third) {
			t.Fatalf("%x: saves as %x, then as %x", data, raw, raw2)
		}
	})
}

// A /check reads and writes the full list: the write is its one copy (the
// encoding stays on the stack); the read builds the records, each one's
// strings and slices.
func TestChecksListAllocations(t *testing.T) {
	cs := typicalChecks()
	m := &commands.Mut{}
	if err := saveChecks(m, &cs); err != nil {
		t.Fatal(err)
	}
	if n := cs.Msgsize(); n > stChecksScratch {
		t.Fatalf("a full list's Msgsize is %d, past the scratch space", n)
	}
	// *stChecks, the records; per record the comment, the user, the
	// result's comment, its dice, its outcomes and the outcome.
	const perRecord = 6
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "saveChecks", Run: func() { _ = saveChecks(m, &cs) }, Want: 1},
		{Name: "loadChecks", Run: func() { _, _ = loadChecks(m) }, Want: 2 + perRecord*stChecksMax},
	})
}

// BenchmarkChecksLoadSave: one /check's reading and writing of a full
// list; and the one read of a list stored as JSON before.
func BenchmarkChecksLoadSave(b *testing.B) {
	cs := typicalChecks()
	b.Run("MessagePack", func(b *testing.B) {
		m := mutWithChecks(encodeChecks(b, cs))
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
	b.Run("old-JSON-load", func(b *testing.B) {
		raw, err := json.Marshal(cs)
		if err != nil {
			b.Fatal(err)
		}
		m := mutWithChecks(raw)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := loadChecks(m); err != nil {
				b.Fatal(err)
			}
		}
	})
}

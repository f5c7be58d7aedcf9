package statejson

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// same decodes raw with both readers into fresh values and reports a
// mismatch: the fast reader may fail where encoding/json succeeds (the caller
// falls back), never the other way, and never with another result.
func same(t *testing.T, raw []byte) (fastOK bool) {
	t.Helper()
	var fast, slow sample
	ferr := decodeSample(raw, &fast)
	serr := json.Unmarshal(raw, &slow)
	if ferr == nil && serr != nil {
		t.Fatalf("%q: fast reader accepted what encoding/json rejects (%v): %+v", raw, serr, fast)
	}
	if ferr == nil && !reflect.DeepEqual(fast, slow) {
		t.Fatalf("%q:\nfast %#v\njson %#v", raw, fast, slow)
	}
	fa, aerr := decodeAny(raw)
	var sa any
	saerr := json.Unmarshal(raw, &sa)
	if aerr == nil && saerr != nil {
		t.Fatalf("%q: any: fast reader accepted what encoding/json rejects (%v)", raw, saerr)
	}
	if aerr == nil && !reflect.DeepEqual(fa, sa) {
		t.Fatalf("%q: any:\nfast %#v\njson %#v", raw, fa, sa)
	}
	return ferr == nil
}

func TestDecodeMatchesEncodingJSON(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		// fast: the fast reader decodes it (true) or leaves it to the
		// fallback (false); either way the result must match encoding/json.
		fast bool
	}{
		{"empty object", `{}`, true},
		{"top-level null", `null`, true},
		{"compact", `{"i":-42,"u":255,"b":true,"s":"ёж","ss":["a","б"],"is":[1,-2,0],"m":{"x":3},"p":{"a":1,"t":"t"},"n":{"a":2},"objs":[{"a":3},{},null],"r":[1, {"x" : null}]}`, true},
		{"spaced", " {\n\t\"i\" : 7 ,\r\n \"ss\" : [ \"a\" , \"b\" ] , \"m\" : { } } \n", true},
		{"nulls leave fields", `{"i":null,"u":null,"b":null,"s":null,"ss":null,"is":null,"m":null,"p":null,"n":null,"objs":null,"r":null}`, true},
		{"null elements", `{"ss":[null,"a"],"is":[null,1],"m":{"k":null}}`, true},
		{"empty containers are non-nil", `{"ss":[],"is":[],"m":{},"objs":[]}`, true},
		{"repeated scalar: last wins", `{"i":1,"i":2,"s":"a","s":null}`, true},
		{"repeated map merges", `{"m":{"a":1,"b":2},"m":{"b":3}}`, true},
		{"repeated pointer merges", `{"p":{"a":1},"p":{"t":"x"}}`, true},
		{"repeated pointer after null", `{"p":{"a":1},"p":null,"p":{"t":"x"}}`, true},
		{"repeated array falls back", `{"ss":["a","b"],"ss":[null]}`, false},
		{"array after null", `{"ss":["a"],"ss":null,"ss":["b"]}`, true},
		{"escapes", `{"s":"\"\\\/\b\f\n\r\t\u0041\u00e9\u0451"}`, true},
		{"escaped key", `{"\u0069":5}`, true},
		{"html escapes from json.Marshal", `{"s":"\u003cb\u003e \u0026","m":{"\u003c":1}}`, true},
		{"surrogate pair", `{"s":"\ud83d\ude00"}`, true},
		{"lone high surrogate", `{"s":"\ud83dx"}`, true},
		{"lone low surrogate", `{"s":"\ude00\ud83d\ude00"}`, true},
		{"high then non-low escape", `{"s":"\ud83d\u0041"}`, true},
		{"high then escaped backslash", `{"s":"\ud83d\\u0041"}`, true},
		{"invalid utf-8", "{\"s\":\"a\xffb\xed\xa0\x80c\"}", true},
		{"invalid utf-8 in key", "{\"m\":{\"\xff\":1}}", true},
		{"cyrillic", `{"s":"Сломанный щит","ss":["левая рука"]}`, true},
		{"min int", `{"i":-9223372036854775808}`, true},
		{"max int", `{"i":9223372036854775807}`, true},
		{"negative zero", `{"i":-0}`, true},
		{"int overflow", `{"i":9223372036854775808}`, false},
		{"negative int overflow", `{"i":-9223372036854775809}`, false},
		{"uint8 overflow", `{"u":256}`, false},
		{"uint negative zero", `{"u":-0}`, false},
		{"uint negative", `{"u":-1}`, false},
		{"fraction", `{"i":1.0}`, false},
		{"exponent", `{"i":1e2}`, false},
		{"leading zero", `{"i":01}`, false},
		{"lone minus", `{"i":-}`, false},
		{"string for int", `{"i":"1"}`, false},
		{"int for string", `{"s":1}`, false},
		{"int for bool", `{"b":1}`, false},
		{"object for array", `{"ss":{}}`, false},
		{"array for map", `{"m":[]}`, false},
		{"unknown key", `{"zz":1}`, false},
		{"case-folded key", `{"I":1}`, false},
		{"trailing comma", `{"i":1,}`, false},
		{"missing colon", `{"i" 1}`, false},
		{"trailing garbage", `{"i":1}x`, false},
		{"two documents", `{} {}`, false},
		{"unterminated", `{"i":1`, false},
		{"unterminated string", `{"s":"abc`, false},
		{"control char in string", "{\"s\":\"a\x01\"}", false},
		{"bad escape", `{"s":"\x"}`, false},
		{"single-quote escape", `{"s":"\'"}`, false},
		{"short unicode escape", `{"s":"\u12"}`, false},
		{"bad literal", `{"b":tru}`, false},
		{"literal run-on", `{"b":truex}`, false},
		{"raw float and exponent", `{"r":[1.5e-3,-0.0,2E+10]}`, true},
		{"raw bad number", `{"r":[1.]}`, false},
		{"raw bad exponent", `{"r":[1e]}`, false},
		{"raw leading zero", `{"r":[00]}`, false},
		{"array not object", `[]`, false},
		{"whitespace only", ` `, false},
		{"bom", "\xef\xbb\xbf{}", false},
		{"deep raw", `{"r":` + strings.Repeat("[", 2000) + strings.Repeat("]", 2000) + `}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := same(t, []byte(tt.raw)); got != tt.fast {
				t.Errorf("fast reader decoded it: %v, want %v", got, tt.fast)
			}
		})
	}
}

func TestKeyAndRawDoNotAllocate(t *testing.T) {
	raw := []byte(`{"i":-42,"u":3,"b":true,"n":{"a":2},"r":[1,{"x":"y"}]}`)
	var s sample
	allocs := testing.AllocsPerRun(100, func() {
		s = sample{}
		if err := decodeSample(raw, &s); err != nil {
			t.Fatal(err)
		}
	})
	// The RawMessage copy is the only allocation.
	if allocs > 1 {
		t.Errorf("%v allocations, want at most 1", allocs)
	}
}

func TestErrorOffset(t *testing.T) {
	var s sample
	err := decodeSample([]byte(`{"i":1,"zz":2}`), &s)
	var e *Error
	if !asError(err, &e) || e.Offset != 12 || !strings.Contains(e.Error(), `"zz"`) {
		t.Fatalf("got %v", err)
	}
}

func asError(err error, e **Error) bool {
	x, ok := err.(*Error)
	*e = x
	return ok
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{}`, `null`, `{"i":1,"s":"\u00e9\ud83d\ude00","ss":["a",null],"m":{"a":1,"a":null}}`,
		`{"p":{"a":1},"p":{"t":"x"},"objs":[{"a":1}],"r":[1.5,{"k":[true,false,null]}]}`,
		"{\"s\":\"\xff\\ud800\"}", `{"u":255,"is":[-0,9223372036854775807]}`, `[1,"x",{"y":[]}]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) { same(t, raw) })
}

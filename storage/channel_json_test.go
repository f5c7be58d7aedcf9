package storage

import (
	"bytes"
	"strings"
	"testing"
)

// A JSON channel record reads with each combat state as its JSON bytes,
// exactly as written, and writes back with the states in place (not as
// base64 strings, as encoding/json writes a []byte).
func TestJSONChannelKeepsStatesAsJSON(t *testing.T) {
	doc := `{"system":"medieval","encounter":{"system":"medieval","v":2,"gm":"1","round":1,"turn":0,` +
		`"combatants":[{"id":1,"name":"Ann","owner":"7","sheet":{"name":"Ann"},"init":9,"state":{"w":4, "armor":["","9m"]}},` +
		`{"id":2,"name":"Orc","sheet":{"name":"Orc"},"init":3}],"next_id":3,"tracker":{},` +
		`"prompts":[{"c":1,"n":{"k":"k","a":{"n":12345678901}}}]},` +
		`"party":{"medieval/u/7":{"v":1,"system":"medieval","owner":"7","name":"Ann","state":{"w":4}}}}`
	c, err := decodeJSONChannel([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	f := c.Encounter.Combatants
	if len(f) != 2 || string(f[0].State) != `{"w":4, "armor":["","9m"]}` || f[1].State != nil || f[0].Init != 9 || f[0].Owner != "7" {
		t.Fatalf("combatants %+v", f)
	}
	if p := c.Party["medieval/u/7"]; string(p.State) != `{"w":4}` || p.Name != "Ann" || p.V != 1 {
		t.Fatalf("party %+v", c.Party)
	}
	if n := c.Encounter.Prompts[0].Note.Args["n"]; n == nil || n.(interface{ String() string }).String() != "12345678901" {
		t.Fatalf("a number in a note's arguments read as %#v", n)
	}
	out, err := encodeJSONChannel(&c)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sameJSON(t, out), sameJSON(t, []byte(doc)); got != want {
		t.Errorf("written back:\n got %s\nwant %s", got, want)
	}
	if !bytes.Contains(out, []byte(`"state":{"w":4,"armor":["","9m"]}`)) || strings.Contains(string(out), `"state":"`) {
		t.Errorf("states not in place: %s", out)
	}
	if _, err := decodeJSONChannel([]byte(`{"encounter":`)); err == nil {
		t.Error("a cut record read")
	}
}

package commands

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/storage"
)

// The list of players' characters that left the running fight keeps each
// state as the system stores it, and reads back as it was kept.
func TestGoneListKeepsTheStates(t *testing.T) {
	state := msgp.AppendInt(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "w"), 4)
	m := &Mut{Ch: storage.Channel{}}
	setGone(m, []goneFighter{{Owner: "u1", Name: "Ann", State: state}})
	got := goneList(m)
	if len(got) != 1 || got[0].Owner != "u1" || got[0].Name != "Ann" || string(got[0].State) != string(state) {
		t.Fatalf("read back %+v", got)
	}
}

// A list stored while states were JSON (each state a JSON object inside
// the list) reads with the states as MessagePack maps of the same fields,
// so a player who left before the upgrade comes back with the wounds.
func TestGoneListStoredWithJSONStates(t *testing.T) {
	old := `[{"owner":"u1","name":"Ann","state":{"w":4,"armor":["4m","10","","","",""],"stun":true}},{"owner":"u2","name":"Bob"}]`
	m := &Mut{Ch: storage.Channel{Extra: map[string]json.RawMessage{goneKey: json.RawMessage(old)}}}
	got := goneList(m)
	if len(got) != 2 || got[0].Name != "Ann" || got[1].Name != "Bob" || got[1].State != nil {
		t.Fatalf("read %+v", got)
	}
	v, rest, err := msgp.ReadIntfBytes(got[0].State)
	if err != nil || len(rest) != 0 {
		t.Fatalf("Ann's state %x does not read as MessagePack: %v", got[0].State, err)
	}
	want := map[string]any{"w": int64(4), "armor": []any{"4m", "10", "", "", "", ""}, "stun": true}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("Ann's state reads %#v, want %#v", v, want)
	}
}

package storage

import (
	"encoding/json"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/encounter"
)

// The value the decode cache keeps from a mutation's own object is exactly
// what decoding the stored bytes gives: nil for empty omitted collections,
// JSON's types inside untyped maps.
func TestCachedObjectEqualsDecodedBytes(t *testing.T) {
	enc := encounter.New("medieval", "gm")
	enc.Tally = map[int]*encounter.Tally{} // empty, omitempty
	enc.Combatants = []rules.Combatant{{ID: 1, Name: "Orc", InitDice: []int{}, Sheet: rules.Sheet{Stats: map[string]int{"REF": 5}, Flags: map[string]bool{}},
		State: json.RawMessage(`{"wounds":3}`)}}
	enc.Prompts = []rules.Event{{Combatant: 1, Prompt: "p", Note: rules.Note{Key: "k", Args: map[string]any{"N": 4, "Dice": []int{8, 6}, "Name": "Orc"}}}}
	obj := Channel{System: "medieval", Encounter: enc, FlavourLast: map[string]int{}, Extra: map[string]json.RawMessage{}}
	raw, err := json.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	var decoded Channel
	if err := json.Unmarshal(raw, &decoded); err != nil {
		t.Fatal(err)
	}
	var c Channel
	deepCopy(reflect.ValueOf(&c).Elem(), reflect.ValueOf(&obj).Elem())
	normaliseEmpty(reflect.ValueOf(&c).Elem())
	if !reflect.DeepEqual(c, decoded) {
		a, _ := json.Marshal(c)
		t.Fatalf("cached object differs from the decoded bytes:\n%s\n%s\n%#v\n%#v", a, raw, c.Encounter.Prompts[0].Note.Args, decoded.Encounter.Prompts[0].Note.Args)
	}
}

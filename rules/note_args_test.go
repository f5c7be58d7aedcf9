package rules

import (
	"reflect"
	"testing"
)

// A Note's arguments of the kinds it documents are stored and read back
// (integers as int64); one of a named type is an error, not a silent
// change.
func TestNoteArgsAsStored(t *testing.T) {
	n := Note{Key: "k", Args: map[string]any{
		"Name": "Орк", "N": 3, "Big": int64(-7), "F": 2.5, "Yes": true, "Nil": nil,
		"List": []string{"a", "b"}, "Map": map[string]int{"x": 1},
	}}
	raw, err := n.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	var got Note
	if _, err := got.UnmarshalMsg(raw); err != nil {
		t.Fatal(err)
	}
	want := Note{Key: "k", Args: map[string]any{
		"Name": "Орк", "N": int64(3), "Big": int64(-7), "F": 2.5, "Yes": true, "Nil": nil,
		"List": []any{"a", "b"}, "Map": map[string]any{"x": int64(1)},
	}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v\nwant %#v", got, want)
	}
	type level string
	if _, err := (&Note{Key: "k", Args: map[string]any{"L": level("x")}}).MarshalMsg(nil); err == nil {
		t.Error("a named string type was stored")
	}
}

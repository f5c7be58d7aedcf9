package storage

import (
	"encoding/json"
	"reflect"
	"strings"
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
	c := *normalisedCopy(&obj)
	if !reflect.DeepEqual(c, decoded) {
		a, _ := json.Marshal(c)
		t.Fatalf("cached object differs from the decoded bytes:\n%s\n%s\n%#v\n%#v", a, raw, c.Encounter.Prompts[0].Note.Args, decoded.Encounter.Prompts[0].Note.Args)
	}
}

// TestCloneKnowsEveryField fails when a type the clone copies by hand gains
// a field: cloneChannel must then learn it (a reference field copied as a
// value would let a reader's change reach the cache).
func TestCloneKnowsEveryField(t *testing.T) {
	known := map[reflect.Type]string{
		reflect.TypeOf(Channel{}):              "System NoFlavour FlavourLast Encounter Extra Party FreshFights",
		reflect.TypeOf(encounter.Encounter{}):  "System Version GM Round Turn Combatants NextID Tally Prompts Tracker Ended Begun Free Spent",
		reflect.TypeOf(encounter.Tally{}):      "Dealt Taken Fell FellRound Left",
		reflect.TypeOf(encounter.MessageRef{}): "ChannelID MessageID",
		reflect.TypeOf(rules.Combatant{}):      "ID Name Owner Sheet Init InitDice InitMod Pinned TieBreak Held Group State",
		reflect.TypeOf(rules.Sheet{}):          "Name Stats Weapons Armor Flags",
		reflect.TypeOf(rules.Weapon{}):         "Name Spec",
		reflect.TypeOf(rules.Event{}):          "Combatant Note Prompt WholeRound Fell",
		reflect.TypeOf(rules.Note{}):           "Key Args",
		reflect.TypeOf(rules.Condition{}):      "V System Owner Name Sheet State",
	}
	for typ, names := range known {
		var got []string
		for i := 0; i < typ.NumField(); i++ {
			got = append(got, typ.Field(i).Name)
		}
		if strings.Join(got, " ") != names {
			t.Errorf("%s has fields %q; cloneChannel and normaliseChannel (storage/clone.go) know %q: teach them the new ones, then update this list", typ, strings.Join(got, " "), names)
		}
	}
}

// TestCloneSharesNothing: changing everything reachable in a clone leaves
// the source as it was, for every document of the decode-cache tests.
func TestCloneSharesNothing(t *testing.T) {
	for _, doc := range channelDocs {
		var src, want Channel
		if err := json.Unmarshal([]byte(doc), &src); err != nil {
			t.Fatal(err)
		}
		_ = json.Unmarshal([]byte(doc), &want)
		for _, normalise := range []bool{false, true} {
			c := cloneChannel(&src)
			if normalise {
				c = *normalisedCopy(&src)
			}
			if !normalise && !reflect.DeepEqual(c, want) {
				t.Errorf("%s: clone differs:\n got %#v\nwant %#v", doc, c, want)
			}
			scribble(&c)
			if !reflect.DeepEqual(src, want) {
				t.Fatalf("%s (normalise %v): a change to the clone reached the source", doc, normalise)
			}
		}
	}
}

// take hands the cached value itself to one reader and forgets it: the next
// read misses, so no one else can see the taker's changes.
func TestDecodeCacheTake(t *testing.T) {
	for _, doc := range channelDocs {
		var want Channel
		if err := json.Unmarshal([]byte(doc), &want); err != nil {
			t.Fatal(err)
		}
		d := newDecodeCache()
		d.put("k", []byte(doc))
		if _, ok := d.take("k", []byte(doc+" ")); ok {
			t.Fatalf("%s: other bytes must miss", doc)
		}
		got, ok := d.take("k", []byte(doc))
		if !ok || !reflect.DeepEqual(*got, want) {
			t.Fatalf("%s: take = %v, %#v", doc, ok, got)
		}
		if _, ok := d.take("k", []byte(doc)); ok {
			t.Fatalf("%s: a taken value must be gone", doc)
		}
		if d.channel("k", []byte(doc), &Channel{}) {
			t.Fatalf("%s: a taken value must be gone for readers too", doc)
		}
	}
}

// ChannelSystem reads a channel's system from the cache or the bytes alike.
func TestChannelSystem(t *testing.T) {
	for _, doc := range channelDocs {
		var want Channel
		_ = json.Unmarshal([]byte(doc), &want)
		d := newDecodeCache()
		if _, ok := d.system("k", []byte(doc)); ok {
			t.Fatal("empty cache hit")
		}
		d.put("k", []byte(doc))
		if got, ok := d.system("k", []byte(doc)); !ok || got != want.System {
			t.Fatalf("%s: cached system %q %v, want %q", doc, got, ok, want.System)
		}
		if _, ok := d.system("k", []byte(doc+" ")); ok {
			t.Fatal("other bytes must miss")
		}
	}
}

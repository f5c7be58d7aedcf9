package storage

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"testing"

	"fray/rules"
	"fray/rules/encounter"
)

// fourFighters is a fight: sheets with stats, weapons, armor and flags,
// rolled initiative, raw system states, prompts whose note arguments have
// several types, and a tally whose keys 2 and 10 sort differently as text
// and as numbers.
func fourFighters() *encounter.Encounter {
	state := json.RawMessage(`{"w":3,"armor":["4","14h 10m","10m","10m","0m","0m"],"ev":1,"parry":4}`)
	return &encounter.Encounter{
		System: "medieval", Version: 17, GM: "1001", Round: 3, Turn: 2, NextID: 11,
		Combatants: []rules.Combatant{
			{ID: 1, Name: "Orc 1", Sheet: rules.Sheet{Name: "Orc", Stats: map[string]int{"REF": 6, "BODY": 7, "melee": 4, "dodge": 2}, Weapons: []rules.Weapon{{Name: "axe", Spec: "2d6+1 melee"}}, Armor: "10m"}, Init: 14, InitDice: []int{8}, InitMod: 6, State: state},
			{ID: 2, Name: "Герой <&>", Owner: "2002", Sheet: rules.Sheet{Name: "Герой", Stats: map[string]int{"РЕФ": 8, "b": -1}, Weapons: []rules.Weapon{{Name: "меч", Spec: "2d6"}, {Name: "bow & \"arrows\"", Spec: "1d6+2 ranged"}}, Flags: map[string]bool{"supernatural": true, "mounted": false}}, Init: 14, InitDice: []int{6, 0}, TieBreak: 3, Pinned: true, Held: true, Group: "alpha", State: json.RawMessage(`{}`)},
			{ID: 10, Name: "Wolf", Sheet: rules.Sheet{Name: "Wolf"}, Init: -2, InitMod: -3, State: json.RawMessage(`null`)},
			{ID: 4, Name: "Ghost", Sheet: rules.Sheet{Name: ""}},
		},
		Tally: map[int]*encounter.Tally{2: {Dealt: 5, Taken: 1}, 10: {Fell: true, FellRound: 2, Left: "Орк \"2\""}, 1: {}, 4: nil, -3: {Taken: -1}},
		Prompts: []rules.Event{
			{Combatant: 2, Note: rules.Note{Key: "medieval.save.death", Args: map[string]any{
				"Name": "Герой", "N": int64(3), "F": 2.5, "Big": 1e21, "Yes": true,
				"Nil": nil, "List": []any{int64(1), "a", nil}, "Map": map[string]any{"z": int64(1), "a": "<"},
			}}, Prompt: "save:death", WholeRound: true, Fell: true},
			{Combatant: 1, Note: rules.Note{Key: "k"}},
		},
		Tracker: encounter.MessageRef{ChannelID: "3003", MessageID: "4004"},
		Ended:   true, Begun: true, Free: []int{3, 1},
		Spent: []encounter.Spend{{Round: 2, C: 2, Act: "attack", Cost: 1, Turn: 2}, {Round: 3, C: 10, Act: "dodge", Cost: -1, Turn: 2, Forced: true}, {}},
	}
}

// fightChannel is a running fight of n fighters in round 4, as a channel
// holds it: sheets of nine stats and two weapons, a medieval state each, a
// tally, one owed roll, and a party of the players among them.
func fightChannel(n int) *Channel {
	e := &encounter.Encounter{System: "medieval", Version: 42, GM: "112233445566778899", Round: 4, Turn: 3, NextID: n + 1,
		Tally: map[int]*encounter.Tally{}, Tracker: encounter.MessageRef{ChannelID: "998877665544332211", MessageID: "1234567890123456789"}, Begun: true}
	party := map[string]rules.Condition{}
	for i := 1; i <= n; i++ {
		name := "Орк " + strconv.Itoa(i)
		owner := ""
		if i%3 == 0 {
			name, owner = "Hero "+strconv.Itoa(i), "55555555555555555"+strconv.Itoa(i)
			party[PartyKey("medieval", owner, "")] = rules.Condition{V: 1, System: "medieval", Owner: owner, Name: name}
		}
		e.Combatants = append(e.Combatants, rules.Combatant{
			ID: i, Name: name, Owner: owner,
			Sheet: rules.Sheet{Name: name, Stats: map[string]int{"INT": 5, "REF": 6 + i%3, "TECH": 4, "COOL": 5, "BODY": 7, "MA": 6, "melee": 4, "dodge": 3, "brawling": 2},
				Weapons: []rules.Weapon{{Name: "axe", Spec: "2d6+1 melee blade"}, {Name: "crossbow", Spec: "3d6 ranged 50m"}}, Armor: "14h torso, 10m head"},
			Init: 10 + i, InitDice: []int{i%10 + 1}, InitMod: 8,
			State: json.RawMessage(`{"w":` + strconv.Itoa(i) + `,"armor":["4","14h 10m","10m","10m","0m","0m"],"ev":1,"parry":4,"actions":1}`),
		})
		e.Tally[i] = &encounter.Tally{Dealt: 3 * i, Taken: i}
	}
	e.Prompts = []rules.Event{{Combatant: 3, Note: rules.Note{Key: "medieval.save.stun", Args: map[string]any{"Name": "Орк 3", "Target": int64(7), "Mod": int64(-2)}}, Prompt: "save:stun"}}
	return &Channel{System: "medieval", FlavourLast: map[string]int{"hit": 3, "miss": 1, "crit": 0}, Encounter: e, Party: party}
}

// benchChannel is a realistic stored channel: six fighters of a medieval
// fight in round 4.
func benchChannel(tb testing.TB) *Channel {
	tb.Helper()
	raw, err := Marshal(fightChannel(6))
	if err != nil {
		tb.Fatal(err)
	}
	c, err := DecodeChannel(raw)
	if err != nil {
		tb.Fatal(err)
	}
	return &c
}

// codecCases are channels covering every field, nil and empty, and text
// that JSON would escape.
func codecCases() map[string]*Channel {
	return map[string]*Channel{
		"empty":      {},
		"empty maps": {FlavourLast: map[string]int{}, Extra: map[string]json.RawMessage{}, Party: map[string]rules.Condition{}},
		"party": {System: "medieval", FreshFights: true, Party: map[string]rules.Condition{
			"medieval/u/1":   {V: 1, System: "medieval", Owner: "1", Name: "Ann", State: json.RawMessage(`{"wounds":7}`)},
			"medieval/n/orc": {V: 1, System: "medieval", Name: "Orc", Sheet: &rules.Sheet{Name: "Orc", Stats: map[string]int{"BODY": 8}}},
			"medieval/u/2":   {V: 1, System: "medieval", Owner: "2", Name: "Бьорн \"<>&\u2028\xff"},
		}},
		"settings":       {System: "storyteller", NoFlavour: true, FlavourLast: map[string]int{"miss": 0, "hit": 3, "crit": -1, "Б": 2}},
		"fight":          {System: "medieval", FlavourLast: map[string]int{"hit": 1}, Encounter: fourFighters()},
		"zero encounter": {Encounter: &encounter.Encounter{}},
		"no combatants":  {Encounter: &encounter.Encounter{Tally: map[int]*encounter.Tally{}, Tracker: encounter.MessageRef{MessageID: "9"}}},
		"extra":          {Extra: map[string]json.RawMessage{"vehicles": json.RawMessage(`[1,2,{"a":null}]`), "spaced": json.RawMessage(" {\n \"a\" : 1 }\t")}},
		"32 fighters":    fightChannel(32),
	}
}

// TestChannelCodecRoundTrip: every channel reads back as it was written.
func TestChannelCodecRoundTrip(t *testing.T) {
	for name, c := range codecCases() {
		raw, err := Marshal(c)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := DecodeChannel(raw)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(&got, c) {
			t.Errorf("%s:\n got %#v\nwant %#v", name, got, *c)
		}
	}
}

// TestEncodingIsCanonical: a value is always stored as the same bytes,
// whatever order Go's maps give their entries in, and its decoded copy is
// stored as the same bytes again.
func TestEncodingIsCanonical(t *testing.T) {
	for name, c := range codecCases() {
		want, err := Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		for range 20 {
			if got, _ := Marshal(c); !bytes.Equal(got, want) {
				t.Fatalf("%s: encoded differently:\n%x\n%x", name, got, want)
			}
		}
		back, err := DecodeChannel(want)
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := Marshal(&back); !bytes.Equal(got, want) {
			t.Errorf("%s: its decoded copy encodes differently", name)
		}
	}
}

// TestDecodeChannelRefuses: bytes that are not a whole stored channel (a
// JSON record, a cut one, one with bytes after it) are an error.
func TestDecodeChannelRefuses(t *testing.T) {
	raw, err := Marshal(fightChannel(4))
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{
		"json":     []byte(`{"system":"medieval"}`),
		"cut":      raw[:len(raw)-3],
		"trailing": append(append([]byte(nil), raw...), 0xc0),
	} {
		if _, err := DecodeChannel(b); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// BenchmarkChannelCodec is the stored channel's encoding (as PutChannel
// makes it: the generated encoder, the canonical form, a copy of its exact
// size) and decoding, for a 4- and a 32-fighter fight.
func BenchmarkChannelCodec(b *testing.B) {
	for _, n := range []int{4, 32} {
		c := fightChannel(n)
		var e encoder
		raw, err := e.encode(c)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("encode/"+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := e.encode(c); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("decode/"+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := DecodeChannel(raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// FuzzDecodeChannel: any bytes as a stored channel decode or fail, never
// panic, and what decodes encodes canonically and decodes to the same
// value again.
func FuzzDecodeChannel(f *testing.F) {
	for _, c := range codecCases() {
		raw, err := Marshal(c)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw)
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		c, err := DecodeChannel(raw)
		if err != nil {
			return
		}
		again, err := Marshal(&c)
		if err != nil {
			return // an argument msgp cannot write back (none that JSON could)
		}
		back, err := DecodeChannel(again)
		if err != nil {
			t.Fatalf("its own encoding does not decode: %v", err)
		}
		if twice, _ := Marshal(&back); !bytes.Equal(twice, again) {
			t.Fatalf("encodes differently after a round trip:\n%x\n%x", twice, again)
		}
	})
}

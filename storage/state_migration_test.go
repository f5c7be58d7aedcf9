package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"
	bolt "go.etcd.io/bbolt"

	"fray/rules"
	"fray/rules/encounter"
)

// isJSONState tells a state a system wrote as JSON (schema 6 and before)
// from one in MessagePack.
func isJSONState(s []byte) bool {
	s = bytes.TrimLeft(s, " \t\r\n")
	return len(s) > 0 && s[0] == '{'
}

// genericState reads a combat state, JSON or MessagePack, as a generic
// value: objects as map[string]any (a JSON member that is null left out, as
// the conversion drops it), integers as int64 (uint64 past int64's range),
// other numbers as float64.
func genericState(t *testing.T, raw []byte) any {
	t.Helper()
	if isJSONState(raw) {
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		var v any
		if err := d.Decode(&v); err != nil {
			t.Fatalf("state %q: %v", raw, err)
		}
		return normalState(t, v)
	}
	v, rest, err := msgp.ReadIntfBytes(raw)
	if err != nil || len(rest) > 0 {
		t.Fatalf("state %x: %v, %d bytes after it", raw, err, len(rest))
	}
	return normalState(t, v)
}

func normalState(t *testing.T, v any) any {
	t.Helper()
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, m := range v {
			if m != nil {
				out[k] = normalState(t, m)
			}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i := range v {
			out[i] = normalState(t, v[i])
		}
		return out
	case json.Number:
		if i, err := v.Int64(); err == nil {
			return i
		}
		if u, err := strconv.ParseUint(string(v), 10, 64); err == nil {
			return u
		}
		f, err := v.Float64()
		if err != nil {
			t.Fatalf("number %s: %v", v, err)
		}
		return f
	case uint64:
		if v <= math.MaxInt64 {
			return int64(v)
		}
		return v
	case float32:
		return float64(v)
	case nil, bool, string, int64, float64:
		return v
	}
	t.Fatalf("unexpected %T in a state", v)
	return nil
}

// isMsgpMap tells whether raw is one whole MessagePack map.
func isMsgpMap(raw []byte) bool {
	if msgp.NextType(raw) != msgp.MapType {
		return false
	}
	rest, err := msgp.Skip(raw)
	return err == nil && len(rest) == 0
}

// statesAsJSON rewrites every state in c, JSON or MessagePack, as the
// sorted JSON of its generic value (genericState), so that a channel before
// and after the conversion compare equal; with wantMsgp, a state that is
// not one MessagePack map is an error.
func statesAsJSON(t *testing.T, c *Channel, wantMsgp bool) {
	t.Helper()
	conv := func(s []byte) []byte {
		if len(s) == 0 {
			return s
		}
		if wantMsgp && !isMsgpMap(s) {
			t.Errorf("state %q is not MessagePack", s)
		}
		out, err := json.Marshal(genericState(t, s))
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if c.Encounter != nil {
		for i := range c.Encounter.Combatants {
			c.Encounter.Combatants[i].State = conv(c.Encounter.Combatants[i].State)
		}
	}
	for k, p := range c.Party {
		p.State = conv(p.State)
		c.Party[k] = p
	}
}

// fileContents is every key and value of a bbolt file, by bucket.
type fileContents map[string]map[string][]byte

func readFile(t *testing.T, db *bolt.DB) fileContents {
	t.Helper()
	got := fileContents{}
	err := db.View(func(tx *bolt.Tx) error {
		return tx.ForEach(func(name []byte, b *bolt.Bucket) error {
			m := map[string][]byte{}
			got[string(name)] = m
			return b.ForEach(func(k, v []byte) error {
				m[string(k)] = bytes.Clone(v)
				return nil
			})
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func readFileAt(t *testing.T, path string) fileContents {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	return readFile(t, db)
}

// undoSnapshots rebuilds a channel's undo list, newest first.
func undoSnapshots(t *testing.T, value, list []byte) [][]byte {
	t.Helper()
	recs, ok := splitRecords(list, 0)
	if len(list) == 0 || list[0] != undoListTag || !ok {
		t.Fatalf("undo list %x does not parse", list)
	}
	var snaps [][]byte
	base := value
	for i := len(recs) - 1; i >= 0; i-- {
		snap, err := decodeDelta(base, recs[i])
		if err != nil {
			t.Fatal(err)
		}
		snaps = append(snaps, snap)
		base = snap
	}
	return snaps
}

// sameButStates checks that the channel value now is the value before with
// each JSON state converted: every state now is a MessagePack map whose
// generic value is the JSON's, and with the old states put back the value
// encodes to the old bytes. It returns how many states it compared.
func sameButStates(t *testing.T, what string, before, now []byte) int {
	t.Helper()
	old, err := DecodeChannel(before)
	if err != nil {
		t.Fatalf("%s before: %v", what, err)
	}
	c, err := DecodeChannel(now)
	if err != nil {
		t.Fatalf("%s now: %v", what, err)
	}
	n := 0
	check := func(who string, was, is []byte) []byte {
		switch {
		case len(was) == 0:
			if len(is) != 0 {
				t.Errorf("%s: %s had no state and has %x", what, who, is)
			}
		case !isJSONState(was):
			t.Errorf("%s: %s's state %x before the migration is not JSON", what, who, was)
		case !isMsgpMap(is):
			t.Errorf("%s: %s's state is not a MessagePack map: %q", what, who, is)
		default:
			n++
			if w, g := genericState(t, was), genericState(t, is); !reflect.DeepEqual(w, g) {
				t.Errorf("%s: %s's state\n got %#v\nwant %#v", what, who, g, w)
			}
		}
		return was
	}
	if (old.Encounter == nil) != (c.Encounter == nil) {
		t.Fatalf("%s: the encounter came or went", what)
	}
	if c.Encounter != nil {
		if len(c.Encounter.Combatants) != len(old.Encounter.Combatants) {
			t.Fatalf("%s: %d combatants, were %d", what, len(c.Encounter.Combatants), len(old.Encounter.Combatants))
		}
		for i := range c.Encounter.Combatants {
			f := &c.Encounter.Combatants[i]
			f.State = check(f.Name, old.Encounter.Combatants[i].State, f.State)
		}
	}
	if len(c.Party) != len(old.Party) {
		t.Fatalf("%s: party of %d, was %d", what, len(c.Party), len(old.Party))
	}
	for k, p := range c.Party {
		p.State = check("party member "+k, old.Party[k].State, p.State)
		c.Party[k] = p
	}
	back, err := Marshal(&c)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back, before) {
		t.Errorf("%s: more than the states changed:\n got %s\nwant %s", what, msgpAsJSON(t, back), msgpAsJSON(t, before))
	}
	return n
}

// testdata/schema6.db.gz is a database the build before this conversion
// (commit 7b4966c, schema 6: MessagePack records, each combat state the
// system's JSON inside them) wrote through its console, all in one guild:
//
//	printf '%s\n' '/system set system:medieval' \
//	  '@Ann /char set stats:"REF 8 BODY 8 Melee 4" name:Ann' '@Ann /char weapon add name:Sword' \
//	  '@Ann /char armor armor:"torso,arms 10"' '/combat start' '@Ann /combat join' \
//	  '/combat add name:Orc stats:"REF 6 BODY 6 Melee 3"' '@Ann /attack target:Orc' '/combat next' \
//	  '/attack target:Ann attacker:Orc damage:3d6' '/combat end' |
//	  fray console --db s6.db --channel medieval --locale en --dice 7,3,6,2,3,4,5,2,8,1,3,6,6,5,1
//	printf '%s\n' '/combat start' '@Ann /combat join' '/combat add name:Brute stats:"REF 5 BODY 7 Melee 2"' \
//	  '@Ann /attack target:Brute' '/combat next' '/attack target:Ann attacker:Brute damage:3d6' '/combat undo' |
//	  fray console --db s6.db --channel medieval --locale en --dice 5,4,7,1,2,6,6,3,9,1,3,6,6,6,2
//	printf '%s\n' '/system set system:storyteller' \
//	  '@Bob /char set stats:"Strength 3 Dexterity 3 Stamina 2 Wits 2 Firearms 3 Brawl 2" name:Bob' \
//	  '@Bob /char weapon add name:"Light revolver"' '/combat start' '@Bob /combat join' \
//	  '/combat add name:Thug stats:"Strength 3 Dexterity 2 Stamina 2 Brawl 2 Wits 2"' '@Bob /attack target:Thug' \
//	  '/combat next' '/attack target:Bob attacker:Thug' '/damage target:Bob levels:1 type:lethal' '/combat next' \
//	  '@Bob /attack target:Thug' '/combat undo' '/combat list' |
//	  fray console --db s6.db --channel storyteller --locale en \
//	    --dice 8,8,7,3,2,6,1,4,7,6,3,2,8,8,3,2,8,7,6,2,9,3,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5
//	printf '%s\n' '/system set system:klondike' \
//	  '@Cat /char set stats:"STR 8 DEX 9 END 7 INT 7 Gun Combat 2 Tactics 1" name:Cat' \
//	  '@Cat /char weapon add name:Revolver' '/combat start' '@Cat /combat join' \
//	  '/combat add name:Raider stats:"STR 7 DEX 7 END 8 Gun Combat 1"' '@Cat /attack target:Raider range:5' \
//	  '/combat next' '/attack target:Cat attacker:Raider damage:2d6 range:5' '/combat next' \
//	  '@Cat /attack target:Raider range:5' '/combat undo' '/combat list' |
//	  fray console --db s6.db --channel klondike --locale en --dice 5,4,3,3,4,4,2,2,3,5,5,2,1,4,3,3,3,3,4,1,2,1
//
// It holds three channels, each a running fight with its undo history
// (an undo done, earlier changes left) and its log, and the sheets of Ann,
// Bob and Cat:
//
//   - "medieval": Ann's first fight ended with her at 4 wound points and
//     her torso armor worn from 10 to 9 (state {"w":4,"armor":["","9m",
//     "10m","10m","",""]}), which the party keeps; in the second, running
//     fight she came in so wounded and struck Brute for 10 wound points;
//     Brute's hit on her (6 more points, armor worn to 8) was undone.
//   - "storyteller", round 2: Bob shot Thug for 2 lethal with his light
//     revolver (5 rounds of 6 left), took 2 bashing from Thug's punch and
//     1 lethal from the GM; his second shot, in round 2, was undone.
//   - "klondike", round 2: Cat shot Raider (END 8 → 1; her revolver at 5
//     rounds of 6) and took 6 damage (END 7 → 1); her second shot, in
//     round 2, was undone.
//
// No state in it holds a null, a float or a string with escapes: the unit
// tests below cover those.
func TestMigrationFromSchema6ConvertsEveryCombatState(t *testing.T) {
	path := unzipFixture(t, "schema6.db.gz")
	before := readFileAt(t, path)
	if v := string(before["meta"]["schema"]); v != "6" {
		t.Fatalf("the fixture is schema %s, want 6", v)
	}
	s := open(t, path, Options{})
	if v, _ := s.SchemaVersionOnDisk(); v != 7 || SchemaVersion != 7 {
		t.Fatalf("schema %d after opening (this code writes %d), want 7", v, SchemaVersion)
	}
	after := readFile(t, s.db)

	// Nothing but the channels' values and undo lists changed.
	for name, b := range before {
		for k, v := range b {
			nv, ok := after[name][k]
			switch {
			case !ok:
				t.Errorf("%s/%q is gone", name, k)
			case name == "meta" && k == "schema":
			case name == "channels" && (isChannelValueKey([]byte(k)) || strings.HasSuffix(k, "\x02") && !strings.Contains(k, "\x00")):
			case !bytes.Equal(v, nv):
				t.Errorf("%s/%q changed", name, k)
			}
		}
		if len(after[name]) != len(b) {
			t.Errorf("bucket %s holds %d keys, held %d", name, len(after[name]), len(b))
		}
	}
	if len(after) != len(before) {
		t.Errorf("%d buckets, were %d", len(after), len(before))
	}
	if len(before["sheets"]) != 3 {
		t.Errorf("the fixture holds %d sheets, want Ann's, Bob's and Cat's", len(before["sheets"]))
	}

	// Every channel's states, and every undo snapshot's, are converted;
	// nothing else in them changed.
	systems := map[string]string{}
	states, snapshots := 0, 0
	ctx := context.Background()
	for k, v := range before["channels"] {
		if !isChannelValueKey([]byte(k)) {
			continue
		}
		c, err := DecodeChannel(v)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		systems[c.System] = k
		states += sameButStates(t, k, v, after["channels"][k])
		oldSnaps := undoSnapshots(t, v, before["channels"][string(undoKey(k))])
		newSnaps := undoSnapshots(t, after["channels"][k], after["channels"][string(undoKey(k))])
		if len(oldSnaps) < 4 || len(newSnaps) != len(oldSnaps) {
			t.Fatalf("%s: %d undo snapshots, were %d (want at least 4)", k, len(newSnaps), len(oldSnaps))
		}
		for i := range oldSnaps {
			states += sameButStates(t, fmt.Sprintf("%s undo snapshot %d", k, i), oldSnaps[i], newSnaps[i])
		}
		snapshots += len(newSnaps)
		// The store pops the same snapshots (in a mutation rolled back).
		guild, channel, _ := strings.Cut(k, "/")
		errRollBack := errors.New("roll back")
		var popped [][]byte
		err = s.Update(ctx, func(tx *Tx) error {
			for {
				snap, ok, err := tx.PopUndo(guild, channel)
				if err != nil {
					return err
				}
				if !ok {
					return errRollBack
				}
				popped = append(popped, bytes.Clone(snap))
			}
		})
		if !errors.Is(err, errRollBack) {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(popped, newSnaps) {
			t.Errorf("%s: PopUndo gives %d snapshots other than the list's %d", k, len(popped), len(newSnaps))
		}
	}
	if len(systems) != 3 || systems["medieval"] == "" || systems["storyteller"] == "" || systems["klondike"] == "" {
		t.Fatalf("the fixture's channels play %v, want the three systems", systems)
	}
	if states < 30 || snapshots < 15 {
		t.Errorf("%d states in %d snapshots compared; the fixture holds more", states, snapshots)
	}

	// What the fights left, read as the systems' generated decoders will.
	want := map[string]map[string]map[string]any{
		"medieval": {
			"Ann":       {"w": int64(4), "armor": []any{"", "9m", "10m", "10m", "", ""}, "actions": int64(1), "shots": int64(1), "acted": true},
			"Brute":     {"w": int64(10), "armor": []any{"", "", "", "", "", ""}, "turnbegun": true},
			"party:Ann": {"w": int64(4), "armor": []any{"", "9m", "10m", "10m", "", ""}},
		},
		"storyteller": {
			"Bob":  {"b": int64(2), "l": int64(1), "ammo": map[string]any{"light revolver": int64(5)}},
			"Thug": {"l": int64(2)},
		},
		"klondike": {
			"Cat":    {"str": int64(8), "dex": int64(9), "end": int64(1), "ostr": int64(8), "odex": int64(9), "oend": int64(7), "actions": int64(2), "ammo": map[string]any{"Revolver": int64(5)}},
			"Raider": {"str": int64(7), "dex": int64(7), "end": int64(1), "ostr": int64(7), "odex": int64(7), "oend": int64(8), "actions": int64(0)},
		},
	}
	for sys, fighters := range want {
		guild, channel, _ := strings.Cut(systems[sys], "/")
		err := s.View(ctx, func(tx *Tx) error {
			c, err := tx.Channel(guild, channel)
			if err != nil {
				return err
			}
			got := map[string]map[string]any{}
			for _, f := range c.Encounter.Combatants {
				got[f.Name], _ = genericState(t, f.State).(map[string]any)
			}
			for _, p := range c.Party {
				got["party:"+p.Name], _ = genericState(t, p.State).(map[string]any)
			}
			if !reflect.DeepEqual(got, fighters) {
				t.Errorf("%s:\n got %v\nwant %v", sys, got, fighters)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}

	// Run again on the converted file, the migration changes nothing.
	if err := s.db.Update(migrateStatesToMessagePack); err != nil {
		t.Fatal(err)
	}
	if again := readFile(t, s.db); !reflect.DeepEqual(again, after) {
		t.Error("a second run changed the converted file")
	}
}

// convertOne converts one state, failing the test when it is refused.
func convertOne(t *testing.T, in string) []byte {
	t.Helper()
	var e encoder
	out, ok := convertState(&e, []byte(in))
	if !ok {
		t.Fatalf("%s was not converted", in)
	}
	if !isMsgpMap(out) {
		t.Fatalf("%s became %x, not one map", in, out)
	}
	return out
}

func TestConvertStateDropsNullsAtEveryDepth(t *testing.T) {
	out := convertOne(t, `{"a":null,"b":{"c":null,"d":1,"e":{"f":null}},"g":[null,{"h":null,"i":"x"}],"j":false}`)
	got, _, err := msgp.ReadIntfBytes(out)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"b": map[string]any{"d": int64(1), "e": map[string]any{}},
		"g": []any{nil, map[string]any{"i": "x"}}, // an array keeps its places
		"j": false,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v\nwant %#v", got, want)
	}
	// A generated decoder reads a dropped null as the zero value, where it
	// would refuse a nil for a string.
	sheet := convertOne(t, `{"name":"Ann","stats":{"REF":8,"BODY":-1},"weapons":[{"name":"Sword","spec":"2d6"}],"armor":null,"flags":null}`)
	var sh rules.Sheet
	if err := Unmarshal(sheet, &sh); err != nil {
		t.Fatal(err)
	}
	if sh.Name != "Ann" || sh.Armor != "" || sh.Flags != nil || sh.Stats["BODY"] != -1 || len(sh.Weapons) != 1 || sh.Weapons[0].Spec != "2d6" {
		t.Errorf("sheet %+v", sh)
	}
	var withNil rules.Sheet
	if _, err := withNil.UnmarshalMsg(msgp.AppendNil(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "armor"))); err == nil {
		t.Error("a nil string read: the nulls need not be dropped")
	}
}

func TestConvertStateKeepsIntegersIntegers(t *testing.T) {
	out := convertOne(t, `{"neg":-5,"neg8":-100,"neg64":-9223372036854775808,"zero":0,"small":7,"int16":300,`+
		`"int32":70000,"exact":9007199254740993,"max":9223372036854775807,"u64":18446744073709551615,"half":1.5,"exp":1e3}`)
	m, rest, err := msgp.ReadMapHeaderBytes(out)
	if err != nil {
		t.Fatal(err)
	}
	type val struct {
		typ msgp.Type
		v   any
	}
	got := map[string]val{}
	var prev []byte
	for range m {
		var k string
		at := rest
		if k, rest, err = msgp.ReadStringBytes(rest); err != nil {
			t.Fatal(err)
		}
		// The storage encoder's canonical order: by the encoded keys.
		if enc := at[:len(at)-len(rest)]; bytes.Compare(enc, prev) < 0 {
			t.Errorf("key %q after %q: not in order", k, prev)
		} else {
			prev = enc
		}
		typ := msgp.NextType(rest)
		var v any
		if v, rest, err = msgp.ReadIntfBytes(rest); err != nil {
			t.Fatal(err)
		}
		got[k] = val{typ, v}
	}
	want := map[string]val{
		"neg":   {msgp.IntType, int64(-5)},
		"neg8":  {msgp.IntType, int64(-100)},
		"neg64": {msgp.IntType, int64(math.MinInt64)},
		"zero":  {msgp.IntType, int64(0)},
		"small": {msgp.IntType, int64(7)},
		"int16": {msgp.IntType, int64(300)},
		"int32": {msgp.IntType, int64(70000)},
		"exact": {msgp.IntType, int64(9007199254740993)}, // not through a float64
		"max":   {msgp.IntType, int64(math.MaxInt64)},
		"u64":   {msgp.UintType, uint64(math.MaxUint64)},
		"half":  {msgp.Float64Type, 1.5},
		"exp":   {msgp.Float64Type, 1000.0},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
	// Integers in the shortest form, as a generated encoder writes an int,
	// and read by the int decoders.
	if want := msgp.AppendInt(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "w"), 300); !bytes.Equal(convertOne(t, `{"w":300}`), want) {
		t.Errorf("{\"w\":300} is not what AppendInt writes")
	}
	var counts rules.Counts
	if err := Unmarshal(convertOne(t, `{"pistol":6,"rifle":-1,"cannon":100000}`), &counts); err != nil || counts["pistol"] != 6 || counts["rifle"] != -1 || counts["cannon"] != 100000 {
		t.Errorf("counts %v, %v", counts, err)
	}
}

func TestConvertStateKeepsStringsAndShapes(t *testing.T) {
	in := `{"name":"Герой \u003c&\u003e 🗡","esc":"a\"b\\c\n\t\u0000","empty":"","armor":["4","14h 10m",""],` +
		`"ammo":{"Revolver":5,"light revolver":0},"deep":[[1,[2,[]]],{"x":{"y":[true,false]}},{}],"none":{},"list":[]}`
	out := convertOne(t, in)
	if w, g := genericState(t, []byte(in)), genericState(t, out); !reflect.DeepEqual(w, g) {
		t.Errorf("got %#v\nwant %#v", g, w)
	}
	v, _, _ := msgp.ReadIntfBytes(out)
	if name := v.(map[string]any)["name"]; name != "Герой <&> 🗡" {
		t.Errorf("name %q", name)
	}
	if esc := v.(map[string]any)["esc"]; esc != "a\"b\\c\n\t\x00" {
		t.Errorf("esc %q", esc)
	}
	// JSON's whitespace before the object is JSON still.
	if got, want := convertOne(t, " \r\n\t{\"w\":1}"), convertOne(t, `{"w":1}`); !bytes.Equal(got, want) {
		t.Errorf("%x, want %x", got, want)
	}
	// The keys are in order whatever the JSON's.
	if a, b := convertOne(t, `{"b":1,"a":{"d":2,"c":3}}`), convertOne(t, `{"a":{"c":3,"d":2},"b":1}`); !bytes.Equal(a, b) {
		t.Errorf("%x and %x", a, b)
	}
}

func TestConvertStateLeavesWhatIsNotAJSONObject(t *testing.T) {
	msgpState := convertOne(t, `{"w":4,"armor":["","9m"],"ammo":{"Revolver":5}}`)
	for _, in := range [][]byte{
		nil, {}, []byte("  "),
		[]byte(`{"w":`), []byte(`{"w":1} {}`), []byte(`{"w":1}}`), []byte(`{w:1}`), []byte("{\"w\":1,}"),
		[]byte(`null`), []byte(`[1,2]`), []byte(`7`), []byte(`"x"`),
		msgpState,                                   // already converted
		msgp.AppendMapHeader(nil, 0),                // an empty map
		{0xde, 0x00, 0x01, 0xa1, 'w', 0x04}, {0x7b}, // map16; the fixint '{' alone
	} {
		var e encoder
		if out, ok := convertState(&e, in); ok {
			t.Errorf("%q was converted to %x", in, out)
		}
	}
}

// A schema 6 file made here: a channel whose fighters' and party's states
// are JSON, MessagePack, missing or damaged, with an undo list; a channel
// that does not decode, with its undo list; an undo list that does not
// rebuild; a log. The states convert where they are JSON, everything else
// is left, and the list that does not rebuild is dropped.
func TestMigrationFromSchema6LeavesWhatItCannotRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	msgpState := convertOne(t, `{"w":2}`)
	fight := func(w int) Channel {
		enc := encounter.New("medieval", "gm")
		enc.Combatants = []rules.Combatant{
			{ID: 1, Name: "Ann", Owner: "1", State: []byte(fmt.Sprintf(`{"w":%d,"armor":["","9m"],"stun":null}`, w))},
			{ID: 2, Name: "Orc", State: msgpState},
			{ID: 3, Name: "Wolf"},
			{ID: 4, Name: "Ghost", State: []byte(`{"w":`)},
		}
		return Channel{System: "medieval", Encounter: enc, Party: map[string]rules.Condition{
			"medieval/u/1": {V: 1, System: "medieval", Owner: "1", Name: "Ann", State: []byte(`{"w":1}`)},
			"medieval/n/x": {V: 1, System: "medieval", Name: "X"},
		}}
	}
	good, bad, lost := ChannelKey("g", "good"), ChannelKey("g", "bad"), ChannelKey("g", "lost")
	enc := func(c Channel) []byte {
		raw, err := Marshal(&c)
		if err != nil {
			t.Fatal(err)
		}
		return raw
	}
	v, snap1, snap0 := enc(fight(3)), enc(fight(2)), enc(fight(1))
	badV := []byte{0xc1, 'x'}
	badSnap := enc(fight(5))
	chunk := encodeRecords(logChunkTag, [][]byte{[]byte("line")})
	err = db.Update(func(tx *bolt.Tx) error {
		meta, _ := tx.CreateBucketIfNotExists(bMeta)
		_ = meta.Put(kSchema, []byte("6"))
		cb, _ := tx.CreateBucketIfNotExists(bChannels)
		_ = cb.Put([]byte(good), v)
		_ = cb.Put(undoKey(good), encodeUndoList([][]byte{encodeDelta(snap1, snap0), encodeDelta(v, snap1)}))
		_ = cb.Put([]byte(bad), badV)
		_ = cb.Put(undoKey(bad), encodeUndoList([][]byte{encodeDelta(badV, badSnap)}))
		_ = cb.Put([]byte(lost), enc(Channel{System: "klondike"}))
		_ = cb.Put(undoKey(lost), encodeUndoList([][]byte{{deltaTag, 20, 41, 0}}))
		return ringAppend(cb, good, chunk, 0)
	})
	if err != nil {
		t.Fatal(err)
	}
	before := readFile(t, db)
	db.Close()

	s := open(t, path, Options{})
	after := readFile(t, s.db)
	sameButStatesLeft := func(what string, was, is []byte) {
		t.Helper()
		c, err := DecodeChannel(is)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		old, _ := DecodeChannel(was)
		f := c.Encounter.Combatants
		if !isMsgpMap(f[0].State) || !reflect.DeepEqual(genericState(t, f[0].State), genericState(t, old.Encounter.Combatants[0].State)) {
			t.Errorf("%s: Ann's state %x", what, f[0].State)
		}
		if _, ok := genericState(t, f[0].State).(map[string]any)["stun"]; ok {
			t.Errorf("%s: Ann's null stun is kept", what)
		}
		if !bytes.Equal(f[1].State, msgpState) || f[2].State != nil || string(f[3].State) != `{"w":` {
			t.Errorf("%s: the states that were not JSON changed: %x, %x, %q", what, f[1].State, f[2].State, f[3].State)
		}
		if p := c.Party["medieval/u/1"]; !isMsgpMap(p.State) {
			t.Errorf("%s: the party's Ann is %q", what, p.State)
		}
		if p := c.Party["medieval/n/x"]; p.State != nil {
			t.Errorf("%s: the party's X is %q", what, p.State)
		}
	}
	sameButStatesLeft("good", v, after["channels"][good])
	snaps := undoSnapshots(t, after["channels"][good], after["channels"][string(undoKey(good))])
	if len(snaps) != 2 {
		t.Fatalf("good: %d undo snapshots, want 2", len(snaps))
	}
	sameButStatesLeft("good's newest snapshot", snap1, snaps[0])
	sameButStatesLeft("good's oldest snapshot", snap0, snaps[1])
	// The channel that does not decode is left, and its history rebuilt
	// against it, converted.
	if !bytes.Equal(after["channels"][bad], badV) {
		t.Errorf("bad channel became %x", after["channels"][bad])
	}
	badSnaps := undoSnapshots(t, badV, after["channels"][string(undoKey(bad))])
	if len(badSnaps) != 1 {
		t.Fatalf("bad: %d undo snapshots, want 1", len(badSnaps))
	}
	sameButStatesLeft("bad's snapshot", badSnap, badSnaps[0])
	if _, ok := after["channels"][string(undoKey(lost))]; ok {
		t.Error("the undo list that does not rebuild is kept")
	}
	for k, v := range before["channels"] {
		if !isChannelValueKey([]byte(k)) && !strings.HasSuffix(k, "\x02") && !bytes.Equal(after["channels"][k], v) {
			t.Errorf("%q changed", k)
		}
	}
	if !bytes.Equal(after["channels"][lost], before["channels"][lost]) {
		t.Error("a channel with no state changed")
	}
	// The store serves it.
	err = s.View(context.Background(), func(tx *Tx) error {
		var d *DamagedError
		if _, err := tx.Channel("g", "bad"); !errors.As(err, &d) {
			t.Errorf("bad channel: %v, want it damaged", err)
		}
		logs, err := tx.Logs("g", "good", 10)
		if err != nil || len(logs) != 1 || string(logs[0]) != "line" {
			t.Errorf("logs %q, %v", logs, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

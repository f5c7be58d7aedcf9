package storage

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fray/rules"
	"fray/rules/encounter"
)

// tricky holds the strings encoding/json escapes: HTML characters, quotes,
// backslash, every kind of control character, U+2028/2029, invalid UTF-8,
// and text that must pass unchanged (Cyrillic, emoji, DEL).
var tricky = []string{
	"",
	`<script>alert("x")</script> & more`,
	"line1\nline2\r\n\ttab \b\f \x00\x01\x1f \x7f",
	`back\slash "quoted" /slash`,
	"Орк-берсерк 🪓 ⚔️",
	"sep\u2028para\u2029end",
	"bad \xff utf8 \xc3\x28 \xe2\x82 cut\xe2",
	"\xed\xa0\x80 surrogate",
}

// fourFighters is a fight: sheets with stats, weapons, armor and flags,
// rolled initiative, raw system states, prompts whose note arguments have
// several types, and a tally whose keys 2 and 10 sort as text.
func fourFighters() *encounter.Encounter {
	state := json.RawMessage(`{"w":3,"armor":["4","14h 10m","10m","10m","0m","0m"],"ev":1,"parry":4}`)
	return &encounter.Encounter{
		System: "medieval", Version: 17, GM: "1001", Round: 3, Turn: 2, NextID: 11,
		Combatants: []rules.Combatant{
			{ID: 1, Name: "Orc 1", Sheet: rules.Sheet{Name: "Orc", Stats: map[string]int{"REF": 6, "BODY": 7, "melee": 4, "dodge": 2}, Weapons: []rules.Weapon{{Name: "axe", Spec: "2d6+1 melee"}}, Armor: "10m"}, Init: 14, InitDice: []int{8}, InitMod: 6, State: state},
			{ID: 2, Name: "Герой <&>", Owner: "2002", Sheet: rules.Sheet{Name: "Герой", Stats: map[string]int{"РЕФ": 8, "b": -1}, Weapons: []rules.Weapon{{Name: "меч", Spec: "2d6"}, {Name: "bow & \"arrows\"", Spec: "1d6+2 ranged"}}, Flags: map[string]bool{"supernatural": true, "mounted": false}}, Init: 14, InitDice: []int{6, 0}, TieBreak: 3, Pinned: true, Held: true, Group: "alpha", State: json.RawMessage(`{}`)},
			{ID: 10, Name: "Wolf", Sheet: rules.Sheet{Name: "Wolf"}, Init: -2, InitMod: -3, State: json.RawMessage(`null`)},
			{ID: 4, Name: "Ghost", Sheet: rules.Sheet{Name: "", Stats: map[string]int{}, Weapons: []rules.Weapon{}, Flags: map[string]bool{}}, InitDice: []int{}, State: json.RawMessage{}},
		},
		Tally: map[int]*encounter.Tally{2: {Dealt: 5, Taken: 1}, 10: {Fell: true, FellRound: 2, Left: "Орк \"2\""}, 1: {}, 4: nil, -3: {Taken: -1}},
		Prompts: []rules.Event{
			{Combatant: 2, Note: rules.Note{Key: "medieval.save.death", Args: map[string]any{
				"Name": "Герой", "N": 3, "F": 2.5, "Whole": 4.0, "Big": 1e21, "Tiny": 1e-7, "Neg": -0.0, "Yes": true,
				"Nil": nil, "List": []any{1, "a", nil}, "Map": map[string]any{"z": 1, "a": "<"}, "I64": int64(-7), "Raw": json.RawMessage(` [1, 2] `),
			}}, Prompt: "save:death", WholeRound: true, Fell: true},
			{Combatant: 1, Note: rules.Note{Key: "k"}},
			{Note: rules.Note{Args: map[string]any{}}},
		},
		Tracker: encounter.MessageRef{ChannelID: "3003", MessageID: "4004"},
		Ended:   true, Begun: true, Free: []int{3, 1},
		Spent: []encounter.Spend{{Round: 2, C: 2, Act: "attack", Cost: 1, Turn: 2}, {Round: 3, C: 10, Act: "dodge \"<\"", Cost: -1, Turn: 2, Forced: true}, {}},
	}
}

// channelCases are hand-built channels covering every field, empty and nil
// against omitted, and the strings and raw values encoding/json rewrites.
func channelCases() map[string]*Channel {
	cases := map[string]*Channel{
		"empty":      {},
		"empty maps": {FlavourLast: map[string]int{}, Extra: map[string]json.RawMessage{}, Party: map[string]rules.Condition{}},
		"party": {System: "medieval", FreshFights: true, Party: map[string]rules.Condition{
			"medieval/u/1":   {V: 1, System: "medieval", Owner: "1", Name: "Ann", State: json.RawMessage(`{"wounds":7}`)},
			"medieval/n/orc": {V: 1, System: "medieval", Name: "Orc", Sheet: &rules.Sheet{Name: "Orc", Stats: map[string]int{"BODY": 8}}},
			"medieval/u/2":   {V: 1, System: "medieval", Owner: "2", Name: "Бьорн \"<>&"},
		}},
		"settings":       {System: "storyteller", NoFlavour: true, FlavourLast: map[string]int{"miss": 0, "hit": 3, "crit": -1, "Б": 2}},
		"fight":          {System: "medieval", FlavourLast: map[string]int{"hit": 1}, Encounter: fourFighters()},
		"zero encounter": {Encounter: &encounter.Encounter{}},
		"no combatants":  {Encounter: &encounter.Encounter{Combatants: []rules.Combatant{}, Tally: map[int]*encounter.Tally{}, Prompts: []rules.Event{}, Tracker: encounter.MessageRef{MessageID: "9"}}},
		"extra": {Extra: map[string]json.RawMessage{
			"vehicles": json.RawMessage(`[1,2,{"a":null}]`),
			"spaced":   json.RawMessage(" {\n \"a\" : [ 1 , true ] }\t"),
			"html":     json.RawMessage(`{"s":"<b>&amp;</b>","t":"\u003c"}`),
			"seps":     json.RawMessage("\"a\u2028b\u2029\""),
			"nil":      nil,
			"numbers":  json.RawMessage(`[0,-0,1.5,-2e10,3E+2,4e-07,12345678901234567890]`),
			"escapes":  json.RawMessage(`"\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"`),
			"badutf8":  json.RawMessage("\"\xff\xfe\""),
			"<key>&":   json.RawMessage(`"v"`),
		}},
	}
	for i, s := range tricky {
		e := fourFighters()
		e.System, e.GM = s, s
		e.Combatants[0].Name, e.Combatants[0].Owner, e.Combatants[0].Group = s, s, s
		e.Combatants[0].Sheet = rules.Sheet{Name: s, Stats: map[string]int{s: 1, "a": 2}, Weapons: []rules.Weapon{{Name: s, Spec: s}}, Armor: s, Flags: map[string]bool{s: true}}
		e.Prompts[0].Note = rules.Note{Key: s, Args: map[string]any{s: s, "x" + s: []string{s}}}
		e.Prompts[0].Prompt = s
		e.Tracker = encounter.MessageRef{ChannelID: s, MessageID: s}
		quoted, _ := json.Marshal(s)
		cases["strings "+strconv.Itoa(i)] = &Channel{System: s, FlavourLast: map[string]int{s: 1}, Encounter: e, Extra: map[string]json.RawMessage{s: quoted}}
	}
	return cases
}

// TestChannelJSONMatchesMarshal: every hand-built channel encodes to the
// bytes json.Marshal gives, appended after what dst already holds, also
// after a round trip through storage (note arguments become float64).
func TestChannelJSONMatchesMarshal(t *testing.T) {
	for name, c := range channelCases() {
		want, err := json.Marshal(c)
		if err != nil {
			t.Fatalf("%s: json.Marshal: %v", name, err)
		}
		checkChannelJSON(t, name, c, want)

		var back Channel
		if err := json.Unmarshal(want, &back); err != nil {
			t.Fatalf("%s: decode: %v", name, err)
		}
		again, _ := json.Marshal(&back)
		checkChannelJSON(t, name+" decoded", &back, again)
	}
	if got, err := appendChannelJSON(nil, nil); err != nil || string(got) != "null" {
		t.Errorf("nil channel: %q, %v; want null as json.Marshal", got, err)
	}
}

func checkChannelJSON(t *testing.T, name string, c *Channel, want []byte) {
	t.Helper()
	prefix := []byte("prefix:")
	got, err := appendChannelJSON(append([]byte(nil), prefix...), c)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	if !bytes.HasPrefix(got, prefix) {
		t.Errorf("%s: dst's bytes were overwritten: %q", name, got)
		return
	}
	if got = got[len(prefix):]; !bytes.Equal(got, want) {
		t.Errorf("%s:\n got %s\nwant %s", name, got, want)
	}
}

// TestChannelJSONRaw: raw values (a combatant's State, Extra values) come
// out as json.Marshal writes them, or fail as it fails; and those already
// compact and clean take the copy path.
func TestChannelJSONRaw(t *testing.T) {
	deep := strings.Repeat("[", rawNestMax) + strings.Repeat("]", rawNestMax)
	tooDeep := "[" + deep + "]"
	cases := []struct {
		raw  string
		fast bool // rawCompactClean must accept it
	}{
		{`{}`, true}, {`[]`, true}, {`null`, true}, {`true`, true}, {`false`, true}, {`0`, true}, {`-0`, true},
		{`""`, true}, {`"x"`, true}, {`12.5e+3`, true}, {`-1E-2`, true}, {`0.0`, true}, {"\"\xff\x00x\"", false},
		{`{"a":[1,{"b":null,"c":"d"}],"e":{}}`, true}, {`[[],[{}],{"":""}]`, true}, {`"\u00e9\"\\\/\b\f\n\r\t"`, true},
		{"\"\xff bad utf8 \xc3\"", true}, {`"Орк 🪓"`, true}, {"\"\u2027\u202a\"", true}, {"\"\xe2\x80\"", true},
		{deep, true}, {tooDeep, false},
		{` {}`, false}, {`{} `, false}, {"[1,\n2]", false}, {`{"a" : 1}`, false}, {`"<"`, false}, {`">"`, false}, {`"&"`, false},
		{"\"\u2028\"", false}, {"\"\u2029\"", false}, {`"\u2028"`, true},
		// invalid: every one must fail exactly as json.Marshal fails
		{``, false}, {` `, false}, {`{`, false}, {`}`, false}, {`[`, false}, {`[1,]`, false}, {`[,1]`, false}, {`{,}`, false},
		{`{"a"}`, false}, {`{"a":}`, false}, {`{"a":1,}`, false}, {`{1:2}`, false}, {`{"a":1]`, false}, {`[1}`, false},
		{`[1 2]`, false}, {`{"a":1"b":2}`, false}, {`01`, false}, {`1.`, false}, {`.5`, false}, {`-`, false}, {`+1`, false},
		{`1e`, false}, {`1e+`, false}, {`--1`, false}, {`tru`, false}, {`nul`, false}, {`True`, false}, {`nulll`, false},
		{`"abc`, false}, {`"\x"`, false}, {`"\u12"`, false}, {`"\u12g4"`, false}, {"\"tab\tin\"", false}, {`1 2`, false},
		{`{}{}`, false}, {`[]]`, false}, {`"\`, false}, {`"\u`, false}, {strings.Repeat("[", 10001), false},
	}
	for _, tc := range cases {
		if got := rawCompactClean([]byte(tc.raw)); got && !tc.fast {
			t.Errorf("rawCompactClean(%q) = true, want false", tc.raw)
		} else if !got && tc.fast {
			t.Errorf("rawCompactClean(%q) = false: a compact clean value misses the copy path", tc.raw)
		}
		for _, c := range []*Channel{
			{Extra: map[string]json.RawMessage{"k": json.RawMessage(tc.raw)}},
			{Encounter: &encounter.Encounter{Combatants: []rules.Combatant{{State: json.RawMessage(tc.raw)}}}},
		} {
			compareWithMarshal(t, tc.raw, c)
		}
	}
}

// TestChannelJSONErrors: values json.Marshal refuses are refused with the
// same error (type and message), not encoded.
func TestChannelJSONErrors(t *testing.T) {
	args := func(v any) *Channel {
		return &Channel{Encounter: &encounter.Encounter{Prompts: []rules.Event{{Note: rules.Note{Args: map[string]any{"v": v}}}}}}
	}
	cases := map[string]struct {
		c    *Channel
		want any // pointer to the error type json.Marshal returns
	}{
		"NaN":         {args(math.NaN()), new(*json.UnsupportedValueError)},
		"+Inf":        {args(math.Inf(1)), new(*json.UnsupportedValueError)},
		"-Inf":        {args(math.Inf(-1)), new(*json.UnsupportedValueError)},
		"chan":        {args(make(chan int)), new(*json.UnsupportedTypeError)},
		"nested NaN":  {args([]any{1, math.NaN()}), new(*json.UnsupportedValueError)},
		"bad state":   {&Channel{Encounter: &encounter.Encounter{Combatants: []rules.Combatant{{State: json.RawMessage(`{"a":`)}}}}, new(*json.MarshalerError)},
		"empty extra": {&Channel{Extra: map[string]json.RawMessage{"k": {}}}, new(*json.MarshalerError)},
	}
	for name, tc := range cases {
		_, want := json.Marshal(tc.c)
		out, got := appendChannelJSON([]byte("kept"), tc.c)
		if string(out) != "kept" {
			t.Errorf("%s: dst after the error is %q, want only what it held", name, out)
		}
		if want == nil || got == nil {
			t.Errorf("%s: errors %v and %v, want both to fail", name, got, want)
			continue
		}
		if got.Error() != want.Error() {
			t.Errorf("%s: error %q, want %q", name, got, want)
		}
		if !errors.As(got, tc.want) {
			t.Errorf("%s: error %T, want %T", name, got, reflect.ValueOf(tc.want).Elem().Interface())
		}
	}
}

// compareWithMarshal checks that appendChannelJSON and json.Marshal agree:
// the same bytes, or errors with the same message.
func compareWithMarshal(t *testing.T, name string, c *Channel) {
	t.Helper()
	want, wantErr := json.Marshal(c)
	got, gotErr := appendChannelJSON(nil, c)
	switch {
	case wantErr != nil || gotErr != nil:
		if wantErr == nil || gotErr == nil || gotErr.Error() != wantErr.Error() {
			t.Errorf("%q: error %v, json.Marshal's %v", name, gotErr, wantErr)
		}
	case !bytes.Equal(got, want):
		t.Errorf("%q:\n got %s\nwant %s", name, got, want)
	}
}

// encodedFields lists, for each struct type appendChannelJSON encodes, the
// fields it knows with their tags. A field added, renamed or retagged
// fails TestChannelJSONKnowsFields until the encoder and this list learn it.
var encodedFields = map[reflect.Type][]string{
	reflect.TypeFor[Channel](): {
		`System json:"system,omitempty"`, `NoFlavour json:"no_flavour,omitempty"`, `FlavourLast json:"flavour_last,omitempty"`,
		`Encounter json:"encounter,omitempty"`, `Extra json:"extra,omitempty"`, `Party json:"party,omitempty"`,
		`FreshFights json:"fresh_fights,omitempty"`,
	},
	reflect.TypeFor[rules.Condition](): {
		`V json:"v"`, `System json:"system"`, `Owner json:"owner,omitempty"`, `Name json:"name"`, `Sheet json:"sheet,omitempty"`,
		`State json:"state,omitempty"`,
	},
	reflect.TypeFor[encounter.Encounter](): {
		`System json:"system"`, `Version json:"v"`, `GM json:"gm"`, `Round json:"round"`, `Turn json:"turn"`,
		`Combatants json:"combatants"`, `NextID json:"next_id"`, `Tally json:"tally,omitempty"`, `Prompts json:"prompts,omitempty"`,
		`Tracker json:"tracker"`, `Ended json:"ended,omitempty"`, `Begun json:"begun,omitempty"`, `Free json:"free,omitempty"`,
		`Spent json:"spent,omitempty"`,
	},
	reflect.TypeFor[encounter.Spend](): {
		`Round json:"r"`, `C json:"c"`, `Act json:"a"`, `Cost json:"n,omitempty"`, `Turn json:"t,omitempty"`, `Forced json:"f,omitempty"`,
	},
	reflect.TypeFor[encounter.MessageRef](): {`ChannelID json:"ch,omitempty"`, `MessageID json:"msg,omitempty"`},
	reflect.TypeFor[encounter.Tally](): {
		`Dealt json:"dealt,omitempty"`, `Taken json:"taken,omitempty"`, `Fell json:"fell,omitempty"`, `FellRound json:"fell_round,omitempty"`, `Left json:"left,omitempty"`,
	},
	reflect.TypeFor[rules.Combatant](): {
		`ID json:"id"`, `Name json:"name"`, `Owner json:"owner,omitempty"`, `Sheet json:"sheet"`, `Init json:"init"`,
		`InitDice json:"init_dice,omitempty"`, `InitMod json:"init_mod,omitempty"`, `Pinned json:"pinned,omitempty"`,
		`TieBreak json:"tie,omitempty"`, `Held json:"held,omitempty"`, `Group json:"group,omitempty"`, `State json:"state,omitempty"`,
	},
	reflect.TypeFor[rules.Sheet](): {
		`Name json:"name"`, `Stats json:"stats,omitempty"`, `Weapons json:"weapons,omitempty"`, `Armor json:"armor,omitempty"`, `Flags json:"flags,omitempty"`,
	},
	reflect.TypeFor[rules.Weapon](): {`Name json:"name"`, `Spec json:"spec"`},
	reflect.TypeFor[rules.Event]():  {`Combatant json:"c"`, `Note json:"n"`, `Prompt json:"p,omitempty"`, `WholeRound json:"wr,omitempty"`, `Fell json:"fell,omitempty"`},
	reflect.TypeFor[rules.Note]():   {`Key json:"k"`, `Args json:"a,omitempty"`},
}

// TestChannelJSONKnowsFields walks every type reachable from Channel and
// fails on a struct field the encoder does not know, a struct type it does
// not know, a changed type (a field's kind or element type differing from
// what it encodes), or a type that gained its own JSON or text marshaling
// (json.Marshal would call it; appendChannelJSON would not).
func TestChannelJSONKnowsFields(t *testing.T) {
	// The leaf types the encoder writes itself; anything else reached is new.
	leaves := map[reflect.Type]bool{
		reflect.TypeFor[string](): true, reflect.TypeFor[int](): true, reflect.TypeFor[bool](): true,
		reflect.TypeFor[any](): true, reflect.TypeFor[json.RawMessage](): true,
	}
	marshaler := reflect.TypeFor[json.Marshaler]()
	textMarshaler := reflect.TypeFor[encoding.TextMarshaler]()
	seen := map[reflect.Type]bool{}
	var walk func(reflect.Type, string)
	walk = func(typ reflect.Type, path string) {
		if seen[typ] {
			return
		}
		seen[typ] = true
		if typ != reflect.TypeFor[json.RawMessage]() &&
			(typ.Implements(marshaler) || reflect.PointerTo(typ).Implements(marshaler) || typ.Implements(textMarshaler) || reflect.PointerTo(typ).Implements(textMarshaler)) {
			t.Errorf("%s: %v marshals itself; appendChannelJSON must call it", path, typ)
		}
		if leaves[typ] {
			return
		}
		switch typ.Kind() {
		case reflect.Pointer, reflect.Slice:
			walk(typ.Elem(), path+"[]")
		case reflect.Map:
			if typ.Key() != reflect.TypeFor[string]() && typ.Key() != reflect.TypeFor[int]() {
				t.Errorf("%s: map key %v, the encoder writes string and int keys", path, typ.Key())
			}
			walk(typ.Elem(), path+"{}")
		case reflect.Struct:
			known, ok := encodedFields[typ]
			if !ok {
				t.Errorf("%s: struct %v is not known to appendChannelJSON", path, typ)
				return
			}
			for i := range typ.NumField() {
				f := typ.Field(i)
				if desc := f.Name + " " + string(f.Tag); !slices.Contains(known, desc) {
					t.Errorf("%s: field %v.%s (tag %s) is not encoded by appendChannelJSON", path, typ, f.Name, f.Tag)
				}
				walk(f.Type, path+"."+f.Name)
			}
			if typ.NumField() != len(known) {
				t.Errorf("%s: %v has %d fields, the encoder knows %d", path, typ, typ.NumField(), len(known))
			}
		default:
			t.Errorf("%s: %v is not a type appendChannelJSON writes", path, typ)
		}
	}
	walk(reflect.TypeFor[Channel](), "Channel")
	// The kinds behind each known field are checked by the walk reaching
	// only known leaves; a type in the list but no longer reached is stale.
	for typ := range encodedFields {
		if !seen[typ] {
			t.Errorf("%v is listed but no longer reachable from Channel", typ)
		}
	}
}

// FuzzChannelJSON: strings, ints, a float and raw bytes from the fuzzer
// placed everywhere in a fight; the encoding must equal json.Marshal's, or
// fail with its error.
func FuzzChannelJSON(f *testing.F) {
	f.Add("", "", "", 0, 0, 0.0, []byte(`{}`))
	f.Add("medieval", "Орк <&>", "a\u2028\"b\n", 2, 10, 2.5, []byte(`{"w":3,"armor":["4","10m"]}`))
	f.Add("\xff\xfe", "🪓", "\x00\x1f\x7f", -1, 1<<62, 1e21, []byte(" [1, \"<\"] "))
	f.Add("x", "y", "z", math.MinInt64, math.MaxInt64, -1e-7, []byte(`{"a":`))
	for _, s := range tricky {
		f.Add(s, s, s, len(s), -len(s), float64(len(s))/3, []byte(strconv.Quote(s)))
	}
	f.Fuzz(func(t *testing.T, s1, s2, s3 string, i1, i2 int, fl float64, raw []byte) {
		e := fourFighters()
		e.System, e.GM, e.Version, e.Round = s1, s2, i1, i2
		e.Combatants[0].Name, e.Combatants[0].Owner, e.Combatants[0].Group = s1, s2, s3
		e.Combatants[0].Init, e.Combatants[0].InitMod, e.Combatants[0].TieBreak = i1, i2, i1
		e.Combatants[0].InitDice = []int{i1, i2}
		e.Combatants[1].State = raw
		e.Combatants[2].Sheet = rules.Sheet{Name: s1, Stats: map[string]int{s2: i1, s3: i2}, Weapons: []rules.Weapon{{Name: s2, Spec: s3}}, Armor: s1, Flags: map[string]bool{s1: true, s2: false}}
		e.Tally[i1] = &encounter.Tally{Dealt: i2, Taken: i1, FellRound: i2, Left: s1}
		e.Tally[i2] = nil
		e.Prompts[1].Note = rules.Note{Key: s3, Args: map[string]any{s1: s2, s2: i1, s3: fl, "b": i2 > 0}}
		e.Prompts[1].Prompt = s2
		e.Tracker = encounter.MessageRef{ChannelID: s3, MessageID: s1}
		c := &Channel{System: s1, NoFlavour: i1 > i2, FlavourLast: map[string]int{s2: i2}, Encounter: e, Extra: map[string]json.RawMessage{s3: raw, s1: nil}}
		compareWithMarshal(t, s1, c)
	})
}

// benchChannel is a realistic stored channel: six fighters in round 4 of
// a medieval fight, as read back from storage (note arguments float64).
func benchChannel(tb testing.TB) *Channel {
	tb.Helper()
	e := &encounter.Encounter{System: "medieval", Version: 42, GM: "112233445566778899", Round: 4, Turn: 3, NextID: 7,
		Tally: map[int]*encounter.Tally{}, Tracker: encounter.MessageRef{ChannelID: "998877665544332211", MessageID: "1234567890123456789"}, Begun: true}
	for i := 1; i <= 6; i++ {
		name := "Орк " + strconv.Itoa(i)
		owner := ""
		if i > 4 {
			name, owner = "Hero "+strconv.Itoa(i), "55555555555555555"+strconv.Itoa(i)
		}
		e.Combatants = append(e.Combatants, rules.Combatant{
			ID: i, Name: name, Owner: owner,
			Sheet: rules.Sheet{Name: name, Stats: map[string]int{"INT": 5, "REF": 6 + i%3, "TECH": 4, "COOL": 5, "BODY": 7, "MA": 6, "melee": 4, "dodge": 3, "brawling": 2},
				Weapons: []rules.Weapon{{Name: "axe", Spec: "2d6+1 melee blade"}, {Name: "crossbow", Spec: "3d6 ranged 50m"}}, Armor: "14h torso, 10m head"},
			Init: 10 + i, InitDice: []int{i + 2}, InitMod: 8,
			State: json.RawMessage(`{"w":` + strconv.Itoa(i) + `,"armor":["4","14h 10m","10m","10m","0m","0m"],"ev":1,"parry":4,"actions":1}`),
		})
		e.Tally[i] = &encounter.Tally{Dealt: 3 * i, Taken: i}
	}
	e.Prompts = []rules.Event{{Combatant: 3, Note: rules.Note{Key: "medieval.save.stun", Args: map[string]any{"Name": "Орк 3", "Target": 7, "Mod": -2}}, Prompt: "save:stun"}}
	raw, err := json.Marshal(&Channel{System: "medieval", FlavourLast: map[string]int{"hit": 3, "miss": 1, "crit": 0}, Encounter: e})
	if err != nil {
		tb.Fatal(err)
	}
	var c Channel
	if err := json.Unmarshal(raw, &c); err != nil {
		tb.Fatal(err)
	}
	return &c
}

// BenchmarkChannelJSON encodes into a reused buffer (reuse), and into a
// new one each time (fresh, as putJSON must while the staged bytes are
// kept), from nil or sized for the stored value.
func BenchmarkChannelJSON(b *testing.B) {
	c := benchChannel(b)
	want, _ := json.Marshal(c)
	for _, mode := range []string{"reuse", "fresh", "fresh-sized"} {
		b.Run(mode, func(b *testing.B) {
			var buf []byte
			b.SetBytes(int64(len(want)))
			b.ReportAllocs()
			for b.Loop() {
				switch mode {
				case "fresh":
					buf = nil
				case "fresh-sized":
					buf = make([]byte, 0, 4096)
				}
				var err error
				if buf, err = appendChannelJSON(buf[:0], c); err != nil {
					b.Fatal(err)
				}
			}
			if !bytes.Equal(buf, want) {
				b.Fatalf("encoding differs from json.Marshal:\n got %s\nwant %s", buf, want)
			}
		})
	}
}

// BenchmarkChannelMarshal is what (*Tx).putJSON does today: json.Marshal of
// a Channel value passed as any.
func BenchmarkChannelMarshal(b *testing.B) {
	c := *benchChannel(b)
	want, _ := json.Marshal(c)
	b.SetBytes(int64(len(want)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := json.Marshal(c); err != nil {
			b.Fatal(err)
		}
	}
}

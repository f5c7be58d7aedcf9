package storage

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"fray/rules"
	"fray/rules/encoding/statejson"
	"fray/rules/encounter"
)

// appendChannelJSON appends exactly the bytes json.Marshal(c) produces,
// without reflection: encoding a channel sits in the commit queue's serial
// section, where json.Marshal spent a quarter of the time. The
// bytes must match json.Marshal to the byte, because the decode cache is
// keyed by the stored bytes and golden tests compare them. Errors are the
// ones json.Marshal returns (invalid raw JSON, NaN in a note argument);
// with an error dst comes back holding only what it held before.
//
// It knows every field of every type it encodes; TestChannelJSONKnowsFields
// fails when a field is added to one of them, so the encoder is taught the
// new field instead of silently dropping it.
func appendChannelJSON(dst []byte, c *Channel) ([]byte, error) {
	n := len(dst)
	out, err := appendChannel(dst, c)
	if err != nil {
		return out[:n], err
	}
	return out, nil
}

func appendChannel(dst []byte, c *Channel) ([]byte, error) {
	if c == nil {
		return append(dst, "null"...), nil
	}
	var err error
	dst = append(dst, '{')
	if c.System != "" {
		dst = statejson.AppendString(appendField(dst, "system"), c.System)
	}
	if c.NoFlavour {
		dst = append(appendField(dst, "no_flavour"), "true"...)
	}
	if len(c.FlavourLast) > 0 {
		dst = statejson.AppendIntMap(appendField(dst, "flavour_last"), c.FlavourLast)
	}
	if c.Encounter != nil {
		if dst, err = appendEncounterJSON(appendField(dst, "encounter"), c.Encounter); err != nil {
			return dst, err
		}
	}
	if len(c.Extra) > 0 {
		dst = append(appendField(dst, "extra"), '{')
		var buf [8]mapEntry[json.RawMessage]
		for i, kv := range sortedEntries(c.Extra, buf[:0]) {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(statejson.AppendString(dst, kv.key), ':')
			if dst, err = appendRawJSON(dst, kv.val); err != nil {
				return dst, err
			}
		}
		dst = append(dst, '}')
	}
	if len(c.Party) > 0 {
		dst = append(appendField(dst, "party"), '{')
		var buf [8]mapEntry[rules.Condition]
		for i, kv := range sortedEntries(c.Party, buf[:0]) {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(statejson.AppendString(dst, kv.key), ':')
			if dst, err = appendConditionJSON(dst, &kv.val); err != nil {
				return dst, err
			}
		}
		dst = append(dst, '}')
	}
	if c.FreshFights {
		dst = append(appendField(dst, "fresh_fights"), "true"...)
	}
	return append(dst, '}'), nil
}

func appendConditionJSON(dst []byte, c *rules.Condition) ([]byte, error) {
	dst = strconv.AppendInt(append(dst, `{"v":`...), int64(c.V), 10)
	dst = statejson.AppendString(append(dst, `,"system":`...), c.System)
	if c.Owner != "" {
		dst = statejson.AppendString(append(dst, `,"owner":`...), c.Owner)
	}
	dst = statejson.AppendString(append(dst, `,"name":`...), c.Name)
	if c.Sheet != nil {
		dst = appendSheetJSON(append(dst, `,"sheet":`...), c.Sheet)
	}
	if len(c.State) > 0 {
		var err error
		if dst, err = appendRawJSON(append(dst, `,"state":`...), c.State); err != nil {
			return dst, err
		}
	}
	return append(dst, '}'), nil
}

// appendField starts an object member whose name needs no escaping. In a
// struct whose members may all be omitted, the comma goes in only when a
// member came before: a complete JSON value never ends in '{', so a '{'
// last means this is the first member.
func appendField(dst []byte, name string) []byte {
	if dst[len(dst)-1] != '{' {
		dst = append(dst, ',')
	}
	dst = append(dst, '"')
	dst = append(dst, name...)
	return append(dst, '"', ':')
}

func appendEncounterJSON(dst []byte, e *encounter.Encounter) ([]byte, error) {
	var err error
	dst = statejson.AppendString(append(dst, `{"system":`...), e.System)
	dst = strconv.AppendInt(append(dst, `,"v":`...), int64(e.Version), 10)
	dst = statejson.AppendString(append(dst, `,"gm":`...), e.GM)
	dst = strconv.AppendInt(append(dst, `,"round":`...), int64(e.Round), 10)
	dst = strconv.AppendInt(append(dst, `,"turn":`...), int64(e.Turn), 10)
	dst = append(dst, `,"combatants":`...)
	if e.Combatants == nil {
		dst = append(dst, "null"...) // no omitempty: a nil slice is null
	} else {
		dst = append(dst, '[')
		for i := range e.Combatants {
			if i > 0 {
				dst = append(dst, ',')
			}
			if dst, err = appendCombatantJSON(dst, &e.Combatants[i]); err != nil {
				return dst, err
			}
		}
		dst = append(dst, ']')
	}
	dst = strconv.AppendInt(append(dst, `,"next_id":`...), int64(e.NextID), 10)
	if len(e.Tally) > 0 {
		dst = appendTallies(append(dst, `,"tally":`...), e.Tally)
	}
	if len(e.Prompts) > 0 {
		dst = append(dst, `,"prompts":[`...)
		for i := range e.Prompts {
			if i > 0 {
				dst = append(dst, ',')
			}
			if dst, err = appendEventJSON(dst, &e.Prompts[i]); err != nil {
				return dst, err
			}
		}
		dst = append(dst, ']')
	}
	dst = append(dst, `,"tracker":{`...)
	if e.Tracker.ChannelID != "" {
		dst = statejson.AppendString(appendField(dst, "ch"), e.Tracker.ChannelID)
	}
	if e.Tracker.MessageID != "" {
		dst = statejson.AppendString(appendField(dst, "msg"), e.Tracker.MessageID)
	}
	dst = append(dst, '}')
	if e.Ended {
		dst = append(dst, `,"ended":true`...)
	}
	if e.Begun {
		dst = append(dst, `,"begun":true`...)
	}
	if len(e.Free) > 0 {
		dst = statejson.AppendInts(append(dst, `,"free":`...), e.Free)
	}
	if len(e.Spent) > 0 {
		dst = appendSpent(append(dst, `,"spent":`...), e.Spent)
	}
	return append(dst, '}'), nil
}

// appendSpent writes the ledger's entries as encoding/json does.
func appendSpent(dst []byte, spent []encounter.Spend) []byte {
	dst = append(dst, '[')
	for i, s := range spent {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(append(dst, `{"r":`...), int64(s.Round), 10)
		dst = strconv.AppendInt(append(dst, `,"c":`...), int64(s.C), 10)
		dst = statejson.AppendString(append(dst, `,"a":`...), s.Act)
		if s.Cost != 0 {
			dst = strconv.AppendInt(append(dst, `,"n":`...), int64(s.Cost), 10)
		}
		if s.Turn != 0 {
			dst = strconv.AppendInt(append(dst, `,"t":`...), int64(s.Turn), 10)
		}
		if s.Forced {
			dst = append(dst, `,"f":true`...)
		}
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

func appendCombatantJSON(dst []byte, c *rules.Combatant) ([]byte, error) {
	dst = strconv.AppendInt(append(dst, `{"id":`...), int64(c.ID), 10)
	dst = statejson.AppendString(append(dst, `,"name":`...), c.Name)
	if c.Owner != "" {
		dst = statejson.AppendString(append(dst, `,"owner":`...), c.Owner)
	}
	dst = appendSheetJSON(append(dst, `,"sheet":`...), &c.Sheet)
	dst = strconv.AppendInt(append(dst, `,"init":`...), int64(c.Init), 10)
	if len(c.InitDice) > 0 {
		dst = statejson.AppendInts(append(dst, `,"init_dice":`...), c.InitDice)
	}
	if c.InitMod != 0 {
		dst = strconv.AppendInt(append(dst, `,"init_mod":`...), int64(c.InitMod), 10)
	}
	if c.Pinned {
		dst = append(dst, `,"pinned":true`...)
	}
	if c.TieBreak != 0 {
		dst = strconv.AppendInt(append(dst, `,"tie":`...), int64(c.TieBreak), 10)
	}
	if c.Held {
		dst = append(dst, `,"held":true`...)
	}
	if c.Group != "" {
		dst = statejson.AppendString(append(dst, `,"group":`...), c.Group)
	}
	if len(c.State) > 0 {
		var err error
		if dst, err = appendRawJSON(append(dst, `,"state":`...), c.State); err != nil {
			return dst, err
		}
	}
	return append(dst, '}'), nil
}

func appendSheetJSON(dst []byte, s *rules.Sheet) []byte {
	dst = statejson.AppendString(append(dst, `{"name":`...), s.Name)
	if len(s.Stats) > 0 {
		dst = statejson.AppendIntMap(append(dst, `,"stats":`...), s.Stats)
	}
	if len(s.Weapons) > 0 {
		dst = append(dst, `,"weapons":[`...)
		for i, w := range s.Weapons {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = statejson.AppendString(append(dst, `{"name":`...), w.Name)
			dst = statejson.AppendString(append(dst, `,"spec":`...), w.Spec)
			dst = append(dst, '}')
		}
		dst = append(dst, ']')
	}
	if s.Armor != "" {
		dst = statejson.AppendString(append(dst, `,"armor":`...), s.Armor)
	}
	if len(s.Flags) > 0 {
		dst = append(dst, `,"flags":{`...)
		var buf [16]mapEntry[bool]
		for i, kv := range sortedEntries(s.Flags, buf[:0]) {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = strconv.AppendBool(append(statejson.AppendString(dst, kv.key), ':'), kv.val)
		}
		dst = append(dst, '}')
	}
	return append(dst, '}')
}

func appendEventJSON(dst []byte, ev *rules.Event) ([]byte, error) {
	dst = strconv.AppendInt(append(dst, `{"c":`...), int64(ev.Combatant), 10)
	dst = statejson.AppendString(append(dst, `,"n":{"k":`...), ev.Note.Key)
	if len(ev.Note.Args) > 0 {
		var err error
		if dst, err = statejson.AppendAnyMap(append(dst, `,"a":`...), ev.Note.Args); err != nil {
			return dst, err
		}
	}
	dst = append(dst, '}')
	if ev.Prompt != "" {
		dst = statejson.AppendString(append(dst, `,"p":`...), ev.Prompt)
	}
	if ev.WholeRound {
		dst = append(dst, `,"wr":true`...)
	}
	if ev.Fell {
		dst = append(dst, `,"fell":true`...)
	}
	return append(dst, '}'), nil
}

// appendTallies writes the tally map. encoding/json orders int keys by
// their decimal text ("10" before "2"), so the keys are sorted that way.
func appendTallies(dst []byte, m map[int]*encounter.Tally) []byte {
	var buf [16]int
	keys := buf[:0]
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, compareDecimal)
	dst = append(dst, '{')
	for i, k := range keys {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(strconv.AppendInt(append(dst, '"'), int64(k), 10), '"', ':')
		t := m[k]
		if t == nil {
			dst = append(dst, "null"...)
			continue
		}
		dst = append(dst, '{')
		if t.Dealt != 0 {
			dst = strconv.AppendInt(appendField(dst, "dealt"), int64(t.Dealt), 10)
		}
		if t.Taken != 0 {
			dst = strconv.AppendInt(appendField(dst, "taken"), int64(t.Taken), 10)
		}
		if t.Fell {
			dst = append(appendField(dst, "fell"), "true"...)
		}
		if t.FellRound != 0 {
			dst = strconv.AppendInt(appendField(dst, "fell_round"), int64(t.FellRound), 10)
		}
		if t.Left != "" {
			dst = statejson.AppendString(appendField(dst, "left"), t.Left)
		}
		dst = append(dst, '}')
	}
	return append(dst, '}')
}

// compareDecimal orders ints as their decimal strings compare.
func compareDecimal(a, b int) int {
	var ba, bb [20]byte // len("-9223372036854775808")
	return bytes.Compare(strconv.AppendInt(ba[:0], int64(a), 10), strconv.AppendInt(bb[:0], int64(b), 10))
}

// mapEntry is one key and value of a map being written in key order.
type mapEntry[V any] struct {
	key string
	val V
}

// sortedEntries returns m's entries in key order, in buf's storage when it
// is big enough (the callers pass a stack array, so small maps allocate
// nothing). Taking the values along saves a map lookup per key.
func sortedEntries[V any](m map[string]V, buf []mapEntry[V]) []mapEntry[V] {
	for k, v := range m {
		buf = append(buf, mapEntry[V]{k, v})
	}
	slices.SortFunc(buf, func(a, b mapEntry[V]) int { return strings.Compare(a.key, b.key) })
	return buf
}

// appendRawJSON writes a json.RawMessage as json.Marshal does: nil is null;
// anything else is validated, compacted and HTML-escaped. Stored raw values
// were written by json.Marshal and are already in that form, so a value the
// quick scan proves compact and clean is copied as it is.
func appendRawJSON(dst []byte, raw json.RawMessage) ([]byte, error) {
	if raw == nil {
		return append(dst, "null"...), nil
	}
	if rawCompactClean(raw) {
		return append(dst, raw...), nil
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, raw); err != nil {
		// What json.Marshal returns for a RawMessage it cannot compact.
		return dst, &json.MarshalerError{Type: reflect.TypeFor[json.RawMessage](), Err: err}
	}
	out := bytes.NewBuffer(dst) // HTMLEscape appends after dst's bytes
	json.HTMLEscape(out, compact.Bytes())
	return out.Bytes(), nil
}

// rawNestMax bounds the nesting rawCompactClean follows (one bit per level
// records object or array); deeper values take the slow path.
const rawNestMax = 64

// rawCompactClean reports whether s is exactly one valid JSON value with no
// whitespace outside strings and none of the bytes json.Marshal would
// escape in it (<, >, &, U+2028, U+2029). When it reports false the value
// may still be fine: the caller then lets encoding/json decide.
func rawCompactClean(s []byte) bool {
	var inObject uint64 // bit d: the container at depth d is an object
	depth := 0
	i := 0
	wantValue := true
	for {
		if !wantValue {
			// After a value: end of input, a comma or a closing bracket.
			if depth == 0 {
				return i == len(s)
			}
			if i >= len(s) {
				return false
			}
			obj := inObject&(1<<(depth-1)) != 0
			switch c := s[i]; {
			case c == ',':
				i++
				wantValue = true
				if obj {
					if i = rawMemberName(s, i); i < 0 {
						return false
					}
				}
			case obj && c == '}', !obj && c == ']':
				i++
				depth--
			default:
				return false
			}
			continue
		}
		if i >= len(s) {
			return false
		}
		switch c := s[i]; c {
		case '{', '[':
			if depth == rawNestMax {
				return false
			}
			if c == '{' {
				inObject |= 1 << depth
			} else {
				inObject &^= 1 << depth
			}
			depth++
			i++
			if i < len(s) && (c == '{' && s[i] == '}' || c == '[' && s[i] == ']') {
				i++
				depth--
				wantValue = false
				continue
			}
			if c == '{' {
				if i = rawMemberName(s, i); i < 0 {
					return false
				}
			}
			continue // the first element's value
		case '"':
			i = rawString(s, i)
		case 't':
			i = rawLiteral(s, i, "true")
		case 'f':
			i = rawLiteral(s, i, "false")
		case 'n':
			i = rawLiteral(s, i, "null")
		default:
			i = rawNumber(s, i)
		}
		if i < 0 {
			return false
		}
		wantValue = false
	}
}

// rawMemberName scans `"name":` at s[i] and returns the index after the
// colon, or -1.
func rawMemberName(s []byte, i int) int {
	if i >= len(s) || s[i] != '"' {
		return -1
	}
	if i = rawString(s, i); i < 0 || i >= len(s) || s[i] != ':' {
		return -1
	}
	return i + 1
}

// rawString scans a string starting at the quote s[i] and returns the index
// after the closing quote, or -1 when it is invalid or holds a byte that
// json.Marshal would escape. Other bytes, invalid UTF-8 included, pass:
// encoding/json copies them unchanged.
func rawString(s []byte, i int) int {
	for i++; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			return i + 1
		case c < 0x20, c == '<', c == '>', c == '&':
			return -1
		case c == 0xE2 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2]&^1 == 0xA8:
			return -1 // U+2028, U+2029
		case c == '\\':
			i++
			if i >= len(s) {
				return -1
			}
			switch s[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(s) {
					return -1
				}
				for _, h := range s[i+1 : i+5] {
					if !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
						return -1
					}
				}
				i += 4
			default:
				return -1
			}
		}
	}
	return -1
}

func rawLiteral(s []byte, i int, lit string) int {
	if len(s)-i < len(lit) || string(s[i:i+len(lit)]) != lit {
		return -1
	}
	return i + len(lit)
}

// rawNumber scans -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? at s[i]
// and returns the index after it, or -1.
func rawNumber(s []byte, i int) int {
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && '1' <= s[i] && s[i] <= '9':
		i = rawDigits(s, i)
	default:
		return -1
	}
	if i < len(s) && s[i] == '.' {
		if j := rawDigits(s, i+1); j > i+1 {
			i = j
		} else {
			return -1
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if j := rawDigits(s, i); j > i {
			i = j
		} else {
			return -1
		}
	}
	return i
}

func rawDigits(s []byte, i int) int {
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}

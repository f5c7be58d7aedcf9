package statejson

import (
	"slices"
	"strconv"
	"unicode/utf8"
)

// The encoding half: appenders that write exactly the bytes json.Marshal
// writes for the same values (HTML escaping on, as Marshal has it), without
// reflection. Each system's appendState lists its State's fields in
// declaration order with the method matching the field's type and tag, and
// its tests compare the result with json.Marshal byte for byte.

// Object writes one JSON object member by member, as json.Marshal writes a
// struct: the caller adds the fields in declaration order, choosing the
// OmitEmpty method where the tag says omitempty. For a value no method
// covers (a nested object, a json.Marshaler's output), call Key and append
// the value to Buf.
//
// The methods take and return Object by value, o = o.Int(…), like append:
// storing into *o would make the compiler move every buffer an Object ever
// holds to the heap, and SaveState encodes into scratch space on the stack.
type Object struct {
	Buf  []byte // the encoding so far; append a value here after Key
	more bool   // a member was written: the next one needs a comma
}

// OpenObject starts an object at the end of buf.
func OpenObject(buf []byte) Object {
	return Object{Buf: append(buf, '{')}
}

// Close ends the object and returns the whole buffer.
func (o Object) Close() []byte {
	return append(o.Buf, '}')
}

// Key writes the separator and the member name; the value comes next.
func (o Object) Key(name string) Object {
	if o.more {
		o.Buf = append(o.Buf, ',')
	}
	o.more = true
	o.Buf = AppendString(o.Buf, name)
	o.Buf = append(o.Buf, ':')
	return o
}

// Int writes an int member.
func (o Object) Int(name string, v int) Object {
	o = o.Key(name)
	o.Buf = strconv.AppendInt(o.Buf, int64(v), 10)
	return o
}

// IntOmitEmpty writes an int member unless it is 0.
func (o Object) IntOmitEmpty(name string, v int) Object {
	if v == 0 {
		return o
	}
	return o.Int(name, v)
}

// UintOmitEmpty writes an unsigned member (any width, widened by the
// caller) unless it is 0.
func (o Object) UintOmitEmpty(name string, v uint64) Object {
	if v == 0 {
		return o
	}
	o = o.Key(name)
	o.Buf = strconv.AppendUint(o.Buf, v, 10)
	return o
}

// Bool writes a bool member.
func (o Object) Bool(name string, v bool) Object {
	o = o.Key(name)
	o.Buf = strconv.AppendBool(o.Buf, v)
	return o
}

// BoolOmitEmpty writes a bool member unless it is false.
func (o Object) BoolOmitEmpty(name string, v bool) Object {
	if !v {
		return o
	}
	return o.Bool(name, v)
}

// String writes a string member.
func (o Object) String(name, v string) Object {
	o = o.Key(name)
	o.Buf = AppendString(o.Buf, v)
	return o
}

// StringOmitEmpty writes a string member unless it is "".
func (o Object) StringOmitEmpty(name, v string) Object {
	if v == "" {
		return o
	}
	return o.String(name, v)
}

// StringsOmitEmpty writes a []string member unless it has no elements
// (omitempty drops nil and empty alike).
func (o Object) StringsOmitEmpty(name string, v []string) Object {
	if len(v) == 0 {
		return o
	}
	o = o.Key(name)
	o.Buf = AppendStrings(o.Buf, v)
	return o
}

// IntsOmitEmpty writes an []int member unless it has no elements.
func (o Object) IntsOmitEmpty(name string, v []int) Object {
	if len(v) == 0 {
		return o
	}
	o = o.Key(name)
	o.Buf = AppendInts(o.Buf, v)
	return o
}

// IntMapOmitEmpty writes a map[string]int member unless it has no entries.
func (o Object) IntMapOmitEmpty(name string, m map[string]int) Object {
	if len(m) == 0 {
		return o
	}
	o = o.Key(name)
	o.Buf = AppendIntMap(o.Buf, m)
	return o
}

// AppendStrings appends v as json.Marshal does: null for a nil slice, []
// for an empty one.
func AppendStrings(buf []byte, v []string) []byte {
	if v == nil {
		return append(buf, "null"...)
	}
	buf = append(buf, '[')
	for i, s := range v {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = AppendString(buf, s)
	}
	return append(buf, ']')
}

// AppendInts appends v as json.Marshal does: null for a nil slice, [] for
// an empty one.
func AppendInts(buf []byte, v []int) []byte {
	if v == nil {
		return append(buf, "null"...)
	}
	buf = append(buf, '[')
	for i, n := range v {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = strconv.AppendInt(buf, int64(n), 10)
	}
	return append(buf, ']')
}

// sortedKeysOnStack is how many map keys AppendIntMap sorts without
// allocating; states hold a handful (ammo per weapon).
const sortedKeysOnStack = 16

// AppendIntMap appends m as json.Marshal does: null for a nil map, and the
// entries in the byte order of their keys (strings.Compare, which is what
// encoding/json sorts by).
func AppendIntMap(buf []byte, m map[string]int) []byte {
	if m == nil {
		return append(buf, "null"...)
	}
	var small [sortedKeysOnStack]string
	keys := small[:0]
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	buf = append(buf, '{')
	for i, k := range keys {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = AppendString(buf, k)
		buf = append(buf, ':')
		buf = strconv.AppendInt(buf, int64(m[k]), 10)
	}
	return append(buf, '}')
}

// AppendString appends s quoted exactly as json.Marshal quotes a string:
// ", \ and the control characters escaped (\b \f \n \r \t by name, the rest
// as \u00XX with lower-case hex), <, > and & as \u003c \u003e \u0026 (HTML
// escaping, on in Marshal), U+2028 and U+2029 as \u2028 and \u2029, and
// each byte of invalid UTF-8 replaced by \ufffd.
func AppendString(buf []byte, s string) []byte {
	const hex = "0123456789abcdef"
	buf = append(buf, '"')
	start := 0 // s[start:i] is pending: plain bytes not yet copied
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if htmlSafe(b) {
				i++
				continue
			}
			buf = append(buf, s[start:i]...)
			switch b {
			case '\\', '"':
				buf = append(buf, '\\', b)
			case '\b':
				buf = append(buf, '\\', 'b')
			case '\f':
				buf = append(buf, '\\', 'f')
			case '\n':
				buf = append(buf, '\\', 'n')
			case '\r':
				buf = append(buf, '\\', 'r')
			case '\t':
				buf = append(buf, '\\', 't')
			default:
				buf = append(buf, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		if b := s[i]; b >= 0xc2 && b < 0xe0 && i+1 < len(s) && s[i+1]&0xc0 == 0x80 {
			// A two-byte sequence (all of Cyrillic) is always valid and
			// never U+2028/9: skip the general decode.
			i += 2
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			buf = append(buf, s[start:i]...)
			buf = append(buf, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			// Valid JSON, but line breaks to JavaScript (JSONP);
			// encoding/json escapes them unconditionally.
			buf = append(buf, s[start:i]...)
			buf = append(buf, '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	buf = append(buf, s[start:]...)
	return append(buf, '"')
}

// htmlSafe reports whether json.Marshal writes the ASCII byte b as it is:
// not a control character, ", \, <, > or &. Two 64-bit masks (bytes below
// 0x40 and from 0x40 up) keep it a shift and a test in the hot loop.
func htmlSafe(b byte) bool {
	const (
		low  = ^uint64(1<<0x20-1) &^ (1<<'"' | 1<<'&' | 1<<'<' | 1<<'>')
		high = ^uint64(0) &^ (1 << ('\\' - 0x40))
	)
	if b < 0x40 {
		return low>>b&1 != 0
	}
	return b < 0x80 && high>>(b-0x40)&1 != 0
}

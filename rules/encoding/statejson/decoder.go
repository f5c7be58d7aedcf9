package statejson

import (
	"strconv"
)

// maxDepth bounds the nesting that Skip and Raw follow, so a hostile input
// cannot recurse without end; deeper input is an error (the caller falls back
// to encoding/json, whose own limit is 10000).
const maxDepth = 1000

// Error is a decode error: malformed JSON, a value of another kind than the
// one asked for, or a key the caller does not know.
type Error struct {
	Offset int    // byte offset in the input
	Msg    string // what went wrong
}

func (e *Error) Error() string {
	return "statejson: " + e.Msg + " at offset " + strconv.Itoa(e.Offset)
}

// Decoder reads one JSON document from a byte slice. It is meant to live on
// the stack (NewDecoder returns a value); the first error sticks, after it
// every method is a no-op and End reports it.
type Decoder struct {
	data []byte
	pos  int
	err  error
	// first is true right after '{' or '[': the next member has no comma
	// before it. One flag is enough because a nested container always runs
	// to its end before its parent's next member is read.
	first bool
	key   []byte // the current key: a sub-slice of data, or buf if unescaped
	buf   []byte // scratch for keys and strings that need unescaping
}

// NewDecoder returns a decoder over data. The decoder keeps data and hands
// out sub-slices of it (Key, Raw): do not change data while decoding.
func NewDecoder(data []byte) Decoder { return Decoder{data: data} }

// Err returns the first error, if any.
func (d *Decoder) Err() error { return d.err }

// Fail records an error at the current offset (the first error sticks).
func (d *Decoder) Fail(msg string) {
	if d.err == nil {
		d.err = &Error{Offset: d.pos, Msg: msg}
	}
}

// Unknown records that the current key is not one the caller knows.
func (d *Decoder) Unknown() {
	if d.err == nil {
		d.Fail("unknown key " + strconv.Quote(string(d.key)))
	}
}

// End checks that only whitespace follows the document and returns the
// first error of the whole decode.
func (d *Decoder) End() error {
	if d.err == nil {
		d.ws()
		if d.pos != len(d.data) {
			d.Fail("data after the document")
		}
	}
	return d.err
}

// ws skips JSON whitespace (only these four bytes are whitespace in JSON).
func (d *Decoder) ws() {
	for d.pos < len(d.data) {
		switch d.data[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

// peek skips whitespace and returns the next byte, 0 at the end of input.
func (d *Decoder) peek() byte {
	d.ws()
	if d.pos < len(d.data) {
		return d.data[d.pos]
	}
	return 0
}

// literal consumes lit (true, false, null) at the current offset.
func (d *Decoder) literal(lit string) bool {
	if len(d.data)-d.pos >= len(lit) && string(d.data[d.pos:d.pos+len(lit)]) == lit {
		d.pos += len(lit)
		return true
	}
	d.Fail("invalid literal")
	return false
}

// Null consumes a null value if one is next and reports whether it did.
// encoding/json leaves a bool, number or string untouched on null and sets a
// slice, map or pointer to nil; the typed readers below do the same.
func (d *Decoder) Null() bool {
	if d.err != nil || d.peek() != 'n' {
		return false
	}
	return d.literal("null")
}

// Kind is the kind of the next value, from its first byte.
type Kind uint8

// The kinds of JSON values.
const (
	Invalid Kind = iota
	ObjectKind
	ArrayKind
	StringKind
	NumberKind
	BoolKind
	NullKind
)

// Peek returns the kind of the next value without consuming it (Invalid
// after an error or at a byte no value starts with).
func (d *Decoder) Peek() Kind {
	if d.err != nil {
		return Invalid
	}
	switch c := d.peek(); {
	case c == '{':
		return ObjectKind
	case c == '[':
		return ArrayKind
	case c == '"':
		return StringKind
	case c == '-' || c >= '0' && c <= '9':
		return NumberKind
	case c == 't' || c == 'f':
		return BoolKind
	case c == 'n':
		return NullKind
	}
	return Invalid
}

// Object starts reading an object value. It returns false for null (which
// it consumes) and on error; on true, call Next until it returns false:
//
//	for ok := d.Object(); ok && d.Next(); {
func (d *Decoder) Object() bool {
	if d.Null() || d.err != nil {
		return false
	}
	if d.peek() != '{' {
		d.Fail("want an object")
		return false
	}
	d.pos++
	d.first = true
	return true
}

// Next moves to the next key of the object being read, consuming the key and
// its colon; the caller must then read or skip the value. It returns false at
// the closing brace (which it consumes) and on error.
func (d *Decoder) Next() bool {
	if d.err != nil {
		return false
	}
	c := d.peek()
	if c == '}' {
		d.pos++
		d.first = false
		return false
	}
	if d.first {
		d.first = false
	} else {
		if c != ',' {
			d.Fail("want , or }")
			return false
		}
		d.pos++
		c = d.peek()
	}
	if c != '"' {
		d.Fail("want a key")
		return false
	}
	start, end, plain := d.scanString()
	if d.err != nil {
		return false
	}
	if plain {
		d.key = d.data[start:end]
	} else {
		d.buf = appendUnquoted(d.buf[:0], d.data[start:end])
		d.key = d.buf
	}
	if d.peek() != ':' {
		d.Fail("want :")
		return false
	}
	d.pos++
	return true
}

// Key returns the current key, unescaped. It is valid until the next call
// to Next or String; `switch string(d.Key())` does not allocate.
func (d *Decoder) Key() []byte { return d.key }

// Array starts reading an array value. It returns false for null (which it
// consumes) and on error; on true, call More until it returns false:
//
//	for ok := d.Array(); ok && d.More(); {
func (d *Decoder) Array() bool {
	if d.Null() || d.err != nil {
		return false
	}
	if d.peek() != '[' {
		d.Fail("want an array")
		return false
	}
	d.pos++
	d.first = true
	return true
}

// More reports whether the array being read has another element, consuming
// the comma before it; the caller must then read or skip the element. It
// returns false at the closing bracket (which it consumes) and on error.
func (d *Decoder) More() bool {
	if d.err != nil {
		return false
	}
	c := d.peek()
	if c == ']' {
		d.pos++
		d.first = false
		return false
	}
	if d.first {
		d.first = false
		return true
	}
	if c != ',' {
		d.Fail("want , or ]")
		return false
	}
	d.pos++
	return true
}

// Skip consumes and validates the next value, whatever its kind.
func (d *Decoder) Skip() { d.skipValue(0) }

// Raw consumes and validates the next value and returns its bytes as
// encoding/json hands them to a json.Unmarshaler (from the value's first byte
// to its last, inner whitespace kept). It returns nil on error.
func (d *Decoder) Raw() []byte {
	if d.err != nil {
		return nil
	}
	d.ws()
	start := d.pos
	d.skipValue(0)
	if d.err != nil {
		return nil
	}
	return d.data[start:d.pos]
}

func (d *Decoder) skipValue(depth int) {
	if d.err != nil {
		return
	}
	if depth >= maxDepth {
		d.Fail("nested too deep")
		return
	}
	switch c := d.peek(); {
	case c == '{':
		d.pos++
		for d.first = true; d.Next(); {
			d.skipValue(depth + 1)
		}
	case c == '[':
		d.pos++
		for d.first = true; d.More(); {
			d.skipValue(depth + 1)
		}
	case c == '"':
		d.scanString()
	case c == 't':
		d.literal("true")
	case c == 'f':
		d.literal("false")
	case c == 'n':
		d.literal("null")
	case c == '-' || c >= '0' && c <= '9':
		d.scanNumber()
	default:
		d.Fail("want a value")
	}
}

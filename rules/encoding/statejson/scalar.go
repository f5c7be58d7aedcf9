package statejson

import (
	"math"
	"strconv"
)

// Int reads an int into dst; null leaves dst untouched. Like encoding/json
// for an int field, a fraction, an exponent or a value out of range is an
// error.
func (d *Decoder) Int(dst *int) {
	if d.Null() || d.err != nil {
		return
	}
	v, ok := d.readInt()
	if !ok {
		return
	}
	if strconv.IntSize == 32 && (v < math.MinInt32 || v > math.MaxInt32) {
		d.Fail("int out of range")
		return
	}
	*dst = int(v)
}

// Uint reads an unsigned integer into dst; null leaves dst untouched. A minus
// sign (even "-0", which strconv.ParseUint and so encoding/json reject), a
// fraction, an exponent or a value above the type's maximum is an error.
func Uint[T ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uint](d *Decoder, dst *T) {
	if d.Null() || d.err != nil {
		return
	}
	if d.peek() == '-' {
		d.Fail("negative unsigned number")
		return
	}
	u, ok := d.readDigits(uint64(^T(0)))
	if ok && d.noFraction() {
		*dst = T(u)
	}
}

// Bool reads true or false into dst; null leaves dst untouched.
func (d *Decoder) Bool(dst *bool) {
	if d.Null() || d.err != nil {
		return
	}
	switch d.peek() {
	case 't':
		if d.literal("true") {
			*dst = true
		}
	case 'f':
		if d.literal("false") {
			*dst = false
		}
	default:
		d.Fail("want a bool")
	}
}

// String reads a string into dst, unescaped as encoding/json does; null
// leaves dst untouched. A string without escapes costs one allocation.
func (d *Decoder) String(dst *string) {
	if d.Null() || d.err != nil {
		return
	}
	if d.peek() != '"' {
		d.Fail("want a string")
		return
	}
	start, end, plain := d.scanString()
	if d.err != nil {
		return
	}
	if plain {
		*dst = string(d.data[start:end])
		return
	}
	d.buf = appendUnquoted(d.buf[:0], d.data[start:end])
	*dst = string(d.buf)
}

// readInt reads an integer that fits int64.
func (d *Decoder) readInt() (int64, bool) {
	if d.peek() != '-' {
		u, ok := d.readDigits(math.MaxInt64)
		return int64(u), ok && d.noFraction()
	}
	d.pos++
	u, ok := d.readDigits(1 << 63)
	return int64(-u), ok && d.noFraction() // -(1<<63) wraps to MinInt64, as wanted
}

// readDigits reads the digits of a JSON integer (no leading zeros) that is
// at most limit.
func (d *Decoder) readDigits(limit uint64) (uint64, bool) {
	if d.pos >= len(d.data) || d.data[d.pos] < '0' || d.data[d.pos] > '9' {
		d.Fail("want a number")
		return 0, false
	}
	if d.data[d.pos] == '0' {
		d.pos++
		if d.pos < len(d.data) && d.data[d.pos] >= '0' && d.data[d.pos] <= '9' {
			d.Fail("leading zero")
			return 0, false
		}
		return 0, true
	}
	var u uint64
	for d.pos < len(d.data) && d.data[d.pos] >= '0' && d.data[d.pos] <= '9' {
		digit := uint64(d.data[d.pos] - '0')
		if u > (limit-digit)/10 {
			d.Fail("number out of range")
			return 0, false
		}
		u = u*10 + digit
		d.pos++
	}
	return u, true
}

// noFraction fails on a fraction or exponent after an integer's digits: not
// an int for encoding/json either.
func (d *Decoder) noFraction() bool {
	if d.pos < len(d.data) {
		switch d.data[d.pos] {
		case '.', 'e', 'E':
			d.Fail("not an integer")
			return false
		}
	}
	return true
}

// scanNumber consumes and validates any JSON number.
func (d *Decoder) scanNumber() {
	if d.data[d.pos] == '-' {
		d.pos++
	}
	// The integer part: any length (it is validated, not converted), and no
	// leading zeros.
	if d.pos < len(d.data) && d.data[d.pos] == '0' {
		d.pos++
	} else if !d.digits() {
		return
	}
	if d.pos < len(d.data) && d.data[d.pos] == '.' {
		d.pos++
		if !d.digits() {
			return
		}
	}
	if d.pos < len(d.data) && (d.data[d.pos] == 'e' || d.data[d.pos] == 'E') {
		d.pos++
		if d.pos < len(d.data) && (d.data[d.pos] == '+' || d.data[d.pos] == '-') {
			d.pos++
		}
		d.digits()
	}
}

// digits consumes one or more decimal digits of any length.
func (d *Decoder) digits() bool {
	start := d.pos
	for d.pos < len(d.data) && d.data[d.pos] >= '0' && d.data[d.pos] <= '9' {
		d.pos++
	}
	if d.pos == start {
		d.Fail("want a digit")
		return false
	}
	return true
}

package statejson

import (
	"encoding/json"
	"strconv"
)

// sample has every shape the reader supports; decodeSample reads it the way
// the rule systems read their states, so the tests compare it with
// encoding/json on the same input.
type sample struct {
	I    int             `json:"i"`
	U    uint8           `json:"u"`
	B    bool            `json:"b"`
	S    string          `json:"s"`
	SS   []string        `json:"ss"`
	IS   []int           `json:"is"`
	M    map[string]int  `json:"m"`
	P    *inner          `json:"p"`
	N    inner           `json:"n"`
	Objs []inner         `json:"objs"`
	R    json.RawMessage `json:"r"`
}

type inner struct {
	A int    `json:"a"`
	T string `json:"t"`
}

func decodeSample(raw []byte, s *sample) error {
	d := NewDecoder(raw)
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "i":
			d.Int(&s.I)
		case "u":
			Uint(&d, &s.U)
		case "b":
			d.Bool(&s.B)
		case "s":
			d.String(&s.S)
		case "ss":
			d.Strings(&s.SS)
		case "is":
			d.Ints(&s.IS)
		case "m":
			d.IntMap(&s.M)
		case "p":
			if d.Null() {
				s.P = nil
				continue
			}
			if s.P == nil {
				s.P = new(inner)
			}
			decodeInner(&d, s.P)
		case "n":
			decodeInner(&d, &s.N)
		case "objs":
			decodeInners(&d, &s.Objs)
		case "r":
			if raw := d.Raw(); raw != nil {
				_ = s.R.UnmarshalJSON(raw)
			}
		default:
			d.Unknown()
		}
	}
	return d.End()
}

func decodeInner(d *Decoder, in *inner) {
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "a":
			d.Int(&in.A)
		case "t":
			d.String(&in.T)
		default:
			d.Unknown()
		}
	}
}

// decodeInners is an array of objects; like Strings it wants a nil slice.
func decodeInners(d *Decoder, dst *[]inner) {
	if d.Null() {
		*dst = nil
		return
	}
	if *dst != nil {
		d.Fail("array decoded twice")
		return
	}
	out := []inner{}
	for ok := d.Array(); ok && d.More(); {
		var in inner
		decodeInner(d, &in)
		out = append(out, in)
	}
	*dst = out
}

// decodeAny reads any document into the types encoding/json gives an any.
func decodeAny(raw []byte) (any, error) {
	d := NewDecoder(raw)
	v := anyValue(&d)
	return v, d.End()
}

func anyValue(d *Decoder) any {
	switch d.Peek() {
	case ObjectKind:
		m := map[string]any{}
		for ok := d.Object(); ok && d.Next(); {
			k := string(d.Key())
			m[k] = anyValue(d)
		}
		return m
	case ArrayKind:
		a := []any{}
		for ok := d.Array(); ok && d.More(); {
			a = append(a, anyValue(d))
		}
		return a
	case StringKind:
		var s string
		d.String(&s)
		return s
	case NumberKind:
		raw := d.Raw()
		f, err := strconv.ParseFloat(string(raw), 64)
		if err != nil {
			d.Fail("float out of range")
		}
		return f
	case BoolKind:
		var b bool
		d.Bool(&b)
		return b
	case NullKind:
		d.Null()
		return nil
	}
	d.Fail("want a value")
	return nil
}

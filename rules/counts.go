package rules

import (
	"slices"

	"github.com/tinylib/msgp/msgp"
)

// Counts is a count per name inside a system's combat state: rounds left
// per gun, shots fired per gun this round. Its MessagePack encoding writes
// the names in order, where a generated map encoder follows Go's random map
// order: one state then always encodes to the same bytes, so a save that
// changes nothing keeps the stored bytes (KeepState) and an undo delta
// between two fights' states stays small.
type Counts map[string]int

// countsOnStack is how many names MarshalMsg sorts without allocating: a
// fighter rarely carries more guns.
const countsOnStack = 16

// MarshalMsg implements msgp.Marshaler: nil for a nil map, else a map in
// name order.
func (c Counts) MarshalMsg(b []byte) ([]byte, error) {
	if c == nil {
		return msgp.AppendNil(b), nil
	}
	var stack [countsOnStack]string
	names := stack[:0]
	for k := range c {
		names = append(names, k)
	}
	slices.Sort(names)
	b = msgp.AppendMapHeader(b, uint32(len(names)))
	for _, k := range names {
		b = msgp.AppendString(b, k)
		b = msgp.AppendInt(b, c[k])
	}
	return b, nil
}

// UnmarshalMsg implements msgp.Unmarshaler: nil reads as a nil map.
func (c *Counts) UnmarshalMsg(b []byte) ([]byte, error) {
	if msgp.IsNil(b) {
		*c = nil
		return b[1:], nil
	}
	n, b, err := msgp.ReadMapHeaderBytes(b)
	if err != nil {
		return b, err
	}
	// The header's count is only a size hint: a damaged state may claim
	// four billion entries, and each real entry takes at least two bytes.
	m := make(Counts, min(n, uint32(len(b)/2)))
	for range n {
		var k []byte
		if k, b, err = msgp.ReadMapKeyZC(b); err != nil {
			return b, err
		}
		var v int
		if v, b, err = msgp.ReadIntBytes(b); err != nil {
			return b, msgp.WrapError(err, string(k))
		}
		m[string(k)] = v
	}
	*c = m
	return b, nil
}

// IsZero reports an empty map: a state's Counts field is tagged omitzero,
// which the generated encoder asks of a type it did not generate.
func (c Counts) IsZero() bool { return len(c) == 0 }

// Msgsize implements msgp.Sizer: an upper bound of MarshalMsg's length.
func (c Counts) Msgsize() int {
	s := msgp.MapHeaderSize
	for k := range c {
		s += msgp.StringPrefixSize + len(k) + msgp.IntSize
	}
	return s
}

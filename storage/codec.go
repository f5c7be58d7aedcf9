package storage

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/tinylib/msgp/msgp"
)

// Records are stored as MessagePack, written and read by the codecs msgp
// generates from the types (channel_gen.go here, *_gen.go in rules and
// rules/encounter). The generated encoders write a map's entries in Go's
// random iteration order, and the same value must give the same bytes: the
// undo history and the log keep each value as a delta against the next
// (delta.go), which stays small only when the unchanged parts encode alike,
// and a write that changes nothing must store what was there. So every
// encoding is put in canonical form before it is stored: each map's entries
// in the order of their encoded keys. The generated decoders read a
// struct's fields in any order.

// encoder encodes records into buffers it keeps: the commit queue's runner
// keeps one between mutations (they run one at a time).
type encoder struct {
	buf   []byte      // the generated encoder's output
	spans []canonSpan // map entries being sorted, outermost first
	tmp   []byte      // a map's entries while they are put in order
	out   []byte      // the canonical form (encodeScratch)
}

// canonSpan is one map entry in the canonical output: its key is
// out[start:keyEnd], its value out[keyEnd:end].
type canonSpan struct{ start, keyEnd, end int }

// encode returns v's stored form in a new slice of its exact size.
func (e *encoder) encode(v msgp.Marshaler) ([]byte, error) {
	out, err := e.encodeScratch(v)
	if err != nil {
		return nil, err
	}
	return append(make([]byte, 0, len(out)), out...), nil
}

// encodeScratch returns v's stored form in the encoder's own buffer, valid
// until its next use.
func (e *encoder) encodeScratch(v msgp.Marshaler) ([]byte, error) {
	var err error
	if e.buf, err = v.MarshalMsg(e.buf[:0]); err != nil {
		return nil, err
	}
	var rest []byte
	if e.out, rest, err = e.appendCanonical(e.out[:0], e.buf); err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("storage: %d bytes after the encoded value", len(rest))
	}
	return e.out, nil
}

// appendCanonical appends the first object of src to dst with its maps'
// entries (and those of every map inside it) in key order, and returns
// what follows it in src.
func (e *encoder) appendCanonical(dst, src []byte) ([]byte, []byte, error) {
	if len(src) == 0 {
		return dst, src, msgp.ErrShortBytes
	}
	// The common small forms are measured here (a record is mostly short
	// strings, small integers and booleans); the rest by msgp.Skip.
	var n uint32
	var hdr int
	isMap := false
	switch b := src[0]; {
	case b <= 0x7f || b >= 0xe0 || b == 0xc0 || b == 0xc2 || b == 0xc3: // fixint, nil, bool
		return append(dst, b), src[1:], nil
	case b >= 0xa0 && b <= 0xbf: // fixstr
		l := 1 + int(b&0x1f)
		if len(src) < l {
			return dst, src, msgp.ErrShortBytes
		}
		return append(dst, src[:l]...), src[l:], nil
	case b >= 0x80 && b <= 0x8f: // fixmap
		n, hdr, isMap = uint32(b&0x0f), 1, true
	case b >= 0x90 && b <= 0x9f: // fixarray
		n, hdr = uint32(b&0x0f), 1
	case b == 0xde || b == 0xdf: // map 16, map 32
		sz, rest, err := msgp.ReadMapHeaderBytes(src)
		if err != nil {
			return dst, src, err
		}
		n, hdr, isMap = sz, len(src)-len(rest), true
	case b == 0xdc || b == 0xdd: // array 16, array 32
		sz, rest, err := msgp.ReadArrayHeaderBytes(src)
		if err != nil {
			return dst, src, err
		}
		n, hdr = sz, len(src)-len(rest)
	default:
		rest, err := msgp.Skip(src)
		if err != nil {
			return dst, src, err
		}
		return append(dst, src[:len(src)-len(rest)]...), rest, nil
	}
	dst = append(dst, src[:hdr]...)
	src = src[hdr:]
	var err error
	if !isMap {
		for range n {
			if dst, src, err = e.appendCanonical(dst, src); err != nil {
				return dst, src, err
			}
		}
		return dst, src, nil
	}
	first := len(e.spans)
	sorted := true
	for range n {
		start := len(dst)
		if dst, src, err = e.appendCanonical(dst, src); err != nil {
			return dst, src, err
		}
		keyEnd := len(dst)
		if dst, src, err = e.appendCanonical(dst, src); err != nil {
			return dst, src, err
		}
		if sorted && len(e.spans) > first {
			prev := e.spans[len(e.spans)-1]
			sorted = bytes.Compare(dst[prev.start:prev.keyEnd], dst[start:keyEnd]) <= 0
		}
		e.spans = append(e.spans, canonSpan{start, keyEnd, len(dst)})
	}
	if !sorted {
		dst = e.sortEntries(dst, e.spans[first:])
	}
	e.spans = e.spans[:first]
	return dst, src, nil
}

// sortEntries rewrites the map entries spans (adjacent, at the end of dst)
// in the order of their keys.
func (e *encoder) sortEntries(dst []byte, spans []canonSpan) []byte {
	from := spans[0].start
	e.tmp = append(e.tmp[:0], dst[from:]...)
	slices.SortStableFunc(spans, func(a, b canonSpan) int {
		return bytes.Compare(e.tmp[a.start-from:a.keyEnd-from], e.tmp[b.start-from:b.keyEnd-from])
	})
	dst = dst[:from]
	for _, s := range spans {
		dst = append(dst, e.tmp[s.start-from:s.end-from]...)
	}
	return dst
}

// Marshal returns v's stored form (see encoder), outside a transaction; in
// one, Tx.Encode does the same with the commit queue's buffers.
func Marshal(v msgp.Marshaler) ([]byte, error) {
	var e encoder
	return e.encode(v)
}

// Unmarshal reads a record stored by Marshal into v; bytes left after the
// value are an error.
func Unmarshal(raw []byte, v msgp.Unmarshaler) error {
	rest, err := v.UnmarshalMsg(raw)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return errTrailing
	}
	return nil
}

var errTrailing = errors.New("storage: bytes after the stored value")

// DecodeChannel reads a channel's stored value: ChannelRaw's bytes, or an
// undo snapshot from PopUndo.
func DecodeChannel(raw []byte) (Channel, error) {
	var c Channel
	if err := Unmarshal(raw, &c); err != nil {
		return Channel{}, fmt.Errorf("decode channel: %w", err)
	}
	return c, nil
}

package storage

import (
	"encoding/binary"
	"errors"
)

// An undo snapshot is the channel's value before a change, and the value
// after it is almost the same: a few numbers and one combatant's state
// differ. Undo entries are therefore stored as a delta against the next
// newer value (undo.go says which), a tenth of the size, so the history — the
// largest part of the database — stays small on disk and in the page cache.
//
// A delta is the tag byte deltaTag, the target's length, then instructions,
// each a uvarint n: n&1 == 0 copies n>>1 literal bytes that follow; n&1 == 1
// copies n>>1 bytes from the base at the uvarint offset that follows. A value
// not starting with deltaTag is a whole snapshot (a JSON record starts with
// '{', a MessagePack one with a map header), so histories written before
// deltas existed still read.
const deltaTag = 0x01

// minMatch is the shortest run worth a copy instruction.
const minMatch = 6

var errBadDelta = errors.New("storage: corrupt undo delta")

// entryBuf is room on the stack for one delta (encodeDeltaIn), which a
// fight's change or a log line keeps to a few dozen bytes; a longer one
// spills to the heap.
type entryBuf [256]byte

// encodeDelta returns target as a delta against base, or target itself when
// the delta would not be smaller.
func encodeDelta(base, target []byte) []byte { return encodeDeltaIn(nil, base, target) }

// encodeDeltaIn is encodeDelta building the delta in buf's array while it
// has room (buf's contents are overwritten): a caller that copies the result
// out at once passes a buffer on its stack and allocates nothing. The result
// is in buf's array, a new array, or target itself.
func encodeDeltaIn(buf, base, target []byte) []byte {
	if out, ok := encodeCopies(buf[:0], base, target); ok {
		return out
	}
	if len(target) > 0 && target[0] == deltaTag {
		// Stored whole it would read as a delta: one literal instead.
		out := append(buf[:0], deltaTag)
		out = binary.AppendUvarint(out, uint64(len(target)))
		out = binary.AppendUvarint(out, uint64(len(target))<<1)
		return append(out, target...)
	}
	return target
}

// encodeCopies appends the delta to out (empty), or returns ok false when it
// would not be smaller. The common prefix and suffix are found first (most
// changes touch a few places of a value); only what lies between is matched
// window by window.
func encodeCopies(out, base, target []byte) ([]byte, bool) {
	if len(target) < 2*minMatch || len(base) < minMatch {
		return nil, false
	}
	pre := commonPrefix(base, target)
	suf := commonSuffix(base[pre:], target[pre:])
	if out == nil {
		out = make([]byte, 0, 64)
	}
	out = append(out, deltaTag)
	out = binary.AppendUvarint(out, uint64(len(target)))
	if pre >= minMatch {
		out = appendCopy(out, 0, pre)
	} else {
		pre = 0
	}
	if suf < minMatch {
		suf = 0
	}
	out = appendMiddle(out, base, target, pre, len(base)-suf, len(target)-suf)
	if suf > 0 {
		out = appendCopy(out, len(base)-suf, suf)
	}
	if len(out) >= len(target) {
		return nil, false
	}
	return out, true
}

func appendCopy(out []byte, off, n int) []byte {
	out = binary.AppendUvarint(out, uint64(n)<<1|1)
	return binary.AppendUvarint(out, uint64(off))
}

func appendLiteral(out, lit []byte) []byte {
	if len(lit) == 0 {
		return out
	}
	out = binary.AppendUvarint(out, uint64(len(lit))<<1)
	return append(out, lit...)
}

// appendMiddle encodes target[from:tEnd] with copies from base[:bEnd]
// (base[from:bEnd] is where they most likely are).
func appendMiddle(out, base, target []byte, from, bEnd, tEnd int) []byte {
	if tEnd-from < 2*minMatch || bEnd-from < minMatch {
		return appendLiteral(out, target[from:tEnd])
	}
	// Positions of the base's 4-byte windows by hash, the last one winning;
	// filled only when the guesses below fail.
	const bits = 10
	var table [1 << bits]int32
	filled := false
	hash := func(b []byte) uint32 {
		return (binary.LittleEndian.Uint32(b) * 2654435761) >> (32 - bits)
	}
	matches := func(c, j int) bool {
		return c >= 0 && c+minMatch <= bEnd && string(base[c:c+minMatch]) == string(target[j:j+minMatch])
	}
	lit := from  // start of the pending literal run
	next := from // where the base continues after the last copy
	for j := from; j+minMatch <= tEnd; {
		// The base most likely goes on where the last copy left off, give
		// or take what a changed number adds or drops.
		cand := -1
		if skipped := j - lit; skipped <= 8 {
			for d := 0; d <= 4 && cand < 0; d++ {
				if matches(next+skipped+d, j) {
					cand = next + skipped + d
				} else if d > 0 && matches(next+skipped-d, j) {
					cand = next + skipped - d
				}
			}
		}
		if cand < 0 {
			if !filled {
				for i := from; i+4 <= bEnd; i++ {
					table[hash(base[i:])] = int32(i + 1)
				}
				filled = true
			}
			if c := int(table[hash(target[j:])]) - 1; matches(c, j) {
				cand = c
			}
		}
		if cand < 0 {
			j++
			continue
		}
		n := minMatch + commonPrefix(base[cand+minMatch:bEnd], target[j+minMatch:tEnd])
		out = appendLiteral(out, target[lit:j])
		out = appendCopy(out, cand, n)
		j += n
		lit, next = j, cand+n
	}
	return appendLiteral(out, target[lit:tEnd])
}

func commonPrefix(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for i+8 <= n && binary.LittleEndian.Uint64(a[i:]) == binary.LittleEndian.Uint64(b[i:]) {
		i += 8
	}
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

func commonSuffix(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for i+8 <= n && binary.LittleEndian.Uint64(a[len(a)-i-8:]) == binary.LittleEndian.Uint64(b[len(b)-i-8:]) {
		i += 8
	}
	for i < n && a[len(a)-1-i] == b[len(b)-1-i] {
		i++
	}
	return i
}

// decodeDelta rebuilds a value from an entry and its base; an entry that is
// a whole snapshot is returned as a copy.
func decodeDelta(base, entry []byte) ([]byte, error) { return decodeDeltaIn(nil, base, entry) }

// decodeDeltaIn is decodeDelta rebuilding the value in buf's array while it
// has room (buf's contents are overwritten), so one buffer serves a run of
// decodes whose results are used up before the next.
func decodeDeltaIn(buf, base, entry []byte) ([]byte, error) {
	if len(entry) == 0 || entry[0] != deltaTag {
		return append(buf[:0], entry...), nil
	}
	p := entry[1:]
	size, n := binary.Uvarint(p)
	if n <= 0 || size > 1<<26 {
		return nil, errBadDelta
	}
	p = p[n:]
	out := buf[:0]
	if out == nil || uint64(cap(out)) < size {
		out = make([]byte, 0, size)
	}
	for len(p) > 0 {
		op, n := binary.Uvarint(p)
		if n <= 0 {
			return nil, errBadDelta
		}
		p = p[n:]
		length := op >> 1
		if uint64(len(out))+length > size {
			return nil, errBadDelta
		}
		if op&1 == 0 {
			if uint64(len(p)) < length {
				return nil, errBadDelta
			}
			out = append(out, p[:length]...)
			p = p[length:]
			continue
		}
		off, n := binary.Uvarint(p)
		if n <= 0 || off > uint64(len(base)) || length > uint64(len(base))-off {
			return nil, errBadDelta
		}
		p = p[n:]
		out = append(out, base[off:off+length]...)
	}
	if uint64(len(out)) != size {
		return nil, errBadDelta
	}
	return out, nil
}

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
// not starting with deltaTag is a whole snapshot (JSON starts with '{'), so
// histories written before deltas existed still read.
const deltaTag = 0x01

// minMatch is the shortest run worth a copy instruction.
const minMatch = 6

var errBadDelta = errors.New("storage: corrupt undo delta")

// encodeDelta returns target as a delta against base, or target itself when
// the delta would not be smaller.
func encodeDelta(base, target []byte) []byte {
	out := encodeCopies(base, target)
	if out == nil && len(target) > 0 && target[0] == deltaTag {
		// Stored whole it would read as a delta: one literal instead.
		out = binary.AppendUvarint([]byte{deltaTag}, uint64(len(target)))
		out = binary.AppendUvarint(out, uint64(len(target))<<1)
		out = append(out, target...)
	}
	if out == nil {
		return target
	}
	return out
}

// encodeCopies makes the delta, or returns nil when it would not be smaller.
func encodeCopies(base, target []byte) []byte {
	if len(target) < 2*minMatch || len(base) < minMatch {
		return nil
	}
	// Positions of base's minMatch-byte windows by hash; the last one wins.
	const bits = 11
	var table [1 << bits]int32
	hash := func(b []byte) uint32 {
		return (binary.LittleEndian.Uint32(b) * 2654435761) >> (32 - bits)
	}
	for i := 0; i+4 <= len(base); i++ {
		table[hash(base[i:])] = int32(i + 1)
	}
	out := make([]byte, 0, 64)
	out = append(out, deltaTag)
	out = binary.AppendUvarint(out, uint64(len(target)))
	lit := 0  // start of the pending literal run
	next := 0 // where the base continues after the last copy
	for j := 0; j+minMatch <= len(target); {
		// Try the base where the last copy left off first: a changed digit
		// or word is followed by the same text in both.
		cand := -1
		if next+minMatch <= len(base) && string(base[next:next+minMatch]) == string(target[j:j+minMatch]) {
			cand = next
		} else if c := int(table[hash(target[j:])]) - 1; c >= 0 && c+minMatch <= len(base) &&
			string(base[c:c+minMatch]) == string(target[j:j+minMatch]) {
			cand = c
		}
		if cand < 0 {
			j++
			continue
		}
		n := minMatch
		for cand+n < len(base) && j+n < len(target) && base[cand+n] == target[j+n] {
			n++
		}
		if j > lit {
			out = binary.AppendUvarint(out, uint64(j-lit)<<1)
			out = append(out, target[lit:j]...)
		}
		out = binary.AppendUvarint(out, uint64(n)<<1|1)
		out = binary.AppendUvarint(out, uint64(cand))
		j += n
		lit, next = j, cand+n
		if len(out) >= len(target) {
			return nil
		}
	}
	if lit < len(target) {
		out = binary.AppendUvarint(out, uint64(len(target)-lit)<<1)
		out = append(out, target[lit:]...)
	}
	if len(out) >= len(target) {
		return nil
	}
	return out
}

// decodeDelta rebuilds a value from an entry and its base; an entry that is
// a whole snapshot is returned as a copy.
func decodeDelta(base, entry []byte) ([]byte, error) {
	if len(entry) == 0 || entry[0] != deltaTag {
		return append([]byte(nil), entry...), nil
	}
	p := entry[1:]
	size, n := binary.Uvarint(p)
	if n <= 0 || size > 1<<26 {
		return nil, errBadDelta
	}
	p = p[n:]
	out := make([]byte, 0, size)
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

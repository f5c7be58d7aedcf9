package storage

import (
	"encoding/binary"
	"errors"
)

// The encounter log is a ring of chunks rather than of single entries: a
// chunk holds up to logChunkEntries entries, the newest whole and each older
// one as a delta against the one after it (delta.go), since consecutive log
// lines share most of their text. An append re-encodes only the newest. A log of 500 lines is then ~32 keys instead
// of 500 — the per-key overhead was larger than the lines themselves — and a
// third of the bytes. A value that is not a chunk (no logChunkTag: a line
// written before chunks existed) is a chunk of one whole entry.
//
// Chunk: logChunkTag, then records, each a uvarint length and the bytes.
const (
	logChunkTag     = 0x02
	logChunkEntries = 16
)

var errBadChunk = errors.New("storage: corrupt log chunk")

// chunkRecords splits a chunk into its records, oldest first.
func chunkRecords(v []byte) ([][]byte, error) {
	out := make([][]byte, 0, chunkLen(v))
	for p := v[1:]; len(p) > 0; {
		n, k := binary.Uvarint(p)
		if k <= 0 || n > uint64(len(p)-k) {
			return nil, errBadChunk
		}
		out = append(out, p[k:k+int(n)])
		p = p[k+int(n):]
	}
	return out, nil
}

// decodeChunk returns a chunk's entries, oldest first.
func decodeChunk(v []byte) ([][]byte, error) {
	if len(v) == 0 || v[0] != logChunkTag {
		return [][]byte{append([]byte(nil), v...)}, nil
	}
	recs, err := chunkRecords(v)
	if err != nil {
		return nil, err
	}
	out := make([][]byte, len(recs))
	var next []byte // the newest entry has no base: it is whole
	for i := len(recs) - 1; i >= 0; i-- {
		e, err := decodeDelta(next, recs[i])
		if err != nil {
			return nil, err
		}
		out[i], next = e, e
	}
	return out, nil
}

// logAppend adds entry to the channel's log, in the newest chunk while it has
// room, else in a new chunk, then drops the oldest chunks not needed for the
// newest keep entries.
func logAppend(b kv, ch string, entry []byte, keep int) error {
	first, next := ringBounds(b, ch)
	if next > first {
		k := ringEntryKey(ch, next-1)
		old := b.Get(k)
		if len(old) > 0 && old[0] == logChunkTag {
			if recs, err := chunkRecords(old); err == nil && len(recs) > 0 && len(recs) < logChunkEntries {
				last := recs[len(recs)-1]
				if prev, err := decodeDelta(nil, last); err == nil {
					// The newest becomes a delta against the new entry,
					// which is stored whole.
					d := encodeDelta(entry, prev)
					w := encodeDelta(nil, entry)
					v := make([]byte, 0, len(old)+len(d)+len(w)+2*binary.MaxVarintLen32)
					v = append(v, old[:len(old)-len(last)-uvarintLen(len(last))]...)
					v = binary.AppendUvarint(v, uint64(len(d)))
					v = append(v, d...)
					v = binary.AppendUvarint(v, uint64(len(w)))
					v = append(v, w...)
					return b.Put(k, v)
				}
			}
		}
	}
	rec := encodeDelta(nil, entry) // whole, unless it would read as a delta
	v := make([]byte, 0, 1+binary.MaxVarintLen32+len(rec))
	v = append(v, logChunkTag)
	v = binary.AppendUvarint(v, uint64(len(rec)))
	v = append(v, rec...)
	if err := ringAppend(b, ch, v, 0); err != nil {
		return err
	}
	return logTrim(b, ch, keep)
}

// logTrim drops the oldest chunks while the rest still hold keep entries.
func logTrim(b kv, ch string, keep int) error {
	if keep <= 0 {
		return nil
	}
	first, next := ringBounds(b, ch)
	counts := make([]int, 0, next-first)
	total := 0
	for s := first; s < next; s++ {
		n := chunkLen(b.Get(ringEntryKey(ch, s)))
		counts = append(counts, n)
		total += n
	}
	start := first
	for i := 0; start < next-1 && total-counts[i] >= keep; i++ {
		if err := b.Delete(ringEntryKey(ch, start)); err != nil {
			return err
		}
		total -= counts[i]
		start++
	}
	if start == first {
		return nil
	}
	return putRingBounds(b, ch, start, next)
}

// chunkLen counts a chunk's entries without rebuilding them.
func chunkLen(v []byte) int {
	if len(v) == 0 || v[0] != logChunkTag {
		return 1
	}
	n := 0
	for p := v[1:]; len(p) > 0; n++ {
		l, k := binary.Uvarint(p)
		if k <= 0 || l > uint64(len(p)-k) {
			break
		}
		p = p[k+int(l):]
	}
	return n
}

// logNewest returns up to n of the newest entries, oldest first; a chunk
// that cannot be read ends the walk (older entries are not shown).
func logNewest(b kv, ch string, n int) [][]byte {
	first, next := ringBounds(b, ch)
	if n <= 0 {
		return nil
	}
	var chunks [][][]byte // newest first
	have := 0
	for s := next; s > first && have < n; s-- {
		v := b.Get(ringEntryKey(ch, s-1))
		if v == nil {
			continue
		}
		entries, err := decodeChunk(v)
		if err != nil {
			break
		}
		chunks = append(chunks, entries)
		have += len(entries)
	}
	out := make([][]byte, 0, min(n, have))
	for i := len(chunks) - 1; i >= 0; i-- {
		out = append(out, chunks[i]...)
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

func uvarintLen(n int) int {
	var buf [binary.MaxVarintLen64]byte
	return binary.PutUvarint(buf[:], uint64(n))
}

package storage

import (
	"encoding/binary"
	"errors"
)

// The encounter log is a ring of chunks rather than of single entries: a
// chunk holds up to logChunkEntries entries, the first whole and each next
// one as a delta against the one before (delta.go), since consecutive log
// lines share most of their text. A log of 500 lines is then ~32 keys instead
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

// decodeChunk returns a chunk's entries, oldest first.
func decodeChunk(v []byte) ([][]byte, error) {
	if len(v) == 0 || v[0] != logChunkTag {
		return [][]byte{append([]byte(nil), v...)}, nil
	}
	var out [][]byte
	p := v[1:]
	for len(p) > 0 {
		n, k := binary.Uvarint(p)
		if k <= 0 || n > uint64(len(p)-k) {
			return nil, errBadChunk
		}
		rec := p[k : k+int(n)]
		p = p[k+int(n):]
		var prev []byte // the first entry has no base: it is whole
		if len(out) > 0 {
			prev = out[len(out)-1]
		}
		e, err := decodeDelta(prev, rec)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
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
			entries, err := decodeChunk(old)
			if err == nil && len(entries) < logChunkEntries {
				rec := encodeDelta(entries[len(entries)-1], entry)
				v := make([]byte, 0, len(old)+binary.MaxVarintLen32+len(rec))
				v = append(v, old...)
				v = binary.AppendUvarint(v, uint64(len(rec)))
				v = append(v, rec...)
				return b.Put(k, v)
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

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
	recs, ok := splitRecords(v, 0)
	if !ok {
		return nil, errBadChunk
	}
	return recs, nil
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
	// One key for the common case: read as the ring's index key (its first
	// len(ch)+1 bytes, ending in 1), then made the newest chunk's key. A key
	// handed to a bucket escapes, so each key built is an allocation; the
	// index read keeps no reference to it.
	k := ringEntryKey(ch, 0)
	k[len(ch)] = 1
	if first, next := ringBoundsAt(b, k[:len(ch)+1]); next > first {
		k[len(ch)] = 0
		binary.BigEndian.PutUint64(k[len(ch)+1:], next-1)
		if v, ok := appendToChunk(b.Get(k), entry); ok {
			return b.Put(k, v)
		}
	}
	v := encodeRecords(logChunkTag, [][]byte{encodeDelta(nil, entry)}) // whole, unless it would read as a delta
	if err := ringAppend(b, ch, v, 0); err != nil {
		return err
	}
	return logTrim(b, ch, keep)
}

// appendToChunk adds entry to a chunk with room: the newest line, stored
// whole, becomes a delta against entry, which is stored whole. The records
// before the newest are copied as they are, into the one new value.
func appendToChunk(chunk, entry []byte) ([]byte, bool) {
	if len(chunk) == 0 || chunk[0] != logChunkTag {
		return nil, false // none, or a line from before chunks
	}
	n, last, shortest, ok := scanRecords(chunk)
	if !ok || n == 0 || n >= logChunkEntries {
		return nil, false
	}
	if !shortest {
		// Lengths written longer than needed (not by this code): re-encode
		// every record, as before.
		return appendToChunkSplit(chunk, entry)
	}
	newest := recordAt(chunk, last) // whole: read in place
	if len(newest) > 0 && newest[0] == deltaTag {
		// A line stored in the literal form (it starts with deltaTag).
		var err error
		if newest, err = decodeDelta(nil, newest); err != nil {
			return nil, false
		}
	}
	var olderBuf, wholeBuf entryBuf
	older := encodeDeltaIn(olderBuf[:0], entry, newest)
	whole := encodeDeltaIn(wholeBuf[:0], nil, entry)
	v := make([]byte, 0, last+uvarintLen(uint64(len(older)))+len(older)+uvarintLen(uint64(len(whole)))+len(whole))
	v = append(v, chunk[:last]...)
	return appendRecord(appendRecord(v, older), whole), true
}

// appendToChunkSplit is appendToChunk splitting the chunk into records and
// encoding them all again.
func appendToChunkSplit(chunk, entry []byte) ([]byte, bool) {
	recs, err := chunkRecords(chunk)
	if err != nil || len(recs) == 0 || len(recs) >= logChunkEntries {
		return nil, false
	}
	n := len(recs) - 1
	newest, err := decodeDelta(nil, recs[n])
	if err != nil {
		return nil, false
	}
	recs = append(recs[:n], encodeDelta(entry, newest), encodeDelta(nil, entry))
	return encodeRecords(logChunkTag, recs), true
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

// chunkLen counts a chunk's entries without rebuilding them (a line written
// before chunks is one).
func chunkLen(v []byte) int {
	if len(v) == 0 || v[0] != logChunkTag {
		return 1
	}
	n, _ := countRecords(v)
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

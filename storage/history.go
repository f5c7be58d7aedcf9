package storage

import (
	"encoding/binary"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// The encounter log and the undo history are per-channel rings kept flat in
// one bucket each: entry keys are "<channel key>\x00<seq, 8 bytes big-endian>"
// and one index key "<channel key>\x01" holds the first and the next sequence
// number. Appending and trimming touch O(1) keys, and channels share pages
// instead of each owning a nested bucket (schema 2; schema 1 had a nested
// bucket per channel, see migrateNestedHistory).

// kv is what the rings need of a bucket: a *bolt.Bucket, or a view of one
// with a batch's writes on top (overlay.go).
type kv interface {
	Get(key []byte) []byte
	Put(key, value []byte) error
	Delete(key []byte) error
}

func ringEntryKey(ch string, seq uint64) []byte {
	k := make([]byte, len(ch)+9)
	copy(k, ch)
	k[len(ch)] = 0
	binary.BigEndian.PutUint64(k[len(ch)+1:], seq)
	return k
}

func ringIndexKey(ch string) []byte { return append([]byte(ch), 1) }

// ringBounds returns the ring's first and next sequence numbers.
func ringBounds(b kv, ch string) (first, next uint64) {
	v := b.Get(ringIndexKey(ch))
	if len(v) != 16 {
		return 0, 0
	}
	return binary.BigEndian.Uint64(v[:8]), binary.BigEndian.Uint64(v[8:])
}

func putRingBounds(b kv, ch string, first, next uint64) error {
	if first >= next {
		return b.Delete(ringIndexKey(ch))
	}
	var v [16]byte
	binary.BigEndian.PutUint64(v[:8], first)
	binary.BigEndian.PutUint64(v[8:], next)
	return b.Put(ringIndexKey(ch), v[:])
}

// ringAppend adds val and drops the oldest entries beyond keep.
func ringAppend(b kv, ch string, val []byte, keep int) error {
	first, next := ringBounds(b, ch)
	if err := b.Put(ringEntryKey(ch, next), val); err != nil {
		return err
	}
	next++
	for keep > 0 && next-first > uint64(keep) {
		if err := b.Delete(ringEntryKey(ch, first)); err != nil {
			return err
		}
		first++
	}
	return putRingBounds(b, ch, first, next)
}

// ringNewest returns up to n of the newest entries, oldest first.
func ringNewest(b kv, ch string, n int) [][]byte {
	first, next := ringBounds(b, ch)
	if n <= 0 || next <= first {
		return nil
	}
	from := first
	if next-first > uint64(n) {
		from = next - uint64(n)
	}
	out := make([][]byte, 0, next-from)
	for s := from; s < next; s++ {
		if v := b.Get(ringEntryKey(ch, s)); v != nil {
			out = append(out, append([]byte(nil), v...))
		}
	}
	return out
}

// ringPeek returns the entry skip places below the newest.
func ringPeek(b kv, ch string, skip int) ([]byte, bool) {
	first, next := ringBounds(b, ch)
	if next <= first || uint64(skip) >= next-first {
		return nil, false
	}
	v := b.Get(ringEntryKey(ch, next-1-uint64(skip)))
	if v == nil {
		return nil, false
	}
	return append([]byte(nil), v...), true
}

// ringDropNewest deletes the newest count entries (popped undo snapshots).
func ringDropNewest(b kv, ch string, count int) error {
	first, next := ringBounds(b, ch)
	for ; count > 0 && next > first; count-- {
		next--
		if err := b.Delete(ringEntryKey(ch, next)); err != nil {
			return err
		}
	}
	return putRingBounds(b, ch, first, next)
}

// ringClear deletes the whole ring.
func ringClear(b kv, ch string) error {
	first, next := ringBounds(b, ch)
	for s := first; s < next; s++ {
		if err := b.Delete(ringEntryKey(ch, s)); err != nil {
			return err
		}
	}
	return b.Delete(ringIndexKey(ch))
}

// migrateNestedHistory moves schema 1's nested per-channel buckets of the log
// and undo history into schema 2's flat rings, in order.
func migrateNestedHistory(tx *bolt.Tx) error {
	for _, name := range [][]byte{bLogs, bUndo} {
		parent := tx.Bucket(name)
		if parent == nil {
			continue
		}
		var channels []string
		if err := parent.ForEach(func(k, v []byte) error {
			if v == nil {
				channels = append(channels, string(k))
			}
			return nil
		}); err != nil {
			return err
		}
		for _, ch := range channels {
			nested := parent.Bucket([]byte(ch))
			var vals [][]byte
			if err := nested.ForEach(func(_, v []byte) error {
				vals = append(vals, append([]byte(nil), v...))
				return nil
			}); err != nil {
				return err
			}
			if err := parent.DeleteBucket([]byte(ch)); err != nil {
				return fmt.Errorf("drop nested %s/%s: %w", name, ch, err)
			}
			for _, v := range vals {
				if err := ringAppend(parent, ch, v, 0); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

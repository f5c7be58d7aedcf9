package storage

import (
	"bytes"
	"encoding/binary"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// The encounter log is a per-channel ring of chunks (logring.go) kept flat
// beside the channel's value in the channels bucket: entry keys are
// "<channel key>\x00<seq, 8 bytes big-endian>" and one index key
// "<channel key>\x01" holds the first and the next sequence number, so
// appending and trimming touch O(1) keys. History of the layouts: schema 1
// had a nested bucket per channel for the log and for the undo history;
// schema 2 made both flat rings in a bucket each (migrateNestedHistory);
// schema 3 made the undo history one list value (undo.go); schema 4 moved
// both beside the channel (migrateHistoryBeside).

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
func ringBounds(b kv, ch string) (first, next uint64) { return ringBoundsAt(b, ringIndexKey(ch)) }

// ringBoundsAt is ringBounds with the index key already built.
func ringBoundsAt(b kv, indexKey []byte) (first, next uint64) {
	v := b.Get(indexKey)
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

// migrateHistoryBeside moves the history into the channels bucket, beside
// each channel's value (schema 3 → 4): the log's ring keys keep their names,
// schema 3's undo lists go to undoKey, and schema 2's undo rings, still
// read lazily by schema 3, become lists. A mutation then dirties one or two
// pages instead of three, and a fight's data shares pages.
func migrateHistoryBeside(tx *bolt.Tx) error {
	cb := tx.Bucket(bChannels)
	if lb := tx.Bucket(bLogs); lb != nil {
		var kvs [][2][]byte
		if err := lb.ForEach(func(k, v []byte) error {
			kvs = append(kvs, [2][]byte{append([]byte(nil), k...), append([]byte(nil), v...)})
			return nil
		}); err != nil {
			return err
		}
		for _, kv := range kvs {
			if err := cb.Put(kv[0], kv[1]); err != nil {
				return err
			}
		}
	}
	if ub := tx.Bucket(bUndo); ub != nil {
		lists := map[string][]byte{}
		rings := map[string][][]byte{} // entries in key (= sequence) order
		var order []string
		if err := ub.ForEach(func(k, v []byte) error {
			key := string(k)
			switch i := bytes.IndexByte(k, 0); {
			case i >= 0: // a ring entry: "<channel>\x00<seq>"
				ch := key[:i]
				if _, seen := rings[ch]; !seen {
					order = append(order, ch)
				}
				rings[ch] = append(rings[ch], append([]byte(nil), v...))
			case len(k) > 0 && k[len(k)-1] == 1: // a ring's index
			default:
				lists[key] = append([]byte(nil), v...)
			}
			return nil
		}); err != nil {
			return err
		}
		for _, ch := range order {
			if _, ok := lists[ch]; !ok {
				lists[ch] = encodeUndoList(rings[ch]) // whole snapshots read as they are
			}
		}
		for ch, v := range lists {
			if err := cb.Put(undoKey(ch), v); err != nil {
				return err
			}
		}
	}
	// Empty the old buckets (kept, so an older file's layout stays known).
	for _, name := range [][]byte{bLogs, bUndo} {
		if tx.Bucket(name) != nil {
			if err := tx.DeleteBucket(name); err != nil {
				return err
			}
		}
		if _, err := tx.CreateBucket(name); err != nil {
			return err
		}
	}
	return nil
}

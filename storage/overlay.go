package storage

import (
	"fmt"
	"slices"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// writeSet is a batch's writes made absolute: each key's final value or its
// deletion. The commit queue runs a batch's mutations against a view (the
// committed state, the batch still being committed, and this batch's writes
// so far) while bbolt commits the previous batch, then hands the write set to
// the writer, which only copies it into a write transaction. Absolute values
// make the layering safe whichever side of the previous commit the read
// transaction landed on: laying a committed batch's values over the state that
// already holds them changes nothing.
type writeSet struct {
	m map[string]entry // stageKey(bucket, key) → value or deletion
}

type entry struct {
	val []byte
	del bool
}

func newWriteSet() *writeSet { return &writeSet{m: make(map[string]entry, 256)} }

// view reads a bucket through the layers, newest first.
type view struct {
	top   *writeSet // this batch's writes so far
	under *writeSet // the batch bbolt is committing, or nil
	rtx   *bolt.Tx  // a read transaction on the committed state
	// opened are rtx's buckets opened so far (committed); reset with rtx.
	opened []openedBucket
	// memo holds rtx's last reads (committedGet); reset with rtx.
	memo              [8]memoRead
	memoLen, memoNext int
}

func (v *view) bucket(name []byte) kv { return viewBucket{v: v, name: name} }

type viewBucket struct {
	v    *view
	name []byte
}

func (b viewBucket) key(k []byte) string {
	var sb strings.Builder
	sb.Grow(len(b.name) + 1 + len(k))
	sb.Write(b.name)
	sb.WriteByte(0)
	sb.Write(k)
	return sb.String()
}

func (b viewBucket) Get(k []byte) []byte {
	// The layered key is built on the stack: a map lookup with a converted
	// []byte does not allocate.
	var arr [layeredKeyRoom]byte
	sk := append(append(append(arr[:0], b.name...), 0), k...)
	for _, ws := range [...]*writeSet{b.v.top, b.v.under} {
		if ws == nil {
			continue
		}
		if e, ok := ws.m[string(sk)]; ok {
			if e.del {
				return nil
			}
			return e.val
		}
	}
	return b.v.committedGet(b.name, k, sk)
}

// committedGet reads key k of the named bucket in the read transaction. A
// mutation reads its channel's value three times (to decode it, as its undo
// snapshot, and when its undo delta is made) and the log and undo keys twice,
// and each bbolt Get allocates a cursor: the last few results are kept for
// the rest of the transaction, whose values do not change. sk is the layered
// key, bucket name and key.
func (v *view) committedGet(name, k, sk []byte) []byte {
	if len(sk) > len(v.memo[0].key) {
		return v.committed(name).Get(k)
	}
	for i := range v.memoLen {
		m := &v.memo[i]
		if string(m.key[:m.n]) == string(sk) {
			return m.val
		}
	}
	val := v.committed(name).Get(k)
	m := &v.memo[v.memoNext]
	m.n = copy(m.key[:], sk)
	m.val = val
	v.memoNext = (v.memoNext + 1) % len(v.memo)
	v.memoLen = min(v.memoLen+1, len(v.memo))
	return val
}

// layeredKeyRoom is the room kept for a layered key (bucket name, 0, key)
// on the stack in Get and in each memoised read: channel, log and undo keys
// fit; a longer key is built on the heap and not memoised.
const layeredKeyRoom = 96

// memoRead is a committed read kept for the rest of a read transaction.
type memoRead struct {
	n   int
	key [layeredKeyRoom]byte
	val []byte
}

// reset forgets what belongs to the read transaction that ends.
func (v *view) reset() {
	clear(v.opened)
	v.rtx, v.opened = nil, v.opened[:0]
	for i := range v.memoLen {
		v.memo[i].val = nil
	}
	v.memoLen, v.memoNext = 0, 0
}

// committed is the named bucket in the read transaction, opened once per
// transaction: bbolt keeps no cache of opened buckets in a read-only
// transaction, so each Tx.Bucket call seeks the root and allocates.
func (v *view) committed(name []byte) *bolt.Bucket {
	for _, o := range v.opened {
		if string(o.name) == string(name) {
			return o.b
		}
	}
	b := v.rtx.Bucket(name)
	v.opened = append(v.opened, openedBucket{name: name, b: b})
	return b
}

type openedBucket struct {
	name []byte
	b    *bolt.Bucket
}

func (b viewBucket) Put(k, val []byte) error {
	b.v.top.m[b.key(k)] = entry{val: val}
	return nil
}

func (b viewBucket) Delete(k []byte) error {
	b.v.top.m[b.key(k)] = entry{del: true}
	return nil
}

// writeTo copies the write set into a write transaction, in key order
// (bbolt's cursor then walks its pages forward).
func (ws *writeSet) writeTo(tx *bolt.Tx) error {
	keys := make([]string, 0, len(ws.m))
	for k := range ws.m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, sk := range keys {
		i := strings.IndexByte(sk, 0)
		b := tx.Bucket([]byte(sk[:i]))
		if b == nil {
			return fmt.Errorf("no bucket %q", sk[:i])
		}
		if sk[:i] == string(bChannels) {
			// Channel values are rewritten in place at random keys; pages
			// split at bbolt's default half fill stayed 57% full, at 0.9 they
			// stay fuller (a sixth fewer pages to map and write).
			b.FillPercent = 0.9
		}
		k := []byte(sk[i+1:])
		e := ws.m[sk]
		var err error
		if e.del {
			err = b.Delete(k)
		} else {
			err = b.Put(k, e.val)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

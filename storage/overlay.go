package storage

import (
	"bytes"
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

// view reads a bucket through the layers, newest first. The runner keeps one
// view for its whole life (committer.view): a batch sets its layers
// (newBatch), and one read transaction serves the batch's mutations while
// the runner has requests to run without waiting (committer.nextStep).
type view struct {
	top   *writeSet // this batch's writes so far
	under *writeSet // the batch bbolt is committing, or nil
	rtx   *bolt.Tx  // a read transaction on the committed state
	// opened are rtx's buckets opened so far (committed); reset with rtx.
	opened []openedBucket
	// memo holds rtx's last reads (committedGet); reset with rtx.
	memo              [8]memoRead
	memoLen, memoNext int
	// buckets are the kv of each bucket name asked for (bucket), kept for
	// the view's life: a viewBucket boxed into kv on every call was an
	// allocation per read.
	buckets []*viewBucket
}

// bucket is the named bucket through the layers.
func (v *view) bucket(name []byte) kv {
	for _, b := range v.buckets {
		if string(b.name) == string(name) {
			return b
		}
	}
	b := &viewBucket{v: v, name: append([]byte(nil), name...)}
	v.buckets = append(v.buckets, b)
	return b
}

type viewBucket struct {
	v    *view
	name []byte
}

func (b *viewBucket) key(k []byte) string {
	var sb strings.Builder
	sb.Grow(len(b.name) + 1 + len(k))
	sb.Write(b.name)
	sb.WriteByte(0)
	sb.Write(k)
	return sb.String()
}

func (b *viewBucket) Get(k []byte) []byte {
	// The layered key is built on the stack: a map lookup with a converted
	// []byte does not allocate.
	var arr [layeredKeyRoom]byte
	return b.v.layeredGet(b.name, append(append(append(arr[:0], b.name...), 0), k...))
}

// get reads key of the named bucket through the layers: Tx's reads, with
// no kv and no []byte key to allocate.
func (v *view) get(name []byte, key string) []byte {
	var arr [layeredKeyRoom]byte
	return v.layeredGet(name, append(append(append(arr[:0], name...), 0), key...))
}

// layeredGet reads the layered key sk (name, 0, key) through the layers.
func (v *view) layeredGet(name, sk []byte) []byte {
	for _, ws := range [...]*writeSet{v.top, v.under} {
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
	return v.committedGet(name, sk[len(name)+1:], sk)
}

// committedGet reads key k of the named bucket in the read transaction. A
// mutation reads its channel's value three times (to decode it, as its undo
// snapshot, and when its undo delta is made) and the log and undo keys twice,
// and each bbolt Get allocates a cursor: the last few results are kept for
// the rest of the transaction, whose values do not change, and the reads
// that miss them seek a cursor kept per bucket. sk is the layered key,
// bucket name and key.
func (v *view) committedGet(name, k, sk []byte) []byte {
	if len(sk) > len(v.memo[0].key) {
		return v.seek(name, k)
	}
	for i := range v.memoLen {
		m := &v.memo[i]
		if string(m.key[:m.n]) == string(sk) {
			return m.val
		}
	}
	val := v.seek(name, k)
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

// seek is bolt.Bucket.Get on a cursor kept for the transaction: Get
// allocates a cursor and its stack on every call, a kept cursor reuses
// them. Seek lands on key k itself or on the next key; a nested bucket
// reads as nil, as with Get.
func (v *view) seek(name, k []byte) []byte {
	c := v.committed(name)
	if c == nil {
		return nil
	}
	got, val := c.Seek(k)
	if !bytes.Equal(got, k) {
		return nil
	}
	return val
}

// committed is a cursor on the named bucket in the read transaction (nil
// without that bucket), opened once per transaction: bbolt keeps no cache
// of opened buckets in a read-only transaction, so each Tx.Bucket call
// seeks the root and allocates.
func (v *view) committed(name []byte) *bolt.Cursor {
	for _, o := range v.opened {
		if string(o.name) == string(name) {
			return o.c
		}
	}
	var c *bolt.Cursor
	if b := v.rtx.Bucket(name); b != nil {
		c = b.Cursor()
	}
	v.opened = append(v.opened, openedBucket{name: name, c: c})
	return c
}

type openedBucket struct {
	name []byte
	c    *bolt.Cursor
}

func (b *viewBucket) Put(k, val []byte) error {
	b.v.top.m[b.key(k)] = entry{val: val}
	return nil
}

func (b *viewBucket) Delete(k []byte) error {
	b.v.top.m[b.key(k)] = entry{del: true}
	return nil
}

// applyStage writes a mutation's stage into the batch's writes.
func (v *view) applyStage(s *stage, opts Options) error {
	return s.applyWith(v.bucket, v.putLayered, opts)
}

// putLayered is Put with the layered key (bucket name, 0, key) already
// built: a stage's put keeps its stageKey, the same string, so the write
// set shares it.
func (v *view) putLayered(sk string, val []byte) {
	v.top.m[sk] = entry{val: val}
}

// writeTo copies the write set into a write transaction, in key order
// (bbolt's cursor then walks its pages forward).
func (ws *writeSet) writeTo(tx *bolt.Tx) error {
	keys := make([]string, 0, len(ws.m))
	for k := range ws.m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	// One buffer for every key: bbolt's Put copies the key it keeps (only
	// the value must stay valid for the transaction) and Delete keeps none.
	var k []byte
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
		k = append(k[:0], sk[i+1:]...)
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

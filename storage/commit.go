package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"
)

// committer is a group-commit queue. One goroutine takes every mutation that
// is waiting (up to MaxBatch), runs them one after another in a single bbolt
// transaction and commits once, so concurrent mutations of different channels
// share one fsync. Unlike bbolt's Batch, each function runs exactly once: its
// writes are staged in its Tx and applied to the transaction only when it
// returns nil, so a failing mutation leaves nothing behind and the others need
// no re-run (dice need not be replayed). Callers return only after the commit.
type committer struct {
	db     *bolt.DB
	opts   Options
	reqs   chan *request
	done   chan struct{}
	once   sync.Once
	mu     sync.RWMutex // guards closed against submit
	closed bool
	wg     sync.WaitGroup
	// commits counts bbolt write transactions (batches), for `fray bench`.
	commits atomic.Uint64
	// mutations, runNanos and commitNanos split a batch's time between the
	// mutation functions (serial, inside the write transaction) and bbolt's
	// commit (page writes and the two fdatasyncs).
	mutations, runNanos, commitNanos atomic.Int64
	// cache holds decoded channel values (see decodeCache).
	cache *decodeCache
}

// QueueStats is where the commit queue's time went since Open.
type QueueStats struct {
	Commits    uint64        // durable write transactions
	Mutations  int64         // mutations they carried
	RunTime    time.Duration // in mutation functions and applying their writes
	CommitTime time.Duration // in bbolt's commit: writing pages, fdatasync
}

// QueueStats reports the commit queue's counters.
func (s *Store) QueueStats() QueueStats {
	return QueueStats{
		Commits:    s.q.commits.Load(),
		Mutations:  s.q.mutations.Load(),
		RunTime:    time.Duration(s.q.runNanos.Load()),
		CommitTime: time.Duration(s.q.commitNanos.Load()),
	}
}

// Commits reports how many durable write transactions the store has made
// since it was opened (one per batch; one per mutation with Options.Naive).
func (s *Store) Commits() uint64 { return s.q.commits.Load() }

type request struct {
	ctx   context.Context
	fn    func(*Tx) error
	err   chan error
	stage *stage // what fn wrote, for warming the decode cache
}

// ErrClosed is returned for mutations submitted after Close.
var ErrClosed = errors.New("storage is closed")

func newCommitter(db *bolt.DB, opts Options) *committer {
	c := &committer{db: db, opts: opts, reqs: make(chan *request, 4096), done: make(chan struct{}), cache: newDecodeCache()}
	if !opts.Naive {
		c.wg.Add(1)
		go c.loop()
	}
	return c
}

func (c *committer) submit(ctx context.Context, fn func(*Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	c.mu.RLock()
	if c.closed {
		c.mu.RUnlock()
		return ErrClosed
	}
	if c.opts.Naive {
		c.mu.RUnlock()
		return c.runNaive(ctx, fn)
	}
	r := &request{ctx: ctx, fn: fn, err: make(chan error, 1)}
	c.reqs <- r
	c.mu.RUnlock()
	// Wait for the commit even if ctx ends: the caller must not report a
	// mutation as lost when it may yet land.
	err := <-r.err
	if err == nil {
		// Off the serial section: decode what was written for the next reader.
		c.cache.warm(r.stage)
	}
	return err
}

func (c *committer) runNaive(ctx context.Context, fn func(*Tx) error) error {
	if c.opts.Slow != nil {
		c.opts.Slow()
	}
	t0 := time.Now()
	var start, ran time.Time
	err := c.db.Update(func(btx *bolt.Tx) error {
		start = time.Now() // after waiting for bbolt's writer lock
		defer func() { ran = time.Now() }()
		t := &Tx{tx: btx, stage: newStage(), cache: c.cache}
		if err := safeRun(fn, t); err != nil {
			return err
		}
		return t.stage.apply(btx, c.opts)
	})
	c.account(start, ran, 1)
	if c.opts.OnCommit != nil {
		c.opts.OnCommit(time.Since(t0), 1, err)
	}
	return err
}

func (c *committer) loop() {
	defer c.wg.Done()
	batch := make([]*request, 0, c.opts.MaxBatch)
	for {
		r, ok := <-c.reqs
		if !ok {
			return
		}
		batch = append(batch[:0], r)
	drain:
		for len(batch) < c.opts.MaxBatch {
			select {
			case r, ok := <-c.reqs:
				if !ok {
					break drain
				}
				batch = append(batch, r)
			default:
				break drain
			}
		}
		c.commit(batch)
	}
}

func (c *committer) commit(batch []*request) {
	if c.opts.Slow != nil {
		c.opts.Slow()
	}
	results := make([]error, len(batch))
	start := time.Now()
	var ran time.Time
	err := c.db.Update(func(btx *bolt.Tx) error {
		defer func() { ran = time.Now() }()
		for i, r := range batch {
			if err := r.ctx.Err(); err != nil {
				results[i] = err
				continue
			}
			t := &Tx{tx: btx, stage: newStage(), cache: c.cache}
			r.stage = t.stage
			if err := safeRun(r.fn, t); err != nil {
				results[i] = err
				continue
			}
			if err := t.stage.apply(btx, c.opts); err != nil {
				// A failed put leaves the transaction unusable: fail the batch.
				return fmt.Errorf("apply staged writes: %w", err)
			}
		}
		return nil
	})
	c.account(start, ran, len(batch))
	if c.opts.OnCommit != nil {
		c.opts.OnCommit(time.Since(start), len(batch), err)
	}
	for i, r := range batch {
		if err != nil {
			r.err <- fmt.Errorf("commit: %w", err)
		} else {
			r.err <- results[i]
		}
	}
}

// account adds a transaction to the counters: start to ran is the mutations'
// run, ran to now bbolt's commit.
func (c *committer) account(start, ran time.Time, mutations int) {
	now := time.Now()
	if start.IsZero() { // bbolt failed before running the function
		start = now
	}
	if ran.IsZero() {
		ran = now
	}
	c.commits.Add(1)
	c.mutations.Add(int64(mutations))
	c.runNanos.Add(int64(ran.Sub(start)))
	c.commitNanos.Add(int64(now.Sub(ran)))
}

// PanicError wraps a panic raised inside a mutation.
type PanicError struct{ Value any }

func (p *PanicError) Error() string { return fmt.Sprintf("panic in mutation: %v", p.Value) }

func safeRun(fn func(*Tx) error, t *Tx) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &PanicError{Value: v}
		}
	}()
	return fn(t)
}

func (c *committer) close() {
	c.once.Do(func() {
		c.mu.Lock()
		c.closed = true
		close(c.reqs)
		c.mu.Unlock()
		c.wg.Wait()
	})
}

// decodeCache keeps the decoded form of recently stored channel values, so a
// read in the commit queue's serial section costs a deep copy rather than a
// JSON decode (the decode was most of a mutation's time there: a handler
// reads its channel twice, and every mutation of a channel reads what the
// previous one wrote). Entries are keyed by the stored bytes themselves, so a
// hit is exactly the value json.Unmarshal would produce and a changed value
// simply misses. The master copies are never handed out. After a commit the
// caller's goroutine decodes what the mutation wrote (warm), off the serial
// section, so the channel's next mutation finds it.
type decodeCache struct {
	mu sync.Mutex
	m  map[string]cachedChannel
}

type cachedChannel struct {
	raw []byte
	val *Channel
}

// decodeCacheSize bounds the cache: a fight's entry (its bytes and decoded
// form) is a few KiB, so 1,024 entries, more than the channels fighting at
// once on a busy server, stay within a few MiB of heap.
const decodeCacheSize = 1024

func newDecodeCache() *decodeCache { return &decodeCache{m: map[string]cachedChannel{}} }

// channel fills *dst from the cache when key's stored bytes are raw.
func (d *decodeCache) channel(key string, raw []byte, dst *Channel) bool {
	if d == nil {
		return false
	}
	d.mu.Lock()
	e, ok := d.m[key]
	d.mu.Unlock()
	if !ok || !bytes.Equal(e.raw, raw) {
		return false
	}
	*dst = cloneChannel(e.val, false)
	return true
}

// put decodes raw as key's value and keeps it.
func (d *decodeCache) put(key string, raw []byte) {
	if d == nil {
		return
	}
	var c Channel
	if json.Unmarshal(raw, &c) != nil {
		return
	}
	d.keep(key, raw, &c)
}

// decoded keeps a copy of c, just decoded from raw, before its reader
// changes it (a mutation reads its channel twice).
func (d *decodeCache) decoded(key string, raw []byte, c *Channel) {
	if d == nil {
		return
	}
	m := cloneChannel(c, false)
	d.keep(key, raw, &m)
}

func (d *decodeCache) keep(key string, raw []byte, c *Channel) {
	e := cachedChannel{raw: append([]byte(nil), raw...), val: c}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.m[key]; !ok && len(d.m) >= decodeCacheSize {
		for k := range d.m { // evict one at random (map order)
			delete(d.m, k)
			break
		}
	}
	d.m[key] = e
}

// warm caches the channel values a committed mutation wrote.
func (d *decodeCache) warm(s *stage) {
	if d == nil || s == nil {
		return
	}
	prefix := string(bChannels) + "\x00"
	for sk, raw := range s.puts {
		if len(sk) > len(prefix) && sk[:len(prefix)] == prefix {
			key := sk[len(prefix):]
			if obj := s.objs[key]; obj != nil {
				// The value as the mutation wrote it, normalised to what
				// decoding its bytes gives (empty collections read as nil).
				c := cloneChannel(obj, true)
				d.keep(key, raw, &c)
				continue
			}
			d.put(key, raw)
		}
	}
}


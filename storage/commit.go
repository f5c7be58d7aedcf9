package storage

import (
	"context"
	"errors"
	"fmt"
	"sync"
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
}

type request struct {
	ctx context.Context
	fn  func(*Tx) error
	err chan error
}

// ErrClosed is returned for mutations submitted after Close.
var ErrClosed = errors.New("storage is closed")

func newCommitter(db *bolt.DB, opts Options) *committer {
	c := &committer{db: db, opts: opts, reqs: make(chan *request, 4096), done: make(chan struct{})}
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
	return <-r.err
}

func (c *committer) runNaive(ctx context.Context, fn func(*Tx) error) error {
	if c.opts.Slow != nil {
		c.opts.Slow()
	}
	start := time.Now()
	err := c.db.Update(func(btx *bolt.Tx) error {
		t := &Tx{tx: btx, stage: newStage()}
		if err := safeRun(fn, t); err != nil {
			return err
		}
		return t.stage.apply(btx, c.opts)
	})
	if c.opts.OnCommit != nil {
		c.opts.OnCommit(time.Since(start), 1, err)
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
	err := c.db.Update(func(btx *bolt.Tx) error {
		for i, r := range batch {
			if err := r.ctx.Err(); err != nil {
				results[i] = err
				continue
			}
			t := &Tx{tx: btx, stage: newStage()}
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

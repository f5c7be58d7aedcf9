package storage

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"
)

// committer is a group-commit queue. One goroutine takes every mutation that
// is waiting (up to MaxBatch) and runs them one after another; a second
// commits the batch's writes in one bbolt transaction, so concurrent
// mutations of different channels share one fsync, and the next batch runs
// while the previous one is being written (loop). Unlike bbolt's Batch, each
// function runs exactly once: its writes are staged in its Tx and join the
// batch only when it returns nil, so a failing mutation leaves nothing behind
// and the others need no re-run (dice need not be replayed). Callers return
// only after their batch's commit.
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
	// enc is the runner's encoder (Tx.enc), its buffers kept between
	// batches.
	enc encoder
	// spare is a cleared write set for the next batch (recycle).
	spare *writeSet
	// view is what the runner's mutations read through, kept between
	// batches (newBatch sets its layers); its read transaction is open
	// only while the runner runs mutations (beginRead, endRead).
	view view
	// beforeCommit, set by tests, runs before each batch's commit; an error
	// fails the commit as a disk error would.
	beforeCommit func() error
	// health is the outcome of the commits that carried data (health.go).
	health commitHealth
	// stopped, once set, is the error every write gets: a commit panicked
	// inside bbolt, so the file is not to be written again by this process.
	stopped atomic.Pointer[DamagedError]
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
	probe bool // a health probe (Store.Probe): its commit says nothing of the data's
	fn    func(*Tx) error
	err   chan error
	tl    *Timeline // nil unless the bench asked (WithTimeline)
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
	return c.submitRequest(ctx, fn, false)
}

func (c *committer) submitRequest(ctx context.Context, fn func(*Tx) error, probe bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := c.stopped.Load(); err != nil {
		return err
	}
	c.mu.RLock()
	if c.closed {
		c.mu.RUnlock()
		return ErrClosed
	}
	if c.opts.Naive {
		c.mu.RUnlock()
		return c.runNaive(ctx, fn, probe)
	}
	r := &request{ctx: ctx, probe: probe, fn: fn, err: make(chan error, 1), tl: timelineOf(ctx)}
	if r.tl != nil {
		r.tl.Submitted = time.Now()
	}
	c.reqs <- r
	c.mu.RUnlock()
	// Wait for the commit even if ctx ends: the caller must not report a
	// mutation as lost when it may yet land.
	err := <-r.err
	if r.tl != nil {
		r.tl.Woke = time.Now()
	}
	return err
}

func (c *committer) runNaive(ctx context.Context, fn func(*Tx) error, probe bool) error {
	if c.opts.Slow != nil {
		c.opts.Slow()
	}
	t0 := time.Now()
	var start, ran time.Time
	var failed error // the commit's own failure, not the mutation's
	if c.opts.FailCommit != nil {
		failed = c.opts.FailCommit()
	}
	err := failed
	if err == nil {
		err = c.update(func(btx *bolt.Tx) error {
			start = time.Now() // after waiting for bbolt's writer lock
			defer func() { ran = time.Now() }()
			t := &Tx{tx: btx, stage: newStage(), logKeep: c.opts.LogKeep}
			if err := safeRun(fn, t); err != nil {
				return &mutationError{err}
			}
			return t.stage.apply(func(name []byte) kv { return btx.Bucket(name) }, c.opts)
		})
		var me *mutationError
		if errors.As(err, &me) {
			err = me.err
		} else {
			failed = err
		}
	}
	if !probe {
		c.health.record(failed)
	}
	if start.IsZero() { // bbolt failed before running the function
		start = t0
	}
	if ran.IsZero() {
		ran = time.Now()
	}
	c.runNanos.Add(int64(ran.Sub(start)))
	end := time.Now()
	c.account(end.Sub(ran), 1)
	if c.opts.OnCommit != nil {
		// The commit alone, as the group writer reports it: not the wait
		// for bbolt's writer lock nor the mutation.
		c.opts.OnCommit(end.Sub(ran), 1, err)
	}
	if tl := timelineOf(ctx); tl != nil {
		// No queue of its own: the wait for bbolt's writer lock is the queue.
		*tl = Timeline{Submitted: t0, RunStart: start, RunEnd: ran, CommitStart: ran, CommitEnd: end, Woke: end, Batch: 1}
	}
	return err
}

// batchRun is a batch whose mutations have run, on its way to the writer.
type batchRun struct {
	reqs    []*request
	results []error   // each mutation's own outcome
	writes  *writeSet // what the successful ones wrote
	// dependsOn: the batch ran while the previous one was being committed
	// and read its writes, so it must fail if that commit fails.
	dependsOn bool
	err       error         // the commit's outcome, set before done closes
	done      chan struct{} // closed once err is final, before the callers are answered
}

// loop is the runner: it runs waiting mutations one after another against a
// view of the database (the committed state, the batch the writer is
// committing, and this batch's writes so far) and hands the batch to the
// writer goroutine as soon as the writer is free — so one batch's page writes
// and fsyncs overlap the next batch's mutations, and a batch is never held
// back to grow. The writer answers the callers only after their batch's
// commit.
func (c *committer) loop() {
	defer c.wg.Done()
	toWriter := make(chan *batchRun) // unbuffered: handing over means the writer is free
	writerDone := make(chan struct{})
	go c.writer(toWriter, writerDone)
	defer func() {
		close(toWriter)
		<-writerDone
	}()
	// prev and inflight are the last two batches handed to the writer;
	// prev's commit is over (the writer took inflight after it).
	var prev, inflight *batchRun
	for {
		r, ok := <-c.reqs
		if !ok {
			return
		}
		b := c.newBatch(prev, inflight)
		c.runOne(b, r)
		open := true
		for len(b.reqs) < c.opts.MaxBatch {
			r, handed := c.nextStep(toWriter, b)
			if handed {
				c.recycle(prev)
				prev, inflight, b = inflight, b, nil
				break
			}
			if r == nil {
				open = false
				break
			}
			c.runOne(b, r)
		}
		c.endRead()
		if b != nil {
			toWriter <- b
			c.recycle(prev)
			prev, inflight = inflight, b
		}
		if !open {
			return
		}
	}
}

// nextStep hands b to the writer if it is free, or takes the next request
// (nil once the queue is closed), whichever is ready first. The batch's
// read transaction stays open while one of them is ready at once, so it
// serves the next mutation too; it is closed before waiting for either, and
// right after a hand-over: the writer's commit may need to remap the file
// (where bbolt maps it as it grows: initialMmapSize), which waits for every
// read transaction, so the runner must not hold one while it waits.
func (c *committer) nextStep(toWriter chan<- *batchRun, b *batchRun) (r *request, handed bool) {
	select {
	case toWriter <- b:
		c.endRead()
		return nil, true
	case r := <-c.reqs:
		return r, false
	default:
	}
	c.endRead()
	select {
	case toWriter <- b:
		return nil, true
	case r := <-c.reqs:
		return r, false
	}
}

// newBatch starts a batch on top of the one the writer may still be
// committing (inflight), unless that one is done or bound to fail.
func (c *committer) newBatch(prev, inflight *batchRun) *batchRun {
	ws := c.spare
	if ws == nil {
		ws = newWriteSet()
	}
	c.spare = nil
	b := &batchRun{reqs: make([]*request, 0, 16), results: make([]error, 0, 16), writes: ws, done: make(chan struct{})}
	c.view.top, c.view.under = b.writes, nil
	under := inflight
	if under != nil {
		if under.dependsOn && prev != nil {
			<-prev.done
			if prev.err != nil {
				// inflight will fail with prev: do not stand on it.
				<-under.done
			}
		}
		select {
		case <-under.done: // committed (or failed): read the database
			under = nil
		default:
		}
	}
	if under != nil {
		c.view.under = under.writes
		b.dependsOn = true
	}
	return b
}

// recycle keeps the write set of a batch that nothing reads any more for the
// next batch: its map keeps its buckets when cleared, and a batch's writes
// are a few hundred entries every time. b is the batch before the one the
// writer just took, so its commit is over, and the batch that read through
// it has run.
func (c *committer) recycle(b *batchRun) {
	if b == nil {
		return
	}
	clear(b.writes.m)
	c.spare, b.writes = b.writes, nil
}

// runOne runs a mutation against the runner's view: the batch's read
// transaction (opened here if the runner has none open; never held while
// the runner waits, see nextStep), the batch being committed and the
// mutations before it. Its staged writes join the batch's write set only
// when it returns nil.
//
// The read transaction may have begun before the commit of the batch
// below (under) ended, or after: that batch's writes are laid over it
// either way (overlay.go). It never sees a later batch's commit, since the
// next batch to commit is this one.
func (c *committer) runOne(b *batchRun, r *request) {
	start := time.Now()
	defer func() {
		took := time.Since(start)
		c.runNanos.Add(int64(took))
		if r.tl != nil {
			r.tl.RunStart, r.tl.RunEnd = start, start.Add(took)
		}
	}()
	b.reqs = append(b.reqs, r)
	b.results = append(b.results, nil)
	i := len(b.reqs) - 1
	if err := r.ctx.Err(); err != nil {
		b.results[i] = err
		return
	}
	if err := c.beginRead(); err != nil {
		b.results[i] = err
		return
	}
	t := &Tx{view: &c.view, stage: newStage(), enc: &c.enc, logKeep: c.opts.LogKeep}
	if err := safeRun(r.fn, t); err != nil {
		b.results[i] = err
		return
	}
	// Writing into the view cannot fail.
	_ = c.view.applyStage(t.stage, c.opts)
}

// beginRead opens the view's read transaction unless one is open.
func (c *committer) beginRead() error {
	if c.view.rtx != nil {
		return nil
	}
	rtx, err := c.db.Begin(false)
	if err != nil {
		return fmt.Errorf("begin read: %w", err)
	}
	c.view.rtx = rtx
	return nil
}

// endRead closes the view's read transaction, if one is open, and forgets
// what was read in it.
func (c *committer) endRead() {
	if rtx := c.view.rtx; rtx != nil {
		c.view.reset()
		_ = rtx.Rollback()
	}
}

// writer commits the batches in the order the runner hands them over.
func (c *committer) writer(in <-chan *batchRun, done chan<- struct{}) {
	defer close(done)
	var last *batchRun
	for b := range in {
		c.commitBatch(b, last)
		last = b
	}
}

func (c *committer) commitBatch(b, last *batchRun) {
	if b.err == nil && b.dependsOn && last != nil && last.err != nil {
		b.err = fmt.Errorf("the batch this one read from was not committed: %w", last.err)
	}
	t0 := time.Now()
	if b.err == nil && len(b.writes.m) > 0 {
		if c.opts.Slow != nil {
			c.opts.Slow()
		}
		err := error(nil)
		if c.beforeCommit != nil {
			err = c.beforeCommit()
		}
		if err == nil && c.opts.FailCommit != nil {
			err = c.opts.FailCommit()
		}
		if err == nil {
			err = c.update(b.writes.writeTo)
		}
		if err != nil {
			b.err = fmt.Errorf("commit: %w", err)
		}
	}
	if (b.err != nil || len(b.writes.m) > 0) && !b.probeOnly() {
		c.health.record(b.err)
	}
	took := time.Since(t0)
	c.account(took, len(b.reqs))
	if c.opts.OnCommit != nil {
		c.opts.OnCommit(took, len(b.reqs), b.err)
	}
	// done closes before any caller has its answer: a caller answered first
	// could submit at once, and the runner, seeing this batch not yet done,
	// would stand the new batch on it — and fail it with this one's error.
	// The answer channels are buffered, so answering never waits.
	close(b.done)
	for i, r := range b.reqs {
		if r.tl != nil {
			r.tl.CommitStart, r.tl.CommitEnd, r.tl.Batch = t0, t0.Add(took), len(b.reqs)
		}
		if b.err != nil {
			r.err <- b.err
		} else {
			r.err <- b.results[i]
		}
	}
}

// probeOnly reports whether the batch carried nothing but health probes.
func (b *batchRun) probeOnly() bool {
	for i, r := range b.reqs {
		if !r.probe && b.results[i] == nil {
			return false
		}
	}
	return true
}

// mutationError carries a mutation's own error out of bbolt's Update in the
// naive path, to tell it from a failed commit.
type mutationError struct{ err error }

func (e *mutationError) Error() string { return e.err.Error() }

// update runs one bbolt write transaction. A panic inside bbolt (a commit
// that finds the free list inconsistent: "page N already freed") would
// otherwise end the process; here it stops every later write instead, since
// a file whose free list is known bad must not be written again.
func (c *committer) update(fn func(*bolt.Tx) error) (err error) {
	defer func() {
		if v := recover(); v != nil {
			d := &DamagedError{Path: c.db.Path(), Reason: fmt.Sprintf("a commit failed inside bbolt (%v), so this process writes no more to it", v)}
			c.stopped.CompareAndSwap(nil, d)
			err = d
		}
	}()
	return c.db.Update(fn)
}

// account adds a batch to the counters (the runner adds its mutations' run
// time itself): bbolt's commit, page writes and fdatasyncs.
func (c *committer) account(commit time.Duration, mutations int) {
	c.commits.Add(1)
	c.mutations.Add(int64(mutations))
	c.commitNanos.Add(int64(commit))
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

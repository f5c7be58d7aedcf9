package bot

import (
	"sync"
	"testing"
	"time"
)

// TestHandlerPool: a handler run one after another reuses one worker; more
// handlers at once than the pool's max all run at once (none waits for a
// worker); idle workers end after the idle time; a nil pool still runs.
func TestHandlerPool(t *testing.T) {
	// The idle time outlasts the sequential part: a worker that ended there
	// would hide the reuse this checks.
	p := newHandlerPool(4, 2*time.Second)
	for range 20 {
		done := make(chan struct{})
		p.run(func() { close(done) })
		<-done
		waitFor(t, "the workers to be idle again", func() bool {
			w := p.workers.Load()
			return w >= 1 && p.waiting.Load() == w
		})
	}
	// One worker, or two when a hand-over came while the worker, counted
	// idle, had not yet reached its select: run never waits, so it started
	// another. Without reuse every handler would start one (up to max, 4).
	if n := p.workers.Load(); n > 2 {
		t.Errorf("%d workers after 20 handlers one after another, want 1 (2 at most)", n)
	}

	// 10 handlers that each wait for all the others: they can only finish
	// if all 10 run at once, 4 on workers and 6 on goroutines of their own.
	var started, all sync.WaitGroup
	started.Add(10)
	all.Add(10)
	for range 10 {
		p.run(func() {
			defer all.Done()
			started.Done()
			started.Wait()
		})
	}
	ok := make(chan struct{})
	go func() { all.Wait(); close(ok) }()
	select {
	case <-ok:
	case <-time.After(10 * time.Second):
		t.Fatal("handlers waited for a worker")
	}
	if n := p.workers.Load(); n > 4 {
		t.Errorf("%d workers, want at most 4", n)
	}
	waitFor(t, "idle workers to end", func() bool { return p.workers.Load() == 0 })

	var nilPool *handlerPool
	done := make(chan struct{})
	nilPool.run(func() { close(done) })
	<-done
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

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
	p := newHandlerPool(4, 200*time.Millisecond)
	for range 20 {
		done := make(chan struct{})
		p.run(func() { close(done) })
		<-done
		waitFor(t, "the worker to be idle again", func() bool { return p.waiting.Load() == 1 })
	}
	if n := p.workers.Load(); n != 1 {
		t.Errorf("%d workers after 20 handlers one after another, want 1", n)
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

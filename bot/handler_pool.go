package bot

import (
	"sync/atomic"
	"time"
)

// handlerPool runs interaction handlers on goroutines that outlive one
// interaction. A handler runs deep (a mutation, then the tracker's render,
// with buffers on the stack that spare the heap), and a goroutine starts
// with a small stack that the runtime grows by copying: on a fresh
// goroutine per interaction that copying was 6-8% of the CPU under load. A
// goroutine kept between interactions keeps its grown stack (the collector
// halves an idle one at most once per cycle).
//
// The pool never makes an interaction wait: when no worker is idle it
// starts one, up to max, and past that runs the handler on a goroutine of
// its own as before. A worker idle for idle ends, so a quiet bot keeps none.
type handlerPool struct {
	jobs    chan func() // unbuffered: a send succeeds only into an idle worker
	workers atomic.Int32
	waiting atomic.Int32 // workers idle in work's select
	max     int32
	idle    time.Duration
}

// Pool sizes: enough workers for the handlers a busy server has waiting on
// their commits at once (about 50 at 10,000 interactions/s), and an idle
// time long enough to span the lulls of a fight night.
const (
	handlerPoolMax  = 128
	handlerPoolIdle = 30 * time.Second
)

func newHandlerPool(max int, idle time.Duration) *handlerPool {
	return &handlerPool{jobs: make(chan func()), max: int32(max), idle: idle}
}

// run runs f on an idle worker, a new worker, or (past max) a goroutine of
// its own; it never blocks. A nil pool runs f on a goroutine of its own.
func (p *handlerPool) run(f func()) {
	if p == nil {
		go f()
		return
	}
	select {
	case p.jobs <- f:
		return
	default:
	}
	if p.workers.Add(1) <= p.max {
		go p.work(f)
		return
	}
	p.workers.Add(-1)
	go f()
}

// work runs f, then whatever run hands it, until it has been idle for
// p.idle.
func (p *handlerPool) work(f func()) {
	defer p.workers.Add(-1)
	t := time.NewTimer(p.idle)
	defer t.Stop()
	for {
		f()
		t.Reset(p.idle)
		p.waiting.Add(1)
		select {
		case f = <-p.jobs:
			p.waiting.Add(-1)
		case <-t.C:
			p.waiting.Add(-1)
			return
		}
	}
}

package storage

import (
	"context"
	"sync"
)

// A committed mutation's channel value enters the decode cache so that the
// channel's next mutation need not decode its bytes (decode_cache.go). The
// value is the mutation's own object; handing it over as it is, instead of a
// deep copy, saves a tenth of the CPU under load — but only once nobody
// changes it any more, and the handler that made it still reads it to render
// its reply after Update returns. HoldWarm lets a request say when that is:
// mutations committed under its context enter the cache at release, without
// a copy. Without a hold, or after release, they are copied at once as before.

type holdKey struct{}

type warmHold struct {
	mu       sync.Mutex
	released bool
	held     []heldStage
}

type heldStage struct {
	cache *decodeCache
	stage *stage
}

// HoldWarm returns a context under which committed mutations' values are
// kept back from the decode cache until release is called; release hands
// them over without copying them. The caller must not change, after
// release, any channel value it wrote or read back from a mutation (the
// commands layer releases when its handler has returned its reply).
// Options.VerifyCache catches a caller that does.
func HoldWarm(ctx context.Context) (context.Context, func()) {
	h := &warmHold{}
	return context.WithValue(ctx, holdKey{}, h), h.release
}

// hold keeps s for release and reports whether it did (false without a
// hold in ctx, or once it was released).
func hold(ctx context.Context, d *decodeCache, s *stage) bool {
	h, _ := ctx.Value(holdKey{}).(*warmHold)
	if h == nil || d == nil || s == nil {
		return false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.released {
		return false
	}
	h.held = append(h.held, heldStage{cache: d, stage: s})
	return true
}

func (h *warmHold) release() {
	h.mu.Lock()
	held := h.held
	h.held, h.released = nil, true
	h.mu.Unlock()
	for _, e := range held {
		e.cache.warmOwned(e.stage)
	}
}

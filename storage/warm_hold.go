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

// normaliseChannel changes c in place into what decoding its encoding
// gives, as cloneChannel(c, true) does into a copy: empty collections in
// omitempty fields become nil, and a note's untyped arguments take JSON's
// types. A note whose arguments need changing gets a new map, since the map
// may be shared with the rules that built it.
func normaliseChannel(c *Channel) {
	if len(c.FlavourLast) == 0 {
		c.FlavourLast = nil
	}
	if len(c.Extra) == 0 {
		c.Extra = nil
	}
	for k, v := range c.Extra {
		if v != nil && len(v) == 0 {
			c.Extra[k] = nil
		}
	}
	e := c.Encounter
	if e == nil {
		return
	}
	for i := range e.Combatants {
		x := &e.Combatants[i]
		x.Sheet.Stats = nilIfEmptyMap(x.Sheet.Stats)
		x.Sheet.Flags = nilIfEmptyMap(x.Sheet.Flags)
		x.Sheet.Weapons = nilIfEmptySlice(x.Sheet.Weapons)
		x.InitDice = nilIfEmptySlice(x.InitDice)
		if len(x.State) == 0 {
			x.State = nil
		}
	}
	if len(e.Tally) == 0 {
		e.Tally = nil
	}
	if len(e.Prompts) == 0 {
		e.Prompts = nil
	}
	for i := range e.Prompts {
		n := &e.Prompts[i].Note
		switch {
		case len(n.Args) == 0:
			n.Args = nil
		case !jsonTypedArgs(n.Args):
			*n = cloneNote(*n, true)
		}
	}
}

func nilIfEmptyMap[K comparable, V any](m map[K]V) map[K]V {
	if len(m) == 0 {
		return nil
	}
	return m
}

func nilIfEmptySlice[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}

// jsonTypedArgs reports whether every value in args is already of the type
// decoding JSON into an `any` gives.
func jsonTypedArgs(args map[string]any) bool {
	for _, v := range args {
		if !jsonTyped(v) {
			return false
		}
	}
	return true
}

func jsonTyped(v any) bool {
	switch x := v.(type) {
	case nil, string, bool, float64:
		return true
	case []any:
		for _, e := range x {
			if !jsonTyped(e) {
				return false
			}
		}
		return true
	case map[string]any:
		return jsonTypedArgs(x)
	}
	return false
}

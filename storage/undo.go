package storage

import "bytes"

// The undo history of a channel is a ring of snapshots, newest last. Each
// entry is stored as a delta (delta.go) against the value that followed it:
// the newest against the channel's stored value, every older one against the
// snapshot above it. Popping the newest rebuilds it from the stored value;
// popping further rebuilds each from the one popped before (Tx.PopUndo).
//
// The invariant to keep is "the newest entry's base is the stored value".
// A mutation that pushes its before-value and writes the channel keeps it by
// itself (the push is a delta against the value written). A write without a
// push — an undo, a bookkeeping change like the tracker's message id —
// changes the base, so the newest entry is rebuilt and re-encoded against the
// new value (rebaseNewest). An entry that cannot be rebuilt (a corrupt
// history) clears the channel's history rather than block the fight.

// undoState follows one channel through a stage's undo operations.
type undoState struct {
	old  []byte // the stored value before this stage
	base []byte // what the ring's newest entry is a delta against now
	pops int
}

func (s *stage) applyUndo(bucket func(name []byte) kv, opts Options) error {
	var state map[string]*undoState
	ub := bucket(bUndo)
	follow := func(key string) *undoState {
		if u := state[key]; u != nil {
			return u
		}
		if state == nil {
			state = map[string]*undoState{}
		}
		old := bucket(bChannels).Get([]byte(key))
		u := &undoState{old: old, base: old}
		state[key] = u
		return u
	}
	for _, op := range s.nested {
		if string(op.bucket) != string(bUndo) {
			continue
		}
		u := follow(op.key)
		var err error
		switch op.kind {
		case opClear:
			err = ringClear(ub, op.key)
			u.base = nil
		case opPop:
			err = ringDropNewest(ub, op.key, 1)
			if snaps := s.snaps[op.key]; u.pops < len(snaps) {
				u.base = snaps[u.pops]
			}
			u.pops++
		case opPushUndo:
			// The entry below must now be based on the pushed snapshot.
			if err = rebaseNewest(ub, op.key, u.base, op.val); err != nil {
				return err
			}
			after := u.old
			if v, ok := s.puts[stageKey(bChannels, op.key)]; ok {
				after = v
			}
			err = ringAppend(ub, op.key, encodeDelta(after, op.val), opts.UndoDepth)
			u.base = after
		}
		if err != nil {
			return err
		}
	}
	// Channels written without a push: their newest entry follows the value.
	prefix := string(bChannels) + "\x00"
	for _, sk := range s.order {
		if len(sk) <= len(prefix) || sk[:len(prefix)] != prefix {
			continue
		}
		key := sk[len(prefix):]
		u := state[key]
		if u == nil {
			first, next := ringBounds(ub, key)
			if next <= first {
				continue // no history: nothing to keep in step
			}
			u = follow(key)
		}
		if err := rebaseNewest(ub, key, u.base, s.puts[sk]); err != nil {
			return err
		}
	}
	return nil
}

// rebaseNewest re-encodes the ring's newest entry, a delta against from, as a
// delta against to.
func rebaseNewest(ub kv, key string, from, to []byte) error {
	if bytes.Equal(from, to) {
		return nil
	}
	first, next := ringBounds(ub, key)
	if next <= first {
		return nil
	}
	k := ringEntryKey(key, next-1)
	snap, err := decodeDelta(from, ub.Get(k))
	if err != nil {
		return ringClear(ub, key)
	}
	return ub.Put(k, encodeDelta(to, snap))
}

package storage

import (
	"bytes"
	"errors"
)

// The undo history of a channel is a list of snapshots, newest last, kept as
// one value beside the channel's own in the channels bucket (undoKey): each
// entry is stored as a
// delta (delta.go) against the value that followed it — the newest against
// the channel's stored value, every older one against the snapshot above it.
// Deltas of a fight's changes are a few dozen bytes, so a key per entry cost
// more than the entries; one value of up to UndoDepth of them is read and
// written whole. Popping the newest rebuilds it from the stored value;
// popping further rebuilds each from the one popped before (Tx.PopUndo).
//
// The invariant to keep is "the newest entry's base is the stored value".
// A mutation that pushes its before-value and writes the channel keeps it by
// itself (the push is a delta against the value written). A write without a
// push — an undo, a bookkeeping change like the tracker's message id —
// changes the base, so the newest entry is rebuilt and re-encoded against the
// new value (rebase). An entry that cannot be rebuilt (a corrupt history)
// clears the channel's history rather than block the fight.
//
// Schema 2 kept one key per entry (a ring) and schema 3 the list in a bucket
// of its own; migrateHistoryBeside moves both here.

// undoListTag starts an undo list value: records of a uvarint length and
// the entry's bytes, oldest first.
const undoListTag = 0x03

var errBadUndoList = errors.New("storage: corrupt undo list")

// undoKey is where a channel's undo list is kept: next to the channel's
// value and its log ring, so a mutation dirties one or two pages, not three.
func undoKey(ch string) []byte { return append([]byte(ch), 2) }

// undoList is a channel's history while a stage changes it.
type undoList struct {
	entries [][]byte // oldest first
	changed bool
	old     []byte // the channel's stored value before this stage
	base    []byte // what the newest entry is a delta against now
	pops    int
}

// loadUndo reads a channel's history.
func loadUndo(cb kv, ch string) ([][]byte, error) {
	v := cb.Get(undoKey(ch))
	if v == nil {
		return nil, nil
	}
	return decodeUndoList(v)
}

func decodeUndoList(v []byte) ([][]byte, error) {
	if len(v) == 0 || v[0] != undoListTag {
		return nil, errBadUndoList
	}
	// Room for the push that usually follows.
	recs, ok := splitRecords(v, 1)
	if !ok {
		return nil, errBadUndoList
	}
	return recs, nil
}

func encodeUndoList(entries [][]byte) []byte { return encodeRecords(undoListTag, entries) }

// peekUndo returns the entry skip places below the newest.
func peekUndo(cb kv, ch string, skip int) ([]byte, bool, error) {
	entries, err := loadUndo(cb, ch)
	if err != nil {
		return nil, false, err
	}
	if skip >= len(entries) {
		return nil, false, nil
	}
	return entries[len(entries)-1-skip], true, nil
}

func (s *stage) applyUndo(bucket func(name []byte) kv, opts Options) error {
	var lists map[string]*undoList
	var order []string
	cb := bucket(bChannels)
	follow := func(key string) *undoList {
		if u := lists[key]; u != nil {
			return u
		}
		if lists == nil {
			lists = map[string]*undoList{}
		}
		old := cb.Get([]byte(key))
		u := &undoList{old: old, base: old}
		entries, err := loadUndo(cb, key)
		if err != nil {
			// Unreadable: start the history afresh.
			u.changed = true
		} else {
			u.entries = entries // a fresh slice: ours to change
		}
		lists[key] = u
		order = append(order, key)
		return u
	}
	for _, op := range s.nested {
		if op.kind != opClearUndo && op.kind != opPop && op.kind != opPushUndo {
			continue
		}
		u := follow(op.key)
		switch op.kind {
		case opClearUndo:
			u.entries, u.base, u.changed = nil, nil, true
		case opPop:
			if len(u.entries) > 0 {
				u.entries = u.entries[:len(u.entries)-1]
				u.changed = true
			}
			if snaps := s.snaps[op.key]; u.pops < len(snaps) {
				u.base = snaps[u.pops]
			}
			u.pops++
		case opPushUndo:
			// The entry below must now be based on the pushed snapshot.
			u.rebase(op.val)
			after := u.old
			if v, ok := s.puts[stageKey(bChannels, op.key)]; ok {
				after = v
			}
			u.entries = append(u.entries, encodeDelta(after, op.val))
			if d := opts.UndoDepth; d > 0 && len(u.entries) > d {
				u.entries = u.entries[len(u.entries)-d:]
			}
			u.base, u.changed = after, true
		}
	}
	// Channels written without a push: their newest entry follows the value.
	prefix := string(bChannels) + "\x00"
	for _, sk := range s.order {
		if len(sk) <= len(prefix) || sk[:len(prefix)] != prefix {
			continue
		}
		key := sk[len(prefix):]
		u := lists[key]
		if u == nil {
			if cb.Get(undoKey(key)) == nil {
				continue // no history: nothing to keep in step
			}
			u = follow(key)
		}
		u.rebase(s.puts[sk])
	}
	for _, key := range order {
		u := lists[key]
		if !u.changed {
			continue
		}
		var err error
		if len(u.entries) == 0 {
			err = cb.Delete(undoKey(key))
		} else {
			err = cb.Put(undoKey(key), encodeUndoList(u.entries))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// rebase re-encodes the newest entry, a delta against u.base, as a delta
// against to.
func (u *undoList) rebase(to []byte) {
	if len(u.entries) == 0 || bytes.Equal(u.base, to) {
		u.base = to
		return
	}
	n := len(u.entries) - 1
	snap, err := decodeDelta(u.base, u.entries[n])
	if err != nil {
		u.entries = nil // corrupt: the history starts afresh
	} else {
		u.entries[n] = encodeDelta(to, snap)
	}
	u.base, u.changed = to, true
}

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
func undoKey(ch string) []byte {
	k := make([]byte, len(ch)+1)
	copy(k, ch)
	k[len(ch)] = 2
	return k
}

// undoList is a channel's history while a stage changes it. It is kept as
// the encoded list itself, not split into entries: the common change — push
// one entry, drop the oldest when full — then copies the kept records once
// into the new value (one allocation), and a pop only shortens the slice.
type undoList struct {
	key []byte // undoKey(channel); key[:len(key)-1] is the channel's own key
	// enc is the list: undoListTag and records, oldest first, each length
	// in its shortest form (nil: empty). Unless owned it is the stored value
	// itself, which is read-only: a write copies it.
	enc     []byte
	n       int // records in enc
	owned   bool
	changed bool
	old     []byte // the channel's stored value before this stage
	base    []byte // what the newest entry is a delta against now
	pops    int
}

// loadUndoList starts a channel's history from its stored value v.
func loadUndoList(key, old, v []byte) undoList {
	u := undoList{key: key, old: old, base: old}
	if v == nil {
		return u
	}
	n, _, shortest, ok := scanRecords(v)
	switch {
	case len(v) == 0 || v[0] != undoListTag || !ok:
		u.changed = true // unreadable: the history starts afresh
	case !shortest:
		// Lengths written longer than needed (not by this code): the
		// records are re-encoded, as a write must store them.
		recs, _ := splitRecords(v, 0)
		u.enc, u.n, u.owned = encodeUndoList(recs), n, true
	default:
		u.enc, u.n = v, n
	}
	return u
}

func encodeUndoList(entries [][]byte) []byte { return encodeRecords(undoListTag, entries) }

// peekUndo returns the entry skip places below the newest.
func peekUndo(cb kv, ch string, skip int) ([]byte, bool, error) {
	v := cb.Get(undoKey(ch))
	if v == nil {
		return nil, false, nil
	}
	n, _, _, ok := scanRecords(v)
	if len(v) == 0 || v[0] != undoListTag || !ok {
		return nil, false, errBadUndoList
	}
	if skip >= n {
		return nil, false, nil
	}
	return recordAt(v, skipRecords(v, n-1-skip)), true, nil
}

// findUndo returns the index of ch's list in lists, or -1.
func findUndo(lists []undoList, ch string) int {
	for i := range lists {
		if k := lists[i].key; string(k[:len(k)-1]) == ch {
			return i
		}
	}
	return -1
}

func (s *stage) applyUndo(bucket func(name []byte) kv, opts Options) error {
	cb := bucket(bChannels)
	// The lists changed, in the order first touched: most stages touch one,
	// and a small array holds them without a map.
	var arr [2]undoList
	lists := arr[:0]
	var scratch []byte // rebuilt snapshots, one at a time
	for _, op := range s.nested {
		if op.kind != opClearUndo && op.kind != opPop && op.kind != opPushUndo {
			continue
		}
		i := findUndo(lists, op.key)
		if i < 0 {
			key := undoKey(op.key) // one key for the channel's value and its list
			lists = append(lists, loadUndoList(key, cb.Get(key[:len(op.key)]), cb.Get(key)))
			i = len(lists) - 1
		}
		u := &lists[i]
		switch op.kind {
		case opClearUndo:
			u.enc, u.n, u.base, u.changed = nil, 0, nil, true
		case opPop:
			u.pop()
			if snaps := s.snaps[op.key]; u.pops < len(snaps) {
				u.base = snaps[u.pops]
			}
			u.pops++
		case opPushUndo:
			// The entry below must now be based on the pushed snapshot.
			u.rebase(op.val, &scratch)
			// stageKey(bChannels, op.key), built on the stack.
			var kb [96]byte
			sk := append(append(append(kb[:0], bChannels...), 0), op.key...)
			after := u.old
			if v, ok := s.lookup(sk); ok {
				after = v
			}
			u.push(after, op.val, opts.UndoDepth)
		}
	}
	// Channels written without a push: their newest entry follows the value.
	prefix := string(bChannels) + "\x00"
	for _, p := range s.puts {
		sk := p.sk
		if len(sk) <= len(prefix) || sk[:len(prefix)] != prefix {
			continue
		}
		ch := sk[len(prefix):]
		i := findUndo(lists, ch)
		if i < 0 {
			key := undoKey(ch)
			v := cb.Get(key)
			if v == nil {
				continue // no history: nothing to keep in step
			}
			lists = append(lists, loadUndoList(key, cb.Get(key[:len(ch)]), v))
			i = len(lists) - 1
		}
		lists[i].rebase(p.val, &scratch)
	}
	for i := range lists {
		u := &lists[i]
		if !u.changed {
			continue
		}
		var err error
		switch {
		case u.n == 0:
			err = cb.Delete(u.key)
		case u.owned:
			err = cb.Put(u.key, u.enc)
		default: // the stored list, shortened by pops: never write a read value back
			err = cb.Put(u.key, append([]byte(nil), u.enc...))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// pop drops the newest entry.
func (u *undoList) pop() {
	if u.n == 0 {
		return
	}
	_, last, _, _ := scanRecords(u.enc)
	u.enc, u.n, u.changed = u.enc[:last], u.n-1, true
}

// push adds snap as the newest entry, a delta against after (the value the
// stage writes), dropping the oldest beyond depth (0: no limit).
func (u *undoList) push(after, snap []byte, depth int) {
	var buf entryBuf
	entry := encodeDeltaIn(buf[:0], after, snap)
	drop := 0
	if depth > 0 && u.n+1 > depth {
		drop = u.n + 1 - depth
	}
	var kept []byte // the records that stay, as they are encoded
	if u.n > 0 {
		kept = u.enc[skipRecords(u.enc, drop):]
	}
	v := make([]byte, 1, 1+len(kept)+uvarintLen(uint64(len(entry)))+len(entry))
	v[0] = undoListTag
	v = appendRecord(append(v, kept...), entry)
	u.enc, u.n, u.owned = v, u.n-drop+1, true
	u.base, u.changed = after, true
}

// rebase re-encodes the newest entry, a delta against u.base, as a delta
// against to; scratch holds the rebuilt snapshot.
func (u *undoList) rebase(to []byte, scratch *[]byte) {
	if u.n == 0 || bytes.Equal(u.base, to) {
		u.base = to
		return
	}
	_, last, _, _ := scanRecords(u.enc)
	snap, err := decodeDeltaIn(*scratch, u.base, recordAt(u.enc, last))
	if err != nil {
		u.enc, u.n = nil, 0 // corrupt: the history starts afresh
	} else {
		*scratch = snap
		var buf entryBuf
		entry := encodeDeltaIn(buf[:0], to, snap)
		v := make([]byte, 0, last+uvarintLen(uint64(len(entry)))+len(entry))
		u.enc, u.owned = appendRecord(append(v, u.enc[:last]...), entry), true
	}
	u.base, u.changed = to, true
}

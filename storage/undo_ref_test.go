package storage

import (
	"bytes"
	"encoding/binary"
	"strings"
)

// The history code as it was before it stopped splitting stored lists into
// entries: the reference undo_equiv_test.go compares the stored bytes with.
// Kept whole, with its own copies of the delta and record encoders, so a
// change to those shows as a difference too.

func refSplitRecords(v []byte) ([][]byte, bool) {
	var recs [][]byte
	for p := v[1:]; len(p) > 0; {
		l, k := binary.Uvarint(p)
		if k <= 0 || l > uint64(len(p)-k) {
			return nil, false
		}
		recs = append(recs, p[k:k+int(l)])
		p = p[k+int(l):]
	}
	return recs, true
}

func refEncodeRecords(tag byte, recs [][]byte) []byte {
	v := []byte{tag}
	for _, r := range recs {
		v = binary.AppendUvarint(v, uint64(len(r)))
		v = append(v, r...)
	}
	return v
}

func refEncodeDelta(base, target []byte) []byte {
	out := refEncodeCopies(base, target)
	if out == nil && len(target) > 0 && target[0] == deltaTag {
		out = binary.AppendUvarint([]byte{deltaTag}, uint64(len(target)))
		out = binary.AppendUvarint(out, uint64(len(target))<<1)
		out = append(out, target...)
	}
	if out == nil {
		return target
	}
	return out
}

func refEncodeCopies(base, target []byte) []byte {
	if len(target) < 2*minMatch || len(base) < minMatch {
		return nil
	}
	pre := commonPrefix(base, target)
	suf := commonSuffix(base[pre:], target[pre:])
	out := make([]byte, 0, 64)
	out = append(out, deltaTag)
	out = binary.AppendUvarint(out, uint64(len(target)))
	if pre >= minMatch {
		out = appendCopy(out, 0, pre)
	} else {
		pre = 0
	}
	if suf < minMatch {
		suf = 0
	}
	out = appendMiddle(out, base, target, pre, len(base)-suf, len(target)-suf)
	if suf > 0 {
		out = appendCopy(out, len(base)-suf, suf)
	}
	if len(out) >= len(target) {
		return nil
	}
	return out
}

func refDecodeDelta(base, entry []byte) ([]byte, error) {
	if len(entry) == 0 || entry[0] != deltaTag {
		return append([]byte(nil), entry...), nil
	}
	p := entry[1:]
	size, n := binary.Uvarint(p)
	if n <= 0 || size > 1<<26 {
		return nil, errBadDelta
	}
	p = p[n:]
	out := make([]byte, 0, size)
	for len(p) > 0 {
		op, n := binary.Uvarint(p)
		if n <= 0 {
			return nil, errBadDelta
		}
		p = p[n:]
		length := op >> 1
		if uint64(len(out))+length > size {
			return nil, errBadDelta
		}
		if op&1 == 0 {
			if uint64(len(p)) < length {
				return nil, errBadDelta
			}
			out = append(out, p[:length]...)
			p = p[length:]
			continue
		}
		off, n := binary.Uvarint(p)
		if n <= 0 || off > uint64(len(base)) || length > uint64(len(base))-off {
			return nil, errBadDelta
		}
		p = p[n:]
		out = append(out, base[off:off+length]...)
	}
	if uint64(len(out)) != size {
		return nil, errBadDelta
	}
	return out, nil
}

func refLoadUndo(cb kv, ch string) ([][]byte, error) {
	v := cb.Get(append([]byte(ch), 2))
	if v == nil {
		return nil, nil
	}
	if len(v) == 0 || v[0] != undoListTag {
		return nil, errBadUndoList
	}
	recs, ok := refSplitRecords(v)
	if !ok {
		return nil, errBadUndoList
	}
	return recs, nil
}

func refPeekUndo(cb kv, ch string, skip int) ([]byte, bool, error) {
	entries, err := refLoadUndo(cb, ch)
	if err != nil {
		return nil, false, err
	}
	if skip >= len(entries) {
		return nil, false, nil
	}
	return entries[len(entries)-1-skip], true, nil
}

type refUndoList struct {
	entries [][]byte
	changed bool
	old     []byte
	base    []byte
	pops    int
}

func refApplyUndo(s *stage, cb kv, opts Options) error {
	lists := map[string]*refUndoList{}
	var order []string
	follow := func(key string) *refUndoList {
		if u := lists[key]; u != nil {
			return u
		}
		old := cb.Get([]byte(key))
		u := &refUndoList{old: old, base: old}
		entries, err := refLoadUndo(cb, key)
		if err != nil {
			u.changed = true
		} else {
			u.entries = entries
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
			u.rebase(op.val)
			after := u.old
			if v, ok := s.lookup([]byte(stageKey(bChannels, op.key))); ok {
				after = v
			}
			u.entries = append(u.entries, refEncodeDelta(after, op.val))
			if d := opts.UndoDepth; d > 0 && len(u.entries) > d {
				u.entries = u.entries[len(u.entries)-d:]
			}
			u.base, u.changed = after, true
		}
	}
	prefix := string(bChannels) + "\x00"
	for _, p := range s.puts {
		sk := p.sk
		if len(sk) <= len(prefix) || sk[:len(prefix)] != prefix {
			continue
		}
		key := sk[len(prefix):]
		u := lists[key]
		if u == nil {
			if cb.Get(append([]byte(key), 2)) == nil {
				continue
			}
			u = follow(key)
		}
		u.rebase(p.val)
	}
	for _, key := range order {
		u := lists[key]
		if !u.changed {
			continue
		}
		var err error
		if len(u.entries) == 0 {
			err = cb.Delete(append([]byte(key), 2))
		} else {
			err = cb.Put(append([]byte(key), 2), refEncodeRecords(undoListTag, u.entries))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (u *refUndoList) rebase(to []byte) {
	if len(u.entries) == 0 || bytes.Equal(u.base, to) {
		u.base = to
		return
	}
	n := len(u.entries) - 1
	snap, err := refDecodeDelta(u.base, u.entries[n])
	if err != nil {
		u.entries = nil
	} else {
		u.entries[n] = refEncodeDelta(to, snap)
	}
	u.base, u.changed = to, true
}

func refLogAppend(b kv, ch string, entry []byte, keep int) error {
	if first, next := ringBounds(b, ch); next > first {
		k := ringEntryKey(ch, next-1)
		if v, ok := refAppendToChunk(b.Get(k), entry); ok {
			return b.Put(k, v)
		}
	}
	v := refEncodeRecords(logChunkTag, [][]byte{refEncodeDelta(nil, entry)})
	if err := ringAppend(b, ch, v, 0); err != nil {
		return err
	}
	return logTrim(b, ch, keep)
}

func refAppendToChunk(chunk, entry []byte) ([]byte, bool) {
	if len(chunk) == 0 || chunk[0] != logChunkTag {
		return nil, false
	}
	recs, ok := refSplitRecords(chunk)
	if !ok || len(recs) == 0 || len(recs) >= logChunkEntries {
		return nil, false
	}
	n := len(recs) - 1
	newest, err := refDecodeDelta(nil, recs[n])
	if err != nil {
		return nil, false
	}
	recs = append(recs[:n], refEncodeDelta(entry, newest), refEncodeDelta(nil, entry))
	return refEncodeRecords(logChunkTag, recs), true
}

// refApply is stage.apply with the reference history code.
func refApply(s *stage, cb kv, opts Options) error {
	if err := refApplyUndo(s, cb, opts); err != nil {
		return err
	}
	for _, p := range s.puts {
		if err := cb.Put([]byte(p.sk[strings.IndexByte(p.sk, 0)+1:]), p.val); err != nil {
			return err
		}
	}
	for _, op := range s.nested {
		var err error
		switch op.kind {
		case opClearLog:
			err = ringClear(cb, op.key)
		case opAppendLog:
			err = refLogAppend(cb, op.key, op.val, opts.LogKeep)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

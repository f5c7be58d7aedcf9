package storage

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The undo history and the log ring are written without splitting a stored
// list into entries (undo.go, logring.go). What they store must stay the
// same bytes as the code before that, kept in undo_ref_test.go (ref*):
// TestUndoLogBytesAgainstReference runs random stages — pushes, writes with
// and without a push, pops, clears, log lines, changed depth limits, corrupt
// lists and chunks — through both and compares every stored byte.

// memKV is a bucket in a map: what the equivalence tests store through.
type memKV map[string][]byte

func (m memKV) Get(k []byte) []byte   { return m[string(k)] }
func (m memKV) Put(k, v []byte) error { m[string(k)] = v; return nil }
func (m memKV) Delete(k []byte) error { delete(m, string(k)); return nil }

// copyKV is a bucket that hands out copies and remembers them: after a stage,
// scribble overwrites them all, so a value written that still shares memory
// with one read (which bbolt and the commit queue's view do not allow: a read
// value lives only as long as its transaction) shows as changed bytes.
type copyKV struct {
	m    memKV
	read [][]byte
}

func (c *copyKV) Get(k []byte) []byte {
	v, ok := c.m[string(k)]
	if !ok {
		return nil
	}
	v = append(make([]byte, 0, len(v)), v...)
	c.read = append(c.read, v)
	return v
}
func (c *copyKV) Put(k, v []byte) error { c.m[string(k)] = v; return nil }
func (c *copyKV) Delete(k []byte) error { delete(c.m, string(k)); return nil }

func (c *copyKV) scribble() {
	for _, v := range c.read {
		for i := range v {
			v[i] = 0xEE
		}
	}
	c.read = c.read[:0]
}

// equivWorld generates values and stages for the comparison.
type equivWorld struct {
	rng      *rand.Rand
	channels []string
	step     int
}

// value returns a channel value: usually a small change of prev (a number, a
// few bytes replaced, inserted or dropped), sometimes something else
// entirely — short, empty, starting with deltaTag, or a long change that
// makes a delta longer than the stack buffer.
func (w *equivWorld) value(prev []byte) []byte {
	w.step++
	r := w.rng
	switch k := r.IntN(20); {
	case k == 0 || prev == nil:
		return []byte(fmt.Sprintf(`{"system":"medieval","round":%d,"c":[{"n":"Orc","w":%d},{"n":"Hero","w":%d}],"pad":%q}`,
			w.step, r.IntN(9), r.IntN(9), strings.Repeat("x", r.IntN(300))))
	case k == 1:
		return nil // no value
	case k == 2:
		return []byte{}
	case k == 3:
		return []byte(`{"a":1}`) // too short for a delta
	case k == 4:
		return append([]byte{deltaTag}, w.randBytes(r.IntN(40))...)
	case k == 5:
		return w.randBytes(r.IntN(700))
	case k == 6:
		// A long run of new bytes in the middle: a delta of several hundred.
		at := r.IntN(len(prev) + 1)
		return slices.Concat(prev[:at], w.randBytes(200+r.IntN(400)), prev[at:])
	}
	v := slices.Clone(prev)
	for e := 1 + r.IntN(3); e > 0 && len(v) > 0; e-- {
		at := r.IntN(len(v))
		switch r.IntN(3) {
		case 0:
			v[at] = byte('0' + r.IntN(10))
		case 1:
			v = slices.Insert(v, at, w.randBytes(1+r.IntN(4))...)
		default:
			v = slices.Delete(v, at, min(len(v), at+1+r.IntN(4)))
		}
	}
	return v
}

func (w *equivWorld) randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(w.rng.IntN(256))
	}
	return b
}

// logEntry is a log line: usually JSON like the real ones, sometimes one
// starting with deltaTag, empty, or long.
func (w *equivWorld) logEntry() []byte {
	switch w.rng.IntN(12) {
	case 0:
		return append([]byte{deltaTag}, logLine(w.step)...)
	case 1:
		return []byte{}
	case 2:
		return append(logLine(w.step), w.randBytes(300+w.rng.IntN(300))...)
	}
	return logLine(w.step + w.rng.IntN(3))
}

// padded re-encodes a valid list or chunk with every length one byte longer
// than needed (a uvarint still reads it; the shortest form is what a write
// stores).
func padded(v []byte) []byte {
	if len(v) == 0 {
		return v
	}
	recs, ok := refSplitRecords(v)
	if !ok {
		return v
	}
	out := []byte{v[0]}
	for _, r := range recs {
		l := binary.AppendUvarint(nil, uint64(len(r)))
		l[len(l)-1] |= 0x80
		out = append(append(out, l...), 0)
		out = append(out, r...)
	}
	return out
}

// corrupt damages a stored list or chunk at key in both buckets alike.
func (w *equivWorld) corrupt(kvs []*copyKV, key []byte) {
	v := kvs[0].m[string(key)]
	var bad []byte
	switch w.rng.IntN(7) {
	case 0:
		bad = w.randBytes(w.rng.IntN(30))
	case 1:
		bad = []byte{}
	case 2:
		if len(v) > 1 {
			bad = v[:1+w.rng.IntN(len(v)-1)] // cut short
		}
	case 3:
		bad = padded(v)
	case 4:
		if len(v) > 0 {
			bad = []byte{v[0]} // the tag alone
		}
	case 5:
		// A newest record that is not a delta of anything.
		if len(v) > 0 {
			rec := append([]byte{deltaTag, 50, 9<<1 | 1, 200}, w.randBytes(w.rng.IntN(5))...)
			bad = binary.AppendUvarint(slices.Clone(v), uint64(len(rec)))
			bad = append(bad, rec...)
		}
	default:
		if len(v) > 0 {
			bad = slices.Clone(v)
			bad[w.rng.IntN(len(bad))] ^= byte(1 + w.rng.IntN(255))
		}
	}
	if bad == nil {
		return
	}
	for _, kv := range kvs {
		kv.m[string(key)] = slices.Clone(bad)
	}
}

// stage builds one mutation's stage as Tx would, reading through cb (the
// reference's bucket): it returns nil when the mutation fails (an undo of a
// corrupt history), as the commit queue then discards it. newCB is the
// bucket under test: peekUndo's answers on it are compared on the way.
func (w *equivWorld) stage(t *testing.T, cb, newCB kv) *stage {
	s := newStage()
	r := w.rng
	current := func(ch string) []byte {
		if v, ok := s.lookup([]byte(stageKey(bChannels, ch))); ok {
			return v
		}
		return cb.Get([]byte(ch))
	}
	put := func(ch string, v []byte) { s.put(stageKey(bChannels, ch), v) }
	for n := 1 + r.IntN(4); n > 0; n-- {
		ch := w.channels[r.IntN(len(w.channels))]
		switch k := r.IntN(20); {
		case k < 8: // a change: push the value before, write the next
			before := current(ch)
			if before == nil {
				put(ch, w.value(nil))
				continue
			}
			snap := before
			if r.IntN(8) == 0 {
				snap = w.value(before) // a snapshot other than the stored value
			}
			s.nested = append(s.nested, nestedOp{kind: opPushUndo, key: ch, val: snap})
			if r.IntN(6) != 0 {
				put(ch, w.value(before))
			}
		case k < 10: // bookkeeping: a write without a push
			put(ch, w.value(current(ch)))
		case k < 14: // undo
			depth := s.popped[ch]
			want, ok, err := refPeekUndo(cb, ch, depth)
			got, gotOK, gotErr := peekUndo(newCB, ch, depth)
			if !bytes.Equal(got, want) || gotOK != ok || (gotErr == nil) != (err == nil) {
				t.Fatalf("peekUndo(%q, %d) = %q %v %v, want %q %v %v", ch, depth, got, gotOK, gotErr, want, ok, err)
			}
			if err != nil {
				return nil
			}
			if !ok {
				continue
			}
			base := cb.Get([]byte(ch))
			if depth > 0 {
				base = s.snaps[ch][depth-1]
			}
			snap, err := refDecodeDelta(base, want)
			if err != nil {
				return nil
			}
			if s.snaps == nil {
				s.snaps, s.popped = map[string][][]byte{}, map[string]int{}
			}
			s.snaps[ch] = append(s.snaps[ch], snap)
			s.popped[ch]++
			s.nested = append(s.nested, nestedOp{kind: opPop, key: ch})
			if r.IntN(4) != 0 {
				put(ch, w.value(snap))
			}
		case k < 15:
			s.nested = append(s.nested, nestedOp{kind: opClearLog, key: ch}, nestedOp{kind: opClearUndo, key: ch})
			put(ch, w.value(nil))
		default:
			s.nested = append(s.nested, nestedOp{kind: opAppendLog, key: ch, val: w.logEntry()})
		}
	}
	return s
}

// runEquivalence drives stages stages through the code under test and the
// reference, comparing every stored byte after each.
func runEquivalence(t *testing.T, seed uint64, stages int) {
	w := &equivWorld{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	for i := range 1 + w.rng.IntN(3) {
		w.channels = append(w.channels, ChannelKey("g", fmt.Sprintf("c%d", i)))
	}
	got, want := &copyKV{m: memKV{}}, &copyKV{m: memKV{}}
	opts := Options{UndoDepth: 1 + w.rng.IntN(6), LogKeep: 1 + w.rng.IntN(40)}
	for i := 0; i < stages; i++ {
		if w.rng.IntN(30) == 0 {
			opts.UndoDepth = w.rng.IntN(7) // 0: no limit
		}
		if w.rng.IntN(40) == 0 {
			opts.LogKeep = w.rng.IntN(40)
		}
		if w.rng.IntN(25) == 0 {
			ch := w.channels[w.rng.IntN(len(w.channels))]
			key := undoKey(ch)
			if w.rng.IntN(2) == 0 {
				first, next := ringBounds(want.m, ch)
				if next > first {
					key = ringEntryKey(ch, next-1)
				}
			}
			w.corrupt([]*copyKV{got, want}, key)
		}
		s := w.stage(t, want, got)
		if s == nil {
			want.scribble()
			got.scribble()
			continue
		}
		if err := refApply(s, want, opts); err != nil {
			t.Fatal(err)
		}
		if err := s.apply(func([]byte) kv { return got }, opts); err != nil {
			t.Fatalf("stage %d: %v", i, err)
		}
		want.scribble()
		got.scribble()
		if diff := diffKV(got.m, want.m); diff != "" {
			t.Fatalf("seed %d, stage %d (depth %d, keep %d): %s", seed, i, opts.UndoDepth, opts.LogKeep, diff)
		}
	}
}

func diffKV(got, want memKV) string {
	for k, v := range want {
		g, ok := got[k]
		if !ok {
			return fmt.Sprintf("key %q missing, want %x", k, v)
		}
		if !bytes.Equal(g, v) {
			return fmt.Sprintf("key %q:\n got %x\nwant %x", k, g, v)
		}
	}
	for k, v := range got {
		if _, ok := want[k]; !ok {
			return fmt.Sprintf("key %q = %x should not be there", k, v)
		}
	}
	return ""
}

func TestUndoLogBytesAgainstReference(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { runEquivalence(t, seed, 400) })
	}
}

// FuzzUndoLogBytes runs the comparison from fuzzed seeds
// (go test -fuzz FuzzUndoLogBytes -fuzztime 20s ./storage/).
func FuzzUndoLogBytes(f *testing.F) {
	f.Add(uint64(0))
	f.Add(uint64(12345))
	f.Fuzz(func(t *testing.T, seed uint64) { runEquivalence(t, seed, 150) })
}

package storage

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"
)

// benchKV is a bucket whose writes are dropped: a benchmark then repeats the
// same step against the same stored state, and the bucket itself allocates
// nothing the code under test does not ask for.
type benchKV struct {
	m    map[string][]byte
	sink []byte
}

func (b *benchKV) Get(k []byte) []byte    { return b.m[string(k)] }
func (b *benchKV) Put(k, v []byte) error  { b.sink = v; return nil }
func (b *benchKV) Delete(k []byte) error  { b.sink = nil; return nil }
func (b *benchKV) bucket(name []byte) kv  { return b }
func (b *benchKV) set(k string, v []byte) { b.m[k] = v }
func newBenchKV() *benchKV                { return &benchKV{m: map[string][]byte{}} }

// fightValues returns n successive stored values of a realistic six-combatant
// fight (about 3 KB), each a turn after the one before.
func fightValues(tb testing.TB, n int) [][]byte {
	tb.Helper()
	c := benchChannel(tb)
	out := make([][]byte, n)
	for i := range out {
		c.Encounter.Version++
		c.Encounter.Turn = (c.Encounter.Turn + 1) % len(c.Encounter.Combatants)
		k := i % len(c.Encounter.Combatants)
		c.Encounter.Combatants[k].State = []byte(`{"w":` + strconv.Itoa(i%13) + `,"armor":["4","14h 10m","10m","10m","0m","0m"],"ev":1,"parry":4,"actions":1}`)
		raw, err := Marshal(c)
		if err != nil {
			tb.Fatal(err)
		}
		out[i] = raw
	}
	return out
}

// BenchmarkApplyUndo is the commit queue's undo work for one mutation of a
// channel whose history is full (UndoDepth entries): "push" is the common
// case (push the value before, write the next), "rebase" a write without a
// push (the newest entry is re-encoded against the new value).
func BenchmarkApplyUndo(b *testing.B) {
	const depth = 20
	vals := fightValues(b, depth+2)
	key := ChannelKey("123456789012345678", "987654321098765432")
	opts := Options{UndoDepth: depth}
	// The stored state: the channel at vals[depth] with depth entries below.
	entries := make([][]byte, depth)
	for i := 0; i < depth; i++ {
		entries[i] = encodeDelta(vals[i+1], vals[i])
	}
	kvs := newBenchKV()
	kvs.set(key, vals[depth])
	kvs.set(string(undoKey(key)), encodeUndoList(entries))
	sk := stageKey(bChannels, key)
	b.Run("push", func(b *testing.B) {
		s := newStage()
		s.nested = []nestedOp{{kind: opPushUndo, key: key, val: vals[depth]}}
		s.put(sk, vals[depth+1])
		b.ReportAllocs()
		for b.Loop() {
			if err := s.applyUndo(kvs.bucket, opts); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(len(kvs.sink)), "list-bytes")
	})
	b.Run("rebase", func(b *testing.B) {
		s := newStage()
		s.put(sk, vals[depth+1])
		b.ReportAllocs()
		for b.Loop() {
			if err := s.applyUndo(kvs.bucket, opts); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkLogAppend is one log line appended to a channel's newest chunk,
// half full.
func BenchmarkLogAppend(b *testing.B) {
	key := ChannelKey("123456789012345678", "987654321098765432")
	kvs := newBenchKV()
	kvs.m = map[string][]byte{}
	mem := memKV{}
	for i := 0; i < logChunkEntries/2; i++ {
		if err := logAppend(mem, key, logLine(i), 500); err != nil {
			b.Fatal(err)
		}
	}
	for k, v := range mem {
		kvs.set(k, v)
	}
	line := logLine(logChunkEntries / 2)
	b.ReportAllocs()
	for b.Loop() {
		if err := logAppend(kvs, key, line, 500); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFightMutation is one durable mutation as a fight makes it, one
// caller at a time through the commit queue: read the channel, push its
// value on the undo history (full after the first rounds), append a log line,
// write the changed value.
func BenchmarkFightMutation(b *testing.B) {
	s, err := Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	ctx := context.Background()
	c0 := benchChannel(b)
	if err := s.Update(ctx, func(tx *Tx) error { return tx.PutChannel("g", "c", *c0) }); err != nil {
		b.Fatal(err)
	}
	i := 0
	step := func() error {
		i++
		return s.Update(ctx, func(tx *Tx) error {
			c, err := tx.Channel("g", "c")
			if err != nil {
				return err
			}
			if err := tx.PushUndo("g", "c", tx.ChannelRaw("g", "c")); err != nil {
				return err
			}
			if err := tx.AppendLog("g", "c", logLine(i)); err != nil {
				return err
			}
			e := *c.Encounter
			e.Version++
			e.Turn = (e.Turn + 1) % len(e.Combatants)
			c.Encounter = &e
			return tx.PutChannel("g", "c", c)
		})
	}
	for k := 0; k < 40; k++ { // a full history
		if err := step(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := step(); err != nil {
			b.Fatal(err)
		}
	}
}

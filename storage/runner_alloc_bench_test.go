package storage

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"
)

// runnerBatch is the number of mutations the runner benchmark puts in a
// batch: about what a batch carries at 10,000 interactions/s.
const runnerBatch = 16

// BenchmarkRunnerMutation is the commit queue's serial section alone, one op
// a mutation as a fight click makes it (decode the channel, push its stored value on a full undo history, write the changed
// value, append a log line), runnerBatch mutations of different channels a
// batch, with no writer: what the runner allocates per mutation, which the
// GC makes it pay for on the serial path.
func BenchmarkRunnerMutation(b *testing.B) {
	s, err := Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	ctx := context.Background()
	guild := "123456789012345678"
	chans := make([]string, runnerBatch)
	base := benchChannel(b)
	for i := range chans {
		chans[i] = "9876543210987654" + strconv.Itoa(10+i)
	}
	// Each channel with a full undo history and a log, committed.
	for step := range 30 {
		for _, ch := range chans {
			if err := s.Update(ctx, func(tx *Tx) error {
				if err := tx.PushUndo(guild, ch, tx.ChannelRaw(guild, ch)); err != nil {
					return err
				}
				if err := tx.AppendLog(guild, ch, logLine(step)); err != nil {
					return err
				}
				c := *base
				e := *c.Encounter
				e.Version = step
				c.Encounter = &e
				return tx.PutChannel(guild, ch, c)
			}); err != nil {
				b.Fatal(err)
			}
		}
	}
	// A runner of its own on the same database (no loop goroutine).
	c := &committer{db: s.db, opts: s.q.opts}
	line := logLine(31)
	reqs := make([]*request, len(chans))
	for i, ch := range chans {
		reqs[i] = &request{ctx: ctx, fn: func(tx *Tx) error {
			c, err := tx.Channel(guild, ch)
			if err != nil {
				return err
			}
			if c.Encounter == nil {
				b.Fatal("no encounter")
			}
			if err := tx.PushUndo(guild, ch, tx.ChannelRaw(guild, ch)); err != nil {
				return err
			}
			c.Encounter.Version++
			if err := tx.PutChannel(guild, ch, c); err != nil {
				return err
			}
			return tx.AppendLog(guild, ch, line)
		}}
	}
	var batch *batchRun
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		if i%runnerBatch == 0 {
			b.StopTimer()
			if batch != nil {
				c.endRead()
				c.recycle(batch)
			}
			b.StartTimer()
			batch = c.newBatch(nil, nil)
		}
		r := reqs[i%runnerBatch]
		c.runOne(batch, r)
		if err := batch.results[len(batch.results)-1]; err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.StopTimer()
	if batch != nil {
		c.endRead()
	}
}

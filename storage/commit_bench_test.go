package storage

import (
	"context"
	"path/filepath"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
)

// value2K is a 2 KiB guild, the size a durable commit is measured with.
var value2K = func() Guild {
	b := make([]byte, 2048-40)
	for i := range b {
		b[i] = 'a' + byte(i%26)
	}
	return Guild{System: "medieval", GMRole: string(b)}
}()

func openBench(tb testing.TB, naive bool) *Store {
	tb.Helper()
	s, err := Open(context.Background(), filepath.Join(tb.TempDir(), "bench.db"), Options{Naive: naive})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// BenchmarkUpdate is one durable mutation writing a 2 KiB value: one caller
// at a time, then 64 callers at once on different keys (group commit shares
// the fsync; naive commits each on its own).
func BenchmarkUpdate(b *testing.B) {
	for _, naive := range []bool{false, true} {
		mode := "group"
		if naive {
			mode = "naive"
		}
		b.Run(mode+"/serial", func(b *testing.B) {
			s := openBench(b, naive)
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if err := s.Update(ctx, func(tx *Tx) error { return tx.PutGuild("g", value2K) }); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(mode+"/parallel-64", func(b *testing.B) {
			s := openBench(b, naive)
			ctx := context.Background()
			var next atomic.Int64
			c0 := s.Commits()
			b.SetParallelism(32) // × GOMAXPROCS (2 here) = 64 writers
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				key := "g" + strconv.FormatInt(next.Add(1), 10)
				for pb.Next() {
					if err := s.Update(ctx, func(tx *Tx) error { return tx.PutGuild(key, value2K) }); err != nil {
						b.Error(err)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/float64(s.Commits()-c0), "mutations/commit")
		})
	}
}

// TestCommitsCounted checks the counter `fray bench` reports as commits/s:
// concurrent mutations share commits in group mode, each has its own in
// naive mode, and every mutation is applied either way.
func TestCommitsCounted(t *testing.T) {
	const writers = 64
	for _, naive := range []bool{false, true} {
		s := openBench(t, naive)
		ctx := context.Background()
		c0 := s.Commits()
		start := make(chan struct{})
		var wg sync.WaitGroup
		for k := 0; k < writers; k++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				if err := s.Update(ctx, func(tx *Tx) error { return tx.PutGuild("g"+strconv.Itoa(k), Guild{System: "x"}) }); err != nil {
					t.Error(err)
				}
			}()
		}
		close(start)
		wg.Wait()
		got := s.Commits() - c0
		switch {
		case naive && got != writers:
			t.Errorf("naive: %d commits for %d mutations, want one each", got, writers)
		case !naive && (got < 1 || got >= writers):
			t.Errorf("group: %d commits for %d concurrent mutations, want fewer than %d", got, writers, writers)
		}
		_ = s.View(ctx, func(tx *Tx) error {
			for k := 0; k < writers; k++ {
				if g, _ := tx.Guild("g" + strconv.Itoa(k)); g.System != "x" {
					t.Errorf("naive=%v: mutation %d lost", naive, k)
				}
			}
			return nil
		})
	}
}

// channelDocs are channel values, written as JSON for reading, covering
// what a round trip through storage must keep: nil against empty maps and
// slices, numbers inside `any`, raw system state, pointers, absent fields.
var channelDocs = []string{
	`{}`,
	`{"system":"medieval"}`,
	`{"system":"klondike","no_flavour":true,"flavour_last":{},"extra":{"vehicles":[1,2,{"a":null}]}}`,
	`{"flavour_last":{"hit":3,"miss":0},"encounter":{"system":"storyteller","v":7,"gm":"100","round":2,"turn":1,` +
		`"combatants":[{"id":1,"name":"Orc 1","sheet":{"name":"Orc 1","stats":{"dex":3},"weapons":[{"name":"axe","spec":"2d6"}]},"init":9,"init_dice":[4],"state":{"lethal":1,"flags":[]}},` +
		`{"id":2,"name":"Hero","owner":"7","sheet":{"name":"Hero"},"init":3,"held":true,"state":null}],` +
		`"next_id":3,"tally":{"1":{"dealt":4},"2":{}},"prompts":[{"c":1,"n":{"k":"k","a":{"n":2,"s":"x","l":[1,"a"],"m":{"z":null}}},"p":"save"}],` +
		`"tracker":{"ch":"5","msg":"6"},"free":[2]}}`,
	`{"encounter":{"system":"medieval","combatants":[],"tally":{},"prompts":[],"free":[]}}`,
}

// scribble changes everything reachable in c, in place.
func scribble(c *Channel) {
	c.System += "!"
	for k := range c.FlavourLast {
		c.FlavourLast[k] = 99
	}
	for k, v := range c.Extra {
		if len(v) > 0 {
			v[0] = 'X'
		}
		c.Extra[k] = v
	}
	if e := c.Encounter; e != nil {
		e.Round = 99
		for i := range e.Combatants {
			cb := &e.Combatants[i]
			cb.Name = "X"
			for k := range cb.Sheet.Stats {
				cb.Sheet.Stats[k] = -1
			}
			if len(cb.Sheet.Weapons) > 0 {
				cb.Sheet.Weapons[0].Name = "X"
			}
			if len(cb.InitDice) > 0 {
				cb.InitDice[0] = -1
			}
			if len(cb.State) > 0 {
				cb.State[0] = 'X'
			}
		}
		for _, tl := range e.Tally {
			tl.Dealt = -1
		}
		for i := range e.Prompts {
			for k := range e.Prompts[i].Note.Args {
				e.Prompts[i].Note.Args[k] = "X"
			}
		}
	}
}

// TestChannelThroughStore: reads through the store (in mutations and in
// views) see exactly what was written, and a mutation that changes what it
// read, in place, and reads again gets the stored value, not its change.
func TestChannelThroughStore(t *testing.T) {
	s := openBench(t, false)
	ctx := context.Background()
	for k, doc := range channelDocs {
		// The documents are JSON records, states as the systems' JSON:
		// here they are opaque bytes.
		want, err := decodeJSONChannel([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		if err := s.Update(ctx, func(tx *Tx) error { return tx.PutChannel("g", "c", want) }); err != nil {
			t.Fatal(err)
		}
		// The expectation as storage gives it back: encoded, then decoded
		// (a number inside an any comes back as an int64).
		raw, err := Marshal(&want)
		if err != nil {
			t.Fatal(err)
		}
		if want, err = DecodeChannel(raw); err != nil {
			t.Fatal(err)
		}
		for round := 0; round < 3; round++ {
			var got Channel
			if err := s.Update(ctx, func(tx *Tx) error {
				a, err := tx.Channel("g", "c")
				if err != nil {
					return err
				}
				scribble(&a) // a handler changes what it read…
				b, err := tx.Channel("g", "c")
				got = b // …and reads it again: the stored value, not the change
				return err
			}); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("doc %d round %d (update): got %#v, want %#v", k, round, got, want)
			}
			_ = s.View(ctx, func(tx *Tx) error {
				v, err := tx.Channel("g", "c")
				if err != nil || !reflect.DeepEqual(v, want) {
					t.Errorf("doc %d round %d (view): got %#v, %v", k, round, v, err)
				}
				return nil
			})
		}
	}
}

package storage

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// counterMutation reads channel ch's counter (FlavourLast["n"]), reports
// what it read on seen, and writes it plus one.
func counterMutation(ch string, seen chan<- int) func(*Tx) error {
	return func(tx *Tx) error {
		c, err := tx.Channel("g", ch)
		if err != nil {
			return err
		}
		n := c.FlavourLast["n"]
		seen <- n
		c.FlavourLast = map[string]int{"n": n + 1}
		return tx.PutChannel("g", ch, c)
	}
}

// The mutations the runner finds waiting run in one read transaction, and
// each still reads the newest value: the batch being committed (under),
// the writes of the mutations before it in its batch (top), then the
// committed state.
func TestBatchSharesOneReadTransaction(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	ctx := context.Background()
	g := newGate(s, nil)
	first := make(chan error, 1)
	go func() {
		first <- s.Update(ctx, func(tx *Tx) error {
			return tx.PutChannel("g", "c", Channel{FlavourLast: map[string]int{"n": 1}})
		})
	}()
	<-g.entered // batch 1 (n = 1) is in the writer, not committed

	// The next batch's first mutation holds the runner until the others
	// are queued, so the runner finds them all waiting.
	const queued = 9
	seen := make(chan int, queued+1)
	holding, goOn := make(chan struct{}), make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan error, queued+1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		count := counterMutation("c", seen)
		errs <- s.Update(ctx, func(tx *Tx) error {
			close(holding)
			<-goOn
			return count(tx)
		})
	}()
	<-holding
	for range queued {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- s.Update(ctx, counterMutation("c", seen))
		}()
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(s.q.reqs) < queued {
		if time.Now().After(deadline) {
			t.Fatalf("%d requests queued, want %d", len(s.q.reqs), queued)
		}
		time.Sleep(time.Millisecond)
	}
	began := s.db.Stats().TxN
	close(goOn)
	var got []int
	for range queued + 1 {
		got = append(got, <-seen)
	}
	slices.Sort(got)
	want := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	if !slices.Equal(got, want) {
		t.Errorf("the mutations read %v, want %v", got, want)
	}
	if n := s.db.Stats().TxN - began; n != 0 {
		t.Errorf("the %d queued mutations began %d read transactions, want 0 (the batch's)", queued, n)
	}

	close(g.release)
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := s.View(ctx, func(tx *Tx) error {
		c, err := tx.Channel("g", "c")
		if err == nil && c.FlavourLast["n"] != 11 {
			err = fmt.Errorf("n = %d after all commits, want 11", c.FlavourLast["n"])
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// openGrowing is Open with bbolt's own growing map (32 KiB at first,
// doubled as the file grows) instead of initialMmapSize, as on a 32-bit
// machine: a commit that grows the file remaps it, which waits for every
// read transaction, the runner's included.
func openGrowing(t *testing.T, o Options) *Store {
	t.Helper()
	o.MaxBatch, o.UndoDepth, o.LogKeep, o.Migrations = 256, 20, 500, migrations()
	db, err := bolt.Open(filepath.Join(t.TempDir(), "grow.db"), 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	s := &Store{db: db, opts: o}
	if err := s.init(); err != nil {
		db.Close()
		t.Fatal(err)
	}
	s.q = newCommitter(db, o)
	t.Cleanup(func() { s.Close() })
	return s
}

// The runner keeps a read transaction open while it has mutations to run,
// and the writer's commits remap the file as it grows: the runner must let
// go of its transaction before it waits for anything, or a remap waits for
// it while it waits for the writer. Concurrent writers grow the file to
// 12 MiB from a 32 KiB map, and every mutation reads back what its writer
// wrote before.
func TestRemapsDoNotWaitForTheRunner(t *testing.T) {
	s := openGrowing(t, Options{})
	ctx := context.Background()
	const writers, each = 8, 24
	value := func(w, i int) string {
		return strings.Repeat(strconv.Itoa(w*1000+i)+" ", 64<<10/8)
	}
	done := make(chan error, writers)
	for w := range writers {
		go func() {
			key := "g" + strconv.Itoa(w)
			for i := range each {
				err := s.Update(ctx, func(tx *Tx) error {
					g, err := tx.Guild(key)
					if err != nil {
						return err
					}
					if i > 0 && g.GMRole != value(w, i-1) {
						return fmt.Errorf("%s: mutation %d read a value of %d bytes, not the one before", key, i, len(g.GMRole))
					}
					// A new key as well: the file keeps growing.
					if err := tx.PutGuild(key+"/"+strconv.Itoa(i), Guild{GMRole: value(w, i)}); err != nil {
						return err
					}
					return tx.PutGuild(key, Guild{GMRole: value(w, i)})
				})
				if err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	timeout := time.After(30 * time.Second)
	for range writers {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-timeout:
			t.Fatal("the writers did not finish: a remap is waiting for the runner's read transaction")
		}
	}
	// From a 32 KiB map, doubled each time: a dozen remaps at least.
	if fi, err := os.Stat(s.db.Path()); err != nil {
		t.Fatal(err)
	} else if fi.Size() < 8<<20 {
		t.Errorf("the file grew to %d bytes only, want 8 MiB or more", fi.Size())
	}
}

// The view reads the committed state with a kept cursor's Seek instead of
// bbolt's Get: the same answers for keys present, absent between, before
// and after the others, a nested bucket's name, the empty key, in an empty
// bucket and in one that does not exist.
func TestViewSeekIsGet(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "f.db"), Options{})
	full, empty, missing := []byte("seek-full"), []byte("seek-empty"), []byte("seek-missing")
	if err := s.db.Update(func(tx *bolt.Tx) error {
		b, err := tx.CreateBucket(full)
		if err != nil {
			return err
		}
		for i := range 300 { // several pages
			if err := b.Put([]byte(fmt.Sprintf("k%04d", i*2)), []byte(strings.Repeat("v", i))); err != nil {
				return err
			}
		}
		if _, err := b.CreateBucket([]byte("k0101")); err != nil {
			return err
		}
		_, err = tx.CreateBucket(empty)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	rtx, err := s.db.Begin(false)
	if err != nil {
		t.Fatal(err)
	}
	defer rtx.Rollback()
	v := &view{top: newWriteSet(), rtx: rtx}
	defer v.reset()
	keys := []string{"k0000", "k0002", "k0001", "k0101", "k0598", "k0599", "a", "z", "", "k0300", "k0300"}
	for _, bucket := range [][]byte{full, empty, missing} {
		for _, k := range keys {
			var want []byte
			if b := rtx.Bucket(bucket); b != nil {
				want = b.Get([]byte(k))
			}
			if got := v.get(bucket, k); string(got) != string(want) || (got == nil) != (want == nil) {
				t.Errorf("%s/%q: view reads %q, Get %q", bucket, k, got, want)
			}
		}
	}
}

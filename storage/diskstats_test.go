package storage

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// The commit hook is told the commit alone in both modes, and DiskStats
// counts bbolt's page writes: what `fray bench` reports per commit.
func TestOnCommitAndDiskStats(t *testing.T) {
	for _, naive := range []bool{false, true} {
		var got []time.Duration
		var muts int
		o := Options{Naive: naive, OnCommit: func(d time.Duration, n int, err error) {
			if err == nil {
				got, muts = append(got, d), muts+n
			}
		}}
		s := open(t, filepath.Join(t.TempDir(), "d.db"), o)
		before := s.DiskStats()
		slowFn := func(tx *Tx) error {
			time.Sleep(30 * time.Millisecond) // a slow mutation is not the commit's time
			return tx.PutGuild("g", Guild{System: "medieval"})
		}
		if err := s.Update(context.Background(), slowFn); err != nil {
			t.Fatal(err)
		}
		after := s.DiskStats()
		if len(got) != 1 || muts != 1 {
			t.Fatalf("naive=%v: %d commits reported with %d mutations, want 1 and 1", naive, len(got), muts)
		}
		if got[0] >= 30*time.Millisecond {
			t.Errorf("naive=%v: commit reported as %v, which includes the mutation's 30 ms", naive, got[0])
		}
		// A put dirties at least a leaf page; then the meta page.
		if w := after.Writes - before.Writes; w < 2 {
			t.Errorf("naive=%v: %d page writes for one commit, want at least 2", naive, w)
		}
	}
}

package storage

import (
	"fmt"
	"path/filepath"
	"testing"

	bolt "go.etcd.io/bbolt"
)

// The view keeps a read transaction's last committed reads: a repeated read
// gives the committed value, a write in the batch still wins over it, keys
// past the memo's size and a key too long for it read through, and the memo
// ends with the transaction.
func TestViewMemoisedReads(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "f.db"), Options{})
	if err := s.db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bChannels)
		for i := range 20 {
			if err := b.Put([]byte(fmt.Sprintf("k%02d", i)), []byte(fmt.Sprintf("v%02d", i))); err != nil {
				return err
			}
		}
		return b.Put(make([]byte, 200), []byte("long"))
	}); err != nil {
		t.Fatal(err)
	}
	v := &view{top: newWriteSet()}
	for round := range 2 { // the second round runs in a new transaction
		rtx, err := s.db.Begin(false)
		if err != nil {
			t.Fatal(err)
		}
		v.rtx = rtx
		cb := v.bucket(bChannels)
		for pass := range 3 {
			for i := range 20 {
				k := fmt.Sprintf("k%02d", i)
				want := fmt.Sprintf("v%02d", i)
				if round == 1 && i == 3 {
					want = "new"
				}
				if got := string(cb.Get([]byte(k))); got != want {
					t.Fatalf("round %d pass %d: %s = %q, want %q", round, pass, k, got, want)
				}
			}
			if got := string(cb.Get(make([]byte, 200))); got != "long" {
				t.Fatalf("long key = %q", got)
			}
			if got := cb.Get([]byte("absent")); got != nil {
				t.Fatalf("absent key = %q", got)
			}
		}
		if round == 0 {
			// Read k03 twice (memoised), then write it in the batch.
			_ = cb.Get([]byte("k03"))
			if err := cb.Put([]byte("k03"), []byte("new")); err != nil {
				t.Fatal(err)
			}
			if got := string(cb.Get([]byte("k03"))); got != "new" {
				t.Fatalf("after a write in the batch, k03 = %q", got)
			}
		}
		v.reset()
		_ = rtx.Rollback()
		if v.memoLen != 0 || v.rtx != nil {
			t.Fatal("reset kept the memo")
		}
	}
}

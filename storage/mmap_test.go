package storage

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestGrowthDoesNotWaitForReaders: a commit that grows the file past what
// bbolt has mapped must remap it, and a remap waits until every read
// transaction has closed. With the whole initialMmapSize mapped from the
// start, a commit that grows the file several times over completes while a
// reader holds its transaction open.
func TestGrowthDoesNotWaitForReaders(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "grow.db"), Options{})
	reading, release := make(chan struct{}), make(chan struct{})
	viewDone := make(chan error, 1)
	go func() {
		viewDone <- s.View(context.Background(), func(tx *Tx) error {
			close(reading)
			<-release // the read transaction stays open until the commit is over
			return nil
		})
	}()
	<-reading
	defer func() {
		close(release)
		if err := <-viewDone; err != nil {
			t.Error(err)
		}
	}()

	big := strings.Repeat("x", 64<<10)
	committed := make(chan error, 1)
	go func() {
		committed <- s.Update(context.Background(), func(tx *Tx) error {
			for i := range 64 { // 4 MiB: the file grows far past its first mapping
				if err := tx.PutGuild("g"+strconv.Itoa(i), Guild{GMRole: big}); err != nil {
					return err
				}
			}
			return nil
		})
	}()
	select {
	case err := <-committed:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the growing commit waited for the open read transaction")
	}
	if err := s.View(context.Background(), func(tx *Tx) error {
		g, err := tx.Guild("g63")
		if err == nil && g.GMRole != big {
			t.Errorf("g63 reads back %d bytes, want %d", len(g.GMRole), len(big))
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

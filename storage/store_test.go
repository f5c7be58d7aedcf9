package storage

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"fray/rules"
	"fray/rules/encounter"
)

func open(t *testing.T, path string, o Options) *Store {
	t.Helper()
	s, err := Open(context.Background(), path, o)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestReopenKeepsChannelState(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	ctx := context.Background()
	s, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	err = s.Update(ctx, func(tx *Tx) error {
		enc := encounter.New("klondike", "gm")
		enc.Round = 3
		return tx.PutChannel("g", "c", Channel{System: "klondike", Encounter: enc})
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2 := open(t, path, Options{})
	var ch Channel
	if err := s2.View(ctx, func(tx *Tx) error { ch, err = tx.Channel("g", "c"); return err }); err != nil {
		t.Fatal(err)
	}
	if ch.System != "klondike" || ch.Encounter == nil || ch.Encounter.Round != 3 {
		t.Fatalf("after reopen got %+v", ch)
	}
	if v, _ := s2.SchemaVersionOnDisk(); v != SchemaVersion {
		t.Fatalf("schema version %d, want %d", v, SchemaVersion)
	}
}

func TestSecondOpenGetsLockedError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	open(t, path, Options{})
	start := time.Now()
	_, err := Open(context.Background(), path, Options{LockTimeout: 150 * time.Millisecond})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second open: got %v, want ErrLocked", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatalf("second open hung for %v", time.Since(start))
	}
}

func TestFailedMutationLeavesNothing(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	ctx := context.Background()
	boom := errors.New("boom")
	err := s.Update(ctx, func(tx *Tx) error {
		if err := tx.PutGuild("g", Guild{System: "medieval"}); err != nil {
			return err
		}
		if err := tx.AppendLog("g", "c", []byte("entry")); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("got %v", err)
	}
	_ = s.View(ctx, func(tx *Tx) error {
		g, _ := tx.Guild("g")
		logs, _ := tx.Logs("g", "c", 10)
		if g.System != "" || len(logs) != 0 {
			t.Fatalf("failed mutation left guild %+v logs %q", g, logs)
		}
		return nil
	})
}

func TestPanickingMutationIsContained(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	err := s.Update(context.Background(), func(tx *Tx) error {
		_ = tx.PutGuild("g", Guild{System: "x"})
		panic("kaboom")
	})
	var pe *PanicError
	if !errors.As(err, &pe) {
		t.Fatalf("got %v, want PanicError", err)
	}
	// The store still works.
	if err := s.Update(context.Background(), func(tx *Tx) error { return tx.PutGuild("g", Guild{System: "y"}) }); err != nil {
		t.Fatal(err)
	}
}

func TestReadsSeeOwnStagedWrites(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	err := s.Update(context.Background(), func(tx *Tx) error {
		if err := tx.PutSheet("g", "u", "medieval", rules.Sheet{Name: "Ада"}); err != nil {
			return err
		}
		sh, ok, err := tx.Sheet("g", "u", "medieval")
		if err != nil || !ok || sh.Name != "Ада" {
			return fmt.Errorf("read back %+v %v %v", sh, ok, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestUndoAndLogAreBounded(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{UndoDepth: 3, LogKeep: 5})
	ctx := context.Background()
	for i := 1; i <= 10; i++ {
		err := s.Update(ctx, func(tx *Tx) error {
			if err := tx.PushUndo("g", "c", []byte(fmt.Sprint(i))); err != nil {
				return err
			}
			return tx.AppendLog("g", "c", []byte(fmt.Sprint(i)))
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	_ = s.View(ctx, func(tx *Tx) error {
		logs, _ := tx.Logs("g", "c", 100)
		if len(logs) != 5 || string(logs[0]) != "6" || string(logs[4]) != "10" {
			t.Fatalf("logs %q, want 6..10", logs)
		}
		return nil
	})
	var popped []string
	for i := 0; i < 4; i++ {
		_ = s.Update(ctx, func(tx *Tx) error {
			v, ok, err := tx.PopUndo("g", "c")
			if ok {
				popped = append(popped, string(v))
			}
			return err
		})
	}
	if fmt.Sprint(popped) != "[10 9 8]" {
		t.Fatalf("undo pops %v, want [10 9 8] (depth 3)", popped)
	}
}

func TestConcurrentMutationsAllLand(t *testing.T) {
	for _, naive := range []bool{false, true} {
		t.Run(fmt.Sprintf("naive=%v", naive), func(t *testing.T) {
			s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{Naive: naive})
			ctx := context.Background()
			var wg sync.WaitGroup
			const n = 64
			for i := 0; i < n; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					err := s.Update(ctx, func(tx *Tx) error {
						g, err := tx.Guild("g")
						if err != nil {
							return err
						}
						g.System = fmt.Sprint(len(g.System) + 1) // a counter in disguise
						g.GMRole += "x"
						return tx.PutGuild("g", g)
					})
					if err != nil {
						t.Error(err)
					}
				}()
			}
			wg.Wait()
			_ = s.View(ctx, func(tx *Tx) error {
				g, _ := tx.Guild("g")
				if len(g.GMRole) != n {
					t.Fatalf("%d increments landed, want %d", len(g.GMRole), n)
				}
				return nil
			})
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestBackupIsAConsistentCopy(t *testing.T) {
	dir := t.TempDir()
	s := open(t, filepath.Join(dir, "fray.db"), Options{})
	ctx := context.Background()
	if err := s.Update(ctx, func(tx *Tx) error { return tx.PutGuild("g", Guild{System: "storyteller"}) }); err != nil {
		t.Fatal(err)
	}
	dest := filepath.Join(dir, "copy.db")
	n, err := s.BackupFile(ctx, dest)
	if err != nil || n == 0 {
		t.Fatalf("backup: %d %v", n, err)
	}
	c := open(t, dest, Options{})
	_ = c.View(ctx, func(tx *Tx) error {
		g, _ := tx.Guild("g")
		if g.System != "storyteller" {
			t.Fatalf("copy has %+v", g)
		}
		return nil
	})
	var buf bytes.Buffer
	if _, err := s.Backup(ctx, &buf); err != nil || buf.Len() == 0 {
		t.Fatalf("backup to writer: %v", err)
	}
}

func TestMigrationHookRunsFromOlderSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	// Make a file that claims schema 0.
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Update(func(tx *bolt.Tx) error {
		b, _ := tx.CreateBucketIfNotExists(bMeta)
		return b.Put(kSchema, []byte("0"))
	})
	db.Close()
	var ran []int
	step := func(from int) Migration {
		return Migration{From: from, Run: func(tx *bolt.Tx) error { ran = append(ran, from); return nil }}
	}
	s := open(t, path, Options{Migrations: []Migration{step(0), step(1), step(2), step(3), step(4), step(5), step(6)}})
	if fmt.Sprint(ran) != "[0 1 2 3 4 5 6]" {
		t.Fatalf("migrations ran %v, want [0 1 2 3 4 5 6]", ran)
	}
	if v, _ := s.SchemaVersionOnDisk(); v != SchemaVersion {
		t.Fatalf("schema %d after migration", v)
	}
	// A gap in the chain is refused rather than half-migrated.
	path2 := filepath.Join(t.TempDir(), "gap.db")
	db2, _ := bolt.Open(path2, 0o600, nil)
	_ = db2.Update(func(tx *bolt.Tx) error {
		b, _ := tx.CreateBucketIfNotExists(bMeta)
		return b.Put(kSchema, []byte("0"))
	})
	db2.Close()
	if _, err := Open(context.Background(), path2, Options{Migrations: []Migration{step(0)}}); err == nil {
		t.Fatal("a chain that stops short of the current schema opened")
	}
}

func TestNewerSchemaIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	db, _ := bolt.Open(path, 0o600, nil)
	_ = db.Update(func(tx *bolt.Tx) error {
		b, _ := tx.CreateBucketIfNotExists(bMeta)
		return b.Put(kSchema, []byte("99"))
	})
	db.Close()
	if _, err := Open(context.Background(), path, Options{}); err == nil {
		t.Fatal("a newer schema opened")
	}
}

func TestClosedStoreRefusesWrites(t *testing.T) {
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "fray.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := s.Update(context.Background(), func(tx *Tx) error { return nil }); !errors.Is(err, ErrClosed) {
		t.Fatalf("got %v", err)
	}
}

// Schema 1 kept each channel's log and undo history in a nested bucket; the
// migration to 2 moves them into flat rings, in order, and drops the buckets.
func TestMigrationFromNestedHistory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Update(func(tx *bolt.Tx) error {
		meta, _ := tx.CreateBucketIfNotExists(bMeta)
		_ = meta.Put(kSchema, []byte("1"))
		for _, name := range [][]byte{bLogs, bUndo} {
			parent, _ := tx.CreateBucketIfNotExists(name)
			nested, _ := parent.CreateBucket([]byte(ChannelKey("g", "c")))
			for i := 1; i <= 3; i++ {
				seq, _ := nested.NextSequence()
				var k [8]byte
				binary.BigEndian.PutUint64(k[:], seq)
				v := []byte(fmt.Sprint(string(name), i))
				if string(name) == string(bUndo) { // a snapshot is a channel value
					v = []byte(fmt.Sprintf(`{"system":"undo%d"}`, i))
				}
				_ = nested.Put(k[:], v)
			}
		}
		return nil
	})
	db.Close()
	s := open(t, path, Options{})
	ctx := context.Background()
	_ = s.View(ctx, func(tx *Tx) error {
		logs, _ := tx.Logs("g", "c", 10)
		if fmt.Sprintf("%s", logs) != "[logs1 logs2 logs3]" {
			t.Fatalf("logs after migration %s", logs)
		}
		if tx.tx.Bucket(bLogs).Bucket([]byte(ChannelKey("g", "c"))) != nil {
			t.Fatal("the nested bucket survived")
		}
		return nil
	})
	var popped []byte
	_ = s.Update(ctx, func(tx *Tx) error {
		popped, _, _ = tx.PopUndo("g", "c")
		return nil
	})
	if c, err := DecodeChannel(popped); err != nil || c.System != "undo3" {
		t.Fatalf("newest undo after migration %+v, %v", c, err)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

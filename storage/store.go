// Package storage keeps Fray's state in one bbolt file: guild and channel
// settings, each channel's encounter, character sheets, the encounter log and
// the undo history. It knows nothing of Discord: keys are plain strings.
//
// Writes go through a commit queue (see commit.go) that runs concurrent
// mutations in one bbolt transaction and one fsync, each mutation exactly once
// and atomically on its own (its writes are staged and applied only when it
// succeeds), and acknowledges each caller only after the commit is durable.
package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// Bucket names.
var (
	bMeta     = []byte("meta")
	bGuilds   = []byte("guilds")
	bChannels = []byte("channels")
	bSheets   = []byte("sheets")
	bLogs     = []byte("logs") // the log until schema 4 (now beside the channel)
	bUndo     = []byte("undo") // the undo history until schema 4
	kSchema   = []byte("schema")
)

// SchemaVersion is the layout this code writes. Opening an older file runs the
// migrations between its version and this one.
const SchemaVersion = 7

// Migration upgrades the file from version From to From+1 inside one transaction.
type Migration struct {
	From int
	Run  func(tx *bolt.Tx) error
}

// migrations is the ordered list of upgrades. A new layout appends
// {From: SchemaVersion, Run: …} and raises SchemaVersion.
func migrations() []Migration {
	return []Migration{
		// 1 → 2: the log and undo history move from a nested bucket per
		// channel to flat rings (history.go).
		{From: 1, Run: migrateNestedHistory},
		// 2 → 3: undo entries become delta lists (undo.go) and the log a
		// ring of chunks (logring.go). Both read schema 2's values as they
		// are and rewrite them on their next change, so nothing is moved
		// here; the version keeps an older Fray from misreading the new
		// values.
		{From: 2, Run: func(*bolt.Tx) error { return nil }},
		// 3 → 4: the log and the undo list move beside the channel's value
		// in the channels bucket (history.go).
		{From: 3, Run: migrateHistoryBeside},
		// 4 → 5: characters keep their condition between fights
		// (Channel.Party); those who fought here join the party unhurt.
		{From: 4, Run: migrateParty},
		// 5 → 6: records are MessagePack instead of JSON
		// (msgpack_migration.go).
		{From: 5, Run: migrateToMessagePack},
		// 6 → 7: the systems' combat states inside the records are
		// MessagePack instead of JSON (state_migration.go).
		{From: 6, Run: migrateStatesToMessagePack},
	}
}

// ErrLocked is returned when another process holds the database file.
var ErrLocked = errors.New("the database is in use by another Fray process (another instance is running?)")

// Options tune Open.
type Options struct {
	// LockTimeout bounds the wait for the file lock (default 2 s).
	LockTimeout time.Duration
	// Naive commits every mutation in its own transaction (for comparison in
	// `fray bench --naive`).
	Naive bool
	// MaxBatch bounds how many mutations share one commit (default 256).
	MaxBatch int
	// UndoDepth bounds the undo history per channel (default 20).
	UndoDepth int
	// LogKeep bounds the encounter log per channel (default 500).
	LogKeep int
	// Migrations overrides the built-in list (tests).
	Migrations []Migration
	// Slow, when set, is called before each commit (tests inject a slow disk).
	Slow func()
	// OnCommit, when set, is told each commit's duration (bbolt's commit:
	// page writes and fdatasyncs, not the queue before it), how many
	// mutations it carried and its error (metrics: DB commit latency).
	OnCommit func(d time.Duration, mutations int, err error)
	// SkipCheck skips the start-up walk over every page of an existing file
	// and bbolt's tx.Check (filecheck.go), and lets a file with one damaged
	// meta page open at the other meta page's commit. The checks of the
	// header and of the file's length still run: they are what keeps a short
	// file from faulting.
	SkipCheck bool
	// FailCommit, when set, is called before each commit; an error it
	// returns fails the commit as a disk error would (tests: a full disk).
	FailCommit func() error
}

// initialMmapSize is the address space bbolt maps for the file from the
// start. bbolt maps the file 32 KiB at first and doubles the mapping as the
// file grows; each remap waits, inside a commit, until every read
// transaction has closed, so a growing database stalled the commit queue
// (and every request waiting on it) behind handlers' reads. Mapping 1 GiB at
// once costs address space only: pages count in memory when they are read,
// as before. (etcd maps 10 GiB for the same reason.) On a 32-bit machine,
// whose address space is small, bbolt's growing map is kept.
const initialMmapSize = int(1<<30) * int(^uint(0)>>63)

// Store is the open database.
type Store struct {
	db   *bolt.DB
	opts Options
	q    *committer
}

// Open opens or creates the database at path, takes its lock within the
// timeout, creates the buckets and runs migrations.
func Open(ctx context.Context, path string, opts Options) (*Store, error) {
	if opts.LockTimeout <= 0 {
		opts.LockTimeout = 2 * time.Second
	}
	if opts.MaxBatch <= 0 {
		opts.MaxBatch = 256
	}
	if opts.UndoDepth <= 0 {
		opts.UndoDepth = 20
	}
	if opts.LogKeep <= 0 {
		opts.LogKeep = 500
	}
	if opts.Migrations == nil {
		opts.Migrations = migrations()
	}
	switch info, err := os.Stat(path); {
	case err == nil:
		if !info.Mode().IsRegular() {
			return nil, fmt.Errorf("open %s: not a regular file (%s)", path, info.Mode().Type())
		}
		// An existing file is checked before bbolt maps it.
		if err := checkExisting(path, opts); err != nil {
			return nil, err
		}
	case errors.Is(err, fs.ErrNotExist):
		if dir := filepath.Dir(path); dir != "" {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database folder: %w", err)
			}
		}
	default:
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: opts.LockTimeout, InitialMmapSize: initialMmapSize})
	if err != nil {
		if errors.Is(err, bolterrors.ErrTimeout) {
			return nil, fmt.Errorf("open %s: %w", path, ErrLocked)
		}
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	s := &Store{db: db, opts: opts}
	if err := s.init(); err != nil {
		db.Close()
		return nil, err
	}
	s.q = newCommitter(db, opts)
	return s, nil
}

func (s *Store) init() error {
	return s.db.Update(func(tx *bolt.Tx) error {
		for _, b := range [][]byte{bMeta, bGuilds, bChannels, bSheets, bLogs, bUndo} {
			if _, err := tx.CreateBucketIfNotExists(b); err != nil {
				return fmt.Errorf("create bucket %s: %w", b, err)
			}
		}
		meta := tx.Bucket(bMeta)
		ver := 0
		if v := meta.Get(kSchema); v != nil {
			if _, err := fmt.Sscanf(string(v), "%d", &ver); err != nil {
				return fmt.Errorf("read schema version %q: %w", v, err)
			}
		} else {
			ver = SchemaVersion // a new file starts at the current layout
		}
		if ver > SchemaVersion {
			return fmt.Errorf("database schema %d is newer than this Fray (%d): upgrade Fray", ver, SchemaVersion)
		}
		for _, m := range s.opts.Migrations {
			if m.From < ver {
				continue
			}
			if m.From != ver {
				return fmt.Errorf("no migration from schema %d", ver)
			}
			if err := m.Run(tx); err != nil {
				return fmt.Errorf("migrate schema %d→%d: %w", m.From, m.From+1, err)
			}
			ver++
		}
		if ver != SchemaVersion {
			return fmt.Errorf("no migration from schema %d to %d", ver, SchemaVersion)
		}
		return meta.Put(kSchema, []byte(fmt.Sprint(ver)))
	})
}

// SchemaVersionOnDisk reads the stored schema version.
func (s *Store) SchemaVersionOnDisk() (int, error) {
	ver := 0
	err := s.db.View(func(tx *bolt.Tx) error {
		_, err := fmt.Sscanf(string(tx.Bucket(bMeta).Get(kSchema)), "%d", &ver)
		return err
	})
	return ver, err
}

// Close waits for queued commits and closes the file.
func (s *Store) Close() error {
	s.q.close()
	return s.db.Close()
}

// Update runs fn as one atomic mutation and returns after it is durable.
func (s *Store) Update(ctx context.Context, fn func(*Tx) error) error {
	return s.q.submit(ctx, fn)
}

// View runs fn in a read-only transaction.
func (s *Store) View(ctx context.Context, fn func(*Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.db.View(func(tx *bolt.Tx) error { return fn(&Tx{tx: tx, s: s, logKeep: s.opts.LogKeep}) })
}

// Check runs bbolt's consistency check and returns its first finding.
func (s *Store) Check() error { return boltCheck(s.db) }

// Size reports the database file's size in bytes.
func (s *Store) Size() int64 {
	var n int64
	_ = s.db.View(func(tx *bolt.Tx) error { n = tx.Size(); return nil })
	return n
}

// Path is the database file's path.
func (s *Store) Path() string { return s.db.Path() }

// DiskStats is what bbolt reports of its writes and its free list.
type DiskStats struct {
	Writes        int64 // page writes (a run of adjacent pages is one)
	FreePages     int   // pages on the free list
	FreelistBytes int   // the free list's size as written on each commit
}

// DiskStats reports bbolt's write counters and free list.
func (s *Store) DiskStats() DiskStats {
	st := s.db.Stats()
	return DiskStats{Writes: st.TxStats.GetWrite(), FreePages: st.FreePageN, FreelistBytes: st.FreelistInuse}
}

package storage

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A backup onto the live database's own path used to rename the copy over
// it: the store kept writing to a deleted file, and a second instance could
// take the path's lock. Every way of naming the live file is refused, and
// the store goes on writing to the file at its path.
func TestBackupRefusesTheLiveFile(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "fray.db")
	s := open(t, live, Options{})
	ctx := context.Background()
	put := func(system string) {
		t.Helper()
		if err := s.Update(ctx, func(tx *Tx) error { return tx.PutGuild("g", Guild{System: system}) }); err != nil {
			t.Fatal(err)
		}
	}
	put("medieval")
	before, _ := os.Stat(live)

	if err := os.Symlink(live, filepath.Join(dir, "link.db")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(live, filepath.Join(dir, "hard.db")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(dir, filepath.Join(dir, "same-dir")); err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	rel, _ := filepath.Rel(wd, live)
	for _, target := range []string{
		live,
		rel,
		filepath.Join(dir, ".", "sub", "..", "fray.db"),
		filepath.Join(dir, "same-dir", "fray.db"),
		filepath.Join(dir, "link.db"),
		filepath.Join(dir, "hard.db"),
	} {
		_, err := s.BackupFile(ctx, target)
		if !errors.Is(err, ErrBackupOntoLive) {
			t.Errorf("backup to %s: got %v, want a refusal", target, err)
		}
	}
	after, _ := os.Stat(live)
	if !os.SameFile(before, after) {
		t.Fatal("the live file was replaced")
	}
	// The store still writes to the file at its path, and holds its lock.
	put("klondike")
	if _, err := Open(ctx, live, Options{LockTimeout: 100e6}); !errors.Is(err, ErrLocked) {
		t.Fatalf("a second open of the live file: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".fray-backup-") {
			t.Fatalf("a refused backup left %s", e.Name())
		}
	}
}

func TestBackupRefusesATargetThatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	s := open(t, filepath.Join(dir, "fray.db"), Options{})
	if err := os.Mkdir(filepath.Join(dir, "folder"), 0o700); err != nil {
		t.Fatal(err)
	}
	_, err := s.BackupFile(context.Background(), filepath.Join(dir, "folder"))
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("backup onto a folder: %v", err)
	}
}

// A folder whose fsync fails could lose the renamed copy in a crash after
// it was reported written: refused before anything is written. /proc is
// such a folder on Linux (fsync there is EINVAL).
func TestBackupRefusesAFolderThatCannotBeFsynced(t *testing.T) {
	d, err := os.Open("/proc")
	if err != nil {
		t.Skip("no /proc")
	}
	serr := d.Sync()
	d.Close()
	if !errors.Is(serr, syscall.EINVAL) {
		t.Skipf("fsync of /proc: %v", serr)
	}
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	_, err = s.BackupFile(context.Background(), "/proc/fray-backup.db")
	if err == nil || !strings.Contains(err.Error(), "cannot be fsynced") {
		t.Fatalf("backup into /proc: %v", err)
	}
}

// A backup is a database that passes the whole start-up check.
func TestBackupIsACheckedDatabase(t *testing.T) {
	src := writeTestDB(t, 200)
	s := open(t, src, Options{})
	dest := filepath.Join(t.TempDir(), "backup.db")
	n, err := s.BackupFile(context.Background(), dest)
	if err != nil || n == 0 {
		t.Fatalf("backup: %d %v", n, err)
	}
	cp := open(t, dest, Options{})
	if err := cp.Check(); err != nil {
		t.Fatal(err)
	}
	guilds, err := cp.Guilds(context.Background())
	if err != nil || len(guilds) != 7 {
		t.Fatalf("the copy holds guilds %v (%v)", guilds, err)
	}
}

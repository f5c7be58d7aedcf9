package storage

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"

	"fray/rules"
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

// A backup of schema 6's MessagePack records opens as the current schema
// and reads back every record: the channel, its undo snapshot and log line,
// a sheet and a guild's settings.
func TestBackupReadsBackItsRecords(t *testing.T) {
	ctx := context.Background()
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	fight := fightChannel(4)
	before := Channel{System: "medieval"}
	sheet := rules.Sheet{Name: "Ann", Stats: map[string]int{"REF": 7}, Weapons: []rules.Weapon{{Name: "Sword", Spec: "2d6"}}}
	line, err := Marshal(&Guild{System: "a log line's stand-in"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Update(ctx, func(tx *Tx) error { return tx.PutChannel("g", "c", before) }); err != nil {
		t.Fatal(err)
	}
	err = s.Update(ctx, func(tx *Tx) error {
		if err := tx.PushUndo("g", "c", tx.ChannelRaw("g", "c")); err != nil {
			return err
		}
		if err := tx.AppendLog("g", "c", line); err != nil {
			return err
		}
		if err := tx.PutSheet("g", "u", "medieval", sheet); err != nil {
			return err
		}
		if err := tx.PutGuild("g", Guild{System: "klondike", GMRole: "7"}); err != nil {
			return err
		}
		return tx.PutChannel("g", "c", *fight)
	})
	if err != nil {
		t.Fatal(err)
	}
	dest := filepath.Join(t.TempDir(), "backup.db")
	if _, err := s.BackupFile(ctx, dest); err != nil {
		t.Fatal(err)
	}
	cp := open(t, dest, Options{})
	if v, err := cp.SchemaVersionOnDisk(); err != nil || v != SchemaVersion {
		t.Fatalf("the copy says schema %d (%v)", v, err)
	}
	err = cp.Update(ctx, func(tx *Tx) error {
		if c, err := tx.Channel("g", "c"); err != nil || !reflect.DeepEqual(&c, fight) {
			t.Errorf("channel %+v, %v", c, err)
		}
		if sh, ok, err := tx.Sheet("g", "u", "medieval"); !ok || err != nil || !reflect.DeepEqual(sh, sheet) {
			t.Errorf("sheet %+v, %v %v", sh, ok, err)
		}
		if g, err := tx.Guild("g"); err != nil || g != (Guild{System: "klondike", GMRole: "7"}) {
			t.Errorf("guild %+v, %v", g, err)
		}
		if logs, err := tx.Logs("g", "c", 10); err != nil || len(logs) != 1 || !bytes.Equal(logs[0], line) {
			t.Errorf("log %x, %v", logs, err)
		}
		snap, ok, err := tx.PopUndo("g", "c")
		if err != nil || !ok {
			t.Fatalf("undo: %v %v", ok, err)
		}
		if c, err := DecodeChannel(snap); err != nil || !reflect.DeepEqual(c, before) {
			t.Errorf("undo snapshot %+v, %v", c, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

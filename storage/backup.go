package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	bolt "go.etcd.io/bbolt"
)

// Backup writes a consistent hot copy of the database to w.
func (s *Store) Backup(ctx context.Context, w io.Writer) (int64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	var n int64
	err := s.db.View(func(tx *bolt.Tx) error {
		var err error
		n, err = tx.WriteTo(w)
		return err
	})
	return n, err
}

// BackupFile writes a hot copy to path: a temporary file beside it,
// fsynced, renamed over path, and the folder fsynced so that the rename
// survives a crash. It refuses, before writing anything, the live
// database's own file (by name, or by identity: a hard or symbolic link to
// it), since renaming over it would leave the bot writing to a deleted file
// and free its lock for a second instance; a path that exists and is not a
// regular file; and a folder that cannot be fsynced, where the copy could
// be lost in a crash after it was reported written.
func (s *Store) BackupFile(ctx context.Context, path string) (int64, error) {
	if err := s.checkBackupTarget(path); err != nil {
		return 0, err
	}
	dir := filepath.Dir(path)
	if err := syncDir(dir); err != nil {
		return 0, fmt.Errorf("backup to %s: the folder %s cannot be fsynced, so the copy could be lost in a crash (%w): choose a folder on a local filesystem", path, dir, err)
	}
	tmp, err := os.CreateTemp(dir, ".fray-backup-*")
	if err != nil {
		return 0, fmt.Errorf("backup to %s: create a temporary copy: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	n, err := s.Backup(ctx, tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err == nil {
		err = syncDir(dir)
	}
	if err != nil {
		return 0, fmt.Errorf("backup to %s: %w", path, err)
	}
	return n, nil
}

// ErrBackupOntoLive is returned for a backup whose target is the live
// database file.
var ErrBackupOntoLive = errors.New("the backup's target is the live database itself")

// checkBackupTarget refuses a target that is the live database file or is
// not a regular file.
func (s *Store) checkBackupTarget(path string) error {
	live := s.Path()
	if samePath(path, live) {
		return fmt.Errorf("backup to %s: %w (database.path): a copy renamed over it would replace the file the bot is writing; choose another path", path, ErrBackupOntoLive)
	}
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("backup to %s: %w", path, err)
	case !info.Mode().IsRegular():
		return fmt.Errorf("backup to %s: it exists and is not a regular file (%s); choose another path", path, info.Mode().Type())
	}
	if liveInfo, err := os.Stat(live); err == nil && os.SameFile(info, liveInfo) {
		return fmt.Errorf("backup to %s: %w (the same file as %s, through a link): a copy renamed over it would replace the file the bot is writing; choose another path", path, ErrBackupOntoLive, live)
	}
	return nil
}

// samePath reports whether a and b name the same path once made absolute
// and their folders' symbolic links resolved (the target need not exist).
func samePath(a, b string) bool {
	resolve := func(p string) string {
		p, err := filepath.Abs(p)
		if err != nil {
			return p
		}
		if dir, err := filepath.EvalSymlinks(filepath.Dir(p)); err == nil {
			return filepath.Join(dir, filepath.Base(p))
		}
		return p
	}
	return resolve(a) == resolve(b)
}

// syncDir fsyncs a folder, making the names created or renamed in it
// durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

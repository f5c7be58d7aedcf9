//go:build unix

package storage

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lockShared takes a shared advisory lock on f within timeout, as bbolt
// does for a read-only open: a running Fray holds the exclusive one, so
// the file cannot be checked while it writes. ok is false on a timeout.
func lockShared(f *os.File, timeout time.Duration) (ok bool, err error) {
	deadline := time.Now().Add(timeout)
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB)
		if err == nil {
			return true, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			return false, err
		}
		if time.Now().After(deadline) {
			return false, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// mapFile maps size bytes of f read-only for the walk: a page is then
// sliced, not read with a system call each (most of the walk's time). The
// walk reads only pages it has checked lie inside the file, and runs with
// faults turned into panics in case the file shrinks meanwhile.
func mapFile(f *os.File, size int64) (data []byte, unmap func(), err error) {
	if size <= 0 || int64(int(size)) != size {
		return nil, nil, errors.New("cannot map the file")
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, err
	}
	return data, func() { _ = syscall.Munmap(data) }, nil
}

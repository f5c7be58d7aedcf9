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

//go:build !unix

package storage

import (
	"errors"
	"os"
	"time"
)

// lockShared takes no lock where flock does not exist: bbolt's own lock,
// taken right after the check, still keeps a second Fray out.
func lockShared(*os.File, time.Duration) (bool, error) { return true, nil }

// mapFile does not map: the walk reads each page instead.
func mapFile(*os.File, int64) ([]byte, func(), error) {
	return nil, nil, errors.New("no mapping on this system")
}

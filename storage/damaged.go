package storage

import (
	"errors"
	"fmt"
)

// ErrDamaged matches every DamagedError: a database file, or a record in
// it, that cannot be trusted.
var ErrDamaged = errors.New("the database is damaged")

// DamagedError says what is wrong with a database file or one of its
// records, in words an operator can act on.
type DamagedError struct {
	// Path is the database file (empty for a record read inside a
	// transaction).
	Path string
	// Record names the unreadable record ("channels/<guild>/<channel>"),
	// empty when the file as a whole is refused.
	Record string
	// Reason says what is wrong.
	Reason string
	// Err is the underlying error, if any.
	Err error
	// Skippable is set when opening with Options.SkipCheck would get past
	// the refusal (a damaged meta page whose twin is sound), so the
	// message can name that way out.
	Skippable bool
}

// Is reports that a DamagedError is ErrDamaged.
func (e *DamagedError) Is(target error) bool { return target == ErrDamaged }

// Unwrap returns the underlying error.
func (e *DamagedError) Unwrap() error { return e.Err }

func (e *DamagedError) Error() string {
	if e.Record != "" {
		why := e.Reason
		if e.Err != nil {
			why += ": " + e.Err.Error()
		}
		return fmt.Sprintf("the stored record %s cannot be read (%s); the other records are served: restore the database from a backup to get it back", e.Record, why)
	}
	why := e.Reason
	if e.Err != nil {
		why += ": " + e.Err.Error()
	}
	msg := fmt.Sprintf("the database %s is damaged: %s. It was left untouched: stop Fray and restore it from a backup "+
		"(copy the backup to %s), or move it aside to start with an empty database", e.Path, why, e.Path)
	if e.Skippable {
		msg += "; or open it as it was at its previous commit by skipping the start-up check"
	}
	return msg
}

// damagedRecord is the error for a stored value that does not decode.
func damagedRecord(bucket []byte, key string, err error) error {
	return &DamagedError{Record: string(bucket) + "/" + key, Reason: "it does not decode", Err: err}
}

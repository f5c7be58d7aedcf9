package storage

import (
	"context"
	"strconv"
	"sync"
	"time"
)

// kProbe is the meta key a health probe writes: the probe's time, so that
// every probe changes a page and makes a real commit (two fdatasyncs).
var kProbe = []byte("probe")

// commitHealth keeps the outcome of the last commits that carried data.
type commitHealth struct {
	mu     sync.Mutex
	status CommitStatus
}

func (h *commitHealth) record(err error) {
	now := time.Now()
	h.mu.Lock()
	if err == nil {
		h.status.LastOK = now
	} else {
		h.status.LastFailed, h.status.LastErr = now, err
	}
	h.mu.Unlock()
}

// CommitStatus is the outcome of the store's commits of data since Open.
// Health probes do not count: a probe's small write may still commit,
// reusing free pages, on a disk too full for a fight's.
type CommitStatus struct {
	LastOK     time.Time // the last commit that succeeded (zero: none yet)
	LastFailed time.Time // the last one that failed (zero: none)
	LastErr    error     // why it failed
	// Stopped is set when a commit failed inside bbolt and the store takes
	// no more writes.
	Stopped error
}

// Failing reports whether the last commit of data failed, with no
// successful one since, or whether writes are stopped.
func (c CommitStatus) Failing() bool {
	return c.Stopped != nil || !c.LastFailed.IsZero() && !c.LastOK.After(c.LastFailed)
}

// CommitStatus reports the outcome of the store's commits of data.
func (s *Store) CommitStatus() CommitStatus {
	s.q.health.mu.Lock()
	st := s.q.health.status
	s.q.health.mu.Unlock()
	if d := s.q.stopped.Load(); d != nil {
		st.Stopped = d
	}
	return st
}

// Probe commits a small write through the commit queue, as a fight's
// mutation does, and returns the commit's error: a store that cannot write
// says so here. It does not change CommitStatus.
func (s *Store) Probe(ctx context.Context) error {
	stamp := []byte(strconv.FormatInt(time.Now().UnixNano(), 10))
	return s.q.submitRequest(ctx, func(t *Tx) error {
		t.putRaw(bMeta, string(kProbe), stamp)
		return nil
	}, true)
}

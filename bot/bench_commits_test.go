package bot

import (
	"testing"
	"time"
)

func TestCommitTailSummary(t *testing.T) {
	c := newCommitTail()
	// 100 commits: 98 of 1 ms carrying 10 mutations each, one of 12 ms
	// carrying 40 and one of 25 ms carrying 60.
	for range 98 {
		c.record(time.Millisecond, 10, nil)
	}
	c.record(12*time.Millisecond, 40, nil)
	c.record(25*time.Millisecond, 60, nil)
	s := c.summary()
	want := commitSummary{P50: 1, P99: 12, Max: 25, Slow: 2, SlowShare: 100.0 / 1080, SlowMS: 37}
	if s != want {
		t.Fatalf("summary %+v, want %+v", s, want)
	}
	if (&commitTail{}).summary() != (commitSummary{}) {
		t.Fatal("an empty run must summarise to zeros")
	}
}

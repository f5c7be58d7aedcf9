package bot

import (
	"runtime"
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

func TestStealShare(t *testing.T) {
	a := cpuTimes{total: 1000, steal: 10}
	b := cpuTimes{total: 2000, steal: 160}
	if got := stealShare(a, b); got != 0.15 {
		t.Fatalf("steal share %v, want 0.15", got)
	}
	if stealShare(b, a) != 0 || stealShare(cpuTimes{}, cpuTimes{}) != 0 {
		t.Fatal("no time passed: want 0")
	}
	if runtime.GOOS == "linux" {
		if c := readCPUTimes(); c.total == 0 || c.idle > c.total {
			t.Fatalf("/proc/stat read as %+v", c)
		}
	}
}

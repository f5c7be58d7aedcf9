package bot

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// slowCommit is the commit duration past which a batch's requests cannot
// meet the 10 ms p99 target whatever the bot does: they waited for it, and
// the requests that arrived meanwhile waited for it too.
const slowCommit = 10 * time.Millisecond

// commitTail records every commit of a bench run (storage.Options.OnCommit),
// so the report can tell a slow disk from a slow bot. On this VM's disk a
// flush stalls now and then for 5–25 ms, in every file at once; such a stall
// lands in the latency of every request queued behind it.
type commitTail struct {
	mu   sync.Mutex
	durs []time.Duration
	muts []int
}

func newCommitTail() *commitTail {
	return &commitTail{durs: make([]time.Duration, 0, 8192), muts: make([]int, 0, 8192)}
}

// record is the store's OnCommit hook: the writer goroutine calls it once
// per batch (naive mode: once per mutation, from many goroutines).
func (c *commitTail) record(d time.Duration, mutations int, _ error) {
	c.mu.Lock()
	c.durs = append(c.durs, d)
	c.muts = append(c.muts, mutations)
	c.mu.Unlock()
}

// commitSummary is the run's commit-duration tail.
type commitSummary struct {
	P50, P99, Max float64 // ms
	Slow          int     // commits over slowCommit
	// SlowShare is the fraction of the committed mutations that a commit over
	// slowCommit carried: a floor under the share of requests over 10 ms.
	SlowShare float64
	// SlowMS is the time spent in commits over slowCommit, in ms.
	SlowMS float64
}

func (c *commitTail) summary() commitSummary {
	c.mu.Lock()
	defer c.mu.Unlock()
	var s commitSummary
	if len(c.durs) == 0 {
		return s
	}
	var total, slow int
	var slowTime time.Duration
	for k, d := range c.durs {
		total += c.muts[k]
		if d > slowCommit {
			s.Slow++
			slow += c.muts[k]
			slowTime += d
		}
	}
	sorted := slices.Clone(c.durs)
	slices.Sort(sorted)
	s.P50, s.P99, s.Max = ms(pct(sorted, 0.50)), ms(pct(sorted, 0.99)), ms(sorted[len(sorted)-1])
	if total > 0 {
		s.SlowShare = float64(slow) / float64(total)
	}
	s.SlowMS = ms(slowTime)
	return s
}

// cpuTimes is the first line of /proc/stat: the machine's CPU time by kind,
// in clock ticks (Linux; zero elsewhere).
type cpuTimes struct{ total, idle, iowait, steal uint64 }

func readCPUTimes() cpuTimes {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return cpuTimes{}
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return cpuTimes{}
	}
	var t cpuTimes
	for i, s := range f[1:9] { // user nice system idle iowait irq softirq steal
		n, _ := strconv.ParseUint(s, 10, 64)
		t.total += n
		switch i {
		case 3:
			t.idle = n
		case 4:
			t.iowait = n
		case 7:
			t.steal = n
		}
	}
	return t
}

// stealShare is the share of the machine's CPU time between a and b that
// the hypervisor gave to other guests: on a shared VM the same build's p99
// moves several-fold with it, so a bench report says how much there was.
func stealShare(a, b cpuTimes) float64 {
	if b.total <= a.total {
		return 0
	}
	return float64(b.steal-a.steal) / float64(b.total-a.total)
}

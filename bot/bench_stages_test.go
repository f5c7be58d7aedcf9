package bot

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// With --stages every mutation's timeline reaches the commit queue through
// the router's context and is filled in order, in both modes, and the
// bands add up: a band's stage means sum to the mean latency of its
// mutations.
func TestBenchStages(t *testing.T) {
	for _, naive := range []bool{false, true} {
		cfg := benchConfig{channels: 6, count: 240, duration: time.Minute, naive: naive, dbPath: filepath.Join(t.TempDir(), "b.db"), stages: true}
		res, err := runBench(context.Background(), cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Stages) != 4 {
			t.Fatalf("naive=%v: %d bands, want 4", naive, len(res.Stages))
		}
		mutations := 0
		for _, b := range res.Stages {
			mutations += b.Mutations
			if b.Mutations > 0 && b.Batch < 1 {
				t.Errorf("naive=%v: band %s: batch %.1f, want ≥ 1", naive, b.Band, b.Batch)
			}
			for name, v := range map[string]float64{"start": b.StartMS, "before": b.BeforeMS, "queue": b.QueueMS, "run": b.RunMS, "wait commit": b.WaitCommit, "commit": b.CommitMS, "wake": b.WakeMS, "after": b.AfterMS} {
				if v < 0 {
					t.Errorf("naive=%v: band %s: %s %.3f ms < 0: a stage recorded out of order", naive, b.Band, name, v)
				}
			}
		}
		if mutations == 0 {
			t.Fatalf("naive=%v: no band holds a mutation with a timeline: %+v", naive, res.Stages)
		}
	}
}

// The bands are cut from the latency order and average each stage over
// the band's mutations: 200 requests, the i-th taking i ms of commit and
// 1 ms of everything else, every tenth a roll that stores nothing.
func TestStageBandsArithmetic(t *testing.T) {
	base := time.Unix(1_700_000_000, 0)
	ms := time.Millisecond
	var recs []*requestStages
	for i := range 200 {
		r := &requestStages{sent: base}
		r.started = r.sent.Add(ms)
		if i%10 == 0 {
			r.ended = r.started.Add(time.Duration(i) * ms)
			recs = append(recs, r)
			continue
		}
		tl := &r.tl
		tl.Submitted = r.started.Add(ms)
		tl.RunStart = tl.Submitted.Add(ms)
		tl.RunEnd = tl.RunStart.Add(ms)
		tl.CommitStart = tl.RunEnd.Add(ms)
		tl.CommitEnd = tl.CommitStart.Add(time.Duration(i) * ms)
		tl.Woke = tl.CommitEnd.Add(ms)
		tl.Batch = 4
		r.ended = tl.Woke.Add(ms)
		recs = append(recs, r)
	}
	bands := stageBands(recs)
	// p99 band: positions 197 and 198 of 200 in latency order, i = 197 and
	// 198 (7 ms + i each), both mutations.
	p99 := bands[2]
	if p99.Band != "p99" || p99.N != 2 || p99.Mutations != 2 {
		t.Fatalf("p99 band %+v", p99)
	}
	if p99.CommitMS != 197.5 || p99.QueueMS != 1 || p99.StartMS != 1 || p99.Batch != 4 || p99.TotalMS != 204.5 {
		t.Fatalf("p99 band means %+v, want commit 197.5, queue 1, start 1, batch 4, latency 204.5", p99)
	}
	sum := p99.StartMS + p99.BeforeMS + p99.QueueMS + p99.RunMS + p99.WaitCommit + p99.CommitMS + p99.WakeMS + p99.AfterMS
	if sum != p99.TotalMS {
		t.Fatalf("stages sum to %.2f ms, latency %.2f ms", sum, p99.TotalMS)
	}
	// The rolls count in N but not in the means.
	for _, b := range bands {
		if b.Mutations > b.N {
			t.Fatalf("band %s: %d mutations of %d", b.Band, b.Mutations, b.N)
		}
	}
}

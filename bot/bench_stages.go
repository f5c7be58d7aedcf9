package bot

import (
	"fmt"
	"io"
	"slices"
	"text/tabwriter"
	"time"

	"fray/storage"
)

// requestStages is one request's passage, for `fray bench --stages`: when
// the simulated channel sent it, when a handler goroutine began it and
// returned, and, for a mutation, its passage through the commit queue.
type requestStages struct {
	sent, started, ended time.Time
	tl                   storage.Timeline
}

// stageBand is the mean time per stage, in milliseconds, of the requests
// whose latency falls in one band of the distribution (From–To, as
// fractions). The stages of a mutation follow one another and sum to its
// latency:
//   - Start: from the send until a handler goroutine runs (a processor free);
//   - Before: the handler until it submits the mutation (parse, checks);
//   - Queue: until the runner begins it (the runner busy with earlier ones);
//   - Run: the mutation itself;
//   - WaitCommit: until its batch's commit begins (the rest of its batch,
//     and the commit in progress);
//   - Commit: its batch's bbolt commit (page writes, fdatasyncs);
//   - Wake: until the handler runs again (a processor free);
//   - After: the reply's render.
//
// A request that stores nothing (a roll) counts in the band's N but not in
// the stage means, which are over its Mutations.
type stageBand struct {
	Band       string  `json:"band"`
	From       float64 `json:"from"`
	To         float64 `json:"to"`
	N          int     `json:"n"`
	Mutations  int     `json:"mutations"`
	TotalMS    float64 `json:"total_ms"` // mean latency of all N
	Batch      float64 `json:"batch"`    // mean mutations per commit
	StartMS    float64 `json:"start_ms"`
	BeforeMS   float64 `json:"before_ms"`
	QueueMS    float64 `json:"queue_ms"`
	RunMS      float64 `json:"run_ms"`
	WaitCommit float64 `json:"wait_commit_ms"`
	CommitMS   float64 `json:"commit_ms"`
	WakeMS     float64 `json:"wake_ms"`
	AfterMS    float64 `json:"after_ms"`
}

// stageBands reports the bands around the median, p95 and p99, and the
// slowest half percent.
func stageBands(recs []*requestStages) []stageBand {
	done := make([]*requestStages, 0, len(recs))
	for _, r := range recs {
		if !r.ended.IsZero() {
			done = append(done, r)
		}
	}
	if len(done) == 0 {
		return nil
	}
	lat := func(r *requestStages) time.Duration { return r.ended.Sub(r.sent) }
	slices.SortFunc(done, func(a, b *requestStages) int { return int(lat(a) - lat(b)) })
	bands := []stageBand{
		{Band: "p50", From: 0.45, To: 0.55},
		{Band: "p95", From: 0.94, To: 0.96},
		{Band: "p99", From: 0.985, To: 0.995},
		{Band: "worst 0.5%", From: 0.995, To: 1},
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	for k := range bands {
		b := &bands[k]
		lo, hi := int(b.From*float64(len(done))), int(b.To*float64(len(done)))
		hi = max(hi, min(lo+1, len(done)))
		var total time.Duration
		var st [8]time.Duration
		batch := 0
		for _, r := range done[lo:hi] {
			b.N++
			total += lat(r)
			tl := r.tl
			if tl.Submitted.IsZero() || tl.Woke.IsZero() {
				continue
			}
			b.Mutations++
			batch += tl.Batch
			for i, d := range [8]time.Duration{
				r.started.Sub(r.sent), tl.Submitted.Sub(r.started), tl.RunStart.Sub(tl.Submitted), tl.RunEnd.Sub(tl.RunStart),
				tl.CommitStart.Sub(tl.RunEnd), tl.CommitEnd.Sub(tl.CommitStart), tl.Woke.Sub(tl.CommitEnd), r.ended.Sub(tl.Woke),
			} {
				st[i] += d
			}
		}
		if b.N > 0 {
			b.TotalMS = ms(total) / float64(b.N)
		}
		if m := b.Mutations; m > 0 {
			f := float64(m)
			b.Batch = float64(batch) / f
			b.StartMS, b.BeforeMS, b.QueueMS, b.RunMS = ms(st[0])/f, ms(st[1])/f, ms(st[2])/f, ms(st[3])/f
			b.WaitCommit, b.CommitMS, b.WakeMS, b.AfterMS = ms(st[4])/f, ms(st[5])/f, ms(st[6])/f, ms(st[7])/f
		}
	}
	return bands
}

// printStages writes the bands as a table.
func printStages(w io.Writer, mode string, bands []stageBand) {
	if len(bands) == 0 {
		return
	}
	fmt.Fprintf(w, "where the time went (%s; ms, mean per mutation of each band):\n", mode)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "band\tn\tmutations\tbatch\tstart\tbefore\tqueue\trun\twait commit\tcommit\twake\tafter\tlatency\t")
	for _, b := range bands {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t\n",
			b.Band, b.N, b.Mutations, b.Batch, b.StartMS, b.BeforeMS, b.QueueMS, b.RunMS, b.WaitCommit, b.CommitMS, b.WakeMS, b.AfterMS, b.TotalMS)
	}
	tw.Flush()
}

package storage

import (
	"context"
	"time"
)

// Timeline records when one mutation passed each stage of the commit queue.
// `fray bench --stages` attaches one to some requests' contexts
// (WithTimeline) to show where the slowest requests' time goes: waiting for
// the runner, for the commit in progress, for their own commit, or for a
// processor afterwards. A request without one records nothing.
type Timeline struct {
	Submitted   time.Time // the caller handed the mutation to the queue
	RunStart    time.Time // the runner began running it
	RunEnd      time.Time // and finished
	CommitStart time.Time // its batch's bbolt commit began
	CommitEnd   time.Time // and was on disk
	Woke        time.Time // the caller was running again, answer in hand
	Batch       int       // mutations in its commit
}

type timelineKey struct{}

// WithTimeline returns ctx carrying tl, which the mutation submitted with
// the returned context fills in.
func WithTimeline(ctx context.Context, tl *Timeline) context.Context {
	return context.WithValue(ctx, timelineKey{}, tl)
}

func timelineOf(ctx context.Context) *Timeline {
	tl, _ := ctx.Value(timelineKey{}).(*Timeline)
	return tl
}

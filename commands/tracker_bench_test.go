package commands_test

import (
	"context"
	"strconv"
	"testing"

	"fray/storage"
)

// BenchmarkTrackerRender draws the tracker embed (order, health lines,
// buttons) in Russian for fights of 10 and 50 combatants in each system.
func BenchmarkTrackerRender(b *testing.B) {
	a := newPerfApp(b, storage.Options{})
	for k, sys := range perfSystems() {
		for _, n := range []int{10, 50} {
			p := &perfChannel{a: a, guild: "g", channel: "render-" + strconv.Itoa(k) + "-" + strconv.Itoa(n)}
			p.startFight(b, sys.ID(), n)
			var ch storage.Channel
			if err := a.Store().View(context.Background(), func(tx *storage.Tx) error {
				var err error
				ch, err = tx.Channel(p.guild, p.channel)
				return err
			}); err != nil {
				b.Fatal(err)
			}
			b.Run(sys.ID()+"/"+strconv.Itoa(n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					d := a.TrackerData("ru", sys, &ch, ch.Encounter, nil)
					if len(d.Embeds) != 1 {
						b.Fatal("no embed")
					}
				}
			})
		}
	}
}

// BenchmarkDurableMutation is one Next click through App.Handle: load the
// channel, advance, snapshot for undo, log, save, durable commit, render.
// "serial" is one caller (a commit per click); "parallel-32" has 32
// channels clicking at once, so the commit queue shares fsyncs.
func BenchmarkDurableMutation(b *testing.B) {
	for _, naive := range []bool{false, true} {
		mode := "group"
		if naive {
			mode = "naive"
		}
		b.Run(mode+"/serial", func(b *testing.B) {
			a := newPerfApp(b, storage.Options{Naive: naive})
			p := &perfChannel{a: a, guild: "g", channel: "c"}
			p.startFight(b, "medieval", 6)
			b.ReportAllocs()
			for b.Loop() {
				p.click(b, "next")
			}
		})
		b.Run(mode+"/parallel-32", func(b *testing.B) {
			a := newPerfApp(b, storage.Options{Naive: naive})
			chans := make(chan *perfChannel, 32)
			for k := 0; k < 32; k++ {
				p := &perfChannel{a: a, guild: "g", channel: "c" + strconv.Itoa(k)}
				p.startFight(b, perfSystems()[k%3].ID(), 6)
				chans <- p
			}
			c0 := a.Store().Commits()
			b.SetParallelism(16) // × GOMAXPROCS goroutines; each takes its own channel
			b.ReportAllocs()
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				p := <-chans
				defer func() { chans <- p }()
				for pb.Next() {
					p.click(b, "next")
				}
			})
			b.ReportMetric(float64(b.N)/float64(a.Store().Commits()-c0), "clicks/commit")
		})
	}
}

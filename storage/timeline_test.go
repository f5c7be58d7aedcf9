package storage

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
)

// A mutation submitted with a Timeline gets every stage stamped, in order,
// in both commit modes; one without records nothing and still commits.
func TestTimelineStamped(t *testing.T) {
	for _, naive := range []bool{false, true} {
		s := open(t, filepath.Join(t.TempDir(), "t.db"), Options{Naive: naive})
		var wg sync.WaitGroup
		tls := make([]Timeline, 8)
		for i := range tls {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ctx := WithTimeline(context.Background(), &tls[i])
				if err := s.Update(ctx, func(tx *Tx) error { return tx.PutGuild(string(rune('a'+i)), Guild{System: "medieval"}) }); err != nil {
					t.Error(err)
				}
			}()
		}
		if err := s.Update(context.Background(), func(tx *Tx) error { return tx.PutGuild("plain", Guild{}) }); err != nil {
			t.Fatal(err)
		}
		wg.Wait()
		for i, tl := range tls {
			steps := []struct {
				name string
				at   int64
			}{
				{"submitted", tl.Submitted.UnixNano()}, {"run start", tl.RunStart.UnixNano()}, {"run end", tl.RunEnd.UnixNano()},
				{"commit start", tl.CommitStart.UnixNano()}, {"commit end", tl.CommitEnd.UnixNano()}, {"woke", tl.Woke.UnixNano()},
			}
			for k, st := range steps {
				if st.at <= 0 {
					t.Fatalf("naive=%v mutation %d: %s not stamped: %+v", naive, i, st.name, tl)
				}
				if k > 0 && st.at < steps[k-1].at {
					t.Fatalf("naive=%v mutation %d: %s before %s: %+v", naive, i, st.name, steps[k-1].name, tl)
				}
			}
			if tl.Batch < 1 || (naive && tl.Batch != 1) {
				t.Fatalf("naive=%v mutation %d: batch %d", naive, i, tl.Batch)
			}
		}
	}
}

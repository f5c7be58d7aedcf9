package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	bolt "go.etcd.io/bbolt"
)

// TestUndoHistoryAgainstModel drives a channel through random mutations —
// changes that push their before-value, writes without a push, undos of one
// or two steps, a cleared history — and checks every undo against a model
// that keeps whole snapshots, in both commit modes. It also checks that the
// stored history is smaller than the whole snapshots would be.
func TestUndoHistoryAgainstModel(t *testing.T) {
	for _, naive := range []bool{false, true} {
		t.Run(fmt.Sprintf("naive=%v", naive), func(t *testing.T) {
			s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{Naive: naive, UndoDepth: 8})
			ctx := context.Background()
			rng := rand.New(rand.NewPCG(1, 2))
			value := func(i int) Channel {
				c := Channel{System: "medieval", FlavourLast: map[string]int{"hit": i % 7}}
				c.Extra = map[string]json.RawMessage{}
				for k := 0; k < 4; k++ {
					c.Extra[fmt.Sprintf("c%d", k)] = []byte(fmt.Sprintf(`{"w":%d,"name":"Combatant %d with a long name"}`, (i*(k+3))%11, k))
				}
				return c
			}
			var model [][]byte // whole snapshots, newest last
			current := func() []byte {
				var raw []byte
				_ = s.View(ctx, func(tx *Tx) error { raw = append([]byte(nil), tx.ChannelRaw("g", "c")...); return nil })
				return raw
			}
			write := func(i int, push bool) {
				before := current()
				err := s.Update(ctx, func(tx *Tx) error {
					if push && before != nil {
						if err := tx.PushUndo("g", "c", tx.ChannelRaw("g", "c")); err != nil {
							return err
						}
					}
					return tx.PutChannel("g", "c", value(i))
				})
				if err != nil {
					t.Fatal(err)
				}
				if push && before != nil {
					model = append(model, before)
					if len(model) > 8 {
						model = model[1:]
					}
				}
			}
			undo := func(steps int, i int) {
				var got [][]byte
				err := s.Update(ctx, func(tx *Tx) error {
					for k := 0; k < steps; k++ {
						snap, ok, err := tx.PopUndo("g", "c")
						if err != nil {
							return err
						}
						if !ok {
							break
						}
						got = append(got, snap)
					}
					if len(got) == 0 {
						return nil
					}
					// Restore the last popped snapshot, changed a little as
					// the undo command does (a bookkeeping field).
					var c Channel
					if err := json.Unmarshal(got[len(got)-1], &c); err != nil {
						return err
					}
					c.NoFlavour = i%2 == 0
					return tx.PutChannel("g", "c", c)
				})
				if err != nil {
					t.Fatal(err)
				}
				for k, snap := range got {
					want := model[len(model)-1-k]
					if string(snap) != string(want) {
						t.Fatalf("step %d: undo %d of %d gave\n%s\nwant\n%s", i, k+1, steps, snap, want)
					}
				}
				model = model[:len(model)-len(got)]
			}
			write(0, false)
			for i := 1; i < 400; i++ {
				switch r := rng.IntN(10); {
				case r < 6:
					write(i, true)
				case r < 7:
					write(i, false) // bookkeeping: no push
				case r < 9:
					undo(1+rng.IntN(2), i)
				default:
					if err := s.Update(ctx, func(tx *Tx) error {
						if err := tx.ClearHistory("g", "c"); err != nil {
							return err
						}
						return tx.PutChannel("g", "c", value(i))
					}); err != nil {
						t.Fatal(err)
					}
					model = nil
				}
			}
			// Drain the model: every remaining snapshot comes back in order.
			for len(model) > 0 {
				undo(1, 1000)
			}
			var stored, whole int
			for i := 0; i < 8; i++ {
				write(2000+i, true)
			}
			_ = s.View(ctx, func(tx *Tx) error {
				stored = len(tx.bucket(bUndo).Get([]byte(ChannelKey("g", "c"))))
				return nil
			})
			if stored == 0 || len(model) != 8 {
				t.Fatalf("history of %d bytes, model of %d snapshots", stored, len(model))
			}
			for _, m := range model {
				whole += len(m)
			}
			if stored*4 > whole {
				t.Errorf("undo history takes %d bytes; whole snapshots would take %d", stored, whole)
			}
			if !strings.HasPrefix(string(current()), "{") {
				t.Fatal("the channel value must stay plain JSON")
			}
		})
	}
}

// A schema-2 history (a key per whole snapshot) still undoes, and becomes a
// list on its next change with nothing of the ring left behind.
func TestUndoReadsSchema2Ring(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	ctx := context.Background()
	key := ChannelKey("g", "c")
	snap := func(i int) []byte { return []byte(fmt.Sprintf(`{"system":"medieval","flavour_last":{"hit":%d}}`, i)) }
	if err := s.db.Update(func(btx *bolt.Tx) error {
		if err := btx.Bucket(bChannels).Put([]byte(key), snap(3)); err != nil {
			return err
		}
		for i := 0; i < 3; i++ {
			if err := ringAppend(btx.Bucket(bUndo), key, snap(i), 20); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	pop := func() string {
		var got string
		if err := s.Update(ctx, func(tx *Tx) error {
			v, ok, err := tx.PopUndo("g", "c")
			if err != nil || !ok {
				return fmt.Errorf("pop: %v %v", ok, err)
			}
			got = string(v)
			var c Channel
			if err := json.Unmarshal(v, &c); err != nil {
				return err
			}
			return tx.PutChannel("g", "c", c)
		}); err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := pop(); got != string(snap(2)) {
		t.Fatalf("first undo gave %s", got)
	}
	_ = s.View(ctx, func(tx *Tx) error {
		if first, next := ringBounds(tx.bucket(bUndo), key); next > first {
			t.Errorf("ring keys left after the history became a list: %d..%d", first, next)
		}
		return nil
	})
	if got := pop(); got != string(snap(1)) {
		t.Fatalf("second undo gave %s", got)
	}
	if got := pop(); got != string(snap(0)) {
		t.Fatalf("third undo gave %s", got)
	}
}

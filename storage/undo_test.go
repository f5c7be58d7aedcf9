package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
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
					c, err := DecodeChannel(got[len(got)-1])
					if err != nil {
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
				stored = len(tx.bucket(bChannels).Get(undoKey(ChannelKey("g", "c"))))
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
			if _, err := DecodeChannel(current()); err != nil {
				t.Fatalf("the channel value must stay whole: %v", err)
			}
		})
	}
}

// A schema-2 history (a key per whole snapshot in the undo bucket) and a
// schema-3 list (one value in the undo bucket) still undo after the move
// beside the channel (schema 4), and nothing is left in the old bucket.
func TestUndoAfterMigrationFromSchema2And3(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	snap := func(i int) []byte { return []byte(fmt.Sprintf(`{"system":"medieval","flavour_last":{"hit":%d}}`, i)) }
	ring, list := ChannelKey("g", "ring"), ChannelKey("g", "list")
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		meta, _ := tx.CreateBucketIfNotExists(bMeta)
		_ = meta.Put(kSchema, []byte("2"))
		cb, _ := tx.CreateBucketIfNotExists(bChannels)
		ub, _ := tx.CreateBucketIfNotExists(bUndo)
		for _, ch := range []string{ring, list} {
			_ = cb.Put([]byte(ch), snap(3))
		}
		for i := 0; i < 3; i++ {
			if err := ringAppend(ub, ring, snap(i), 20); err != nil {
				return err
			}
		}
		return ub.Put([]byte(list), encodeUndoList([][]byte{snap(0), snap(1), snap(2)}))
	}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s := open(t, path, Options{})
	ctx := context.Background()
	pop := func(channel string) string {
		var got string
		if err := s.Update(ctx, func(tx *Tx) error {
			v, ok, err := tx.PopUndo("g", channel)
			if err != nil || !ok {
				return fmt.Errorf("pop: %v %v", ok, err)
			}
			c, err := DecodeChannel(v)
			if err != nil {
				return err
			}
			got = fmt.Sprint(c.FlavourLast["hit"])
			return tx.PutChannel("g", channel, c)
		}); err != nil {
			t.Fatal(err)
		}
		return got
	}
	for _, channel := range []string{"ring", "list"} {
		for i := 2; i >= 0; i-- {
			if got := pop(channel); got != fmt.Sprint(i) {
				t.Fatalf("%s: undo gave hit %s, want %d", channel, got, i)
			}
		}
	}
	_ = s.View(ctx, func(tx *Tx) error {
		n := 0
		_ = tx.tx.Bucket(bUndo).ForEach(func(k, v []byte) error { n++; return nil })
		if n != 0 {
			t.Errorf("%d keys left in the old undo bucket", n)
		}
		return nil
	})
}

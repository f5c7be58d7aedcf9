package storage

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	bolt "go.etcd.io/bbolt"
)

func logLine(i int) []byte {
	return []byte(fmt.Sprintf(`{"r":%d,"t":17644%05d,"u":"Player %d","n":[{"k":"log.attack","a":{"Name":"Orc %d","Damage":%d}}]}`, i/7+1, i*13, i%3, i%5, i%11))
}

// The log reads back exactly the newest lines, across chunk boundaries and
// with lines written before chunks existed, keeps at most LogKeep of them
// visible, and stores far fewer bytes than the lines themselves.
func TestLogChunksAgainstModel(t *testing.T) {
	const keep = 40
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{LogKeep: keep})
	ctx := context.Background()
	key := ChannelKey("g", "c")
	var model [][]byte
	// Lines from before chunks: whole values in the ring.
	if err := s.db.Update(func(btx *bolt.Tx) error {
		for i := 0; i < 3; i++ {
			if err := ringAppend(btx.Bucket(bChannels), key, logLine(1000+i), 0); err != nil {
				return err
			}
			model = append(model, logLine(1000+i))
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 150; i++ {
		line := logLine(i)
		if err := s.Update(ctx, func(tx *Tx) error { return tx.AppendLog("g", "c", line) }); err != nil {
			t.Fatal(err)
		}
		model = append(model, line)
		for _, n := range []int{1, 2, 17, 33, keep, 100} {
			var got [][]byte
			_ = s.View(ctx, func(tx *Tx) error { got, _ = tx.Logs("g", "c", n); return nil })
			want := model
			if m := min(n, keep); len(want) > m {
				want = want[len(want)-m:]
			}
			if len(got) != len(want) {
				t.Fatalf("after %d lines, Logs(%d) gave %d lines, want %d", len(model), n, len(got), len(want))
			}
			for k := range want {
				if string(got[k]) != string(want[k]) {
					t.Fatalf("after %d lines, Logs(%d)[%d] = %s, want %s", len(model), n, k, got[k], want[k])
				}
			}
		}
	}
	var stored, lines, chunks int
	_ = s.View(ctx, func(tx *Tx) error {
		b := tx.bucket(bChannels)
		first, next := ringBounds(b, key)
		chunks = int(next - first)
		for seq := first; seq < next; seq++ {
			stored += len(b.Get(ringEntryKey(key, seq)))
		}
		return nil
	})
	for _, l := range model[len(model)-keep:] {
		lines += len(l)
	}
	if max := (keep+logChunkEntries-1)/logChunkEntries + 1; chunks > max {
		t.Errorf("%d chunks kept, want at most %d", chunks, max)
	}
	if stored*2 > lines+logChunkEntries*len(model[0]) {
		t.Errorf("the log stores %d bytes for %d bytes of its newest %d lines", stored, lines, keep)
	}
}

// A corrupt chunk ends the walk instead of panicking.
func TestLogChunkCorrupt(t *testing.T) {
	good := []byte{logChunkTag}
	for _, l := range [][]byte{logLine(1), logLine(2)} {
		good = append(good, byte(len(l)))
		good = append(good, l...)
	}
	if es, err := decodeChunk(good); err != nil || len(es) != 2 {
		t.Fatalf("good chunk: %d entries, %v", len(es), err)
	}
	for i := 1; i < len(good); i++ {
		_, _ = decodeChunk(good[:i])
		bad := append([]byte(nil), good...)
		bad[i] ^= 0xff
		_, _ = decodeChunk(bad)
	}
}

package storage

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fray/rules"
)

// shardOf is the tests' placement rule: Discord's, (id >> 22) % n.
func shardOf(n int) func(string) int {
	return func(g string) int {
		id, err := strconv.ParseUint(g, 10, 64)
		if err != nil {
			return 0
		}
		return int((id >> 22) % uint64(n))
	}
}

// fillGuilds stores, for each guild, its settings, two channels with a log
// line and an undo entry each, and a sheet.
func fillGuilds(t *testing.T, s *Store, guilds []string) {
	t.Helper()
	ctx := context.Background()
	for _, g := range guilds {
		err := s.Update(ctx, func(tx *Tx) error {
			if err := tx.PutGuild(g, Guild{System: "klondike"}); err != nil {
				return err
			}
			for _, c := range []string{"a", "b"} {
				if err := tx.PutChannel(g, c, Channel{System: "medieval"}); err != nil {
					return err
				}
				if err := tx.AppendLog(g, c, []byte("line of "+g)); err != nil {
					return err
				}
			}
			return tx.PutSheet(g, "u1", "medieval", rules.Sheet{Name: "Vex"})
		})
		if err != nil {
			t.Fatal(err)
		}
		err = s.Update(ctx, func(tx *Tx) error {
			raw := tx.ChannelRaw(g, "a")
			if err := tx.PushUndo(g, "a", raw); err != nil {
				return err
			}
			return tx.PutChannel(g, "a", Channel{System: "storyteller"})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// testGuilds are snowflakes spread over shards (id >> 22 is the shard
// number's source), and the key of direct messages.
func testGuilds() []string {
	var out []string
	for i := range 12 {
		out = append(out, strconv.FormatUint(uint64(i)<<22|uint64(1000+i), 10))
	}
	return append(out, "@dm")
}

func TestGuildsListsEachGuildOnce(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	fillGuilds(t, s, testGuilds())
	got, err := s.Guilds(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := testGuilds()
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("guilds %v, want %v", got, want)
	}
}

func TestShardRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	s := open(t, path, Options{})
	if _, _, ok, err := s.ShardRecord(); ok || err != nil {
		t.Fatalf("a new file has a shard record (%v)", err)
	}
	if err := s.SetShardRecord(context.Background(), 1, 3); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = open(t, path, Options{})
	if id, n, ok, err := s.ShardRecord(); !ok || err != nil || id != 1 || n != 3 {
		t.Fatalf("shard record %d/%d %v %v", id, n, ok, err)
	}
}

// One file split into three, then the three merged back into one: every
// record lands in its guild's shard, all of them arrive, and the merged
// file holds what the first one did.
func TestReshardSplitsAndMerges(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	one := filepath.Join(dir, "one.db")
	s, err := Open(ctx, one, Options{})
	if err != nil {
		t.Fatal(err)
	}
	fillGuilds(t, s, testGuilds())
	before := dumpData(t, s)
	s.Close()

	three := []string{filepath.Join(dir, "s0.db"), filepath.Join(dir, "s1.db"), filepath.Join(dir, "s2.db")}
	counts, err := Reshard(ctx, []string{one}, three, shardOf(3), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if counts.Read["channels"].Records == 0 || counts.Read["channels"] != counts.Written["channels"] {
		t.Fatalf("counts %+v", counts)
	}
	total := 0
	for i, p := range three {
		st := open(t, p, Options{})
		guilds, _ := st.Guilds(ctx)
		for _, g := range guilds {
			if shardOf(3)(g) != i {
				t.Errorf("guild %s of shard %d is in %s", g, shardOf(3)(g), p)
			}
		}
		if id, n, ok, _ := st.ShardRecord(); !ok || id != i || n != 3 {
			t.Errorf("%s records shard %d/%d", p, id, n)
		}
		total += len(guilds)
		st.Close()
	}
	if total != len(testGuilds()) || counts.Guilds[0]+counts.Guilds[1]+counts.Guilds[2] != total {
		t.Fatalf("%d guilds in the new files (%v), want %d", total, counts.Guilds, len(testGuilds()))
	}

	merged := filepath.Join(dir, "merged.db")
	if _, err := Reshard(ctx, three, []string{merged}, shardOf(1), Options{}); err != nil {
		t.Fatal(err)
	}
	m := open(t, merged, Options{})
	if after := dumpData(t, m); !slices.Equal(after, before) {
		t.Fatalf("the merged file differs from the first:\n%v\n%v", after, before)
	}
	err = m.View(ctx, func(tx *Tx) error {
		logs, _ := tx.Logs(testGuilds()[5], "a", 10)
		if len(logs) != 1 || string(logs[0]) != "line of "+testGuilds()[5] {
			return fmt.Errorf("the log moved as %q", logs)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = m.Update(ctx, func(tx *Tx) error {
		snap, ok, err := tx.PopUndo(testGuilds()[5], "a")
		if err != nil || !ok || !strings.Contains(string(snap), "medieval") {
			return fmt.Errorf("the undo history moved as %q %v %v", snap, ok, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// dumpData is every record of the data buckets, as "bucket key value".
func dumpData(t *testing.T, s *Store) []string {
	t.Helper()
	var out []string
	for _, name := range dataBuckets {
		_ = s.View(context.Background(), func(tx *Tx) error {
			return tx.tx.Bucket(name).ForEach(func(k, v []byte) error {
				out = append(out, fmt.Sprintf("%s %q %q", name, k, v))
				return nil
			})
		})
	}
	slices.Sort(out)
	return out
}

func TestReshardRefusesAndLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	old := filepath.Join(dir, "old.db")
	s := open(t, old, Options{})
	fillGuilds(t, s, testGuilds()[:3])
	outs := []string{filepath.Join(dir, "n0.db"), filepath.Join(dir, "n1.db")}
	// The old file is in use: stop the shard first.
	if _, err := Reshard(ctx, []string{old}, outs, shardOf(2), Options{LockTimeout: 100e6}); !errors.Is(err, ErrLocked) {
		t.Fatalf("reshard of a file in use: %v", err)
	}
	s.Close()
	for _, p := range outs {
		if _, err := os.Stat(p); err == nil {
			t.Fatalf("a failed reshard left %s", p)
		}
	}
	// A new file that exists already is never overwritten.
	if err := os.WriteFile(outs[1], []byte("keep"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Reshard(ctx, []string{old}, outs, shardOf(2), Options{}); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("reshard onto an existing file: %v", err)
	}
	if b, _ := os.ReadFile(outs[1]); string(b) != "keep" {
		t.Fatal("an existing file was overwritten")
	}
	// The same key in two old files is refused rather than overwritten.
	dup := filepath.Join(dir, "dup.db")
	d := open(t, dup, Options{})
	fillGuilds(t, d, testGuilds()[:1])
	d.Close()
	os.Remove(outs[1])
	if _, err := Reshard(ctx, []string{old, dup}, outs, shardOf(2), Options{}); err == nil || !strings.Contains(err.Error(), "more than one old file") {
		t.Fatalf("a guild in two files: %v", err)
	}
	for _, p := range outs {
		if _, err := os.Stat(p); err == nil {
			t.Fatalf("a failed reshard left %s", p)
		}
	}
}

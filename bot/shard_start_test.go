package bot

import (
	"bytes"
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fray/storage"
)

func TestShardOfIsDiscordsRule(t *testing.T) {
	for _, c := range []struct {
		guild string
		count int
		want  int
	}{
		{strconv.FormatUint(5<<22|123, 10), 4, 1},
		{strconv.FormatUint(5<<22|123, 10), 5, 0},
		{strconv.FormatUint(5<<22|123, 10), 1, 0},
		{"175928847299117063", 3, 2}, // the snowflake of Discord's API reference
		{"@dm", 8, 0},
		{"not-a-snowflake", 8, 0},
	} {
		if got := ShardOf(c.guild, c.count); got != c.want {
			t.Errorf("ShardOf(%s, %d) = %d, want %d", c.guild, c.count, got, c.want)
		}
	}
}

// guildOfShard is a guild id Discord sends to shard i of n (k tells apart
// several).
func guildOfShard(i, n, k int) string { return strconv.FormatUint(uint64(n*(7+k)+i)<<22|42, 10) }

func storeGuilds(t *testing.T, db string, guilds ...string) {
	t.Helper()
	st, err := storage.Open(context.Background(), db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, g := range guilds {
		err := st.Update(context.Background(), func(tx *storage.Tx) error {
			return tx.PutChannel(g, "c1", storage.Channel{System: "medieval"})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Raising shard_count moves most guilds to another shard's file, where their
// fights and sheets silently vanished. A process now refuses a database that
// holds guilds of another shard, naming the command that moves them, and
// `fray reshard` splits the file so that each shard starts on its own.
func TestRunRefusesGuildsOfAnotherShardAndReshardFixesIt(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "fray.db")
	storeGuilds(t, db, guildOfShard(0, 2, 0), guildOfShard(1, 2, 0), guildOfShard(1, 2, 1))
	var stderr bytes.Buffer
	env := runEnv(db, freeAddr(t), "FRAY_SHARD_ID", "0", "FRAY_SHARD_COUNT", "2")
	if code := Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &stderr, env); code != exitFailure {
		t.Fatalf("run as shard 0 of 2 on a one-shard file: exit %d\n%s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "guild "+guildOfShard(1, 2, 0)+" belongs to shard 1 of 2") ||
		!strings.Contains(stderr.String(), "fray reshard --from OLD_COUNT --to 2") {
		t.Fatalf("the refusal: %s", stderr.String())
	}

	// Served once as one shard, the file says which count it came from.
	ctx, cancel := context.WithCancel(context.Background())
	logs := &logBuf{}
	done := make(chan int, 1)
	go func() { done <- Main(ctx, []string{"run"}, nil, &bytes.Buffer{}, logs, runEnv(db, freeAddr(t))) }()
	waitForLog(t, logs, `"message":"ready"`, done)
	cancel()
	<-done
	stderr.Reset()
	if code := Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &stderr, env); code != exitFailure {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(stderr.String(), "last served as shard 0 of 1") || !strings.Contains(stderr.String(), "fray reshard --from 1 --to 2") {
		t.Fatalf("the refusal: %s", stderr.String())
	}

	var stdout bytes.Buffer
	stderr.Reset()
	pattern := filepath.Join(dir, "shard-{shard}.db")
	args := []string{"reshard", "--from", "1", "--to", "2", "--in", db, "--out", pattern}
	if code := Main(context.Background(), args, nil, &stdout, &stderr, noEnv); code != exitOK {
		t.Fatalf("reshard: exit %d\n%s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "counts and hashes match") || !strings.Contains(stdout.String(), "shard-1.db, guilds: 2") {
		t.Fatalf("reshard said: %s", stdout.String())
	}
	for i := range 2 {
		shardDB := filepath.Join(dir, "shard-"+strconv.Itoa(i)+".db")
		ctx, cancel := context.WithCancel(context.Background())
		logs := &logBuf{}
		done := make(chan int, 1)
		env := runEnv(shardDB, freeAddr(t), "FRAY_SHARD_ID", strconv.Itoa(i), "FRAY_SHARD_COUNT", "2")
		go func() { done <- Main(ctx, []string{"run"}, nil, &bytes.Buffer{}, logs, env) }()
		waitForLog(t, logs, `"message":"ready"`, done)
		cancel()
		if code := <-done; code != exitOK {
			t.Fatalf("shard %d: exit %d", i, code)
		}
	}
}

func TestReshardUsage(t *testing.T) {
	for _, args := range [][]string{
		{"reshard", "--from", "2", "--to", "4", "--in", "a.db", "--out", "b-{shard}.db"},
		{"reshard", "--from", "1", "--to", "2", "--in", "a.db", "--out", "b.db"},
		{"reshard", "--from", "0", "--to", "2", "--in", "a.db", "--out", "b-{shard}.db"},
		{"reshard", "--from", "1", "--to", "2", "--in", "a.db"},
	} {
		var stderr bytes.Buffer
		if code := Main(context.Background(), args, nil, &bytes.Buffer{}, &stderr, noEnv); code != exitUsage || !strings.Contains(stderr.String(), "usage: fray reshard") {
			t.Errorf("%v: exit %d %s", args, code, stderr.String())
		}
	}
}

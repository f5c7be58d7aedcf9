package bot

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fray/storage"
)

// runEnv is the environment of an HTTP-only `fray run` (no token, so
// nothing reaches Discord) on db, listening on addr.
func runEnv(db, addr string, more ...string) func(string) string {
	env := map[string]string{
		"FRAY_DB":          db,
		"FRAY_HTTP_LISTEN": addr,
		"FRAY_PUBLIC_KEY":  hex.EncodeToString(testKey.Public().(ed25519.PublicKey)),
	}
	for i := 0; i+1 < len(more); i += 2 {
		env[more[i]] = more[i+1]
	}
	return func(k string) string { return env[k] }
}

// busyAddr is a loopback address something already listens on.
func busyAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	return ln.Addr().String()
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// A start that fails (the port taken, the public key wrong) used to leave a
// new empty database and a stale control socket behind. It leaves nothing.
func TestAFailedStartCreatesNothing(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "data", "fray.db")
	var stderr bytes.Buffer
	if code := Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &stderr, runEnv(db, busyAddr(t))); code != exitFailure {
		t.Fatalf("run on a port in use: exit %d\n%s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "cannot start") {
		t.Fatalf("the failure is not logged: %s", stderr.String())
	}
	for _, p := range []string{db, ControlSocket(db), filepath.Dir(db)} {
		if exists(p) {
			t.Errorf("a failed start left %s", p)
		}
	}
	stderr.Reset()
	env := runEnv(db, freeAddr(t), "FRAY_PUBLIC_KEY", "not hex")
	if code := Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &stderr, env); code != exitUsage {
		t.Fatalf("run with a bad public key: exit %d\n%s", code, stderr.String())
	}
	if exists(filepath.Dir(db)) {
		t.Error("a start with a bad config created the database's folder")
	}

	// An existing database stays, and no socket is left beside it.
	st, err := storage.Open(context.Background(), db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	if code := Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &bytes.Buffer{}, runEnv(db, busyAddr(t))); code != exitFailure {
		t.Fatalf("exit %d", code)
	}
	if !exists(db) || exists(ControlSocket(db)) {
		t.Fatalf("after a failed start: database %v, socket %v", exists(db), exists(ControlSocket(db)))
	}
}

// A database file cut short is refused at start in one line that says what
// is wrong and what to do, and left as it was.
func TestRunRefusesADamagedDatabaseInOneLine(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "fray.db")
	st, err := storage.Open(context.Background(), db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 200 {
		if err := st.Update(context.Background(), func(tx *storage.Tx) error {
			return tx.PutGuild(strings.Repeat("7", 18)+string(rune('0'+i%10)), storage.Guild{System: strings.Repeat("x", 900)})
		}); err != nil {
			t.Fatal(err)
		}
	}
	used := st.Size()
	st.Close()
	b, _ := os.ReadFile(db)
	half := filepath.Join(dir, "half.db")
	if err := os.WriteFile(half, b[:used/2], 0o600); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	if code := Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &stderr, runEnv(half, freeAddr(t))); code != exitFailure {
		t.Fatalf("exit %d\n%s", code, stderr.String())
	}
	out := strings.TrimSpace(stderr.String())
	if strings.Count(out, "\n") != 0 || !strings.Contains(out, "cut short") || !strings.Contains(out, "restore it from a backup") {
		t.Fatalf("want one line saying what is wrong and what to do:\n%s", out)
	}
	if after, _ := os.ReadFile(half); !bytes.Equal(after, b[:used/2]) {
		t.Fatal("the damaged file was changed")
	}
	// The console says the same, in its own one line.
	stderr.Reset()
	if code := Main(context.Background(), []string{"console", "--db", half}, strings.NewReader("/roll dice:d6\n"), &bytes.Buffer{}, &stderr, noEnv); code != exitFailure {
		t.Fatalf("console: exit %d", code)
	}
	if out := strings.TrimSpace(stderr.String()); strings.Count(out, "\n") != 0 || !strings.Contains(out, "fray console: the database") {
		t.Fatalf("console: %s", out)
	}
}

// A damaged meta page is refused with the way to open the file at its
// previous commit, and that way works.
func TestRunNamesTheFlagThatSkipsTheCheck(t *testing.T) {
	db := filepath.Join(t.TempDir(), "fray.db")
	st, err := storage.Open(context.Background(), db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	f, _ := os.OpenFile(db, os.O_RDWR, 0)
	f.WriteAt([]byte{0xff, 0xff}, 4096+16+48) // meta page 1's txid
	f.Close()
	var stderr bytes.Buffer
	if code := Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &stderr, runEnv(db, freeAddr(t))); code != exitFailure {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(stderr.String(), "meta page 1 is damaged") || !strings.Contains(stderr.String(), "--no-db-check") {
		t.Fatalf("the refusal: %s", stderr.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	logs := &logBuf{}
	done := make(chan int, 1)
	go func() {
		done <- Main(ctx, []string{"run", "--no-db-check"}, nil, &bytes.Buffer{}, logs, runEnv(db, freeAddr(t)))
	}()
	waitForLog(t, logs, `"message":"ready"`, done)
	cancel()
	if code := <-done; code != exitOK {
		t.Fatalf("run --no-db-check: exit %d\n%s", code, logs.String())
	}
}

// waitForLog waits until the log holds want, failing if the run ends first.
func waitForLog(t *testing.T, logs *logBuf, want string, done chan int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(logs.String(), want) {
		select {
		case code := <-done:
			t.Fatalf("run ended (exit %d) before %s:\n%s", code, want, logs.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %s in:\n%s", want, logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// `fray backup` onto the live database's own path, while the bot runs, is
// refused: the bot keeps its file and its lock, and a second `fray run` on
// the same path is still turned away.
func TestBackupOntoTheLiveDatabaseIsRefused(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "fray.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	logs := &logBuf{}
	done := make(chan int, 1)
	go func() { done <- Main(ctx, []string{"run"}, nil, &bytes.Buffer{}, logs, runEnv(db, freeAddr(t))) }()
	waitForLog(t, logs, `"message":"ready"`, done)
	before, _ := os.Stat(db)
	env := func(k string) string { return map[string]string{"FRAY_DB": db}[k] }
	if err := os.Symlink(db, filepath.Join(dir, "link.db")); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{db, filepath.Join(dir, "link.db")} {
		var stderr bytes.Buffer
		if code := Main(ctx, []string{"backup", target}, nil, &bytes.Buffer{}, &stderr, env); code != exitFailure {
			t.Fatalf("backup onto %s: exit %d", target, code)
		}
		if !strings.Contains(stderr.String(), "live database") {
			t.Fatalf("backup onto %s: %s", target, stderr.String())
		}
	}
	after, _ := os.Stat(db)
	if !os.SameFile(before, after) {
		t.Fatal("the live database was replaced")
	}
	var stdout, stderr bytes.Buffer
	if code := Main(ctx, []string{"backup", filepath.Join(dir, "copy.db")}, nil, &stdout, &stderr, env); code != exitOK {
		t.Fatalf("a backup beside it: exit %d %s", code, stderr.String())
	}
	second := make(chan int, 1)
	go func() {
		second <- Main(context.Background(), []string{"run"}, nil, &bytes.Buffer{}, &bytes.Buffer{},
			runEnv(db, freeAddr(t), "FRAY_DB_LOCK_TIMEOUT", "200ms"))
	}()
	if code := <-second; code != exitFailure {
		t.Fatalf("a second run on the live path: exit %d", code)
	}
	if !exists(ControlSocket(db)) {
		t.Fatal("the second run's failure removed the first one's socket")
	}
	cancel()
	if code := <-done; code != exitOK {
		t.Fatalf("exit %d", code)
	}
	if exists(ControlSocket(db)) {
		t.Fatal("the control socket outlived the bot")
	}
	cp, err := storage.Open(context.Background(), filepath.Join(dir, "copy.db"), storage.Options{})
	if err != nil {
		t.Fatalf("the backup: %v", err)
	}
	cp.Close()
}

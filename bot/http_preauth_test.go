package bot

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"fray/bot/fakediscord"
	"fray/rules/rulestest"
	"fray/storage"
)

// unsigned is a POST /interactions whose headers pass every check made
// before the body is read (a well-formed, canonical signature, a fresh
// timestamp) but whose signature is wrong.
func unsigned(t testing.TB, url string, body io.Reader, length int64) *http.Request {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url+"/interactions", body)
	if err != nil {
		t.Fatal(err)
	}
	req.ContentLength = length
	sig := bytes.Repeat([]byte{0x11}, ed25519.SignatureSize)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
	req.Header.Set("X-Signature-Timestamp", strconv.FormatInt(time.Now().Unix(), 10))
	return req
}

func metricsText(t *testing.T, url string) string {
	t.Helper()
	_, m := do(t, mustGet(t, url+"/metrics"))
	return string(m)
}

// A body past 1 MiB is refused with 413 and counted as oversize, whether
// its length is declared (refused unread) or found while reading a
// chunked body, not as a bad signature (401).
func TestHTTPOversizeIs413(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	big := bytes.Repeat([]byte("x"), maxBody+1)
	if status, body := do(t, unsigned(t, rig.url, bytes.NewReader(big), int64(len(big)))); status != http.StatusRequestEntityTooLarge {
		t.Fatalf("declared oversize: %d %s, want 413", status, body)
	}
	// A chunked body declares no length: it is read up to the bound.
	chunked := unsigned(t, rig.url, io.MultiReader(bytes.NewReader(big)), -1)
	if status, body := do(t, chunked); status != http.StatusRequestEntityTooLarge {
		t.Fatalf("chunked oversize: %d %s, want 413", status, body)
	}
	m := metricsText(t, rig.url)
	if !strings.Contains(m, `fray_http_rejected_total{reason="oversize"} 2`) || strings.Contains(m, `reason="signature"`) {
		t.Fatalf("/metrics: want 2 oversize and no bad signature:\n%s", grepLines(m, "fray_http_rejected_total"))
	}
	// A body of exactly the bound is read and checked.
	exact := bytes.Repeat([]byte("x"), maxBody)
	if status, _ := do(t, unsigned(t, rig.url, bytes.NewReader(exact), int64(len(exact)))); status != http.StatusUnauthorized {
		t.Fatalf("a 1 MiB body with a bad signature: %d, want 401", status)
	}
}

func grepLines(s, part string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, part) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// Large unauthenticated bodies are read a few at a time: with every large
// buffer held by a sender that never finishes, one more waits, then is
// refused as busy (503), while a genuine small interaction still runs.
func TestHTTPUnauthenticatedLargeBodiesAreCapped(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	client := &http.Client{Timeout: 10 * time.Second}
	var writers []*io.PipeWriter
	var wg sync.WaitGroup
	for range largeSlots {
		pr, pw := io.Pipe()
		writers = append(writers, pw)
		wg.Add(1)
		go func() {
			defer wg.Done()
			if resp, err := client.Do(unsigned(t, rig.url, pr, -1)); err == nil {
				_ = resp.Body.Close()
			}
		}()
		if _, err := pw.Write([]byte("{")); err != nil {
			t.Fatal(err)
		}
	}
	defer func() {
		for _, w := range writers {
			_ = w.CloseWithError(io.ErrUnexpectedEOF)
		}
		wg.Wait()
	}()
	// A sender's first byte reaching the client is not yet its buffer taken
	// by the server: wait until every large buffer is held.
	for deadline := time.Now().Add(5 * time.Second); len(rig.srv.slots.large) > 0; {
		if time.Now().After(deadline) {
			t.Fatalf("%d large buffers still free after 5 s", len(rig.srv.slots.large))
		}
		time.Sleep(5 * time.Millisecond)
	}
	start := time.Now()
	// Of unknown length, so large: it waits for a large buffer.
	status, _ := do(t, unsigned(t, rig.url, io.MultiReader(bytes.NewReader(make([]byte, 100<<10))), -1))
	if status != http.StatusServiceUnavailable || time.Since(start) < slotWait/2 {
		t.Fatalf("a large body past the cap: %d after %v, want 503 after waiting about %v", status, time.Since(start), slotWait)
	}
	if status, body := do(t, signed(t, rig.url, time.Now(), fakediscord.Command("7001", []string{"roll"}, map[string]any{"dice": "d6"}))); status != http.StatusOK {
		t.Fatalf("a genuine interaction while large bodies are held: %d %s", status, body)
	}
	if m := metricsText(t, rig.url); !strings.Contains(m, `fray_http_rejected_total{reason="busy"} 1`) {
		t.Fatalf("/metrics: want 1 busy:\n%s", grepLines(m, "fray_http_rejected_total"))
	}
}

// A body trickled in (here: one byte, then nothing) holds its buffer only
// until Discord's own 3-second deadline, not the server's ten seconds.
func TestHTTPTrickledBodyGivesUpItsBuffer(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	pr, pw := io.Pipe()
	defer pw.Close()
	go func() { _, _ = pw.Write([]byte("{")) }()
	start := time.Now()
	status, _ := do(t, unsigned(t, rig.url, pr, -1))
	if took := time.Since(start); status != http.StatusBadRequest || took > 5*time.Second {
		t.Fatalf("a stalled body: %d after %v, want 400 after about 3 s", status, took)
	}
}

// With http.metrics_listen set, /healthz and /metrics answer there and not
// on the public interactions listener, which answers only /interactions.
func TestHTTPMetricsOnTheirOwnListener(t *testing.T) {
	app := newTestApp(t, storage.Options{}, nil)
	cfg := DefaultConfig()
	cfg.HTTP.Listen = "127.0.0.1:0"
	cfg.HTTP.MetricsListen = "127.0.0.1:0"
	cfg.Discord.PublicKey = testPublicHex()
	srv, err := StartServicesWith(context.Background(), cfg, NewRouter(app, quietLog()), quietLog(), ServiceOptions{Metrics: NewMetrics(nil)})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop(5 * time.Second)
	public, ops := "http://"+srv.HTTP.Addr(), "http://"+srv.HTTP.OpsAddr()
	if srv.HTTP.OpsAddr() == "" || ops == public {
		t.Fatalf("ops at %q, interactions at %q: want two addresses", ops, public)
	}
	for _, path := range []string{"/healthz", "/metrics"} {
		if status, _ := do(t, mustGet(t, public+path)); status != http.StatusNotFound {
			t.Errorf("%s on the public listener: %d, want 404", path, status)
		}
		if status, body := do(t, mustGet(t, ops+path)); status != http.StatusOK {
			t.Errorf("%s on the metrics listener: %d %s", path, status, body)
		}
	}
	if status, _ := do(t, signed(t, ops, time.Now(), fakediscord.Ping("7101"))); status != http.StatusNotFound {
		t.Errorf("/interactions on the metrics listener: %d, want 404", status)
	}
	if status, body := do(t, signed(t, public, time.Now(), fakediscord.Ping("7102"))); status != http.StatusOK {
		t.Errorf("PING on the public listener: %d %s", status, body)
	}
}

// The key and its variable are read, and documented in the example file.
func TestMetricsListenConfig(t *testing.T) {
	cfg, err := LoadConfig("", false, func(k string) string {
		return map[string]string{"FRAY_METRICS_LISTEN": "127.0.0.1:9090"}[k]
	})
	if err != nil || cfg.HTTP.MetricsListen != "127.0.0.1:9090" {
		t.Fatalf("FRAY_METRICS_LISTEN: %q, %v", cfg.HTTP.MetricsListen, err)
	}
	ex, err := os.ReadFile("../config.example.toml")
	if err != nil || !strings.Contains(string(ex), "metrics_listen = ") || !strings.Contains(string(ex), "FRAY_METRICS_LISTEN") {
		t.Fatalf("config.example.toml does not document metrics_listen (%v)", err)
	}
}

// memChildEnv makes the test binary the server of TestHTTPMemoryUnderBadSignatureFlood.
const memChildEnv = "FRAY_HTTP_MEMORY_CHILD"

// The server of the flood, in a process of its own so that only its
// memory is measured: it prints its URL and serves until stdin closes.
func TestHTTPMemoryChild(t *testing.T) {
	if os.Getenv(memChildEnv) == "" {
		t.Skip("the server process of TestHTTPMemoryUnderBadSignatureFlood")
	}
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	fmt.Println("URL " + rig.url)
	_, _ = io.Copy(io.Discard, os.Stdin)
}

// 1,000 concurrent 1 MiB requests with bad signatures keep the server's
// peak resident memory (VmHWM) under 100 MB: what an unauthenticated body
// may hold is bounded (bodySlots), where buffering every body, all at
// once, would hold a gigabyte.
func TestHTTPMemoryUnderBadSignatureFlood(t *testing.T) {
	if rulestest.RaceEnabled {
		t.Skip("the race detector multiplies memory: measured without it")
	}
	if runtime.GOOS != "linux" {
		t.Skip("reads VmHWM from /proc")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHTTPMemoryChild$", "-test.v")
	cmd.Env = append(os.Environ(), memChildEnv+"=1", "GOMAXPROCS=2")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = stdin.Close(); _ = cmd.Wait() }()
	url := ""
	sc := bufio.NewScanner(stdout)
	for url == "" && sc.Scan() {
		if u, ok := strings.CutPrefix(sc.Text(), "URL "); ok {
			url = u
		}
	}
	if url == "" {
		t.Fatal("the server process printed no URL")
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	before := vmHWM(t, cmd.Process.Pid)

	const n = 1000
	body := bytes.Repeat([]byte("x"), maxBody)
	client := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: n, DisableCompression: true}}
	var wg sync.WaitGroup
	var mu sync.Mutex
	statuses := map[int]int{}
	start := time.Now()
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status := -1
			if resp, err := client.Do(unsigned(t, url, bytes.NewReader(body), int64(len(body)))); err == nil {
				status = resp.StatusCode
				_, _ = io.Copy(io.Discard, resp.Body)
				_ = resp.Body.Close()
			}
			mu.Lock()
			statuses[status]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	peak := vmHWM(t, cmd.Process.Pid)
	t.Logf("%d requests of 1 MiB with bad signatures in %v: answers %v; server VmHWM %d MB before, %d MB at peak (%d cores, %s)",
		n, time.Since(start).Round(time.Millisecond), statuses, before>>20, peak>>20, runtime.NumCPU(), runtime.GOARCH)
	if statuses[http.StatusOK] != 0 {
		t.Fatalf("%d forged requests were accepted", statuses[http.StatusOK])
	}
	if peak >= 100<<20 {
		t.Fatalf("the server peaked at %d MB resident; want under 100 MB", peak>>20)
	}
}

// vmHWM is the process's peak resident set, in bytes.
func vmHWM(t *testing.T, pid int) int64 {
	t.Helper()
	raw, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmHWM")
	return 0
}

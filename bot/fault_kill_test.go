package bot

import (
	"context"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/bot/fakediscord"
	"fray/storage"
)

// TestFaultKillChild is the bot process of TestFaultKillMidBurst (the test
// binary re-executed); on its own it does nothing.
func TestFaultKillChild(t *testing.T) {
	if os.Getenv("FRAY_KILL_CHILD") != "1" {
		t.Skip("run by TestFaultKillMidBurst")
	}
	os.Exit(Main(context.Background(), []string{"run", "--config", ""}, nil, os.Stdout, os.Stderr, os.Getenv))
}

// The real binary's code path, black-box over loopback: `run` with an HTTP
// address and a public key answers a signed PING and /roll and refuses bad
// signatures; then it is SIGKILLed in the middle of a burst of writes, and
// the database reopens, passes bbolt's check and holds every write whose
// answer reached the client.
func TestFaultKillMidBurst(t *testing.T) {
	if testing.Short() {
		t.Skip("subprocess test")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	db := filepath.Join(t.TempDir(), "fray.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestFaultKillChild$")
	cmd.Env = append(os.Environ(), "FRAY_KILL_CHILD=1", "FRAY_DB="+db, "FRAY_HTTP_LISTEN="+addr,
		"FRAY_PUBLIC_KEY="+testPublicHex(), "FRAY_TOKEN=", "FRAY_LOG_LEVEL=warn")
	logs := &logBuf{}
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	url := "http://" + addr
	if !waitUntil(10*time.Second, func() bool {
		resp, err := (&http.Client{Timeout: time.Second}).Get(url + "/healthz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}) {
		t.Fatalf("the bot did not come up:\n%s", logs)
	}

	// Black box: PING, /roll, and refusals.
	if status, body := do(t, signed(t, url, time.Now(), fakediscord.Ping("1"))); status != 200 || decodeResponse(t, body).Type != discordgo.InteractionResponsePong {
		t.Fatalf("PING: %d %s", status, body)
	}
	if status, body := do(t, signed(t, url, time.Now(), fakediscord.Command("2", []string{"roll"}, map[string]any{"dice": "2d6+3"}))); status != 200 || len(decodeResponse(t, body).Data.Embeds) != 1 {
		t.Fatalf("/roll: %d %s", status, body)
	}
	unsigned := signed(t, url, time.Now(), fakediscord.Ping("3"))
	unsigned.Header.Del("X-Signature-Ed25519")
	stale := signed(t, url, time.Now().Add(-time.Minute), fakediscord.Ping("4"))
	tampered := signed(t, url, time.Now(), fakediscord.Ping("5"))
	tampered.Header.Set("X-Signature-Timestamp", strconv.FormatInt(time.Now().Unix()+1, 10))
	for name, req := range map[string]*http.Request{"unsigned": unsigned, "stale": stale, "tampered": tampered} {
		if status, _ := do(t, req); status != http.StatusUnauthorized {
			t.Fatalf("%s: %d, want 401", name, status)
		}
	}

	// The burst: writers each set the system of their own channels; the
	// process is killed while they run.
	var mu sync.Mutex
	var acked []string
	stop := make(chan struct{})
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 2 * time.Second}
	for w := 0; w < 6; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for n := 0; n < 500; n++ {
				select {
				case <-stop:
					return
				default:
				}
				ch := strconv.Itoa(600000000000000000 + w*1000 + n)
				resp, err := client.Do(signed(t, url, time.Now(), systemSet("7"+ch, ch, "klondike")))
				if err != nil {
					return // the process is gone
				}
				body := make([]byte, 4096)
				k, _ := resp.Body.Read(body)
				resp.Body.Close()
				if resp.StatusCode == 200 && k > 0 && body[8] == '4' { // {"type":4,…}
					mu.Lock()
					acked = append(acked, ch)
					mu.Unlock()
				}
			}
		}(w)
	}
	waitUntil(5*time.Second, func() bool { mu.Lock(); defer mu.Unlock(); return len(acked) >= 30 })
	if err := cmd.Process.Signal(os.Kill); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	close(stop)
	wg.Wait()
	if len(acked) == 0 {
		t.Fatalf("no write was acknowledged before the kill:\n%s", logs)
	}

	st, err := storage.Open(context.Background(), db, storage.Options{LockTimeout: 2 * time.Second})
	if err != nil {
		t.Fatalf("reopen after SIGKILL: %v", err)
	}
	defer st.Close()
	if err := st.Check(); err != nil {
		t.Fatalf("tx.Check after SIGKILL: %v", err)
	}
	for _, ch := range acked {
		if got := channelSystem(t, st, ch); got != "klondike" {
			t.Fatalf("channel %s was acknowledged but holds %q after the kill", ch, got)
		}
	}
	t.Logf("%d acknowledged writes survived SIGKILL", len(acked))
}

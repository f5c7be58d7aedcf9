package bot

import (
	"net/http"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"fray/storage"
)

// reprobe lets the next /healthz probe the database again at once, instead
// of after the second its result is kept.
func reprobe(rig *httpRig) {
	rig.srv.health.mu.Lock()
	rig.srv.health.probed = false
	rig.srv.health.mu.Unlock()
}

// With the disk full every write answers that nothing was changed, and
// /healthz used to stay 200 {"db":"ok"}: its probe wrote nothing, so it
// committed nothing. The probe now commits, and the last commit of data is
// reported: 503 until a write lands again.
func TestHealthzTellsAFullDisk(t *testing.T) {
	var full atomic.Bool
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{FailCommit: func() error {
		if full.Load() {
			return syscall.ENOSPC
		}
		return nil
	}}, nil)
	health := func(wantStatus int, want ...string) {
		t.Helper()
		reprobe(rig)
		status, body := do(t, mustGet(t, rig.url+"/healthz"))
		if status != wantStatus {
			t.Fatalf("healthz: %d %s, want %d", status, body, wantStatus)
		}
		for _, w := range want {
			if !strings.Contains(string(body), w) {
				t.Fatalf("healthz: %s, want %s", body, w)
			}
		}
	}
	before := rig.store.Commits()
	health(http.StatusOK, `"db":"ok"`, `"last_commit":"none yet"`)
	if rig.store.Commits() != before+1 {
		t.Fatalf("the probe made %d commits, want 1", rig.store.Commits()-before)
	}
	do(t, signed(t, rig.url, time.Now(), systemSet("271", "300000000000000271", "klondike")))
	health(http.StatusOK, `"last_commit":"ok"`)

	full.Store(true)
	_, body := do(t, signed(t, rig.url, time.Now(), systemSet("272", "300000000000000272", "medieval")))
	if !strings.Contains(string(body), "Ничего не изменено") {
		t.Fatalf("a write on a full disk answered %s", body)
	}
	health(http.StatusServiceUnavailable, `"db":"commit: no space left on device"`, `"last_commit":"failed `, `ago: commit: no space left on device`)

	// The disk has room for the probe's small write again, but no fight's
	// write has landed since: still unhealthy.
	full.Store(false)
	health(http.StatusServiceUnavailable, `"db":"ok"`, `"last_commit":"failed `)
	do(t, signed(t, rig.url, time.Now(), systemSet("273", "300000000000000273", "medieval")))
	health(http.StatusOK, `"db":"ok"`, `"last_commit":"ok"`)
}

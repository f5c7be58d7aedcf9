package bot

import (
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"fray/bot/fakediscord"
	"fray/storage"
)

// A reply that attaches a file (the /odds chart) goes back as
// multipart/form-data: the response JSON in payload_json and the PNG beside it.
func TestHTTPReplyWithAFileIsMultipart(t *testing.T) {
	rig := newHTTPRig(t, HTTPOptions{}, storage.Options{}, nil)
	if status, body := do(t, signed(t, rig.url, time.Now(), systemSet("1", fakediscord.ChannelID, "storyteller"))); status != http.StatusOK {
		t.Fatalf("system set: %d %s", status, body)
	}
	req := signed(t, rig.url, time.Now(), fakediscord.Command("2", []string{"odds"}, map[string]any{"pool": 6, "difficulty": 6}))
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	mt, params, err := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		t.Fatalf("content type %q (%v)", resp.Header.Get("Content-Type"), err)
	}
	parts := map[string]string{}
	r := multipart.NewReader(resp.Body, params["boundary"])
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(p)
		parts[p.FormName()] = string(b)
	}
	if !strings.Contains(parts["payload_json"], "87,6%") || !strings.HasPrefix(parts["files[0]"], "\x89PNG") {
		t.Fatalf("parts: payload %q, file of %d bytes", parts["payload_json"], len(parts["files[0]"]))
	}
}

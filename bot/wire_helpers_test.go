package bot

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"

	"fray/bot/fakediscord"
	"fray/commands"
	"fray/rules/dice"
	"fray/storage"
)

// testKey is a fixed Ed25519 key pair: the "application" of every test.
var testKey = ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, ed25519.SeedSize))

func testPublicHex() string { return hex.EncodeToString(testKey.Public().(ed25519.PublicKey)) }

// logBuf is a goroutine-safe log sink tests can search.
type logBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuf) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// count is how many log lines contain every part.
func (l *logBuf) count(parts ...string) int {
	n := 0
	for _, line := range strings.Split(l.String(), "\n") {
		ok := line != ""
		for _, p := range parts {
			ok = ok && strings.Contains(line, p)
		}
		if ok {
			n++
		}
	}
	return n
}

// newTestApp opens a real database in t.TempDir().
func newTestApp(t testing.TB, opts storage.Options, src dice.Source) *commands.App {
	t.Helper()
	if src == nil {
		src = dice.NewSeeded(1, 2)
	}
	app, err := NewApp(context.Background(), filepath.Join(t.TempDir(), "fray.db"), opts, src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.Store().Close() })
	return app
}

// channelSystem reads the system stored for a channel.
func channelSystem(t testing.TB, st *storage.Store, channel string) string {
	t.Helper()
	var sys string
	err := st.View(context.Background(), func(tx *storage.Tx) error {
		c, err := tx.Channel(fakediscord.GuildID, channel)
		sys = c.System
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// signed builds a POST /interactions request signed at ts.
func signed(t testing.TB, url string, ts time.Time, payload any) *http.Request {
	t.Helper()
	body, err := json.Marshal(payload)
	if err != nil {
		t.Fatal(err)
	}
	stamp := strconv.FormatInt(ts.Unix(), 10)
	sig := ed25519.Sign(testKey, append([]byte(stamp), body...))
	req, err := http.NewRequest(http.MethodPost, url+"/interactions", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
	req.Header.Set("X-Signature-Timestamp", stamp)
	return req
}

// do sends a request with a bounded client and returns status and body.
func do(t testing.TB, req *http.Request) (int, []byte) {
	t.Helper()
	c := &http.Client{Timeout: 5 * time.Second}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// decodeResponse reads an interaction response body.
func decodeResponse(t testing.TB, b []byte) discordgo.InteractionResponse {
	t.Helper()
	var r discordgo.InteractionResponse
	var raw struct {
		Type discordgo.InteractionResponseType `json:"type"`
		Data json.RawMessage                   `json:"data"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("response %q: %v", b, err)
	}
	r.Type = raw.Type
	if len(raw.Data) > 0 {
		r.Data = &discordgo.InteractionResponseData{}
		// Components are an interface: decode embeds and flags only.
		var d struct {
			Embeds  []*discordgo.MessageEmbed                   `json:"embeds"`
			Flags   discordgo.MessageFlags                      `json:"flags"`
			Choices []*discordgo.ApplicationCommandOptionChoice `json:"choices"`
		}
		if err := json.Unmarshal(raw.Data, &d); err != nil {
			t.Fatalf("response data %q: %v", raw.Data, err)
		}
		r.Data.Embeds, r.Data.Flags, r.Data.Choices = d.Embeds, d.Flags, d.Choices
	}
	return r
}

// testSession is a real discordgo session pointed at the fake; it is closed
// before the fake (cleanups run last-in first-out).
func testSession(t testing.TB, fake *fakediscord.Server, shardID, shardCount int) *discordgo.Session {
	t.Helper()
	s, err := NewSession(DiscordConfig{Token: "test-token", APIURL: fake.URL(), GatewayURL: fake.GatewayURL(), ShardID: shardID, ShardCount: shardCount})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func quietLog() zerolog.Logger { return zerolog.New(io.Discard) }

// waitRequests waits until the fake recorded n REST calls matching.
func waitRequests(t testing.TB, fake *fakediscord.Server, method, part string, n int) []fakediscord.Request {
	t.Helper()
	// 10 s: it returns as soon as the requests are in; the margin is for
	// CI, where the race detector and the commands package's tests share
	// two cores with this one.
	ok := fake.Wait(10*time.Second, func(st fakediscord.State) bool {
		c := 0
		for _, r := range st.Requests {
			if r.Method == method && strings.Contains(r.Path, part) {
				c++
			}
		}
		return c >= n
	})
	got := fake.Requests(method, part)
	if !ok {
		st := fake.Snapshot()
		t.Fatalf("want %d %s %s requests, got %d (gateway: %d identifies, %d resumes, %d open connections): %+v", n, method, part, len(got), len(st.Identifies), st.Resumes, st.Conns, st.Requests)
	}
	return got
}

// trackerNext matches a tracker's "Next turn" custom_id in a message body.
var trackerNext = regexp.MustCompile(`"custom_id":"(trk:next:[0-9]+)"`)

// lastTrackerNext is the "Next turn" custom_id of the newest tracker body the
// bot sent (the callback that posted it, or a later edit of it).
func lastTrackerNext(t *testing.T, bodies ...[]byte) string {
	t.Helper()
	id := ""
	for _, b := range bodies {
		if m := trackerNext.FindSubmatch(b); m != nil {
			id = string(m[1])
		}
	}
	if id == "" {
		t.Fatal("no tracker with a Next turn button was sent")
	}
	return id
}

// waitTracker waits until the channel's fight knows its tracker message
// (the transport reports it after the response) and returns its id.
func waitTracker(t *testing.T, st *storage.Store, channel string) string {
	t.Helper()
	id := ""
	ok := waitUntil(10*time.Second, func() bool {
		_ = st.View(context.Background(), func(tx *storage.Tx) error {
			c, err := tx.Channel(fakediscord.GuildID, channel)
			if err == nil && c.Encounter != nil {
				id = c.Encounter.Tracker.MessageID
			}
			return err
		})
		return id != ""
	})
	if !ok {
		t.Fatal("the tracker's message id was never stored")
	}
	return id
}

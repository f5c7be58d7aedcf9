package bot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
)

// NewSession builds a discordgo session for the config: the bot token, the
// minimal intents (interactions need none), the shard, and — through
// Session.Client's RoundTripper rather than discordgo's package variables —
// the configured REST and gateway URLs.
func NewSession(cfg DiscordConfig) (*discordgo.Session, error) {
	s, err := discordgo.New("Bot " + cfg.Token)
	if err != nil {
		return nil, fmt.Errorf("discord session: %w", err)
	}
	s.Identify.Intents = discordgo.IntentsNone
	s.ShardID, s.ShardCount = cfg.ShardID, cfg.ShardCount
	s.Identify.Shard = &[2]int{cfg.ShardID, cfg.ShardCount}
	rt, err := NewRedirect(http.DefaultTransport, cfg.APIURL, cfg.GatewayURL)
	if err != nil {
		return nil, err
	}
	s.Client = &http.Client{Timeout: 20 * time.Second, Transport: rt}
	return s, nil
}

// Redirect is a RoundTripper that sends discord.com's REST calls to another
// base URL (a rate-limit proxy, a fake in tests) and answers GET /gateway with
// the configured gateway URL.
type Redirect struct {
	next    http.RoundTripper
	api     *url.URL
	gateway string
}

// NewRedirect returns next unchanged when neither URL is set.
func NewRedirect(next http.RoundTripper, apiURL, gatewayURL string) (http.RoundTripper, error) {
	if apiURL == "" && gatewayURL == "" {
		return next, nil
	}
	r := &Redirect{next: next, gateway: gatewayURL}
	if apiURL != "" {
		u, err := url.Parse(apiURL)
		if err != nil || u.Scheme == "" || u.Host == "" {
			return nil, fmt.Errorf("discord.api_url %q: want a URL like http://host:port", apiURL)
		}
		r.api = u
	}
	return r, nil
}

// RoundTrip implements http.RoundTripper.
func (r *Redirect) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Host != "discord.com" {
		return r.next.RoundTrip(req)
	}
	if r.gateway != "" && req.Method == http.MethodGet && strings.HasSuffix(req.URL.Path, "/gateway") {
		body, _ := json.Marshal(map[string]string{"url": r.gateway})
		return &http.Response{
			StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
			Header: http.Header{"Content-Type": []string{"application/json"}}, Body: io.NopCloser(bytes.NewReader(body)),
			ContentLength: int64(len(body)), Request: req,
		}, nil
	}
	if r.api == nil {
		return r.next.RoundTrip(req)
	}
	out := req.Clone(req.Context())
	out.URL.Scheme, out.URL.Host = r.api.Scheme, r.api.Host
	out.URL.Path = strings.TrimSuffix(r.api.Path, "/") + req.URL.Path
	out.Host = r.api.Host
	return r.next.RoundTrip(out)
}

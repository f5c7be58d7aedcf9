package bot

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"
)

// Discord's "Interactions Endpoint URL" mode: Discord POSTs each interaction
// to /interactions, signed with the application's Ed25519 key, and takes the
// initial response from the HTTP body within 3 s. No gateway is needed; REST
// (with a token) is used only for what comes after the body: the edit of a
// deferred response, reading the original's id, tracker edits.

// SignatureWindow is how far a request's X-Signature-Timestamp may be from
// now, either way: a captured request cannot be replayed after it.
const SignatureWindow = 30 * time.Second

// DedupeWindow is how long an interaction ID is remembered: one handled in
// that window is not run again.
const DedupeWindow = 15 * time.Minute

// maxBody bounds an interaction request (Discord's are a few KiB).
const maxBody = 1 << 20

// noRESTDeferAfter is the deferral threshold without a token: a deferred
// response could never be edited, so the handler gets nearly all of Discord's
// 3 s before the endpoint gives up and defers.
const noRESTDeferAfter = 2500 * time.Millisecond

// ErrNoREST is returned by the HTTP-only responder for what needs a token.
var ErrNoREST = errors.New("no Discord token: REST calls (edits, follow-ups) are skipped")

// HTTPOptions configure the HTTP endpoint.
type HTTPOptions struct {
	PublicKey ed25519.PublicKey
	Router    *Router
	// REST answers after the body (deferred edits, tracker edits); nil
	// without a token.
	REST    Responder
	Dedupe  *Dedupe
	Metrics *Metrics
	// Gateway, when a gateway runs in the same process, feeds /healthz.
	Gateway *GatewayWatch
	Log     zerolog.Logger
	// DeferAfter overrides when a slow handler is deferred.
	DeferAfter time.Duration
	// Now is the clock for the timestamp window (tests).
	Now func() time.Time
	// OpsApart serves /healthz and /metrics only on OpsHandler, not beside
	// /interactions (http.metrics_listen).
	OpsApart bool
}

// HTTPServer serves /interactions, /healthz and /metrics.
type HTTPServer struct {
	o       HTTPOptions
	srv     *http.Server
	ln      net.Listener
	ops     *http.Server // /healthz and /metrics on their own address, when apart
	opsLn   net.Listener
	slots   bodySlots
	ctx     context.Context // lives as long as the server: dispatches outlive their request
	cancel  context.CancelFunc
	mu      sync.Mutex
	closing bool
	work    sync.WaitGroup
	health  healthCache
}

// NewHTTPServer builds the endpoint; Handler serves it, Serve listens.
func NewHTTPServer(o HTTPOptions) *HTTPServer {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Dedupe == nil {
		o.Dedupe = NewDedupe(DedupeWindow, 0)
	}
	if o.DeferAfter <= 0 {
		o.DeferAfter = DeferAfter
		if o.REST == nil {
			o.DeferAfter = noRESTDeferAfter
		}
	}
	h := &HTTPServer{o: o, slots: newBodySlots()}
	h.ctx, h.cancel = context.WithCancel(context.Background())
	mux := http.NewServeMux()
	mux.HandleFunc("/interactions", h.interactions)
	ops := mux
	if o.OpsApart {
		ops = http.NewServeMux()
	}
	ops.HandleFunc("/healthz", h.healthz)
	if o.Metrics != nil {
		ops.Handle("/metrics", o.Metrics.Handler())
	}
	h.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
	h.ops = &http.Server{Handler: ops, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
	return h
}

// Handler is the server's handler (for httptest): /interactions, and
// /healthz and /metrics unless they are apart.
func (h *HTTPServer) Handler() http.Handler { return h.srv.Handler }

// OpsHandler serves /healthz and /metrics (with /interactions too unless
// they are apart).
func (h *HTTPServer) OpsHandler() http.Handler { return h.ops.Handler }

// ServeOps listens for /healthz and /metrics on l, apart from the
// interactions, until Stop.
func (h *HTTPServer) ServeOps(l net.Listener) {
	h.opsLn = l
	go func() {
		if err := h.ops.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			h.o.Log.Error().Err(err).Msg("metrics listener stopped")
		}
	}()
}

// OpsAddr is the address /healthz and /metrics listen on apart ("" when
// they share the interactions' listener).
func (h *HTTPServer) OpsAddr() string {
	if h.opsLn == nil {
		return ""
	}
	return h.opsLn.Addr().String()
}

// Serve listens on l until Stop.
func (h *HTTPServer) Serve(l net.Listener) {
	h.ln = l
	go func() {
		if err := h.srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			h.o.Log.Error().Err(err).Msg("http endpoint stopped")
		}
	}()
}

// Addr is the address it listens on.
func (h *HTTPServer) Addr() string {
	if h.ln == nil {
		return ""
	}
	return h.ln.Addr().String()
}

// StartHTTP starts the HTTP interactions endpoint on cfg.HTTP.Listen. s is
// the gateway session when there is a token (for REST), nil otherwise.
func StartHTTP(ctx context.Context, cfg Config, router *Router, s *discordgo.Session, log zerolog.Logger) (*HTTPServer, error) {
	return startHTTP(ctx, cfg, router, s, log, nil, nil, nil)
}

func startHTTP(ctx context.Context, cfg Config, router *Router, s *discordgo.Session, log zerolog.Logger,
	m *Metrics, gw *GatewayWatch, seen *Dedupe) (*HTTPServer, error) {
	key, err := ParsePublicKey(cfg.Discord.PublicKey)
	if err != nil {
		return nil, err
	}
	o := HTTPOptions{PublicKey: key, Router: router, Dedupe: seen, Metrics: m, Gateway: gw, Log: log, OpsApart: cfg.HTTP.MetricsListen != ""}
	if s != nil {
		o.REST = SessionResponder{S: s}
	} else {
		log.Warn().Msg("HTTP endpoint without a Discord token: replies go back in the HTTP body; " +
			"what needs REST (editing a deferred reply, tracker updates, follow-ups) is skipped")
	}
	l, err := (&net.ListenConfig{}).Listen(ctx, "tcp", cfg.HTTP.Listen)
	if err != nil {
		return nil, fmt.Errorf("http.listen %s: %w", cfg.HTTP.Listen, err)
	}
	h := NewHTTPServer(o)
	if o.OpsApart {
		ol, err := (&net.ListenConfig{}).Listen(ctx, "tcp", cfg.HTTP.MetricsListen)
		if err != nil {
			_ = l.Close()
			return nil, fmt.Errorf("http.metrics_listen %s: %w", cfg.HTTP.MetricsListen, err)
		}
		h.ServeOps(ol)
		log.Info().Str("addr", h.OpsAddr()).Msg("/healthz and /metrics, apart from the interactions")
	}
	h.Serve(l)
	if o.OpsApart {
		log.Info().Str("addr", h.Addr()).Msg("HTTP interactions endpoint at /interactions")
	} else {
		log.Info().Str("addr", h.Addr()).Msg("HTTP interactions endpoint at /interactions, /healthz, /metrics")
	}
	return h, nil
}

// ParsePublicKey reads the application's public key (hex).
func ParsePublicKey(s string) (ed25519.PublicKey, error) {
	if s == "" {
		return nil, errors.New("the HTTP endpoint needs discord.public_key (FRAY_PUBLIC_KEY): the application's public key, hex")
	}
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("discord.public_key: want %d bytes of hex", ed25519.PublicKeySize)
	}
	return ed25519.PublicKey(b), nil
}

// Stop refuses new interactions, lets those in flight (and their REST
// follow-ups) finish within grace, and closes the listener.
func (h *HTTPServer) Stop(grace time.Duration) {
	h.mu.Lock()
	h.closing = true
	h.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	_ = h.srv.Shutdown(ctx)
	if h.opsLn != nil {
		_ = h.ops.Shutdown(ctx)
	}
	done := make(chan struct{})
	go func() { h.work.Wait(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		h.o.Log.Warn().Msg("shutdown: HTTP interactions still running after the grace period")
	}
	h.cancel()
}

// checkHeaders checks what can be checked of a request before its body is
// read: a signature of the right form (and canonical: discordgo's
// VerifyInteraction takes a malleable copy of a valid one) and a timestamp
// within the window. It returns the signature and the timestamp, or the
// reason for a refusal.
func (h *HTTPServer) checkHeaders(r *http.Request) (sig []byte, stamp, reason string) {
	sig, err := hex.DecodeString(r.Header.Get("X-Signature-Ed25519"))
	if err != nil || len(sig) != ed25519.SignatureSize {
		return nil, "", "signature"
	}
	// A signature whose S has any of the top three bits set is not reduced
	// mod the group order: a malleable copy of a valid one.
	if sig[63]&224 != 0 {
		return nil, "", "noncanonical"
	}
	stamp = r.Header.Get("X-Signature-Timestamp")
	ts, err := strconv.ParseInt(stamp, 10, 64)
	if err != nil || len(stamp) > maxStamp {
		return nil, "", "timestamp"
	}
	if d := h.o.Now().Sub(time.Unix(ts, 0)); d > SignatureWindow || d < -SignatureWindow {
		return nil, "", "stale"
	}
	return sig, stamp, ""
}

func (h *HTTPServer) reject(w http.ResponseWriter, status int, reason, msg string) {
	if h.o.Metrics != nil {
		h.o.Metrics.Rejected(reason)
	}
	http.Error(w, msg, status)
}

// Before its signature is checked a request is anybody's, so what it can
// make the bot hold is bounded: the headers are checked first, a body
// declared too long is refused unread, and the body is read once, into
// one of a fixed set of buffers (bodySlots), the timestamp before it, and
// verified there. A request that finds no free buffer waits a little,
// then is refused as busy. Small bodies (every interaction Discord sends)
// and large ones (up to maxBody, or of unknown length) have buffers of
// their own, so a flood of large bodies leaves the small ones room.
const (
	smallBody  = 64 << 10 // a small body's bound: Discord's are a few KiB
	smallSlots = 256      // small bodies read at once (16 MiB at most)
	largeSlots = 8        // large bodies read at once (8 MiB at most)
	maxStamp   = 20       // digits of a Unix time, and then some
	slotWait   = time.Second
)

// bodySlots are the buffers unauthenticated bodies are read into: each is
// made on first use, grows to what its bodies need and is reused.
type bodySlots struct{ small, large chan []byte }

func newBodySlots() bodySlots {
	s := bodySlots{small: make(chan []byte, smallSlots), large: make(chan []byte, largeSlots)}
	for range smallSlots {
		s.small <- nil
	}
	for range largeSlots {
		s.large <- nil
	}
	return s
}

// take waits for a buffer for a body of length n (-1: unknown), up to
// slotWait. It returns the buffer, the pool to give it back to and the
// body's bound, or ok false.
func (s bodySlots) take(ctx context.Context, n int64) (buf []byte, pool chan []byte, limit int, ok bool) {
	pool, limit = s.large, maxBody
	if n >= 0 && n <= smallBody {
		pool, limit = s.small, smallBody
	}
	t := time.NewTimer(slotWait)
	defer t.Stop()
	select {
	case buf = <-pool:
		return buf, pool, limit, true
	case <-t.C:
	case <-ctx.Done():
	}
	return nil, nil, 0, false
}

// readSigned reads the body into buf after the timestamp: the bytes
// Discord signs. hint is the declared length (-1: unknown). It reports
// tooLong, without reading further, when the body passes limit.
func readSigned(body io.Reader, buf []byte, stamp string, hint int64, limit int) (signed []byte, tooLong bool, err error) {
	end := limit + len(stamp) // the most the buffer ever holds
	buf = append(buf[:0], stamp...)
	if hint > 0 {
		buf = slices.Grow(buf, int(min(hint+1, int64(limit))))
	}
	for {
		if len(buf) == end {
			var one [1]byte
			n, err := io.ReadFull(body, one[:])
			switch {
			case n > 0:
				return buf, true, nil
			case err == io.EOF:
				return buf, false, nil
			}
			return buf, false, err
		}
		if len(buf) == cap(buf) {
			buf = slices.Grow(buf, min(max(2*cap(buf), 4<<10), end)-len(buf))
		}
		n, err := body.Read(buf[len(buf):min(cap(buf), end)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, false, nil
		}
		if err != nil {
			return buf, false, err
		}
	}
}

func (h *HTTPServer) interactions(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		h.reject(w, http.StatusMethodNotAllowed, "method", "POST only")
		return
	}
	sig, stamp, reason := h.checkHeaders(r)
	if reason != "" {
		h.reject(w, http.StatusUnauthorized, reason, "invalid request signature")
		return
	}
	if r.ContentLength > maxBody {
		h.reject(w, http.StatusRequestEntityTooLarge, "oversize", "request too large")
		return
	}
	buf, pool, limit, ok := h.slots.take(r.Context(), r.ContentLength)
	if !ok {
		h.reject(w, http.StatusServiceUnavailable, "busy", "too many requests at once")
		return
	}
	release := func() { pool <- buf[:0] }
	// A body trickled in holds its buffer: it has until Discord's own
	// deadline to arrive, not the server's ten seconds.
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(discordgo.InteractionDeadline))
	signed, tooLong, err := readSigned(r.Body, buf, stamp, r.ContentLength, limit)
	buf = signed
	// Read: the deadline must not run on into the answer (the server
	// takes a timed-out read of the idle connection as the client gone).
	_ = rc.SetReadDeadline(time.Time{})
	switch {
	case err != nil:
		release()
		h.reject(w, http.StatusBadRequest, "read", "could not read the request")
		return
	case tooLong:
		release()
		h.reject(w, http.StatusRequestEntityTooLarge, "oversize", "request too large")
		return
	case !ed25519.Verify(h.o.PublicKey, signed, sig):
		release()
		h.reject(w, http.StatusUnauthorized, "signature", "invalid request signature")
		return
	}
	body := signed[len(stamp):]
	var i discordgo.Interaction
	err = json.Unmarshal(body, &i) // copies what it keeps: the buffer is free after
	release()
	if err != nil {
		h.reject(w, http.StatusBadRequest, "json", "bad interaction payload")
		return
	}
	if i.Type == discordgo.InteractionPing {
		writeJSON(w, &discordgo.InteractionResponse{Type: discordgo.InteractionResponsePong})
		return
	}
	if i.ID == "" || i.Type == 0 {
		h.reject(w, http.StatusBadRequest, "json", "bad interaction payload")
		return
	}
	h.mu.Lock()
	if h.closing {
		h.mu.Unlock()
		h.reject(w, http.StatusServiceUnavailable, "closing", "shutting down")
		return
	}
	h.work.Add(1)
	h.mu.Unlock()
	if !h.o.Dedupe.First(i.ID) {
		h.work.Done()
		h.o.Log.Warn().Str("interaction", i.ID).Msg("interaction already handled: not run again")
		h.reject(w, http.StatusConflict, "duplicate", "interaction already handled")
		return
	}
	reply := &bodyResponder{rest: h.o.REST, body: make(chan *discordgo.InteractionResponse, 1), written: make(chan error, 1)}
	d := &Dispatcher{Router: h.o.Router, Responder: reply, Log: h.o.Log, DeferAfter: h.o.DeferAfter, NoREST: h.o.REST == nil}
	go func() {
		defer h.work.Done()
		// The follow-ups (edit after deferral) outlive the HTTP request.
		ctx, cancel := context.WithTimeout(h.ctx, 15*time.Minute)
		defer cancel()
		d.Dispatch(ctx, &i)
		reply.finish()
	}()
	select {
	case resp, ok := <-reply.body:
		if !ok {
			// The router produced nothing to send (it never does for a
			// decoded interaction, but never leave Discord hanging).
			h.reject(w, http.StatusBadRequest, "json", "bad interaction payload")
			return
		}
		reply.written <- writeResponse(w, resp)
	case <-r.Context().Done():
		reply.written <- r.Context().Err()
	}
}

// writeResponse writes the interaction response body: JSON, or, when the
// reply attaches files (the /odds chart), multipart/form-data with the JSON
// in payload_json, as Discord accepts for a callback.
func writeResponse(w http.ResponseWriter, resp *discordgo.InteractionResponse) error {
	if resp == nil || resp.Data == nil || len(resp.Data.Files) == 0 {
		return writeJSON(w, resp)
	}
	ct, body, err := discordgo.MultipartBodyWithJSON(resp, resp.Data.Files)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return err
	}
	w.Header().Set("Content-Type", ct)
	_, err = w.Write(body)
	return err
}

func writeJSON(w http.ResponseWriter, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return err
	}
	w.Header().Set("Content-Type", "application/json")
	_, err = w.Write(b)
	return err
}

// bodyResponder answers the first response in the HTTP body and sends the
// rest through REST (or skips it without a token).
type bodyResponder struct {
	rest    Responder
	once    sync.Once
	body    chan *discordgo.InteractionResponse
	written chan error
}

// finish closes the body channel if the dispatcher never responded.
func (b *bodyResponder) finish() {
	b.once.Do(func() { close(b.body) })
}

// Respond implements Responder: the first response is the HTTP body; it
// returns once the body is written, so what follows (reading the original,
// editing it) happens after Discord has it.
func (b *bodyResponder) Respond(ctx context.Context, i *discordgo.Interaction, r *discordgo.InteractionResponse) error {
	first := false
	b.once.Do(func() { first = true })
	if !first {
		if b.rest == nil {
			return ErrNoREST
		}
		return b.rest.Respond(ctx, i, r)
	}
	b.body <- r
	close(b.body)
	select {
	case err := <-b.written:
		if err != nil {
			return fmt.Errorf("write response body: %w", err)
		}
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// EditOriginal implements Responder.
func (b *bodyResponder) EditOriginal(ctx context.Context, i *discordgo.Interaction, d *discordgo.InteractionResponseData) (*discordgo.Message, error) {
	if b.rest == nil {
		return nil, ErrNoREST
	}
	return b.rest.EditOriginal(ctx, i, d)
}

// Original implements Responder.
func (b *bodyResponder) Original(ctx context.Context, i *discordgo.Interaction) (*discordgo.Message, error) {
	if b.rest == nil {
		return nil, ErrNoREST
	}
	return b.rest.Original(ctx, i)
}

// EditMessage implements Responder.
func (b *bodyResponder) EditMessage(ctx context.Context, channelID, messageID string, d *discordgo.InteractionResponseData) error {
	if b.rest == nil {
		return ErrNoREST
	}
	return b.rest.EditMessage(ctx, channelID, messageID, d)
}

// Followup implements Responder.
func (b *bodyResponder) Followup(ctx context.Context, i *discordgo.Interaction, d *discordgo.InteractionResponseData) (*discordgo.Message, error) {
	if b.rest == nil {
		return nil, ErrNoREST
	}
	return b.rest.Followup(ctx, i, d)
}

// DeleteOriginal implements Responder.
func (b *bodyResponder) DeleteOriginal(ctx context.Context, i *discordgo.Interaction) error {
	if b.rest == nil {
		return ErrNoREST
	}
	return b.rest.DeleteOriginal(ctx, i)
}

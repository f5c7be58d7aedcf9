package bot

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// Gateway opcodes Fray reads or writes.
const (
	opDispatch       = 0
	opHeartbeat      = 1
	opIdentify       = 2
	opResume         = 6
	opReconnect      = 7
	opInvalidSession = 9
	opHello          = 10
	opHeartbeatAck   = 11
)

// closeReconnecting is the close code Fray sends when it leaves a
// connection to resume on another: any code but 1000 and 1001 keeps the
// session resumable on Discord's side.
const closeReconnecting = 4000

// gatewayFrame is one gateway payload.
type gatewayFrame struct {
	Op int             `json:"op"`
	D  json.RawMessage `json:"d"`
	S  int64           `json:"s,omitempty"`
	T  string          `json:"t,omitempty"`
}

// gatewayConn is one websocket connection to the gateway, with its own
// heartbeat. Nothing of it outlives the connection: its heartbeat writes
// only to its own socket and, when it gives up, closes only that socket.
type gatewayConn struct {
	ws    *websocket.Conn
	wmu   sync.Mutex
	acked atomic.Bool

	shutOnce sync.Once
	mu       sync.Mutex
	cause    string // why Fray closed it, when it did
}

// write sends one payload.
func (c *gatewayConn) write(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode gateway payload: %w", err)
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_ = c.ws.SetWriteDeadline(time.Now().Add(10 * time.Second))
	if err := c.ws.WriteMessage(websocket.TextMessage, b); err != nil {
		return fmt.Errorf("write to the gateway: %w", err)
	}
	return nil
}

// shut closes the connection with a close frame carrying code and
// remembers why; only the first call counts.
func (c *gatewayConn) shut(code int, cause string) {
	c.shutOnce.Do(func() {
		c.mu.Lock()
		c.cause = cause
		c.mu.Unlock()
		c.wmu.Lock()
		_ = c.ws.SetWriteDeadline(time.Now().Add(time.Second))
		_ = c.ws.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(code, ""))
		c.wmu.Unlock()
		_ = c.ws.Close()
	})
}

// shutCause is why Fray closed the connection ("" when it did not).
func (c *gatewayConn) shutCause() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cause
}

// read returns the next payload; a binary frame is a zlib-compressed one.
func (c *gatewayConn) read() (gatewayFrame, error) {
	mt, b, err := c.ws.ReadMessage()
	if err != nil {
		return gatewayFrame{}, err
	}
	if mt == websocket.BinaryMessage {
		z, err := zlib.NewReader(bytes.NewReader(b))
		if err != nil {
			return gatewayFrame{}, fmt.Errorf("inflate gateway frame: %w", err)
		}
		b, err = io.ReadAll(z)
		if err != nil {
			return gatewayFrame{}, fmt.Errorf("inflate gateway frame: %w", err)
		}
	}
	var f gatewayFrame
	if err := json.Unmarshal(b, &f); err != nil {
		return gatewayFrame{}, fmt.Errorf("decode gateway frame: %w", err)
	}
	return f, nil
}

// heartbeat beats every interval (the first after a random part of one, as
// Discord asks) until done closes. A beat whose predecessor got no ACK
// means the connection is a zombie: it is closed so that the supervisor
// resumes on a new one.
func (c *gatewayConn) heartbeat(done <-chan struct{}, interval time.Duration, seq func() int64) {
	t := time.NewTimer(time.Duration(rand.Int64N(int64(interval) + 1)))
	defer t.Stop()
	c.acked.Store(true)
	for {
		select {
		case <-done:
			return
		case <-t.C:
		}
		if !c.acked.Swap(false) {
			c.shut(closeReconnecting, "heartbeat not acknowledged")
			return
		}
		if err := c.beat(seq()); err != nil {
			c.shut(closeReconnecting, "heartbeat failed")
			return
		}
		t.Reset(interval)
	}
}

// beat sends one heartbeat with the last sequence (null before any).
func (c *gatewayConn) beat(seq int64) error {
	var d *int64
	if seq > 0 {
		d = &seq
	}
	return c.write(struct {
		Op int    `json:"op"`
		D  *int64 `json:"d"`
	}{opHeartbeat, d})
}

// closeCodeOf is the close code Discord ended the connection with, or 0.
func closeCodeOf(err error) int {
	var ce *websocket.CloseError
	if errors.As(err, &ce) {
		return ce.Code
	}
	return 0
}

// Close codes after which reconnecting cannot help: the token, shard,
// API version or intents are wrong.
func fatalCloseCode(code int) bool {
	switch code {
	case 4004, 4010, 4011, 4012, 4013, 4014:
		return true
	}
	return false
}

// Close codes after which the session cannot be resumed, only replaced.
func sessionLostCloseCode(code int) bool {
	return code == 4007 || code == 4009
}

// attempt is one connection's record, from dial to close.
type attempt struct {
	resume bool // it sent RESUME (else IDENTIFY)
	// outcome is how the handshake ended: "ready", "resumed",
	// "invalid_session_resumable", "invalid_session", or "failed".
	outcome  string
	helloed  bool // the gateway answered with HELLO
	up       bool // READY or RESUMED arrived
	stable   bool // after that, an ACK or a dispatch came back
	replayed int  // dispatches that came before RESUMED
	received int  // interactions received on this connection
	ready    *discordgo.Ready
	// cause is why the connection ended.
	cause string
	// resumable is whether the session may still be resumed.
	resumable bool
	err       error
	fatal     bool
}

// connect dials the gateway and serves one connection until it ends, ctx
// ends, or the gateway gives up on the session.
func (s *supervisor) connect(ctx context.Context, url string, resume bool, onUp func(*attempt)) *attempt {
	a := &attempt{resume: resume, outcome: "failed", resumable: true}
	dctx, cancel := context.WithTimeout(ctx, s.timing.Handshake)
	ws, _, err := s.dialer.DialContext(dctx, url, nil)
	cancel()
	if err != nil {
		a.err, a.cause = fmt.Errorf("dial the gateway: %w", err), "dial failed"
		return a
	}
	c := &gatewayConn{ws: ws}
	done := make(chan struct{})
	var wg sync.WaitGroup
	defer func() {
		c.shut(closeReconnecting, "connection ended")
		close(done)
		wg.Wait()
	}()
	wg.Add(1)
	go func() {
		defer wg.Done()
		select {
		case <-ctx.Done():
			c.shut(websocket.CloseNormalClosure, "shutdown")
		case <-done:
		}
	}()

	_ = ws.SetReadDeadline(time.Now().Add(s.timing.Handshake))
	f, err := c.read()
	if err != nil || f.Op != opHello {
		a.err, a.cause = fmt.Errorf("no HELLO from the gateway (op %d): %w", f.Op, errOr(err)), "no hello"
		return a
	}
	var hello struct {
		Interval int64 `json:"heartbeat_interval"`
	}
	if err := json.Unmarshal(f.D, &hello); err != nil || hello.Interval <= 0 {
		a.err, a.cause = fmt.Errorf("bad HELLO %s: %w", f.D, errOr(err)), "no hello"
		return a
	}
	a.helloed = true
	wg.Add(1)
	go func() {
		defer wg.Done()
		c.heartbeat(done, time.Duration(hello.Interval)*time.Millisecond, s.seq.Load)
	}()
	if err := c.write(s.handshake(resume)); err != nil {
		a.err, a.cause = err, "handshake write failed"
		return a
	}
	_ = ws.SetReadDeadline(time.Now().Add(s.timing.Handshake))
	for {
		f, err := c.read()
		if err != nil {
			s.ended(a, c, err)
			return a
		}
		switch f.Op {
		case opDispatch:
			if f.S > 0 {
				s.seq.Store(f.S)
			}
			switch f.T {
			case "READY":
				if err := s.ready(a, f.D); err != nil {
					a.err, a.cause = err, "bad READY"
					return a
				}
				a.outcome, a.up = "ready", true
				_ = ws.SetReadDeadline(time.Time{})
				onUp(a)
			case "RESUMED":
				a.outcome, a.up = "resumed", true
				_ = ws.SetReadDeadline(time.Time{})
				onUp(a)
			case "INTERACTION_CREATE":
				a.received++
				if a.up {
					a.stable = true
				} else {
					a.replayed++
				}
				s.interaction(f.D)
			default:
				a.stable = a.stable || a.up
			}
		case opHeartbeat:
			if err := c.beat(s.seq.Load()); err != nil {
				c.shut(closeReconnecting, "heartbeat failed")
			}
		case opHeartbeatAck:
			c.acked.Store(true)
			a.stable = a.stable || a.up
		case opReconnect:
			c.shut(closeReconnecting, "Discord asked for a reconnect (op 7)")
		case opInvalidSession:
			var resumable bool
			_ = json.Unmarshal(f.D, &resumable)
			a.resumable = resumable
			if !a.up {
				a.outcome = "invalid_session"
				if resumable {
					a.outcome = "invalid_session_resumable"
				}
			}
			c.shut(closeReconnecting, "invalid session")
		}
	}
}

// ended records why the connection's read failed.
func (s *supervisor) ended(a *attempt, c *gatewayConn, err error) {
	if cause := c.shutCause(); cause != "" {
		a.cause = cause
		if cause == "invalid session" && !a.resumable {
			a.err = errors.New("the session was invalidated")
		}
		return
	}
	code := closeCodeOf(err)
	switch {
	case fatalCloseCode(code):
		a.fatal, a.resumable = true, false
		a.cause = fmt.Sprintf("closed by Discord with %d", code)
		a.err = fmt.Errorf("the gateway refused the connection: %w", err)
	case sessionLostCloseCode(code):
		a.resumable = false
		a.cause = fmt.Sprintf("closed by Discord with %d", code)
		a.err = err
	case code != 0 && code != websocket.CloseAbnormalClosure:
		a.cause = fmt.Sprintf("closed by Discord with %d", code)
		a.err = err
	default:
		a.cause = "connection lost"
		a.err = err
	}
}

// handshake is the IDENTIFY or RESUME payload.
func (s *supervisor) handshake(resume bool) any {
	if resume {
		type resumeData struct {
			Token     string `json:"token"`
			SessionID string `json:"session_id"`
			Seq       int64  `json:"seq"`
		}
		return struct {
			Op int        `json:"op"`
			D  resumeData `json:"d"`
		}{opResume, resumeData{Token: s.sess.Token, SessionID: s.sessionID, Seq: s.seq.Load()}}
	}
	id := s.sess.Identify
	if id.Token == "" {
		id.Token = s.sess.Token
	}
	// Frames are read as JSON text; binary zlib frames are read too, but
	// there is no reason to ask for them.
	id.Compress = false
	return struct {
		Op int                `json:"op"`
		D  discordgo.Identify `json:"d"`
	}{opIdentify, id}
}

// ready takes the new session from READY.
func (s *supervisor) ready(a *attempt, d json.RawMessage) error {
	var r struct {
		SessionID string `json:"session_id"`
		ResumeURL string `json:"resume_gateway_url"`
	}
	if err := json.Unmarshal(d, &r); err != nil || r.SessionID == "" {
		return fmt.Errorf("READY without a session: %w", errOr(err))
	}
	a.ready = &discordgo.Ready{}
	_ = json.Unmarshal(d, a.ready)
	s.sessionID, s.resumeURL = r.SessionID, r.ResumeURL
	return nil
}

// interaction decodes one INTERACTION_CREATE and hands it on.
func (s *supervisor) interaction(d json.RawMessage) {
	var ic discordgo.InteractionCreate
	if err := json.Unmarshal(d, &ic); err != nil || ic.Interaction == nil || ic.ID == "" {
		s.log.Warn().Err(err).Msg("undecodable interaction ignored")
		return
	}
	s.metrics.gatewayInteraction()
	s.onInteraction(&ic)
}

// errOr is err, or a placeholder for a failure that came without one.
func errOr(err error) error {
	if err == nil {
		return errors.New("unexpected payload")
	}
	return err
}

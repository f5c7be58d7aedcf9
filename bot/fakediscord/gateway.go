package fakediscord

import (
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"
)

// ErrNoSession is Dispatch's error when no gateway session could carry an
// event: the client never identified, or its session was invalidated and
// it has not identified again. Discord drops such an interaction.
var ErrNoSession = errors.New("fakediscord: no gateway session")

// ErrNotLive is the error of a fault that needs a live connection when the
// current session has none.
var ErrNotLive = errors.New("fakediscord: no live gateway connection")

// writeTimeout bounds one frame's write, so that a client that stopped
// reading cannot hang the fake.
const writeTimeout = 5 * time.Second

type gwConn struct {
	ws  *websocket.Conn
	wmu sync.Mutex
	// Guarded by Server.mu:
	closed bool
	sess   *gwSession // the session IDENTIFY or RESUME attached
	ready  bool       // READY or RESUMED was written: dispatches go out at once
}

// gwSession is one gateway session as Discord keeps it: its sequence, the
// dispatches it sent (to replay after a RESUME), and its connection.
type gwSession struct {
	id string
	// sendMu orders the frames of a session: READY, the replay and RESUMED,
	// and live dispatches never interleave.
	sendMu sync.Mutex
	// Guarded by Server.mu:
	seq     int64
	log     []dispatched
	conn    *gwConn
	invalid bool
}

// dispatched is one event of a session, kept so that a RESUME can replay
// what the client missed.
type dispatched struct {
	seq     int64
	t       string
	payload any
}

// resumeFault is how the fake answers one RESUME instead of replaying.
type resumeFault struct {
	invalid   bool // answer INVALID_SESSION…
	resumable bool // …with d: resumable
	breakConn bool // answer RESUMED, then drop the socket at once
}

type frame struct {
	Op int             `json:"op"`
	D  json.RawMessage `json:"d,omitempty"`
	S  int64           `json:"s,omitempty"`
	T  string          `json:"t,omitempty"`
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

func encodeFrame(op int, t string, seq int64, d any) ([]byte, error) {
	raw, err := json.Marshal(d)
	if err != nil {
		return nil, err
	}
	return json.Marshal(frame{Op: op, D: raw, S: seq, T: t})
}

func (c *gwConn) send(op int, t string, seq int64, d any) error {
	b, err := encodeFrame(op, t, seq, d)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_ = c.ws.SetWriteDeadline(time.Now().Add(writeTimeout))
	return c.ws.WriteMessage(websocket.TextMessage, b)
}

// sendCut writes the header of a text frame and half of its payload, then
// closes the socket: the connection dies in the middle of a dispatch.
func (c *gwConn) sendCut(op int, t string, seq int64, d any) error {
	b, err := encodeFrame(op, t, seq, d)
	if err != nil {
		return err
	}
	// A server frame is unmasked: FIN and opcode 1, then the length.
	hdr := []byte{0x81}
	switch n := len(b); {
	case n < 126:
		hdr = append(hdr, byte(n))
	case n < 1<<16:
		hdr = append(hdr, 126, byte(n>>8), byte(n))
	default:
		hdr = append(hdr, 127, 0, 0, 0, 0, byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	nc := c.ws.UnderlyingConn()
	_ = nc.SetWriteDeadline(time.Now().Add(writeTimeout))
	_, werr := nc.Write(append(hdr, b[:len(b)/2]...))
	if err := nc.Close(); werr == nil {
		werr = err
	}
	return werr
}

// ResumeGatewayURL is the resume_gateway_url READY gives: the same server
// on a path of its own, so a test can see where a client resumed.
func (s *Server) ResumeGatewayURL() string { return s.GatewayURL() + "/resume" }

// serveGateway speaks the gateway on one websocket connection.
func (s *Server) serveGateway(w http.ResponseWriter, r *http.Request) {
	ws, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	atResumeURL := strings.HasPrefix(r.URL.Path, "/gateway-ws/resume")
	c := &gwConn{ws: ws}
	s.mu.Lock()
	s.conns = append(s.conns, c)
	interval := s.HeartbeatInterval
	s.notify()
	s.mu.Unlock()
	defer func() {
		ws.Close()
		s.mu.Lock()
		c.closed = true
		if c.sess != nil && c.sess.conn == c {
			c.sess.conn = nil
		}
		s.notify()
		s.mu.Unlock()
	}()
	if c.send(10, "", 0, map[string]any{"heartbeat_interval": interval.Milliseconds()}) != nil {
		return
	}
	for {
		var f frame
		if err := ws.ReadJSON(&f); err != nil {
			return
		}
		var err error
		switch f.Op {
		case 1:
			err = s.heartbeatFrom(c)
		case 2:
			err = s.identifyOn(c, f.D)
		case 6:
			err = s.resumeOn(c, f.D, atResumeURL)
		}
		if err != nil {
			return
		}
	}
}

func (s *Server) heartbeatFrom(c *gwConn) error {
	s.mu.Lock()
	s.heartbeat++
	mute := s.muteAcks > 0
	if mute {
		s.muteAcks--
	}
	s.notify()
	s.mu.Unlock()
	if mute {
		return nil
	}
	return c.send(11, "", 0, nil)
}

// identifyOn starts a new session on c and sends READY.
func (s *Server) identifyOn(c *gwConn, d json.RawMessage) error {
	var id struct {
		Shard *[2]int `json:"shard"`
	}
	_ = json.Unmarshal(d, &id)
	shard := [2]int{0, 1}
	if id.Shard != nil {
		shard = *id.Shard
	}
	s.mu.Lock()
	s.identify = append(s.identify, d)
	s.ready++
	sess := &gwSession{id: "fake-session-" + strconv.Itoa(len(s.identify)), conn: c}
	s.sessions[sess.id] = sess
	s.current = sess
	c.sess = sess
	s.mu.Unlock()

	sess.sendMu.Lock()
	defer sess.sendMu.Unlock()
	s.mu.Lock()
	sess.seq++
	seq := sess.seq
	s.mu.Unlock()
	ready := map[string]any{
		"v": 9, "session_id": sess.id, "shard": shard, "guilds": []any{},
		"resume_gateway_url": s.ResumeGatewayURL(),
		"user":               map[string]any{"id": "1100000000000000000", "username": "Fray", "bot": true},
		"application":        map[string]any{"id": AppID, "flags": 0},
	}
	err := c.send(0, "READY", seq, ready)
	s.mu.Lock()
	c.ready = err == nil
	s.notify()
	s.mu.Unlock()
	return err
}

// resumeOn answers a RESUME as Discord does: the dispatches the client
// missed, in order, then RESUMED; or INVALID_SESSION when the session is
// unknown, invalidated, or a test scripted it.
func (s *Server) resumeOn(c *gwConn, d json.RawMessage, atResumeURL bool) error {
	var res struct {
		SessionID string `json:"session_id"`
		Seq       int64  `json:"seq"`
	}
	_ = json.Unmarshal(d, &res)
	s.mu.Lock()
	s.resumes++
	if atResumeURL {
		s.resumeURL++
	}
	var fault resumeFault
	if len(s.resumeFaults) > 0 {
		fault, s.resumeFaults = s.resumeFaults[0], s.resumeFaults[1:]
	}
	sess := s.sessions[res.SessionID]
	if sess == nil || sess.invalid {
		fault = resumeFault{invalid: true}
	}
	if fault.invalid && !fault.resumable && sess != nil {
		// The session ends: what it had not delivered is gone, as on
		// Discord.
		sess.invalid = true
		sess.log = nil
		if s.current == sess {
			s.current = nil
		}
		s.invalidated++
	}
	s.notify()
	s.mu.Unlock()
	if fault.invalid {
		// The socket stays open: the client may IDENTIFY on it or close it.
		return c.send(9, "", 0, fault.resumable)
	}

	sess.sendMu.Lock()
	defer sess.sendMu.Unlock()
	s.mu.Lock()
	if old := sess.conn; old != nil && old != c {
		old.ready = false
	}
	sess.conn, c.sess = c, sess
	var missed []dispatched
	for _, e := range sess.log {
		if e.seq > res.Seq {
			missed = append(missed, e)
		}
	}
	s.mu.Unlock()
	for _, e := range missed {
		if err := c.send(0, e.t, e.seq, e.payload); err != nil {
			return err
		}
	}
	s.mu.Lock()
	sess.seq++
	seq := sess.seq
	s.mu.Unlock()
	if err := c.send(0, "RESUMED", seq, map[string]any{}); err != nil {
		return err
	}
	s.mu.Lock()
	c.ready = true
	s.notify()
	s.mu.Unlock()
	if fault.breakConn {
		c.wmu.Lock()
		defer c.wmu.Unlock()
		return c.ws.UnderlyingConn().Close()
	}
	return nil
}

// Dispatch sends an INTERACTION_CREATE carrying payload on the current
// session. When the session has no live connection (it is between
// connections, or resuming), the event waits in the log of the session and goes
// out in the replay of the next RESUME, as on Discord.
func (s *Server) Dispatch(payload Interaction) error {
	return s.dispatch(payload, false)
}

// DropMidDispatch sends an INTERACTION_CREATE but cuts the socket half-way
// through its frame. The event is in the log of the session: a RESUME replays
// it. It needs a live connection.
func (s *Server) DropMidDispatch(payload Interaction) error {
	return s.dispatch(payload, true)
}

func (s *Server) dispatch(payload Interaction, cut bool) error {
	s.mu.Lock()
	sess := s.current
	s.mu.Unlock()
	if sess == nil {
		return ErrNoSession
	}
	sess.sendMu.Lock()
	defer sess.sendMu.Unlock()
	s.mu.Lock()
	if sess.invalid {
		s.mu.Unlock()
		return ErrNoSession
	}
	c := sess.conn
	live := c != nil && c.ready && !c.closed
	if cut && !live {
		s.mu.Unlock()
		return ErrNotLive
	}
	sess.seq++
	seq := sess.seq
	sess.log = append(sess.log, dispatched{seq: seq, t: "INTERACTION_CREATE", payload: payload})
	s.notify()
	s.mu.Unlock()
	if !live {
		return nil
	}
	if cut {
		return c.sendCut(0, "INTERACTION_CREATE", seq, payload)
	}
	// A failed write leaves the event in the log for the replay.
	_ = c.send(0, "INTERACTION_CREATE", seq, payload)
	return nil
}

// liveConn is the connection of the current session, or the newest open one.
func (s *Server) liveConn() (*gwConn, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.current != nil && s.current.conn != nil && !s.current.conn.closed {
		return s.current.conn, nil
	}
	for i := len(s.conns) - 1; i >= 0; i-- {
		if !s.conns[i].closed {
			return s.conns[i], nil
		}
	}
	return nil, ErrNotLive
}

// Drop cuts the live gateway connection without a close frame, as a network
// failure would.
func (s *Server) Drop() error {
	c, err := s.liveConn()
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.ws.UnderlyingConn().Close()
}

// Reconnect sends op 7 (the client must reconnect and resume). The
// connection stays open and keeps carrying dispatches until the client
// closes it.
func (s *Server) Reconnect() error {
	c, err := s.liveConn()
	if err != nil {
		return err
	}
	return c.send(7, "", 0, nil)
}

// RequestHeartbeat sends op 1: the client must heartbeat at once.
func (s *Server) RequestHeartbeat() error {
	c, err := s.liveConn()
	if err != nil {
		return err
	}
	return c.send(1, "", 0, nil)
}

// CloseWith closes the live connection with a close frame carrying code
// (4004: authentication failed, 4009: session timed out, …).
func (s *Server) CloseWith(code int) error {
	c, err := s.liveConn()
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_ = c.ws.SetWriteDeadline(time.Now().Add(writeTimeout))
	werr := c.ws.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(code, ""))
	// The connection's reader may close it first, once the client answers
	// the close: closed either way, as asked.
	if err := c.ws.UnderlyingConn().Close(); werr == nil && !errors.Is(err, net.ErrClosed) {
		werr = err
	}
	return werr
}

// InvalidateNextResume answers the next RESUME with INVALID_SESSION and
// d: resumable. Not resumable ends the session and forgets what it had not
// delivered; resumable keeps it for the client's next RESUME.
func (s *Server) InvalidateNextResume(resumable bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.resumeFaults = append(s.resumeFaults, resumeFault{invalid: true, resumable: resumable})
}

// BreakResumes makes the next n RESUMEs succeed (replay, RESUMED) and then
// drops each connection at once: a session that resumes but never holds.
func (s *Server) BreakResumes(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for range n {
		s.resumeFaults = append(s.resumeFaults, resumeFault{breakConn: true})
	}
}

// MuteAcks leaves the next n heartbeats unacknowledged: the connection
// looks like a zombie to the client.
func (s *Server) MuteAcks(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.muteAcks += n
}

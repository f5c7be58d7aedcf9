// Package fakediscord is a Discord stand-in for tests, served on loopback by
// httptest: a gateway that speaks enough of the real protocol for a client
// (HELLO, IDENTIFY, READY with the shard and a resume_gateway_url, heartbeats
// and ACKs, RESUME answered by the missed dispatches and then RESUMED,
// INVALID_SESSION, op 7 reconnect, INTERACTION_CREATE dispatch) and the REST
// calls Fray makes (interaction callback, original-response get/edit,
// follow-ups, message edits, bulk overwrite of commands, GET gateway,
// application). Every REST request is recorded; faults (status codes, 429s,
// op 7, sockets dropped mid-dispatch, INVALID_SESSION answers to RESUME,
// unacknowledged heartbeats) are scripted per test. It is imported only by
// tests.
package fakediscord

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// AppID is the application id the fake reports.
const AppID = "1200000000000000000"

// Request is one recorded REST call.
type Request struct {
	Method string
	Path   string // without the /api/v9 prefix
	Header http.Header
	Body   []byte
	Status int // what the fake answered
}

// JSON decodes the body into v.
func (r Request) JSON(v any) error { return json.Unmarshal(r.Body, v) }

// Fault is a scripted answer to a REST request instead of the normal one.
type Fault struct {
	Status     int
	Body       string
	RetryAfter float64 // seconds, for 429
}

// Server is a running fake Discord.
type Server struct {
	HTTP *httptest.Server

	// HeartbeatInterval is sent in HELLO (default 45 s: tests drive events).
	HeartbeatInterval time.Duration

	mu        sync.Mutex
	reqs      []Request
	faults    []faultRule
	conns     []*gwConn
	identify  []json.RawMessage
	resumes   int
	resumeURL int // RESUMEs that came in on the resume_gateway_url
	ready     int
	heartbeat int
	msgSeq    int
	// sessions are the gateway sessions by id; current is the newest one
	// still valid, the one Dispatch sends on.
	sessions map[string]*gwSession
	current  *gwSession
	// resumeFaults answer the next RESUMEs, oldest first.
	resumeFaults []resumeFault
	muteAcks     int
	invalidated  int
	// holds keep an interaction's REST calls waiting until released; held
	// is how many wait now.
	holds     map[string]chan struct{}
	held      int
	originals map[string]json.RawMessage // interaction token → original message body
	changed   chan struct{}
}

type faultRule struct {
	match func(method, path string) bool
	left  int // answers still to give (-1: forever)
	fault Fault
}

// New starts a fake Discord; it is closed with the test.
func New(t interface {
	Cleanup(func())
	Helper()
}) *Server {
	t.Helper()
	s := &Server{HeartbeatInterval: 45 * time.Second, originals: map[string]json.RawMessage{}, changed: make(chan struct{}),
		sessions: map[string]*gwSession{}, holds: map[string]chan struct{}{}}
	s.HTTP = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

// Close drops every gateway connection, releases every held request and
// stops the server.
func (s *Server) Close() {
	s.mu.Lock()
	conns := append([]*gwConn(nil), s.conns...)
	for id, ch := range s.holds {
		close(ch)
		delete(s.holds, id)
	}
	s.mu.Unlock()
	for _, c := range conns {
		c.ws.Close()
	}
	s.HTTP.CloseClientConnections()
	s.HTTP.Close()
}

// URL is the REST base (for discord.api_url).
func (s *Server) URL() string { return s.HTTP.URL }

// GatewayURL is the websocket URL (for discord.gateway_url).
func (s *Server) GatewayURL() string {
	return "ws" + strings.TrimPrefix(s.HTTP.URL, "http") + "/gateway-ws"
}

// notify wakes every Wait. Callers hold s.mu.
func (s *Server) notify() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// Wait blocks until cond (called with the fake's state locked) holds, or the
// timeout passes; it reports whether cond held.
func (s *Server) Wait(timeout time.Duration, cond func(st State) bool) bool {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		s.mu.Lock()
		ok := cond(s.stateLocked())
		ch := s.changed
		s.mu.Unlock()
		if ok {
			return true
		}
		select {
		case <-ch:
		case <-deadline.C:
			return false
		}
	}
}

// State is a snapshot of what the fake has seen.
type State struct {
	Requests   []Request
	Identifies []json.RawMessage
	Resumes    int // RESUMEs received, whatever their answer
	// ResumesAtResumeURL counts the RESUMEs that came in on the
	// resume_gateway_url given in READY, as Discord asks.
	ResumesAtResumeURL int
	Readies            int
	Heartbeats         int
	Conns              int // gateway connections open now
	Connections        int // gateway connections ever accepted
	// Live is whether the current session has a connection that has had
	// its READY or RESUMED, so that a Dispatch goes out at once.
	Live bool
	// Invalidated counts the sessions ended by INVALID_SESSION (d: false).
	Invalidated int
	// Held is how many REST calls wait on a Hold now.
	Held int
}

func (s *Server) stateLocked() State {
	open := 0
	for _, c := range s.conns {
		if !c.closed {
			open++
		}
	}
	live := s.current != nil && s.current.conn != nil && s.current.conn.ready && !s.current.conn.closed
	return State{Requests: append([]Request(nil), s.reqs...), Identifies: append([]json.RawMessage(nil), s.identify...),
		Resumes: s.resumes, ResumesAtResumeURL: s.resumeURL, Readies: s.ready, Heartbeats: s.heartbeat, Conns: open,
		Connections: len(s.conns), Live: live, Invalidated: s.invalidated, Held: s.held}
}

// Snapshot returns the current state.
func (s *Server) Snapshot() State {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stateLocked()
}

// Requests returns the recorded REST calls whose method matches and whose
// path contains part ("" matches all).
func (s *Server) Requests(method, part string) []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Request
	for _, r := range s.reqs {
		if (method == "" || r.Method == method) && strings.Contains(r.Path, part) {
			out = append(out, r)
		}
	}
	return out
}

// Fail makes the next n REST requests whose method matches and whose path
// contains part answer with f (n < 0: every one).
func (s *Server) Fail(method, part string, n int, f Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = append(s.faults, faultRule{
		match: func(m, p string) bool { return (method == "" || m == method) && strings.Contains(p, part) },
		left:  n, fault: f,
	})
}

func (s *Server) takeFault(method, path string) (Fault, bool) {
	for i := range s.faults {
		r := &s.faults[i]
		if r.left != 0 && r.match(method, path) {
			if r.left > 0 {
				r.left--
			}
			return r.fault, true
		}
	}
	return Fault{}, false
}

// Hold keeps every REST call about interaction id (its callback, edits of
// its original response) waiting until release is called: the answer is
// in flight while a test does something else, such as cycling the gateway.
func (s *Server) Hold(id string) (release func()) {
	ch := make(chan struct{})
	s.mu.Lock()
	s.holds[id] = ch
	s.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			s.mu.Lock()
			if s.holds[id] == ch {
				delete(s.holds, id)
				close(ch)
			}
			s.mu.Unlock()
		})
	}
}

// heldLocked is the gate of the interaction a REST path is about, if held.
func (s *Server) heldLocked(path string) chan struct{} {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	if len(seg) >= 2 && seg[0] == "interactions" {
		return s.holds[seg[1]]
	}
	if len(seg) >= 3 && seg[0] == "webhooks" {
		return s.holds[strings.TrimPrefix(seg[2], "tok-")]
	}
	return nil
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/gateway-ws") {
		s.serveGateway(w, r)
		return
	}
	body, _ := io.ReadAll(io.LimitReader(r.Body, 8<<20))
	path := strings.TrimPrefix(r.URL.Path, "/api/v9")
	s.mu.Lock()
	if gate := s.heldLocked(path); gate != nil {
		s.held++
		s.notify()
		s.mu.Unlock()
		select {
		case <-gate:
		case <-r.Context().Done():
		}
		s.mu.Lock()
		s.held--
		if r.Context().Err() != nil {
			s.mu.Unlock()
			return
		}
	}
	var status int
	var out []byte
	if f, ok := s.takeFault(r.Method, path); ok {
		status, out = f.Status, []byte(f.Body)
		if f.Status == http.StatusTooManyRequests {
			out, _ = json.Marshal(map[string]any{"message": "You are being rate limited.", "retry_after": f.RetryAfter, "global": false})
			w.Header().Set("Retry-After", fmt.Sprint(f.RetryAfter))
		}
	} else {
		status, out = s.restLocked(r.Method, path, body)
	}
	s.reqs = append(s.reqs, Request{Method: r.Method, Path: path, Header: r.Header.Clone(), Body: body, Status: status})
	s.notify()
	s.mu.Unlock()
	if len(out) > 0 {
		w.Header().Set("Content-Type", "application/json")
	}
	w.WriteHeader(status)
	_, _ = w.Write(out)
}

package fakediscord

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"sync"

	"github.com/gorilla/websocket"
)

type gwConn struct {
	ws      *websocket.Conn
	wmu     sync.Mutex
	closed  bool
	session string
}

type frame struct {
	Op int             `json:"op"`
	D  json.RawMessage `json:"d,omitempty"`
	S  int64           `json:"s,omitempty"`
	T  string          `json:"t,omitempty"`
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

func (c *gwConn) send(op int, t string, seq int64, d any) error {
	raw, err := json.Marshal(d)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.ws.WriteJSON(frame{Op: op, D: raw, S: seq, T: t})
}

// serveGateway speaks the gateway on one websocket connection.
func (s *Server) serveGateway(w http.ResponseWriter, r *http.Request) {
	ws, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	c := &gwConn{ws: ws}
	s.mu.Lock()
	s.conns = append(s.conns, c)
	s.notify()
	s.mu.Unlock()
	defer func() {
		ws.Close()
		s.mu.Lock()
		c.closed = true
		s.notify()
		s.mu.Unlock()
	}()
	if c.send(10, "", 0, map[string]any{"heartbeat_interval": s.HeartbeatInterval.Milliseconds()}) != nil {
		return
	}
	for {
		var f frame
		if err := ws.ReadJSON(&f); err != nil {
			return
		}
		switch f.Op {
		case 1: // heartbeat
			s.mu.Lock()
			s.heartbeat++
			s.notify()
			s.mu.Unlock()
			if c.send(11, "", 0, nil) != nil {
				return
			}
		case 2: // identify
			var id struct {
				Shard *[2]int `json:"shard"`
			}
			_ = json.Unmarshal(f.D, &id)
			shard := [2]int{0, 1}
			if id.Shard != nil {
				shard = *id.Shard
			}
			s.mu.Lock()
			s.identify = append(s.identify, f.D)
			s.ready++
			c.session = "fake-session-" + strconv.Itoa(len(s.identify))
			seq := s.nextSeqLocked()
			s.notify()
			s.mu.Unlock()
			ready := map[string]any{
				"v": 9, "session_id": c.session, "shard": shard, "guilds": []any{},
				"user":        map[string]any{"id": "1100000000000000000", "username": "Fray", "bot": true},
				"application": map[string]any{"id": AppID, "flags": 0},
			}
			if c.send(0, "READY", seq, ready) != nil {
				return
			}
		case 6: // resume
			var res struct {
				SessionID string `json:"session_id"`
				Seq       int64  `json:"seq"`
			}
			_ = json.Unmarshal(f.D, &res)
			s.mu.Lock()
			s.resumes++
			c.session = res.SessionID
			missed := s.missedLocked(res.SessionID, res.Seq)
			s.mu.Unlock()
			// As Discord does: the dispatches the client missed, in order,
			// then RESUMED. A client whose connection cycled while an
			// interaction was on its way still gets it.
			for _, d := range missed {
				if c.send(0, d.t, d.seq, d.payload) != nil {
					return
				}
			}
			s.mu.Lock()
			seq := s.nextSeqLocked()
			s.notify()
			s.mu.Unlock()
			if c.send(0, "RESUMED", seq, map[string]any{}) != nil {
				return
			}
		}
	}
}

// dispatched is one event sent on a session, kept so that a RESUME can
// replay what the client missed.
type dispatched struct {
	session string
	seq     int64
	t       string
	payload any
}

// missedLocked lists the dispatches of session after seq, oldest first.
func (s *Server) missedLocked(session string, seq int64) []dispatched {
	var out []dispatched
	for _, d := range s.dispatched {
		if d.session == session && d.seq > seq {
			out = append(out, d)
		}
	}
	return out
}

func (s *Server) nextSeqLocked() int64 {
	s.seq++
	return s.seq
}

func (s *Server) liveConn() (*gwConn, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.conns) - 1; i >= 0; i-- {
		if !s.conns[i].closed {
			return s.conns[i], nil
		}
	}
	return nil, errors.New("fakediscord: no gateway connection")
}

// Dispatch sends an INTERACTION_CREATE carrying payload on the live
// gateway connection.
func (s *Server) Dispatch(payload Interaction) error {
	c, err := s.liveConn()
	if err != nil {
		return err
	}
	s.mu.Lock()
	seq := s.nextSeqLocked()
	s.dispatched = append(s.dispatched, dispatched{session: c.session, seq: seq, t: "INTERACTION_CREATE", payload: payload})
	s.mu.Unlock()
	return c.send(0, "INTERACTION_CREATE", seq, payload)
}

// Drop cuts the live gateway connection without a close frame, as a network
// failure would.
func (s *Server) Drop() error {
	c, err := s.liveConn()
	if err != nil {
		return err
	}
	return c.ws.UnderlyingConn().Close()
}

// Reconnect sends op 7 (the client must reconnect and resume).
func (s *Server) Reconnect() error {
	c, err := s.liveConn()
	if err != nil {
		return err
	}
	return c.send(7, "", 0, nil)
}

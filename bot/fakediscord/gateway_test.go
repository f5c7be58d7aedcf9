package fakediscord

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/gorilla/websocket"
)

// readFrame reads the next gateway frame, failing the test after 5 s.
func readFrame(t *testing.T, ws *websocket.Conn) frame {
	t.Helper()
	_ = ws.SetReadDeadline(time.Now().Add(5 * time.Second))
	var f frame
	if err := ws.ReadJSON(&f); err != nil {
		t.Fatalf("read: %v", err)
	}
	return f
}

func dial(t *testing.T, s *Server) *websocket.Conn {
	t.Helper()
	ws, _, err := websocket.DefaultDialer.Dial(s.GatewayURL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	if f := readFrame(t, ws); f.Op != 10 {
		t.Fatalf("first frame op %d, want HELLO (10)", f.Op)
	}
	return ws
}

// A RESUME gets the dispatches the client missed, in order, then RESUMED,
// as on Discord: an interaction sent while the client's connection was
// going down is not lost.
func TestResumeReplaysMissedDispatches(t *testing.T) {
	s := New(t)
	ws := dial(t, s)
	if err := ws.WriteJSON(map[string]any{"op": 2, "d": map[string]any{"token": "x"}}); err != nil {
		t.Fatal(err)
	}
	ready := readFrame(t, ws)
	var r struct {
		SessionID string `json:"session_id"`
	}
	if err := json.Unmarshal(ready.D, &r); err != nil || ready.T != "READY" {
		t.Fatalf("want READY, got %+v (%v)", ready, err)
	}
	// Two interactions: the client reads the first, misses the second.
	if err := s.Dispatch(Command("501", []string{"roll"}, nil)); err != nil {
		t.Fatal(err)
	}
	seen := readFrame(t, ws)
	if err := s.Dispatch(Command("502", []string{"roll"}, nil)); err != nil {
		t.Fatal(err)
	}
	ws.Close()

	ws2 := dial(t, s)
	if err := ws2.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "x", "session_id": r.SessionID, "seq": seen.S}}); err != nil {
		t.Fatal(err)
	}
	replayed := readFrame(t, ws2)
	var ic struct {
		ID string `json:"id"`
	}
	_ = json.Unmarshal(replayed.D, &ic)
	if replayed.T != "INTERACTION_CREATE" || ic.ID != "502" || replayed.S != seen.S+1 {
		t.Fatalf("want the missed interaction 502 with seq %d, got %s %q seq %d", seen.S+1, replayed.T, ic.ID, replayed.S)
	}
	if f := readFrame(t, ws2); f.T != "RESUMED" {
		t.Fatalf("want RESUMED after the replay, got %+v", f)
	}
}

// A RESUME with the id of another session replays nothing of this one.
func TestResumeReplaysOnlyItsSession(t *testing.T) {
	s := New(t)
	ws := dial(t, s)
	if err := ws.WriteJSON(map[string]any{"op": 2, "d": map[string]any{"token": "x"}}); err != nil {
		t.Fatal(err)
	}
	readFrame(t, ws) // READY
	if err := s.Dispatch(Command("601", []string{"roll"}, nil)); err != nil {
		t.Fatal(err)
	}
	ws.Close()
	ws2 := dial(t, s)
	if err := ws2.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"session_id": "another-session", "seq": 0}}); err != nil {
		t.Fatal(err)
	}
	if f := readFrame(t, ws2); f.T != "RESUMED" {
		t.Fatalf("want RESUMED and no replay, got %+v", f)
	}
}

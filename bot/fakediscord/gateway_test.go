package fakediscord

import (
	"encoding/json"
	"net/http"
	"strings"
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

// identify sends IDENTIFY on ws and returns the session id READY gives.
func identify(t *testing.T, ws *websocket.Conn) string {
	t.Helper()
	if err := ws.WriteJSON(map[string]any{"op": 2, "d": map[string]any{"token": "x"}}); err != nil {
		t.Fatal(err)
	}
	ready := readFrame(t, ws)
	var r struct {
		SessionID string `json:"session_id"`
		ResumeURL string `json:"resume_gateway_url"`
	}
	if err := json.Unmarshal(ready.D, &r); err != nil || ready.T != "READY" || r.SessionID == "" {
		t.Fatalf("want READY, got %+v (%v)", ready, err)
	}
	return r.SessionID
}

func resume(t *testing.T, ws *websocket.Conn, session string, seq int64) {
	t.Helper()
	if err := ws.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "x", "session_id": session, "seq": seq}}); err != nil {
		t.Fatal(err)
	}
}

func interactionID(t *testing.T, f frame) string {
	t.Helper()
	var ic struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(f.D, &ic); err != nil || f.T != "INTERACTION_CREATE" {
		t.Fatalf("want an INTERACTION_CREATE, got %+v (%v)", f, err)
	}
	return ic.ID
}

// A RESUME with the id of a session the fake never gave is answered
// INVALID_SESSION, not resumable.
func TestResumeUnknownSessionInvalid(t *testing.T) {
	s := New(t)
	ws := dial(t, s)
	resume(t, ws, "another-session", 0)
	if f := readFrame(t, ws); f.Op != 9 || string(f.D) != "false" {
		t.Fatalf("want INVALID_SESSION d:false, got %+v", f)
	}
}

// READY names a resume_gateway_url; a RESUME there is counted as such.
func TestReadyResumeURL(t *testing.T) {
	s := New(t)
	ws := dial(t, s)
	if err := ws.WriteJSON(map[string]any{"op": 2, "d": map[string]any{"token": "x"}}); err != nil {
		t.Fatal(err)
	}
	ready := readFrame(t, ws)
	var r struct {
		SessionID string `json:"session_id"`
		ResumeURL string `json:"resume_gateway_url"`
	}
	_ = json.Unmarshal(ready.D, &r)
	if r.ResumeURL != s.ResumeGatewayURL() {
		t.Fatalf("resume_gateway_url %q, want %q", r.ResumeURL, s.ResumeGatewayURL())
	}
	ws.Close()
	ws2, _, err := websocket.DefaultDialer.Dial(r.ResumeURL+"/?v=9&encoding=json", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws2.Close()
	readFrame(t, ws2) // HELLO
	resume(t, ws2, r.SessionID, ready.S)
	if f := readFrame(t, ws2); f.T != "RESUMED" {
		t.Fatalf("want RESUMED, got %+v", f)
	}
	if st := s.Snapshot(); st.ResumesAtResumeURL != 1 || st.Resumes != 1 {
		t.Fatalf("resumes %d, at the resume URL %d: want 1 and 1", st.Resumes, st.ResumesAtResumeURL)
	}
}

// missedWhileAway identifies a session, drops its only connection and
// dispatches interaction id while it has none; it returns the session id.
func missedWhileAway(t *testing.T, s *Server, id string) string {
	t.Helper()
	ws := dial(t, s)
	sess := identify(t, ws)
	ws.Close()
	if !s.Wait(5*time.Second, func(st State) bool { return st.Conns == 0 }) {
		t.Fatal("the connection never closed")
	}
	if err := s.Dispatch(Command(id, []string{"roll"}, nil)); err != nil {
		t.Fatal(err)
	}
	return sess
}

// An event dispatched while the session has no connection waits for the
// RESUME and comes in its replay, before RESUMED.
func TestDispatchBetweenConnectionsReplayed(t *testing.T) {
	s := New(t)
	sess := missedWhileAway(t, s, "701")
	ws2 := dial(t, s)
	resume(t, ws2, sess, 1)
	if id := interactionID(t, readFrame(t, ws2)); id != "701" {
		t.Fatalf("replayed %q, want 701", id)
	}
	if f := readFrame(t, ws2); f.T != "RESUMED" {
		t.Fatalf("want RESUMED after the replay, got %+v", f)
	}
}

// DropMidDispatch cuts the socket inside the event's frame: the client
// reads an error, not the event; a RESUME replays it whole.
func TestDropMidDispatchReplayed(t *testing.T) {
	s := New(t)
	ws := dial(t, s)
	sess := identify(t, ws)
	if err := s.DropMidDispatch(Command("801", []string{"roll"}, map[string]any{"dice": "2d6+3"})); err != nil {
		t.Fatal(err)
	}
	_ = ws.SetReadDeadline(time.Now().Add(5 * time.Second))
	var f frame
	if err := ws.ReadJSON(&f); err == nil {
		t.Fatalf("read a whole frame %+v from a cut socket", f)
	}
	ws2 := dial(t, s)
	resume(t, ws2, sess, 1)
	if id := interactionID(t, readFrame(t, ws2)); id != "801" {
		t.Fatalf("replayed %q, want 801", id)
	}
	if f := readFrame(t, ws2); f.T != "RESUMED" {
		t.Fatalf("want RESUMED after the replay, got %+v", f)
	}
}

// INVALID_SESSION, resumable: the session stays, and the next RESUME
// replays what was missed.
func TestInvalidateNextResumeResumable(t *testing.T) {
	s := New(t)
	sess := missedWhileAway(t, s, "901")
	s.InvalidateNextResume(true)
	ws2 := dial(t, s)
	resume(t, ws2, sess, 1)
	if f := readFrame(t, ws2); f.Op != 9 || string(f.D) != "true" {
		t.Fatalf("want INVALID_SESSION d:true, got %+v", f)
	}
	ws2.Close()
	ws3 := dial(t, s)
	resume(t, ws3, sess, 1)
	if id := interactionID(t, readFrame(t, ws3)); id != "901" {
		t.Fatalf("replayed %q, want 901", id)
	}
	if f := readFrame(t, ws3); f.T != "RESUMED" {
		t.Fatalf("want RESUMED, got %+v", f)
	}
}

// INVALID_SESSION, not resumable: the session ends with what it had not
// delivered, a Dispatch has no session until the client identifies again,
// and an IDENTIFY on the same socket starts a new one.
func TestInvalidateNextResumeNotResumable(t *testing.T) {
	s := New(t)
	sess := missedWhileAway(t, s, "1001")
	s.InvalidateNextResume(false)
	ws2 := dial(t, s)
	resume(t, ws2, sess, 1)
	if f := readFrame(t, ws2); f.Op != 9 || string(f.D) != "false" {
		t.Fatalf("want INVALID_SESSION d:false, got %+v", f)
	}
	if err := s.Dispatch(Command("1002", []string{"roll"}, nil)); err != ErrNoSession {
		t.Fatalf("dispatch with no session: %v, want ErrNoSession", err)
	}
	if fresh := identify(t, ws2); fresh == sess {
		t.Fatal("IDENTIFY gave the invalidated session back")
	}
	if err := s.Dispatch(Command("1003", []string{"roll"}, nil)); err != nil {
		t.Fatal(err)
	}
	if id := interactionID(t, readFrame(t, ws2)); id != "1003" {
		t.Fatalf("got %q, want 1003 on the new session", id)
	}
	if st := s.Snapshot(); st.Invalidated != 1 {
		t.Fatalf("%d sessions invalidated, want 1", st.Invalidated)
	}
}

// MuteAcks leaves heartbeats unanswered; then ACKs come back.
func TestMuteAcks(t *testing.T) {
	s := New(t)
	ws := dial(t, s)
	s.MuteAcks(1)
	for range 2 {
		if err := ws.WriteJSON(map[string]any{"op": 1, "d": nil}); err != nil {
			t.Fatal(err)
		}
	}
	if f := readFrame(t, ws); f.Op != 11 {
		t.Fatalf("want one ACK, got %+v", f)
	}
	if st := s.Snapshot(); st.Heartbeats != 2 {
		t.Fatalf("%d heartbeats seen, want 2", st.Heartbeats)
	}
}

// A held interaction's callback waits for its release.
func TestHoldKeepsCallbackWaiting(t *testing.T) {
	s := New(t)
	release := s.Hold("1101")
	done := make(chan int, 1)
	go func() {
		resp, err := http.Post(s.URL()+"/api/v9/interactions/1101/tok-1101/callback", "application/json", strings.NewReader(`{"type":4,"data":{}}`))
		if err != nil {
			done <- 0
			return
		}
		resp.Body.Close()
		done <- resp.StatusCode
	}()
	select {
	case <-done:
		t.Fatal("the held callback was answered")
	case <-time.After(50 * time.Millisecond):
	}
	release()
	if code := <-done; code != http.StatusNoContent {
		t.Fatalf("released callback: %d", code)
	}
}

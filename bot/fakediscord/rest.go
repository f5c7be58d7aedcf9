package fakediscord

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
)

// restLocked answers the REST calls Fray makes. Callers hold s.mu.
func (s *Server) restLocked(method, path string, body []byte) (int, []byte) {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	is := func(m string, parts ...string) bool {
		if method != m || len(seg) != len(parts) {
			return false
		}
		for i, p := range parts {
			if p != "*" && p != seg[i] {
				return false
			}
		}
		return true
	}
	switch {
	case is(http.MethodGet, "gateway"), is(http.MethodGet, "gateway", "bot"):
		return jsonOK(map[string]any{"url": s.GatewayURL(), "shards": 1})
	case is(http.MethodGet, "applications", "@me"), is(http.MethodGet, "oauth2", "applications", "@me"):
		return jsonOK(map[string]any{"id": AppID, "name": "Fray"})
	case is(http.MethodPost, "interactions", "*", "*", "callback"):
		var resp struct {
			Type int             `json:"type"`
			Data json.RawMessage `json:"data"`
		}
		if json.Unmarshal(body, &resp) != nil || resp.Type == 0 {
			return http.StatusBadRequest, []byte(`{"message":"Invalid Form Body","code":50035}`)
		}
		if resp.Type == 4 || resp.Type == 5 {
			s.originals[seg[2]] = s.messageLocked(resp.Data)
		}
		return http.StatusNoContent, nil
	case is(http.MethodGet, "webhooks", "*", "*", "messages", "@original"):
		// A response sent in an HTTP body never reached the fake: the
		// original exists on Discord's side all the same.
		m, ok := s.originals[seg[2]]
		if !ok {
			m = s.messageLocked(nil)
			s.originals[seg[2]] = m
		}
		return http.StatusOK, m
	case is(http.MethodPatch, "webhooks", "*", "*", "messages", "@original"):
		m, ok := s.originals[seg[2]]
		if !ok {
			m = s.messageLocked(nil)
		}
		m = merge(m, body)
		s.originals[seg[2]] = m
		return http.StatusOK, m
	case is(http.MethodDelete, "webhooks", "*", "*", "messages", "@original"):
		delete(s.originals, seg[2])
		return http.StatusNoContent, nil
	case is(http.MethodPost, "webhooks", "*", "*"):
		return http.StatusOK, s.messageLocked(body)
	case is(http.MethodPatch, "channels", "*", "messages", "*"):
		return http.StatusOK, merge(body, []byte(`{"id":"`+seg[3]+`","channel_id":"`+seg[1]+`"}`))
	case is(http.MethodGet, "channels", "*"):
		return jsonOK(map[string]any{"id": seg[1], "type": 0})
	case is(http.MethodPut, "applications", "*", "commands"), is(http.MethodPut, "applications", "*", "guilds", "*", "commands"):
		var cmds []map[string]any
		if err := json.Unmarshal(body, &cmds); err != nil {
			return http.StatusBadRequest, []byte(`{"message":"Invalid Form Body","code":50035}`)
		}
		for i, c := range cmds {
			c["id"] = strconv.FormatInt(1400000000000000000+int64(i), 10)
			c["application_id"] = seg[1]
		}
		return jsonOK(cmds)
	}
	return http.StatusNotFound, []byte(`{"message":"404: Not Found","code":0}`)
}

// messageLocked turns message data into a stored message with a fresh id.
func (s *Server) messageLocked(data []byte) json.RawMessage {
	s.msgSeq++
	id := strconv.FormatInt(1500000000000000000+int64(s.msgSeq), 10)
	if len(data) == 0 || string(data) == "null" {
		data = []byte(`{}`)
	}
	return merge(data, []byte(`{"id":"`+id+`","channel_id":"0"}`))
}

// merge overlays the top-level keys of patch on base.
func merge(base, patch []byte) json.RawMessage {
	m := map[string]json.RawMessage{}
	_ = json.Unmarshal(base, &m)
	p := map[string]json.RawMessage{}
	_ = json.Unmarshal(patch, &p)
	for k, v := range p {
		m[k] = v
	}
	out, _ := json.Marshal(m)
	return out
}

func jsonOK(v any) (int, []byte) {
	b, _ := json.Marshal(v)
	return http.StatusOK, b
}

// HideChannel makes channelID a channel the bot user cannot see: from now
// on every edit of a message in it through the channel answers 403 Missing
// Access, as Discord does, while the interaction webhook still works.
func (s *Server) HideChannel(channelID string) {
	s.Fail(http.MethodPatch, "/channels/"+channelID+"/messages/", -1, Fault{Status: http.StatusForbidden, Body: `{"message": "Missing Access", "code": 50001}`})
}

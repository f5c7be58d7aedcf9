package storyteller

import (
	"encoding/json"
	"errors"
	"fmt"

	"fray/commands"
	"fray/rules/storyteller"
)

// The recent-checks list is kept in the channel (m.Ch.Extra) as MessagePack
// from its generated codec (checks_list_gen.go), its field names the json
// tags below. The limit refuses a stored header claiming more records than
// a list holds before the decoder allocates them.
//go:generate go tool msgp -file checks_list.go -o checks_list_gen.go -tests=false -io=false -unexported
//msgp:tag json
//msgp:limit arrays:1024 maps:1024

const (
	stChecksKey = "storyteller.checks" // m.Ch.Extra: recent checks by key
	stChecksMax = 20
	// stChecksScratch is the stack space a list is encoded into before it
	// is copied out at its exact size: the generated encoder asks for its
	// Msgsize bound (about 10 KiB for a full list of typical records) and
	// allocates past it.
	stChecksScratch = 16 << 10
)

// stCheckRecord is one shown check: what was asked and what came of it.
type stCheckRecord struct {
	Key        int                     `json:"k"`
	Pool       int                     `json:"p"`
	Difficulty int                     `json:"d"`
	Comment    string                  `json:"c,omitempty"`
	Specialty  bool                    `json:"s,omitempty"`
	Secret     bool                    `json:"x,omitempty"`
	Actor      int                     `json:"a,omitempty"` // combatant id, 0 for none
	User       string                  `json:"u,omitempty"` // the roller, whose sheet pays Willpower outside a fight
	Result     storyteller.CheckResult `json:"r"`
}

type stChecks struct {
	Next    int             `json:"n"`
	Records []stCheckRecord `json:"r"`
}

// errChecksTrailing is loadChecks' error for bytes after the list.
var errChecksTrailing = errors.New("bytes after the list")

// loadChecks reads the channel's list; none stored is an empty one. A list
// stored before the list was MessagePack is JSON, an object: its first byte
// '{' (0x7b) is a positive fixint in MessagePack, never a map's first
// byte. It is read by encoding/json once; the next save writes it as
// MessagePack.
func loadChecks(m *commands.Mut) (*stChecks, error) {
	var cs stChecks
	raw, ok := m.Ch.Extra[stChecksKey]
	if !ok {
		return &cs, nil
	}
	if len(raw) > 0 && raw[0] == '{' {
		if err := json.Unmarshal(raw, &cs); err != nil {
			return nil, fmt.Errorf("storyteller checks: %w", err)
		}
		return &cs, nil
	}
	rest, err := cs.UnmarshalMsg(raw)
	if err == nil && len(rest) > 0 {
		err = errChecksTrailing
	}
	if err != nil {
		return nil, fmt.Errorf("storyteller checks: %w", err)
	}
	return &cs, nil
}

// saveChecks keeps the last stChecksMax records of cs in the channel.
func saveChecks(m *commands.Mut, cs *stChecks) error {
	if len(cs.Records) > stChecksMax {
		cs.Records = cs.Records[len(cs.Records)-stChecksMax:]
	}
	var scratch [stChecksScratch]byte
	b, err := cs.MarshalMsg(scratch[:0])
	if err != nil {
		return fmt.Errorf("storyteller checks: %w", err)
	}
	if m.Ch.Extra == nil {
		m.Ch.Extra = map[string]json.RawMessage{}
	}
	// At its exact length: the bytes stay in the cached channel.
	raw := make(json.RawMessage, len(b))
	copy(raw, b)
	m.Ch.Extra[stChecksKey] = raw
	return nil
}

package storage

import (
	"encoding/json"
	"strings"

	"fray/rules"
	"fray/rules/encounter"
)

// The stored records' MessagePack codecs are generated (channel_gen.go),
// with the field names of their json tags. A system's own data is kept as
// its bytes (a MessagePack bin), which storage does not read: its channel
// data (Extra) is the system's JSON, and the combat states inside
// combatants and party conditions are MessagePack from the system's
// generated codec (JSON until schema 7: state_migration.go converts them).
//go:generate go tool msgp -file channel.go -o channel_gen.go -tests=false -io=false -unexported
//msgp:tag json
//msgp:limit arrays:65536 maps:65536
//msgp:replace json.RawMessage with:[]byte

// Guild holds a server's settings.
type Guild struct {
	System string `json:"system,omitempty"`  // the server default
	GMRole string `json:"gm_role,omitempty"` // role ID whose holders are GMs
}

// Channel holds everything stored for one channel (or thread).
type Channel struct {
	System      string                     `json:"system,omitempty"` // overrides the server default
	NoFlavour   bool                       `json:"no_flavour,omitempty"`
	FlavourLast map[string]int             `json:"flavour_last,omitempty"`
	Encounter   *encounter.Encounter       `json:"encounter,omitempty"`
	Extra       map[string]json.RawMessage `json:"extra,omitempty"` // a system's channel data
	// Party holds the lasting condition of the characters who fought
	// here, by PartyKey: wounds carry from one fight to the next.
	Party map[string]rules.Condition `json:"party,omitempty"`
	// FreshFights turns the party off: every fight starts from the
	// sheets, unhurt, and nothing is written back (one-shot groups).
	FreshFights bool `json:"fresh_fights,omitempty"`
}

// PartyKey names a character in Channel.Party: a player's sheet by its
// owner, an NPC the GM keeps by its name (lower-cased), each within its
// system.
func PartyKey(system, owner, npcName string) string {
	if owner != "" {
		return system + "/u/" + owner
	}
	return system + "/n/" + strings.ToLower(npcName)
}

// channelSystem is the part of a stored channel ChannelSystem reads: the
// generated decoder skips every other field.
type channelSystem struct {
	System string `json:"system,omitempty"`
}

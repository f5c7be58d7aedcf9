package rules

//go:generate go tool msgp -file condition.go -o condition_gen.go -tests=false -io=false
//msgp:tag json
//msgp:limit arrays:65536 maps:65536

// ConditionVersion is the layout of a Condition this code writes. A record
// of an older version is read as the version it says and brought forward
// when it is next written.
const ConditionVersion = 1

// Condition is a character's lasting condition between fights: the
// system's combat state (wounds and their types, conditions that outlast a
// fight, ammunition, armor wear) as the last fight or the last rest left
// it. A channel keeps one per player's sheet (and per NPC the GM keeps);
// joining a fight brings it in, the fight's end writes it back, and time
// outside a fight heals it by the system's rules.
type Condition struct {
	V      int    `json:"v"`
	System string `json:"system"`
	// Owner is the player's Discord user ID; "" for an NPC the GM keeps.
	Owner string `json:"owner,omitempty"`
	Name  string `json:"name"`
	// Sheet is an NPC's own sheet; a player's sheet is their stored one.
	Sheet *Sheet `json:"sheet,omitempty"`
	// State is the system's combat state, MessagePack from the system's
	// generated codec; nil means unhurt (a fresh state from the sheet).
	State []byte `json:"state,omitempty"`
}

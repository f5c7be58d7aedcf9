// Package state is a copy of a medieval combat state's shape (the
// armour's six locations as strings), for comparing codecs.
package state

//go:generate go tool msgp -file state.go -o state_gen.go -tests=false -io=false
//msgp:tag json

// State is the copy.
type State struct {
	Wounds       int       `json:"w,omitempty"`
	Armor        [6]string `json:"armor"`
	EV           int       `json:"ev,omitempty"`
	Lost         uint8     `json:"lost,omitempty"`
	Stunned      bool      `json:"stun,omitempty"`
	StunFresh    bool      `json:"stunnew,omitempty"`
	Stabilized   bool      `json:"stable,omitempty"`
	DeathPending bool      `json:"dying,omitempty"`
	Dead         bool      `json:"dead,omitempty"`
	Charge       bool      `json:"charge,omitempty"`
	Dodge        bool      `json:"dodge,omitempty"`
	Parry        int       `json:"parry,omitempty"`
	Aim          int       `json:"aim,omitempty"`
	AimedTurn    bool      `json:"aimturn,omitempty"`
	Actions      int       `json:"actions,omitempty"`
	Shots        int       `json:"shots,omitempty"`
}

package medieval

import (
	"fmt"

	"fray/rules/statejson"
)

// appendState appends s exactly as json.Marshal(s) writes it, without
// reflection: SaveState runs for every combatant a round touches, inside
// the serial commit section. Fields go in State's declaration order with
// its tags' omitempty; the reflection test in state_encode_test.go fails if
// a field is missing or written differently.
func appendState(buf []byte, s *State) ([]byte, error) {
	if s == nil {
		return append(buf, "null"...), nil
	}
	o := statejson.OpenObject(buf)
	o = o.IntOmitEmpty("w", s.Wounds)
	// Stacks has its own MarshalJSON. json.Marshal calls it and then runs
	// the output through its compact-and-HTML-escape pass, which leaves it
	// unchanged: only digits, '-', h, m, spaces, quotes, brackets and
	// commas, no whitespace between tokens. Calling it directly writes the
	// same bytes without a reflective Marshal and its copies; the tests
	// compare whole states with json.Marshal, so a MarshalJSON that the
	// pass would alter fails them.
	armor, err := s.Armor.MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("encoding armor stacks: %w", err)
	}
	o = o.Key("armor")
	o.Buf = append(o.Buf, armor...)
	o = o.IntOmitEmpty("ev", s.EV)
	o = o.UintOmitEmpty("lost", uint64(s.Lost))
	o = o.BoolOmitEmpty("stun", s.Stunned)
	o = o.BoolOmitEmpty("stunnew", s.StunFresh)
	o = o.BoolOmitEmpty("stable", s.Stabilized)
	o = o.BoolOmitEmpty("dying", s.DeathPending)
	o = o.BoolOmitEmpty("dead", s.Dead)
	o = o.BoolOmitEmpty("charge", s.Charge)
	o = o.BoolOmitEmpty("dodge", s.Dodge)
	o = o.IntOmitEmpty("parry", s.Parry)
	o = o.IntOmitEmpty("aim", s.Aim)
	o = o.BoolOmitEmpty("aimturn", s.AimedTurn)
	o = o.IntOmitEmpty("actions", s.Actions)
	o = o.IntOmitEmpty("shots", s.Shots)
	o = o.BoolOmitEmpty("ambush", s.Ambush)
	return o.Close(), nil
}

// encodeState is SaveState's encoding: appendState into scratch space on
// the stack, copied out at its exact size in one allocation.
func encodeState(s *State) ([]byte, error) {
	return statejson.EncodeOrError(s, appendState)
}

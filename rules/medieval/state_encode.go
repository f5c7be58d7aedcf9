package medieval

import "fray/rules/encoding/statejson"

// appendState appends s exactly as json.Marshal(s) writes it, without
// reflection: SaveState runs for every combatant a round touches, inside
// the serial commit section. Fields go in State's declaration order with
// its tags' omitempty; the reflection test in state_encode_test.go fails if
// a field is missing or written differently.
func appendState(buf []byte, s *State) []byte {
	if s == nil {
		return append(buf, "null"...)
	}
	o := statejson.OpenObject(buf)
	o = o.IntOmitEmpty("w", s.Wounds)
	// Stacks has its own MarshalJSON. json.Marshal calls it and then runs
	// the output through its compact-and-HTML-escape pass, which leaves it
	// unchanged: only digits, '-', h, m, spaces, quotes, brackets and
	// commas, no whitespace between tokens. Appending the same bytes
	// directly (appendJSON, which MarshalJSON calls) skips a reflective
	// Marshal, its copies and a slice of their own; the tests compare whole
	// states with json.Marshal, so a MarshalJSON that the pass would alter
	// fails them.
	o = o.Key("armor")
	o.Buf = s.Armor.appendJSON(o.Buf)
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
	o = o.BoolOmitEmpty("pair", s.Pair)
	o = o.BoolOmitEmpty("ambush", s.Ambush)
	o = o.BoolOmitEmpty("ambushb", s.AmbushBusy)
	o = o.IntOmitEmpty("ambushon", s.AmbushOn)
	o = o.BoolOmitEmpty("acted", s.Acted)
	o = o.IntOmitEmpty("dodgepen", s.DodgePen)
	o = o.IntOmitEmpty("parrypen", s.ParryPen)
	o = o.IntOmitEmpty("aid", s.Aid)
	o = o.IntOmitEmpty("task", s.Task)
	o = o.BoolOmitEmpty("atkopen", s.AtkOpen)
	o = o.BoolOmitEmpty("turnbegun", s.TurnBegun)
	o = o.BoolOmitEmpty("saved", s.DeathSaved)
	o = o.BoolOmitEmpty("asked", s.DeathAsked)
	o = o.StringOmitEmpty("killed", s.Killed)
	return o.Close()
}

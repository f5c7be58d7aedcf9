package storyteller

import "fray/rules/encoding/statejson"

// appendState appends s exactly as json.Marshal(s) writes it, without
// reflection: SaveState runs for every combatant a round touches, inside
// the serial commit section. Fields go in State's declaration order with
// its tags' omitempty; the reflection test in state_encode_test.go fails if
// a field of State or Lock is missing or written differently.
func appendState(buf []byte, s *State) []byte {
	if s == nil {
		return append(buf, "null"...)
	}
	o := statejson.OpenObject(buf)
	o = o.IntOmitEmpty("b", s.Bashing)
	o = o.IntOmitEmpty("l", s.Lethal)
	o = o.IntOmitEmpty("a", s.Aggravated)
	o = o.BoolOmitEmpty("dead", s.Dead)
	o = o.BoolOmitEmpty("short", s.ShortTrack)
	o = o.IntOmitEmpty("wps", s.WillpowerSpent)
	o = o.IntOmitEmpty("fs", s.FaithSpent)
	o = o.BoolOmitEmpty("dz", s.Dizzied)
	o = o.BoolOmitEmpty("dzs", s.DizzySeen)
	o = o.BoolOmitEmpty("prone", s.Prone)
	o = o.IntOmitEmpty("ob", s.OffBalance)
	o = o.BoolOmitEmpty("unc", s.Unconscious)
	o = o.BoolOmitEmpty("uncchk", s.ConsciousChecked)
	o = o.BoolOmitEmpty("bs", s.BleedStopped)
	o = o.BoolOmitEmpty("disarmed", s.Disarmed)
	o = o.BoolOmitEmpty("acted", s.Acted)
	o = o.IntOmitEmpty("chores", s.Chores)
	o = o.IntOmitEmpty("split", s.Split)
	o = o.IntOmitEmpty("taken", s.Taken)
	o = o.IntOmitEmpty("unbooked", s.Unbooked)
	o = o.StringOmitEmpty("def", s.Defense)
	if s.Lock != nil { // omitempty drops only a nil pointer
		o = o.Key("lock")
		o.Buf = appendLock(o.Buf, s.Lock)
	}
	o = o.IntMapOmitEmpty("ammo", s.Ammo)
	o = o.IntMapOmitEmpty("fired", s.Fired)
	o = o.IntOmitEmpty("mend", s.Mend)
	return o.Close()
}

// appendLock appends l as json.Marshal writes it: every field, no omitempty.
func appendLock(buf []byte, l *Lock) []byte {
	o := statejson.OpenObject(buf)
	o = o.String("m", l.Maneuver)
	o = o.Int("o", l.Other)
	o = o.Bool("h", l.Holder)
	o = o.Int("p", l.Pool)
	o = o.String("n", l.Name)
	return o.Close()
}

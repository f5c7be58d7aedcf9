package klondike

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
	o = o.Int("str", s.Str)
	o = o.Int("dex", s.Dex)
	o = o.Int("end", s.End)
	o = o.Int("ostr", s.OrigStr)
	o = o.Int("odex", s.OrigDex)
	o = o.Int("oend", s.OrigEnd)
	o = o.BoolOmitEmpty("wounded", s.Wounded)
	o = o.BoolOmitEmpty("seriously", s.Seriously)
	o = o.BoolOmitEmpty("shock", s.Shock)
	o = o.BoolOmitEmpty("shock_seen", s.ShockTurnSeen)
	o = o.BoolOmitEmpty("unconscious", s.Unconscious)
	o = o.IntOmitEmpty("wake_sec", s.WakeSeconds)
	o = o.BoolOmitEmpty("out_noted", s.OutNoted)
	o = o.BoolOmitEmpty("dying", s.Dying)
	o = o.IntOmitEmpty("dying_sec", s.DyingSeconds)
	o = o.BoolOmitEmpty("dead", s.Dead)
	o = o.BoolOmitEmpty("stabilized", s.Stabilized)
	o = o.StringsOmitEmpty("lost", s.Lost)
	o = o.BoolOmitEmpty("prone", s.Prone)
	o = o.IntOmitEmpty("pending", s.Pending)
	o = o.BoolOmitEmpty("pending_death", s.PendingDeath)
	o = o.BoolOmitEmpty("caught", s.Caught)
	o = o.BoolOmitEmpty("fresh", s.Fresh)
	o = o.Int("actions", s.ActionsLeft)
	o = o.BoolOmitEmpty("dive", s.DivePending)
	o = o.BoolOmitEmpty("full_auto", s.FullAutoUsed)
	o = o.IntOmitEmpty("aim", s.Aim)
	o = o.IntOmitEmpty("support", s.Support)
	o = o.BoolOmitEmpty("overwatch", s.Overwatch)
	o = o.IntsOmitEmpty("watchers", s.Watchers)
	o = o.IntsOmitEmpty("watch_strikes", s.WatchStrikes)
	o = o.IntsOmitEmpty("watch_throws", s.WatchThrows)
	o = o.BoolOmitEmpty("charged", s.Charged)
	o = o.IntsOmitEmpty("charged_by", s.ChargedBy)
	o = o.IntOmitEmpty("lead", s.LeadBonus)
	o = o.IntOmitEmpty("cleaves", s.Cleaves)
	o = o.BoolOmitEmpty("cleave_ready", s.CleaveReady)
	o = o.IntOmitEmpty("grappling", s.Grappling)
	o = o.BoolOmitEmpty("grapple_won", s.GrappleWon)
	o = o.IntOmitEmpty("grapple_effect", s.GrappleEffect)
	o = o.IntOmitEmpty("grapple_pending", s.GrapplePending)
	o = o.IntMapOmitEmpty("ammo", s.Ammo)
	o = o.BoolOmitEmpty("suppressing", s.Suppressing)
	o = o.IntOmitEmpty("suppress_free", s.SuppressFree)
	o = o.StringOmitEmpty("suppress_weapon", s.SuppressWeapon)
	o = o.IntOmitEmpty("end_clock", s.EndClock)
	o = o.IntOmitEmpty("day_clock", s.DayClock)
	o = o.BoolOmitEmpty("str_broken", s.StrBroken)
	o = o.BoolOmitEmpty("dex_broken", s.DexBroken)
	o = o.IntOmitEmpty("str_days", s.StrDays)
	o = o.IntOmitEmpty("dex_days", s.DexDays)
	return o.Close()
}

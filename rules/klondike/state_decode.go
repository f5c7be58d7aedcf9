package klondike

import "fray/rules/encoding/statejson"

// decodeState fills a fresh s from raw as json.Unmarshal would, without
// reflection: LoadState runs for every combatant on every tracker render and
// round start. Every field of State has a case here (the reflection test in
// state_decode_test.go fails otherwise); an unknown key, a float, an
// out-of-range number or a repeated array is an error, and LoadState then
// falls back to encoding/json.
func decodeState(raw []byte, s *State) error {
	d := statejson.NewDecoder(raw)
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "str":
			d.Int(&s.Str)
		case "dex":
			d.Int(&s.Dex)
		case "end":
			d.Int(&s.End)
		case "ostr":
			d.Int(&s.OrigStr)
		case "odex":
			d.Int(&s.OrigDex)
		case "oend":
			d.Int(&s.OrigEnd)
		case "wounded":
			d.Bool(&s.Wounded)
		case "seriously":
			d.Bool(&s.Seriously)
		case "shock":
			d.Bool(&s.Shock)
		case "shock_seen":
			d.Bool(&s.ShockTurnSeen)
		case "unconscious":
			d.Bool(&s.Unconscious)
		case "wake_sec":
			d.Int(&s.WakeSeconds)
		case "out_noted":
			d.Bool(&s.OutNoted)
		case "dying":
			d.Bool(&s.Dying)
		case "dying_sec":
			d.Int(&s.DyingSeconds)
		case "dead":
			d.Bool(&s.Dead)
		case "stabilized":
			d.Bool(&s.Stabilized)
		case "lost":
			d.Strings(&s.Lost)
		case "prone":
			d.Bool(&s.Prone)
		case "pending":
			d.Int(&s.Pending)
		case "pending_death":
			d.Bool(&s.PendingDeath)
		case "caught":
			d.Bool(&s.Caught)
		case "fresh":
			d.Bool(&s.Fresh)
		case "actions":
			d.Int(&s.ActionsLeft)
		case "dive":
			d.Bool(&s.DivePending)
		case "full_auto":
			d.Bool(&s.FullAutoUsed)
		case "aim":
			d.Int(&s.Aim)
		case "support":
			d.Int(&s.Support)
		case "overwatch":
			d.Bool(&s.Overwatch)
		case "watchers":
			d.Ints(&s.Watchers)
		case "watch_strikes":
			d.Ints(&s.WatchStrikes)
		case "watch_throws":
			d.Ints(&s.WatchThrows)
		case "charged":
			d.Bool(&s.Charged)
		case "charged_by":
			d.Ints(&s.ChargedBy)
		case "lead":
			d.Int(&s.LeadBonus)
		case "cleaves":
			d.Int(&s.Cleaves)
		case "cleave_ready":
			d.Bool(&s.CleaveReady)
		case "grappling":
			d.Int(&s.Grappling)
		case "grapple_won":
			d.Bool(&s.GrappleWon)
		case "grapple_effect":
			d.Int(&s.GrappleEffect)
		case "grapple_pending":
			d.Int(&s.GrapplePending)
		case "ammo":
			d.IntMap(&s.Ammo)
		case "suppressing":
			d.Bool(&s.Suppressing)
		case "suppress_free":
			d.Int(&s.SuppressFree)
		case "suppress_weapon":
			d.String(&s.SuppressWeapon)
		case "end_clock":
			d.Int(&s.EndClock)
		case "day_clock":
			d.Int(&s.DayClock)
		case "str_broken":
			d.Bool(&s.StrBroken)
		case "dex_broken":
			d.Bool(&s.DexBroken)
		case "str_days":
			d.Int(&s.StrDays)
		case "dex_days":
			d.Int(&s.DexDays)
		default:
			d.Unknown()
		}
	}
	return d.End()
}

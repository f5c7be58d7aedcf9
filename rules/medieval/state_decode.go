package medieval

import "fray/rules/encoding/statejson"

// decodeState fills a fresh s from raw as json.Unmarshal would, without
// reflection: LoadState runs for every combatant on every tracker render and
// round start. Every field of State has a case here (the reflection test in
// state_decode_test.go fails otherwise); an unknown key, a float or an
// out-of-range number is an error, and LoadState then falls back to
// encoding/json.
func decodeState(raw []byte, s *State) error {
	d := statejson.NewDecoder(raw)
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "w":
			d.Int(&s.Wounds)
		case "armor":
			// encoding/json hands Stacks its raw value, null included.
			if v := d.Raw(); v != nil {
				if err := s.Armor.UnmarshalJSON(v); err != nil {
					d.Fail(err.Error())
				}
			}
		case "ev":
			d.Int(&s.EV)
		case "lost":
			statejson.Uint(&d, &s.Lost)
		case "stun":
			d.Bool(&s.Stunned)
		case "stunnew":
			d.Bool(&s.StunFresh)
		case "stable":
			d.Bool(&s.Stabilized)
		case "dying":
			d.Bool(&s.DeathPending)
		case "dead":
			d.Bool(&s.Dead)
		case "charge":
			d.Bool(&s.Charge)
		case "dodge":
			d.Bool(&s.Dodge)
		case "parry":
			d.Int(&s.Parry)
		case "aim":
			d.Int(&s.Aim)
		case "aimturn":
			d.Bool(&s.AimedTurn)
		case "actions":
			d.Int(&s.Actions)
		case "shots":
			d.Int(&s.Shots)
		case "pair":
			d.Bool(&s.Pair)
		case "ambush":
			d.Bool(&s.Ambush)
		case "ambushb":
			d.Bool(&s.AmbushBusy)
		case "ambushon":
			d.Int(&s.AmbushOn)
		case "acted":
			d.Bool(&s.Acted)
		case "dodgepen":
			d.Int(&s.DodgePen)
		case "parrypen":
			d.Int(&s.ParryPen)
		case "aid":
			d.Int(&s.Aid)
		case "task":
			d.Int(&s.Task)
		case "atkopen":
			d.Bool(&s.AtkOpen)
		case "turnbegun":
			d.Bool(&s.TurnBegun)
		case "saved":
			d.Bool(&s.DeathSaved)
		case "asked":
			d.Bool(&s.DeathAsked)
		case "killed":
			d.String(&s.Killed)
		default:
			d.Unknown()
		}
	}
	return d.End()
}

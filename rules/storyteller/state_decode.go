package storyteller

import "fray/rules/encoding/statejson"

// decodeState fills a fresh s from raw as json.Unmarshal would, without
// reflection: LoadState runs for every combatant on every tracker render and
// round start. Every field of State and Lock has a case here (the
// reflection test in state_decode_test.go fails otherwise); an unknown key,
// a float or an out-of-range number is an error, and LoadState then falls
// back to encoding/json.
func decodeState(raw []byte, s *State) error {
	d := statejson.NewDecoder(raw)
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "b":
			d.Int(&s.Bashing)
		case "l":
			d.Int(&s.Lethal)
		case "a":
			d.Int(&s.Aggravated)
		case "dead":
			d.Bool(&s.Dead)
		case "short":
			d.Bool(&s.ShortTrack)
		case "wps":
			d.Int(&s.WillpowerSpent)
		case "fs":
			d.Int(&s.FaithSpent)
		case "dz":
			d.Bool(&s.Dizzied)
		case "dzs":
			d.Bool(&s.DizzySeen)
		case "prone":
			d.Bool(&s.Prone)
		case "ob":
			d.Int(&s.OffBalance)
		case "unc":
			d.Bool(&s.Unconscious)
		case "uncchk":
			d.Bool(&s.ConsciousChecked)
		case "bs":
			d.Bool(&s.BleedStopped)
		case "disarmed":
			d.Bool(&s.Disarmed)
		case "acted":
			d.Bool(&s.Acted)
		case "chores":
			d.Int(&s.Chores)
		case "split":
			d.Int(&s.Split)
		case "taken":
			d.Int(&s.Taken)
		case "unbooked":
			d.Int(&s.Unbooked)
		case "def":
			d.String(&s.Defense)
		case "lock":
			decodeLock(&d, &s.Lock)
		case "ammo":
			d.IntMap(&s.Ammo)
		case "fired":
			d.IntMap(&s.Fired)
		case "mend":
			d.Int(&s.Mend)
		default:
			d.Unknown()
		}
	}
	return d.End()
}

// decodeLock reads a *Lock as encoding/json does: null sets it to nil, an
// object fills the Lock already there (a repeated key) or a new one.
func decodeLock(d *statejson.Decoder, dst **Lock) {
	if d.Null() {
		*dst = nil
		return
	}
	if d.Peek() != statejson.ObjectKind {
		d.Fail("want an object")
		return
	}
	if *dst == nil {
		*dst = new(Lock)
	}
	l := *dst
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "m":
			d.String(&l.Maneuver)
		case "o":
			d.Int(&l.Other)
		case "h":
			d.Bool(&l.Holder)
		case "p":
			d.Int(&l.Pool)
		case "n":
			d.String(&l.Name)
		default:
			d.Unknown()
		}
	}
}

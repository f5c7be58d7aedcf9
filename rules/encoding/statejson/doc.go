// Package statejson is a small, allocation-light JSON reader for the
// combatant states that the rule systems store with json.Marshal.
//
// It is not a general JSON library: it reads exactly the shapes those states
// use (objects, ints, bools, strings, arrays of strings and ints, string→int
// maps, nested objects, and raw values handed to a json.Unmarshaler) and gives
// the same result as encoding/json would for them. Anything it does not fully
// handle — a float, an int out of range, a key it was not told about, a
// syntax error anywhere — is an error, so the caller can fall back to
// encoding/json, which then decides. Every byte of the input is read and
// validated before a decode reports success, because encoding/json checks the
// whole document before it decodes any of it.
//
// A decode looks like
//
//	d := statejson.NewDecoder(raw)
//	for ok := d.Object(); ok && d.Next(); {
//		switch string(d.Key()) { // no allocation: the compiler sees the switch
//		case "str":
//			d.Int(&s.Str)
//		default:
//			d.Unknown()
//		}
//	}
//	return d.End()
package statejson

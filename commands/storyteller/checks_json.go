package storyteller

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"fray/rules/encoding/statejson"
	"fray/rules/storyteller"
)

// The recent-checks list (m.Ch.Extra["storyteller.checks"]) is read and
// written inside the /check mutation, on the commit queue's one goroutine,
// so it is encoded and decoded by hand rather than by encoding/json's
// reflection. The encoding is exactly json.Marshal's; the decoding gives
// exactly what json.Unmarshal gives, and whatever the hand-written reader
// does not fully handle (a key that might match a field only
// case-insensitively, a repeated array, a float in an int field, bad JSON)
// goes to json.Unmarshal, which then decides.

// checksScratch is the stack space a list is encoded into before it is
// copied out at its exact size: a full list of stChecksMax typical records
// is about 6 KiB; a larger one only costs the growth allocations.
const checksScratch = 8 << 10

// marshalChecks returns cs as json.Marshal(cs) writes it, length equal to
// capacity as Marshal returns it (the bytes stay in the cached channel).
func marshalChecks(cs *stChecks) []byte {
	var scratch [checksScratch]byte
	b := appendChecks(scratch[:0], cs)
	out := make([]byte, len(b))
	copy(out, b)
	return out
}

// appendChecks appends cs, every struct's fields in declaration order (a
// nil cs as null, as Marshal writes a nil pointer).
func appendChecks(buf []byte, cs *stChecks) []byte {
	if cs == nil {
		return append(buf, "null"...)
	}
	o := statejson.OpenObject(buf)
	o = o.Int("n", cs.Next)
	o = o.Key("r")
	if cs.Records == nil {
		o.Buf = append(o.Buf, "null"...)
	} else {
		o.Buf = append(o.Buf, '[')
		for i := range cs.Records {
			if i > 0 {
				o.Buf = append(o.Buf, ',')
			}
			o.Buf = appendCheckRecord(o.Buf, &cs.Records[i])
		}
		o.Buf = append(o.Buf, ']')
	}
	return o.Close()
}

func appendCheckRecord(buf []byte, r *stCheckRecord) []byte {
	o := statejson.OpenObject(buf)
	o = o.Int("k", r.Key)
	o = o.Int("p", r.Pool)
	o = o.Int("d", r.Difficulty)
	o = o.StringOmitEmpty("c", r.Comment)
	o = o.BoolOmitEmpty("s", r.Specialty)
	o = o.BoolOmitEmpty("x", r.Secret)
	o = o.IntOmitEmpty("a", r.Actor)
	o = o.StringOmitEmpty("u", r.User)
	o = o.Key("r")
	o.Buf = appendCheckResult(o.Buf, &r.Result)
	return o.Close()
}

func appendCheckResult(buf []byte, r *storyteller.CheckResult) []byte {
	o := statejson.OpenObject(buf)
	o = o.IntOmitEmpty("actor", r.Actor)
	o = o.Int("asked", r.Asked)
	o = o.Int("penalty", r.Penalty)
	o = o.Int("asked_diff", r.AskedDiff)
	o = o.BoolOmitEmpty("off_balance", r.OffBalance)
	o = o.Key("roll")
	o.Buf = appendPoolRoll(o.Buf, &r.Roll)
	o = o.StringOmitEmpty("comment", r.Comment)
	o = o.BoolOmitEmpty("secret", r.Secret)
	o = o.BoolOmitEmpty("has_wp", r.HasWillpower)
	o = o.IntOmitEmpty("wp_left", r.WillpowerLeft)
	o = o.Key("outcomes")
	o.Buf = statejson.AppendStrings(o.Buf, r.Outcomes)
	return o.Close()
}

func appendPoolRoll(buf []byte, r *storyteller.Roll) []byte {
	o := statejson.OpenObject(buf)
	o = o.Int("pool", r.Pool)
	o = o.Int("diff", r.Difficulty)
	o = o.IntsOmitEmpty("dice", r.Dice)
	o = o.IntsOmitEmpty("extra", r.Extra)
	o = o.Int("hits", r.Hits)
	o = o.Int("ones", r.Ones)
	o = o.Int("succ", r.Successes)
	o = o.BoolOmitEmpty("wp", r.Willpower)
	o = o.BoolOmitEmpty("botch", r.Botch)
	o = o.BoolOmitEmpty("noroll", r.NoRoll)
	return o.Close()
}

// unmarshalChecks decodes raw into cs, which must be the zero value, as
// json.Unmarshal(raw, cs) does: the same value on success, an error where it
// fails (its own error, as the fallback gives it).
func unmarshalChecks(raw []byte, cs *stChecks) error {
	if decodeChecks(raw, cs) == nil {
		return nil
	}
	*cs = stChecks{}
	if err := json.Unmarshal(raw, cs); err != nil {
		return fmt.Errorf("storyteller checks: %w", err)
	}
	return nil
}

// decodeChecks is the hand-written reader alone: it fails on whatever it
// leaves to json.Unmarshal.
func decodeChecks(raw []byte, cs *stChecks) error {
	d := statejson.NewDecoder(raw)
	readChecks(&d, cs)
	return d.End()
}

func readChecks(d *statejson.Decoder, cs *stChecks) {
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "n":
			d.Int(&cs.Next)
		case "r":
			readCheckRecords(d, &cs.Records)
		default:
			skipUnknownKey(d)
		}
	}
}

// readCheckRecords reads the records array as encoding/json reads a slice
// into a nil one: null gives nil, [] an empty slice, a null element a zero
// record. A second array for the same slice is refused (encoding/json would
// decode it over the first one's elements; the fallback does that).
func readCheckRecords(d *statejson.Decoder, dst *[]stCheckRecord) {
	if d.Null() {
		*dst = nil
		return
	}
	if *dst != nil {
		d.Fail("records decoded twice")
		return
	}
	// The records are read into stack space and copied out at their exact
	// number: growing a heap slice record by record would allocate six
	// times for a full list.
	var small [stChecksMax]stCheckRecord
	recs := small[:0]
	for ok := d.Array(); ok && d.More(); {
		recs = append(recs, stCheckRecord{})
		r := &recs[len(recs)-1]
		prevUser, prevComment := "", ""
		if len(recs) > 1 {
			prevUser, prevComment = recs[len(recs)-2].User, recs[len(recs)-2].Comment
		}
		readCheckRecord(d, r, prevUser, prevComment)
	}
	out := make([]stCheckRecord, len(recs))
	copy(out, recs)
	*dst = out
}

// readCheckRecord reads one record. A "Roll again" repeats the record
// before it, and one user rolls many checks in a row: a comment or user
// equal to the previous record's shares its string instead of allocating.
func readCheckRecord(d *statejson.Decoder, r *stCheckRecord, prevUser, prevComment string) {
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "k":
			d.Int(&r.Key)
		case "p":
			d.Int(&r.Pool)
		case "d":
			d.Int(&r.Difficulty)
		case "c":
			readSharedString(d, &r.Comment, prevComment)
		case "s":
			d.Bool(&r.Specialty)
		case "x":
			d.Bool(&r.Secret)
		case "a":
			d.Int(&r.Actor)
		case "u":
			readSharedString(d, &r.User, prevUser)
		case "r":
			// A repeated object merges into the first, as encoding/json
			// decodes it (its slices refuse a second array).
			readCheckResult(d, &r.Result, r.Comment)
		default:
			skipUnknownKey(d)
		}
	}
}

// readCheckResult reads a record's result; its comment is the record's
// own, whose string it shares when that came first.
func readCheckResult(d *statejson.Decoder, r *storyteller.CheckResult, recComment string) {
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "actor":
			d.Int(&r.Actor)
		case "asked":
			d.Int(&r.Asked)
		case "penalty":
			d.Int(&r.Penalty)
		case "asked_diff":
			d.Int(&r.AskedDiff)
		case "off_balance":
			d.Bool(&r.OffBalance)
		case "roll":
			readPoolRoll(d, &r.Roll)
		case "comment":
			readSharedString(d, &r.Comment, recComment)
		case "secret":
			d.Bool(&r.Secret)
		case "has_wp":
			d.Bool(&r.HasWillpower)
		case "wp_left":
			d.Int(&r.WillpowerLeft)
		case "outcomes":
			readOutcomes(d, &r.Outcomes)
		default:
			skipUnknownKey(d)
		}
	}
}

func readPoolRoll(d *statejson.Decoder, r *storyteller.Roll) {
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "pool":
			d.Int(&r.Pool)
		case "diff":
			d.Int(&r.Difficulty)
		case "dice":
			d.Ints(&r.Dice)
		case "extra":
			d.Ints(&r.Extra)
		case "hits":
			d.Int(&r.Hits)
		case "ones":
			d.Int(&r.Ones)
		case "succ":
			d.Int(&r.Successes)
		case "wp":
			d.Bool(&r.Willpower)
		case "botch":
			d.Bool(&r.Botch)
		case "noroll":
			d.Bool(&r.NoRoll)
		default:
			skipUnknownKey(d)
		}
	}
}

// skipUnknownKey skips the value of a key no field has by its exact name.
// encoding/json also matches names case-insensitively, with Unicode
// folding (the Kelvin sign K folds to k, the long ſ to s): a key with an
// upper-case ASCII letter or any non-ASCII byte might name a field, so it
// fails the fast read and the fallback decides. Other keys are ignored, as
// encoding/json ignores unknown fields.
func skipUnknownKey(d *statejson.Decoder) {
	for _, c := range d.Key() {
		if c >= 'A' && c <= 'Z' || c >= 0x80 {
			d.Unknown()
			return
		}
	}
	d.Skip()
}

// readOutcomes reads the outcomes array as statejson's Strings does (null
// gives nil, [] an empty slice, a null element "", a second array for the
// same slice fails), sharing the storyteller package's outcome constants
// instead of allocating a string for each.
func readOutcomes(d *statejson.Decoder, dst *[]string) {
	if d.Null() {
		*dst = nil
		return
	}
	if *dst != nil {
		d.Fail("outcomes decoded twice")
		return
	}
	out := []string{}
	for ok := d.Array(); ok && d.More(); {
		var v string
		readSharedString(d, &v, storyteller.OutcomeHit, storyteller.OutcomeMiss,
			storyteller.OutcomeCritical, storyteller.OutcomeFumble)
		out = append(out, v)
	}
	*dst = out
}

// readSharedString reads a string into dst as d.String does, but when its
// contents equal one of known it stores that string: no allocation.
func readSharedString(d *statejson.Decoder, dst *string, known ...string) {
	if d.Peek() != statejson.StringKind {
		d.String(dst) // null leaves dst as it is; another kind fails
		return
	}
	raw := d.Raw() // validated, quotes included
	if raw == nil {
		return
	}
	body := raw[1 : len(raw)-1]
	if bytes.IndexByte(body, '\\') >= 0 || !utf8.Valid(body) {
		// Escapes or bytes to replace: the decoder unquotes it.
		sd := statejson.NewDecoder(raw)
		sd.String(dst)
		return
	}
	for _, k := range known {
		if string(body) == k {
			*dst = k
			return
		}
	}
	*dst = string(body)
}

package commands

import (
	"fmt"
	"strconv"

	"fray/rules"
	"fray/rules/encoding/statejson"
)

// The log entry is encoded inside every mutation, on the commit queue's one
// goroutine, so it is written by hand rather than by json.Marshal's
// reflection. The bytes are exactly json.Marshal's (the tests compare them
// on many random entries): the log is read back with encoding/json, and a
// stored entry must not change with the encoder.

// marshalLogEntry returns e as json.Marshal(e) writes it.
func marshalLogEntry(e *LogEntry) ([]byte, error) {
	return statejson.EncodeOrError(e, appendLogEntry)
}

// appendLogEntry appends e to buf, fields in LogEntry's declaration order.
func appendLogEntry(buf []byte, e *LogEntry) ([]byte, error) {
	o := statejson.OpenObject(buf)
	o = o.Int("r", e.Round)
	o = o.Key("t")
	o.Buf = strconv.AppendInt(o.Buf, e.At, 10)
	o = o.StringOmitEmpty("u", e.User)
	o = o.Key("n")
	var err error
	if o.Buf, err = appendNotes(o.Buf, e.Notes); err != nil {
		return nil, err
	}
	return o.Close(), nil
}

// appendNotes appends a []rules.Note: null when nil, as Marshal has it.
func appendNotes(buf []byte, notes []rules.Note) ([]byte, error) {
	if notes == nil {
		return append(buf, "null"...), nil
	}
	buf = append(buf, '[')
	for i := range notes {
		if i > 0 {
			buf = append(buf, ',')
		}
		o := statejson.OpenObject(buf)
		o = o.String("k", notes[i].Key)
		if len(notes[i].Args) > 0 { // omitempty drops nil and empty maps alike
			o = o.Key("a")
			var err error
			if o.Buf, err = statejson.AppendAnyMap(o.Buf, notes[i].Args); err != nil {
				return nil, fmt.Errorf("log note %q: %w", notes[i].Key, err)
			}
		}
		buf = o.Close()
	}
	return append(buf, ']'), nil
}

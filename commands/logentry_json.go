package commands

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"fray/rules"
	"fray/rules/statejson"
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
			if o.Buf, err = appendArgs(o.Buf, notes[i].Args); err != nil {
				return nil, fmt.Errorf("log note %q: %w", notes[i].Key, err)
			}
		}
		buf = o.Close()
	}
	return append(buf, ']'), nil
}

// argKeysOnStack is how many map keys appendArgs sorts without allocating;
// a note has a handful of arguments.
const argKeysOnStack = 16

// arg is one entry of a note's Args.
type arg struct {
	key string
	val any
}

// appendArgs appends a note's Args as json.Marshal writes a map[string]any
// (a non-empty one: omitempty drops the rest): keys in byte order
// (strings.Compare, which Marshal sorts by).
func appendArgs(buf []byte, m map[string]any) ([]byte, error) {
	// Key and value are collected together: sorting the pairs saves
	// looking each key up again.
	var small [argKeysOnStack]arg
	args := small[:0]
	for k, v := range m {
		args = append(args, arg{k, v})
	}
	slices.SortFunc(args, func(a, b arg) int { return strings.Compare(a.key, b.key) })
	buf = append(buf, '{')
	for i := range args {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = statejson.AppendString(buf, args[i].key)
		buf = append(buf, ':')
		var err error
		if buf, err = appendArg(buf, args[i].val); err != nil {
			return nil, fmt.Errorf("argument %q: %w", args[i].key, err)
		}
	}
	return append(buf, '}'), nil
}

// appendArg appends one argument as json.Marshal writes it. The types the
// handlers put in Args are written here; any other — a named type, which
// may have its own MarshalJSON, a pointer, a struct, a nested map or slice
// of any — goes to json.Marshal, whose output for a value alone is the very
// bytes it writes for it inside a larger value. (Following nested any
// values here would make this function recursive, and the compiler then
// moves the caller's stack buffer to the heap; no handler nests them.)
func appendArg(buf []byte, v any) ([]byte, error) {
	switch v := v.(type) {
	case nil:
		return append(buf, "null"...), nil
	case string:
		return statejson.AppendString(buf, v), nil
	case bool:
		return strconv.AppendBool(buf, v), nil
	case int:
		return strconv.AppendInt(buf, int64(v), 10), nil
	case int8:
		return strconv.AppendInt(buf, int64(v), 10), nil
	case int16:
		return strconv.AppendInt(buf, int64(v), 10), nil
	case int32:
		return strconv.AppendInt(buf, int64(v), 10), nil
	case int64:
		return strconv.AppendInt(buf, v, 10), nil
	case uint:
		return strconv.AppendUint(buf, uint64(v), 10), nil
	case uint8:
		return strconv.AppendUint(buf, uint64(v), 10), nil
	case uint16:
		return strconv.AppendUint(buf, uint64(v), 10), nil
	case uint32:
		return strconv.AppendUint(buf, uint64(v), 10), nil
	case uint64:
		return strconv.AppendUint(buf, v, 10), nil
	case float64:
		if !math.IsInf(v, 0) && !math.IsNaN(v) {
			return appendFloat(buf, v, 64), nil
		}
	case float32:
		if f := float64(v); !math.IsInf(f, 0) && !math.IsNaN(f) {
			return appendFloat(buf, f, 32), nil
		}
	case []string:
		return statejson.AppendStrings(buf, v), nil
	case []int:
		return statejson.AppendInts(buf, v), nil
	case map[string]int:
		return statejson.AppendIntMap(buf, v), nil
	}
	// NaN and ±Inf come here too: Marshal's error for them is the one to
	// give.
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(buf, raw...), nil
}

// appendFloat writes a finite float as encoding/json's floatEncoder does:
// the shortest representation that reads back as the same float of its
// size, in %f form except for magnitudes below 1e-6 or from 1e21 up (the
// cutoffs compared in the float's own size), whose exponent loses a leading
// zero (1e-07 becomes 1e-7).
func appendFloat(buf []byte, f float64, bits int) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) ||
			bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	buf = strconv.AppendFloat(buf, f, format, -1, bits)
	if format == 'e' {
		if n := len(buf); n >= 4 && buf[n-4] == 'e' && buf[n-3] == '-' && buf[n-2] == '0' {
			buf[n-2] = buf[n-1]
			buf = buf[:n-1]
		}
	}
	return buf
}

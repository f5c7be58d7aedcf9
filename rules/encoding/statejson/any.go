package statejson

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
)

// A rules.Note's Args is a map[string]any. The channel's stored prompts and
// the fight log both hold notes and must keep json.Marshal's exact bytes
// (they are read back with encoding/json), without its reflection: these
// are the one encoder of such values.

// anyKeysOnStack is how many keys AppendAnyMap sorts without allocating; a
// note has a handful of arguments.
const anyKeysOnStack = 16

// anyEntry is one key and value of a map being written in key order.
type anyEntry struct {
	key string
	val any
}

// AppendAnyMap appends m as json.Marshal writes a map[string]any: null when
// nil, keys in byte order (strings.Compare, which Marshal sorts by). On an
// error, the returned slice holds what was appended so far.
func AppendAnyMap(buf []byte, m map[string]any) ([]byte, error) {
	if m == nil {
		return append(buf, "null"...), nil
	}
	// Key and value are collected together: sorting the pairs saves
	// looking each key up again.
	var small [anyKeysOnStack]anyEntry
	entries := small[:0]
	for k, v := range m {
		entries = append(entries, anyEntry{k, v})
	}
	slices.SortFunc(entries, func(a, b anyEntry) int { return strings.Compare(a.key, b.key) })
	buf = append(buf, '{')
	for i := range entries {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(AppendString(buf, entries[i].key), ':')
		var err error
		if buf, err = AppendAny(buf, entries[i].val); err != nil {
			return buf, err
		}
	}
	return append(buf, '}'), nil
}

// AppendAny appends v as json.Marshal writes it. The types rules and
// handlers put in a note's Args are written here; any other — a named type,
// which may have its own MarshalJSON, a pointer, a struct, a nested map or
// slice of any — goes to json.Marshal, whose output for a value alone is the
// very bytes it writes for it inside a larger value, and whose error is the
// one to give (NaN and ±Inf included). Following nested values here would
// make the function recursive, and the compiler then moves the callers'
// stack buffers to the heap.
func AppendAny(buf []byte, v any) ([]byte, error) {
	switch v := v.(type) {
	case nil:
		return append(buf, "null"...), nil
	case string:
		return AppendString(buf, v), nil
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
			return AppendFloat(buf, v, 64), nil
		}
	case float32:
		if f := float64(v); !math.IsInf(f, 0) && !math.IsNaN(f) {
			return AppendFloat(buf, f, 32), nil
		}
	case []string:
		return AppendStrings(buf, v), nil
	case []int:
		return AppendInts(buf, v), nil
	case map[string]int:
		return AppendIntMap(buf, v), nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return buf, err
	}
	return append(buf, raw...), nil
}

// AppendFloat writes a finite float of the given size (32 or 64 bits) as
// encoding/json's floatEncoder does: the shortest representation that reads
// back as the same float, in %f form except for magnitudes below 1e-6 or
// from 1e21 up (the cut-offs compared in the float's own size), whose
// exponent loses a leading zero (1e-07 becomes 1e-7).
func AppendFloat(buf []byte, f float64, bits int) []byte {
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

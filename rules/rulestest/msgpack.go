package rulestest

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/tinylib/msgp/msgp"
)

// MsgMap is a MessagePack map of the keys and values given in turn, keys
// in the order given and repeats kept: bytes a system's SaveState would not
// write, for the codec tests. A value msgp cannot encode is a mistake in
// the test, and panics.
func MsgMap(kv ...any) []byte {
	b := msgp.AppendMapHeader(nil, uint32(len(kv)/2))
	for i := 0; i+1 < len(kv); i += 2 {
		b = msgp.AppendString(b, kv[i].(string))
		var err error
		if b, err = msgp.AppendIntf(b, kv[i+1]); err != nil {
			panic(err)
		}
	}
	return b
}

// FromJSON converts a combat state stored as JSON the way the store's
// migration does, by its shape: an object to a map of the same keys (a
// null member dropped), an integer to an int (to a uint when unsigned and
// not negative: the generated decoders must read both), a string, a bool
// and an array as they are. A system's LoadState must read the result as
// encoding/json read the JSON.
func FromJSON(tb testing.TB, raw []byte, unsigned bool) []byte {
	tb.Helper()
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		tb.Fatalf("%s: %v", raw, err)
	}
	var conv func(v any) any
	conv = func(v any) any {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if x == nil {
					delete(v, k)
				} else {
					v[k] = conv(x)
				}
			}
		case []any:
			for i := range v {
				v[i] = conv(v[i])
			}
		case json.Number:
			n, err := v.Int64()
			if err != nil {
				tb.Fatalf("%s: %s is not an integer: %v", raw, v, err)
			}
			if unsigned && n >= 0 {
				return uint64(n)
			}
			return n
		}
		return v
	}
	b, err := msgp.AppendIntf(nil, conv(v))
	if err != nil {
		tb.Fatalf("%s: %v", raw, err)
	}
	return b
}

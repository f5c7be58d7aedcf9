package storage

import (
	"bytes"
	"encoding/json"
	"strconv"

	bolt "go.etcd.io/bbolt"
)

// migrateStatesToMessagePack brings a schema 6 file, whose combat states
// (rules.Combatant.State in a channel's encounter, rules.Condition.State in
// its party) are the systems' JSON inside the MessagePack record, to schema
// 7, where a state is MessagePack from the system's generated codec. Storage
// does not know the systems' states, so each is converted by its shape
// (convertState): an object becomes a map under the same keys, an integral
// number an integer, and a member whose value is null is dropped, which the
// generated decoders read as the field's zero value, as the JSON decoder
// did.
//
//   - each channel value is read, its states converted, and written again
//     (a value with no JSON state is left as its bytes);
//   - each undo list is rebuilt snapshot by snapshot, newest first, each
//     snapshot's states converted, and stored again as deltas against the
//     converted values above them (undo.go);
//   - the log's entries hold no states and are left as they are.
//
// A channel value that does not decode is left as it is: it was answered as
// damaged before and is after; its undo list is rebuilt against it as it
// is. A state that is not JSON (already MessagePack, or damaged) is left as
// it is. An undo list that cannot be rebuilt is dropped, as a corrupt one is
// when it is next changed.
func migrateStatesToMessagePack(tx *bolt.Tx) error {
	cb := tx.Bucket(bChannels)
	if cb == nil {
		return nil
	}
	var e encoder
	// Read everything first: an undo list needs its channel's value as it
	// was and as it becomes, and a bucket is not written while walked.
	type record struct{ k, v []byte }
	var values, undos []record
	if err := cb.ForEach(func(k, v []byte) error {
		switch {
		case isChannelValueKey(k):
			values = append(values, record{bytes.Clone(k), bytes.Clone(v)})
		case len(k) > 0 && k[len(k)-1] == 2 && bytes.IndexByte(k, 0) < 0: // an undo list
			undos = append(undos, record{bytes.Clone(k), bytes.Clone(v)})
		}
		// Log chunks and ring indexes hold no states.
		return nil
	}); err != nil {
		return err
	}
	type pair struct{ old, new []byte }
	converted := make(map[string]pair, len(values))
	for _, r := range values {
		nv, changed, _ := convertChannelValue(&e, r.v)
		converted[string(r.k)] = pair{r.v, nv}
		if changed {
			if err := cb.Put(r.k, nv); err != nil {
				return err
			}
		}
	}
	for _, r := range undos {
		p := converted[string(r.k[:len(r.k)-1])]
		list, ok := rebuildUndoList(p.old, p.new, r.v, func(snap []byte) ([]byte, bool) {
			conv, _, ok := convertChannelValue(&e, snap)
			return conv, ok
		})
		var err error
		if ok {
			err = cb.Put(r.k, list)
		} else {
			err = cb.Delete(r.k)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// convertChannelValue returns a stored channel value with every combat
// state in it converted (convertState), and whether any was; a value that
// holds no JSON state is returned as it is. One that does not decode is
// returned as it is with ok false.
func convertChannelValue(e *encoder, raw []byte) (out []byte, changed, ok bool) {
	c, err := DecodeChannel(raw)
	if err != nil {
		return raw, false, false
	}
	if c.Encounter != nil {
		for i := range c.Encounter.Combatants {
			f := &c.Encounter.Combatants[i]
			if s, ok := convertState(e, f.State); ok {
				f.State, changed = s, true
			}
		}
	}
	for k, p := range c.Party {
		if s, ok := convertState(e, p.State); ok {
			p.State, changed = s, true
			c.Party[k] = p
		}
	}
	if !changed {
		return raw, false, true
	}
	if out, err = e.encode(&c); err != nil {
		return raw, false, false // not written back: it did not encode
	}
	return out, true, true
}

// StateFromJSON is convertState for a state kept outside a channel's
// stored fields, which the migration cannot find: a list the commands layer
// keeps in the channel's system data, written while states were JSON, is
// read with it.
func StateFromJSON(state []byte) ([]byte, bool) {
	var e encoder
	return convertState(&e, state)
}

// convertState returns a combat state the system wrote as JSON as
// MessagePack of the same shape, with ok true; ok is false, and the state is
// to be kept as it is, when it is not a JSON object: empty (unhurt),
// MessagePack already (a map never starts with '{' or JSON's whitespace), or
// damaged (the system answers it as a damaged state).
//
// The JSON is read with its numbers as written, and then:
//   - an object member whose value is null is dropped, inside arrays and
//     objects too: the JSON decoder read a null as the field's zero value,
//     which is what the generated decoder gives a missing key, while it
//     refuses a nil where it reads an integer or a string (a null inside
//     an array stays a nil: dropping it would move what follows);
//   - an integral number becomes an integer, in its shortest form, as the
//     generated encoders write an int (one past int64 a uint64); any other
//     number a float64;
//   - an object becomes a map, its keys in order (the storage encoder's
//     canonical form), an array an array, a string a string.
func convertState(e *encoder, state []byte) ([]byte, bool) {
	trimmed := bytes.TrimLeft(state, " \t\r\n")
	if len(trimmed) == 0 || trimmed[0] != '{' || !json.Valid(trimmed) {
		return nil, false
	}
	d := json.NewDecoder(bytes.NewReader(trimmed))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return nil, false
	}
	out, err := e.encode(anyValue{stateValue(v)})
	if err != nil {
		return nil, false
	}
	return out, true
}

// stateValue is a decoded JSON value as convertState encodes it: nulls
// dropped from objects, numbers as integers where they are.
func stateValue(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, m := range v {
			if m == nil {
				delete(v, k)
				continue
			}
			v[k] = stateValue(m)
		}
		return v
	case []any:
		for i := range v {
			v[i] = stateValue(v[i])
		}
		return v
	case json.Number:
		if i, err := strconv.ParseInt(string(v), 10, 64); err == nil {
			return i
		}
		if u, err := strconv.ParseUint(string(v), 10, 64); err == nil {
			return u
		}
		if f, err := v.Float64(); err == nil {
			return f
		}
		return v // out of float64's range: msgp's own conversion says why
	}
	return v
}

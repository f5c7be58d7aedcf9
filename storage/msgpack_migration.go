package storage

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tinylib/msgp/msgp"
	bolt "go.etcd.io/bbolt"

	"fray/rules"
)

// migrateToMessagePack brings a schema 5 file, whose records are JSON, to
// schema 6's MessagePack (codec.go):
//
//   - guilds, sheets and channel values are read into their types and
//     written with the generated encoders (a number inside a note's
//     arguments becomes an integer when it is one, as a new value has it);
//     a channel is read through jsonChannel (channel_json.go): its combat
//     states stay the systems' JSON bytes, which schema 7 converts
//     (state_migration.go);
//   - each undo list is rebuilt snapshot by snapshot, newest first, each
//     snapshot converted as a channel value and stored again as a delta
//     against the converted value above it (undo.go);
//   - each log chunk's entries are rebuilt and converted by their shape
//     (storage does not know the commands layer's log entry): objects
//     become maps, integral numbers integers, other numbers floats, which
//     the log entry's generated decoder reads; the chunks are written again
//     with the same deltas (logring.go).
//
// A record that does not read as JSON is left as it is: it was answered as
// damaged before and is after. An undo list that cannot be rebuilt is
// dropped, as a corrupt one is when it is next changed.
func migrateToMessagePack(tx *bolt.Tx) error {
	var e encoder
	if err := convertBucket(tx.Bucket(bGuilds), func(v []byte) ([]byte, error) {
		var g Guild
		return convertTyped(&e, v, &g)
	}); err != nil {
		return fmt.Errorf("guilds: %w", err)
	}
	if err := convertBucket(tx.Bucket(bSheets), func(v []byte) ([]byte, error) {
		var s rules.Sheet
		return convertTyped(&e, v, &s)
	}); err != nil {
		return fmt.Errorf("sheets: %w", err)
	}
	cb := tx.Bucket(bChannels)
	if cb == nil {
		return nil
	}
	// Read everything first: the undo lists need their channel's value as
	// it was and as it becomes, and a bucket is not written while walked.
	type record struct{ k, v []byte }
	var values, undos, chunks []record
	if err := cb.ForEach(func(k, v []byte) error {
		r := record{bytes.Clone(k), bytes.Clone(v)}
		switch {
		case bytes.IndexByte(k, 0) >= 0: // a log chunk: "<channel>\x00<seq>"
			chunks = append(chunks, r)
		case len(k) > 0 && k[len(k)-1] == 1: // a log ring's index: binary, kept
		case len(k) > 0 && k[len(k)-1] == 2: // an undo list
			undos = append(undos, r)
		default:
			values = append(values, r)
		}
		return nil
	}); err != nil {
		return err
	}
	// Each channel's value before and after, for its undo list.
	type pair struct{ old, new []byte }
	converted := make(map[string]pair, len(values))
	for _, r := range values {
		nv, err := convertJSONChannel(&e, r.v)
		if err != nil {
			return fmt.Errorf("channel %q: %w", r.k, err)
		}
		if nv == nil {
			continue // unreadable: left as it is
		}
		converted[string(r.k)] = pair{r.v, nv}
		if err := cb.Put(r.k, nv); err != nil {
			return err
		}
	}
	for _, r := range undos {
		p := converted[string(r.k[:len(r.k)-1])]
		list, ok := convertUndoList(&e, p.old, p.new, r.v)
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
	for _, r := range chunks {
		chunk, ok := convertLogChunk(&e, r.v)
		if !ok {
			continue // unreadable: its lines were skipped before, and are
		}
		if err := cb.Put(r.k, chunk); err != nil {
			return err
		}
	}
	return nil
}

// convertBucket converts each value of b with conv (nil: left as it is).
func convertBucket(b *bolt.Bucket, conv func([]byte) ([]byte, error)) error {
	if b == nil {
		return nil
	}
	type put struct{ k, v []byte }
	var puts []put
	if err := b.ForEach(func(k, v []byte) error {
		nv, err := conv(v)
		if err != nil {
			return fmt.Errorf("%q: %w", k, err)
		}
		if nv != nil {
			puts = append(puts, put{bytes.Clone(k), nv})
		}
		return nil
	}); err != nil {
		return err
	}
	for _, p := range puts {
		if err := b.Put(p.k, p.v); err != nil {
			return err
		}
	}
	return nil
}

// convertTyped reads the JSON record raw into v and returns v's stored
// form; nil, and no error, when raw does not read. Numbers inside an any
// are read as json.Number, which the encoder writes as an integer when it
// is one.
func convertTyped(e *encoder, raw []byte, v msgp.Marshaler) ([]byte, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if d.Decode(v) != nil {
		return nil, nil
	}
	return e.encode(v)
}

// convertJSONChannel is convertTyped for a channel, read through
// jsonChannel: its combat states keep their JSON bytes (schema 6 held them
// so; migrateStatesToMessagePack converts them).
func convertJSONChannel(e *encoder, raw []byte) ([]byte, error) {
	c, err := decodeJSONChannel(raw)
	if err != nil {
		return nil, nil
	}
	return e.encode(&c)
}

// convertJSON returns the JSON value raw as MessagePack of the same shape
// (see migrateToMessagePack), or ok false when raw is not JSON.
func convertJSON(e *encoder, raw []byte) (out []byte, ok bool) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return nil, false
	}
	out, err := e.encode(anyValue{v})
	return out, err == nil
}

// anyValue encodes a value of any shape with msgp's own encoder for
// interface values.
type anyValue struct{ v any }

func (a anyValue) MarshalMsg(b []byte) ([]byte, error) { return msgp.AppendIntf(b, a.v) }

// convertUndoList rebuilds a schema 5 undo list against the channel's old
// value, converts every snapshot, and encodes the list again against the
// channel's new value; ok is false when an entry does not rebuild or a
// snapshot does not read.
func convertUndoList(e *encoder, oldBase, newBase, list []byte) ([]byte, bool) {
	return rebuildUndoList(oldBase, newBase, list, func(snap []byte) ([]byte, bool) {
		conv, err := convertJSONChannel(e, snap)
		return conv, err == nil && conv != nil
	})
}

// rebuildUndoList rebuilds an undo list against the channel's old value,
// newest entry first, passes every snapshot through conv, and encodes the
// list again against the channel's new value, each entry a delta against
// the converted snapshot above it; ok is false when an entry does not
// rebuild or conv refuses a snapshot.
func rebuildUndoList(oldBase, newBase, list []byte, conv func(snap []byte) ([]byte, bool)) ([]byte, bool) {
	if len(list) == 0 || list[0] != undoListTag {
		return nil, false
	}
	recs, ok := splitRecords(list, 0)
	if !ok || len(recs) == 0 {
		return nil, false
	}
	out := make([][]byte, len(recs))
	oldNext, newNext := oldBase, newBase // the values above entry i
	for i := len(recs) - 1; i >= 0; i-- {
		snap, err := decodeDelta(oldNext, recs[i])
		if err != nil {
			return nil, false
		}
		c, ok := conv(snap)
		if !ok {
			return nil, false
		}
		out[i] = encodeDelta(newNext, c)
		oldNext, newNext = snap, c
	}
	return encodeUndoList(out), true
}

// convertLogChunk rebuilds a log chunk's entries, converts each, and
// encodes the chunk again; a line that is not JSON stays as it is.
func convertLogChunk(e *encoder, v []byte) ([]byte, bool) {
	entries, err := decodeChunk(v)
	if err != nil {
		return nil, false
	}
	for i, entry := range entries {
		if conv, ok := convertJSON(e, entry); ok {
			entries[i] = conv
		}
	}
	recs := make([][]byte, len(entries))
	for i := range entries {
		var next []byte // the newest entry is whole
		if i+1 < len(entries) {
			next = entries[i+1]
		}
		recs[i] = encodeDelta(next, entries[i])
	}
	return encodeRecords(logChunkTag, recs), true
}

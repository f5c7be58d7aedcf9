package storage

import "encoding/binary"

// Undo lists (undo.go) and log chunks (logring.go) share one shape: a tag
// byte, then records, each a uvarint length and its bytes, oldest first.

// countRecords counts the whole records after the tag, stopping at the first
// that does not parse (ok false then).
func countRecords(v []byte) (n int, ok bool) {
	for p := v[1:]; len(p) > 0; n++ {
		l, k := binary.Uvarint(p)
		if k <= 0 || l > uint64(len(p)-k) {
			return n, false
		}
		p = p[k+int(l):]
	}
	return n, true
}

// splitRecords returns the records after the tag, in a slice with room for
// spare more; ok is false when they do not parse.
func splitRecords(v []byte, spare int) (recs [][]byte, ok bool) {
	n, ok := countRecords(v)
	if !ok {
		return nil, false
	}
	recs = make([][]byte, 0, n+spare)
	for p := v[1:]; len(p) > 0; {
		l, k := binary.Uvarint(p)
		recs = append(recs, p[k:k+int(l)])
		p = p[k+int(l):]
	}
	return recs, true
}

// appendRecord appends one record to v.
func appendRecord(v, rec []byte) []byte {
	v = binary.AppendUvarint(v, uint64(len(rec)))
	return append(v, rec...)
}

// encodeRecords makes a value of tag and recs.
func encodeRecords(tag byte, recs [][]byte) []byte {
	size := 1
	for _, r := range recs {
		size += binary.MaxVarintLen32 + len(r)
	}
	v := make([]byte, 1, size)
	v[0] = tag
	for _, r := range recs {
		v = appendRecord(v, r)
	}
	return v
}

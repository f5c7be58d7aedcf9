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

// scanRecords walks the records after the tag without copying them: their
// number, where the last one starts (its length's first byte; 0 when there
// is none), and whether every length is written in its shortest form — the
// form appendRecord writes, so records copied as they are then read the same
// bytes as records re-encoded. ok is false when they do not parse.
func scanRecords(v []byte) (n, last int, shortest, ok bool) {
	shortest = true
	for i := 1; i < len(v); n++ {
		l, k := binary.Uvarint(v[i:])
		if k <= 0 || l > uint64(len(v)-i-k) {
			return n, last, shortest, false
		}
		if k != uvarintLen(l) {
			shortest = false
		}
		last = i
		i += k + int(l)
	}
	return n, last, shortest, true
}

// skipRecords returns where record k starts (counting from 0), or len(v)
// when there are k records or fewer; v's records must parse.
func skipRecords(v []byte, k int) int {
	i := 1
	for ; k > 0 && i < len(v); k-- {
		l, n := binary.Uvarint(v[i:])
		i += n + int(l)
	}
	return min(i, len(v))
}

// recordAt returns the bytes of the record starting at i; v's records must
// parse.
func recordAt(v []byte, i int) []byte {
	l, n := binary.Uvarint(v[i:])
	return v[i+n : i+n+int(l)]
}

// uvarintLen is the length of x written as a uvarint.
func uvarintLen(x uint64) int {
	n := 1
	for ; x >= 0x80; x >>= 7 {
		n++
	}
	return n
}

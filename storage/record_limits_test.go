package storage

import (
	"errors"
	"testing"

	"github.com/tinylib/msgp/msgp"
)

// A damaged record may claim any length for a list or a map. The generated
// decoders refuse a claim past the records' limit (//msgp:limit in the
// stored types' files) instead of making a slice or map of that size: four
// billion combatants would take the process down, not just the channel.
func TestADamagedRecordsClaimedLengthIsRefused(t *testing.T) {
	// at nests one-entry maps down the keys, ending in a header whose
	// claimed length is 2³²−1.
	at := func(header byte, keys ...string) []byte {
		var b []byte
		for _, k := range keys {
			b = msgp.AppendString(msgp.AppendMapHeader(b, 1), k)
		}
		return append(b, header, 0xff, 0xff, 0xff, 0xff)
	}
	for _, tc := range []struct {
		name string
		raw  []byte
	}{
		{"combatants", at(0xdd, "encounter", "combatants")},
		{"party", at(0xdf, "party")},
		{"extra", at(0xdf, "extra")},
		{"flavour memory", at(0xdf, "flavour_last")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeChannel(tc.raw)
			if !errors.Is(err, msgp.ErrLimitExceeded) {
				t.Fatalf("DecodeChannel(%x): %v, want the limit refused", tc.raw, err)
			}
		})
	}
}

package storage

import (
	"bytes"
	"strings"
	"testing"
)

func TestDeltaRoundTrip(t *testing.T) {
	chan1 := `{"system":"medieval","encounter":{"system":"medieval","v":7,"gm":"100","round":2,"turn":1,"combatants":[{"id":1,"name":"Orc 1","sheet":{"name":"Orc 1","stats":{"BODY":7,"REF":6}},"init":9,"state":{"w":3,"armor":["4","14h 10m"]}},{"id":2,"name":"Hero","owner":"7","sheet":{"name":"Hero"},"init":3,"state":{"w":0}}],"next_id":3,"tracker":{"ch":"5","msg":"6"}}}`
	chan2 := strings.Replace(strings.Replace(chan1, `"v":7`, `"v":8`, 1), `{"w":0}`, `{"w":11,"stun":true}`, 1)
	cases := []struct {
		name         string
		base, target string
		maxSize      int // 0: no bound
	}{
		{"next turn", chan2, chan1, len(chan1) / 8},
		{"the other way", chan1, chan2, len(chan2) / 8},
		{"same", chan1, chan1, 16},
		{"empty base", "", chan1, 0},
		{"unrelated", "abcdefghijklmnopqrstuvwxyz", chan1, 0},
		{"short target", chan1, `{}`, 0},
		{"empty target", chan1, ``, 0},
		{"repeats", strings.Repeat("ab", 100), strings.Repeat("ab", 120), 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			enc := encodeDelta([]byte(c.base), []byte(c.target))
			got, err := decodeDelta([]byte(c.base), enc)
			if err != nil || !bytes.Equal(got, []byte(c.target)) {
				t.Fatalf("round trip: %q, %v", got, err)
			}
			if len(enc) > len(c.target) && (len(c.target) == 0 || c.target[0] != deltaTag) {
				t.Fatalf("delta of %d bytes for a %d-byte value", len(enc), len(c.target))
			}
			if c.maxSize > 0 && len(enc) > c.maxSize {
				t.Fatalf("delta is %d bytes, want at most %d", len(enc), c.maxSize)
			}
		})
	}
}

// A whole snapshot (a history written before deltas) reads as itself.
func TestDeltaReadsWholeSnapshots(t *testing.T) {
	got, err := decodeDelta([]byte("anything"), []byte(`{"system":"x"}`))
	if err != nil || string(got) != `{"system":"x"}` {
		t.Fatalf("%q %v", got, err)
	}
}

// Corrupt deltas are errors, never panics or out-of-range reads.
func TestDeltaCorrupt(t *testing.T) {
	base := []byte(`{"system":"medieval","round":2}`)
	good := encodeDelta(base, []byte(`{"system":"medieval","round":3}`))
	if good[0] != deltaTag {
		t.Fatalf("expected a delta, got %q", good)
	}
	for i := 1; i < len(good); i++ {
		for _, b := range []byte{0, 0x7f, 0xff} {
			bad := append([]byte(nil), good...)
			bad[i] = b
			_, _ = decodeDelta(base, bad) // must not panic
		}
		_, _ = decodeDelta(base, good[:i])
	}
	if _, err := decodeDelta(base, []byte{deltaTag, 5, 10 << 1, 'a'}); err == nil {
		t.Fatal("a literal past the end must fail")
	}
	if _, err := decodeDelta(base, []byte{deltaTag, 4, 4<<1 | 1, 200}); err == nil {
		t.Fatal("a copy past the base must fail")
	}
}

func FuzzDelta(f *testing.F) {
	f.Add([]byte(`{"a":1,"b":[1,2,3],"c":"xyz"}`), []byte(`{"a":2,"b":[1,2,3],"c":"xyzw"}`))
	f.Add([]byte(""), []byte("abcdefghijklmnop"))
	f.Fuzz(func(t *testing.T, base, target []byte) {
		enc := encodeDelta(base, target)
		got, err := decodeDelta(base, enc)
		if err != nil || !bytes.Equal(got, target) {
			t.Fatalf("round trip of %q against %q: %q, %v", target, base, got, err)
		}
		_, _ = decodeDelta(base, target) // arbitrary bytes as an entry: no panic
	})
}

// A realistic six-combatant fight (about 3 KB) after a turn: the version,
// the turn and one combatant's state change.
func BenchmarkDelta(b *testing.B) {
	c := benchChannel(b)
	before, err := Marshal(c)
	if err != nil {
		b.Fatal(err)
	}
	c.Encounter.Version++
	c.Encounter.Turn = (c.Encounter.Turn + 1) % len(c.Encounter.Combatants)
	c.Encounter.Combatants[2].State = []byte(`{"w":17,"stun":true}`)
	after, err := Marshal(c)
	if err != nil {
		b.Fatal(err)
	}
	enc := encodeDelta(after, before)
	b.ReportMetric(float64(len(enc)), "delta-bytes")
	b.ReportMetric(float64(len(before)), "value-bytes")
	b.ReportAllocs()
	for b.Loop() {
		_ = encodeDelta(after, before)
	}
}

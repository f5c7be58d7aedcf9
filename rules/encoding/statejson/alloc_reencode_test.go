package statejson

import (
	"strings"
	"testing"
)

// Reencode returns old itself when the value encodes to
// its bytes, and otherwise exactly what Encode returns: the new bytes at
// their exact size, also past the scratch space and for an empty old.
func TestReencode(t *testing.T) {
	small := &objectSample{I: 3, S: "Жук <&>", M: map[string]int{"кольт": 7}}
	big := &objectSample{S: strings.Repeat("Пулемёт <&> ", 40)}
	for _, tc := range []struct {
		name string
		old  []byte
		v    *objectSample
		keep bool
	}{
		{"unchanged", appendObjectSample(make([]byte, 0, 200), small), small, true},
		{"unchanged, past the scratch space", appendObjectSample(nil, big), big, true},
		{"changed", appendObjectSample(nil, &objectSample{I: 4}), small, false},
		{"changed, past the scratch space", appendObjectSample(nil, small), big, false},
		{"a prefix of the new bytes", appendObjectSample(nil, small)[:10], small, false},
		{"nil", nil, small, false},
		{"empty", []byte{}, small, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := string(appendObjectSample(nil, tc.v))
			check := func(fn string, got []byte) {
				t.Helper()
				kept := len(tc.old) > 0 && len(got) > 0 && &got[0] == &tc.old[0]
				if string(got) != want || kept != tc.keep || (!kept && cap(got) != len(got)) {
					t.Errorf("%s = %s (cap %d, old kept %v), want %s (old kept %v)", fn, got, cap(got), kept, want, tc.keep)
				}
			}
			check("Reencode", Reencode(tc.old, tc.v, appendObjectSample))
		})
	}
}

// An unchanged value costs nothing; a changed one the one copy Encode makes
// (the scratch buffer stays on the stack).
func TestReencodeAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	small := &objectSample{I: 3, S: "Жук <&>", M: map[string]int{"кольт": 7}}
	same := appendObjectSample(nil, small)
	other := appendObjectSample(nil, &objectSample{I: 4})
	for _, tc := range []struct {
		name string
		old  []byte
		want float64
	}{
		{"unchanged", same, 0},
		{"changed", other, 1},
	} {
		if n := testing.AllocsPerRun(100, func() { _ = Reencode(tc.old, small, appendObjectSample) }); n != tc.want {
			t.Errorf("Reencode, %s: %v allocations, want %v", tc.name, n, tc.want)
		}
	}
}

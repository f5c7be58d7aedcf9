package statejson

import (
	"errors"
	"strings"
	"testing"
)

// appendObjectSampleOK is appendObjectSample for EncodeOrError.
func appendObjectSampleOK(buf []byte, s *objectSample) ([]byte, error) {
	return appendObjectSample(buf, s), nil
}

// Encode and EncodeOrError return what the appender writes at its exact
// size (capacity equal to length), also past the scratch space, in one
// allocation: the scratch buffer stays on the stack.
func TestEncodeExactSize(t *testing.T) {
	small := &objectSample{I: 3, S: "Жук <&>", M: map[string]int{"кольт": 7}}
	big := &objectSample{S: strings.Repeat("Пулемёт <&> ", 40)}
	if n := len(appendObjectSample(nil, big)); n <= ScratchSize {
		t.Fatalf("the big sample is %d bytes, not past the scratch space", n)
	}
	for name, s := range map[string]*objectSample{"small": small, "larger than the scratch space": big} {
		t.Run(name, func(t *testing.T) {
			want := string(appendObjectSample(nil, s))
			got := Encode(s, appendObjectSample)
			if string(got) != want || cap(got) != len(got) {
				t.Errorf("Encode = %s (cap %d), want %s (cap %d)", got, cap(got), want, len(want))
			}
			got, err := EncodeOrError(s, appendObjectSampleOK)
			if err != nil || string(got) != want || cap(got) != len(got) {
				t.Errorf("EncodeOrError = %s (cap %d), %v; want %s (cap %d)", got, cap(got), err, want, len(want))
			}
		})
	}
	if n := testing.AllocsPerRun(100, func() { _ = Encode(small, appendObjectSample) }); n != 1 {
		t.Errorf("Encode: %v allocations, want 1", n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = EncodeOrError(small, appendObjectSampleOK) }); n != 1 {
		t.Errorf("EncodeOrError: %v allocations, want 1", n)
	}
}

// EncodeOrError returns the appender's error itself, and no bytes.
func TestEncodeOrErrorFails(t *testing.T) {
	wantErr := errors.New("no encoding")
	got, err := EncodeOrError(&objectSample{}, func(buf []byte, _ *objectSample) ([]byte, error) {
		return append(buf, "partial"...), wantErr
	})
	if got != nil || err != wantErr {
		t.Errorf("EncodeOrError = %q, %v; want nil, %v", got, err, wantErr)
	}
}

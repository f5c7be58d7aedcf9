package statejson

// ScratchSize is the stack space Encode encodes into: a state is rarely
// past 200 bytes, and a larger one only costs one more allocation.
const ScratchSize = 512

// Encode is a SaveState's encoding: appendTo writes v into scratch space on
// the stack, and the result is copied out at its exact size in one
// allocation (length equal to capacity, as json.Marshal returns it).
//
// The scratch buffer stays on the stack only because Encode is inlined into
// its caller, where the compiler sees which function appendTo is and that it
// does not keep the buffer. So keep Encode small, and pass it a named
// function; the systems' SaveState allocation tests fail if the buffer
// moves to the heap.
func Encode[T any](v *T, appendTo func(buf []byte, v *T) []byte) []byte {
	var scratch [ScratchSize]byte
	return exactCopy(appendTo(scratch[:0], v))
}

// EncodeOrError is Encode for an appendTo that can fail (one that calls a
// MarshalJSON); on failure it returns appendTo's error as it is.
func EncodeOrError[T any](v *T, appendTo func(buf []byte, v *T) ([]byte, error)) ([]byte, error) {
	var scratch [ScratchSize]byte
	b, err := appendTo(scratch[:0], v)
	if err != nil {
		return nil, err
	}
	return exactCopy(b), nil
}

// exactCopy copies b into a new slice of exactly its length: append would
// round the capacity up to a size class.
func exactCopy(b []byte) []byte {
	out := make([]byte, len(b))
	copy(out, b)
	return out
}

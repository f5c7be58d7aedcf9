package statejson

// Reencode is Encode for a value that replaces old, a combatant's stored
// state: when v encodes to old's very bytes, old itself is returned and
// nothing is allocated. The tracker's round hooks load and save every
// combatant's state every round, and most of those saves change nothing
// (a flag reset that was already reset); a new copy of the same bytes was
// garbage on the serial commit path.
//
// Like Encode it must stay small enough to be inlined, or the scratch
// buffer moves to the heap (TestReencodeAllocs fails then).
func Reencode[T any](old []byte, v *T, appendTo func(buf []byte, v *T) []byte) []byte {
	var scratch [ScratchSize]byte
	return keepOrCopy(old, appendTo(scratch[:0], v))
}

// keepOrCopy is old when it holds b's bytes, else b's exact copy.
func keepOrCopy(old, b []byte) []byte {
	if old != nil && string(old) == string(b) {
		return old
	}
	return exactCopy(b)
}

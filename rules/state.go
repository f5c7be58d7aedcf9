package rules

import (
	"errors"
	"slices"

	"github.com/tinylib/msgp/msgp"
)

// A system's combat state (Combatant.State, Condition.State) is
// MessagePack written by the system's generated codec. The helpers here are
// the two steps every system's LoadState and SaveState share.

// ErrStateTrailing is DecodeState's error for bytes after the state.
var ErrStateTrailing = errors.New("rules: bytes after the combat state")

// DecodeState reads a whole stored state into v: what UnmarshalMsg does not
// read is an error, as is anything it refuses.
func DecodeState(raw []byte, v msgp.Unmarshaler) error {
	rest, err := v.UnmarshalMsg(raw)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return ErrStateTrailing
	}
	return nil
}

// KeepState is a system's SaveState: the state's new encoding enc (in
// scratch space) replaces the stored old unless it is old's very bytes —
// most of the round hooks' saves change nothing, and a fresh copy of the
// same bytes was garbage on the serial commit path. A new encoding is
// copied out at its exact length.
func KeepState(old, enc []byte) []byte {
	if old != nil && string(old) == string(enc) {
		return old
	}
	return slices.Clone(enc)
}

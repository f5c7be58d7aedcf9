package klondike

import "fray/rules"

// loadOnStack is LoadState into s, which the caller keeps on its stack:
// LoadState's State always escapes to the heap, and the round hooks and
// Initiative load every combatant's state on every tracker advance, change
// it and save it back. It gives what LoadState gives, value and error
// alike: an empty state is a fresh one from the sheet. s must be fresh.
//
// (Health reads fewer fields, into a healthView: see healthState.)
func loadOnStack(c *rules.Combatant, s *State) (*State, error) {
	if len(c.State) == 0 {
		return newState(&c.Sheet), nil
	}
	// UnmarshalMsg is called on s itself, not through rules.DecodeState's
	// interface, which would move s to the heap.
	rest, err := s.UnmarshalMsg(c.State)
	if err == nil && len(rest) > 0 {
		err = rules.ErrStateTrailing
	}
	if err != nil {
		return nil, stateError(c, err)
	}
	return s, nil
}

package klondike

import "fray/rules"

// loadOnStack is LoadState into s, which the caller keeps on its stack:
// LoadState's State always escapes to the heap, and the round hooks and
// Initiative load every combatant's state on every tracker advance, change
// it and save it back. Whatever decodeState declines (an empty state, an
// unusual encoding) goes through LoadState, which decides, so the result is
// always LoadState's. s must be fresh.
//
// (Health reads fewer fields, with decodeHealth: see healthState.)
func loadOnStack(c *rules.Combatant, s *State) (*State, error) {
	if len(c.State) > 0 && decodeState(c.State, s) == nil {
		return s, nil
	}
	return LoadState(c)
}

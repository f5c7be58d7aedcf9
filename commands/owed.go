package commands

import "fray/rules"

// RefreshOwed re-reads the rolls the fight owes (the tracker's prompt
// buttons) after a change that may end their cause or alter their numbers:
// a wound, a heal, a death, a release. A prompt made at the start of a round
// or turn names the number of that moment, and a roll no longer owed would
// stay as a button that only answers "not incapacitated" or, rolled at the
// round's end, is refused and holds the round (medieval's "Bob is already
// dead"). now reports whether c still owes the roll of key and, when the
// Event it returns has a Prompt, the roll as it reads now; only, when set,
// limits the check to that combatant. The prompts go into a new array: the
// undo snapshot may share the old one.
func RefreshOwed(m *Mut, only *rules.Combatant, now func(c *rules.Combatant, key string) (rules.Event, bool)) {
	kept := m.Enc.Prompts[:0:0]
	for _, p := range m.Enc.Prompts {
		c := m.Enc.ByID(p.Combatant)
		if c == nil || (only != nil && c.ID != only.ID) {
			kept = append(kept, p)
			continue
		}
		ev, owed := now(c, p.Prompt)
		if !owed {
			continue
		}
		if ev.Prompt != "" {
			ev.WholeRound = p.WholeRound
			p = ev
		}
		kept = append(kept, p)
	}
	m.Enc.Prompts = kept
}

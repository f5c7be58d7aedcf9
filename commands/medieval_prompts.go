package commands

import (
	"fray/rules"
	"fray/rules/medieval"
)

// medRefreshPrompts re-reads c's owed rolls after a wound or a heal: a prompt
// made at the start of the round or turn names the number of that moment
// ("roll 6 or less" while a new wound made it 4), and a roll no longer owed
// (killed, dying, stabilized, healed out of Mortal) would stay on the
// tracker as a button, and the end of the round, rolling what was left
// unclicked, would be refused ("Bob is already dead") and never come.
func medRefreshPrompts(m *Mut, c *rules.Combatant) {
	kept := m.Enc.Prompts[:0:0]
	for _, p := range m.Enc.Prompts {
		if p.Combatant != c.ID {
			kept = append(kept, p)
			continue
		}
		ev, owed := medieval.PromptNow(c, p.Prompt)
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

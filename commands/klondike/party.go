package klondike

import (
	"strings"

	"fray/commands"
	"fray/rules"
	"fray/rules/klondike"
)

// Between fights the channel keeps each character's condition (the
// core's party): /time, /heal, /surgery, /damage and /reload act on it
// when no fight runs (commands.MutOpts.Party), with no turns and no
// actions to spend.

// klBetweenFights readies a mutation on the party outside a fight: what
// lasted only while the last fight ran (its shock, its actions, aim,
// overwatch, wrestling) is over for everyone in it, so the state the party
// keeps, and the next fight brings in, is a character's lasting condition
// alone. It does nothing during a fight. refusal is the error when the
// channel's fights start fresh (/system campaign on:false): the party is
// not brought into any fight then, and changing it would mislead.
func klBetweenFights(m *commands.Mut, refusal error) error {
	if !m.Resting {
		return nil
	}
	if !commands.Carries(&m.Ch) {
		return refusal
	}
	for i := range m.Enc.Combatants {
		if err := klondike.BetweenFights(&m.Enc.Combatants[i]); err != nil {
			return err
		}
	}
	return nil
}

// klFindNamed is commands.FindNamed, but between fights a name nobody in
// the party has is refused in the party's words, not the fight's.
func klFindNamed(m *commands.Mut, req *commands.Request, opt string) (*rules.Combatant, error) {
	c, err := commands.FindNamed(m, req, opt)
	if err != nil && m.Resting && strings.TrimSpace(req.Str(opt)) != "" {
		return nil, klNoMember(m, req.Str(opt), err)
	}
	return c, err
}

// klFind is m.Enc.Find with klFindNamed's refusal between fights.
func klFind(m *commands.Mut, name string) (*rules.Combatant, error) {
	c, err := m.Enc.Find(name)
	if err != nil && m.Resting {
		return nil, klNoMember(m, name, err)
	}
	return c, err
}

// klNoMember keeps an ambiguous name's refusal (it names the trouble) and
// turns "no such fighter" into "nobody of that name in the party".
func klNoMember(m *commands.Mut, name string, err error) error {
	if ue, ok := err.(*rules.UserError); ok && ue.Note.Key == "tracker.err.ambiguous" {
		return err
	}
	return rules.Errorf("party.err.no_member", map[string]any{"Name": name})
}

// SettleForParty ends, as a fight ends, what lasted only while it ran
// (klondike.BetweenFights): its one round of shock («находится в шоке 1
// раунд»), spent actions, aim, overwatch, wrestling. The party keeps a
// character's lasting condition alone, and the next fight does not bring
// the last one's shock in again.
func (a *Plugin) SettleForParty(c *rules.Combatant) { _ = klondike.BetweenFights(c) }

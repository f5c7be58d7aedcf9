package storyteller

import (
	"context"
	"maps"
	"slices"

	"fray/commands"
	"fray/rules"
	"fray/rules/storyteller"
)

// stWrapCarried puts stSettleCarried before the core's commands that bring
// the party's records into sight or into a fight: /combat join (a player's
// character), /combat add (a kept NPC) and /char condition.
func (a *Plugin) stWrapCarried(app *commands.App) {
	for _, path := range []string{"combat/join", "combat/add", "char/condition"} {
		// /char condition in a fight is refused and redraws no tracker: a
		// change then would leave the tracker's buttons stale.
		inFight := path != "char/condition"
		app.WrapCommand(path, func(next commands.Handler) commands.Handler {
			return func(ctx context.Context, req *commands.Request) (*commands.Response, error) {
				a.stSettleCarried(ctx, req, inFight)
				return next(ctx, req)
			}
		})
	}
}

// stSettleCarried clears from the storyteller records the channel's party
// keeps what belonged only to their last fight's moment
// (storyteller.EndMoment): the fight's end writes each character's state
// back as the fight left it, and the next fight would bring in a daze
// («пропускает своё следующее действие»: an action of a fight already
// over), a grip on a fighter of that fight, a fall, a declared defence.
// Wounds, bleeding, Willpower, Faith and ammunition stay. It runs before
// the core command as a change of its own that no undo step records (the
// record it leaves is the one that command needs), changes nothing in a
// channel of another system, with every fight fresh, or when nothing is
// left over, and never refuses: the core command answers the user.
func (a *Plugin) stSettleCarried(ctx context.Context, req *commands.Request, inFight bool) {
	_, _ = a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		m.NoUndo, m.Unchanged = true, true
		if m.Sys.ID() != stID || !commands.Carries(&m.Ch) || m.Enc != nil && !inFight {
			return nil
		}
		var party map[string]rules.Condition
		for key, p := range m.Ch.Party {
			if p.System != stID || p.State == nil {
				continue
			}
			c := rules.Combatant{Name: p.Name, State: slices.Clone(p.State)}
			if p.Sheet != nil {
				c.Sheet = *p.Sheet
			}
			if storyteller.EndMoment(&c) != nil || string(c.State) == string(p.State) {
				continue
			}
			if party == nil {
				party = maps.Clone(m.Ch.Party)
			}
			p.State = c.State
			party[key] = p
		}
		if party != nil {
			m.Ch.Party, m.Unchanged = party, false
		}
		return nil
	})
}

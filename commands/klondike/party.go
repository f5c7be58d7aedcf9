package klondike

import (
	"context"
	"maps"
	"slices"
	"strings"

	"fray/commands"
	"fray/rules"
	"fray/rules/klondike"
	"fray/storage"
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

// klWrapCarried puts klSettleCarried before the core's commands that bring
// the party's records into sight or into a fight: /combat join (a
// player's character), /combat add (a kept NPC) and /char condition.
func (a *Plugin) klWrapCarried(app *commands.App) {
	for _, path := range []string{"combat/join", "combat/add", "char/condition"} {
		app.WrapCommand(path, func(next commands.Handler) commands.Handler {
			return func(ctx context.Context, req *commands.Request) (*commands.Response, error) {
				a.klSettleCarried(ctx, req, path)
				return next(ctx, req)
			}
		})
	}
}

// klSettleCarried clears from the klondike records the channel's party
// keeps what lasted only while their last fight ran (klondike.BetweenFights):
// the fight's end writes each character's state back as the fight left it,
// its one round of shock («находится в шоке 1 раунд») and spent actions
// included, and the next fight would bring the shock in again. It runs
// before the core command, as a change of its own that no undo step
// records (the record it leaves is the one that command would have
// needed): an undo of the join takes the fight back to before the join,
// and the party's records stay settled. It changes nothing in a channel
// of another system, with every fight fresh, or when nothing is left
// over; it never refuses (the core command answers the user).
//
// A change while a fight runs moves the fight's version on, which makes
// the tracker's buttons stale until it is redrawn: so during a fight only
// the record the join or the add is about to bring in is settled (that
// command redraws the tracker), and /char condition (refused during a
// fight) settles nothing.
func (a *Plugin) klSettleCarried(ctx context.Context, req *commands.Request, route string) {
	_, _ = a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		m.NoUndo, m.Unchanged = true, true
		if m.Sys.ID() != klID || !commands.Carries(&m.Ch) {
			return nil
		}
		only := ""
		if m.Enc != nil {
			switch route {
			case "combat/join":
				only = storage.PartyKey(klID, req.UserID, "")
			case "combat/add":
				only = storage.PartyKey(klID, "", strings.TrimSpace(req.Str("name")))
			default:
				return nil
			}
		}
		var party map[string]rules.Condition
		for key, p := range m.Ch.Party {
			if p.System != klID || p.State == nil || only != "" && key != only {
				continue
			}
			var sheet rules.Sheet
			switch {
			case p.Sheet != nil:
				sheet = *p.Sheet
			case p.Owner != "":
				s, ok, err := m.Tx.Sheet(req.GuildID, p.Owner, klID)
				if err != nil || !ok {
					continue
				}
				sheet = s
			}
			c := rules.Combatant{Name: p.Name, Sheet: sheet, State: slices.Clone(p.State)}
			if klondike.BetweenFights(&c) != nil || string(c.State) == string(p.State) {
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

package klondike

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands"
	"fray/rules"
	"fray/rules/klondike"
	"fray/storage"
)

// /combat action: the tracker's actions by command — for the user's own
// combatant (or, for the GM, anyone's) on any turn, the fight's books
// deciding, and with the GM's force:true, which a button cannot carry: a
// driver's second Move of the round, an aim past the turn's two.

// klActionKey is the tracker action named by s — its key, or its English
// or Russian name — or "" for none.
func klActionKey(s string) string {
	s = strings.TrimSpace(s)
	for _, act := range klondike.New().Actions() {
		if strings.EqualFold(s, act.Key) || strings.EqualFold(s, act.En) || strings.EqualFold(s, act.Ru) {
			return act.Key
		}
	}
	return ""
}

// klCombatAction is /combat action action [name] [force].
func (a *Plugin) klCombatAction(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		key := klActionKey(req.Str("action"))
		if key == "" {
			return rules.Errorf("klc.books.unknown_action", map[string]any{"Value": strings.TrimSpace(req.Str("action"))})
		}
		c, err := klActor(m, "name", req.Str("name"))
		if err != nil {
			return err
		}
		if !commands.CanAct(m, c) {
			return rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
		}
		evs, err := a.TakeAction(m, c, key)
		if err != nil {
			return err
		}
		commands.LogEvents(m, evs)
		lines := make([]string, 0, len(evs))
		for _, ev := range evs {
			lines = append(lines, a.I18n().Note(req.Locale, ev.Note))
		}
		e = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: commands.Truncate(strings.Join(lines, "\n"), 4000)}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klActionChoices offers /combat action's actions in the reader's
// language: the tracker's, attack, charge, support and boarding left to
// their own commands.
func (a *Plugin) klActionChoices(_ context.Context, req *commands.Request, _ *storage.Tx) ([]commands.Choice, map[string]string, error) {
	var cands []commands.Choice
	for _, act := range klondike.New().Actions() {
		switch act.Key {
		case klondike.ActAttack, klondike.ActCharge, klondike.ActSupport, klondike.ActBoard:
			continue
		}
		value := act.En
		if req.Locale == commands.LocaleRU {
			value = act.Ru
		}
		cands = append(cands, commands.Choice{Value: value, Names: []string{act.Ru, act.En, act.Key}})
	}
	return cands, nil, nil
}

package storyteller

import (
	"context"
	"fray/commands"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/storyteller"
	"fray/storage"
)

// /combat action: the tracker's action buttons as a command, for any
// fighter the user may act for and on any turn the rules allow — with the
// GM's force:true, which a button cannot carry, to set aside a rule of the
// fight's books (a second attempt to break free in one turn, a reload in a
// grip). Attacking and aiming stay /attack.

// stActionWords are the words /combat action's action: takes for each key,
// in either language (lower case, "_" or a space between words).
var stActionWords = map[string]string{
	"dodge": storyteller.ActionDodge, "уворот": storyteller.ActionDodge, "увернуться": storyteller.ActionDodge,
	"block": storyteller.ActionBlock, "блок": storyteller.ActionBlock, "блокировать": storyteller.ActionBlock,
	"parry": storyteller.ActionParry, "парирование": storyteller.ActionParry, "парировать": storyteller.ActionParry,
	"reload": storyteller.ActionReload, "перезарядка": storyteller.ActionReload, "перезарядить": storyteller.ActionReload,
	"stand": storyteller.ActionStand, "stand up": storyteller.ActionStand, "get up": storyteller.ActionStand, "встать": storyteller.ActionStand,
	"struggle": storyteller.ActionStruggle, "break free": storyteller.ActionStruggle, "вырваться": storyteller.ActionStruggle,
	"release": storyteller.ActionRelease, "let go": storyteller.ActionRelease, "отпустить": storyteller.ActionRelease,
	"pick_up": storyteller.ActionPickUp, "pick up": storyteller.ActionPickUp, "pick up weapon": storyteller.ActionPickUp,
	"подобрать": storyteller.ActionPickUp, "подобрать оружие": storyteller.ActionPickUp,
	"attack": storyteller.ActionAttack, "атака": storyteller.ActionAttack, "атаковать": storyteller.ActionAttack,
	"aim": storyteller.ActionAim, "прицелиться": storyteller.ActionAim, "прицеливание": storyteller.ActionAim,
}

// stActionKey is the action a typed action: names, or "" for none.
func stActionKey(typed string) string {
	w := strings.ToLower(strings.TrimSpace(strings.Trim(strings.TrimSpace(typed), "\"'«»“”")))
	w = strings.ReplaceAll(w, "_", " ")
	if k, ok := stActionWords[w]; ok {
		return k
	}
	return stActionWords[strings.ReplaceAll(w, " ", "_")]
}

// stCombatAction takes a tracker action by command: for the fighter named
// (default: the user's own, else whose turn it is), booked and judged by
// the fight's books as the button's.
func (a *Plugin) stCombatAction(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		key := stActionKey(req.Str("action"))
		if key == "" {
			return rules.Errorf("storyteller.ui.err.action", map[string]any{"Value": strings.TrimSpace(req.Str("action"))})
		}
		c, err := stActor(m, req.Str("name"))
		if err != nil {
			return err
		}
		if c == nil {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "name"})
		}
		if !commands.CanAct(m, c) {
			return rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
		}
		evs, err := a.stTakeAction(m, c, key)
		if err != nil {
			return err
		}
		commands.LogEvents(m, evs)
		lines := make([]string, 0, len(evs)+1)
		for _, ev := range evs {
			lines = append(lines, a.I18n().Note(req.Locale, ev.Note))
		}
		lines = append(lines, a.stHealthLine(m, c))
		em = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🎬 " + c.Name + " — " + a.T(req, "storyteller.economy.act."+key, nil),
			Description: strings.Join(lines, "\n")}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// stActionChoices offers /combat action's actions in the reader's language:
// the tracker's, attacking and aiming left to /attack.
func (a *Plugin) stActionChoices(_ context.Context, req *commands.Request, _ *storage.Tx) ([]commands.Choice, map[string]string, error) {
	var cands []commands.Choice
	for _, act := range storyteller.New().Actions() {
		if act.Key == storyteller.ActionAttack || act.Key == storyteller.ActionAim {
			continue
		}
		value := stLocalName(req.Locale, act.En, act.Ru)
		cands = append(cands, commands.Choice{Value: value, Names: []string{act.Ru, act.En, act.Key}})
	}
	return cands, nil, nil
}

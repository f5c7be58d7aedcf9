package storyteller

import (
	"context"
	"encoding/json"
	"fray/commands"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/storyteller"
)

// The specialty rule is the GM's choice per channel: a specialty's 10s are
// re-rolled (each 10 one more die) or count twice. /check specialty:true and
// /attack specialty use the channel's rule; /combat specialty sets it.

const stSpecialtyKey = "storyteller.specialty_rule" // m.Ch.Extra: "reroll" or "double"

// stSpecialtyRule is the channel's rule (re-roll 10s unless set).
func stSpecialtyRule(m *commands.Mut) storyteller.SpecialtyRule { return stSpecialtyRuleOf(m.Ch.Extra) }

// stSpecialtyRuleOf reads the rule from a channel's Extra data.
func stSpecialtyRuleOf(extra map[string]json.RawMessage) storyteller.SpecialtyRule {
	var s string
	if raw, ok := extra[stSpecialtyKey]; ok {
		_ = json.Unmarshal(raw, &s)
	}
	if s == "double" {
		return storyteller.SpecialtyDouble
	}
	return storyteller.SpecialtyReroll
}

func stSpecialtyName(r storyteller.SpecialtyRule) string {
	if r == storyteller.SpecialtyDouble {
		return "double"
	}
	return "reroll"
}

// stSpecialtySet is /combat specialty rule:reroll|double (GM); without a
// rule it shows the channel's.
func (a *Plugin) stSpecialtySet(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var rule storyteller.SpecialtyRule
	_, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		v := strings.ToLower(strings.TrimSpace(req.Str("rule")))
		switch v {
		case "":
			m.Unchanged = true
			rule = stSpecialtyRule(m)
			return nil
		case "reroll", "re-roll", "перебросить", "переброс":
			rule = storyteller.SpecialtyReroll
		case "double", "twice", "дважды", "двойной":
			rule = storyteller.SpecialtyDouble
		default:
			return rules.Errorf("storyteller.ui.err.specialty_rule", map[string]any{"Value": v})
		}
		if !m.GM {
			return commands.ErrGMOnly
		}
		raw, err := json.Marshal(stSpecialtyName(rule))
		if err != nil {
			return err
		}
		if m.Ch.Extra == nil {
			m.Ch.Extra = map[string]json.RawMessage{}
		}
		m.Ch.Extra[stSpecialtyKey] = raw
		m.NoUndo = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	return commands.Message(&discordgo.MessageEmbed{Color: commands.ColorNeutral,
		Description: "🎯 " + a.T(req, "storyteller.ui.specialty_rule."+stSpecialtyName(rule), nil)}), nil
}

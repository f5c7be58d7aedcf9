package storyteller

import (
	"context"
	"fmt"
	"fray/commands"

	"fray/commands/chart"
	"fray/rules"
	"fray/rules/odds"
	"fray/rules/storyteller"
	"fray/storage"

	"github.com/bwmarrin/discordgo"
)

// registerStorytellerOdds adds /odds for the channel's system: exact chances with a chart.
func (a *Plugin) registerStorytellerOdds() {
	a.SystemCommand(stID, commands.OddsTop, nil, "odds", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("pool", "запас", "Dice in the pool", "Кубиков в запасе"), true),
		commands.Integer(commands.L("difficulty", "сложность", "Difficulty (default 6)", "Сложность (по умолчанию 6)"), false),
		commands.Boolean(commands.L("specialty", "специализация", "A specialty: 10s by the channel's rule (/combat specialty)", "Специализация: десятки по правилу канала (/бой специализация)")),
	}, a.oddsStoryteller)
}

func (a *Plugin) oddsStoryteller(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	if resp := a.OddsHowTo(req, "odds.howto_storyteller", "pool", "difficulty", "specialty"); resp != nil {
		return resp, nil
	}
	pool, ok := req.Int("pool")
	if !ok {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "pool"})
	}
	// A specialty's 10s follow the channel's rule, as /check rolls them.
	rule := storyteller.SpecialtyReroll
	if req.Bool("specialty") {
		err := a.Store().View(ctx, func(tx *storage.Tx) error {
			ch, err := tx.Channel(req.GuildID, req.ChannelID)
			rule = stSpecialtyRuleOf(ch.Extra)
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	o, err := odds.Storyteller(odds.StorytellerInput{Pool: pool, Difficulty: commands.IntOr(req, "difficulty", 6), Specialty: req.Bool("specialty"),
		Reroll: rule == storyteller.SpecialtyReroll})
	if err != nil {
		return nil, commands.OddsErr(err)
	}
	var bars []chart.Bar
	for k := 1; k < len(o.AtLeast) && k <= 12; k++ {
		if k > 1 && o.AtLeast[k] < 0.0005 {
			break // the re-roll rule's long tail: nothing a chart shows
		}
		bars = append(bars, chart.Bar{Label: fmt.Sprintf("≥%d", k), P: o.AtLeast[k]})
	}
	bars = append(bars, chart.Bar{Label: a.T(req, "odds.botch", nil), P: o.Botch})
	p1 := 0.0
	if len(o.AtLeast) > 1 {
		p1 = o.AtLeast[1]
	}
	summary := a.T(req, "odds.storyteller", map[string]any{"Pool": o.Pool, "Difficulty": o.Difficulty,
		"Success": commands.PercentFor(req.Locale)(p1), "Botch": commands.PercentFor(req.Locale)(o.Botch), "Failure": commands.PercentFor(req.Locale)(o.Failure)})
	if o.Specialty {
		summary += "\n🎯 " + a.T(req, "storyteller.ui.specialty_rule."+stSpecialtyName(rule), nil)
	}
	return a.OddsResponse(req, a.T(req, "odds.title_pool", map[string]any{"Pool": o.Pool, "Difficulty": o.Difficulty}), summary, bars)
}

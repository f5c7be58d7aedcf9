package klondike

import (
	"context"
	"fray/commands"

	"fray/commands/chart"
	"fray/rules/odds"

	"github.com/bwmarrin/discordgo"
)

// registerKlondikeOdds adds /odds for the channel's system: exact chances with a chart.
func (a *Plugin) registerKlondikeOdds() {
	a.SystemCommand(klID, commands.OddsTop, nil, "odds", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("dm", "дм", "Characteristic DM", "ДМ характеристики"), false),
		commands.Integer(commands.L("skill", "навык", "Skill level (−3 untrained)", "Уровень навыка (−3 без навыка)"), false),
		commands.Integer(commands.L("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false),
		commands.Integer(commands.L("target", "цель", "Target number (default 8)", "Целевое число (по умолчанию 8)"), false),
	}, a.oddsKlondike)
}

func (a *Plugin) oddsKlondike(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	if resp := a.OddsHowTo(req, "odds.howto_klondike", "dm", "skill", "modifier", "target"); resp != nil {
		return resp, nil
	}
	o, err := odds.Klondike(odds.KlondikeInput{DM: commands.IntOr(req, "dm", 0), Skill: commands.IntOr(req, "skill", 0), Mod: commands.IntOr(req, "modifier", 0), Target: commands.IntOr(req, "target", 8)})
	if err != nil {
		return nil, commands.OddsErr(err)
	}
	var bars []chart.Bar
	for _, ep := range o.Effect {
		bars = append(bars, chart.Bar{Label: commands.PlusMinus(ep.Effect), P: ep.P})
	}
	summary := a.T(req, "odds.klondike", map[string]any{"Mod": commands.PlusMinus(o.Modifier), "Target": o.Target, "Success": commands.PercentFor(req.Locale)(o.Success)})
	return a.OddsResponse(req, a.T(req, "odds.title_2d6", map[string]any{"Mod": commands.PlusMinus(o.Modifier), "Target": o.Target}), summary, bars,
		chart.Bar{Label: a.T(req, "odds.success", nil), P: o.Success})
}

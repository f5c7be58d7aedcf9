package commands

import (
	"context"

	"fray/commands/chart"
	"fray/rules/odds"

	"github.com/bwmarrin/discordgo"
)

// registerKlondikeOdds adds /odds for the channel's system: exact chances with a chart.
func (a *App) registerKlondikeOdds() {
	a.SystemCommand(klID, OddsTop, nil, "odds", []*discordgo.ApplicationCommandOption{
		Integer(L("dm", "дм", "Characteristic DM", "ДМ характеристики"), false),
		Integer(L("skill", "навык", "Skill level (−3 untrained)", "Уровень навыка (−3 без навыка)"), false),
		Integer(L("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false),
		Integer(L("target", "цель", "Target number (default 8)", "Целевое число (по умолчанию 8)"), false),
	}, a.oddsKlondike)
}

func (a *App) oddsKlondike(ctx context.Context, req *Request) (*Response, error) {
	if resp := a.OddsHowTo(req, "odds.howto_klondike", "dm", "skill", "modifier", "target"); resp != nil {
		return resp, nil
	}
	o, err := odds.Klondike(odds.KlondikeInput{DM: IntOr(req, "dm", 0), Skill: IntOr(req, "skill", 0), Mod: IntOr(req, "modifier", 0), Target: IntOr(req, "target", 8)})
	if err != nil {
		return nil, OddsErr(err)
	}
	var bars []chart.Bar
	for _, ep := range o.Effect {
		bars = append(bars, chart.Bar{Label: PlusMinus(ep.Effect), P: ep.P})
	}
	summary := a.T(req, "odds.klondike", map[string]any{"Mod": PlusMinus(o.Modifier), "Target": o.Target, "Success": PercentFor(req.Locale)(o.Success)})
	return a.OddsResponse(req, a.T(req, "odds.title_2d6", map[string]any{"Mod": PlusMinus(o.Modifier), "Target": o.Target}), summary, bars,
		chart.Bar{Label: a.T(req, "odds.success", nil), P: o.Success})
}

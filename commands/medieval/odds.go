package medieval

import (
	"context"
	"fray/commands"
	"strings"

	"fray/commands/chart"
	"fray/rules/odds"

	"github.com/bwmarrin/discordgo"
)

// registerMedievalOdds adds /odds for the channel's system: exact chances with a chart.
func (a *Plugin) registerMedievalOdds() {
	a.SystemCommand(medID, commands.OddsTop, nil, "odds", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("stat", "параметр", "Stat (e.g. REF)", "Параметр (например РЕФ)"), false),
		commands.Integer(commands.L("skill", "навык", "Skill level", "Уровень навыка"), false),
		commands.Integer(commands.L("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false),
		commands.Integer(commands.L("number", "число", "The number to reach (a range difficulty or the defender's total)", "Какое число нужно (сложность дистанции или итог защитника)"), false),
		commands.Boolean(commands.L("melee", "ближний", "Opposed melee: a tie goes to the defender", "Встречный ближний бой: ничья — за защитником")),
	}, a.oddsMedieval)
}

func (a *Plugin) oddsMedieval(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	if resp := a.OddsHowTo(req, "odds.howto_medieval", "stat", "skill", "modifier", "number", "melee"); resp != nil {
		return resp, nil
	}
	o, err := odds.Medieval(odds.MedievalInput{Stat: commands.IntOr(req, "stat", 0), Skill: commands.IntOr(req, "skill", 0), Mod: commands.IntOr(req, "modifier", 0), Number: commands.IntOr(req, "number", 15), Beat: req.Bool("melee")})
	if err != nil {
		return nil, commands.OddsErr(err)
	}
	bars := []chart.Bar{
		{Label: a.T(req, "odds.success", nil), P: o.Success},
		{Label: a.T(req, "odds.failure", nil), P: 1 - o.Success - o.Fumble},
		{Label: a.T(req, "odds.fumble", nil), P: o.Fumble},
	}
	summary := a.T(req, "odds.medieval", map[string]any{"Base": o.Base, "Need": o.Need, "Success": commands.PercentFor(req.Locale)(o.Success), "Fumble": commands.PercentFor(req.Locale)(o.Fumble)})
	title := a.T(req, "odds.title_d10", map[string]any{"Base": o.Base, "Number": commands.IntOr(req, "number", 15)})
	return a.OddsResponse(req, strings.TrimSpace(title), summary, bars)
}

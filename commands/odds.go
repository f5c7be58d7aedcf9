package commands

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/chart"
	"fray/rules"
	"fray/rules/odds"
	"fray/rules/storyteller"
	"fray/storage"
)

var oddsTop = l("odds", "шансы", "Exact odds of a roll in this channel's system", "Точные шансы броска в системе канала")

func (a *App) registerOdds() {
	a.systemCommand("storyteller", oddsTop, nil, "odds", []*discordgo.ApplicationCommandOption{
		integer(l("pool", "запас", "Dice in the pool", "Кубиков в запасе"), true),
		integer(l("difficulty", "сложность", "Difficulty (default 6)", "Сложность (по умолчанию 6)"), false),
		boolean(l("specialty", "специализация", "A specialty: 10s by the channel's rule (/combat specialty)", "Специализация: десятки по правилу канала (/бой специализация)")),
	}, a.oddsStoryteller)
	a.systemCommand("klondike", oddsTop, nil, "odds", []*discordgo.ApplicationCommandOption{
		integer(l("dm", "дм", "Characteristic DM", "ДМ характеристики"), false),
		integer(l("skill", "навык", "Skill level (−3 untrained)", "Уровень навыка (−3 без навыка)"), false),
		integer(l("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false),
		integer(l("target", "цель", "Target number (default 8)", "Целевое число (по умолчанию 8)"), false),
	}, a.oddsKlondike)
	a.systemCommand("medieval", oddsTop, nil, "odds", []*discordgo.ApplicationCommandOption{
		integer(l("stat", "параметр", "Stat (e.g. REF)", "Параметр (например РЕФ)"), false),
		integer(l("skill", "навык", "Skill level", "Уровень навыка"), false),
		integer(l("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false),
		integer(l("number", "число", "The number to reach (a range difficulty or the defender's total)", "Какое число нужно (сложность дистанции или итог защитника)"), false),
		boolean(l("melee", "ближний", "Opposed melee: a tie goes to the defender", "Встречный ближний бой: ничья — за защитником")),
	}, a.oddsMedieval)
}

func oddsErr(err error) error {
	if err == nil {
		return nil
	}
	if ue, ok := err.(*rules.UserError); ok {
		return ue
	}
	return rules.Errorf("odds.bad", map[string]any{"Err": err.Error()})
}

func intOr(req *Request, name string, def int) int {
	if v, ok := req.Int(name); ok {
		return v
	}
	return def
}

// plusMinus writes a signed number with a typographic minus ("−6", "+2",
// "+0"), as the rest of the replies do.
func plusMinus(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return "+" + strconv.Itoa(n)
}

// percentFor is how the locale writes a percentage: Russian with a decimal
// comma ("41,7%").
func percentFor(locale string) func(float64) string {
	if locale == "ru" {
		return chart.PercentComma
	}
	return chart.Percent
}

// exactFor is how the locale writes an exact chance ("0,875995" in Russian).
func exactFor(locale string) func(float64) string {
	if locale == "ru" {
		return chart.ExactComma
	}
	return chart.Exact
}

// oddsExactField lists the chances unrounded, one "label = p" a line: the
// chart's percentages are rounded to 0.1%, and the issue asks for the exact
// probability (a pool of 6 at difficulty 6 checks against an enumeration to
// 1e-9). lead comes first (klondike's P(success), which is no bar).
func (a *App) oddsExactField(locale string, lead, bars []chart.Bar) *discordgo.MessageEmbedField {
	exact := exactFor(locale)
	var sb strings.Builder
	for _, list := range [][]chart.Bar{lead, bars} {
		for _, b := range list {
			if sb.Len() > 0 {
				sb.WriteByte('\n')
			}
			sb.WriteString(b.Label + " = " + exact(b.P))
		}
	}
	return &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "odds.exact", nil), Value: sb.String()}
}

// oddsResponse draws the chart, attaches it and writes the same numbers as
// text for screen readers, then unrounded (oddsExactField).
func (a *App) oddsResponse(req *Request, title, summary string, bars []chart.Bar, lead ...chart.Bar) (*Response, error) {
	pct := percentFor(req.Locale)
	e := &discordgo.MessageEmbed{Color: colorNeutral, Title: "📊 " + title, Description: summary + "\n```\n" + chart.TextWith(bars, pct) + "\n```",
		Fields: []*discordgo.MessageEmbedField{a.oddsExactField(req.Locale, lead, bars)}}
	resp := ephemeral(e)
	png, err := chart.BarChartWith(title, bars, pct)
	if err == nil {
		e.Image = &discordgo.MessageEmbedImage{URL: "attachment://odds.png"}
		resp.Data.Files = []*discordgo.File{{Name: "odds.png", ContentType: "image/png", Reader: bytes.NewReader(png)}}
	}
	return resp, nil
}

// oddsHowTo answers /odds given none of its options: a default roll
// (1d10+0 against 15, 2d6+0 against 8+) is nobody's roll, so rather than
// chart one the reply says which options to give, with an example.
func (a *App) oddsHowTo(req *Request, key string, options ...string) *Response {
	for _, o := range options {
		if req.Has(o) {
			return nil
		}
	}
	return ephemeral(&discordgo.MessageEmbed{Color: colorNeutral, Title: "📊 " + a.T(req, "odds.howto_title", nil), Description: a.T(req, key, nil)})
}

func (a *App) oddsStoryteller(ctx context.Context, req *Request) (*Response, error) {
	if resp := a.oddsHowTo(req, "odds.howto_storyteller", "pool", "difficulty", "specialty"); resp != nil {
		return resp, nil
	}
	pool, ok := req.Int("pool")
	if !ok {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "pool"})
	}
	// A specialty's 10s follow the channel's rule, as /check rolls them.
	rule := storyteller.SpecialtyReroll
	if req.Bool("specialty") {
		err := a.store.View(ctx, func(tx *storage.Tx) error {
			ch, err := tx.Channel(req.GuildID, req.ChannelID)
			rule = stSpecialtyRuleOf(ch.Extra)
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	o, err := odds.Storyteller(odds.StorytellerInput{Pool: pool, Difficulty: intOr(req, "difficulty", 6), Specialty: req.Bool("specialty"),
		Reroll: rule == storyteller.SpecialtyReroll})
	if err != nil {
		return nil, oddsErr(err)
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
		"Success": percentFor(req.Locale)(p1), "Botch": percentFor(req.Locale)(o.Botch), "Failure": percentFor(req.Locale)(o.Failure)})
	if o.Specialty {
		summary += "\n🎯 " + a.T(req, "storyteller.ui.specialty_rule."+stSpecialtyName(rule), nil)
	}
	return a.oddsResponse(req, a.T(req, "odds.title_pool", map[string]any{"Pool": o.Pool, "Difficulty": o.Difficulty}), summary, bars)
}

func (a *App) oddsKlondike(ctx context.Context, req *Request) (*Response, error) {
	if resp := a.oddsHowTo(req, "odds.howto_klondike", "dm", "skill", "modifier", "target"); resp != nil {
		return resp, nil
	}
	o, err := odds.Klondike(odds.KlondikeInput{DM: intOr(req, "dm", 0), Skill: intOr(req, "skill", 0), Mod: intOr(req, "modifier", 0), Target: intOr(req, "target", 8)})
	if err != nil {
		return nil, oddsErr(err)
	}
	var bars []chart.Bar
	for _, ep := range o.Effect {
		bars = append(bars, chart.Bar{Label: plusMinus(ep.Effect), P: ep.P})
	}
	summary := a.T(req, "odds.klondike", map[string]any{"Mod": plusMinus(o.Modifier), "Target": o.Target, "Success": percentFor(req.Locale)(o.Success)})
	return a.oddsResponse(req, a.T(req, "odds.title_2d6", map[string]any{"Mod": plusMinus(o.Modifier), "Target": o.Target}), summary, bars,
		chart.Bar{Label: a.T(req, "odds.success", nil), P: o.Success})
}

func (a *App) oddsMedieval(ctx context.Context, req *Request) (*Response, error) {
	if resp := a.oddsHowTo(req, "odds.howto_medieval", "stat", "skill", "modifier", "number", "melee"); resp != nil {
		return resp, nil
	}
	o, err := odds.Medieval(odds.MedievalInput{Stat: intOr(req, "stat", 0), Skill: intOr(req, "skill", 0), Mod: intOr(req, "modifier", 0), Number: intOr(req, "number", 15), Beat: req.Bool("melee")})
	if err != nil {
		return nil, oddsErr(err)
	}
	bars := []chart.Bar{
		{Label: a.T(req, "odds.success", nil), P: o.Success},
		{Label: a.T(req, "odds.failure", nil), P: 1 - o.Success - o.Fumble},
		{Label: a.T(req, "odds.fumble", nil), P: o.Fumble},
	}
	summary := a.T(req, "odds.medieval", map[string]any{"Base": o.Base, "Need": o.Need, "Success": percentFor(req.Locale)(o.Success), "Fumble": percentFor(req.Locale)(o.Fumble)})
	title := a.T(req, "odds.title_d10", map[string]any{"Base": o.Base, "Number": intOr(req, "number", 15)})
	return a.oddsResponse(req, strings.TrimSpace(title), summary, bars)
}

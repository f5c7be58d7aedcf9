package commands

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/chart"
	"fray/rules"
)

var OddsTop = L("odds", "шансы", "Exact odds of a roll in this channel's system", "Точные шансы броска в системе канала")

func OddsErr(err error) error {
	if err == nil {
		return nil
	}
	if ue, ok := err.(*rules.UserError); ok {
		return ue
	}
	return rules.Errorf("odds.bad", map[string]any{"Err": err.Error()})
}

func IntOr(req *Request, name string, def int) int {
	if v, ok := req.Int(name); ok {
		return v
	}
	return def
}

// PlusMinus writes a signed number with a typographic minus ("−6", "+2",
// "+0"), as the rest of the replies do.
func PlusMinus(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return "+" + strconv.Itoa(n)
}

// PercentFor is how the locale writes a percentage: Russian with a decimal
// comma ("41,7%").
func PercentFor(locale string) func(float64) string {
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

// OddsResponse draws the chart, attaches it and writes the same numbers as
// text for screen readers, then unrounded (oddsExactField).
func (a *App) OddsResponse(req *Request, title, summary string, bars []chart.Bar, lead ...chart.Bar) (*Response, error) {
	pct := PercentFor(req.Locale)
	e := &discordgo.MessageEmbed{Color: ColorNeutral, Title: "📊 " + title, Description: summary + "\n```\n" + chart.TextWith(bars, pct) + "\n```",
		Fields: []*discordgo.MessageEmbedField{a.oddsExactField(req.Locale, lead, bars)}}
	resp := Ephemeral(e)
	png, err := chart.BarChartWith(title, bars, pct)
	if err == nil {
		e.Image = &discordgo.MessageEmbedImage{URL: "attachment://odds.png"}
		resp.Data.Files = []*discordgo.File{{Name: "odds.png", ContentType: "image/png", Reader: bytes.NewReader(png)}}
	}
	return resp, nil
}

// OddsHowTo answers /odds given none of its options: a default roll
// (1d10+0 against 15, 2d6+0 against 8+) is nobody's roll, so rather than
// chart one the reply says which options to give, with an example.
func (a *App) OddsHowTo(req *Request, key string, options ...string) *Response {
	for _, o := range options {
		if req.Has(o) {
			return nil
		}
	}
	return Ephemeral(&discordgo.MessageEmbed{Color: ColorNeutral, Title: "📊 " + a.T(req, "odds.howto_title", nil), Description: a.T(req, key, nil)})
}

package commands

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/dice"
)

func (a *App) registerRoll() {
	a.defs = append(a.defs, command(L("roll", "бросок", "Roll dice: 2d6+3, 4d6kh3, d10!, d%", "Бросить кубики: 2d6+3, 4d6kh3, d10!, d%"),
		Str(L("dice", "кубики", "Dice notation, e.g. 2d6+3", "Формула, например 2d6+3"), true),
		Str(OptComment, false),
		Boolean(OptSecret),
	))
	a.cmd("roll", a.roll)
	a.Component("roll:again", a.rollAgain)
}

// MaxComment bounds free text echoed into embeds.
const MaxComment = 200

func (a *App) roll(ctx context.Context, req *Request) (*Response, error) {
	comment := strings.TrimSpace(req.Str("comment"))
	if utf8.RuneCountInString(comment) > MaxComment {
		return nil, rules.Errorf("err.too_long", map[string]any{"Option": "comment", "Max": MaxComment})
	}
	return a.rollNotation(req, req.Str("dice"), comment, req.Bool("secret"))
}

// rollAgain repeats a roll from its button: roll:again:<s|p>:<expr>|<comment>.
func (a *App) rollAgain(ctx context.Context, req *Request) (*Response, error) {
	parts := strings.SplitN(req.CustomID, ":", 4)
	if len(parts) != 4 {
		return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
	}
	expr, comment, _ := strings.Cut(parts[3], "|")
	return a.rollNotation(req, expr, comment, parts[2] == "s")
}

func (a *App) rollNotation(req *Request, notation, comment string, secret bool) (*Response, error) {
	expr, res, err := dice.ParseRoll(notation, a.dice)
	if err != nil {
		return nil, diceError(err)
	}
	if err := dice.Check(a.dice); err != nil {
		return nil, err
	}
	title := "🎲 " + a.T(req, "roll.title", nil)
	if comment != "" {
		title = "🎲 " + comment
	}
	// The total goes last but must survive: a thousand dice overflow the
	// description, so the dice are cut to leave room for it.
	sum := " = **" + strconv.Itoa(res.Total) + "**"
	e := &discordgo.MessageEmbed{
		Color:       ColorNeutral,
		Title:       title,
		Description: Truncate(RenderDice(res), maxDesc-utf8.RuneCountInString(sum)) + sum,
		Footer:      &discordgo.MessageEmbedFooter{Text: a.T(req, "roll.footer", map[string]any{"Name": req.UserName, "Expr": expr.String()})},
	}
	if res.Capped {
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: "⚠️", Value: a.T(req, "roll.capped", map[string]any{"Term": dice.MaxDicePerTerm, "Total": dice.MaxDiceTotal})})
	}
	resp := Message(e)
	if secret {
		resp = Ephemeral(e)
	}
	flag := "p"
	if secret {
		flag = "s"
	}
	id := "roll:again:" + flag + ":" + expr.Compact()
	if comment != "" && len(id)+1+len(comment) <= 100 {
		id += "|" + comment
	}
	if len(id) <= 100 {
		resp.Data.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: a.T(req, "roll.again", nil), Style: discordgo.SecondaryButton, CustomID: id, Emoji: &discordgo.ComponentEmoji{Name: "🎲"}},
		}}}
	}
	return resp, nil
}

// diceError turns a parse error into a localised user error that names the
// limit or the place of the mistake.
func diceError(err error) error {
	var le *dice.LimitError
	if errors.As(err, &le) {
		return rules.Errorf("dice.err.limit."+le.Limit, map[string]any{"Max": le.Max, "Got": le.Got})
	}
	var se *dice.SyntaxError
	if errors.As(err, &se) {
		return rules.Errorf("dice.err.syntax."+se.Msg, map[string]any{"Pos": se.Pos, "Found": se.Found})
	}
	return rules.Errorf("dice.err.syntax.unexpected", map[string]any{"Pos": 1, "Found": ""})
}

// RenderDice writes every die of a roll: "2d6 (4, 5) + 3", dropped dice struck
// through, explosions marked with 💥.
func RenderDice(r dice.Result) string {
	var b strings.Builder
	for _, t := range r.Terms {
		b.WriteString(t.Op)
		b.WriteString(t.Lead)
		b.WriteString(t.Notation)
		if t.IsDice {
			b.WriteString(" (")
			for k, d := range t.Dice {
				if k > 0 {
					b.WriteString(", ")
				}
				if d.Exploded {
					b.WriteString("💥")
				}
				if d.Dropped {
					b.WriteString("~~" + strconv.Itoa(d.Face) + "~~")
				} else {
					b.WriteString(strconv.Itoa(d.Face))
				}
			}
			b.WriteString(")")
		}
		b.WriteString(t.Trail)
	}
	return b.String()
}

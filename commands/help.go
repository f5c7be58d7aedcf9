package commands

import (
	"context"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/storage"
)

func (a *App) registerHelp() {
	a.defs = append(a.defs, command(L("help", "помощь", "Commands and rules of this channel's system", "Команды и правила системы канала")))
	a.cmd("help", a.help)
}

// help shows the channel's system: its commands and a short rules reference
// (locale keys help.<system>.*); with no system set, an overview of all three.
func (a *App) help(ctx context.Context, req *Request) (*Response, error) {
	var id string
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		var err error
		id, _, err = resolveSystem(tx, req)
		return err
	})
	if err != nil {
		return nil, err
	}
	e := &discordgo.MessageEmbed{Color: ColorNeutral, Title: a.T(req, "help.title", nil)}
	e.Description = a.T(req, "help.general", nil)
	if id == "" {
		var lines []string
		for _, s := range a.systemIDs() {
			lines = append(lines, "• **"+a.T(req, "system."+s+".name", nil)+"** (`"+s+"`) — "+a.T(req, "system."+s+".family", nil))
		}
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "help.systems", nil), Value: strings.Join(lines, "\n")})
		e.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "err.no_system", nil)}
		return Ephemeral(e), nil
	}
	e.Title = a.T(req, "help.title_system", map[string]any{"System": a.T(req, "system."+id+".name", nil)})
	// How to make a character, in this system's own keys: a newcomer's
	// first question, which the per-system help left out.
	if sys, ok := a.rulesOf(id); ok {
		sheet := a.T(req, "help.sheet_text", map[string]any{"Example": StatsExample(sys, req.Locale), "Keys": validKeys(sys, req.Locale)})
		for i, chunk := range splitLines(sheet, 1024) {
			name := a.T(req, "help.sheet", nil)
			if i > 0 {
				name += " (" + strconv.Itoa(i+1) + ")"
			}
			e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: name, Value: chunk})
		}
	}
	for _, part := range []string{"commands", "rules"} {
		key := "help." + id + "." + part
		if a.i18n.Has(req.Locale, key) {
			// A field holds 1,024 characters: long help runs over several.
			for i, chunk := range splitLines(a.T(req, key, nil), 1024) {
				name := a.T(req, "help."+part, nil)
				if i > 0 {
					name += " (" + strconv.Itoa(i+1) + ")"
				}
				e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: name, Value: chunk})
			}
		}
	}
	e.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "system."+id+".family", nil)}
	return Ephemeral(e), nil
}

// splitLines cuts text into chunks of at most n runes, at line breaks where
// it can (a single longer line is cut where it must).
func splitLines(text string, n int) []string {
	// A message file's multi-line string ends in a line break: no empty
	// last line in the field.
	text = strings.TrimRight(text, "\n")
	var out []string
	var cur strings.Builder
	curLen := 0
	for _, line := range strings.Split(text, "\n") {
		ll := utf8.RuneCountInString(line)
		for ll > n {
			if curLen > 0 {
				out = append(out, cur.String())
				cur.Reset()
				curLen = 0
			}
			r := []rune(line)
			out = append(out, string(r[:n]))
			line = string(r[n:])
			ll -= n
		}
		add := ll
		if curLen > 0 {
			add++
		}
		if curLen+add > n {
			out = append(out, cur.String())
			cur.Reset()
			curLen, add = 0, ll
		}
		if curLen > 0 {
			cur.WriteByte('\n')
		}
		cur.WriteString(line)
		curLen += add
	}
	if curLen > 0 {
		out = append(out, cur.String())
	}
	return out
}

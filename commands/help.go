package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/storage"
)

func (a *App) registerHelp() {
	a.defs = append(a.defs, command(l("help", "помощь", "Commands and rules of this channel's system", "Команды и правила системы канала")))
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
	e := &discordgo.MessageEmbed{Color: colorNeutral, Title: a.T(req, "help.title", nil)}
	e.Description = a.T(req, "help.general", nil)
	if id == "" {
		var lines []string
		for _, s := range a.order {
			lines = append(lines, "• **"+a.T(req, "system."+s+".name", nil)+"** (`"+s+"`) — "+a.T(req, "system."+s+".family", nil))
		}
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "help.systems", nil), Value: strings.Join(lines, "\n")})
		e.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "err.no_system", nil)}
		return ephemeral(e), nil
	}
	e.Title = a.T(req, "help.title_system", map[string]any{"System": a.T(req, "system."+id+".name", nil)})
	for _, part := range []string{"commands", "rules"} {
		key := "help." + id + "." + part
		if a.i18n.Has(req.Locale, key) {
			e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "help."+part, nil), Value: a.T(req, key, nil)})
		}
	}
	e.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "system."+id+".family", nil)}
	return ephemeral(e), nil
}

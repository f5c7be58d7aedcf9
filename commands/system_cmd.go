package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/storage"
)

func (a *App) systemDefs() *discordgo.ApplicationCommand {
	sysOpt := Str(L("system", "система", "Rule system", "Система правил"), true)
	for _, id := range a.systemIDs() {
		sysOpt.Choices = append(sysOpt.Choices, &discordgo.ApplicationCommandOptionChoice{
			Name: a.i18n.T(LocaleEN, "system."+id+".name", nil), NameLocalizations: *ruMap(a.i18n.T(LocaleRU, "system."+id+".name", nil)), Value: id,
		})
	}
	scope := Choices(Str(L("scope", "область", "Where it applies (default: this channel)", "Где действует (по умолчанию — этот канал)"), false),
		L("channel", "", "This channel", "Этот канал"),
		L("server", "", "Whole server (default for channels)", "Весь сервер (по умолчанию для каналов)"))
	role := CommandOption(discordgo.ApplicationCommandOptionRole, L("role", "роль", "The GM role", "Роль мастера"), true)
	return command(L("system", "система", "The rule system of this channel", "Система правил канала"),
		sub(L("set", "выбрать", "Choose the rule system", "Выбрать систему правил"), sysOpt, scope),
		sub(L("show", "показать", "Show the rule system in force", "Показать действующую систему")),
		sub(L("gm-role", "роль-мастера", "Set the role whose members are GMs", "Назначить роль мастеров"), role),
		a.campaignDef(),
	)
}

func (a *App) registerSystem() {
	a.defs = append(a.defs, a.systemDefs())
	a.cmd("system/set", a.systemSet)
	a.cmd("system/show", a.systemShow)
	a.cmd("system/gm-role", a.systemGMRole)
}

// resolveSystem finds the system in force: the channel's own, else a thread's
// parent's, else the server default. It returns "" when none is set.
func resolveSystem(tx *storage.Tx, req *Request) (id, from string, err error) {
	ch, err := tx.Channel(req.GuildID, req.ChannelID)
	if err != nil {
		return "", "", err
	}
	return resolveSystemWith(tx, req, &ch)
}

// resolveSystemWith is resolveSystem for a channel already read.
func resolveSystemWith(tx *storage.Tx, req *Request, ch *storage.Channel) (id, from string, err error) {
	if ch.System != "" {
		return ch.System, "channel", nil
	}
	if req.ParentID != "" {
		p, err := tx.Channel(req.GuildID, req.ParentID)
		if err != nil {
			return "", "", err
		}
		if p.System != "" {
			return p.System, "parent", nil
		}
	}
	g, err := tx.Guild(req.GuildID)
	if err != nil {
		return "", "", err
	}
	if g.System != "" {
		return g.System, "server", nil
	}
	return "", "", nil
}

// channelSystem returns the system in force or a user error naming /system set.
func (a *App) channelSystem(tx *storage.Tx, req *Request) (rules.System, error) {
	id, err := tx.ChannelSystem(req.GuildID, req.ChannelID)
	if err != nil {
		return nil, err
	}
	// resolveSystemWith needs only the channel's own setting.
	return a.systemFor(tx, req, &storage.Channel{System: id})
}

// systemFor is channelSystem for a channel already read.
func (a *App) systemFor(tx *storage.Tx, req *Request, ch *storage.Channel) (rules.System, error) {
	id, _, err := resolveSystemWith(tx, req, ch)
	if err != nil {
		return nil, err
	}
	if id == "" {
		return nil, rules.Errorf("err.no_system", nil)
	}
	s, ok := a.rulesOf(id)
	if !ok {
		return nil, rules.Errorf("err.unknown_system", map[string]any{"Name": id, "Valid": strings.Join(a.systemIDs(), ", ")})
	}
	return s, nil
}

// isGM: Manage Channels, the configured GM role, or the encounter's GM.
func isGM(tx *storage.Tx, req *Request, encounterGM string) (bool, error) {
	if req.Perms&(discordgo.PermissionManageChannels|discordgo.PermissionAdministrator) != 0 {
		return true, nil
	}
	if encounterGM != "" && encounterGM == req.UserID {
		return true, nil
	}
	g, err := tx.Guild(req.GuildID)
	if err != nil {
		return false, err
	}
	if g.GMRole != "" {
		for _, r := range req.Roles {
			if r == g.GMRole {
				return true, nil
			}
		}
	}
	return false, nil
}

func (a *App) systemSet(ctx context.Context, req *Request) (*Response, error) {
	typed := strings.TrimSpace(req.Str("system"))
	id := a.systemByName(typed)
	if id == "" {
		// The choices as the user's client names them: «Средневековье,
		// Рассказчик, Клондайк» in Russian, not the ids.
		valid := make([]string, len(a.systems))
		for k, sid := range a.systemIDs() {
			valid[k] = a.T(req, "system."+sid+".name", nil)
		}
		return nil, rules.Errorf("err.unknown_system", map[string]any{"Name": typed, "Valid": strings.Join(valid, ", ")})
	}
	scope := strings.ToLower(strings.TrimSpace(req.Str("scope")))
	switch scope {
	case "", "канал":
		scope = "channel"
	case "сервер":
		scope = "server"
	}
	if scope != "channel" && scope != "server" {
		opt, valid := "scope", "channel, server"
		if req.Locale == LocaleRU {
			opt, valid = "область", "канал, сервер"
		}
		return nil, rules.Errorf("err.bad_choice", map[string]any{"Option": opt, "Value": scope, "Valid": valid})
	}
	err := a.store.Update(ctx, func(tx *storage.Tx) error {
		ok, err := isGM(tx, req, "")
		if err != nil {
			return err
		}
		if !ok {
			// Not err.gm_only: the fight's starter is the fight's GM, not
			// the channel's, and that text would say otherwise.
			return rules.Errorf("err.gm_only_settings", nil)
		}
		if scope == "server" {
			g, err := tx.Guild(req.GuildID)
			if err != nil {
				return err
			}
			g.System = id
			return tx.PutGuild(req.GuildID, g)
		}
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		if ch.Encounter != nil && !ch.Encounter.Ended && ch.Encounter.System != id {
			return rules.Errorf("err.system_in_fight", map[string]any{"System": a.T(req, "system."+ch.Encounter.System+".name", nil)})
		}
		ch.System = id
		return tx.PutChannel(req.GuildID, req.ChannelID, ch)
	})
	if err != nil {
		return nil, err
	}
	return Message(&discordgo.MessageEmbed{
		Color:       ColorNeutral,
		Title:       a.T(req, "system.set.title", nil),
		Description: a.T(req, "system.set."+scope, map[string]any{"System": a.T(req, "system."+id+".name", nil)}),
		Footer:      &discordgo.MessageEmbedFooter{Text: a.T(req, "system."+id+".family", nil)},
	}), nil
}

func (a *App) systemShow(ctx context.Context, req *Request) (*Response, error) {
	var id, from string
	var g storage.Guild
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		var err error
		if id, from, err = resolveSystem(tx, req); err != nil {
			return err
		}
		g, err = tx.Guild(req.GuildID)
		return err
	})
	if err != nil {
		return nil, err
	}
	e := &discordgo.MessageEmbed{Color: ColorNeutral, Title: a.T(req, "system.show.title", nil)}
	if id == "" {
		e.Description = a.T(req, "err.no_system", nil)
	} else {
		e.Description = a.T(req, "system.show."+from, map[string]any{"System": a.T(req, "system."+id+".name", nil), "ID": id})
		e.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "system."+id+".family", nil)}
	}
	if g.GMRole != "" {
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "system.gm_role", nil), Value: fmt.Sprintf("<@&%s>", g.GMRole)})
	}
	return Message(e), nil
}

func (a *App) systemGMRole(ctx context.Context, req *Request) (*Response, error) {
	role := strings.Trim(req.Str("role"), "<@&>")
	if role == "" {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "role"})
	}
	err := a.store.Update(ctx, func(tx *storage.Tx) error {
		if req.Perms&(discordgo.PermissionManageChannels|discordgo.PermissionAdministrator) == 0 {
			return rules.Errorf("err.manage_only", nil)
		}
		g, err := tx.Guild(req.GuildID)
		if err != nil {
			return err
		}
		g.GMRole = role
		return tx.PutGuild(req.GuildID, g)
	})
	if err != nil {
		return nil, err
	}
	return Message(&discordgo.MessageEmbed{Color: ColorNeutral, Description: a.T(req, "system.gm_role_set", map[string]any{"Role": fmt.Sprintf("<@&%s>", role)})}), nil
}

// systemByName is the id of the system typed as its id or as its name in
// either language («средневековье»; Discord sends the id, the console and a
// stale client what was typed), or "".
func (a *App) systemByName(typed string) string {
	lt := strings.ToLower(typed)
	if _, ok := a.rulesOf(lt); ok {
		return lt
	}
	for _, id := range a.systemIDs() {
		for _, loc := range []string{LocaleEN, LocaleRU} {
			if strings.ToLower(a.i18n.T(loc, "system."+id+".name", nil)) == lt {
				return id
			}
		}
	}
	return ""
}

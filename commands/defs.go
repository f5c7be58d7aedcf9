package commands

import (
	"github.com/bwmarrin/discordgo"
)

// Builders for application command definitions. Every command, subcommand,
// option and choice carries an English base name and a Russian localisation,
// as Discord shows them to a Russian client.

type Loc struct{ name, ru, desc, descRU string }

func L(name, ru, desc, descRU string) Loc { return Loc{name, ru, desc, descRU} }

func ruMap(s string) *map[discordgo.Locale]string {
	m := map[discordgo.Locale]string{discordgo.Russian: s}
	return &m
}

// useCommands is every command's default member permission: anyone who may
// use application commands sees them; GM-only actions are checked per
// interaction (Manage Channels, the GM role, or the fight's GM), because a
// GM role without Manage Channels must still reach /system and /combat.
var useCommands = int64(discordgo.PermissionUseApplicationCommands)

func command(n Loc, opts ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommand {
	return &discordgo.ApplicationCommand{
		Name:                     n.name,
		NameLocalizations:        ruMap(n.ru),
		Description:              n.desc,
		DescriptionLocalizations: ruMap(n.descRU),
		Options:                  opts,
		DefaultMemberPermissions: &useCommands,
		Contexts:                 &[]discordgo.InteractionContextType{discordgo.InteractionContextGuild},
	}
}

func sub(n Loc, opts ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
	return CommandOption(discordgo.ApplicationCommandOptionSubCommand, n, false, opts...)
}

func group(n Loc, subs ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
	return CommandOption(discordgo.ApplicationCommandOptionSubCommandGroup, n, false, subs...)
}

func CommandOption(t discordgo.ApplicationCommandOptionType, n Loc, required bool, opts ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{
		Type:                     t,
		Name:                     n.name,
		NameLocalizations:        *ruMap(n.ru),
		Description:              n.desc,
		DescriptionLocalizations: *ruMap(n.descRU),
		Required:                 required,
		Options:                  opts,
	}
}

func Str(n Loc, required bool) *discordgo.ApplicationCommandOption {
	return CommandOption(discordgo.ApplicationCommandOptionString, n, required)
}

func Integer(n Loc, required bool) *discordgo.ApplicationCommandOption {
	return CommandOption(discordgo.ApplicationCommandOptionInteger, n, required)
}

func Boolean(n Loc) *discordgo.ApplicationCommandOption {
	return CommandOption(discordgo.ApplicationCommandOptionBoolean, n, false)
}

func Auto(o *discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
	o.Autocomplete = true
	return o
}

func Choices(o *discordgo.ApplicationCommandOption, cs ...Loc) *discordgo.ApplicationCommandOption {
	for _, c := range cs {
		o.Choices = append(o.Choices, &discordgo.ApplicationCommandOptionChoice{
			Name: c.desc, NameLocalizations: *ruMap(c.descRU), Value: c.name,
		})
	}
	return o
}

// Shared options.
var (
	OptComment = L("comment", "комментарий", "What the roll is for", "К чему этот бросок")
	OptSecret  = L("secret", "тайно", "Only you see the result", "Результат видите только вы")
)

// findOption walks a definition for the option at path (for the console and
// autocomplete): path is command, subcommand…, option.
func findOption(opts []*discordgo.ApplicationCommandOption, name string) *discordgo.ApplicationCommandOption {
	for _, o := range opts {
		if o.Name == name {
			return o
		}
	}
	return nil
}

package klondike

import (
	"fray/commands"

	"github.com/bwmarrin/discordgo"
)

// klMeleeIgnoresNote adds a warning to a melee attack's embed when the
// request gave range, cover, prone, light or aim: they are the seed's
// «Таблица модификаторов атаки в дальнем бою» and a blow does not use them.
// Without the line the GM saw a roll with no cover in it and could not
// tell whether the bot had missed the option. Damage dice without range:
// are a melee blow (kind:ranged or range: makes them a shot), so that case
// says how to shoot.
func klMeleeIgnoresNote(a *Plugin, req *commands.Request, e *discordgo.MessageEmbed, named bool) {
	if e == nil {
		return
	}
	key := "klc.melee_ignores"
	if !named {
		key = "klc.melee_ignores_dice"
	}
	f := &discordgo.MessageEmbedField{Name: "⚠️", Value: a.T(req, key, nil)}
	// Appended, not put first: the attack's own fields keep their places.
	e.Fields = append(e.Fields, f)
}

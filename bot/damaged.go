package bot

import (
	"errors"

	"github.com/bwmarrin/discordgo"

	"fray/commands"
	"fray/storage"
)

// damagedReply answers a request that met damaged stored data with what
// happened, instead of the generic "something broke": the record it needed
// cannot be read (the rest of the database is served), or the store took no
// more writes after a commit failed inside bbolt. Nothing was changed either
// way. The error stays, for the log.
func damagedReply(req *commands.Request, resp *commands.Response, err error) (*commands.Response, error) {
	var d *storage.DamagedError
	if err == nil || req.Kind == commands.KindAutocomplete || !errors.As(err, &d) {
		return resp, err
	}
	ru := req.Locale == commands.LocaleRU
	text := "The saved data this command needs is damaged and cannot be read, so nothing was changed. " +
		"Everything else keeps working. Tell the bot's operator: restore the database from a backup."
	if ru {
		text = "Сохранённые данные, нужные этой команде, повреждены и не читаются, поэтому ничего не изменено. " +
			"Всё остальное работает. Сообщите владельцу бота: базу нужно восстановить из резервной копии."
	}
	if d.Record == "" {
		text = "The bot's database stopped taking writes after a failed write, so nothing was changed. " +
			"Tell the bot's operator: restart the bot, which checks the database file as it starts."
		if ru {
			text = "База данных бота перестала принимать записи после неудачной записи, поэтому ничего не изменено. " +
				"Сообщите владельцу бота: перезапустите бота — при запуске он проверит файл базы."
		}
	}
	return commands.Ephemeral(&discordgo.MessageEmbed{Color: 0xE74C3C, Description: "⚠️ " + text}), err
}

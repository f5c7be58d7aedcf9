package commands_test

import (
	"fray/bot/consoletest"
	"testing"
)

// A command the channel's system lacks names itself, the systems that have
// it, and where this system's commands are («В системе «Клондайк» такой
// команды нет» left a newcomer guessing). The first turn's Prev says how the
// GM takes a round back.
func TestRefusalsSayWhatToDoInstead(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"ru", "/система выбрать система:klondike\n/бой специализация правило:переброс\n",
			"В системе «Клондайк» команды /бой специализация нет (она есть в: Рассказчик). Команды этой системы — /помощь."},
		{"en", "/system set system:medieval\n/reload\n",
			"Medieval has no /reload (it is in Storyteller, Klondike). This system's commands: /help."},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Орк количество:2\n!click Назад\n",
			"Это уже первый ход раунда. Вернуть прошлый раунд может мастер: /бой отменить."},
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n!click Prev\n",
			"The GM can take the last round back with /combat undo."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 6, 5)
		got := consoletest.LastOf(t, h.Run(tc.script))
		if !got.Ephemeral {
			t.Fatalf("%s: not refused: %s", tc.want, got.Text())
		}
		consoletest.MustContain(t, got, tc.want)
	}
}

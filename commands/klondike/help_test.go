package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// /help for klondike: both locales, within Discord's field limits, naming
// commands that exist.

func TestKlondikeHelpBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/help\n", "/vehicle hit"},
		{"ru", "/система выбрать система:klondike\n/помощь\n", "Преимущество"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		consoletest.KlWant(t, tc.locale, consoletest.LastOf(t, h.Run(tc.script)), tc.want)
	}
}

func TestKlondikeHelpFitsDiscordFieldsAndDocumentsOverwatch(t *testing.T) {
	// Discord cuts an embed field at 1024 characters: the help must fit
	// whole, down to the chase rules at its end.
	for _, tc := range []struct{ locale, script, overwatch, end string }{
		{"en", "/system set system:klondike\n/help\n", "an overwatcher gets a fire button", "break off 10+; 5 rounds."},
		{"ru", "/система выбрать система:klondike\n/помощь\n", "дозорному — кнопка выстрела", "оторваться 10+; 5 раундов."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		help := consoletest.LastOf(t, h.Run(tc.script))
		consoletest.KlWant(t, tc.locale+" help", help, tc.overwatch, tc.end)
		if strings.Contains(help.Text(), "…") {
			t.Errorf("%s: the help is cut: %s", tc.locale, help.Text())
		}
	}
}

// The Russian /help named medical care `/лечение`, which the console and
// Discord do not know: /heal is registered as `/лечить` (the name the
// commands share across systems), so a player typing the help's command got
// "Неизвестная команда".
func TestKlondikeHelpNamesTheHealCommandThatExists(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/система выбрать система:klondike\n/help\n")
	help := consoletest.LastOf(t, out)
	consoletest.KlWant(t, "ru help", help, "`/лечить цель медик`")
	consoletest.KlNot(t, "ru help", help, "`/лечение`")

	// And the command it names works: "полчаса внимания персонажа с
	// навыком Медицины не меньше 1 и аптечкой … восстановят Выносливость".
	h = consoletest.NewSystemHarness(t, "ru", 3, 3, 2, 2)
	out = h.Run(consoletest.KlSetup("ru") + `/бой добавить имя:Doc параметры:"Медицина 1"
/бой добавить имя:Pat
/урон цель:Pat количество:3
/лечить цель:Pat медик:Doc
`)
	consoletest.KlWant(t, "/лечить", consoletest.MedReply(t, out), "Doc лечит", "ВЫН 7")

	h = consoletest.NewSystemHarness(t, "en")
	consoletest.KlWant(t, "en help", consoletest.LastOf(t, h.Run("/system set system:klondike\n/help\n")), "`/heal target medic`")
}

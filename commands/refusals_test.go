package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
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

// «Участника «Главарь» в этом бою нет.» left a new GM guessing how to get
// one in: the refusal names /combat add (the GM's NPCs) and /combat join (a
// player's own character), and changes nothing.
func TestNoSuchCombatantSaysHowToAddOne(t *testing.T) {
	for _, tc := range []struct{ locale, setup, script string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Vika\n", "/attack attacker:Vika target:Boss damage:d6\n"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Вика\n", "/атака атакующий:Вика цель:Главарь урон:d6\n"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4)
		h.Run(tc.setup)
		out := h.Run(tc.script)
		// One ephemeral reply and no tracker edit: nothing changed.
		got := consoletest.LastOf(t, out)
		if len(out) != 1 || !got.Ephemeral {
			t.Errorf("%s: want one ephemeral refusal, got %d messages:\n%s", tc.locale, len(out), got.Text())
		}
		want := map[string][]string{
			"en": {"No combatant “Boss” in this fight.", "`/combat add name:…`", "`/combat join`"},
			"ru": {"Участника «Главарь» в этом бою нет.", "`/бой добавить имя:…`", "`/бой войти`"},
		}[tc.locale]
		consoletest.WantAll(t, tc.locale, got, want...)
	}
}

// A subcommand group typed without its subcommand names the
// commands to type, in the user's language.
func TestGroupWithoutSubcommandNamesItsCommands(t *testing.T) {
	for _, tc := range []struct{ locale, want1, want2 string }{
		{"en", "/char weapon add", "/char weapon remove"},
		{"ru", "/персонаж оружие добавить", "/персонаж оружие убрать"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, consoletest.ManyDice()...)
		h.Run("/system set system:medieval\n")
		out := h.Run("/char weapon name:Sword\n")
		got := consoletest.LastOf(t, out)
		txt := consoletest.PlainText(t, got)
		if !got.Ephemeral || !strings.Contains(txt, tc.want1) || !strings.Contains(txt, tc.want2) || strings.Contains(txt, "char/weapon") {
			t.Errorf("%s: %s", tc.locale, txt)
		}
	}
}

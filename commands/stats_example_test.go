package commands_test

import (
	"fray/bot/consoletest"
	"testing"
)

// A stats line the parser cannot read shows an example in the channel's
// system's own keys: medieval's «РЕФ 8 ТЕЛ 10» used to be offered in every
// system, and storyteller and klondike refuse it.
func TestStatsRefusalExampleIsTheSystems(t *testing.T) {
	for _, tc := range []struct{ locale, system, cmd, want string }{
		{"ru", "medieval", "/персонаж задать параметры:\"что\"\n", "Пишите, например: `РЕФ 7 ИНТ 7 Чувство боя 2`."},
		{"ru", "storyteller", "/персонаж задать параметры:\"5\"\n", "Перед числом 5 нет параметра. Пишите, например: `Сила 3 Ловкость 3 Рукопашный бой 2`."},
		{"ru", "klondike", "/персонаж задать параметры:\"что\"\n", "Пишите, например: `СИЛ 9 ЛОВ 9 Разведка 2`."},
		{"en", "klondike", "/char set stats:\"what\"\n", "Write e.g. `STR 9 DEX 9 Recon 2`."},
		{"en", "storyteller", "/combat add name:X stats:\"7\"\n", "Write e.g. `Strength 3 Dexterity 3 Brawl 2`."},
	} {
		t.Run(tc.locale+" "+tc.system, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:" + tc.system + "\n/combat start\n")
			got := consoletest.LastOf(t, h.Run(tc.cmd))
			if !got.Ephemeral {
				t.Fatalf("not refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.want)
		})
	}
}

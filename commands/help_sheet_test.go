package commands_test

import (
	"fray/bot/consoletest"
	"testing"
)

// (The replies are checked as JSON text, where a quote reads \".)
// /help tells a newcomer how to make a character in the channel's system,
// in its own keys (a newcomer could find no word of /char set), and
// /char show without a sheet gives the same example.
func TestHelpShowsHowToMakeACharacter(t *testing.T) {
	for _, tc := range []struct{ locale, system, help, show string }{
		{"ru", "klondike", "`/персонаж задать параметры:\\\"СИЛ 9 ЛОВ 9 Разведка 2\\\" имя:Анна`", "/персонаж показать"},
		{"en", "klondike", "`/char set stats:\\\"STR 9 DEX 9 Recon 2\\\" name:Ann`", "/char show"},
		{"ru", "medieval", "Параметры и навыки: РЕФ, ИНТ, КРУ, ТЕХ, ТЕЛ, ДВИ;", "/персонаж показать"},
		{"en", "storyteller", "`/char set stats:\\\"Strength 3 Dexterity 3 Brawl 2\\\" name:Ann`", "/char show"},
	} {
		t.Run(tc.locale+" "+tc.system, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:" + tc.system + "\n")
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/help\n")), tc.help)
			got := consoletest.LastOf(t, h.Run(tc.show+"\n"))
			if !got.Ephemeral {
				t.Fatalf("no sheet, yet shown: %s", got.Text())
			}
			consoletest.MustContain(t, got, statsExampleFor[tc.locale+" "+tc.system])
		})
	}
}

var statsExampleFor = map[string]string{
	"ru klondike":    "СИЛ 9 ЛОВ 9 Разведка 2",
	"en klondike":    "STR 9 DEX 9 Recon 2",
	"ru medieval":    "РЕФ 7 ИНТ 7 Чувство боя 2",
	"en storyteller": "Strength 3 Dexterity 3 Brawl 2",
}

package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// /help shows the medieval commands and rules in both languages.
func TestMedievalHelp(t *testing.T) {
	for _, tc := range []struct{ locale, want, cmd string }{{"en", "Hollywood d6", "/stabilize"}, {"ru", "голливудский d6", "/стабилизировать"}} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		got := consoletest.LastOf(t, h.Run("/system set system:medieval\n/help\n"))
		consoletest.MedWant(t, got, tc.want, tc.cmd)
	}
}

// The new way to name a medic outside the fight — the GM's `tech` and
// `skill_level` («Любой человек (кроме самого пациента) может попытаться
// стабилизировать … суммирования твоего СТАТа ТЕХ, любого медицинского
// навыка и 1D10») — worked but /help's command line still read
// «/стабилизировать цель [лекарь] [навык]», so no table could find it.
func TestMedievalHelpNamesTheGMsMedicNumbers(t *testing.T) {
	for _, c := range []struct{ locale, script, want string }{
		{"en", "/system set system:medieval\n/help\n", "`/stabilize target [medic] [skill]` (the GM's medic outside the fight: `tech skill_level`)"},
		{"ru", "/система выбрать система:medieval\n/помощь\n", "`/стабилизировать цель [лекарь] [навык]` (лекарь мастера вне боя: `тех уровень_навыка`)"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			consoletest.MedWant(t, consoletest.LastOf(t, h.Run(c.script)), c.want)
		})
	}
}

// Russian text is gender-neutral: the /help rules said «пока не
// стабилизирован» of the character (masculine). «Новые спасбросок требуется
// каждый раунд, пока персонаж остаётся не вылеченным … Единственный выход -
// Стабилизация»: «до стабилизации» now.
func TestMedievalHelpGenderNeutral(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	got := consoletest.LastOf(t, h.Run("/система выбрать система:medieval\n/помощь\n"))
	consoletest.MedWant(t, got, "Спасбросок против смерти 1D10 ≤ ТЕЛ − N каждый раунд при Смертельном N до стабилизации")
	if strings.Contains(got.Text(), "пока не стабилизирован") {
		t.Errorf("masculine: %s", got.Text())
	}
}

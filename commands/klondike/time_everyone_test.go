package klondike_test

import (
	"testing"

	"fray/bot/consoletest"
)

// The channel's clock is everyone's, so /time target:X passes the time for
// every fighter; target: says whom the medic and the rest are for. «Если
// Выносливость персонажа не опустилась до нуля, то урон по ней пройдет в
// течение часа (если это важно - 1 очко Выносливости восстановится за
// каждые 10 минут)»: Pat (END 7 − 4) and Ann (END 7 − 5), twenty minutes
// with target:Pat: both get 2 END back.
func TestKlondikeTimeWithTargetPassesForEveryone(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants          []string
	}{
		{"en", `/combat add name:Pat
/combat add name:Ann
/damage target:Pat amount:4
/damage target:Ann amount:5
/time minutes:20 target:Pat
`, []string{"Day 1, 00:20", "Now STR 7 · DEX 7 · END 5", "Now STR 7 · DEX 7 · END 4"}},
		{"ru", `/бой добавить имя:Pat
/бой добавить имя:Ann
/урон цель:Pat количество:4
/урон цель:Ann количество:5
/время минуты:20 цель:Pat
`, []string{"Теперь СИЛ 7 · ЛОВ 7 · ВЫН 5", "Теперь СИЛ 7 · ЛОВ 7 · ВЫН 4"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale, consoletest.ByText(t, out, "⏳"), tc.wants...)
	}
}

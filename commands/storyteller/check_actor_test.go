package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// Whose roll a /check is. «Запас бросков для каждого действия уменьшается
// на значение штрафа для данного уровня здоровья» is the acting fighter's
// penalty: a GM's /check with no name: is a bare pool, not the roll of
// whoever's turn it is; with name: it is that fighter's, wounds and all.
func TestStorytellerGMCheckWithoutNameIsABarePool(t *testing.T) {
	for _, tc := range []struct{ locale, check, named, bare, asked, penalty string }{
		{"en", "/check pool:5", "/check pool:5 name:Bob", "Pool 5, difficulty 6", "Pool 4, difficulty 6", "wound penalty −1 (Bob)"},
		{"ru", "/проверка запас:5", "/проверка запас:5 имя:Bob", "Запас 5, сложность 6", "Запас 4, сложность 6", "(Bob)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Bob (Stamina 3) takes two bashing levels: Hurt (−1), not
			// dizzied; it is his turn.
			h, _ := consoletest.StFight(t, tc.locale, "Dexterity 3 Brawl 2 Stamina 3", "Stamina 1",
				"/damage target:Bob levels:2 type:bashing\n", consoletest.Twos(20)...)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.check+"\n")))
			consoletest.MustContain(t, got, tc.bare)
			consoletest.MustNotContain(t, got, tc.penalty, "Bob ·")
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.named+"\n")))
			consoletest.MustContain(t, got, tc.asked, tc.penalty)
		})
	}
}

// «Ошеломленный персонаж пропускает своё следующее действие и не может
// атаковать или защищаться»: a dizzied fighter's /check is refused, and the
// GM's force:true sets the rule aside, saying so.
func TestStorytellerDizziedCannotCheck(t *testing.T) {
	for _, tc := range []struct{ locale, check, forced, refused, overridden string }{
		{"en", "/check pool:3 name:Al", "/check pool:3 name:Al force:true", "Al is dizzied and loses this action.", "Rule overridden by the GM"},
		{"ru", "/проверка запас:3 имя:Al", "/проверка запас:3 имя:Al вопреки:да", "Al ошеломлён(а) и пропускает это действие.", "Мастер"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Two bashing levels over Stamina 1 daze Al.
			h, _ := consoletest.StFight(t, tc.locale, "Dexterity 3", "Stamina 1",
				"/damage target:Al levels:2 type:bashing\n", consoletest.Twos(20)...)
			consoletest.RefusedUnchanged(t, h, tc.check, tc.refused)
			consoletest.RefusedUnchanged(t, h, "@Al "+tc.forced, "")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.forced+"\n")))
			if got.Ephemeral {
				t.Fatalf("the GM's force:true refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.overridden, tc.refused)
		})
	}
}

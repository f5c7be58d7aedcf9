package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A death save is owed every round at Mortal N (seed: «Каждый раунд, ты
// должен совершать ещё один Спасбросок против смерти»). A player who ignores
// the button does not escape it: the round's end rolls it, and the result is
// shown once, not also as a roll still owed. The result says the bot rolled
// it for the player because nobody clicked, and mentions them.
func TestUnmadeDeathSaveIsRolledAtTheRoundsEnd(t *testing.T) {
	for _, tc := range []struct{ locale, round, next, want, why string }{
		{"en", "Next round", "Next turn", "death save 7 (needs 8 or less)", "the bot rolled it for the player (<@"},
		{"ru", "Следующий раунд", "Следующий ход", "спасбросок против смерти 7", "бот бросил за игрока (<@"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 9, 1, 4, 3, 2, 7, 8, 8)
		out := h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8" name:Bob
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10"
/damage target:Bob amount:14 direct:true
!click ` + tc.round + `
!click ` + tc.next + `
!click ` + tc.next + `
`)
		last := consoletest.LastOf(t, out)
		if last.Kind != "update" || !strings.Contains(last.Text(), tc.want) {
			t.Fatalf("%s: the unmade death save was not rolled at the round's end: %s", tc.locale, last.Text())
		}
		if txt := consoletest.PlainText(t, last); !strings.Contains(txt, tc.why) {
			t.Errorf("%s: the bot's roll does not say why: %s", tc.locale, txt)
		}
		if h.Dice.Remaining() != 0 {
			t.Fatalf("%s: %d faces unused", tc.locale, h.Dice.Remaining())
		}
	}
}

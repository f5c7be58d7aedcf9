package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// «Каждый персонаж может совершить два действия в свою инициативу»: the
// actions left at the round's end carried on, so a player who moved once
// could attack in the next round before their own turn came, and again on
// it — three actions in a round. What is left now ends with the round.
func TestKlondikeActionsEndWithTheRound(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 8 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/combat next
@Ann !click Move
!click Next round
@Ann /attack target:Orc damage:2d6
`, "Ann has no actions left this turn"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 8 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/бой далее
@Ann !click Движение
!click Следующий раунд
@Ann /атака цель:Orc урон:2d6
`, "Ann: действий в этом ходу не осталось"},
	} {
		// Initiative Ann 3+4 −3 = 4, Orc 5+5 −3 = 7; round 2 Orc 7, Ann 4
		// again: Orc's turn, not Ann's.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 5, 5, 3, 4, 6, 6, 3, 3) // and an attack that must not come
		got := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		if !got.Ephemeral {
			t.Fatalf("%s: Ann acted with round 1's action left over: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale, got, tc.refusal)
	}
}

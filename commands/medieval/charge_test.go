package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// «Объявляя о вваливании в начале раунда»: from round 2 on, a charge whose
// +3 carried the fighter past the one whose turn had just begun was refused
// ("too late"), though nobody had acted yet — Next round starts the first
// turn at once. While nobody has acted in the round, the charge now takes
// the turn; the one whose turn it was acts next, once.
func TestMedievalChargeAtTheRoundStartTakesTheTurn(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		// Round 1: A 5+6, B 5+8, C 1+6. Round 2, rolled in order B, A, C:
		// B 5+8 = 13, A 4+6 = 10, C 5+6 = 11; C charges to 14.
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 1, 5, 4, 5)
		out := h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 6"
/combat add name:B stats:"REF 8 BODY 6"
/combat add name:C stats:"REF 6 BODY 6"
!click Next round
/combat charge name:C
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 6"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6"
/бой добавить имя:C параметры:"РЕФ 6 ТЕЛ 6"
!click Next round
/бой вваливание имя:C
`))
		consoletest.MedWant(t, consoletest.LastOf(t, out), medPick(locale, "Turn: C · round 2", "Ход: C · раунд 2"))
		out = h.Run("!click Next turn\n")
		consoletest.MedWant(t, consoletest.LastOf(t, out), medPick(locale, "Turn: B · round 2", "Ход: B · раунд 2"))
		out = h.Run("!click Next turn\n")
		consoletest.MedWant(t, consoletest.LastOf(t, out), medPick(locale, "Turn: A · round 2", "Ход: A · раунд 2"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// Once someone has acted in the round, it is under way: the same charge is
// refused, and nothing changes.
func TestMedievalChargeAfterTheRoundIsUnderWayIsRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 1, 5, 4, 5)
		out := h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 6"
/combat add name:B stats:"REF 8 BODY 6"
/combat add name:C stats:"REF 6 BODY 6"
!click Next round
/combat action name:B action:move
/combat charge name:C
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 6"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6"
/бой добавить имя:C параметры:"РЕФ 6 ТЕЛ 6"
!click Next round
/бой действие имя:B действие:перемещение
/бой вваливание имя:C
`))
		got := consoletest.LastOf(t, out)
		if !got.Ephemeral || !strings.Contains(got.Text(), medPick(locale, "Too late for C to charge", "C: вваливаться в этом раунде уже поздно")) {
			t.Errorf("a charge after B moved: %s", got.Text())
		}
		out = h.Run("!click Next turn\n")
		consoletest.MedWant(t, consoletest.LastOf(t, out), medPick(locale, "Turn: C · round 2", "Ход: C · раунд 2"), "11")
	})
}

package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 7 play-test of the session's new medieval rules (charge timing,
// defence penalties), driven through the console in both locales.

// «Объявляя о вваливании в начале раунда»: before the first turn is passed
// the turn stays with the top of the order, B (5 + REF 8 = 13). B attacks C
// (to hit 9, defence 3, torso 3, damage 3, stun save 3): the round is under
// way. C's charge (5 + REF 6 = 11, +3 = 14) used to be taken then: C jumped
// above B, the turn went to C, and the next turn was B's again — a second
// turn for B in round 1. It is refused now, as it is once the first turn has
// been passed, and the order and turn stay: the next turn is C's.
func TestMedievalQA9ChargePastTopWhoActed(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 9, 3, 3, 3, 3)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:B stats:"REF 8 BODY 6 dodge 6"
/combat add name:C stats:"REF 6 BODY 6"
/attack attacker:B target:C damage:1d6
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6 Уклонение 6"
/бой добавить имя:C параметры:"РЕФ 6 ТЕЛ 6"
/атака атакующий:B цель:C урон:1d6
`))
		medQA6Refused(t, h, medPick(locale, "/combat charge name:C\n", "/бой вваливание имя:C\n"),
			medPick(locale, "Too late for C to charge this round", "C: вваливаться в этом раунде уже поздно"), "B")
		out := h.Run(medPick(locale, "!click Next turn\n", "!click Следующий ход\n"))
		last := out[len(out)-1].Text()
		if !strings.Contains(last, medPick(locale, "Turn: C · round 1", "Ход: C · раунд 1")) {
			t.Errorf("after the refused charge the next turn is not C's:\n%s", last)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})

	// Before the top has acted it is still the round's start: C's charge
	// stands and C (14) takes the top and the turn.
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:B stats:"REF 8 BODY 6 dodge 6"
/combat add name:C stats:"REF 6 BODY 6"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6 Уклонение 6"
/бой добавить имя:C параметры:"РЕФ 6 ТЕЛ 6"
`))
		out := h.Run(medPick(locale, "/combat charge name:C\n", "/бой вваливание имя:C\n"))
		got := consoletest.MedReply(t, out)
		if got.Ephemeral {
			t.Fatalf("C's charge at the round's start refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "now 14", "теперь 14"))
		if last := out[len(out)-1].Text(); !strings.Contains(last, medPick(locale, "Turn: C · round 1", "Ход: C · раунд 1")) {
			t.Errorf("C's charge did not give C the top:\n%s", last)
		}
	})
}

// «Парирование (отрази урон на что-то другое)»: a parry needs the SP of what
// the blow goes into. /combat action action:parry without sp used to answer
// "Parry SP 0 is out of range (1 to 100)"; it now says sp is needed, as the
// tracker's Parry button does. With sp:10 it is taken.
func TestMedievalQA9ParryWithoutSP(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(medGapsDuel[locale])
		medQA6Refused(t, h, medPick(locale, "/combat action name:B action:parry\n", "/бой действие имя:B действие:парирование\n"),
			medPick(locale, "A parry needs the SP of the weapon or shield", "Для парирования нужна ОС оружия или щита"))
		medQA6Refused(t, h, medPick(locale, "/combat action name:B action:parry sp:0\n", "/бой действие имя:B действие:парирование ос:0\n"),
			medPick(locale, "Parry SP 0 is out of range", "ОС парирования 0 вне допустимого"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat action name:B action:parry sp:10\n", "/бой действие имя:B действие:парирование ос:10\n")))
		if got.Ephemeral {
			t.Fatalf("parry with sp refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "SP 10", "ОС 10"))
	})
}

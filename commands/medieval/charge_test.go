package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
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

// «Объявляя о вваливании в начале раунда»: before the first turn is passed
// the turn stays with the top of the order, B (5 + REF 8 = 13). B attacks C
// (to hit 9, defence 3, torso 3, damage 3, stun save 3): the round is under
// way. C's charge (5 + REF 6 = 11, +3 = 14) used to be taken then: C jumped
// above B, the turn went to C, and the next turn was B's again — a second
// turn for B in round 1. It is refused now, as it is once the first turn has
// been passed, and the order and turn stay: the next turn is C's.
func TestMedievalChargePastTopWhoActed(t *testing.T) {
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
		medRefused(t, h, medPick(locale, "/combat charge name:C\n", "/бой вваливание имя:C\n"),
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

// «Объявляя о вваливании в начале раунда, ты автоматически добавляет
// +3 к броску своей инициативы»: a charge is declared at the start of the
// round. After acting (a move), /combat charge and /attack charge:true used to
// be accepted; they are refused now, ephemeral, with no die drawn and the
// tracker untouched.
func TestMedievalChargeAfterActingRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(medDuel[locale])
		h.Run(medPick(locale, "/combat action name:A action:move\n", "/бой действие имя:A действие:перемещение\n"))
		want := medPick(locale, "A has already acted this round: a charge", "A: в этом раунде действие уже было, а о вваливании")
		medRefused(t, h, medPick(locale, "/combat charge name:A\n", "/бой вваливание имя:A\n"), want)
		medRefused(t, h, medPick(locale, "/attack attacker:A target:B weapon:Sword charge:true\n",
			"/атака атакующий:A цель:B оружие:Меч вваливание:да\n"), want)
		// B has not acted: its charge stands (+3: 13 → 16).
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat charge name:B\n", "/бой вваливание имя:B\n")))
		if got.Ephemeral {
			t.Fatalf("B's charge refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "now 16", "теперь 16"))
	})
}

// The charge in the tracker's order: after A's turn has passed, A's charge is too
// late; C's +3 (8 → 11) would carry C past B (10), whose turn it is, and the
// re-sort would skip C's own turn — refused; D's (6 → 9) stays behind B and
// stands.
func TestMedievalChargeLateInTheRound(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 5, 5)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 9 BODY 10"
/combat add name:B stats:"REF 5 BODY 6"
/combat add name:C stats:"REF 3 BODY 6"
/combat add name:D stats:"REF 1 BODY 6"
/combat next
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 9 ТЕЛ 10"
/бой добавить имя:B параметры:"РЕФ 5 ТЕЛ 6"
/бой добавить имя:C параметры:"РЕФ 3 ТЕЛ 6"
/бой добавить имя:D параметры:"РЕФ 1 ТЕЛ 6"
/бой далее
`))
		medRefused(t, h, medPick(locale, "/combat charge name:A\n", "/бой вваливание имя:A\n"),
			medPick(locale, "A's turn this round has passed", "A: ход в этом раунде уже прошёл"))
		medRefused(t, h, medPick(locale, "/combat charge name:C\n", "/бой вваливание имя:C\n"),
			medPick(locale, "Too late for C to charge this round", "C: вваливаться в этом раунде уже поздно"), "B")
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat charge name:D\n", "/бой вваливание имя:D\n")))
		if got.Ephemeral {
			t.Fatalf("D's charge refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "now 9", "теперь 9"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// A charge after aiming in the same round is refused, naming the
// fighter, and changes nothing (initiative stays 12, the aim stays +1).
func TestMedievalChargeAfterAimRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 MA 6 Archery 4" name:Bob
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10"
`)
		h.Run("@Bob /combat action action:aim\n")
		got := consoletest.LastOf(t, h.Run("@Bob /combat charge\n"))
		if !got.Ephemeral || !strings.Contains(got.Text(), "Bob") ||
			!strings.Contains(got.Text(), medPick(locale, "has aimed this round", "уже было прицеливание")) {
			t.Errorf("charge after aim: %s", got.Text())
		}
		// Not charged: initiative 12 (5 + 7), not 15; the aim bonus is kept.
		list := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
		if !strings.Contains(list, "` 12`") || strings.Contains(list, "` 15`") ||
			!strings.Contains(list, medPick(locale, "aiming (1 round, +1)", "целится (1 раунд, +1)")) {
			t.Errorf("state changed by a refused charge: %s", list)
		}
		// Moving breaks the aim, but the round's aim still rules the charge out.
		h.Run("@Bob /combat action action:move\n")
		if got := consoletest.LastOf(t, h.Run("@Bob /combat charge\n")); !got.Ephemeral {
			t.Errorf("charge after aim+move accepted: %s", got.Text())
		}
	})
}

// A charge declared twice in one turn — the command twice, or the
// tracker's Charge button after it — said the first reply again, as if it
// were new. The second declaration is now refused (ephemeral, naming the
// fighter and saying it is already declared) and changes nothing: the
// initiative stays 15 (5 + REF 7 + 3), and one undo takes back the one charge.
func TestMedievalChargeTwiceSaysSo(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 MA 6" name:Bob
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10"
`)
		first := consoletest.MedReply(t, h.Run("@Bob /combat charge\n"))
		consoletest.MedWant(t, first, medPick(locale, "now 15", "теперь 15"))
		again := medPick(locale, "Bob has already declared a charge this round (initiative 15",
			"Bob: вваливание в этом раунде уже объявлено (инициатива 15")
		for _, script := range []string{"@Bob /combat charge\n", "@Bob !click " + medPick(locale, "Charge", "Вваливание") + "\n"} {
			got := consoletest.MedReply(t, h.Run(script))
			if !got.Ephemeral || !strings.Contains(got.Text(), again) {
				t.Errorf("%s→ %s", script, got.Text())
			}
			list := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			if !strings.Contains(list, "` 15`") || strings.Contains(list, "` 18`") {
				t.Errorf("a second charge changed the initiative: %s", list)
			}
		}
		h.Run("/combat undo\n")
		if list := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); !strings.Contains(list, "` 12`") {
			t.Errorf("one undo does not take back the one charge: %s", list)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

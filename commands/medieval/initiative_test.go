package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Очерёдность в раунде основывается на броске инициативы - 1D10 + РЕФ, тот
// у кого наивысшее значения броска движется первым» — the seed has no tie
// rule. CHOICES.md: the higher modifier first, then the tracker's d10
// roll-off, which was rolled silently. Knight and Guard (REF 6) both roll 5:
// 11 each, the same modifier; the roll-off (Knight 7, Guard 3) shows on the
// tracker sent with the join reply, and round 2's (10 each: Guard 9, Knight
// 6) with the round's. The Archer's 11 (REF 8) is settled by the modifier:
// no roll-off, no line. The join line names the REF: «(🎲 5 + РЕФ 6)».
func TestMedievalInitiativeTieShowsRollOff(t *testing.T) {
	for _, c := range []struct {
		locale, setup, guard, title, join, round string
	}{
		{"en", consoletest.MedSetupEN, "/combat add name:Guard stats:\"REF 6 BODY 8 melee 3\"\n",
			"Initiative tie: same total and modifier, a d10 roll-off decides",
			"`11` **Knight** 🎲 7 vs **Guard** 🎲 3", "`10` **Guard** 🎲 9 vs **Knight** 🎲 6"},
		{"ru", medSetupRU, "/бой добавить имя:Guard параметры:\"РЕФ 6 ТЕЛ 8 Ближний_бой 3\"\n",
			"Ничья по инициативе: итог и модификатор равны, решает переброс d10",
			"`11` **Knight** 🎲 7 против **Guard** 🎲 3", "`10` **Guard** 🎲 9 против **Knight** 🎲 6"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Knight 5, Archer 3; Guard 5, roll-off Knight 7, Guard 3.
			// Round 2 in the tracker's order: Archer 2, Knight 4, Guard
			// 4 — 10 each; the Archer's modifier 8 goes first, and Knight
			// and Guard roll off again: 6, 9.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 5, 7, 3, 2, 4, 4, 6, 9)
			out := h.Run(c.setup)
			if txt := consoletest.LastOf(t, out).Text(); strings.Contains(txt, c.title) {
				t.Errorf("a tie settled by the modifier shows a roll-off:\n%s", txt)
			}
			out = h.Run(c.guard)
			consoletest.MedWant(t, consoletest.MedReply(t, out), medPick(c.locale, "(🎲 5 + REF 6)", "(🎲 5 + РЕФ 6)"))
			tracker := consoletest.LastOf(t, out)
			consoletest.MedWant(t, tracker, c.title, c.join)
			tracker = consoletest.LastOf(t, h.Run("!click Next round\n"))
			consoletest.MedWant(t, tracker, c.title, c.round)
			if strings.Contains(tracker.Text(), "Archer** 🎲") {
				t.Errorf("the Archer rolled no roll-off:\n%s", tracker.Text())
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// /combat init team:"Archer, Nobody": the unknown member is named as typed,
// without the space after the comma.
func TestMedievalTeamInitNamesUnknownMemberTrimmed(t *testing.T) {
	for _, c := range []struct{ locale, cmd, want string }{
		{"en", "/combat init name:Knight team:\"Archer, Nobody\"\n", "“Nobody”"},
		{"ru", "/бой инициатива имя:Knight команда:\"Archer, Никто\"\n", "«Никто»"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medSetup[c.locale])
			medRefused(t, h, c.cmd, c.want)
		})
	}
}

package klondike_test

import (
	"fmt"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// The round's "What happened" list and the turn notes: each line names
// whom it is about and is told once.

// The round's "What happened" list names whom each line is about. In
// English a shocked or unconscious player's line read just «In shock: can
// only dive for cover this round.» and «Unconscious.» — whose? The Russian
// lines named her («Анна: без сознания.»).
// «Когда она доходит до нуля, персонаж находится в шоке 1 раунд - в течение
// этого раунда единственное, что он может - это броситься в укрытие.»
// «Если любая из этих характеристик доходит до нуля, персонаж теряет
// сознание.»
// Initiative: Bandit 3+3 −3 = 3, Анна 6+6 +1 INT +1 Tactics = 14. The
// Bandit's pistol (3d6−3, untrained −3): 6+6 −3 = 9, Effect +1.
// Shock: damage 2+3+3 −3 +1 = 6 takes END 6 to 0. Unconscious: 6+6+6 −3 +1
// = 16, END −6 and 10 left unplaced; at the round's end it goes into DEX
// (8, the higher) → 0: 5+5 on END 6 (DM 0) = 10, comes to in 5 minutes.
// (That line alone: her turn, first in round 2, no longer repeats «Анна:
// без сознания.» — TestKlondikeRoundEndKnockoutSaidOnce.)
func TestKlondikeRoundNotesNameTheFighter(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		damage         []int
		wants          []string
	}{
		{"en", "/combat add name:Bandit stats:\"DEX 7\"\n@Anna /combat join\n!click Next turn\n/attack attacker:Bandit target:Анна weapon:Pistol\n!click Next round\n",
			[]int{2, 3, 3}, []string{"• Анна: in shock, can only dive for cover this round."}},
		{"ru", "/бой добавить имя:Bandit параметры:\"ЛОВ 7\"\n@Anna /бой войти\n!click Следующий ход\n/атака атакующий:Bandit цель:Анна оружие:Пистолет\n!click Следующий раунд\n",
			[]int{2, 3, 3}, []string{"• Анна: шок — в этот раунд можно только броситься в укрытие."}},
		{"en", "/combat add name:Bandit stats:\"DEX 7\"\n@Anna /combat join\n!click Next turn\n/attack attacker:Bandit target:Анна weapon:Pistol\n!click Next round\n",
			[]int{6, 6, 6}, []string{"• Анна falls unconscious, Seriously wounded: 10 on original END — comes to in 5 min."}},
		{"ru", "/бой добавить имя:Bandit параметры:\"ЛОВ 7\"\n@Anna /бой войти\n!click Следующий ход\n/атака атакующий:Bandit цель:Анна оружие:Пистолет\n!click Следующий раунд\n",
			[]int{6, 6, 6}, []string{"• Анна: без сознания, Тяжело ранен(а) — 10 по изначальной ВЫН, очнётся через 5 мин."}},
	} {
		faces := append([]int{3, 3, 6, 6, 6, 6}, tc.damage...)
		for i := 0; i < 12; i++ {
			faces = append(faces, 5)
		}
		h := consoletest.NewSystemHarness(t, tc.locale, faces...)
		sheet := "@Anna /char set name:Анна stats:\"STR 7 DEX 8 END 6 INT 9 tactics 1\"\n"
		out := h.Run(consoletest.KlSetup(tc.locale) + sheet + tc.script)
		consoletest.KlWant(t, fmt.Sprintf("%s %v", tc.locale, tc.damage), consoletest.LastOf(t, out), tc.wants...)
	}
}

// The tracker's "What happened" lines at a round's end and after a STR/DEX
// click did not say whose they were — "• Shock is over: now Wounded",
// "• damage → STR: STR 5, DEX 9" — though two players may be in shock or
// choosing at once. They now start with the fighter's name.
func TestKlondikeTrackerEventsNameTheFighter(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:5
!click Next turn
@Ann !click Ann: damage → STR
`, "• Ann: damage → STR (STR 5, DEX 9)"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:5
!click Следующий ход
@Ann !click Ann: урон → СИЛ
`, "• Ann: урон → СИЛ (СИЛ 5, ЛОВ 9)"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5)
		consoletest.KlWant(t, tc.locale, consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script)), tc.want)
	}
}

// A knock-out at the round's end was told
// twice in the round's "What happened" list — «Анна: без сознания, Тяжело
// ранен(а) — 10 по изначальной ВЫН, очнётся через 5 мин.» by the round's end
// and «Анна: без сознания.» by her turn starting right after it (in English
// «Анна falls unconscious, …» and «Анна: unconscious.»). The seed's fact is
// one: «Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости. Если любая из этих характеристик доходит до нуля, персонаж
// теряет сознание. Совершите бросок по изначальной характеристике
// Выносливости - при успехе он придет в себя через д6 минут, при провале
// через д6 часов.» The longer line, with the roll, stays; the short one
// comes back as the reminder of the following rounds.
//
// Dice (as TestKlondikeRoundNotesNameTheFighter): initiative Bandit 3+3
// −3 = 3, Анна 6+6 +1 INT +1 Tactics = 14. The Bandit's pistol (3d6−3,
// untrained −3): 6+6 −3 = 9, Effect +1; damage 6+6+6 −3 +1 = 16 takes END 6
// to 0 and leaves 10 unplaced; at round 1's end it goes into DEX (8, the
// higher) → 0: 5+5 on END 6 (DM 0) = 10 ≥ 8, comes to in d6 = 5 minutes.
// Rounds 2 and 3: Анна rolls 5+5 and goes first, before the Bandit's 5+5 −3.
func TestKlondikeRoundEndKnockoutSaidOnce(t *testing.T) {
	for _, tc := range []struct {
		locale, script, next string
		long, short          string
	}{
		{"ru", "/бой добавить имя:Bandit параметры:\"ЛОВ 7\"\n@Anna /бой войти\n!click Следующий ход\n/атака атакующий:Bandit цель:Анна оружие:Пистолет\n!click Следующий раунд\n",
			"!click Следующий раунд\n",
			"• Анна: без сознания, Тяжело ранен(а) — 10 по изначальной ВЫН, очнётся через 5 мин.", "• Анна: без сознания — действовать не может"},
		{"en", "/combat add name:Bandit stats:\"DEX 7\"\n@Anna /combat join\n!click Next turn\n/attack attacker:Bandit target:Анна weapon:Pistol\n!click Next round\n",
			"!click Next round\n",
			"• Анна falls unconscious, Seriously wounded: 10 on original END — comes to in 5 min.", "• Анна: unconscious — cannot act"},
	} {
		faces := []int{3, 3, 6, 6, 6, 6, 6, 6, 6}
		for i := 0; i < 12; i++ {
			faces = append(faces, 5)
		}
		h := consoletest.NewSystemHarness(t, tc.locale, faces...)
		sheet := "@Anna /char set name:Анна stats:\"STR 7 DEX 8 END 6 INT 9 tactics 1\"\n"
		round2 := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+sheet+tc.script)).Text()
		if n := strings.Count(round2, tc.long); n != 1 {
			t.Errorf("%s round 2: %q shown %d times, want once:\n%s", tc.locale, tc.long, n, round2)
		}
		if strings.Contains(round2, tc.short) {
			t.Errorf("%s round 2: the knock-out said twice, %q after %q:\n%s", tc.locale, tc.short, tc.long, round2)
		}
		// A round later the knock-out is old news: her turn says she is
		// still out, once.
		round3 := consoletest.LastOf(t, h.Run(tc.next)).Text()
		if n := strings.Count(round3, tc.short); n != 1 || strings.Contains(round3, tc.long) {
			t.Errorf("%s round 3: want %q once and no %q:\n%s", tc.locale, tc.short, tc.long, round3)
		}
	}
}

// «shock is over, now Wounded (−1 on all rolls)» was said at
// the end of the shock round of a fighter knocked out by the same blow —
// who is Seriously wounded (−2), not Wounded: «Если любая из этих
// характеристик доходит до нуля, персонаж теряет сознание. … В любом
// случае он Тяжело ранен - у него будет штраф -2». The line is left out.
// Dice as in TestKlondikeUnconsciousTurnAndActionsRefused; round 3 draws 6+6 and 1+1 again.
func TestKlondikeNoShockEndLineForTheKnockedOut(t *testing.T) {
	for _, tc := range []struct{ locale, script, line string }{
		{"en", `/combat add name:Orc stats:"STR 3 DEX 5 END 3 INT 7"
/combat add name:Bob stats:"STR 7 DEX 7 END 7 INT 7"
/combat next
/damage target:Orc amount:6 to:str
/combat next
/combat next
/combat next
`, "shock is over"},
		{"ru", `/бой добавить имя:Orc параметры:"СИЛ 3 ЛОВ 5 ВЫН 3 ИНТ 7"
/бой добавить имя:Bob параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/бой далее
/урон цель:Orc количество:6 куда:str
/бой далее
/бой далее
/бой далее
`, "шок прошёл"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 3, 3, 3, 6, 6, 1, 1, 6, 6, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		if !strings.Contains(consoletest.LastOf(t, out).Text(), "3") {
			t.Fatalf("%s: no round 3", tc.locale)
		}
		for _, s := range out {
			consoletest.KlNot(t, tc.locale, s, tc.line)
		}
	}
}

// The English turn note after a dive for cover named nobody
// («• Dove for cover: one action this turn.», where Russian says «Boss:
// бросок в укрытие …»). «Персонажи в зоне поражения могут потратить свое
// следующее действие, чтобы немедленно нырнуть в укрытие»: the next turn
// has one action, and the note says whose. Orc dives in Ann's turn, so the
// action it spends is its own turn's, still to come (a dive in its own
// turn spends one of that turn's: TestKlondikeDiveInOwnTurnSpendsThisTurns).
func TestKlondikeDiveNoteNamesTheFighter(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/combat add name:Ann\n/combat add name:Orc stats:\"INT 7\"\n/combat action action:dive name:Orc\n/combat next\n", "• Orc: dove for cover — one action this turn."},
		{"ru", "/бой добавить имя:Ann\n/бой добавить имя:Orc параметры:\"ИНТ 7\"\n/бой действие действие:\"Нырнуть в укрытие\" имя:Orc\n/бой далее\n", "• Orc: бросок в укрытие — в этот ход только одно действие."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale, consoletest.LastOf(t, out), tc.want)
	}
}

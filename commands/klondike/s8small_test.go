package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 8 play-test (s8-small): a knock-out at the round's end was told
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
// Dice (as TestKlondikeQA11RoundNotesNameTheFighter): initiative Bandit 3+3
// −3 = 3, Анна 6+6 +1 INT +1 Tactics = 14. The Bandit's pistol (3d6−3,
// untrained −3): 6+6 −3 = 9, Effect +1; damage 6+6+6 −3 +1 = 16 takes END 6
// to 0 and leaves 10 unplaced; at round 1's end it goes into DEX (8, the
// higher) → 0: 5+5 on END 6 (DM 0) = 10 ≥ 8, comes to in d6 = 5 minutes.
// Rounds 2 and 3: Анна rolls 5+5 and goes first, before the Bandit's 5+5 −3.
func TestKlondikeS8SmallRoundEndKnockoutSaidOnce(t *testing.T) {
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

package medieval_test

import (
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medMasculine finds a medieval state word in its masculine form only:
// «оглушён», «стабилизирован», «мёртв» not followed by «(а)».
var medMasculine = regexp.MustCompile(`(оглушён|стабилизирован|мёртв)([^(а-яё]|$)`)

func medNoMasculine(t *testing.T, what string, out []consoletest.Sent) {
	t.Helper()
	for _, s := range out {
		if m := medMasculine.FindString(s.Text()); m != "" {
			t.Errorf("%s: %q reads as a man's for Анна (want «…(а)»):\n%s", what, m, s.Text())
		}
	}
}

// The Russian text was rewritten to read right for women («(а)» forms), but
// the medieval state words on the tracker and in every reply stayed male:
// «Анна: … Смертельное 0 · оглушён · умирает», «· стабилизирован», «· мёртв».
// The seed's states — «находится вне боя» after a failed stun save,
// «Стабилизированному персонажу больше не требуется…», «ты умираешь в конце
// раунда» — must read right for Анна: «оглушён(а)», «стабилизирован(а)»,
// «мёртв(а)».
func TestMedievalStateWordsReadRightForAWoman(t *testing.T) {
	t.Run("stunned and stabilized", func(t *testing.T) {
		// 13 direct = Mortal 0. Stun save 5 > 3 fails (d6 3: «Вращается на
		// месте, падает»), death save 8 > 6 fails. Борис's sheet
		// stabilizes: 1 + TECH 7 + Medicine 5 = 13 ≥ 13 («бросок со
		// значеним 20 или больше» for 20 points; here 13).
		h := consoletest.NewSystemHarness(t, "ru", 4, 5, 6, 5, 3, 8, 1)
		h.Run(medAnnaRU)
		out := h.Run("/урон цель:Анна количество:13 напрямую:да\n")
		consoletest.MedWant(t, consoletest.MedReply(t, out), "Смертельное 0 · оглушён(а) · умирает")
		medNoMasculine(t, "damage", out)
		out = h.Run("@Bob /стабилизировать цель:Анна\n")
		consoletest.MedWant(t, consoletest.MedReply(t, out), "1+7+5 = **13** против 13", "оглушён(а) · стабилизирован(а)")
		medNoMasculine(t, "stabilize", out)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("dead", func(t *testing.T) {
		// 13 direct: stun save 2 ≤ 3 passes, death save 8 > 6 fails; the
		// round's end kills («при неудачном ты умираешь в конце раунда»).
		// Round 2's initiative: 3, 1 for the orcs.
		h := consoletest.NewSystemHarness(t, "ru", 4, 5, 6, 2, 8, 3, 1)
		h.Run(medAnnaRU)
		medNoMasculine(t, "damage", h.Run("/урон цель:Анна количество:13 напрямую:да\n"))
		out := h.Run("!click Next round\n")
		consoletest.MedWant(t, consoletest.LastOf(t, out), "Анна погибает", "0/48 · мёртв(а)")
		medNoMasculine(t, "next round", out)
		out = h.Run("/бой конец\n")
		consoletest.MedWant(t, consoletest.MedReply(t, out), "Анна — ▱▱▱▱▱▱▱▱ 0/48 · мёртв(а)")
		medNoMasculine(t, "recap", out)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// «Неудачный бросок означает, что персонаж находится вне боя»: an attack on a
// stunned fighter shows no defence roll. The Russian line read "Knight:
// защищаться некому (вне боя)" — "there is nobody to defend" — instead of
// "Knight cannot defend", as the English says.
func TestMedievalHelplessDefenceWording(t *testing.T) {
	for _, c := range []struct{ locale, stun, attack, want string }{
		{"en", "/damage target:Knight amount:14 direct:true\n", "/attack attacker:Archer target:Knight damage:1d6\n", "Knight cannot defend (out of the fight)."},
		{"ru", "/урон цель:Knight количество:14 напрямую:да\n", "/атака атакующий:Archer цель:Knight урон:1d6\n", "Knight не может защищаться (вне боя)."},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; 14 points: stun 9 > 7 (stunned), death 3,
			// Hollywood 4. The attack: to hit 5, location 3, damage 2, stun
			// save 2, death save 2.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 4, 3, 5, 3, 2, 2, 2)
			h.Run(medSetup[c.locale] + c.stun)
			if got := consoletest.MedReply(t, h.Run(c.attack)); !strings.Contains(got.Text(), c.want) {
				t.Fatalf("no %q in %s", c.want, got.Text())
			}
		})
	}
}

package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Потеря конечности … Персонаж должен немедленно совершить Спасбросок
// против смерти с ранением СМЕРТЕЛЬНОЕ 0»: the Archer (BODY 6, BTM 2) takes
// 11 to the left arm — 9 points, Critical on the track — and is left with a
// Mortal 0 wound. «Новые спасбросок требуется каждый раунд, пока персонаж
// остаётся не вылеченным»: the next round rolls one, and /stabilize
// («общее количество очков урона»: 9) is accepted, not answered with «no
// death save is needed»; once stabilized, no more death saves
// («Стабилизированному персонажу больше не требуется совершать Спасброски
// против смерти каждый ход»).
func TestMedievalLostLimbDeathSavesEachRoundUntilStabilized(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			1, 2, // stun save 1 ≤ 6 − 2; the limb's death save 2 ≤ 6 − 0
			5, 3, 4, // round 2: initiative, then the Archer's death save 4 ≤ 6
			2,    // stabilization: d10 2 + TECH 5 + Medicine 2 = 9 ≥ 9
			5, 3) // round 3: initiative only — no death save
		h.Run(medSetup[locale])
		hit := consoletest.MedReply(t, h.Run(medPick(locale, "/damage target:Archer amount:11 location:\"left arm\"\n",
			"/урон цель:Archer количество:11 место:\"левая рука\"\n")))
		consoletest.MedWant(t, hit,
			medPick(locale, "**Critical**", "**Критическое**"),
			medPick(locale, "death save every round", "спасбросок против смерти каждый раунд"),
			medPick(locale, "d10 **2** ≤ 6 (BODY 6 − 0)", "d10 **2** ≤ 6 (ТЕЛ 6 − 0)"))

		round := consoletest.PlainText(t, consoletest.LastOf(t, h.Run(medClicks[locale].round)))
		if want := medPick(locale, "Archer: death save 4 (needs 6 or less)", "Archer: спасбросок против смерти 4 (нужно 6 или меньше)"); !strings.Contains(round, want) {
			t.Errorf("round 2 lacks %q:\n%s", want, round)
		}

		got := consoletest.MedReply(t, h.Run(medPick(locale, "/stabilize target:Archer tech:5 skill_level:2\n",
			"/стабилизировать цель:Archer тех:5 уровень_навыка:2\n")))
		if got.Ephemeral {
			t.Fatalf("stabilization refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "**9** vs 9 — stabilized", "**9** против 9 — стабилизация удалась"))
		if all := consoletest.MedAllText(t, got); strings.Contains(all, medPick(locale, "no death save or stabilization is needed", "стабилизация не нужны")) {
			t.Errorf("stabilization answered as needless:\n%s", all)
		}

		round = consoletest.PlainText(t, consoletest.LastOf(t, h.Run(medClicks[locale].round)))
		if no := medPick(locale, "death save", "спасбросок против смерти"); strings.Contains(round, "Archer: "+no) {
			t.Errorf("a death save after stabilization:\n%s", round)
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%d scripted dice left", left)
		}
	})
}

// A player whose fighter lost a limb is asked for the death save each round
// (the tracker's button), and /save kind:death rolls it at Mortal 0 — not
// «no death save is needed».
func TestMedievalLostLimbPlayerOwesTheRoundsDeathSave(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		// Ann: BODY 6, hard torso 10; initiative Ann, Bob, Cy, Orc.
		h := consoletest.NewSystemHarness(t, locale, 5, 4, 3, 2,
			1, 2, // 11 to the arm − BTM 2 = 9: stun save 1, death save 2
			5, 4, 3, 2, // round 2's initiative
			3) // Ann's death save 3 ≤ 6
		h.Run(map[string]string{"en": medPlayersEN, "ru": medPlayersRU}[locale])
		ann := medPick(locale, "Ann", "Анна")
		h.Run(medPick(locale, "/damage target:Ann amount:11 location:\"right arm\"\n", "/урон цель:Анна количество:11 место:\"правая рука\"\n"))
		round := consoletest.PlainText(t, consoletest.LastOf(t, h.Run(medClicks[locale].round)))
		if want := medPick(locale, "Ann is at Mortal 0: death save, roll 6 or less", "Анна: ранение Смертельное 0 — спасбросок против смерти, нужно 6 или меньше"); !strings.Contains(round, want) {
			t.Errorf("round 2 does not ask %s for a death save:\n%s", ann, round)
		}
		got := consoletest.MedReply(t, h.Run(medPick(locale, "@Ann /save kind:death target:Ann\n", "@Ann /спасбросок вид:смерть цель:Анна\n")))
		if got.Ephemeral {
			t.Fatalf("the owed death save refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "d10 **3** ≤ 6 (BODY 6 − 0)", "d10 **3** ≤ 6 (ТЕЛ 6 − 0)"))
	})
}

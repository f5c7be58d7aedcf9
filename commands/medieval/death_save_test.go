package medieval_test

import (
	"testing"

	"fray/bot/consoletest"
)

// The death save comes every round at Mortal N until stabilized
// («Каждый раунд, ты должен совершать ещё один Спасбросок против смерти»); a
// failure kills at the end of that round.
func TestMedievalDeathSaveEveryRoundThenDeath(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			3, 3, // 20 points: Mortal 1; stun 3 ≤ 6, death save 3 ≤ 9
			2, 2, 7, // round 2: initiative, death save 7 ≤ 9
			2, 2, 10, // round 3: initiative, death save 10 > 9: dying
			2, 2) // round 4: initiative
		h.Run(consoletest.MedSetupEN)
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/damage target:Knight amount:20 direct:true\n")), medPick(locale, "**Mortal 1**", "**Смертельное 1**"))
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(c.round)), medPick(locale, "Knight: death save 7 (needs 9 or less) — still alive.", "Knight: спасбросок против смерти 7"))
		got := consoletest.LastOf(t, h.Run(c.round))
		consoletest.MedWant(t, got, medPick(locale, "dies at the end of the round", "умрёт в конце раунда"))
		got = consoletest.LastOf(t, h.Run(c.round))
		consoletest.MedWant(t, got, medPick(locale, "Knight is dead.", "Knight погибает."))
	})
}

// «Каждый раунд, ты должен совершать ещё один Спасбросок против смерти …
// При успешном броске ты сделал это»: a passed death save carries the
// character through the round, so another that round is refused and draws
// no die; the next comes with a new wound (rolled with it) or the next round.
// Knight: BODY 10; 20 wound points = Mortal 1, death save 10 − 1 = 9 or less.
func TestMedievalPassedDeathSaveIsTheRounds(t *testing.T) {
	for _, c := range []struct {
		locale, damage, save, wound string
		refusal                     []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/save kind:death target:Knight\n", "/damage target:Knight amount:1 direct:true\n",
			[]string{"Knight has passed this round's death save", "comes next round or with a new wound"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/спасбросок вид:смерть цель:Knight\n", "/урон цель:Knight количество:1 напрямую:да\n",
			[]string{"Knight: спасбросок против смерти в этом раунде уже пройден", "в следующем раунде или с новым ранением"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; the wound's stun save 2 and death save 4
			// (both pass); after the new wound: stun save 2, death save 3.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 4, 2, 3)
			h.Run(medSetup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			medRefused(t, h, c.save, c.refusal...)
			// A new wound rolls its own death save (21 points = Mortal 2: 3 ≤ 8), and that one
			// is again the round's.
			got := consoletest.MedReply(t, h.Run(c.wound))
			if got.Ephemeral {
				t.Fatalf("second wound refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, "**3** ≤ 8")
			medRefused(t, h, c.save, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «при неудачном ты умираешь в конце раунда, в котором был сделан бросок»:
// after the failed death save (10 > 9), a second /save kind:death used to roll
// and read "passed" over a character who still dies at the end of the round.
func TestMedievalNoSecondDeathSaveWhenDying(t *testing.T) {
	for _, c := range []struct {
		locale, damage, save string
		refusal              []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/save kind:death target:Knight\n",
			[]string{"Knight has failed this round's death save", "unless stabilized"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/спасбросок вид:смерть цель:Knight\n",
			[]string{"Knight: спасбросок против смерти в этом раунде провален", "если не стабилизировать"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 2 (passes), death save 10 (fails).
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10)
			h.Run(medSetup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			medRefused(t, h, c.save, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A refusal that says what to do. «Но если ранение Смертельно
// 0, у него есть шанс умереть. Определение того, выживет ли он, требует,
// чтобы был совершён Спасбросок против смерти»: on a fighter who is not
// mortally wounded, /save kind:death and /stabilize were refused with only
// «Орк: смертельного ранения нет.» A new GM is now told where Mortal starts
// and that /attack and /damage roll the death save themselves.
func TestMedievalNotMortalRefusalSaysWhatToDo(t *testing.T) {
	for _, c := range []struct {
		locale, save, stabilize string
		wants                   []string
	}{
		{"en", "/save kind:death target:Knight\n", "/stabilize target:Knight medic:Archer\n",
			[]string{"Knight is not mortally wounded (Mortal starts at 13 wound points)", "/attack and /damage roll the death save themselves"}},
		{"ru", "/спасбросок вид:смерть цель:Knight\n", "/стабилизировать цель:Knight лекарь:Archer\n",
			[]string{"Knight: смертельного ранения нет (Смертельное — от 13 пунктов урона)", "бросают сами /атака и /урон"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; 12 points straight onto the track: Critical,
			// one short of Mortal 0 (stun save 2 passes).
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2)
			h.Run(medSetup[c.locale])
			h.Run(medPick(c.locale, "/damage target:Knight amount:12 direct:true\n", "/урон цель:Knight количество:12 напрямую:да\n"))
			medRefused(t, h, c.save, c.wants...)
			medRefused(t, h, c.stabilize, c.wants...)
		})
	}
}

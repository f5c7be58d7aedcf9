package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The seed: 20 wound points are Mortal 1 and stabilizing them needs 20. The
// stun save fails (9 > 10 − 4) and the Hollywood d6 shows entry 4; the death
// save passes (3 ≤ 10 − 1). Then 7 + TECH 5 + Medicine 8 = 20 stabilizes.
func TestMedievalMortalOneStunHollywoodAndStabilize(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, dmg, stab string
		wants, stabWants         []string
	}{
		{"en", consoletest.MedSetupEN, "/damage target:Knight amount:20 direct:true\n", "/stabilize target:Knight medic:Archer\n",
			[]string{"**Mortal 1**", `d10 **9** \u003e 6 (BODY 10 − 4)`, "failed: stunned", "d6 4", "Clutches the wound, staggers and falls.", "d10 **3** ≤ 9 (BODY 10 − 1)"},
			[]string{"7+5+8 = **20** vs 20", "stabilized"}},
		{"ru", medSetupRU, "/урон цель:Knight количество:20 напрямую:да\n", "/стабилизировать цель:Knight лекарь:Archer\n",
			[]string{"**Смертельное 1**", `d10 **9** \u003e 6 (ТЕЛ 10 − 4)`, "провал: оглушение", "d6 4", "Хватается за рану, шатается и падает", "(ТЕЛ 10 − 1)"},
			[]string{"7+5+8 = **20** против 20", "стабилизация удалась"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 9, 4, 3, 7)
		h.Run(tc.setup)
		got := consoletest.MedReply(t, h.Run(tc.dmg))
		consoletest.MedWant(t, got, tc.wants...)
		// The Hollywood line comes before the flavour line, which is last.
		if strings.Index(got.Text(), "d6 4") > strings.LastIndex(got.Text(), `"value":"*`) {
			t.Errorf("%s: flavour is not last: %s", tc.locale, got.Text())
		}
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run(tc.stab)), tc.stabWants...)
	}
}

// «Оглушение/Шок может быть отменён путём успешного прохождения проверки в
// последующем раунде»: a /save kind:stun in the round of the stun used to
// end it at once (2 ≤ 6: "back in the fight"). It is refused now; in round 2
// a failed try (8 > 6) is that round's try, and a second one is refused too.
// 20 wound points = Mortal 1: stun save 10 − 4 = 6, death save 10 − 1 = 9.
func TestMedievalStunEndsOnlyInALaterRound(t *testing.T) {
	for _, c := range []struct {
		locale, damage, save, next string
		refusal                    []string
		failed                     string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/save kind:stun target:Knight\n", "!click Next round\n",
			[]string{"Knight was stunned this round", "only in a later round"}, `d10 **8** \u003e 6 (BODY 10 − 4) — **failed`},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/спасбросок вид:оглушение цель:Knight\n", "!click Следующий раунд\n",
			[]string{"Knight: оглушение получено в этом раунде", "только в последующем раунде"}, `d10 **8** \u003e 6 (ТЕЛ 10 − 4) — **провал`},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; the damage: stun 9 (fails), Hollywood 4, death
			// save 3; round 2: initiative 1, 1 (Archer 9, Knight 1 + REF ⅓ 2 = 3),
			// Knight's death save 3; the try in round 2: 8.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 4, 3, 1, 1, 3, 8)
			h.Run(medSetup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral || !strings.Contains(got.Text(), "9") {
				t.Fatalf("damage: %s", got.Text())
			}
			medRefused(t, h, c.save, c.refusal...)
			h.Run(c.next)
			got := consoletest.MedReply(t, h.Run(c.save))
			if got.Ephemeral || !strings.Contains(got.Text(), c.failed) {
				t.Fatalf("round 2's try: %s", got.Text())
			}
			medRefused(t, h, c.save, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Fatalf("%d scripted faces were not drawn", left)
			}
		})
	}
}

// The stun save fails (9 > 10 − 4) with the Hollywood d6; on the stunned
// NPC's next turn, in a later round, it retries and comes back (2 ≤ 6).
func TestMedievalStunRecoveryOnLaterTurn(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			9, 4, 3, // stun fails, d6 4, death save 3
			3, 2, 7, // round 2: initiative (Archer 11, Knight 4), death save 7
			2) // Knight's turn: stun save 2 ≤ 6
		h.Run(consoletest.MedSetupEN)
		got := consoletest.MedReply(t, h.Run("/damage target:Knight amount:20 direct:true\n"))
		consoletest.MedWant(t, got, "d6 4", medPick(locale, "Clutches the wound, staggers and falls.", "Хватается за рану, шатается и падает"))
		h.Run(c.round)
		got = consoletest.LastOf(t, h.Run(c.next))
		consoletest.MedWant(t, got, medPick(locale, "Knight: stun save 2 (needs 6 or less) — passed.", "Knight: спасбросок от оглушения 2"))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// «Каждый раз, когда персонаж получает урон, он должен сделать спасбросок»:
// /save kind:stun on an unhurt fighter who is not stunned used to roll it
// (9 > 6: "failed: stunned, out of the fight", Hollywood "Clutches the wound")
// and leave the tracker reading "Unhurt · stunned". It is refused now, with
// no die drawn.
func TestMedievalStunSaveOnUnhurtRefused(t *testing.T) {
	for _, c := range []struct{ locale, save, want string }{
		{"en", "/save kind:stun target:Archer\n", "Archer is unhurt and not stunned"},
		{"ru", "/спасбросок вид:оглушение цель:Archer\n", "Archer: ни ранений, ни оглушения"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 4)
			h.Run(medSetup[c.locale])
			medRefused(t, h, c.save, c.want)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

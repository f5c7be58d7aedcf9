package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Issue 4's "Done when" and rule list, item by item, in the console in both
// locales. Every scenario starts with medSetupEN's two fighters; the first
// two faces are their initiative (Knight 5, Archer 3).

// medClicks are the tracker's buttons in each locale.
var medClicks = map[string]struct{ next, round string }{
	"en": {"!click Next turn\n", "!click Next round\n"},
	"ru": {"!click Следующий ход\n", "!click Следующий раунд\n"},
}

func medBoth(t *testing.T, f func(t *testing.T, locale string)) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) { f(t, locale) })
	}
}

// medPick is the locale's text of a pair.
func medPick(locale string, en, ru string) string {
	if locale == "ru" {
		return ru
	}
	return en
}

// «Новое правило 2»: three layers combine in pairs from the inside out —
// 10 and 20 → 20 + 3 = 23; 23 and 30 → 30 + 4 = 34 (RULES.md). 40 − 34 = 6,
// − BTM 4 = 2. Only the outermost layer wears (30 → 29). Three layers add
// EV +1 +2 = 3 to REF 6: initiative 5 + 3 = 8, the join line naming REF
// after the EV (session 10d).
func TestMedievalDoneThreeLayers(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 2)
		setup := strings.Replace(consoletest.MedSetupEN, `armor:"torso 10"`, `armor:"torso 10; torso 20; torso 30 hard"`, 1)
		var all strings.Builder
		for _, s := range h.Run(setup) {
			all.WriteString(s.Text())
		}
		if want := medPick(locale, "initiative **8** (🎲 5 + REF 3 (6 − EV 3))", "инициатива **8** (🎲 5 + РЕФ 3 (6 − ЗУ 3))"); !strings.Contains(all.String(), want) {
			t.Errorf("no %q in %s", want, all.String())
		}
		got := consoletest.MedReply(t, h.Run("/damage target:Knight amount:40 location:torso\n"))
		sp := medPick(locale, "SP", "ОС")
		consoletest.MedWant(t, got,
			"40 − "+sp+" 34 → 6",
			medPick(locale, "combined 23 (+3)", "вместе 23 (+3)"),
			medPick(locale, "combined 34 (+4)", "вместе 34 (+4)"),
			medPick(locale, "worn to 29", "изношена до 29"),
			medPick(locale, "**2 wound points**", "**2 пункта урона**"))
	})
}

// At most 3 layers, at most one hard: a fourth layer or a second hard one
// is refused when the armor is written.
func TestMedievalDoneArmorLimits(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5)
		h.Run("/system set system:medieval\n/combat start\n")
		for _, armor := range []string{"torso 4; torso 4; torso 4; torso 4", "torso 10 hard; torso 12 hard"} {
			got := consoletest.LastOf(t, h.Run(`/combat add name:Tin stats:"REF 5" armor:"`+armor+"\"\n"))
			if !got.Ephemeral || !strings.Contains(got.Text(), "❌") {
				t.Errorf("armor %q accepted: %s", armor, got.Text())
			}
		}
	})
}

// Cover counts as an SP combined proportionally with the armor: SP 10
// armor behind SP 10 cover is 10 + 5 = 15; 20 − 15 = 5 − BTM 4 = 1.
func TestMedievalDoneCoverIsAnSP(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 2)
		h.Run(consoletest.MedSetupEN)
		got := consoletest.MedReply(t, h.Run("/damage target:Knight amount:20 location:torso cover:10\n"))
		sp := medPick(locale, "SP", "ОС")
		consoletest.MedWant(t, got, "20 − "+sp+" 15 → 5", sp+" 10 (+5)", medPick(locale, "**1 wound point**", "**1 пункт урона**"))
	})
}

// A blade halves the SP of marked (soft) armor, not of hard armor unless
// it is marked: 12 against soft SP 10 → 5 passes 7; against hard SP 10, 2.
func TestMedievalDoneBladesAndMarkedArmor(t *testing.T) {
	for _, tc := range []struct{ armor, want string }{
		{"torso 10", "12 − SP 5 → 7"},
		{"torso 10 hard", "12 − SP 10 → 2"},
		{"torso 10 hard marked", "12 − SP 5 → 7"},
		{"torso 10 unmarked", "12 − SP 10 → 2"},
	} {
		h := consoletest.NewSystemHarness(t, "en", 5, 3, 2)
		h.Run(strings.Replace(consoletest.MedSetupEN, `armor:"torso 10"`, `armor:"`+tc.armor+`"`, 1))
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/damage target:Knight amount:12 location:torso blade:true\n")), tc.want)
	}
}

// The seed's armor-piercing arrow through /attack: 30 against SP 10 → SP 5,
// 25 through, halved to 12; BTM 4 leaves 8 (Serious).
func TestMedievalDoneArrowByAttack(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			7,             // to hit 7 + 8 + 5 = 20 vs close 15
			3,             // torso
			6, 6, 6, 6, 6, // 5d6 arrow = 30
			2) // stun save 2 ≤ 10 − 1
		h.Run(consoletest.MedSetupEN)
		got := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"5d6 ranged ap\" range:close\n"))
		sp, btm := medPick(locale, "SP", "ОС"), medPick(locale, "BTM", "МТЕЛ")
		consoletest.MedWant(t, got, "30 − "+sp+" 5 → 25 → ½ 12 − "+btm+" 4", medPick(locale, "**8 wound points**", "**8 пунктов урона**"),
			medPick(locale, "**Serious**", "**Серьёзное**"))
	})
}

// Aiming: +1 per consecutive turn of aiming up to +3, counted by the
// tracker and spent on the attack; a second aim in one turn is refused;
// the tracker line shows the turn's actions and the next one's −3.
func TestMedievalDoneAimingAndActionCount(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			4, 4, // round 2 initiative
			4, 4, // round 3
			4, 4, // round 4
			2,    // to hit 2 + 8 + 5 + 3 = 18 vs close 15
			3,    // torso
			6, 6, // 12 − SP 10 = 2 − BTM 4 → 1
			2) // stun save
		h.Run(consoletest.MedSetupEN)
		got := consoletest.LastOf(t, h.Run("/combat action action:aim name:Archer\n"))
		consoletest.MedWant(t, got, medPick(locale, "1 action this round (next −3)", "1 действие в раунде (следующее −3)"),
			medPick(locale, "aiming (1 round, +1)", "целится (1 раунд, +1)"))
		if got := consoletest.LastOf(t, h.Run("/combat action action:aim name:Archer\n")); !got.Ephemeral {
			t.Fatalf("a second aim in one turn was accepted: %s", got.Text())
		}
		for range 2 {
			h.Run(c.next + c.round + "/combat action action:aim name:Archer\n")
		}
		h.Run(c.next + c.round)
		got = consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n"))
		consoletest.MedWant(t, got, medPick(locale, "2+8+5+3 = **18** vs 15", "2+8+5+3 = **18** против 15"), medPick(locale, "aiming +3", "прицеливание +3"))
		// The attack spent the aim and counted as the turn's first action.
		tracker := consoletest.LastOf(t, h.Run("/combat list\n"))
		consoletest.MedWant(t, tracker, medPick(locale, "1 action this round (next −3)", "1 действие в раунде (следующее −3)"))
		if strings.Contains(tracker.Text(), medPick(locale, "aiming (", "целится (")) {
			t.Errorf("aim not spent: %s", tracker.Text())
		}
	})
}

// The death save comes every round at Mortal N until stabilized
// («Каждый раунд, ты должен совершать ещё один Спасбросок против смерти»); a
// failure kills at the end of that round.
func TestMedievalDoneDeathSaveEveryRoundThenDeath(t *testing.T) {
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

// Stabilizing: someone else rolls TECH + Medicine + 1d10 ≥ the wound
// points (the seed: 20 points need 20); not the patient; afterwards no death
// saves until new damage.
func TestMedievalDoneStabilize(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			3, 3, // stun, death save
			6,    // 6 + 5 + 8 = 19 < 20: not yet
			7,    // 7 + 5 + 8 = 20: stabilized
			2, 2) // round 2 initiative: no death save
		h.Run(consoletest.MedSetupEN)
		h.Run("/damage target:Knight amount:20 direct:true\n")
		if got := consoletest.LastOf(t, h.Run("/stabilize target:Knight medic:Knight\n")); !got.Ephemeral {
			t.Fatalf("the patient stabilized himself: %s", got.Text())
		}
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/stabilize target:Knight medic:Archer\n")), medPick(locale, "6+5+8 = **19** vs 20", "6+5+8 = **19** против 20"))
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/stabilize target:Knight medic:Archer\n")), medPick(locale, "7+5+8 = **20** vs 20", "7+5+8 = **20** против 20"), medPick(locale, "stabilized", "стабилизирован"))
		got := consoletest.LastOf(t, h.Run(c.round))
		if strings.Contains(got.Text(), medPick(locale, "death save", "спасбросок против смерти")) {
			t.Errorf("a death save after stabilizing: %s", got.Text())
		}
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// The stun save fails (9 > 10 − 4) with the Hollywood d6; on the stunned
// NPC's next turn, in a later round, it retries and comes back (2 ≤ 6).
func TestMedievalDoneStunRecoveryOnLaterTurn(t *testing.T) {
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

// /combat undo after a medieval attack restores the target exactly:
// wounds, armor wear and the attacker's action count. The same attack
// again gives the same numbers.
func TestMedievalUndoRestoresTarget(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		attack := []int{7, 3, 6, 6, 6, 9} // 20 vs 15, torso, 18 − SP 10 = 8 − BTM 4 = 4, stun 9 ≤ 10
		h := consoletest.NewSystemHarness(t, locale, append(append([]int{5, 3}, attack...), attack...)...)
		h.Run(consoletest.MedSetupEN)
		list := func() string {
			return consoletest.MedEmbedOf(t, consoletest.LastOf(t, h.Run("/combat list\n"))).Description
		}
		before := list()
		first := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"3d6 ranged\" range:close\n"))
		consoletest.MedWant(t, first, "44/48", medPick(locale, "worn to 9", "изношена до 9"))
		if list() == before {
			t.Fatal("the attack changed nothing")
		}
		h.Run("/combat undo\n")
		if after := list(); after != before {
			t.Fatalf("undo did not restore the fight:\n%s\n%s", before, after)
		}
		again := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"3d6 ranged\" range:close\n"))
		consoletest.MedWant(t, again, "18 − "+medPick(locale, "SP", "ОС")+" 10 → 8", "44/48")
		if strings.Contains(again.Text(), "−3") {
			t.Errorf("the undone attack still counts as an action: %s", again.Text())
		}
	})
}

// A stunned player is prompted on a later turn («Оглушение/Шок может быть
// отменён путём успешного прохождения проверки в последующем раунде») and
// rolls from the tracker: Critical, BODY 10 − 2 = 8; 3 ≤ 8 brings Ann back.
func TestMedievalDoneStunPromptForPlayer(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 9, 4, 1, 1, 3)
		h.Run(`/system set system:medieval
/combat start
@Ann /char set stats:"REF 6 BODY 10" name:Ann
@Ann /combat join
/combat add name:Orc stats:"REF 5 BODY 10"
/damage target:Ann amount:10 direct:true
`)
		h.Run(c.next + c.round)
		got := consoletest.LastOf(t, h.Run(c.next))
		button := medPick(locale, "Ann: stun save", "Ann: спасбросок от оглушения")
		consoletest.MedWant(t, got, button)
		got = consoletest.LastOf(t, h.Run("@Ann !click "+button+"\n"))
		consoletest.MedWant(t, got, medPick(locale, "Ann: stun save 3 (needs 8 or less) — passed.", "Ann: спасбросок от оглушения 3"))
		if strings.Contains(got.Text(), medPick(locale, "stunned", "оглушён")) {
			t.Errorf("Ann is still stunned: %s", got.Text())
		}
	})
}

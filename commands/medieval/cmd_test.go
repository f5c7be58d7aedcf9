package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

const medSetupRU = `/система выбрать система:medieval
/бой начать
/бой добавить имя:Knight параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 4" броня:"торс 10"
/бой добавить имя:Archer параметры:"РЕФ 8 ТЕЛ 6 Стрельба_из_лука 5 Медицина 8"
`

// The seed's armor-piercing arrow: 30 against SP 10 → SP 5 → 25 → 12; then
// the Knight's BTM 4 leaves 8 wound points (Serious). The torso layer wears.
func TestMedievalArmorPiercingArrowBothLocales(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, cmd string
		wants              []string
	}{
		{"en", consoletest.MedSetupEN, "/damage target:Knight amount:30 location:torso ap:true\n",
			[]string{"30 − SP 5 → 25 → ½ 12 − BTM 4 = **8 wound points**", "Serious", "worn to 9", "d10 **7** ≤ 9 (BODY 10 − 1)", "passed"}},
		{"ru", medSetupRU, "/урон цель:Knight количество:30 место:торс бронебойное:да\n",
			[]string{"30 − ОС 5 → 25 → ½ 12 − МТЕЛ 4 = **8 пунктов урона**", "Серьёзное", "изношена до 9", "(ТЕЛ 10 − 1)", "успех"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 7)
		h.Run(tc.setup)
		got := consoletest.MedReply(t, h.Run(tc.cmd))
		if got.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, got.Text())
		}
		consoletest.MedWant(t, got, tc.wants...)
	}
}

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

// Melee: an exploding 10 (10+3), the defender's opposed roll, a head hit
// that doubles and BTM's minimum of 1.
func TestMedievalMeleeCriticalHeadHitBTMFloor(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3,
		10, 3, // to hit: 10 explodes, +3 → 13 + REF 6 + Melee 4 = 23
		5, // Archer defends: 5 + REF 8 + Melee 0 = 13
		1, // location: head
		1, // 1d6 = 1 → head ×2 = 2 → BTM 2 (BODY 6) → floor 1
		2) // stun save 2 ≤ 6: passed
	h.Run(consoletest.MedSetupEN)
	got := consoletest.MedReply(t, h.Run("/attack attacker:Knight target:Archer damage:1d6\n"))
	consoletest.MedWant(t, got, "🎲 10+3+6+4 = **23** vs 13 — critical hit, head", "head ×2 → 2", "(at least 1 gets through)", "**1 wound point**")
	// 23 against 13 is no tie: the tie rule is not recited.
	if strings.Contains(got.Text(), "Ties go to the defender.") {
		t.Errorf("tie rule shown without a tie: %s", got.Text())
	}
	if !strings.Contains(got.Text(), `"color":15844367`) { // colorCritical
		t.Errorf("not coloured as a critical: %s", got.Text())
	}
}

// A natural 1 misses and draws no more dice; the embed says fumble.
func TestMedievalFumble(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 1)
	h.Run(consoletest.MedSetupEN)
	got := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n"))
	consoletest.MedWant(t, got, "— fumble", "automatic miss", `"color":15105570`)
}

// Ranged to hit against a range band, hit location, layered armor.
func TestMedievalRangedLayersAndLocation(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3,
		4,    // to hit 4 + REF 8 + Archery 5 = 17 vs close 15
		3,    // torso
		6, 6, // 2d6 = 12 vs SP 10 inner + 4 outer: difference 6 → +4 = 14, stopped
	)
	h.Run(strings.Replace(consoletest.MedSetupEN, `armor:"torso 10"`, `armor:"torso 10; torso 4"`, 1))
	got := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n"))
	consoletest.MedWant(t, got, "4+8+5 = **17** vs 15 — hit, torso", "2. SP 4 · combined 14 (+4)", "SP 14: stopped 12, through **0**", "the armor stops it")
}

// More than 8 to a limb takes it off and calls a death save at Mortal 0;
// more than 8 to the head kills.
func TestMedievalLimbLossAndHeadDeath(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 1, 2)
	h.Run(consoletest.MedSetupEN)
	got := consoletest.MedReply(t, h.Run("/damage target:Archer amount:11 location:\"left arm\"\n"))
	// 11 − BTM 2 = 9 > 8: lost; stun 1 ≤ 6 − 2 passes, death save 2 ≤ 6 − 0.
	consoletest.MedWant(t, got, "**9 wound points**", "left arm is lost", "d10 **2** ≤ 6 (BODY 6 − 0)")
	got = consoletest.MedReply(t, h.Run("/damage target:Knight amount:7 location:head\n"))
	// 7 × 2 = 14 − BTM 4 = 10 > 8 to the head: dead, no saves.
	consoletest.MedWant(t, got, "**10 wound points**", "dead", `"color":2895667`)
}

// Bad input is an ephemeral error and changes nothing; players cannot
// use the GM's /damage.
func TestMedievalBadInputChangesNothing(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3)
	h.Run(consoletest.MedSetupEN)
	before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
	for _, line := range []string{
		"/damage target:Knight amount:5 location:tail\n",
		"/damage target:Knight amount:-3\n",
		"@Bob /damage target:Knight amount:5 location:torso\n",
		"/attack attacker:Archer target:Knight weapon:\"2d6 ranged\"\n",
		"/attack attacker:Archer target:Archer damage:1d6\n",
		"/save kind:sleep target:Knight\n",
		"/heal target:Knight points:0\n",
	} {
		got := consoletest.LastOf(t, h.Run(line))
		if !got.Ephemeral || !strings.Contains(got.Text(), "❌") {
			t.Errorf("%q was not refused: %s", line, got.Text())
		}
	}
	if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
		t.Fatalf("state changed:\n%s\n%s", before, after)
	}
}

// A player at Mortal gets a death-save button at the next round and rolls it.
func TestMedievalDeathSavePromptButton(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 9, 4, 3, 2, 2, 8)
	h.Run(`/system set system:medieval
/combat start
@Ann /char set stats:"REF 6 BODY 10" name:Ann
@Ann /combat join
/combat add name:Orc stats:"REF 5 BODY 10"
/damage target:Ann amount:20 direct:true
`)
	out := h.Run("!click Next round\n")
	if got := consoletest.LastOf(t, out); !strings.Contains(got.Text(), "Ann: death save") {
		t.Fatalf("no death-save button: %s", got.Text())
	}
	got := consoletest.LastOf(t, h.Run("@Ann !click Ann: death save\n"))
	consoletest.MedWant(t, got, "Ann: death save 8 (needs 9 or less) — still alive.")
}

// /help shows the medieval commands and rules in both languages.
func TestMedievalHelp(t *testing.T) {
	for _, tc := range []struct{ locale, want, cmd string }{{"en", "Hollywood d6", "/stabilize"}, {"ru", "голливудский d6", "/стабилизировать"}} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		got := consoletest.LastOf(t, h.Run("/system set system:medieval\n/help\n"))
		consoletest.MedWant(t, got, tc.want, tc.cmd)
	}
}

// A player acts for their own fighter even when it is not its turn: «Ты
// можешь решить действовать позже в раунде, вступая в любой момент
// действия». With no attacker named, Ann's /attack on the bandit's turn is
// Ann's attack, as in the other systems — not a refusal to act for the
// bandit. Initiative: Ann 5 + REF 8 = 13, the bandit 9 + 6 = 15, who goes
// first.
func TestMedievalPlayerAttacksOutOfTurnWithOwnFighter(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			faces := []int{5, 9}
			for range 40 {
				faces = append(faces, 3)
			}
			h := consoletest.NewSystemHarness(t, locale, faces...)
			h.Run(`/system set system:medieval
@Ann /char set stats:"REF 8 BODY 10 Melee 4" name:Ann
/combat start
@Ann /combat join
/combat add name:Bandit stats:"REF 6 BODY 6 Melee 3"
`)
			out := h.Run("@Ann /attack target:Bandit weapon:Sword\n")
			got := out[0]
			if got.Ephemeral || got.Kind != "response" {
				t.Fatalf("refused: %s", got.Text())
			}
			if !strings.Contains(got.Text(), "Ann") {
				t.Errorf("not Ann's attack: %s", got.Text())
			}
			// Naming another's fighter is still refused.
			out = h.Run("@Ann /attack attacker:Bandit target:Ann\n")
			if !out[0].Ephemeral {
				t.Errorf("Ann attacked for the bandit: %s", out[0].Text())
			}
		})
	}
}

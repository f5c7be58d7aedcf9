package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A medieval reply shows where an effective REF (INT) comes from. A
// newcomer with РЕФ 8 in «торс 14 жёсткая зу1; торс, руки 10» read
// «d10 6 · РЕФ 6 · Фехтование 5» and initiative «🎲 4 + 8», and nothing said
// why.
//
// RULES.md: «Encumbrance: sum of armor EV (ЗУ) subtracted from REF; … the
// 2nd layer adds 1 EV, the 3rd adds 2» — here ЗУ1 + 1 for the second layer.
// The seed's wound effects: «На уровне СЕРЬЁЗНОЕ Ранение, персонаж будет
// иметь -2 к характеристике Рефлексы»; «КРИТИЧЕСКОЕ … Рефлексы, Интеллект и
// Крутость автоматически уменьшаются вдвое (округлить вверх)»;
// «СМЕРТЕЛЬНОЕ … до 1/3 от нормы (раздели на 3, округляя в большую
// сторону)».

// medStepsSetup: Knight REF 8 INT 7, Fencing 5, Stealth 3, Combat Sense 2, in
// that armour (EV 1 + 1 = 2: REF 6); Orc REF 6 INT 5, Melee 3,
// Awareness 2, unarmoured. Initiative: Knight 4 + 6 + 2 = 12, Orc 3 + 6 = 9.
var medStepsSetup = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:Knight stats:"REF 8 INT 7 BODY 10 fencing 5 stealth 3 combat_sense 2" armor:"torso 14 hard ev1; torso,arms 10"
/combat add name:Orc stats:"REF 6 INT 5 BODY 8 melee 3 awareness 2"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:Knight параметры:"РЕФ 8 ИНТ 7 ТЕЛ 10 Фехтование 5 Скрытность 3 Чувство_боя 2" броня:"торс 14 жёсткая зу1; торс, руки 10"
/бой добавить имя:Orc параметры:"РЕФ 6 ИНТ 5 ТЕЛ 8 Ближний_бой 3 Осведомлённость 2"
`,
}

var medStepsCmd = map[string]map[string]string{
	"en": {
		"attack":      "/attack attacker:Knight target:Orc weapon:\"1d6+1 melee blade\" skill:fencing melee:true\n",
		"hurtKnight6": "/damage target:Knight amount:6 direct:true\n",
		"hurtKnight4": "/damage target:Knight amount:4 direct:true\n",
		"hurtOrc6":    "/damage target:Orc amount:6 direct:true\n",
		"hurtOrc4":    "/damage target:Orc amount:4 direct:true\n",
		"ambush":      "/attack attacker:Knight target:Orc damage:1d6+1 difficulty:50 ambush:true\n",
		"team":        "/combat init name:Knight team:Orc\n",
		"charge":      "/combat charge name:Knight\n",
	},
	"ru": {
		"attack":      "/атака атакующий:Knight цель:Orc оружие:\"1d6+1 ближний клинок\" навык:Фехтование ближний:да\n",
		"hurtKnight6": "/урон цель:Knight количество:6 напрямую:да\n",
		"hurtKnight4": "/урон цель:Knight количество:4 напрямую:да\n",
		"hurtOrc6":    "/урон цель:Orc количество:6 напрямую:да\n",
		"hurtOrc4":    "/урон цель:Orc количество:4 напрямую:да\n",
		"ambush":      "/атака атакующий:Knight цель:Orc урон:1d6+1 сложность:50 засада:да\n",
		"team":        "/бой инициатива имя:Knight команда:Orc\n",
		"charge":      "/бой вваливание имя:Knight\n",
	},
}

// medStepsRun runs one command that must not be refused.
func medStepsRun(t *testing.T, h *consoletest.Harness, cmd string) consoletest.Sent {
	t.Helper()
	got := consoletest.MedReply(t, h.Run(cmd))
	if got.Ephemeral {
		t.Fatalf("%s: refused: %s", cmd, got.Text())
	}
	return got
}

// The to-hit and defence fields name the EV and the wound level behind REF;
// the numbers of the roll (the compact line, the totals) are the ones they
// always were.
func TestMedievalAttackShowsEVAndWounds(t *testing.T) {
	want := map[string][][]string{
		"en": {
			// d10 2 + REF 6 + Fencing 5 = 13 against d10 9 + REF 6 + Melee 3 = 18.
			{"🎲 2+6+5 = **13** vs 18 — miss", "d10 2 · REF 6 (8 − EV 2) · Fencing 5 = **13**", "d10 9 · REF 6 · Melee 3 = **18**"},
			// Both Serious: REF 8 − 2 − 2 = 4 and 6 − 2 = 4; the action count −3.
			{"🎲 2+4+5−3 = **8** vs 16", "REF 4 (8 − EV 2, Serious −2) · Fencing 5 · extra actions −3 = **8**", "d10 9 · REF 4 (6, Serious −2) · Melee 3 = **16**"},
			// Both Critical: ⌈6/2⌉ = 3, ⌈6/2⌉ = 3.
			{"🎲 2+3+5−6 = **4** vs 15", "REF 3 (8 − EV 2, Critical ½) · Fencing 5", "d10 9 · REF 3 (6, Critical ½) · Melee 3 = **15**"},
		},
		"ru": {
			{"🎲 2+6+5 = **13** против 18 — промах", "d10 2 · РЕФ 6 (8 − ЗУ 2) · Фехтование 5 = **13**", "d10 9 · РЕФ 6 · Ближний бой 3 = **18**"},
			{"🎲 2+4+5−3 = **8** против 16", "РЕФ 4 (8 − ЗУ 2, Серьёзное −2) · Фехтование 5", "d10 9 · РЕФ 4 (6, Серьёзное −2) · Ближний бой 3 = **16**"},
			{"🎲 2+3+5−6 = **4** против 15", "РЕФ 3 (8 − ЗУ 2, Критическое ½) · Фехтование 5", "d10 9 · РЕФ 3 (6, Критическое ½) · Ближний бой 3 = **15**"},
		},
	}
	medBoth(t, func(t *testing.T, locale string) {
		cmd := medStepsCmd[locale]
		// Initiative 4, 3; each attack d10 2 against d10 9; each direct
		// damage one stun save of 1 (passed).
		h := consoletest.NewSystemHarness(t, locale, 4, 3, 2, 9, 1, 1, 2, 9, 1, 1, 2, 9)
		h.Run(medStepsSetup[locale])
		consoletest.MedWant(t, medStepsRun(t, h, cmd["attack"]), want[locale][0]...)
		medStepsRun(t, h, cmd["hurtKnight6"])
		medStepsRun(t, h, cmd["hurtOrc6"])
		consoletest.MedWant(t, medStepsRun(t, h, cmd["attack"]), want[locale][1]...)
		medStepsRun(t, h, cmd["hurtKnight4"])
		medStepsRun(t, h, cmd["hurtOrc4"])
		consoletest.MedWant(t, medStepsRun(t, h, cmd["attack"]), want[locale][2]...)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Fatalf("%d faces left: the dice order differs", left)
		}
	})
}

// Mortal: REF to a third, ⌈6/3⌉ = 2. A stun save and the death save
// («Каждый раунд, ты должен совершать ещё один Спасбросок против смерти»)
// are drawn by the damage.
func TestMedievalMortalREFIsAThird(t *testing.T) {
	want := map[string][]string{
		"en": {"🎲 2+2+5 = **9** vs 18", "REF 2 (8 − EV 2, Mortal ⅓) · Fencing 5 = **9**"},
		"ru": {"🎲 2+2+5 = **9** против 18", "РЕФ 2 (8 − ЗУ 2, Смертельное ⅓) · Фехтование 5 = **9**"},
	}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 4, 3, 1, 1, 2, 9)
		h.Run(medStepsSetup[locale])
		medStepsRun(t, h, strings.Replace(medStepsCmd[locale]["hurtKnight6"], "6", "14", 1))
		consoletest.MedWant(t, medStepsRun(t, h, medStepsCmd[locale]["attack"]), want[locale]...)
	})
}

// The ambush totals add INT, halved at Critical: Knight 2 + Stealth 3 + INT
// ⌈7/2⌉ = 4 → 9; Orc 1 + INT ⌈5/2⌉ = 3 + Awareness 2 → 6.
func TestMedievalAmbushShowsEffectiveINT(t *testing.T) {
	want := map[string][]string{
		"en": {"d10 2 → 9", "d10 1 → 6", "Knight: INT 4 (7, Critical ½)", "Orc: INT 3 (5, Critical ½)"},
		"ru": {"d10 2 → 9", "d10 1 → 6", "Knight: ИНТ 4 (7, Критическое ½)", "Orc: ИНТ 3 (5, Критическое ½)"},
	}
	medBoth(t, func(t *testing.T, locale string) {
		// Initiative 4, 3; two stun saves of 1; ambush d10 2 and 1; to-hit 3.
		h := consoletest.NewSystemHarness(t, locale, 4, 3, 1, 1, 2, 1, 3)
		h.Run(medStepsSetup[locale])
		medStepsRun(t, h, strings.Replace(medStepsCmd[locale]["hurtKnight6"], "6", "10", 1))
		medStepsRun(t, h, strings.Replace(medStepsCmd[locale]["hurtOrc6"], "6", "10", 1))
		consoletest.MedWant(t, medStepsRun(t, h, medStepsCmd[locale]["ambush"]), want[locale]...)
	})
}

// Initiative names its parts: «1D10 + РЕФ» (after EV), + Combat Sense («За
// каждый уровень Чувство боя ты добавляешь +1 к броскам Инициативы»), + 3
// for a charge. The team leader's d10 (4) is added to each member's own.
func TestMedievalInitiativeParts(t *testing.T) {
	want := map[string]map[string][]string{
		"en": {
			"team":   {"**Knight** — initiative **12** (🎲 4 + REF 6 (8 − EV 2) + Combat Sense 2 = 12)", "**Orc** — initiative **10** (🎲 4 + REF 6 = 10)"},
			"charge": {"+3 initiative (now 15)", "🎲 4 + REF 6 (8 − EV 2) + Combat Sense 2 + charge 3 = 15"},
		},
		"ru": {
			"team":   {"**Knight** — инициатива **12** (🎲 4 + РЕФ 6 (8 − ЗУ 2) + Чувство боя 2 = 12)", "**Orc** — инициатива **10** (🎲 4 + РЕФ 6 = 10)"},
			"charge": {"+3 к инициативе (теперь 15)", "🎲 4 + РЕФ 6 (8 − ЗУ 2) + Чувство боя 2 + вваливание 3 = 15"},
		},
	}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 4, 3, 4)
		h.Run(medStepsSetup[locale])
		consoletest.MedWant(t, medStepsRun(t, h, medStepsCmd[locale]["team"]), want[locale]["team"]...)
		consoletest.MedWant(t, medStepsRun(t, h, medStepsCmd[locale]["charge"]), want[locale]["charge"]...)
	})
}

// A wound after the roll changes REF but not the initiative already rolled
// (12 = 4 + REF 6 + 2; Serious would make REF 4): the charge's line keeps
// the rolled numbers (4 + 8 + 3 = 15) and names no parts that would not add
// up to them.
func TestMedievalInitiativeAfterAWoundKeepsTheRoll(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 4, 3, 1)
		h.Run(medStepsSetup[locale])
		medStepsRun(t, h, medStepsCmd[locale]["hurtKnight6"])
		got := medStepsRun(t, h, medStepsCmd[locale]["charge"])
		consoletest.MedWant(t, got, medPick(locale, "now 15", "теперь 15"), "🎲 4 + 11")
		if strings.Contains(got.Text(), medPick(locale, "REF 4", "РЕФ 4")) {
			t.Errorf("parts that do not add up to the rolled 15: %s", got.Text())
		}
	})
}

// The sheet's armour says what its EV takes off REF, and why: ЗУ1 of the
// breastplate + 1 for the second layer (RULES.md «the 2nd layer adds 1 EV»).
func TestMedievalSheetArmorEV(t *testing.T) {
	for _, c := range []struct{ locale, script, want string }{
		{"en", "/system set system:medieval\n/char set name:Knight stats:\"REF 8\"\n/char armor armor:\"torso 14 hard ev1; torso,arms 10\"\n/char show\n",
			"Total EV 2 (1 + 1 for layers): REF −2 in this armor"},
		{"ru", "/система выбрать система:medieval\n/персонаж задать имя:Knight параметры:\"РЕФ 8\"\n/персонаж броня броня:\"торс 14 жёсткая зу1; торс, руки 10\"\n/персонаж показать\n",
			"Итого ЗУ 2 (1 + 1 за слои): РЕФ −2 в этой броне"},
		{"en", "/system set system:medieval\n/char set name:Knight stats:\"REF 8\"\n/char armor armor:\"all 8 ev1\"\n/char show\n",
			"Total EV 1: REF −1 in this armor"},
	} {
		h := consoletest.NewSystemHarness(t, c.locale)
		got := consoletest.MedReply(t, h.Run(c.script))
		consoletest.MedWant(t, got, c.want)
	}
}

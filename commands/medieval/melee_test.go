package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Melee: an exploding 10 (10+3), the defender's opposed roll, a head hit
// that doubles and BTM's minimum of 1. The verdict names the exploding 10
// for what it is, not «critical hit» (Critical is a wound level).
func TestMedievalMeleeExplodingTenHeadHitBTMFloor(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3,
		10, 3, // to hit: 10 explodes, +3 → 13 + REF 6 + Melee 4 = 23
		5, // Archer defends: 5 + REF 8 + Melee 0 = 13
		1, // location: head
		1, // 1d6 = 1 → head ×2 = 2 → BTM 2 (BODY 6) → floor 1
		2) // stun save 2 ≤ 6: passed
	h.Run(consoletest.MedSetupEN)
	got := consoletest.MedReply(t, h.Run("/attack attacker:Knight target:Archer damage:1d6\n"))
	consoletest.MedWant(t, got, "🎲 10+3+6+4 = **23** vs 13 — hit (a natural 10 — rolled again), head", "head ×2 → 2", "(at least 1 gets through)", "**1 wound point**")
	// 23 against 13 is no tie: the tie rule is not recited.
	if strings.Contains(got.Text(), "Ties go to the defender.") {
		t.Errorf("tie rule shown without a tie: %s", got.Text())
	}
	if !strings.Contains(got.Text(), `"color":15844367`) { // colorCritical
		t.Errorf("not coloured as an exploding 10: %s", got.Text())
	}
}

// The seed knows one skill for a blow: «Атака … или совершение атаки
// ближнего боя» (Melee); a blade only halves soft armor («То же самое верно и
// для ножей, мечей и другого клинкового оружия»). The ready Sword names
// Fencing; A has Melee 4 and no Fencing, and used to strike with Fencing 0
// (7 + 6 + 0 = 13). Now: 7 + REF 6 + Melee 4 = 17, and the reply says why.
// Dice: initiative 5, 5; to hit 7; B's defence 3 + 8 + Melee 0 = 11;
// location 3 (torso); damage 6, 6; stun save 2.
func TestMedievalBladeStrikesWithMelee(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medDuel[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, "7+6+4 = **17**",
			medPick(locale, "Melee 4 = **17**", "Ближний бой 4 = **17**"),
			// A has no Fencing: the reply says so, not "higher than" it.
			medPick(locale, "Struck with Melee: no Fencing on the sheet", "Удар навыком «Ближний бой»: навыка «Фехтование» в листе нет"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})

	// A fencer keeps the weapon's own skill: Fencing 5 over Melee 2 gives
	// 7 + 6 + 5 = 18, and no word about Melee.
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 10 melee 2 fencing 5"
/combat add name:B stats:"REF 8 BODY 6"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 2 Фехтование 5"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6"
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, "7+6+5 = **18**", medPick(locale, "Fencing 5 = **18**", "Фехтование 5 = **18**"))
		if strings.Contains(got.Text(), medPick(locale, "Struck with Melee", "Удар навыком «Ближний бой»")) {
			t.Errorf("a fencer struck with Melee: %s", got.Text())
		}
	})
}

// With some Fencing, but less than Melee, the blow is still Melee's, and
// the reply says Melee is the higher: 7 + 6 + 4 = 17.
func TestMedievalBladeStrikesWithTheHigherMelee(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 10 melee 4 fencing 2"
/combat add name:B stats:"REF 8 BODY 6 dodge 6"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 4 Фехтование 2"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6 Уклонение 6"
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, "7+6+4 = **17**",
			medPick(locale, "Struck with Melee: higher than the weapon's Fencing", "Удар навыком «Ближний бой»: он выше, чем «Фехтование» оружия"))
	})
}

// The melee defender opposes with its best melee skill and the reply
// says which: to hit 7 + REF 8 + Fencing 5 = 20 against the
// Orc's 3 + REF 6 + Fencing 3 = 12 (not "Melee 0 = 9"); defense: names
// another skill (Melee 0: 3 + 6 + 0 = 9).
func TestMedievalDefenceBestSkill(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 6)
		h.Run(medKnightOrc[locale])
		cmd := medPick(locale, "/attack attacker:Knight target:Orc weapon:\"2d6 melee blade skill:fencing\" melee:true\n",
			"/атака атакующий:Knight цель:Orc оружие:\"2d6 melee blade skill:fencing\" ближний:да\n")
		got := consoletest.MedReply(t, h.Run(cmd))
		consoletest.MedWant(t, got, medPick(locale, "**20** vs 12", "**20** против 12"),
			medPick(locale, "Fencing 3 = **12**", "Фехтование 3 = **12**"),
			medPick(locale, "Defends with Fencing, its best melee skill", "Защита навыком «Фехтование» — лучшим навыком ближнего боя"))
		if strings.Contains(got.Text(), medPick(locale, "Ties go", "Ничья")) {
			t.Errorf("tie reminder on 20 vs 12: %s", got.Text())
		}

		h = consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 6)
		h.Run(medKnightOrc[locale])
		got = consoletest.MedReply(t, h.Run(strings.TrimSuffix(cmd, "\n")+medPick(locale, " defense:melee\n", " защита:Ближний_бой\n")))
		consoletest.MedWant(t, got, medPick(locale, "**20** vs 9", "**20** против 9"),
			medPick(locale, "Melee 0 = **9**", "Ближний бой 0 = **9**"),
			medPick(locale, "as the defense option says", "как указано в параметре «защита»"))
	})
}

// «Ты можешь выполнить более одного действия с накапливающимся
// штрафом -3 за каждое последующее действие»: B moves (action 1) and dodges
// (action 2, −3); the dodge's roll carries the −3: 3 + REF 8 + Dodge 6 − 3 =
// 14 against A's 7 + 6 + 4 = 17 — a hit. Without the penalty it was 17 vs
// 17, the defender's tie. Dice as in TestMedievalBladeStrikesWithMelee.
func TestMedievalDefenceTakesExtraActionPenalty(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medDuel[locale])
		h.Run(medPick(locale, "/combat action name:B action:move\n/combat action name:B action:dodge\n",
			"/бой действие имя:B действие:перемещение\n/бой действие имя:B действие:уклонение\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, medPick(locale, "**17** vs 14 — hit", "**17** против 14 — попадание"),
			medPick(locale, "Dodge 6 · extra actions −3 = **14**", "Уклонение 6 · лишние действия −3 = **14**"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})

	// A dodge declared as the first action costs nothing: 3 + 8 + 6 = 17,
	// a tie that goes to the defender.
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3)
		h.Run(medDuel[locale])
		h.Run(medPick(locale, "/combat action name:B action:dodge\n", "/бой действие имя:B действие:уклонение\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, medPick(locale, "**17** vs 17 — miss", "**17** против 17 — промах"))
	})
}

// «Парирование (отрази урон на что-то другое)»: a parry needs the SP of what
// the blow goes into. /combat action action:parry without sp used to answer
// "Parry SP 0 is out of range (1 to 100)"; it now says sp is needed, as the
// tracker's Parry button does. With sp:10 it is taken.
func TestMedievalParryWithoutSP(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(medDuel[locale])
		medRefused(t, h, medPick(locale, "/combat action name:B action:parry\n", "/бой действие имя:B действие:парирование\n"),
			medPick(locale, "A parry needs the SP of the weapon or shield", "Для парирования нужна ОС оружия или щита"))
		medRefused(t, h, medPick(locale, "/combat action name:B action:parry sp:0\n", "/бой действие имя:B действие:парирование ос:0\n"),
			medPick(locale, "Parry SP 0 is out of range", "ОС парирования 0 вне допустимого"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat action name:B action:parry sp:10\n", "/бой действие имя:B действие:парирование ос:10\n")))
		if got.Ephemeral {
			t.Fatalf("parry with sp refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "SP 10", "ОС 10"))
	})
}

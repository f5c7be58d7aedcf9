package medieval_test

import (
	"testing"

	"fray/bot/consoletest"
)

// The seed's turn has «Выход из захвата или ловушки» and «Выполнение не
// боевого задания» among its actions, each after the first at −3, and the
// wound levels weigh on REF «для всех действий»; medieval had no /check, so
// neither roll could be made with its numbers. The fighter moved (action 1)
// and escapes (action 2): BODY 8 + d10 6 − 3 = 11 against 15. A Serious
// wound takes 2 off REF in a check too: REF 6 (8, Serious −2) + Awareness 3
// + d10 4 = 13. That check, with nothing declared, is the Knight's first
// action of round 2 (a fighter's check is an action: it read «not counted»,
// and could be rolled again and again for nothing).
func TestMedievalCheckTakesTheDeclaredActionsPenalty(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 6, 3, 2, 4) // init, escape, stun save, round 2 init, Awareness
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:Knight stats:"REF 8 BODY 8 Awareness 3"
/combat action name:Knight action:move
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:Knight параметры:"РЕФ 8 ТЕЛ 8 Осведомлённость 3"
/бой действие имя:Knight действие:перемещение
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat action name:Knight action:escape\n", "/бой действие имя:Knight действие:\"выход из захвата\"\n")))
		consoletest.MedWant(t, got, medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"), medPick(locale, "/check", "/проверка"))
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/check name:Knight characteristic:BODY difficulty:15\n", "/проверка имя:Knight характеристика:ТЕЛ сложность:15\n")))
		consoletest.MedWant(t, got,
			medPick(locale, "6+8−3 = **11** vs 15 — failure", "6+8−3 = **11** против 15 — провал"),
			medPick(locale, "BODY 8 · extra actions −3", "ТЕЛ 8 · лишние действия −3"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		h.Run(medPick(locale, "/damage target:Knight amount:5 direct:true\n", "/урон цель:Knight количество:5 напрямую:да\n"))
		h.Run(medPick(locale, "!click Next round\n", "!click Следующий раунд\n"))
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/check name:Knight characteristic:REF skill:awareness difficulty:13\n", "/проверка имя:Knight характеристика:РЕФ навык:осведомлённость сложность:13\n")))
		consoletest.MedWant(t, got,
			medPick(locale, "4+6+3 = **13** vs 13 — success", "4+6+3 = **13** против 13 — успех"),
			medPick(locale, "REF 6 (8, Serious −2)", "РЕФ 6 (8, Серьёзное −2)"),
			medPick(locale, "action 1 (+0 to its rolls) — a further action of the round", "действие 1 (+0 к броскам) — ещё одно действие раунда"))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// What /check refuses, ephemeral and without a die: nothing to check, a
// skill given as the characteristic, a difficulty of 0. Outside a fight,
// without a saved sheet, the reply says the numbers are the defaults.
func TestMedievalCheckRefusalsAndDefaults(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 7)
		h.Run(medPick(locale, "/system set system:medieval\n", "/система выбрать система:medieval\n"))
		for _, c := range []struct{ cmd, want string }{
			{medPick(locale, "/check difficulty:15\n", "/проверка сложность:15\n"), medPick(locale, "What is checked?", "Что проверяется?")},
			{medPick(locale, "/check characteristic:Awareness\n", "/проверка характеристика:Осведомлённость\n"), medPick(locale, "is not a characteristic", "не характеристика")},
			{medPick(locale, "/check characteristic:REF difficulty:0\n", "/проверка характеристика:РЕФ сложность:0\n"), "1"},
		} {
			medRefused(t, h, c.cmd, c.want)
		}
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/check characteristic:TECH skill:medicine difficulty:12\n", "/проверка характеристика:ТЕХ навык:медицина сложность:12\n")))
		consoletest.MedWant(t, got,
			medPick(locale, "7+5+0 = **12** vs 12 — success", "7+5+0 = **12** против 12 — успех"),
			medPick(locale, "No saved sheet", "Сохранённого листа нет"))
	})
}

// /check's difficulty is the number to reach, 1…100 (0 means none given to
// the rules, so a typed 0 is refused). A negative or too large number got
// the rules' «from 0 to 100», naming as allowed the 0 that is then refused.
// Every refusal now names 1…100 and draws no die.
func TestMedievalCheckDifficultyRefusalNamesItsRange(t *testing.T) {
	want := map[string]string{"en": "difficulty must be between 1 and 100", "ru": "сложность: нужно от 1 до 100"}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3)
		h.Run(medPick(locale, consoletest.MedSetupEN, medSetupRU))
		for _, v := range []string{"-5", "0", "101"} {
			medRefused(t, h, medPick(locale,
				"/check characteristic:BODY difficulty:"+v+" name:Knight\n",
				"/проверка характеристика:ТЕЛ сложность:"+v+" имя:Knight\n"), want[locale])
		}
	})
}

// /check by the GM in a fight nobody has joined yet rolls the GM's stored
// sheet as outside a fight (INT 6: 5 + 6 = 11 against 10), and says so, as a
// player's /check without a fighter does (the default INT 5: 5 + 5 = 10). It
// was refused: «В бою пока никого нет: добавьте участников».
func TestMedievalCheckByTheGMBeforeAnyoneJoins(t *testing.T) {
	want := map[string][]string{
		"en": {"🎲 5+6 = **11** vs 10 — success", "Nobody is in the fight yet: rolled as outside a fight, with your stored sheet."},
		"ru": {"🎲 5+6 = **11** против 10 — успех", "В бою пока никого нет: бросок как вне боя, по вашему сохранённому листу."},
	}
	wantBob := map[string][]string{
		"en": {"🎲 5+5 = **10** vs 10 — success", "You have no fighter in this fight: rolled as outside a fight."},
		"ru": {"🎲 5+5 = **10** против 10 — успех", "Вашего бойца в этом бою нет: бросок как вне боя."},
	}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(medPick(locale,
			"/system set system:medieval\n/char set stats:\"REF 7 INT 6\"\n/combat start\n",
			"/система выбрать система:medieval\n/персонаж задать параметры:\"РЕФ 7 ИНТ 6\"\n/бой начать\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/check characteristic:INT difficulty:10\n", "/проверка характеристика:ИНТ сложность:10\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, want[locale]...)
		bob := consoletest.MedReply(t, h.Run(medPick(locale, "@Bob /check characteristic:INT difficulty:10\n", "@Bob /проверка характеристика:ИНТ сложность:10\n")))
		consoletest.MedWant(t, bob, wantBob[locale]...)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%d scripted dice left unused", left)
		}
	})
}

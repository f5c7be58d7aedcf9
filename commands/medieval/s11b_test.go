package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 11, round 2 (medieval-b): the turn and what fills it.

// «Ремонт или оказание первой помощи» is one of the seed's actions, and «Ты
// можешь выполнить более одного действия с накапливающимся штрафом -3 за
// каждое последующее действие». A medic who had already moved stabilized at
// +0, and the attempt was no action at all. Now it is the medic's first-aid
// action: the second of the turn rolls at −3 (7 + 5 + 8 − 3 = 17 < 20), and
// another try on the patient in that turn continues the same action.
func TestMedievalS11bStabilizeAfterAnotherActionTakesItsPenalty(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			3, 3, // stun, death save
			7,  // 7 + 5 + 8 − 3 = 17 < 20
			10) // 10 + 5 + 8 − 3 = 20: stabilized, still action 2
		h.Run(medQA6Setup[locale])
		h.Run(medPick(locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
		h.Run(medPick(locale, "/combat action name:Archer action:move\n", "/бой действие имя:Archer действие:перемещение\n"))
		stabilize := medPick(locale, "/stabilize target:Knight medic:Archer\n", "/стабилизировать цель:Knight лекарь:Archer\n")
		got := consoletest.MedReply(t, h.Run(stabilize))
		consoletest.MedWant(t, got,
			medPick(locale, "7+5+8−3 = **17** vs 20", "7+5+8−3 = **17** против 20"),
			medPick(locale, "extra actions −3", "лишние действия −3"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		got = consoletest.MedReply(t, h.Run(stabilize))
		consoletest.MedWant(t, got,
			medPick(locale, "10+5+8−3 = **20** vs 20", "10+5+8−3 = **20** против 20"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		// The tracker counts two actions, not three.
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(medPick(locale, "/combat list\n", "/бой трекер\n"))),
			medPick(locale, "2 actions this round (next −6)", "2 действия в раунде (следующее −6)"))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// A first aid declared with /combat action and then rolled with /stabilize is
// one action, not two: the roll is at +0, and the next action is the second.
func TestMedievalS11bDeclaredFirstAidIsTheStabilizeAction(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 3, 3, 7)
		h.Run(medQA6Setup[locale])
		h.Run(medPick(locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat action name:Archer action:\"first aid\"\n", "/бой действие имя:Archer действие:\"первая помощь\"\n")))
		consoletest.MedWant(t, got, medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/stabilize target:Knight medic:Archer\n", "/стабилизировать цель:Knight лекарь:Archer\n")))
		consoletest.MedWant(t, got,
			medPick(locale, "7+5+8 = **20** vs 20", "7+5+8 = **20** против 20"),
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		if strings.Contains(got.Text(), medPick(locale, "extra actions", "лишние действия")) {
			t.Errorf("the declared first aid counted twice: %s", got.Text())
		}
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/combat action name:Archer action:move\n", "/бой действие имя:Archer действие:перемещение\n")))
		consoletest.MedWant(t, got, medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// A medic outside the fight (the GM's numbers) takes no action of anyone's
// turn: no action line, no penalty.
func TestMedievalS11bOutsideMedicCountsNoAction(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 3, 3, 7)
		h.Run(medQA6Setup[locale])
		h.Run(medPick(locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/stabilize target:Knight tech:6 skill_level:7\n", "/стабилизировать цель:Knight тех:6 уровень_навыка:7\n")))
		consoletest.MedWant(t, got, medPick(locale, "7+6+7 = **20** vs 20", "7+6+7 = **20** против 20"))
		if strings.Contains(got.Text(), medPick(locale, "action 1", "действие 1")) {
			t.Errorf("an outside medic counted an action: %s", got.Text())
		}
	})
}

// The seed's turn has «Выход из захвата или ловушки» and «Выполнение не
// боевого задания» among its actions, each after the first at −3, and the
// wound levels weigh on REF «для всех действий»; medieval had no /check, so
// neither roll could be made with its numbers. The fighter moved (action 1)
// and escapes (action 2): BODY 8 + d10 6 − 3 = 11 against 15. A Serious
// wound takes 2 off REF in a check too: REF 6 (8, Serious −2) + Awareness 3
// + d10 4 = 13.
func TestMedievalS11bCheckTakesTheDeclaredActionsPenalty(t *testing.T) {
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
			medPick(locale, "Not counted as an action of the turn", "Бросок не засчитан как действие хода"))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// What /check refuses, ephemeral and without a die: nothing to check, a
// skill given as the characteristic, a difficulty of 0. Outside a fight,
// without a saved sheet, the reply says the numbers are the defaults.
func TestMedievalS11bCheckRefusalsAndDefaults(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 7)
		h.Run(medPick(locale, "/system set system:medieval\n", "/система выбрать система:medieval\n"))
		for _, c := range []struct{ cmd, want string }{
			{medPick(locale, "/check difficulty:15\n", "/проверка сложность:15\n"), medPick(locale, "What is checked?", "Что проверяется?")},
			{medPick(locale, "/check characteristic:Awareness\n", "/проверка характеристика:Осведомлённость\n"), medPick(locale, "is not a characteristic", "не характеристика")},
			{medPick(locale, "/check characteristic:REF difficulty:0\n", "/проверка характеристика:РЕФ сложность:0\n"), "1"},
		} {
			medQA6Refused(t, h, c.cmd, c.want)
		}
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/check characteristic:TECH skill:medicine difficulty:12\n", "/проверка характеристика:ТЕХ навык:медицина сложность:12\n")))
		consoletest.MedWant(t, got,
			medPick(locale, "7+5+0 = **12** vs 12 — success", "7+5+0 = **12** против 12 — успех"),
			medPick(locale, "No saved sheet", "Сохранённого листа нет"))
	})
}

// An attack taken with /combat action is the action the /attack after it
// rolls: «Атака … или совершение атаки ближнего боя» is one action. The
// /attack counted a further one (−3); now it is action 1 at +0, and a
// further attack would be action 2.
func TestMedievalS11bDeclaredAttackIsTheAttacksAction(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 7, 3, 1) // init, to hit, location, damage, stun save
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 Archery 3"
/combat add name:B stats:"REF 5"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 Стрельба_из_лука 3"
/бой добавить имя:B параметры:"РЕФ 5"
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat action name:A action:attack\n", "/бой действие имя:A действие:атака\n")))
		consoletest.MedWant(t, got, medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"), medPick(locale, "/attack", "/атака"))
		attack := medPick(locale, "/attack attacker:A target:B damage:1d6 range:close\n", "/атака атакующий:A цель:B урон:1d6 дистанция:близко\n")
		got = consoletest.MedReply(t, h.Run(attack))
		consoletest.MedWant(t, got, medPick(locale, "7+6+3 = **16** vs 15", "7+6+3 = **16** против 15"), medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		if strings.Contains(got.Text(), medPick(locale, "extra actions", "лишние действия")) {
			t.Errorf("the declared attack counted twice: %s", got.Text())
		}
	})
}

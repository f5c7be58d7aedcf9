package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The fight's books for medieval: «В ходе твоей части раунда ты можешь
// выполнить одно действие без штрафа … Ты можешь выполнить более одного
// действия с накапливающимся штрафом -3 за каждое последующее действие»,
// counted for the round whenever the action is taken; the GM sets the count
// aside with force:true, and a player cannot.

// medAnnOrc: Ann, a player (REF 7, BODY 6, Melee 4, TECH 5, Medicine 3),
// and the GM's Orc (REF 6, BODY 7, Melee 3). Initiative takes the first two
// faces (1 and 9: Ann 8, the Orc 15, the Orc's turn first).
var medAnnOrc = map[string]string{
	"en": `/system set system:medieval
@Ann /char set stats:"REF 7 BODY 6 melee 4 TECH 5 medicine 3" name:Ann
/combat start
@Ann /combat join
/combat add name:Orc stats:"REF 6 BODY 7 melee 3"
`,
	"ru": `/система выбрать система:medieval
@Ann /персонаж задать параметры:"РЕФ 7 ТЕЛ 6 Ближний_бой 4 ТЕХ 5 Медицина 3" имя:Ann
/бой начать
@Ann /бой войти
/бой добавить имя:Orc параметры:"РЕФ 6 ТЕЛ 7 Ближний_бой 3"
`,
}

// medGMOnly is the refusal of a player's force:true.
var medGMOnly = map[string]string{"en": "Only the GM can do that", "ru": "Это может только мастер"}

// medOverridden is the reply's field when the GM's force:true set a rule
// aside.
var medOverridden = map[string]string{"en": "Rule overridden by the GM", "ru": "Мастер разрешил вопреки правилу"}

// medDone fails the test when the scripted dice ran out or were left over.
func medDone(t *testing.T, h *consoletest.Harness) {
	t.Helper()
	if err := h.Dice.Err(); err != nil {
		t.Fatal(err)
	}
	if left := h.Dice.Remaining(); left != 0 {
		t.Errorf("%d scripted faces were not drawn", left)
	}
}

// medPublic runs one command and returns its public reply, failing when it
// was refused.
func medPublic(t *testing.T, h *consoletest.Harness, cmd string, wants ...string) consoletest.Sent {
	t.Helper()
	got := consoletest.MedReply(t, h.Run(cmd))
	if got.Ephemeral {
		t.Fatalf("%s: refused: %s", cmd, got.Text())
	}
	consoletest.MedWant(t, got, wants...)
	return got
}

// medLacks fails when the reply has any of the words.
func medLacks(t *testing.T, got consoletest.Sent, bad ...string) {
	t.Helper()
	for _, b := range bad {
		if strings.Contains(got.Text(), b) {
			t.Errorf("reply has %q:\n%s", b, got.Text())
		}
	}
}

// The count is the round's: Ann's attack during the Orc's turn was handed
// back when her own turn started, so her next attack was again «action 1
// (+0)» — a free extra action every round. It is her second action now, at
// −3: 2 + REF 7 + Melee 4 − 3 = 10 against the Orc's 5 + 6 + 3 = 14. A
// player's force:true is refused; the GM's rolls the third as the free one
// (2 + 7 + 4 = 13) and says the rule was set aside. An undo takes the
// books back with the fight; the next round starts the count again.
func TestMedievalOutOfTurnAttackCountsForTheRound(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		// Initiative 1, 9; four attacks 2 vs 5; round 2's initiative 9, 1
		// (the Orc rolls first, as listed); one more attack.
		h := consoletest.NewSystemHarness(t, locale, 1, 9, 2, 5, 2, 5, 2, 5, 9, 1, 2, 5)
		h.Run(medAnnOrc[locale])
		attack := medPick(locale, "@Ann /attack target:Orc damage:1d6", "@Ann /атака цель:Orc урон:1d6")
		vs := medPick(locale, " vs ", " против ")
		first := medPublic(t, h, attack+"\n", "2+7+4 = **13**"+vs+"14",
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		medLacks(t, first, medPick(locale, "extra actions", "лишние действия"))
		h.Run(medPick(locale, "/combat next\n", "/бой далее\n")) // Ann's own turn starts
		medRefused(t, h, attack+medPick(locale, " force:true\n", " вопреки:да\n"), medGMOnly[locale])
		second := medPublic(t, h, attack+"\n", "2+7+4−3 = **10**"+vs+"14",
			medPick(locale, "extra actions −3", "лишние действия −3"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		medLacks(t, second, medOverridden[locale])
		medPublic(t, h, medPick(locale, "/attack attacker:Ann target:Orc damage:1d6 force:true\n", "/атака атакующий:Ann цель:Orc урон:1d6 вопреки:да\n"),
			"2+7+4 = **13**"+vs+"14", medOverridden[locale],
			medPick(locale, "action 3 of the round in the fight's books (−6 to its rolls)", "по учёту боя это действие 3 в раунде (−6 к броскам)"),
			medPick(locale, "rolled as the free one (+0)", "брошено как бесплатное (+0)"))
		list := medPick(locale, "/combat list\n", "/бой трекер\n")
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(list)),
			medPick(locale, "3 actions this round, next −9", "3 действия в этом раунде, следующее −9"))
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run(medPick(locale, "/combat log\n", "/бой журнал\n"))),
			medPick(locale, "The GM set the rule aside: action 3", "Мастер разрешил вопреки правилу: по учёту боя это действие 3"))
		h.Run(medPick(locale, "/combat undo\n", "/бой отменить\n"))
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(list)),
			medPick(locale, "2 actions this round, next −6", "2 действия в этом раунде, следующее −6"))
		h.Run(medPick(locale, "/combat next\n", "/бой далее\n")) // round 2
		medPublic(t, h, attack+"\n", "2+7+4 = **13**"+vs+"14",
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		medDone(t, h)
	})
}

// An attack's actions:N may count actions the books did not see, not fewer
// than they did: after a move, actions:1 is refused with the rule, and the
// GM's force:true takes it (5 + REF 8 + Archery 5 = 18, no −3).
func TestMedievalAttackActionsBelowTheBooksRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 5, 5)
		h.Run(medSetup[locale])
		h.Run(medPick(locale, "/combat action name:Archer action:move\n", "/бой действие имя:Archer действие:перемещение\n"))
		shot := medPick(locale, "/attack attacker:Archer target:Knight damage:1d6 difficulty:50 actions:1",
			"/атака атакующий:Archer цель:Knight урон:1d6 сложность:50 действие:1")
		medRefused(t, h, shot+"\n", medPick(locale,
			"Archer: the fight's books count this as action 2 of the round (−3 to its rolls), not action 1",
			"Archer: по учёту боя это действие 2 в раунде (−3 к броскам), а не 1"))
		medPublic(t, h, shot+medPick(locale, " force:true\n", " вопреки:да\n"),
			medPick(locale, "5+8+5 = **18** vs 50", "5+8+5 = **18** против 50"), medOverridden[locale])
		// A larger number is the table's count: taken as given.
		medPublic(t, h, medPick(locale, "/attack attacker:Archer target:Knight damage:1d6 difficulty:50 actions:4\n",
			"/атака атакующий:Archer цель:Knight урон:1d6 сложность:50 действие:4\n"),
			medPick(locale, "5+8+5−9 = **9** vs 50", "5+8+5−9 = **9** против 50"))
		medDone(t, h)
	})
}

// «Ремонт или оказание первой помощи» is an action: the declared first aid
// is what the /stabilize rolls (6 + TECH 5 + Medicine 8 = 19 < 20, action
// 1). A failed stabilization tried again at once was «action 1 (+0)» again
// and again; now it is the medic's second action, 7 + 5 + 8 − 3 = 17. The
// GM's force:true rolls the third as the free one: 8 + 5 + 8 = 21,
// stabilized.
func TestMedievalStabilizeRetryIsAFurtherAction(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		// Initiative 5, 3; the Knight's 20 points: stun 3, death save 3.
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 3, 3, 6, 7, 8)
		h.Run(medSetup[locale] + medPick(locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
		medPublic(t, h, medPick(locale, "/combat action name:Archer action:\"first aid\"\n", "/бой действие имя:Archer действие:\"первая помощь\"\n"),
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		stabilize := medPick(locale, "/stabilize target:Knight medic:Archer", "/стабилизировать цель:Knight лекарь:Archer")
		medPublic(t, h, stabilize+"\n", medPick(locale, "6+5+8 = **19** vs 20 — not stabilized", "6+5+8 = **19** против 20 — стабилизация не удалась"),
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		medPublic(t, h, stabilize+"\n", medPick(locale, "7+5+8−3 = **17** vs 20 — not stabilized", "7+5+8−3 = **17** против 20 — стабилизация не удалась"),
			medPick(locale, "extra actions −3", "лишние действия −3"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		medPublic(t, h, stabilize+medPick(locale, " force:true\n", " вопреки:да\n"),
			medPick(locale, "8+5+8 = **21** vs 20 — stabilized", "8+5+8 = **21** против 20 — стабилизация удалась"),
			medOverridden[locale], medPick(locale, "action 3 of the round in the fight's books (−6 to its rolls)", "по учёту боя это действие 3 в раунде (−6 к броскам)"))
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(medPick(locale, "/combat list\n", "/бой трекер\n"))),
			medPick(locale, "3 actions this round, next −9", "3 действия в этом раунде, следующее −9"))
		medDone(t, h)
	})
}

// A player tries a failed stabilization again with force:true: refused,
// no die drawn; without it the try is her second action (4 + TECH 5 +
// Medicine 3 − 3 = 9 against the Orc's 14 points).
func TestMedievalStabilizeRetryPlayerForceRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		// Initiative 1, 9; the Orc's 14 points: stun 1, death save 1; tries 2 and 4.
		h := consoletest.NewSystemHarness(t, locale, 1, 9, 1, 1, 2, 4)
		h.Run(medAnnOrc[locale] + medPick(locale, "/damage target:Orc amount:14 direct:true\n", "/урон цель:Orc количество:14 напрямую:да\n"))
		stabilize := medPick(locale, "@Ann /stabilize target:Orc", "@Ann /стабилизировать цель:Orc")
		medPublic(t, h, stabilize+"\n", medPick(locale, "2+5+3 = **10** vs 14", "2+5+3 = **10** против 14"))
		medRefused(t, h, stabilize+medPick(locale, " force:true\n", " вопреки:да\n"), medGMOnly[locale])
		medPublic(t, h, stabilize+"\n", medPick(locale, "4+5+3−3 = **9** vs 14", "4+5+3−3 = **9** против 14"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		medDone(t, h)
	})
}

// «Выход из захвата или ловушки» and «Выполнение не боевого задания» are
// actions: the declared escape is what the /check rolls (6 + BODY 10 = 16
// against 18, action 1). Tried again at once it was «action 1 (+0)» again;
// now it is a further action, 7 + 10 − 3 = 14. The GM's force:true rolls
// the third as the free one: 8 + 10 = 18, a success. A check with nothing
// declared is an action too, and the next round counts afresh.
func TestMedievalCheckRetryIsAFurtherAction(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		// Initiative 5, 3; three checks; round 2's initiative 5, 3; a check.
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 6, 7, 8, 5, 3, 9)
		h.Run(medSetup[locale])
		medPublic(t, h, medPick(locale, "/combat action name:Knight action:escape\n", "/бой действие имя:Knight действие:\"выход из захвата\"\n"),
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		check := medPick(locale, "/check name:Knight characteristic:BODY difficulty:18", "/проверка имя:Knight характеристика:ТЕЛ сложность:18")
		further := medPick(locale, "a further action of the round", "ещё одно действие раунда")
		got := medPublic(t, h, check+"\n", medPick(locale, "6+10 = **16** vs 18 — failure", "6+10 = **16** против 18 — провал"),
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		medLacks(t, got, further)
		medPublic(t, h, check+"\n", medPick(locale, "7+10−3 = **14** vs 18 — failure", "7+10−3 = **14** против 18 — провал"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"), further)
		medPublic(t, h, check+medPick(locale, " force:true\n", " вопреки:да\n"),
			medPick(locale, "8+10 = **18** vs 18 — success", "8+10 = **18** против 18 — успех"),
			medOverridden[locale], medPick(locale, "action 3 of the round in the fight's books (−6 to its rolls)", "по учёту боя это действие 3 в раунде (−6 к броскам)"))
		list := medPick(locale, "/combat list\n", "/бой трекер\n")
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(list)),
			medPick(locale, "3 actions this round, next −9", "3 действия в этом раунде, следующее −9"))
		h.Run(medPick(locale, "!click Next round\n", "!click Следующий раунд\n"))
		medPublic(t, h, check+"\n", medPick(locale, "9+10 = **19** vs 18 — success", "9+10 = **19** против 18 — успех"),
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"), further)
		medDone(t, h)
	})
}

// A player's failed task tried again with force:true is refused, no die
// drawn; a /check is not refused for a player's force:true on the free
// action (nothing to set aside), and the retry without it is action 2.
func TestMedievalCheckRetryPlayerForceRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 1, 9, 3, 4)
		h.Run(medAnnOrc[locale])
		check := medPick(locale, "@Ann /check characteristic:BODY difficulty:15", "@Ann /проверка характеристика:ТЕЛ сложность:15")
		medPublic(t, h, check+medPick(locale, " force:true\n", " вопреки:да\n"), medPick(locale, "3+6 = **9** vs 15", "3+6 = **9** против 15"),
			medPick(locale, "action 1 (+0 to its rolls)", "действие 1 (+0 к броскам)"))
		medRefused(t, h, check+medPick(locale, " force:true\n", " вопреки:да\n"), medGMOnly[locale])
		medPublic(t, h, check+"\n", medPick(locale, "4+6−3 = **7** vs 15", "4+6−3 = **7** против 15"),
			medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		medDone(t, h)
	})
}

// medBob: Bob, a player (REF 7, BODY 8, MA 6, Archery 4), and the GM's Orc
// (REF 6, BODY 10). Initiative 5, 5: Bob 12, the Orc 11, Bob's turn first.
var medBob = map[string]string{
	"en": `/system set system:medieval
@Bob /char set stats:"REF 7 BODY 8 MA 6 Archery 4" name:Bob
/combat start
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10"
`,
	"ru": `/система выбрать система:medieval
@Bob /персонаж задать параметры:"РЕФ 7 ТЕЛ 8 ДВИ 6 Стрельба_из_лука 4" имя:Bob
/бой начать
@Bob /бой войти
/бой добавить имя:Orc параметры:"РЕФ 6 ТЕЛ 10"
`,
}

// «Объявляя о вваливании в начале раунда, ты автоматически добавляет +3 к
// броску своей инициативы … Ты также не имеешь права как либо
// прицеливаться и получать преимущества от прицеливания»: the seed takes
// the aim bonus away from a charger, it does not forbid the charge. Bob
// aimed in round 1; at the start of round 2 /combat charge was refused
// («has aimed this round»), while /attack charge:true was taken. Both take
// the charge now and say the aim bonus (+1) is lost: 12 + 3 = 15; the shot
// 5 + REF 7 + Archery 4 − 3 = 13 against close 15, no aiming +1.
func TestMedievalChargeAfterLastRoundsAimLosesTheBonus(t *testing.T) {
	aimThenNextRound := map[string]string{
		"en": "@Bob /combat action action:aim\n!click Next turn\n!click Next turn\n",
		"ru": "@Bob /бой действие действие:прицеливание\n!click Следующий ход\n!click Следующий ход\n",
	}
	lost := map[string]string{"en": "the aiming bonus (+1) is lost", "ru": "бонус прицеливания (+1) потерян"}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 5, 5)
		h.Run(medBob[locale] + aimThenNextRound[locale])
		medPublic(t, h, medPick(locale, "@Bob /combat charge\n", "@Bob /бой вваливание\n"),
			medPick(locale, "now 15", "теперь 15"), lost[locale])
		list := consoletest.LastOf(t, h.Run(medPick(locale, "/combat list\n", "/бой трекер\n")))
		consoletest.MedWant(t, list, medPick(locale, "charging", "вваливается"))
		medLacks(t, list, medPick(locale, "aiming (", "целится ("))
		// Aiming while charging is still refused.
		medRefused(t, h, medPick(locale, "@Bob /combat action action:aim\n", "@Bob /бой действие действие:прицеливание\n"),
			medPick(locale, "cannot aim this round", "нельзя прицеливаться"))
		medDone(t, h)
	})
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 5, 5, 5)
		h.Run(medBob[locale] + aimThenNextRound[locale])
		got := medPublic(t, h, medPick(locale, "@Bob /attack target:Orc weapon:\"1d6 ranged\" range:close charge:true\n",
			"@Bob /атака цель:Orc оружие:\"1d6 дальний\" дистанция:близко вваливание:да\n"),
			medPick(locale, "5+7+4−3 = **13** vs 15", "5+7+4−3 = **13** против 15"),
			medPick(locale, "charge −3", "вваливание −3"), lost[locale])
		medLacks(t, got, medPick(locale, "aiming +1", "прицеливание +1"))
		medDone(t, h)
	})
}

// A charge after aiming in the same round is still refused — it comes
// after acting, and a charge forbids aiming — by both paths alike, with no
// die drawn. A player's force:true is refused; the GM's declares it, says
// the rule was set aside and that the aim (+1) is lost, and the log keeps
// both (the declaration read «action 0 (charge)»).
func TestMedievalChargeAfterAimingThisRoundForcedByTheGM(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(medBob[locale] + medPick(locale, "@Bob /combat action action:aim\n", "@Bob /бой действие действие:прицеливание\n"))
		aimed := medPick(locale, "Bob has aimed this round, and a charge allows no aiming", "Bob: в этом раунде уже было прицеливание")
		medRefused(t, h, medPick(locale, "@Bob /combat charge\n", "@Bob /бой вваливание\n"), aimed)
		medRefused(t, h, medPick(locale, "@Bob /attack target:Orc weapon:\"1d6 ranged\" range:close charge:true\n",
			"@Bob /атака цель:Orc оружие:\"1d6 дальний\" дистанция:близко вваливание:да\n"), aimed)
		medRefused(t, h, medPick(locale, "@Bob /combat charge force:true\n", "@Bob /бой вваливание вопреки:да\n"), medGMOnly[locale])
		medPublic(t, h, medPick(locale, "/combat charge name:Bob force:true\n", "/бой вваливание имя:Bob вопреки:да\n"),
			medPick(locale, "now 15", "теперь 15"), medPick(locale, "the aiming bonus (+1) is lost", "бонус прицеливания (+1) потерян"),
			medOverridden[locale], aimed)
		// The log keeps the override and the declaration (no «action 0»).
		log := consoletest.MedReply(t, h.Run(medPick(locale, "/combat log\n", "/бой журнал\n")))
		consoletest.MedWant(t, log, medPick(locale, "The GM set the rule aside: Bob has aimed this round", "Мастер разрешил вопреки правилу: Bob: в этом раунде уже было прицеливание"),
			medPick(locale, "Bob: charge.", "Bob: вваливание."))
		medLacks(t, log, medPick(locale, "action 0", "действие 0"))
		medDone(t, h)
	})
}

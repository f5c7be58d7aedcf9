package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 11, round 6 (medieval-f): the tester's pass over what session 11
// built.

// A lost limb's line names the death save rolled (session 11e), and «none
// when this round's save already failed» read «dies at the end of the round
// unless stabilized» — also under a hit that takes the track past 48 («мёртв»),
// where no save is rolled because the character is dead. 44 points straight
// on the track (Mortal 7: stun 1 fails, d6 1, death 1 fails), then 11 to the
// left arm: 11 − BTM 2 = 9 > 8, the arm is lost, 53 points: dead, no die.
func TestMedievalS11fLimbLostByAFatalHitSaysDead(t *testing.T) {
	want := map[string]string{
		"en": "🦴 The left arm is lost; no death save: past 48 wound points, dead.",
		"ru": "🦴 Потеряна конечность (левая рука); спасброска против смерти нет: больше 48 пунктов урона — смерть.",
	}
	banned := map[string]string{"en": "unless stabilized", "ru": "если не стабилизировать"}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 1, 1, 1)
		h.Run(medPick(locale,
			"/system set system:medieval\n/combat start\n/combat add name:T stats:\"BODY 5\"\n/damage target:T amount:44 direct:true\n",
			"/система выбрать система:medieval\n/бой начать\n/бой добавить имя:T параметры:\"ТЕЛ 5\"\n/урон цель:T количество:44 напрямую:да\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale,
			"/damage target:T amount:11 location:\"left arm\"\n",
			"/урон цель:T количество:11 место:\"левая рука\"\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, want[locale])
		if strings.Contains(got.Text(), banned[locale]) {
			t.Errorf("a dead character is told to be stabilized:\n%s", got.Text())
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%d scripted dice left unused", left)
		}
	})
}

// An attack declared with /combat action is the action the next /attack
// rolls (session 11b), «while another action in between closes it»
// (CHOICES.md, action count). First aid counted by /stabilize is such an
// action («Ремонт или оказание первой помощи»), but it left the attack open:
// the /attack then rolled as action 2 at −3 — the first aid's number, while
// the tracker counted 2 actions — instead of the turn's third action at −6
// («накапливающимся штрафом -3 за каждое последующее действие»).
//
// Initiative Knight 1, Archer 9, Orc 2; 14 points straight onto the Orc
// (stun 5 fails, d6 5, death 9 fails); the Archer declares an attack, then
// stabilizes the Orc (9 + TECH 5 + Medicine 8 − 3 = 19 ≥ 14), then shoots the
// Knight at close range: 5 + REF 8 + Archery 5 − 6 = 12 against 15, a miss.
func TestMedievalS11fFirstAidClosesADeclaredAttack(t *testing.T) {
	want := map[string][]string{
		"en": {"5+8+5−6 = **12** vs 15", "action 3 (−6 to its rolls)"},
		"ru": {"5+8+5−6 = **12** против 15", "действие 3 (−6 к броскам)"},
	}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 1, 9, 2, 5, 5, 9, 9, 5)
		h.Run(medPick(locale,
			consoletest.MedSetupEN+"/combat add name:Orc stats:\"REF 5 BODY 6\"\n/damage target:Orc amount:14 direct:true\n/combat action action:attack name:Archer\n",
			medSetupRU+"/бой добавить имя:Orc параметры:\"РЕФ 5 ТЕЛ 6\"\n/урон цель:Orc количество:14 напрямую:да\n/бой действие действие:атака имя:Archer\n"))
		aid := consoletest.MedReply(t, h.Run(medPick(locale,
			"/stabilize target:Orc medic:Archer\n",
			"/стабилизировать цель:Orc лекарь:Archer\n")))
		consoletest.MedWant(t, aid, medPick(locale, "action 2 (−3 to its rolls)", "действие 2 (−3 к броскам)"))
		got := consoletest.MedReply(t, h.Run(medPick(locale,
			"/attack attacker:Archer target:Knight damage:1d6 range:close\n",
			"/атака атакующий:Archer цель:Knight урон:1d6 дистанция:близко\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		for _, w := range want[locale] {
			consoletest.MedWant(t, got, w)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%d scripted dice left unused", left)
		}
	})
}

// /check's difficulty is the number to reach, 1…100 (0 means none given to
// the rules, so a typed 0 is refused). A negative or too large number got
// the rules' «from 0 to 100», naming as allowed the 0 that is then refused.
// Every refusal now names 1…100 and draws no die.
func TestMedievalS11fCheckDifficultyRefusalNamesItsRange(t *testing.T) {
	want := map[string]string{"en": "difficulty must be between 1 and 100", "ru": "сложность: нужно от 1 до 100"}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3)
		h.Run(medPick(locale, consoletest.MedSetupEN, medSetupRU))
		for _, v := range []string{"-5", "0", "101"} {
			medQA6Refused(t, h, medPick(locale,
				"/check characteristic:BODY difficulty:"+v+" name:Knight\n",
				"/проверка характеристика:ТЕЛ сложность:"+v+" имя:Knight\n"), want[locale])
		}
	})
}

package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Stabilizing: someone else rolls TECH + Medicine + 1d10 ≥ the wound
// points (the seed: 20 points need 20); not the patient; afterwards no death
// saves until new damage. The second try is the medic's second action of
// the round («накапливающимся штрафом -3 за каждое последующее действие»):
// it was rolled at +0 (7 + 5 + 8 = 20) as if the first had not been taken.
func TestMedievalStabilizeByAnotherEndsDeathSaves(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			3, 3, // stun, death save
			6,    // 6 + 5 + 8 = 19 < 20: not yet
			10,   // 10 + 5 + 8 − 3 = 20: stabilized
			2, 2) // round 2 initiative: no death save
		h.Run(consoletest.MedSetupEN)
		h.Run("/damage target:Knight amount:20 direct:true\n")
		if got := consoletest.LastOf(t, h.Run("/stabilize target:Knight medic:Knight\n")); !got.Ephemeral {
			t.Fatalf("the patient stabilized himself: %s", got.Text())
		}
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/stabilize target:Knight medic:Archer\n")), medPick(locale, "6+5+8 = **19** vs 20", "6+5+8 = **19** против 20"))
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/stabilize target:Knight medic:Archer\n")), medPick(locale, "10+5+8−3 = **20** vs 20", "10+5+8−3 = **20** против 20"), medPick(locale, "stabilized", "стабилизирован"))
		got := consoletest.LastOf(t, h.Run(c.round))
		if strings.Contains(got.Text(), medPick(locale, "death save", "спасбросок против смерти")) {
			t.Errorf("a death save after stabilizing: %s", got.Text())
		}
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// «Любой человек (кроме самого пациента) может попытаться стабилизировать
// смертельно раненного персонажа … суммирования твоего СТАТа ТЕХ, любого
// медицинского навыка и 1D10 для результата равного, или превышающего общее
// количество очков урона … персонаж получив 20 очков урона … бросок со
// значеним 20 или больше». Anyone — not only a fighter: the GM gives an NPC
// doctor's numbers (tech, skill_level), and a player who is not in the
// fight treats with the stored sheet. The patient never treats itself.
func TestMedievalStabilizeMedicOutsideTheFight(t *testing.T) {
	type step struct {
		cmd     string
		refused bool
		wants   []string
	}
	for _, c := range []struct {
		name, locale string
		faces        []int
		steps        []step
	}{
		{"gm-npc-en", "en", []int{5, 3, 2, 3, 9}, []step{
			{"/stabilize target:Knight medic:Archer tech:6\n", true, []string{"Archer is in the fight", "leave out tech and skill_level"}},
			{"/stabilize target:Knight medic:Knight tech:6\n", true, []string{"That cannot be done to oneself."}},
			{"/stabilize target:Knight tech:0\n", true, []string{"tech must be between 1 and 20"}},
			{"/stabilize target:Knight tech:6 skill_level:11\n", true, []string{"skill_level must be between 0 and 10"}},
			// 9 + 6 + 5 = 20 ≥ 20.
			{"/stabilize target:Knight medic:\"Brother Anselm\" tech:6 skill_level:5\n", false,
				[]string{"Brother Anselm stabilizes Knight", "9+6+5 = **20** vs 20", "TECH 6 · Medicine 5", "not in the fight: TECH and skill as the GM gives them"}},
		}},
		{"gm-npc-ru", "ru", []int{5, 3, 2, 3, 8}, []step{
			{"/стабилизировать цель:Knight лекарь:Archer тех:6\n", true, []string{"Archer участвует в бою", "уберите тех и уровень_навыка"}},
			// 8 + 6 + 5 = 19 < 20: no.
			{"/стабилизировать цель:Knight тех:6 уровень_навыка:5\n", false,
				[]string{"Лекарь → Knight", "8+6+5 = **19** против 20", "стабилизация не удалась", "не в бою: ТЕХ и навык — как задал мастер"}},
		}},
		{"player-sheet-en", "en", []int{5, 3, 2, 3, 7}, []step{
			{"@Mia /char set name:Mia stats:\"TECH 7 medicine 6\"\n", false, nil},
			{"@Mia /stabilize target:Knight tech:9 skill_level:9\n", true, []string{"Only the GM gives a medic's numbers"}},
			{"@Mia /stabilize target:Knight medic:Archer\n", true, []string{"Archer is not yours"}},
			// 7 + 7 + 6 = 20 ≥ 20, by name and then (a second patient
			// would be needed) — by default below.
			{"@Mia /stabilize target:Knight medic:Mia\n", false,
				[]string{"Mia stabilizes Knight", "7+7+6 = **20** vs 20", "stabilized", "Mia is not in the fight: TECH and skill from the stored sheet."}},
		}},
		{"player-sheet-default-ru", "ru", []int{5, 3, 2, 3, 4}, []step{
			{"@Mia /персонаж задать имя:Mia параметры:\"ТЕХ 7 Медицина 6\"\n", false, nil},
			// 4 + 7 + 6 = 17 < 20.
			{"@Mia /стабилизировать цель:Knight\n", false,
				[]string{"Mia → Knight", "4+7+6 = **17** против 20", "стабилизация не удалась", "Mia не в бою: ТЕХ и навык — из сохранённого листа."}},
		}},
		{"no-medic-en", "en", []int{5, 3, 2, 3}, []step{
			{"@Zed /stabilize target:Knight\n", true, []string{"Who treats the patient?", "/char set"}},
			{"/stabilize target:Knight\n", true, []string{"Who treats the patient?"}},
		}},
		{"patient-sheet-en", "en", []int{5, 3, 2, 3}, []step{
			// The player's sheet bears the patient's name: it is the patient.
			{"@Kay /char set name:Knight stats:\"TECH 9 medicine 9\"\n", false, nil},
			{"@Kay /stabilize target:Knight\n", true, []string{"That cannot be done to oneself."}},
			{"@Kay /stabilize target:Knight medic:knight\n", true, []string{"That cannot be done to oneself."}},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, c.faces...)
			// Initiative 5, 3; the Knight's 20 points: stun 2 passes,
			// death save 3 ≤ 9 passes.
			h.Run(medSetup[c.locale] + medPick(c.locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
			for _, s := range c.steps {
				if s.refused {
					medRefused(t, h, s.cmd, s.wants...)
					continue
				}
				out := h.Run(s.cmd)
				got := consoletest.LastOf(t, out)
				for _, o := range out {
					if o.Kind == "response" {
						got = o
					}
				}
				if s.wants == nil {
					continue
				}
				if got.Ephemeral {
					t.Fatalf("%s refused: %s", s.cmd, got.Text())
				}
				consoletest.MedWant(t, got, s.wants...)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Fatalf("%d scripted faces were not drawn", left)
			}
		})
	}
}

// «Успешная стабилизация производится суммирования твоего СТАТа ТЕХ, любого
// медицинского навыка и 1D10 для результата равного, или превышающего общее
// количество очков урона»: `/stabilize skill:` took any skill — Archery
// stabilized as if it were Medicine, with no word. The roll is played as asked
// (a script may pass it) with a warning line; Medicine gets none.
// The Knight has 20 points (Mortal 1); the Archer: TECH 5, Archery 5,
// Medicine 8. Dice: initiative 5, 3; stun 2, death save 3 (both pass); the
// stabilization 7: 7 + 5 + 5 = 17 < 20; the second try, the Archer's
// second action of the round, 10 + 5 + 8 − 3 = 20.
func TestMedievalStabilizeNonMedicalSkillWarns(t *testing.T) {
	for _, c := range []struct {
		locale, stabilize, medicine string
		wants                       []string
		warn                        string
	}{
		{"en", "/stabilize target:Knight medic:Archer skill:archery\n", "/stabilize target:Knight medic:Archer\n",
			[]string{"7+5+5 = **17** vs 20", "Archery 5", "⚠️ Archery is not a medical skill", "/combat undo"}, "not a medical skill"},
		{"ru", "/стабилизировать цель:Knight лекарь:Archer навык:\"стрельба из лука\"\n", "/стабилизировать цель:Knight лекарь:Archer\n",
			[]string{"7+5+5 = **17** против 20", "Стрельба из лука 5", "⚠️ «Стрельба из лука» — не медицинский навык", "/бой отменить"}, "не медицинский навык"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 3, 7, 10)
			h.Run(medSetup[c.locale])
			h.Run(medPick(c.locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
			got := consoletest.MedReply(t, h.Run(c.stabilize))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, c.wants...)
			// Medicine: 10 + 5 + 8 − 3 = 20 ≥ 20, and no warning.
			got = consoletest.MedReply(t, h.Run(c.medicine))
			consoletest.MedWant(t, got, "10+5+8−3 = **20**")
			if strings.Contains(got.Text(), c.warn) {
				t.Errorf("Medicine warned: %s", got.Text())
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Потеря конечности: … Персонаж должен немедленно совершить Спасбросок
// против смерти с ранением СМЕРТЕЛЬНОЕ 0», and a failed one kills at the
// round's end unless stabilized («Единственный выход - Стабилизация»). The
// Archer (BODY 6, BTM 2) loses the right arm to 11 − 2 = 9 wound points —
// Critical, not Mortal — and fails that save (7 > 6). /stabilize used to be
// refused ("not mortally wounded"), leaving no way out at all.
func TestMedievalStabilizeAfterLimbLossDeathSave(t *testing.T) {
	for _, c := range []struct{ locale, damage, stab, want, passed string }{
		{"en", "/damage target:Archer amount:11 location:\"right arm\"\n", "/stabilize target:Archer medic:Knight\n", "6+5+0 = **11** vs 9", "stabilized"},
		{"ru", "/урон цель:Archer количество:11 место:\"правая рука\"\n", "/стабилизировать цель:Archer лекарь:Knight\n", "6+5+0 = **11** против 9", "стабилизация удалась"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 1 ≤ 4 passes; death save 7 > 6
			// fails; stabilize 6 + TECH 5 (default) + Medicine 0 = 11 ≥ 9;
			// round 2's initiative 4, 4.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 1, 7, 6, 4, 4)
			h.Run(medSetup[c.locale])
			consoletest.MedWant(t, consoletest.MedReply(t, h.Run(c.damage)), medPick(c.locale, "9 wound points", "9 пунктов урона"))
			got := consoletest.MedReply(t, h.Run(c.stab))
			if got.Ephemeral {
				t.Fatalf("stabilize refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, c.want, c.passed)
			out := h.Run("!click Next round\n")
			if txt := consoletest.LastOf(t, out).Text(); strings.Contains(txt, medPick(c.locale, "Archer is dead", "Archer мёртв")) {
				t.Fatalf("the stabilized Archer died: %s", txt)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Ремонт или оказание первой помощи» is one of the seed's actions, and «Ты
// можешь выполнить более одного действия с накапливающимся штрафом -3 за
// каждое последующее действие». A medic who had already moved stabilized at
// +0, and the attempt was no action at all. It is the medic's first-aid
// action: the second of the round rolls at −3 (7 + 5 + 8 − 3 = 17 < 20).
// Another try after the failure is a further action, the third, at −6
// (10 + 5 + 8 − 6 = 17): it used to continue the same action at −3
// (10 + 5 + 8 − 3 = 20, stabilized), so a failed attempt could be rolled
// again and again at one price.
func TestMedievalStabilizeAfterAnotherActionTakesItsPenalty(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			3, 3, // stun, death save
			7,  // 7 + 5 + 8 − 3 = 17 < 20
			10) // 10 + 5 + 8 − 6 = 17 < 20: action 3
		h.Run(medSetup[locale])
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
			medPick(locale, "10+5+8−6 = **17** vs 20 — not stabilized", "10+5+8−6 = **17** против 20 — стабилизация не удалась"),
			medPick(locale, "action 3 (−6 to its rolls)", "действие 3 (−6 к броскам)"))
		// The tracker's books count three actions.
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(medPick(locale, "/combat list\n", "/бой трекер\n"))),
			medPick(locale, "3 actions this round, next −9", "3 действия в этом раунде, следующее −9"))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
	})
}

// A first aid declared with /combat action and then rolled with /stabilize is
// one action, not two: the roll is at +0, and the next action is the second.
func TestMedievalDeclaredFirstAidIsTheStabilizeAction(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 3, 3, 7)
		h.Run(medSetup[locale])
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
func TestMedievalOutsideMedicCountsNoAction(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 3, 3, 7)
		h.Run(medSetup[locale])
		h.Run(medPick(locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/stabilize target:Knight tech:6 skill_level:7\n", "/стабилизировать цель:Knight тех:6 уровень_навыка:7\n")))
		consoletest.MedWant(t, got, medPick(locale, "7+6+7 = **20** vs 20", "7+6+7 = **20** против 20"))
		if strings.Contains(got.Text(), medPick(locale, "action 1", "действие 1")) {
			t.Errorf("an outside medic counted an action: %s", got.Text())
		}
	})
}

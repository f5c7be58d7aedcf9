package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 8, part 1: the known gaps of medieval.

// «Каждый раунд, ты должен совершать ещё один Спасбросок против смерти …
// при неудачном ты умираешь в конце раунда, в котором был сделан бросок.
// Рано или поздно ты провалишь бросок и умрёшь. Единственный выход -
// Стабилизация.» A /heal that took the Knight out of Mortal used to wipe the
// failed save (he lived on at Critical). Healing cannot undo a failed save
// that is due, nor the death it brings; stabilization still can.
func TestMedievalS8HealCannotUndoFailedDeathSave(t *testing.T) {
	for _, c := range []struct {
		locale, damage, heal, dying, stab string
		refusal, deadRefusal              []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/heal target:Knight points:10\n", "/save kind:death target:Knight\n",
			"/stabilize target:Knight medic:Archer\n",
			[]string{"Knight has failed this round's death save", "healing cannot undo that", "only way out is stabilization", "/combat undo"},
			[]string{"Knight is dead", "healing does not bring back the dead"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/лечить цель:Knight пункты:10\n", "/спасбросок вид:смерть цель:Knight\n",
			"/стабилизировать цель:Knight лекарь:Archer\n",
			[]string{"Knight: спасбросок против смерти в этом раунде провален", "лечение этого не отменит", "«Единственный выход — Стабилизация»", "/бой отменить"},
			[]string{"Knight: смерть", "лечение мёртвых не поднимает"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 2 ≤ 6 passes; death save 10 > 9
			// (BODY 10 − Mortal 1) fails. Round 2's initiative: 4.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10, 4)
			h.Run(medQA6Setup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			medQA6Refused(t, h, c.heal, c.refusal...)
			// Nothing changed: the save is still failed (a second one is
			// refused as such) and the round's end kills.
			medQA6Refused(t, h, c.dying)
			out := h.Run("!click Next round\n")
			if txt := consoletest.LastOf(t, out).Text(); !strings.Contains(txt, medPick(c.locale, "Knight is dead.", "Knight погибает.")) {
				t.Fatalf("Knight survived the round: %s", txt)
			}
			// Dead of the failed save: a heal does not revive him.
			medQA6Refused(t, h, c.heal, c.deadRefusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// The other way round: the stabilization the seed names as «Единственный
// выход» still works on the dying Knight, and a heal after it is allowed.
func TestMedievalS8HealAfterStabilize(t *testing.T) {
	// Initiative 5, 3; stun 2 passes; death save 10 fails; stabilize
	// 7 + TECH 5 + Medicine 8 = 20 ≥ 20 («20 очков урона … бросок со
	// значеним 20 или больше»).
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 2, 10, 7)
	h.Run(consoletest.MedSetupEN + "/damage target:Knight amount:20 direct:true\n")
	consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/stabilize target:Knight medic:Archer\n")), "7+5+8 = **20** vs 20", "stabilized")
	got := consoletest.MedReply(t, h.Run("/heal target:Knight points:10\n"))
	if got.Ephemeral {
		t.Fatalf("heal after stabilization refused: %s", got.Text())
	}
	consoletest.MedWant(t, got, "20 → **10**", "Critical")
}

// «Потеря конечности: … Персонаж должен немедленно совершить Спасбросок
// против смерти с ранением СМЕРТЕЛЬНОЕ 0», and a failed one kills at the
// round's end unless stabilized («Единственный выход - Стабилизация»). The
// Archer (BODY 6, BTM 2) loses the right arm to 11 − 2 = 9 wound points —
// Critical, not Mortal — and fails that save (7 > 6). /stabilize used to be
// refused ("not mortally wounded"), leaving no way out at all.
func TestMedievalS8StabilizeAfterLimbLossDeathSave(t *testing.T) {
	for _, c := range []struct{ locale, damage, stab, want, passed string }{
		{"en", "/damage target:Archer amount:11 location:\"right arm\"\n", "/stabilize target:Archer medic:Knight\n", "6+5+0 = **11** vs 9", "stabilized"},
		{"ru", "/урон цель:Archer количество:11 место:\"правая рука\"\n", "/стабилизировать цель:Archer лекарь:Knight\n", "6+5+0 = **11** против 9", "стабилизация удалась"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 1 ≤ 4 passes; death save 7 > 6
			// fails; stabilize 6 + TECH 5 (default) + Medicine 0 = 11 ≥ 9;
			// round 2's initiative 4, 4.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 1, 7, 6, 4, 4)
			h.Run(medQA6Setup[c.locale])
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

// «Любой человек (кроме самого пациента) может попытаться стабилизировать
// смертельно раненного персонажа … суммирования твоего СТАТа ТЕХ, любого
// медицинского навыка и 1D10 для результата равного, или превышающего общее
// количество очков урона … персонаж получив 20 очков урона … бросок со
// значеним 20 или больше». Anyone — not only a fighter: the GM gives an NPC
// doctor's numbers (tech, skill_level), and a player who is not in the
// fight treats with the stored sheet. The patient never treats itself.
func TestMedievalS8StabilizeMedicOutsideTheFight(t *testing.T) {
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
			h.Run(medQA6Setup[c.locale] + medPick(c.locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
			for _, s := range c.steps {
				if s.refused {
					medQA6Refused(t, h, s.cmd, s.wants...)
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

// Session 8, part 2: the seed's to-hit numbers as the table sees them, one
// /attack each (Archer: REF 8, Archery 5; die 5; difficulty 50, a miss).
// L15 «штраф -3 к броску на попадание» (charge); L31 «Атака двумя оружиями …
// со штрафом -3»; L45 «нацелить свой удар в определенное место (и получить
// за это штраф -4)»; L24 «+1 к броску на Попадание за каждый
// последовательный ход прицеливания, до 3 раундов»; L33 «Находящиеся в
// засаде получают преимущество +5» (L35: 4 + Stealth 0 + INT 5 = 9 beats
// the Knight's 1 + INT 5 + Awareness 0 = 6); L29 «накапливающимся штрафом -3
// за каждое последующее действие» (third action −6).
func TestMedievalS8SeedToHitNumbersShown(t *testing.T) {
	for _, c := range []struct {
		locale string
		faces  []int
		cmd    string
		wants  []string
	}{
		{"en", []int{5, 3, 5}, "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:50 two_weapons:true location:head charge:true\n",
			[]string{"5+8+5−4−3−3 = **8** vs 50", "aimed at a location −4", "charge −3", "two weapons −3"}},
		{"ru", []int{5, 3, 5}, "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:50 два_оружия:да место:голова вваливание:да\n",
			[]string{"5+8+5−4−3−3 = **8** против 50", "прицельно в место −4", "вваливание −3", "два оружия −3"}},
		{"en", []int{5, 3, 4, 1, 5}, "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:50 ambush:true aim:2\n",
			[]string{"5+8+5+2+5 = **25** vs 50", "+2", "+5"}},
		{"ru", []int{5, 3, 4, 1, 5}, "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:50 засада:да прицел:2\n",
			[]string{"5+8+5+2+5 = **25** против 50", "прицеливание +2", "засада +5", "Засада: d10 4 → 9", "d10 1 → 6"}},
		{"en", []int{5, 3, 5}, "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:50 actions:3\n",
			[]string{"5+8+5−6 = **12** vs 50", "extra actions −6", "action 3 (−6 to its rolls)"}},
		{"ru", []int{5, 3, 5}, "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:50 ещё:\"действие:3\"\n",
			[]string{"5+8+5−6 = **12** против 50", "−6"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, c.faces...)
			h.Run(medQA6Setup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, c.wants...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Fatalf("%d scripted faces were not drawn", left)
			}
		})
	}
}

// L43 «Если к урону имеются модификаторы, например +1, ты должен совершить
// бросок урона, а затем добавить к результату 1»; L111 «Попадания в голову:
// всегда удваивает урон». Archer shoots the Knight at point blank: 5 + 8 +
// 5 = 18 ≥ 10; location 1 (head, no armor); 1d6 = 3, +1 → 4; head ×2 → 8;
// BTM 4 → 4 wound points; stun save 2 ≤ 10 − 0 passes.
func TestMedievalS8SeedDamagePlusOneThenHeadDoubles(t *testing.T) {
	for _, c := range []struct{ locale, cmd string }{
		{"en", "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:10\n"},
		{"ru", "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:10\n"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 5, 1, 3, 2)
			h.Run(medQA6Setup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			consoletest.MedWant(t, got, "5+8+5 = **18**", "3+1 = 4", "×2 8", medPick(c.locale, "− BTM 4 = **4 wound points**", "− МТЕЛ 4 = **4 пункта урона**"))
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Fatalf("%d scripted faces were not drawn", left)
			}
		})
	}
}

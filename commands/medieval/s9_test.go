package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 9, part 1: the gaps session 8 left in medieval.

// «Потеря конечности: если персонаж получает более 8 пунктов урона в область
// конечности за одну атаку … Ранение этого типа в голову убивает
// автоматически.» and «Попадания в голову: всегда удваивает урон.» 30 to the
// Knight's bare head: doubled to 60, − BTM 4 = 56 wound points — more than 8
// to the head (dead) and past 48 on the track. The state did not tell this
// death from one by the count alone, and /heal 10 (56 → 46, Mortal 8)
// brought the Knight back. It is refused now, with the head as the reason,
// whatever healing comes.
func TestMedievalS9DestroyedHeadStaysDeadPast48(t *testing.T) {
	for _, c := range []struct {
		locale, damage, heal, bigHeal string
		refusal                       []string
	}{
		{"en", "/damage target:Knight amount:30 location:head\n", "/heal target:Knight points:10\n", "/heal target:Knight points:56\n",
			[]string{"Knight is dead", "a head wound of more than 8 kills outright", "healing does not bring back the dead", "/combat undo"}},
		{"ru", "/урон цель:Knight количество:30 место:голова\n", "/лечить цель:Knight пункты:10\n", "/лечить цель:Knight пункты:56\n",
			[]string{"Knight: смерть", "больше 8 в голову убивает автоматически", "лечение мёртвых не поднимает", "/бой отменить"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; the dead roll no stun save.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medQA6Setup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.damage))
			if got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, "0 → 56", medPick(c.locale, "A head wound of more than 8: dead.", "Больше 8 в голову: смерть."))
			medQA6Refused(t, h, c.heal, c.refusal...)
			medQA6Refused(t, h, c.bigHeal, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «при неудачном ты умираешь в конце раунда, в котором был сделан бросок»:
// the Knight (BODY 10) at 20 wound points, Mortal 1, fails his death save
// (10 > 9) and dies at the round's end. The refusal of a heal names that
// cause, not "a failed death save or a destroyed head".
func TestMedievalS9HealRefusalNamesDeathSave(t *testing.T) {
	for _, c := range []struct {
		locale, damage, heal string
		refusal              []string
		other                string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/heal target:Knight points:10\n",
			[]string{"Knight is dead of a failed death save", "healing does not bring back the dead"}, "destroyed head"},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/лечить цель:Knight пункты:10\n",
			[]string{"Knight: смерть от проваленного спасброска против смерти", "лечение мёртвых не поднимает"}, "голова"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 2 ≤ 6 passes; death save 10 > 9
			// fails. Round 2's initiative: 4.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10, 4)
			h.Run(medQA6Setup[c.locale])
			h.Run(c.damage)
			h.Run("!click Next round\n")
			medQA6Refused(t, h, c.heal, c.refusal...)
			got := consoletest.MedReply(t, h.Run(c.heal))
			if strings.Contains(got.Text(), c.other) {
				t.Errorf("the refusal names another cause: %s", got.Text())
			}
		})
	}
}

// «Очерёдность в раунде основывается на броске инициативы - 1D10 + РЕФ, тот
// у кого наивысшее значения броска движется первым» — the seed has no tie
// rule. CHOICES.md: the higher modifier first, then the tracker's d10
// roll-off, which was rolled silently. Knight and Guard (REF 6) both roll 5:
// 11 each, the same modifier; the roll-off (Knight 7, Guard 3) shows on the
// tracker sent with the join reply, and round 2's (10 each: Guard 9, Knight
// 6) with the round's. The Archer's 11 (REF 8) is settled by the modifier:
// no roll-off, no line. The join line names the REF: «(🎲 5 + РЕФ 6)».
func TestMedievalS9InitiativeTieShowsRollOff(t *testing.T) {
	for _, c := range []struct {
		locale, setup, guard, title, join, round string
	}{
		{"en", consoletest.MedSetupEN, "/combat add name:Guard stats:\"REF 6 BODY 8 melee 3\"\n",
			"Initiative tie: same total and modifier, a d10 roll-off decides",
			"`11` **Knight** 🎲 7 vs **Guard** 🎲 3", "`10` **Guard** 🎲 9 vs **Knight** 🎲 6"},
		{"ru", medSetupRU, "/бой добавить имя:Guard параметры:\"РЕФ 6 ТЕЛ 8 Ближний_бой 3\"\n",
			"Ничья по инициативе: итог и модификатор равны, решает переброс d10",
			"`11` **Knight** 🎲 7 против **Guard** 🎲 3", "`10` **Guard** 🎲 9 против **Knight** 🎲 6"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Knight 5, Archer 3; Guard 5, roll-off Knight 7, Guard 3.
			// Round 2 in the tracker's order: Archer 2, Knight 4, Guard
			// 4 — 10 each; the Archer's modifier 8 goes first, and Knight
			// and Guard roll off again: 6, 9.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 5, 7, 3, 2, 4, 4, 6, 9)
			out := h.Run(c.setup)
			if txt := consoletest.LastOf(t, out).Text(); strings.Contains(txt, c.title) {
				t.Errorf("a tie settled by the modifier shows a roll-off:\n%s", txt)
			}
			out = h.Run(c.guard)
			consoletest.MedWant(t, consoletest.MedReply(t, out), medPick(c.locale, "(🎲 5 + REF 6)", "(🎲 5 + РЕФ 6)"))
			tracker := consoletest.LastOf(t, out)
			consoletest.MedWant(t, tracker, c.title, c.join)
			tracker = consoletest.LastOf(t, h.Run("!click Next round\n"))
			consoletest.MedWant(t, tracker, c.title, c.round)
			if strings.Contains(tracker.Text(), "Archer** 🎲") {
				t.Errorf("the Archer rolled no roll-off:\n%s", tracker.Text())
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// «Неудачный бросок означает, что персонаж находится вне боя» and
// «Оглушение/Шок может быть отменён путём успешного прохождения проверки в
// последующем раунде»; for the dying, «Единственный выход - Стабилизация».
// An action by a fighter who cannot act was refused with only "cannot act
// (stunned, dying or dead)"; the refusal now says which, and what to do.
// The Knight takes 20 (Mortal 1): stun save 9 > 6 fails (Hollywood 2); death
// save 3 ≤ 9 passes — stunned. Then 1 more: stun save (still stunned) 9
// fails again (Hollywood 2), death save 10 > 9 fails — dying.
func TestMedievalS9CannotActSaysWhatToDo(t *testing.T) {
	for _, c := range []struct {
		locale, damage, more, attack string
		stunned, dying               []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/damage target:Knight amount:1 direct:true\n", "/attack attacker:Knight target:Archer damage:2d6\n",
			[]string{"Knight cannot act (stunned, dying or dead).", "Knight is stunned: a stun save on one of their turns from the next round on ends it", "/save kind:stun", "press Next turn"},
			[]string{"Knight has failed this round's death save and dies at the end of the round unless someone else stabilizes them (/stabilize target:Knight)"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/урон цель:Knight количество:1 напрямую:да\n", "/атака атакующий:Knight цель:Archer урон:2d6\n",
			[]string{"Knight не может действовать: оглушён(а), умирает или мёртв(а).", "Knight: оглушение — его снимает спасбросок от оглушения в свой ход, начиная со следующего раунда", "/спасбросок вид:оглушение", "«Следующий ход»"},
			[]string{"Knight: спасбросок против смерти в этом раунде провален — смерть в конце раунда, если другой участник не проведёт стабилизацию (/стабилизировать цель:Knight)"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 2, 3, 9, 2, 10)
			h.Run(medQA6Setup[c.locale])
			h.Run(c.damage)
			medQA6Refused(t, h, c.attack, c.stunned...)
			h.Run(c.more)
			medQA6Refused(t, h, c.attack, c.dying...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Жертва засады должна совершить бросок Осведомлённости с большим
// значением, чем сумма твоего навыка Скрытность + Интеллект + 1D10»: the
// ambush line showed only each die and total («d10 4 → 13»), not the
// Stealth and INT (nor the victim's INT and Awareness) that made them. The
// Scout: 4 + Stealth 3 + INT 6 = 13; the Knight: 1 + INT 5 + Awareness 0 =
// 6 — not spotted, +5.
func TestMedievalS9AmbushShowsItsParts(t *testing.T) {
	for _, c := range []struct {
		locale, add, attack string
		wants               []string
	}{
		{"en", "/combat add name:Scout stats:\"REF 8 INT 6 Stealth 3 archery 5\"\n", "/attack attacker:Scout target:Knight damage:1d6 difficulty:50 ambush:true\n",
			[]string{"Ambusher d10 4 → 13 (Stealth 3 + INT 6) · Knight: Awareness d10 1 → 6 (INT 5 + Awareness 0) — not spotted: +5."}},
		{"ru", "/бой добавить имя:Scout параметры:\"РЕФ 8 ИНТ 6 Скрытность 3 Стрельба_из_лука 5\"\n", "/атака атакующий:Scout цель:Knight урон:1d6 сложность:50 засада:да\n",
			[]string{"Засада: d10 4 → 13 (Скрытность 3 + ИНТ 6) · Knight: Осведомлённость d10 1 → 6 (ИНТ 5 + Осведомлённость 0) — засада не замечена: +5."}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3, 2; ambush 4 and 1; to hit 5 (a miss).
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 4, 1, 5)
			h.Run(medQA6Setup[c.locale] + c.add)
			got := consoletest.MedReply(t, h.Run(c.attack))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, c.wants...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// The seed's action list («Перезарядка оружия», «Ремонт или оказание первой
// помощи», «Выполнение не боевого задания»): /combat log showed an action
// by its internal key — «действие 2 (first_aid)» in a Russian log, «action 2
// (task)» in an English one. It names the action in the reader's language.
func TestMedievalS9LogNamesActions(t *testing.T) {
	for _, c := range []struct {
		locale, aid, task, log string
		wants                  []string
	}{
		{"en", "/combat action action:\"first aid\" name:Knight\n", "/combat action action:task name:Knight\n", "/combat log\n",
			[]string{"Knight: action 1 (first aid / repair).", "Knight: action 2 (non-combat task)."}},
		{"ru", "/бой действие действие:\"первая помощь\" имя:Knight\n", "/бой действие действие:задание имя:Knight\n", "/бой журнал\n",
			[]string{"Knight: действие 1 (первая помощь / ремонт).", "Knight: действие 2 (небоевое задание)."}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medQA6Setup[c.locale])
			for _, cmd := range []string{c.aid, c.task} {
				if got := consoletest.MedReply(t, h.Run(cmd)); got.Ephemeral {
					t.Fatalf("%s refused: %s", cmd, got.Text())
				}
			}
			got := consoletest.MedReply(t, h.Run(c.log))
			consoletest.MedWant(t, got, c.wants...)
			for _, raw := range []string{"(first_aid)", "(task)"} {
				if strings.Contains(got.Text(), raw) {
					t.Errorf("the log shows the key %s: %s", raw, got.Text())
				}
			}
		})
	}
}

// The seed's list: «Перемещение … Уклонение … Парирование … Выход из захвата
// или ловушки … Прицеливание … Перезарядка оружия … Ремонт или оказание
// первой помощи … Выполнение не боевого задания». /combat action accepted
// only an action's whole button name: «первая помощь» and «ремонт» were
// refused as «не действие», with no word of what is one. The short names
// are taken now, and a refusal lists the actions.
func TestMedievalS9ActionShortNamesAndList(t *testing.T) {
	for _, c := range []struct {
		locale, short, other, bad string
		refusal                   []string
	}{
		{"en", "/combat action action:repair name:Knight\n", "/combat action action:\"first aid\" name:Archer\n", "/combat action action:sing name:Knight\n",
			[]string{"“sing” is not an action. Actions: move, attack, dodge, parry, escape, aim, reload, first aid / repair, non-combat task, charge, ambush."}},
		{"ru", "/бой действие действие:ремонт имя:Knight\n", "/бой действие действие:\"первая помощь\" имя:Archer\n", "/бой действие действие:пение имя:Knight\n",
			[]string{"«пение» — не действие. Действия: перемещение, атака, уклонение, парирование, выход из захвата, прицеливание, перезарядка, первая помощь / ремонт, небоевое задание, вваливание, засада."}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medQA6Setup[c.locale])
			for _, cmd := range []string{c.short, c.other} {
				got := consoletest.MedReply(t, h.Run(cmd))
				if got.Ephemeral {
					t.Fatalf("%s refused: %s", cmd, got.Text())
				}
				consoletest.MedWant(t, got, medPick(c.locale, "First aid / repair", "Первая помощь / ремонт"))
			}
			medQA6Refused(t, h, c.bad, c.refusal...)
		})
	}
}

// «Любой человек (кроме самого пациента) может попытаться стабилизировать»:
// attacking oneself or stabilizing oneself was refused with «Этого нельзя
// сделать с самим собой» — masculine («самим»), and with no word of what to
// do instead. It is gender-neutral now and says what to choose.
func TestMedievalS9SelfRefusalSaysWhatToDo(t *testing.T) {
	for _, c := range []struct {
		locale, attack, stab string
		want                 []string
	}{
		{"en", "/attack attacker:Archer target:Archer damage:2d6\n", "/stabilize target:Archer medic:Archer\n",
			[]string{"That cannot be done to oneself. Choose another target (for /stabilize, the medic can be anyone but the patient)."}},
		{"ru", "/атака атакующий:Archer цель:Archer урон:2d6\n", "/стабилизировать цель:Archer лекарь:Archer\n",
			[]string{"Нельзя выбрать себя: укажите другую цель (для /стабилизировать лекарем может быть кто угодно, кроме пациента)."}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medQA6Setup[c.locale])
			medQA6Refused(t, h, c.attack, c.want...)
			medQA6Refused(t, h, c.stab, c.want...)
			if c.locale == "ru" {
				got := consoletest.MedReply(t, h.Run(c.attack))
				if strings.Contains(got.Text(), "самим") {
					t.Errorf("masculine: %s", got.Text())
				}
			}
		})
	}
}

// Russian text is gender-neutral: the /help rules said «пока не
// стабилизирован» of the character (masculine). «Новые спасбросок требуется
// каждый раунд, пока персонаж остаётся не вылеченным … Единственный выход -
// Стабилизация»: «до стабилизации» now.
func TestMedievalS9HelpGenderNeutral(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	got := consoletest.LastOf(t, h.Run("/система выбрать система:medieval\n/помощь\n"))
	consoletest.MedWant(t, got, "Спасбросок против смерти 1D10 ≤ ТЕЛ − N каждый раунд при Смертельном N до стабилизации")
	if strings.Contains(got.Text(), "пока не стабилизирован") {
		t.Errorf("masculine: %s", got.Text())
	}
}

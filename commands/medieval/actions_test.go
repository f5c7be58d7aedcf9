package medieval_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Aiming: +1 per consecutive round of aiming up to +3, counted by the
// tracker and spent on the attack; a second aim in one round is refused;
// the tracker line shows the round's actions from the fight's books and
// the next one's −3.
func TestMedievalAimingAndActionCount(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			4, 4, // round 2 initiative
			4, 4, // round 3
			4, 4, // round 4
			2,    // to hit 2 + 8 + 5 + 3 = 18 vs close 15
			3,    // torso
			6, 6, // 12 − SP 10 = 2 − BTM 4 → 1
			2) // stun save
		h.Run(consoletest.MedSetupEN)
		got := consoletest.LastOf(t, h.Run("/combat action action:aim name:Archer\n"))
		consoletest.MedWant(t, got, medPick(locale, "1 action this round, next −3", "1 действие в этом раунде, следующее −3"),
			medPick(locale, "aiming (1 round, +1)", "целится (1 раунд, +1)"))
		if got := consoletest.LastOf(t, h.Run("/combat action action:aim name:Archer\n")); !got.Ephemeral {
			t.Fatalf("a second aim in one turn was accepted: %s", got.Text())
		}
		for range 2 {
			h.Run(c.next + c.round + "/combat action action:aim name:Archer\n")
		}
		h.Run(c.next + c.round)
		got = consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n"))
		consoletest.MedWant(t, got, medPick(locale, "2+8+5+3 = **18** vs 15", "2+8+5+3 = **18** против 15"), medPick(locale, "aiming +3", "прицеливание +3"))
		// The attack spent the aim and counted as the turn's first action.
		tracker := consoletest.LastOf(t, h.Run("/combat list\n"))
		consoletest.MedWant(t, tracker, medPick(locale, "1 action this round, next −3", "1 действие в этом раунде, следующее −3"))
		if strings.Contains(tracker.Text(), medPick(locale, "aiming (", "целится (")) {
			t.Errorf("aim not spent: %s", tracker.Text())
		}
	})
}

// «Атака двумя оружиями может быть совершена со штрафом -3 к
// броску на Попадание, для обоих используемых оружий». An attack with two
// weapons is one attack action whose two blows take −3 each; the second
// weapon's blow used to count as the turn's second action (−3 more, «действие
// 2 (−3 к броскам)»), so the off hand paid −6. Now both blows are action 1 at
// −3, and a third two-weapon blow starts action 2.
//
// The Knight (REF 6, Melee 4) strikes the Archer (REF 8, no melee skill) with
// 1d6 three times, every blow missing so that only two dice a blow are drawn:
// initiative 5, 3; then to hit 2 against the Archer's 5 (2 + 6 + 4 − 3 = 9
// against 5 + 8 = 13), twice, and 2 against 5 for the third blow
// (2 + 6 + 4 − 3 − 3 = 6).
func TestMedievalTwoWeaponsIsOneAction(t *testing.T) {
	for _, c := range []struct {
		locale, attack               string
		first, second, third, banned []string
	}{
		{"en", "/attack attacker:Knight target:Archer damage:1d6 two_weapons:true\n",
			[]string{"2+6+4−3 = **9** vs 13", "action 1 (+0 to its rolls)", "an attack with two weapons is one action: the other weapon's blow (`two_weapons:true`) is part of it, −3 to both"},
			[]string{"2+6+4−3 = **9** vs 13", "action 1 (+0 to its rolls)", "the other weapon's blow — in the same action (two weapons: −3 to both)"},
			[]string{"2+6+4−3−3 = **6** vs 13", "action 2 (−3 to its rolls)", "an attack with two weapons is one action"},
			[]string{"extra actions", "action 2"}},
		{"ru", "/атака атакующий:Knight цель:Archer урон:1d6 два_оружия:да\n",
			[]string{"2+6+4−3 = **9** против 13", "действие 1 (+0 к броскам)", "атака двумя оружиями — одно действие: удар вторым оружием (`два_оружия:да`) входит в него, −3 к обоим"},
			[]string{"2+6+4−3 = **9** против 13", "действие 1 (+0 к броскам)", "удар вторым оружием — в том же действии (два оружия: −3 к обоим)"},
			[]string{"2+6+4−3−3 = **6** против 13", "действие 2 (−3 к броскам)", "атака двумя оружиями — одно действие"},
			[]string{"лишние действия", "действие 2"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 5, 2, 5, 2, 5)
			h.Run(medSetup[c.locale])
			first := consoletest.MedReply(t, h.Run(c.attack))
			consoletest.MedWantEscaped(t, first, c.first...)
			second := consoletest.MedReply(t, h.Run(c.attack))
			if second.Ephemeral {
				t.Fatalf("second blow refused: %s", second.Text())
			}
			consoletest.MedWantEscaped(t, second, c.second...)
			for _, ban := range c.banned {
				if strings.Contains(second.Text(), ban) {
					t.Errorf("the second weapon's blow reads as a further action (%q):\n%s", ban, second.Text())
				}
			}
			third := consoletest.MedReply(t, h.Run(c.attack))
			consoletest.MedWantEscaped(t, third, c.third...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Errorf("%d scripted dice left unused", left)
			}
		})
	}
}

// An attack taken with /combat action is the action the /attack after it
// rolls: «Атака … или совершение атаки ближнего боя» is one action. The
// /attack counted a further one (−3); now it is action 1 at +0, and a
// further attack would be action 2.
func TestMedievalDeclaredAttackIsTheAttacksAction(t *testing.T) {
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

// An attack declared with /combat action is the action the next /attack
// rolls, «while another action in between closes it»
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
func TestMedievalFirstAidClosesADeclaredAttack(t *testing.T) {
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

// The action autocomplete shows the actions' names in the reader's
// language; the value is the action's key.
func TestMedievalActionAutocompleteLocalised(t *testing.T) {
	for _, c := range []struct{ locale, query, name, value string }{
		{"ru", "при", "Прицеливание", "aim"},
		{"ru", "ai", "Прицеливание", "aim"},
		{"en", "ai", "Aim", "aim"},
		{"en", "вва", "Charge", "charge"},
	} {
		t.Run(c.locale+"/"+c.query, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5)
			h.Run(medKnightOrc["en"])
			got := consoletest.MedDecode(t, consoletest.LastOf(t, h.Run("?/combat action action:"+c.query+"\n")))
			if len(got.Choices) == 0 || got.Choices[0].Name != c.name || got.Choices[0].Value != c.value {
				t.Errorf("choices %+v, want first %q → %q", got.Choices, c.name, c.value)
			}
		})
	}
}

// medChoiceNames reads the names of an autocomplete reply, in order.
func medChoiceNames(t *testing.T, out []consoletest.Sent) []string {
	t.Helper()
	for i := len(out) - 1; i >= 0; i-- {
		if out[i].Kind != "autocomplete" {
			continue
		}
		var d struct {
			Choices []struct{ Name string } `json:"choices"`
		}
		if err := json.Unmarshal(out[i].Data, &d); err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, c := range d.Choices {
			names = append(names, c.Name)
		}
		return names
	}
	t.Fatalf("no autocomplete in %+v", out)
	return nil
}

// The actions' autocomplete (/combat action action:) listed the seed's
// actions in the order of their English keys, which in Russian reads as no
// order at all: "Прицеливание, Засада, Атака, Вваливание…" (and in English
// "Reload" before "Non-combat task"). They are in the order of the names the
// reader sees now, prefix matches first.
func TestMedievalActionAutocompleteInReadersOrder(t *testing.T) {
	for _, c := range []struct {
		locale, script string
		want           []string
	}{
		{"ru", "/система выбрать система:medieval\n/бой начать\n?/бой действие действие:\n", []string{
			"Атака", "Вваливание", "Выход из захвата", "Засада", "Засада: враг отвлечён", "Небоевое задание", "Парирование",
			"Первая помощь / ремонт", "Перезарядка", "Перемещение", "Прицеливание", "Уклонение"}},
		{"ru", "/система выбрать система:medieval\n/бой начать\n?/бой действие действие:re\n", []string{
			"Перезарядка", "Первая помощь / ремонт"}},
		{"en", "/system set system:medieval\n/combat start\n?/combat action action:\n", []string{
			"Aim", "Ambush", "Ambush: foe distracted", "Attack", "Charge", "Dodge", "Escape", "First aid / repair", "Move",
			"Non-combat task", "Parry", "Reload"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			got := medChoiceNames(t, h.Run(c.script))
			if strings.Join(got, " | ") != strings.Join(c.want, " | ") {
				t.Errorf("choices:\n got %q\nwant %q", got, c.want)
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
func TestMedievalActionShortNamesAndList(t *testing.T) {
	for _, c := range []struct {
		locale, short, other, bad string
		refusal                   []string
	}{
		{"en", "/combat action action:repair name:Knight\n", "/combat action action:\"first aid\" name:Archer\n", "/combat action action:sing name:Knight\n",
			[]string{"“sing” is not an action. Actions: move, attack, dodge, parry, escape, aim, reload, first aid / repair, non-combat task, charge, ambush, ambush: foe distracted."}},
		{"ru", "/бой действие действие:ремонт имя:Knight\n", "/бой действие действие:\"первая помощь\" имя:Archer\n", "/бой действие действие:пение имя:Knight\n",
			[]string{"«пение» — не действие. Действия: перемещение, атака, уклонение, парирование, выход из захвата, прицеливание, перезарядка, первая помощь / ремонт, небоевое задание, вваливание, засада, засада: враг отвлечён."}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medSetup[c.locale])
			for _, cmd := range []string{c.short, c.other} {
				got := consoletest.MedReply(t, h.Run(cmd))
				if got.Ephemeral {
					t.Fatalf("%s refused: %s", cmd, got.Text())
				}
				consoletest.MedWant(t, got, medPick(c.locale, "First aid / repair", "Первая помощь / ремонт"))
			}
			medRefused(t, h, c.bad, c.refusal...)
		})
	}
}

// The seed's action list («Перезарядка оружия», «Ремонт или оказание первой
// помощи», «Выполнение не боевого задания»): /combat log showed an action
// by its internal key — «действие 2 (first_aid)» in a Russian log, «action 2
// (task)» in an English one. It names the action in the reader's language.
func TestMedievalLogNamesActions(t *testing.T) {
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
			h.Run(medSetup[c.locale])
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

package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Для выполнения этого маневра персонаж должен иметь хотя бы одно очко в
// Огнестрельном оружии. Если у оружия есть оптический прицел, запас бросков
// увеличивается на два кубика … не может прицелиться, если противник
// движется со скоростью, превышающей обычный шаг».
func TestStorytellerSeedAiming(t *testing.T) {
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 0 Perception 3", "Stamina 1", "/attack attacker:Bob target:Al defense:none weapon:Rifle aim:2\n")
	if !out[0].Ephemeral {
		t.Fatalf("aiming without Firearms must be refused: %s", out[0].Text())
	}
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Firearms 1 Perception 3", "Stamina 1", "/attack attacker:Bob target:Al defense:none weapon:Rifle aim:2 fast_target:true\n")
	if !out[0].Ephemeral {
		t.Fatalf("aiming at a fast target must be refused: %s", out[0].Text())
	}
	// Aim is capped by Perception: aim:5 gives 3.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Firearms 1 Perception 3", "Stamina 1", "/attack attacker:Bob target:Al defense:none weapon:Rifle aim:5\n")
	consoletest.MustContain(t, out[0], "aiming +3", "Pool 7, difficulty 6")
	// A scope adds two dice.
	h := consoletest.NewSystemHarness(t, "en", append([]int{5, 4, 7}, consoletest.Threes(40)...)...)
	out = consoletest.Replies(h.Run(`/system set system:storyteller
/char set name:Bob stats:"Dexterity 3 Firearms 1 Perception 3"
/char weapon add name:Sniper spec:"rifle scope"
/combat start
/combat join
/combat add name:Al
/attack attacker:Bob target:Al defense:none weapon:Sniper aim:3
`))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "aiming +3", "scope +2", "Pool 9, difficulty 6")
}

// aim:true is aiming for the turn — "+Perception dice" (the
// seed's «Единицы Восприятия определяют, сколько кубиков можно добавить»):
// Dexterity 3 + Firearms 3 + Perception 2 = 8 dice; a number still counts
// dice, false is no aiming.
func TestStorytellerAimYesNo(t *testing.T) {
	for _, c := range []struct {
		locale, cmd string
		want        []string
	}{
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:true\n", []string{"aiming +2", "Pool 8, difficulty 6"}},
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:yes\n", []string{"aiming +2", "Pool 8, difficulty 6"}},
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:1\n", []string{"aiming +1", "Pool 7, difficulty 6"}},
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:false\n", []string{"Pool 6, difficulty 6"}},
		{"ru", "/атака атакующий:Вася цель:Бандит оружие:\"Пистолет малого калибра\" дистанция:5 прицел:да\n", []string{"прицеливание +2", "Запас 8, сложность 6"}},
		{"ru", "/атака атакующий:Вася цель:Бандит оружие:\"Пистолет малого калибра\" дистанция:5 прицел:нет\n", []string{"Запас 6, сложность 6"}},
	} {
		t.Run(c.locale+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 4, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(stVasyaBandit[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			all := consoletest.MedAllText(t, got)
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("missing %q in\n%s", w, all)
				}
			}
			if strings.Contains(c.cmd, ":false") || strings.Contains(c.cmd, ":нет") {
				if strings.Contains(all, "aiming") || strings.Contains(all, "прицеливание") {
					t.Errorf("aim:false aimed:\n%s", all)
				}
			}
		})
	}
}

// «Единицы Восприятия определяют, сколько кубиков можно добавить»: aim:N
// past Perception adds Perception's dice, and the reply now says why the
// GM's number was cut (it showed "aiming +2" after aim:5 with no word).
// Within Perception there is no note.
func TestStorytellerAimPastPerceptionSaysSo(t *testing.T) {
	for _, tc := range []struct{ locale, capped, aim2 string }{
		{"en", "Ann asked for 5, Perception 2 gives 2.", "aiming +2"},
		{"ru", "Ann — запрошено 5, Восприятие 2 даёт 2.", "прицеливание +2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stSMGFight(t, tc.locale)
			shot := `/attack attacker:Ann target:Orc weapon:"Light SMG" defense:none aim:`
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"5\n")))
			stAttackPool(t, out, tc.aim2)
			consoletest.MustContain(t, out, tc.capped)
			h.Run("/combat next\n/combat next\n")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"2\n")))
			stAttackPool(t, out, tc.aim2)
			consoletest.MustNotContain(t, out, tc.capped)
		})
	}
}

// «Во время прицеливания персонаж не может выполнять другие действия, так
// как сосредотачивается на цели.» Aiming with a declared multiple action
// (actions:2) is played — not refused, the dice as before: Dexterity 3 +
// Firearms 3 = 6, aiming +2, multiple actions −2 → pool 6 — with a ⚠️ line
// quoting the rule. Aiming alone, or a split without aiming, has no such
// line.
func TestStorytellerAimWithDeclaredSplitWarns(t *testing.T) {
	for _, tc := range []struct {
		locale, aimSplit, aimOnly, splitOnly, pool, warn string
	}{
		{"en", `/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver" aim:2 actions:2`,
			`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver" aim:2`,
			`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver" actions:2`,
			"Pool 6, difficulty 6",
			"⚠️ Ann is aiming with 2 actions declared this round. The rule: “while aiming the character can take no other action”."},
		{"ru", `/атака атакующий:Ann цель:Orc защита:нет оружие:"Heavy revolver" прицел:2 действия:2`,
			`/атака атакующий:Ann цель:Orc защита:нет оружие:"Heavy revolver" прицел:2`,
			`/атака атакующий:Ann цель:Orc защита:нет оружие:"Heavy revolver" действия:2`,
			"Запас 6, сложность 6",
			"⚠️ Ann целится, а заявлено действий на ход: 2. Правило: «Во время прицеливания персонаж не может выполнять другие действия»."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			fight := func() *consoletest.Harness {
				h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
				h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3 Perception 2"
/combat add name:Orc
`)
				return h
			}
			got := consoletest.LastOf(t, consoletest.Replies(fight().Run(tc.aimSplit+"\n")))
			stAttackPool(t, got, tc.pool)
			consoletest.MustContain(t, got, tc.warn)
			if txt := got.Text(); !strings.Contains(txt, "🎲 2 2 2 2 2 2\\n") || strings.Contains(txt, "🎲 2 2 2 2 2 2 2") {
				t.Errorf("the pool of 6 should roll six dice:\n%s", txt)
			}
			for _, script := range []string{tc.aimOnly, tc.splitOnly} {
				got := consoletest.LastOf(t, consoletest.Replies(fight().Run(script+"\n")))
				stAttackPool(t, got, "")
				consoletest.MustNotContain(t, got, "⚠️")
			}
		})
	}
}

// «Во время прицеливания персонаж не может выполнять другие действия»: an
// attack that aims and is itself several actions (shots:2, two guns) is
// played as asked, the aiming dice on every shot, and the rule is quoted —
// as it already is when a split was declared.
func TestStorytellerAimingWhileFiringSeveralShotsWarns(t *testing.T) {
	for _, tc := range []struct{ loc, opts, want string }{
		{"en", `weapon:"Light pistol" aim:2 shots:2`, "Bob is aiming and firing 2 shots in one attack. The rule: “while aiming the character can take no other action”"},
		{"ru", `weapon:"Light pistol" aim:2 shots:2`, "Bob целится и делает выстрелов за одну атаку: 2. Правило: «Во время прицеливания персонаж не может выполнять другие действия»"},
		{"en", `maneuver:two_weapons weapon:"Light pistol" weapon2:"Heavy pistol" aim:2`, "Bob is aiming and firing 2 shots in one attack."},
	} {
		t.Run(tc.loc+"/"+tc.opts, func(t *testing.T) {
			h := stTwoPistolsFight(t, tc.loc)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Bob target:Al defense:none "+tc.opts+"\n")))
			consoletest.MustContain(t, got, jsonText(tc.want))
			// 6 dice + aiming 2 − 2 = 6 for the first shot: the dice stay.
			consoletest.MustContain(t, got, map[string]string{"en": "Pool 6, difficulty 6", "ru": "Запас 6, сложность 6"}[tc.loc])
		})
	}
	// One shot aimed is no warning.
	got := consoletest.LastOf(t, consoletest.Replies(stTwoPistolsFight(t, "en").Run(`/attack attacker:Bob target:Al defense:none weapon:"Light pistol" aim:2`+"\n")))
	consoletest.MustNotContain(t, got, "is aiming and firing")
}

package storyteller_test

import (
	"strconv"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A player who names a second gun fires both: «Стрельба из двух стволов:
// Ведение огня из двух оружий одновременно … считается множественным
// действием … сложность выстрела из "слабой" руки увеличивается на
// единицу». weapon2 on a plain shot was silently dropped (one shot, one
// round spent); it now makes the shot two-weapon fire, as shots:3 makes it
// multiple shots. On a maneuver that fires one weapon (a burst) the second
// gun is refused, nothing changed.
func TestStorytellerSecondGunNamedFiresBoth(t *testing.T) {
	for _, tc := range []struct{ locale, title, first, second, ammo, refused string }{
		{"en", "Two weapons (Light pistol + Light pistol)", "multiple actions −2", "multiple actions −3",
			"Rounds left: 17 / 17 (2 spent)", "A second gun (weapon2) fires only with the Two weapons maneuver"},
		{"ru", "Стрельба из двух стволов (Light pistol + Light pistol)", "множественные действия −2", "множественные действия −3",
			"Патронов осталось: 17 / 17 (потрачено 2)", "Второй ствол (оружие2) стреляет только в маневре «Стрельба из двух стволов»"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 5 + 7 and 5 + 2. Shot 1: Dexterity 4 + Firearms 4
			// − 2 (two shots) = 6 dice at 6, six 8s; damage 4 + 5 extra =
			// 9 dice, three 8s: 3 lethal. Shot 2: 8 − 3 = 5 dice at 7 (the
			// off hand), two 8s; damage 4 + 1 = 5 dice, all 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5,
				8, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 8, 8, 8,
				8, 8, 2, 2, 2, 2, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Bob /char set stats:"Dexterity 4 Firearms 4 Wits 3"
@Bob /char weapon add name:"Light pistol"
@Bob /combat join
/combat add name:Boss
`)
			consoletest.RefusedUnchanged(t, h, `@Bob /attack target:Boss weapon:"Light pistol" weapon2:"Light pistol" maneuver:burst defense:none`, tc.refused)
			got := h.Run(`@Bob /attack target:Boss weapon:"Light pistol" weapon2:"Light pistol" defense:none` + "\n")
			if got[0].Ephemeral {
				t.Fatalf("refused: %s", got[0].Text())
			}
			consoletest.MustContain(t, got[0], tc.title, tc.first, tc.second, tc.ammo)
		})
	}
}

// Every Russian gun name has spaces, and the help offers
// `оружие2:Пистолет` inside the situation option: «оружие2:Пистолет
// крупного калибра» was refused as «Непонятная обстановка «крупного»». The
// words after weapon2: that are no token of their own are the gun's name;
// a real token after them still counts.
func TestStorytellerSecondGunNameWithSpaces(t *testing.T) {
	for _, tc := range []struct{ locale, situation, want string }{
		{"en", `situation:"weapon2:Heavy pistol opponents:2"`, "Heavy pistol + Heavy pistol"},
		{"ru", `обстановка:"оружие2:Пистолет крупного калибра противники:2"`, "Пистолет крупного калибра + Пистолет крупного калибра"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stMissFight(t, tc.locale)
			weapon := map[string]string{"en": "Heavy pistol", "ru": "Пистолет крупного калибра"}[tc.locale]
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none maneuver:"two weapons" weapon:"`+weapon+`" `+tc.situation+"\n")))
			if out.Ephemeral {
				t.Fatalf("refused: %s", out.Text())
			}
			// Dexterity 3 + Firearms 3 = 6, two guns −2 / −3; opponents:2
			// adds +1 difficulty, the off hand +1 more.
			consoletest.MustContain(t, out, tc.want, "−2", "−3")
			pools := map[string][]string{"en": {"Pool 4, difficulty 7", "Pool 3, difficulty 8"}, "ru": {"Запас 4, сложность 7", "Запас 3, сложность 8"}}[tc.locale]
			consoletest.MustContain(t, out, pools...)
		})
	}
}

// «Стрельба из двух стволов: … Этот маневр считается множественным
// действием, поэтому применяются стандартные ограничения на количество
// бросков» and «Количество доступных бросков на первый выстрел уменьшается на
// общее количество выстрелов, которые вы собираетесь совершить. Каждый
// последующий выстрел уменьшает количество доступных бросков на один
// кубик»; a reload «вместе с другим действием (считается множественным
// действием)». Two guns are two actions; whatever the fighter did before in
// the turn is one more, and it came first: a reload (or a declared earlier
// attack) then two guns is three actions, −3 for the first, so the guns
// roll at −4 and −5 (6 dice → 2 and 1). Without a declaration one action
// was meant: the earlier attack kept its dice, and the guns are actions 2
// and 3 past that split, −3 and −4 (6 dice → 3 and 2), which the reply
// says rather than "no multiple-action penalty".
func TestStorytellerTwoWeaponsAfterActing(t *testing.T) {
	const guns = `/attack attacker:Bob target:Al maneuver:two_weapons weapon:"Light pistol" weapon2:"Heavy pistol" defense:none`
	const shot = `/attack attacker:Bob target:Al weapon:"Light pistol" defense:none`
	const reload = `/reload attacker:Bob weapon:"Light pistol"`
	type want struct{ mod1, pool1, mod2, pool2 string }
	en := func(a, p1, b, p2 int) want {
		return want{"multiple actions −" + strconv.Itoa(a), "Pool " + strconv.Itoa(p1) + ", difficulty 6",
			"multiple actions −" + strconv.Itoa(b), "Pool " + strconv.Itoa(p2) + ", difficulty 7"}
	}
	ru := func(a, p1, b, p2 int) want {
		return want{"множественные действия −" + strconv.Itoa(a), "Запас " + strconv.Itoa(p1) + ", сложность 6",
			"множественные действия −" + strconv.Itoa(b), "Запас " + strconv.Itoa(p2) + ", сложность 7"}
	}
	for _, tc := range []struct {
		name, before, extra string
		en, ru              want
		enNote, ruNote      string
	}{
		{"fresh", "", "", en(2, 4, 3, 3), ru(2, 4, 3, 3), "", ""},
		{"after a reload", reload, "", en(4, 2, 5, 1), ru(4, 2, 5, 1), "", ""},
		{"after a reload, actions:3", reload, " actions:3", en(4, 2, 5, 1), ru(4, 2, 5, 1),
			"this attack is action 2–3, pool −4…−5", "эта атака — действие 2–3, запас −4…−5"},
		{"after a declared attack", shot + " actions:3", "", en(4, 2, 5, 1), ru(4, 2, 5, 1),
			"this attack is action 2–3, pool −4…−5", "эта атака — действие 2–3, запас −4…−5"},
		{"after an undeclared attack", shot, "", en(3, 3, 4, 2), ru(3, 3, 4, 2),
			"this is Bob's action 2–3 this round, and none were declared (one meant), so its pool is −3…−4",
			"это действие 2–3 в раунде (Bob), а заявлено не было (одно), поэтому запас −3…−4"},
	} {
		for _, loc := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+loc, func(t *testing.T) {
				h := stTwoPistolsFight(t, loc)
				if tc.before != "" {
					h.Run(tc.before + "\n")
				}
				got := consoletest.LastOf(t, consoletest.Replies(h.Run(guns+tc.extra+"\n")))
				w, note := tc.en, tc.enNote
				if loc == "ru" {
					w, note = tc.ru, tc.ruNote
				}
				consoletest.MustContain(t, got, w.mod1, w.pool1, w.mod2, w.pool2)
				if note != "" {
					consoletest.MustContain(t, got, note)
				}
				consoletest.MustNotContain(t, got, "no multiple-action penalty", "без штрафа за множественное действие")
			})
		}
	}
}

// «Дистанция: В таблице по огнестрельному оружию указана дистанция выстрела
// для каждого типа оружия»: each of two guns is judged by its own range.
// «Пистолет малого калибра: … Дистанция 20», «Пистолет крупного калибра: …
// Дистанция 30». At 25 m the light pistol is past its short range
// (difficulty 8), the heavy one within it (6, +1 in the off hand); past
// twice a gun's range («Максимальная дистанция … в два раза») that gun
// cannot fire, as one gun alone is refused. And «Количество выстрелов
// определяется режимом стрельбы»: the bot fires one shot from each gun, so
// shots:4 is said not to apply rather than dropped in silence.
func TestStorytellerTwoWeaponsEachGunItsRange(t *testing.T) {
	const two = `/attack attacker:Bob target:Al maneuver:two_weapons defense:none `
	for _, tc := range []struct {
		loc, opts string
		want      []string
	}{
		{"en", `weapon:"Light pistol" weapon2:"Heavy pistol" range:25`, []string{"Pool 4, difficulty 8", "Pool 3, difficulty 7"}},
		{"ru", `weapon:"Light pistol" weapon2:"Heavy pistol" range:25`, []string{"Запас 4, сложность 8", "Запас 3, сложность 7"}},
		{"en", `weapon:"Heavy pistol" weapon2:"Light pistol" range:25`, []string{"Pool 4, difficulty 6", "range +2 · off hand +1", "Pool 3, difficulty 9"}},
		{"en", `weapon:"Heavy pistol" weapon2:"Light pistol" range:2`, []string{"Pool 4, difficulty 4", "Pool 3, difficulty 5"}},
		{"en", `weapon:"Light pistol" weapon2:"Heavy pistol" shots:4`, []string{"Pool 4, difficulty 6", "Pool 3, difficulty 7", "Two weapons fire one shot from each gun; shots:4 was not applied"}},
		{"ru", `weapon:"Light pistol" weapon2:"Heavy pistol" shots:4`, []string{"по одному выстрелу из каждого ствола; параметр выстрелы:4 не применён"}},
	} {
		t.Run(tc.loc+"/"+tc.opts, func(t *testing.T) {
			h := stTwoPistolsFight(t, tc.loc)
			consoletest.MustContain(t, consoletest.LastOf(t, consoletest.Replies(h.Run(two+tc.opts+"\n"))), tc.want...)
		})
	}
	for _, tc := range []struct{ loc, want string }{
		{"en", "Light pistol cannot reach: 40 m at most."},
		{"ru", "Light pistol не достаёт: не дальше 40 м."},
	} {
		t.Run("out of range/"+tc.loc, func(t *testing.T) {
			consoletest.RefusedUnchanged(t, stTwoPistolsFight(t, tc.loc), two+`weapon:"Heavy pistol" weapon2:"Light pistol" range:50`, tc.want)
		})
	}
}

// «Стрельба из двух стволов»: Al (Stamina 1, six lethal levels) dies to the
// light pistol's 7 lethal. The heavy pistol used to be rolled at the body
// anyway — attack, damage, soak, «still Dead» — and a round spent. Now the
// reply says the second gun is not fired, draws none of its dice (the script
// has only the first shot's: one more draw would run it out) and spends no
// round: 17 / 8, 1 spent.
func TestStorytellerSecondGunHeldAtTheDead(t *testing.T) {
	// Initiative 9, 1; shot 1: 4 attack dice, 7 damage dice, no soak.
	faces := []int{9, 1, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}
	for locale, l := range map[string]struct{ held, ammo, still string }{
		"en": {"Al died to the first shot: Bob does not fire the second gun (Heavy pistol) at the body — no roll, no round spent.",
			"Rounds left: 17 / 8 (1 spent)", "still **Dead**"},
		"ru": {"Первый выстрел убил цель (Al): Bob не стреляет из второго ствола (Heavy pistol) — броска нет, патрон не потрачен.",
			"Патронов осталось: 17 / 8 (потрачено 1)", "по-прежнему **Смерть**"},
	} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, faces...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Bob stats:\"Dexterity 3 Firearms 3 Perception 2\" weapons:\"Light pistol; Heavy pistol\"\n" +
				"/combat add name:Al stats:\"Stamina 1\"\n/damage target:Al levels:6 type:lethal\n")
			got := consoletest.PlainText(t, consoletest.LastOf(t, consoletest.Replies(h.Run(
				"/attack attacker:Bob target:Al maneuver:two_weapons weapon:\"Light pistol\" weapon2:\"Heavy pistol\" defense:none\n"))))
			if !strings.Contains(got, l.held) || !strings.Contains(got, l.ammo) || strings.Contains(got, l.still) {
				t.Errorf("the attack:\n%s", got)
			}
		})
	}
}

// Two weapons with a pair of one gun («Стрельба из двух стволов»): each has
// its own clip («Обойма: количество патронов, которые можно зарядить за один
// раз»), 7+1 each, so one round each leaves 7 / 7 — not 7 / 6 from one
// shared count — and the second reloads as "Heavy pistol #2".
func TestStorytellerPairOfGunsHasTwoClips(t *testing.T) {
	for _, tc := range []struct{ locale, left, reload string }{
		{"en", "Rounds left: 7 / 7 (2 spent)", "Thug reloads Heavy pistol #2: 7 → 8 rounds."},
		{"ru", "Патронов осталось: 7 / 7 (потрачено 2)", "Thug — перезарядка, Heavy pistol #2: патронов было 7, стало 8."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 3 + 1, 2 + 1 + 1. Dexterity 3 + Firearms 3:
			// 4 dice, then 3 (off hand), all 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 2, 2, 2, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Thug stats:"Dexterity 3 Firearms 3"
/combat add name:Bob
`)
			got := h.Run("/attack attacker:Thug target:Bob maneuver:two_weapons weapon:\"Heavy pistol\" weapon2:\"Heavy pistol\" defense:none\n")[0]
			consoletest.MustContain(t, got, tc.left)
			consoletest.MustContain(t, h.Run("/reload name:Thug weapon:\"Heavy pistol #2\"\n")[0], tc.reload)
		})
	}
}

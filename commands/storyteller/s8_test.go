package storyteller_test

import (
	"fray/bot/consoletest"
	"strconv"
	"strings"
	"testing"
)

// Session 8: storyteller's last known gaps and the seed-number audit, driven
// through the console in both locales.

// One gun, one clip, whatever language or case it is typed in: «Обойма:
// количество патронов, которые можно зарядить за один раз. +1 означает
// наличие патрона в стволе» — the light pistol's «Обойма 17+1» is 18 rounds,
// spent one a shot. Autocomplete offers a table gun in the reader's
// language, so a Russian player and an English GM name one pistol two ways:
// weapon:пистолет then weapon:PISTOL is 17 then 16 left (it used to be two
// clips, 17 and 17). Two weapons naming it twice, in two languages, is the
// pair («Стрельба из двух стволов»), two clips (15 / 17), and the second
// reloads as "pistol #2".
func TestStorytellerS8GunCountsOneClipInEitherLanguage(t *testing.T) {
	for _, tc := range []struct{ locale, first, second, pair, reload2, reload1 string }{
		{"en", "Rounds left: 17 (1 spent)", "Rounds left: 16 (1 spent)", "Rounds left: 15 / 17 (2 spent)",
			"Ann reloads pistol #2: 17 → 18 rounds.", "Ann reloads Light pistol: 15 → 18 rounds."},
		{"ru", "Патронов осталось: 17 (потрачено 1)", "Патронов осталось: 16 (потрачено 1)", "Патронов осталось: 15 / 17 (потрачено 2)",
			"Ann — перезарядка, pistol #2: патронов было 17, стало 18.", "Ann — перезарядка, Пистолет малого калибра: патронов было 15, стало 18."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 and 2. Dexterity 3 + Firearms 2 = 5 dice a
			// shot, 2s (misses); two weapons: 3 dice, then 2.
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(15)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 2"
/combat add name:Orc
`)
			for _, step := range []struct{ line, want string }{
				{"/attack attacker:Ann target:Orc weapon:пистолет defense:none", tc.first},
				{"/attack attacker:Ann target:Orc weapon:PISTOL defense:none", tc.second},
				{`/attack attacker:Ann target:Orc weapon:"Пистолет малого калибра" weapon2:pistol maneuver:two_weapons defense:none`, tc.pair},
				{`/reload name:Ann weapon:"pistol #2"`, tc.reload2},
				{"/reload name:Ann weapon:Пистолет", tc.reload1},
			} {
				got := h.Run(step.line + "\n")[0]
				if got.Ephemeral {
					t.Fatalf("%s refused: %s", step.line, got.Text())
				}
				consoletest.MustContain(t, got, step.want)
			}
		})
	}
}

// A sheet's gun named by its table row in the other language is that gun,
// with its clip: Bob's sheet holds "Light pistol" («Пистолет малого калибра:
// … Обойма 17+1»); weapon:"Пистолет малого калибра" fires it (17 left), and
// weapon:"light pistol" after it leaves 16 — not a second, full gun.
func TestStorytellerS8SheetGunByTableNameInOtherLanguage(t *testing.T) {
	for _, tc := range []struct{ locale, first, second string }{
		{"en", "Rounds left: 17 (1 spent)", "Rounds left: 16 (1 spent)"},
		{"ru", "Патронов осталось: 17 (потрачено 1)", "Патронов осталось: 16 (потрачено 1)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(10)...)...)
			h.Run(`/system set system:storyteller
/combat start
@Bob /char set stats:"Dexterity 3 Firearms 2"
@Bob /char weapon add name:"Light pistol"
@Bob /combat join
/combat add name:Orc
`)
			first := h.Run("@Bob /attack target:Orc weapon:\"Пистолет малого калибра\" defense:none\n")[0]
			second := h.Run("@Bob /attack target:Orc weapon:\"light pistol\" defense:none\n")[0]
			consoletest.MustContain(t, first, tc.first)
			consoletest.MustContain(t, second, tc.second)
			if strings.Contains(first.Text(), "(Пистолет малого калибра)") {
				t.Errorf("the sheet's gun is not named as the sheet names it: %s", first.Text())
			}
		})
	}
}

// Reload with another action: «Перезарядка оружия занимает один ход. По
// разрешению Ведущего персонаж может выполнить перезарядку вместе с другим
// действием (считается множественным действием)», and a multiple action
// loses dice: «Количество доступных бросков на первый выстрел уменьшается на
// общее количество выстрелов … Каждый последующий выстрел уменьшает
// количество доступных бросков на один кубик». Reload then shoot in one
// round is two actions, the shot the second: Dexterity 3 + Firearms 3 = 6
// dice − 3 = 3. Nothing is refused; next round the shot has its 6 dice.
func TestStorytellerS8ReloadThenShootIsAMultipleAction(t *testing.T) {
	for _, tc := range []struct{ locale, mod, pool3, pool6, multi string }{
		{"en", "multiple actions −3", "Pool 3, difficulty 6", "Pool 6, difficulty 6", "multiple actions"},
		{"ru", "множественные действия −3", "Запас 3, сложность 6", "Запас 6, сложность 6", "множественные действия"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 and 2 each round; the shots miss on 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, append(append([]int{9, 2}, consoletest.Twos(3)...), append([]int{9, 2}, consoletest.Twos(6)...)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
			if got := h.Run("/reload name:Ann weapon:\"Heavy pistol\"\n")[0]; got.Ephemeral {
				t.Fatalf("reload refused: %s", got.Text())
			}
			shot := h.Run("/attack attacker:Ann target:Orc weapon:\"Heavy pistol\" defense:none\n")[0]
			if shot.Ephemeral {
				t.Fatalf("the shot after a reload was refused: %s", shot.Text())
			}
			consoletest.MustContain(t, shot, tc.mod, tc.pool3)
			h.Run("!click Next round\n")
			next := h.Run("/attack attacker:Ann target:Orc weapon:\"Heavy pistol\" defense:none\n")[0]
			consoletest.MustContain(t, next, tc.pool6)
			if strings.Contains(next.Text(), tc.multi) {
				t.Errorf("last round's reload still counts: %s", next.Text())
			}
		})
	}
}

// The health table's pool penalties, seen on a /check of 8 dice at each
// level (lines 214–224): «Ушибы: 0 штраф на запас бросков … Повреждения: -1
// … Травмы: -1 … Ранения: -2 … Тяжелые повреждения: -2 … Калека: -5 штраф на
// запас бросков»; and line 236: «Запас бросков для каждого действия
// уменьшается на значение штрафа для данного уровня здоровья (за исключением
// бросков на рефлекторные действия, такие как поглощение повреждений)» — a
// Crippled fighter soaks with all of Stamina 6.
func TestStorytellerS8WoundPenaltyAtEveryLevel(t *testing.T) {
	for _, tc := range []struct {
		locale, level, penalty, pool string
		levels                       int
	}{
		{"en", "Bruised", "", "Pool 8, difficulty 6", 1},
		{"en", "Hurt (−1)", "wound penalty −1", "Pool 7, difficulty 6", 2},
		{"en", "Injured (−1)", "wound penalty −1", "Pool 7, difficulty 6", 3},
		{"en", "Wounded (−2)", "wound penalty −2", "Pool 6, difficulty 6", 4},
		{"en", "Mauled (−2)", "wound penalty −2", "Pool 6, difficulty 6", 5},
		{"en", "Crippled (−5)", "wound penalty −5", "Pool 3, difficulty 6", 6},
		{"ru", "Ушибы", "", "Запас 8, сложность 6", 1},
		{"ru", "Повреждения (−1)", "штраф за раны −1", "Запас 7, сложность 6", 2},
		{"ru", "Травмы (−1)", "штраф за раны −1", "Запас 7, сложность 6", 3},
		{"ru", "Ранения (−2)", "штраф за раны −2", "Запас 6, сложность 6", 4},
		{"ru", "Тяжелые повреждения (−2)", "штраф за раны −2", "Запас 6, сложность 6", 5},
		{"ru", "Калека (−5)", "штраф за раны −5", "Запас 3, сложность 6", 6},
	} {
		t.Run(tc.locale+" "+tc.level, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5}, consoletest.Threes(20)...)...)
			out := consoletest.Replies(h.Run("/system set system:storyteller\n/combat start\n/combat add name:Al stats:\"Stamina 6\"\n" +
				"/damage target:Al levels:" + strconv.Itoa(tc.levels) + " type:bashing\n/check pool:8 difficulty:6 name:Al\n"))
			consoletest.MustContain(t, out[len(out)-2], tc.level)
			check := consoletest.LastOf(t, out)
			consoletest.MustContain(t, check, tc.pool)
			if tc.penalty != "" {
				consoletest.MustContain(t, check, tc.penalty)
			} else {
				consoletest.MustNotContain(t, check, "−")
			}
		})
	}
	// Crippled (−5), Stamina 6: the soak roll is 6 dice.
	h := consoletest.NewSystemHarness(t, "en", append([]int{5, 8, 8, 8}, consoletest.Threes(20)...)...)
	out := consoletest.Replies(h.Run("/system set system:storyteller\n/combat start\n/combat add name:Al stats:\"Stamina 6\"\n" +
		"/damage target:Al levels:6 type:bashing\n/damage target:Al pool:3 type:bashing\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Stamina 6 + armor 0", "Pool 6, difficulty 6")
}

// Getting up (line 135): «Если ваш персонаж оказывается на земле, он должен
// выполнить бросок на Ловкость + Атлетизм … Если бросок неудачен, он может
// попробовать встать на ноги следующим действием. В случае провала броска,
// персонаж автоматически получает один уровень поверхностных повреждений».
// Al, swept (line 48, difficulty 8) and down on 3 3 3, rolls to get up at
// his turn: Dexterity 2 + Athletics 1 = 3 dice; 1 3 3 is a botch — one
// bashing level, Bruised; 3 3 3 (a plain failure) costs nothing.
func TestStorytellerS8GettingUpBotchCostsABashingLevel(t *testing.T) {
	for _, tc := range []struct {
		locale, botched, failed, bruised string
	}{
		{"en", "Al botches getting up (1, 3, 3) and takes a bashing level.", "Al fails to get up (3, 3, 3) and may try again next action.", "Bruised · bashing 1"},
		{"ru", "Al: провал (ботч) при попытке встать (1, 3, 3) — уровень поверхностных повреждений.", "Al: встать не удалось (3, 3, 3), новая попытка — следующим действием.", "Ушибы · поверхностные 1"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Bob 5 + 3, Al 4 + 2. The sweep: 5 dice, one 7; its
			// damage Strength 1, a 3; Al's footing 3 3 3 at 8: down. Al's
			// turn: the roll to get up.
			for _, stand := range [][]int{{1, 3, 3}, {3, 3, 3}} {
				faces := append([]int{5, 4, 7, 3, 3, 3, 3, 3, 3, 3, 3}, stand...)
				h := consoletest.NewSystemHarness(t, tc.locale, append(faces, consoletest.Threes(20)...)...)
				out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Dexterity 3 Brawl 2"
/combat add name:Al stats:"Stamina 1 Dexterity 2 Athletics 1"
/attack attacker:Bob target:Al maneuver:sweep defense:none
/combat next
`)
				tracker := consoletest.LastOf(t, out)
				if stand[0] == 1 {
					consoletest.MustContain(t, tracker, tc.botched, tc.bruised)
				} else {
					consoletest.MustContain(t, tracker, tc.failed)
					consoletest.MustNotContain(t, tracker, tc.bruised)
				}
			}
		})
	}
}

// Automatic fire (line 75): «Выполняется один бросок с добавлением 10
// кубиков к точности оружия. Из-за отдачи сложность увеличивается на 2. Все
// дополнительные успешные баллы (кроме первого) добавляются к запасу бросков
// на повреждение, который равен запасу бросков на повреждение у одного
// выстрела». Light SMG («Повреждение 4 … Обойма 30+1»), Dexterity 3 +
// Firearms 2 + 10 = 15 dice at 8; three 9s: damage 4 + 2 = 6 dice.
func TestStorytellerS8AutomaticFireExtraSuccessesToDamage(t *testing.T) {
	for _, tc := range []struct {
		locale string
		want   []string
	}{
		{"en", []string{"maneuver accuracy +10", "Pool 15, difficulty 8", "4 dice + 2 extra successes, lethal", "Pool 6, difficulty 6", "Rounds left: 0 (31 spent)"}},
		{"ru", []string{"Запас 15, сложность 8", "4 кубика + 2 лишних успеха, летальные", "Запас 6, сложность 6", "Патронов осталось: 0 (потрачено 31)"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			_, out := consoletest.StFight(t, tc.locale, "Dexterity 3 Firearms 2", "Stamina 1",
				"/attack attacker:Bob target:Al defense:none maneuver:auto weapon:\"Light SMG\"\n", 9, 9, 9)
			consoletest.MustContain(t, out[0], tc.want...)
		})
	}
}

// Cover, each row alone (lines 88–90): «Плохое укрытие …: +1 к сложности.
// Хорошее укрытие …: +2 к сложности. Отличное укрытие …: +3 к сложности».
func TestStorytellerS8CoverRows(t *testing.T) {
	for _, tc := range []struct{ cover, want string }{
		{"1", "Pool 5, difficulty 7"},
		{"2", "Pool 5, difficulty 8"},
		{"3", "Pool 5, difficulty 9"},
	} {
		_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1",
			"/attack attacker:Bob target:Al defense:none weapon:\"Light pistol\" cover:"+tc.cover+"\n")
		consoletest.MustContain(t, out[0], "target in cover +"+tc.cover, tc.want)
	}
}

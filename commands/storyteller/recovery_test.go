package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The party between fights: a character's wounds go with it from fight to
// fight, and time outside a fight bleeds and heals them by the recovery
// table RULES.md fills in for the seed («Полное восстановление здоровья
// может занять месяцы», «Штрафы остаются в силе до полного исцеления от
// ран»). A month counts 30 days.

// stParty starts a storyteller channel whose party holds Ann (the sheet's
// stats), brought there by a fight she ended unhurt. Her join draws the
// first die; faces follow.
func stParty(t *testing.T, locale, stats string, faces ...int) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{5}, faces...)...)
	h.Run("/system set system:storyteller\n@Ann /char set stats:\"" + stats + "\"\n/combat start\n@Ann /combat join\n/combat end\n")
	return h
}

// stStep is one command and what its reply must say, by locale.
type stStep struct {
	cmd    string
	en, ru []string
}

// stSteps runs each step and checks its last reply, which must not be a
// refusal.
func stSteps(t *testing.T, h *consoletest.Harness, locale string, steps []stStep) {
	t.Helper()
	for _, s := range steps {
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(s.cmd+"\n")))
		if got.Ephemeral {
			t.Fatalf("%s refused: %s", s.cmd, got.Text())
		}
		want := s.en
		if locale == "ru" {
			want = s.ru
		}
		for _, w := range want {
			if !strings.Contains(got.Text(), w) {
				t.Errorf("%s: missing %q in %s", s.cmd, w, got.Text())
			}
		}
	}
}

// «bashing heals a level per hour through Wounded … lethal for mortals —
// Bruised 1 day, Hurt 3 days, Injured 1 week … Wounded 1 month, Mauled
// 2 months … The worst level heals first»: each /time between fights heals
// exactly the table's boxes, and the hours toward the next box are kept
// from one /time to the next.
func TestStorytellerTimeHealsByTheTable(t *testing.T) {
	cases := []struct {
		name  string
		steps []stStep
	}{
		{"two bashing, Hurt then Bruised, an hour each", []stStep{
			{"/damage target:Ann levels:2 type:bashing", nil, nil},
			{"/time hours:1",
				[]string{"🩹 **Ann**: healed bashing 1 — Hurt (−1) → **Bruised**; the next level heals in 1 hour"},
				[]string{"🩹 **Ann**: зажило — поверхностные 1; Повреждения (−1) → **Ушибы**; следующий уровень заживёт через 1 час"}},
			{"/time hours:1",
				[]string{"🩹 **Ann**: healed bashing 1 — Bruised → **Healthy**"},
				[]string{"🩹 **Ann**: зажило — поверхностные 1; Ушибы → **Здоров**"}},
		}},
		{"lethal Injured: a week, then Hurt 3 days, then Bruised 1 day", []stStep{
			{"/damage target:Ann levels:3 type:lethal", nil, nil},
			{"/time days:6",
				[]string{"⏳ **Ann**: Injured (−1), healing — the next level in 1 day"},
				[]string{"⏳ **Ann**: Травмы (−1), заживает — следующий уровень через 1 день"}},
			{"/time days:1",
				[]string{"🩹 **Ann**: healed lethal 1 — Injured (−1) → **Hurt (−1)**; the next level heals in 3 days"},
				[]string{"🩹 **Ann**: зажило — летальные 1; Травмы (−1) → **Повреждения (−1)**; следующий уровень заживёт через 3 дня"}},
			{"/time days:3",
				[]string{"Hurt (−1) → **Bruised**; the next level heals in 1 day"},
				[]string{"Повреждения (−1) → **Ушибы**; следующий уровень заживёт через 1 день"}},
			{"/time hours:23",
				[]string{"⏳ **Ann**: Bruised, healing — the next level in 1 hour"},
				[]string{"⏳ **Ann**: Ушибы, заживает — следующий уровень через 1 час"}},
			{"/time hours:1",
				[]string{"Bruised → **Healthy**"},
				[]string{"Ушибы → **Здоров**"}},
		}},
		{"bashing below lethal heals first, in hours; the lethal waits its day", []stStep{
			{"/damage target:Ann levels:1 type:lethal", nil, nil},
			{"/damage target:Ann levels:2 type:bashing", nil, nil},
			{"/time hours:2",
				[]string{"healed bashing 2 — Injured (−1) → **Bruised**; the next level heals in 1 day"},
				[]string{"зажило — поверхностные 2; Травмы (−1) → **Ушибы**; следующий уровень заживёт через 1 день"}},
		}},
		{"aggravated heals like lethal: Hurt 3 days", []stStep{
			{"/damage target:Ann levels:2 type:aggravated", nil, nil},
			{"/time weeks:1",
				[]string{"healed aggravated 2 — Hurt (−1) → **Healthy**"},
				[]string{"зажило — усиливающиеся 2; Повреждения (−1) → **Здоров**"}},
		}},
	}
	for _, tc := range cases {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				stSteps(t, stParty(t, locale, "Dexterity 2 Wits 2 Stamina 1"), locale, tc.steps)
			})
		}
	}
}

// «Если количество летальных повреждений доходит до уровня "Ранения" или
// ниже, персонаж получает дополнительный уровень летальных повреждений
// каждый час, пока не будет оказана медицинская помощь»: between fights
// too. Ann (4 lethal, Wounded) bleeds an hour to Mauled, treats herself
// (Intelligence 2 + Medicine 2, less Mauled's −2: 8 8, two successes —
// «Штрафы остаются в силе до полного исцеления от ран»), and from then on
// the hours heal: Mauled takes 2 months (1440 h), 5 of them spent, and
// the 5 hours left over by /time months:2 count toward Wounded's month.
func TestStorytellerBleedingBetweenFightsUntilTreated(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			h := stParty(t, locale, "Dexterity 2 Wits 2 Stamina 1 Intelligence 2 Medicine 2", 8, 8)
			stSteps(t, h, locale, []stStep{
				{"/damage target:Ann levels:4 type:lethal", nil, nil},
				{"/time hours:1",
					[]string{"🩸 **Ann** bleeds 1 lethal level → Mauled (−2)", "**Ann** is still bleeding."},
					[]string{"🩸 **Ann** — кровотечение: 1 уровень летальных → Тяжелые повреждения (−2)"}},
				{"@Ann /treat target:Ann",
					[]string{"Ann's bleeding stops."},
					[]string{"Ann — кровотечение остановлено."}},
				{"/time hours:5",
					[]string{"⏳ **Ann**: Mauled (−2), healing — the next level in 59 days 19 hours"},
					[]string{"⏳ **Ann**: Тяжелые повреждения (−2), заживает — следующий уровень через 59 дней 19 часов"}},
				{"/time months:2",
					[]string{"60 days pass (fiction clock: 1446 h)", "healed lethal 1 — Mauled (−2) → **Wounded (−2)**; the next level heals in 29 days 19 hours"},
					[]string{"Прошло: 60 дней (время истории: 1446 ч)", "зажило — летальные 1; Тяжелые повреждения (−2) → **Ранения (−2)**; следующий уровень заживёт через 29 дней 19 часов"}},
			})
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left: the treatment did not roll", n)
			}
		})
	}
}

// «Сверхъестественные существа … могут использовать Духовную Силу для
// исцеления» — a point a level, between fights as in one — but not
// aggravated damage, «которые исцеляются естественным путем». Faith spent
// stays spent from fight to fight; how much comes back is the GM's call
// on /rest (the seed names no rate).
func TestStorytellerFaithHealsBetweenFights(t *testing.T) {
	for _, tc := range []struct{ locale, healed, agg, mortal, restored string }{
		{"en", "2 levels healed with 2 Faith.", "Aggravated damage does not heal with Faith — only with time.",
			"Bob is not a supernatural being.", "✨ **Ann**: Faith +2 (now 3)"},
		{"ru", "Вылечено 2 уровня, потрачено Духовной Силы: 2.", "Усиливающиеся повреждения не лечатся Духовной Силой — только временем.",
			"Bob — не сверхъестественное существо.", "✨ **Ann**: Духовная Сила +2 (теперь 3)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4)
			h.Run("/system set system:storyteller\n@Ann /char set stats:\"Dexterity 2 Stamina 2 Willpower 4 Faith 3\" flags:supernatural\n" +
				"@Bob /char set stats:\"Dexterity 2\"\n/combat start\n@Ann /combat join\n@Bob /combat join\n/combat end\n" +
				"/damage target:Ann levels:1 type:aggravated\n/damage target:Ann levels:2 type:lethal\n/damage target:Bob levels:1 type:lethal\n")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("@Ann /heal target:Ann levels:2 faith:true\n")))
			consoletest.MustContain(t, got, tc.healed)
			for line, want := range map[string]string{
				"@Ann /heal target:Ann levels:1 faith:true type:aggravated": tc.agg,
				"@Bob /heal target:Bob levels:1 faith:true":                 tc.mortal,
			} {
				before := consoletest.LastOf(t, h.Run("/char condition\n")).Text()
				out := h.Run(line + "\n")
				if len(out) != 1 || !out[0].Ephemeral {
					t.Fatalf("%s: want one ephemeral refusal, got %+v", line, out)
				}
				consoletest.MustContain(t, out[0], want)
				if after := consoletest.LastOf(t, h.Run("/char condition\n")).Text(); after != before {
					t.Errorf("%s changed the party:\n%s\n%s", line, before, after)
				}
			}
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/rest hours:1 faith:2\n")), tc.restored)
		})
	}
}

// A character wounded in one fight joins the next with the same wounds;
// what belonged to the fight's moment (Ann's daze: 3 levels over Stamina
// 1, «пропускает своё следующее действие») stays behind. With the campaign
// off (/system campaign on:false) the next fight brings Ann in unhurt, as
// before the party.
func TestStorytellerWoundsCarryIntoTheNextFight(t *testing.T) {
	for _, tc := range []struct {
		locale, fresh       string
		want, dizzied, not  []string
		carriedIn, unhurted string
	}{
		{locale: "en", want: []string{"comes in as the last fight or rest left them", "Mauled (−2) · bashing 2, lethal 3, aggravated 0"}, dizzied: []string{"dizzied"}},
		{locale: "ru", want: []string{"входит таким, каким его оставили прошлый бой или отдых", "Тяжелые повреждения (−2) · поверхностные 2, летальные 3, усиливающиеся 0"}, dizzied: []string{"ошеломл"}},
		{locale: "en", fresh: "/system campaign on:false\n", not: []string{"comes in as", "lethal 3"}},
		{locale: "ru", fresh: "/system campaign on:false\n", not: []string{"входит таким", "летальные 3"}},
	} {
		t.Run(tc.locale+map[bool]string{true: "_fresh", false: ""}[tc.fresh != ""], func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 5)
			h.Run("/system set system:storyteller\n" + tc.fresh + "@Ann /char set stats:\"Dexterity 2 Stamina 1\"\n/combat start\n@Ann /combat join\n/combat add name:Orc\n" +
				"/damage target:Ann levels:2 type:bashing\n/damage target:Ann levels:3 type:lethal\n/combat end\n/combat start\n")
			out := h.Run("@Ann /combat join\n")
			join := consoletest.Replies(out)[0]
			consoletest.MustContain(t, join, tc.want...)
			consoletest.MustNotContain(t, join, tc.not...)
			consoletest.MustNotContain(t, join, tc.dizzied...)
			tracker := consoletest.LastOf(t, out)
			if tc.fresh != "" {
				consoletest.MustContain(t, tracker, "7/7")
			} else {
				consoletest.MustContain(t, tracker, "2/7")
			}
		})
	}
}

// /combat undo outside a fight takes back a /time, a /rest or the GM's
// /heal between fights: the wounds it healed are there again.
func TestStorytellerUndoBetweenFights(t *testing.T) {
	for _, tc := range []struct{ locale, undone, hurt string }{
		{"en", "Undone outside the fight.", "Hurt (−1) · bashing 2"},
		{"ru", "Отменено вне боя.", "Повреждения (−1) · поверхностные 2"},
	} {
		for _, cmd := range []string{"/time hours:2", "/rest hours:2", "/heal target:Ann levels:2"} {
			t.Run(tc.locale+"/"+cmd, func(t *testing.T) {
				h := stParty(t, tc.locale, "Dexterity 2 Stamina 2")
				h.Run("/damage target:Ann levels:2 type:bashing\n" + cmd + "\n")
				consoletest.MustNotContain(t, consoletest.LastOf(t, h.Run("/char condition\n")), tc.hurt)
				consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat undo\n")), tc.undone)
				consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/char condition\n")), tc.hurt)
			})
		}
	}
}

// Bad /time and /rest are refused in the reader's language and change
// nothing: not the GM's, a rest in a fight, a rest with every fight fresh,
// a name not in the party, more than a year, a negative span; so are a
// player's /damage and /heal between fights (the GM's), and with every
// fight fresh the GM's too, as before the party: no fight, no wounds.
func TestStorytellerRestRefusals(t *testing.T) {
	for _, tc := range []struct {
		locale string
		lines  map[string]string
	}{
		{"en", map[string]string{
			"@Ann /time hours:1":                                     "GM",
			"@Ann /damage target:Ann levels:1":                       "GM",
			"@Ann /heal target:Ann levels:1":                         "GM",
			"/rest hours:1 name:Nobody":                              "Nobody",
			"/time months:13":                                        "Option months: from 0 to 12.",
			"/time days:365 hours:1":                                 "Option hours: from 1 to 8760.",
			"/rest weeks:-1":                                         "Option weeks: from 0 to 52.",
			"/rest hours:1 willpower:11":                             "Option willpower: from 0 to 10.",
			"/combat start\n/rest hours:1":                           "A fight is running: nobody rests in it.",
			"/system campaign on:false\n/rest hours:1":               "Every fight here starts fresh",
			"/system campaign on:false\n/damage target:Ann levels:1": "No fight in this channel",
		}},
		{"ru", map[string]string{
			"/time months:13":                                      "Параметр месяцы: допустимо от 0 до 12.",
			"/combat start\n/rest hours:1":                         "Идёт бой: в нём не отдыхают.",
			"/system campaign on:false\n/rest hours:1":             "Здесь каждый бой начинается с чистого листа",
			"/system campaign on:false\n/heal target:Ann levels:1": "В этом канале нет боя",
		}},
	} {
		for line, want := range tc.lines {
			t.Run(tc.locale+"/"+line, func(t *testing.T) {
				h := stParty(t, tc.locale, "Dexterity 2 Stamina 2")
				h.Run("/damage target:Ann levels:2 type:bashing\n")
				before := consoletest.LastOf(t, h.Run("/char condition\n")).Text()
				cmds := strings.Split(line, "\n")
				h.Run(strings.Join(cmds[:len(cmds)-1], "\n") + "\n")
				out := h.Run(cmds[len(cmds)-1] + "\n")
				if len(out) != 1 || !out[0].Ephemeral {
					t.Fatalf("want one ephemeral refusal, got %+v", out)
				}
				consoletest.MustContain(t, out[0], want)
				h.Run("/combat end\n")
				if after := consoletest.LastOf(t, h.Run("/char condition\n")).Text(); !strings.Contains(line, "campaign") && after != before {
					t.Errorf("the refusal changed the party:\n%s\n%s", before, after)
				}
			})
		}
	}
}

// /time name:Bob heals Bob alone; Ann's wounds wait.
func TestStorytellerTimeForOneCharacter(t *testing.T) {
	for _, tc := range []struct{ locale, bob, ann string }{
		{"en", "🩹 **Bob**: healed bashing 1", "Ann"},
		{"ru", "🩹 **Bob**: зажило — поверхностные 1", "Ann"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4)
			h.Run("/system set system:storyteller\n@Ann /char set stats:\"Dexterity 2\"\n@Bob /char set stats:\"Dexterity 2\"\n" +
				"/combat start\n@Ann /combat join\n@Bob /combat join\n/combat end\n" +
				"/damage target:Ann levels:1 type:bashing\n/damage target:Bob levels:1 type:bashing\n")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("/rest hours:1 name:Bob\n")))
			consoletest.MustContain(t, got, tc.bob)
			consoletest.MustNotContain(t, got, tc.ann)
		})
	}
}

// Ammunition carries like wounds («Обойма: количество патронов, которые
// можно зарядить за один раз»): two shots of the light pistol's 17+1 in
// one fight leave 16, and /reload between fights (no turn to spend) fills
// the clip again.
func TestStorytellerAmmunitionCarriesToReloadBetweenFights(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Ann reloads Light pistol: 16 → 18 rounds."},
		{"ru", "патронов было 16, стало 18"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, consoletest.Threes(40)...)
			h.Run("/system set system:storyteller\n@Ann /char set stats:\"Dexterity 3 Firearms 3\"\n@Ann /char weapon add name:\"Light pistol\"\n" +
				"/combat start\n@Ann /combat join\n/combat add name:Orc\n@Ann /attack target:Orc weapon:\"Light pistol\" shots:2\n/combat end\n")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("@Ann /reload\n")))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.want)
		})
	}
}

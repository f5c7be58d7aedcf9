package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The /attack options work by their own names in the console, and
// so does every situation token (the Discord definition carries those in
// "situation:").
func TestStorytellerAttackOptionsByName(t *testing.T) {
	// One line with most options: aim 2 (of Perception 3), 3 shots (−3, −4, −5),
	// good cover (+2), short range (6), the target dodges.
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2 Perception 3", "Dexterity 2 Dodge 1",
		"/attack attacker:Bob target:Al weapon:\"Light SMG\" aim:2 shots:3 targets:2 cover:2 range:short defense:dodge\n", 9, 9, 9, 9 /*attack*/, 9, 3, 3 /*dodge*/)
	consoletest.MustContain(t, out[0], "aiming +2 · multiple actions −3", "target in cover +2", "Pool 4, difficulty 8",
		"4 successes − Dodge 1 → **hit, 3 net**", "multiple actions −4", "multiple actions −5", "Rounds left: 28 (3 spent)")

	for _, tc := range []struct {
		name, opts string
		want       []string
	}{
		// «Слепота: … вы получаете два дополнительных кубика … слепой персонаж получает штраф +2 к сложности».
		{"blind target", "blind_target:true", []string{"blind opponent +2", "Pool 7, difficulty 6"}},
		{"blind attacker", "blind_attacker:true", []string{"Pool 5, difficulty 8"}},
		{"blind flag off", "blind_attacker:false", []string{"Pool 5, difficulty 6"}},
		{"immobilised", "immobilized:true", []string{"Pool 7, difficulty 6"}},
		{"difficulty change", "diff_mod:2", []string{"Pool 5, difficulty 8"}},
		{"own cover", "own_cover:3", []string{"Pool 5, difficulty 8"}},
		{"modifier", "modifier:-2", []string{"Pool 3, difficulty 6"}},
		{"pool and difficulty", "pool:4 difficulty:5", []string{"Pool 4, difficulty 5"}},
		// «Физические характеристики демонов, такие как рога и когти, могут причинять все три типа повреждений».
		{"damage type", "type:aggravated", []string{"3 dice + 0 extra successes, aggravated"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
				"/attack attacker:Bob target:Al maneuver:punch defense:none "+tc.opts+"\n", 7)
			consoletest.MustContain(t, out[0], tc.want...)
		})
	}

	// Willpower by name: one automatic success, a point spent.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Willpower 3", "Stamina 1",
		"/attack attacker:Bob target:Al maneuver:punch defense:none willpower:true\n")
	consoletest.MustContain(t, out[0], "1 success")
	// An unknown value is refused by name.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al weapon:Rifle range:nearby\n")
	if !out[0].Ephemeral || !strings.Contains(out[0].Text(), "nearby") {
		t.Errorf("want an error naming the bad range: %s", out[0].Text())
	}
}

// The /attack option list names `pool`: the GM (or a player) gives
// the attack's pool instead of attribute + ability. Ann's Dexterity 3 +
// Brawl 2 is 5; with pool:4 the attack rolls 4 dice («Количество кубиков»
// of the seed's form) and the reply must say the pool was given, not that
// Dexterity + Brawl came to 4. Initiative 5 and 5; the punch: 7 8 9 1 vs 7
// = 3 − 1 = 2 successes; damage Strength 3 + 1 extra: 2 2 2 2, no soak
// roll.
func TestStorytellerGivenPoolIsNotAttributePlusAbility(t *testing.T) {
	for _, tc := range []struct {
		locale, cmd, given, sum, pool string
	}{
		{"en", "/attack attacker:Ann target:Bob maneuver:punch pool:4 difficulty:7 defense:none",
			"Pool given: 4 (instead of Dexterity + Brawl)", "Dexterity + Brawl = ", "Pool 4, difficulty 7"},
		{"ru", "/атака атакующий:Ann цель:Bob приём:\"удар рукой\" запас:4 сложность:7 защита:нет",
			"Заданный запас: 4 (вместо: Ловкость + Рукопашный бой)", "Ловкость + Рукопашный бой = ", "Запас 4, сложность 7"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 7, 8, 9, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3)
			out := h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Ann stats:\"Strength 3 Dexterity 3 Brawl 2\"\n/combat add name:Bob stats:\"Stamina 2\"\n" +
				tc.cmd + "\n")
			res := consoletest.Replies(out)
			r := res[len(res)-1]
			consoletest.MustContain(t, r, tc.given, tc.pool)
			consoletest.MustNotContain(t, r, tc.sum)
		})
	}
	// Without pool: the sum stays: Dexterity 3 + Brawl 2 = 5.
	h := consoletest.NewSystemHarness(t, "en", 5, 5, 2, 2, 2, 2, 2, 3, 3, 3)
	out := h.Run("/system set system:storyteller\n/combat start\n" +
		"/combat add name:Ann stats:\"Strength 3 Dexterity 3 Brawl 2\"\n/combat add name:Bob\n" +
		"/attack attacker:Ann target:Bob maneuver:punch defense:none\n")
	res := consoletest.Replies(out)
	consoletest.MustContain(t, res[len(res)-1], "Dexterity + Brawl = 5", "Pool 5, difficulty 6")
	consoletest.MustNotContain(t, res[len(res)-1], "Pool given")
}

// The English help says each situation token also works as an
// option of its own in the console, and the Russian help names the tokens
// in Russian; typed by those names (сила_воли:да противники:3 цели:Громила)
// they were dropped without a word — the willpower never spent, the +2
// difficulty never applied, a strafe of two read as one target.
func TestStorytellerRussianSituationTokensAsOptions(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", append([]int{9, 2, 1}, consoletest.Twos(60)...)...)
	h.Run(`/система выбрать система:storyteller
/бой начать
/бой добавить имя:Анна параметры:"Ловкость 3 Огнестрельное_оружие 3 Сила_воли 3"
/бой добавить имя:Бандит
/бой добавить имя:Громила
`)
	// «В битве с несколькими противниками сложность … увеличивается на +1 за
	// каждого дополнительного противника»: three opponents, +2; Willpower:
	// one automatic success.
	out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/атака атакующий:Анна цель:Бандит оружие:"Пистолет крупного калибра" защита:нет противники:3 сила_воли:да`+"\n")))
	consoletest.MustContain(t, out, "несколько противников +2", "(+1 Сила воли)")
	// «Обстрел … успешные баллы равномерно распределяются между всеми
	// целями»: both named targets get a share.
	out = consoletest.LastOf(t, consoletest.Replies(h.Run(`/атака атакующий:Анна цель:Бандит оружие:"Пистолет-пулемет легкий" приём:обстрел цели:Громила защита:нет`+"\n")))
	if out.Ephemeral {
		t.Fatalf("strafe refused: %s", out.Text())
	}
	consoletest.MustContain(t, out, "↳ Бандит", "↳ Громила")
	// Names do not decline: «Для Громила указаны две защиты» read wrong.
	out = consoletest.LastOf(t, h.Run(`/атака атакующий:Анна цель:Бандит оружие:Автомат приём:обстрел цели:Громила защита:"Громила:уворот, Громила:нет"`+"\n"))
	consoletest.MustContain(t, out, "Громила: указаны две защиты")
}

// A defence given by name for a single-target attack naming someone else
// was refused as "not among this strafe's targets" — there was no strafe.
// The refusal now says whose defence it is.
func TestStorytellerDefenceNamedForAnotherFighterRefused(t *testing.T) {
	for _, tc := range []struct{ locale, refused string }{
		{"en", "“Bob” is not this attack's target: the defence is Thug's"},
		{"ru", "«Bob» — не цель этой атаки; цель — Thug"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 3)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2"
@Ann /combat join
/combat add name:Thug
/combat add name:Bob
`)
			consoletest.RefusedUnchanged(t, h, `@Ann /attack target:Thug maneuver:punch defense:"Bob:dodge"`, tc.refused)
		})
	}
}

// Bad input is an ephemeral error and changes nothing.
func TestStorytellerBadInputIsRefused(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 4)
	out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob
/combat add name:Al
/attack attacker:Bob target:Al range:-3
/attack attacker:Bob target:Al situation:flying
/damage target:Al levels:2 pool:3
/check pool:999 difficulty:6
`)
	for _, s := range out[len(out)-4:] {
		if !s.Ephemeral || !strings.Contains(s.Text(), "❌") {
			t.Errorf("want an ephemeral error, got %s", s.Text())
		}
	}
}

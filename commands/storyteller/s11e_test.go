package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Issue 5's /attack option list names `pool`: the GM (or a player) gives
// the attack's pool instead of attribute + ability. Ann's Dexterity 3 +
// Brawl 2 is 5; with pool:4 the attack rolls 4 dice («Количество кубиков»
// of the seed's form) and the reply must say the pool was given, not that
// Dexterity + Brawl came to 4. Initiative 5 and 5; the punch: 7 8 9 1 vs 7
// = 3 − 1 = 2 successes; damage Strength 3 + 1 extra: 2 2 2 2, no soak
// roll.
func TestStorytellerS11eGivenPoolIsNotAttributePlusAbility(t *testing.T) {
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

// The maneuver names have spaces («automatic fire», «weapon
// strike»; the seed's «Удар рукой», «Автоматическая стрельба»); typed
// without quotes in the console they take underscores, as two_weapons and
// range:point_blank already do. «Автоматическая стрельба … +10 точность,
// +2 сложность»: Dexterity 3 + Firearms 2 + 10 = 15 dice at 8, every 3 a
// miss, the Heavy SMG's 30+1 rounds all spent. «Удар рукой: Ловкость +
// Рукопашный бой»: 3 + 2 = 5 dice at 6.
func TestStorytellerS11eManeuverNamesWithUnderscores(t *testing.T) {
	for _, tc := range []struct {
		locale, auto, punch string
		wants               [][]string
	}{
		{"en", "/attack attacker:Ann target:Bob maneuver:automatic_fire weapon:\"Heavy SMG\"",
			"/attack attacker:Ann target:Bob maneuver:weapon_strike weapon:Knife defense:none",
			[][]string{{"Automatic fire (Heavy SMG)", "Pool 15, difficulty 8", "Rounds left: 0 (31 spent)"},
				{"Weapon strike (Knife)", "Dexterity + Melee = 4"}}},
		{"ru", "/атака атакующий:Ann цель:Bob приём:автоматическая_стрельба оружие:\"Пистолет-пулемет тяжелый\"",
			"/атака атакующий:Ann цель:Bob приём:удар_рукой защита:нет",
			[][]string{{"Автоматическая стрельба", "Запас 15, сложность 8", "Патронов осталось: 0 (потрачено 31)"},
				{"Удар рукой", "Ловкость + Рукопашный бой = 5"}}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 5}, consoletest.Threes(60)...)...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Ann stats:\"Dexterity 3 Firearms 2 Brawl 2 Melee 1\"\n/combat add name:Bob\n")
			for i, cmd := range []string{tc.auto, tc.punch} {
				r := consoletest.LastOf(t, consoletest.Replies(h.Run(cmd+"\n")))
				if r.Ephemeral {
					t.Fatalf("%s was refused: %s", cmd, r.Text())
				}
				consoletest.MustContain(t, r, tc.wants[i]...)
			}
		})
	}
}

// «Обстрел: … успешные баллы равномерно распределяются между всеми целями
// на указанной территории». A GM listing the whole area in targets names
// the main target again; that is the same target, not a refusal: 12
// successes (twelve 9s and three 2s vs 8) spread 6 and 6 over Bob and Cy,
// and the Light SMG's 30+1 rounds are spent.
func TestStorytellerS11eStrafeTargetsMayNameTheMainTarget(t *testing.T) {
	for _, tc := range []struct {
		locale, cmd string
		wants       []string
	}{
		{"en", "/attack attacker:Ann target:Bob maneuver:strafing weapon:\"Light SMG\" targets:\"Bob, Cy\" range:3",
			[]string{"Successes spread over the area: 6, 6", "↳ Bob: 6 of the successes", "↳ Cy: 6 of the successes", "Rounds left: 0 (31 spent)"}},
		{"ru", "/атака атакующий:Ann цель:Bob приём:обстрел оружие:\"Пистолет-пулемет легкий\" цели:\"Cy, Bob\" дистанция:3",
			[]string{"Успехи по зоне обстрела: 6, 6", "↳ Bob: доля успехов: 6", "↳ Cy: доля успехов: 6", "Патронов осталось: 0 (потрачено 31)"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := []int{5, 4, 3}
			for i := 0; i < 12; i++ {
				faces = append(faces, 9)
			}
			for i := 0; i < 40; i++ {
				faces = append(faces, 2)
			}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Ann stats:\"Dexterity 3 Firearms 2\"\n/combat add name:Bob\n/combat add name:Cy\n")
			r := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmd+"\n")))
			if r.Ephemeral {
				t.Fatalf("refused: %s", r.Text())
			}
			consoletest.MustContain(t, r, tc.wants...)
			if n := strings.Count(r.Text(), "↳ Bob"); n != 1 {
				t.Errorf("Bob is struck %d times, want once (as the main target):\n%s", n, r.Text())
			}
		})
	}
}

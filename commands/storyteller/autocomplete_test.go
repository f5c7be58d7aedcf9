package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The maneuver, defence and weapon autocomplete show names in the
// reader's language with the row's numbers and match either language.
func TestStorytellerAutocompleteLocalisedWithNumbers(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run(`/система выбрать система:storyteller
?/атака приём:уд
?/атака защита:
?/атака оружие:пист
?/атака оружие:light
`)
	// «Удар рукой: Ловкость + Рукопашный бой, Нормальная точность, Нормальная сложность, Сила»;
	// «Удар ногой: …, +1 сложность, Сила +1».
	consoletest.MustContain(t, out[1], `"name":"Удар рукой — Ловкость + Рукопашный бой, урон: Сила","value":"Удар рукой"`,
		`"name":"Удар ногой — Ловкость + Рукопашный бой, сложн. +1, урон: Сила +1","value":"Удар ногой"`)
	// «Блокировать удар … У», «Увернуться от удара: Ловкость + Уворот …», «Парировать удар».
	consoletest.MustContain(t, out[2], `"value":"block"`, `"value":"dodge"`, `"value":"parry"`, "Увернуться от удара — Ловкость + Уворот, особая точность")
	// «Пистолет малого калибра: 4, 20, 4, 17+1».
	consoletest.MustContain(t, out[3], `"name":"Пистолет малого калибра — урон 4 летальные, 20 м, режим 4, обойма 17+1","value":"Пистолет малого калибра"`)
	consoletest.MustContain(t, out[4], "Пистолет-пулемет легкий — урон 4 летальные, 25 м, режим 3, обойма 30+1, очереди")
	for _, s := range out[1:] {
		consoletest.MustNotContain(t, s, `"value":"punch"`, "Light pistol")
	}
	en := consoletest.NewSystemHarness(t, "en")
	out = en.Run("/system set system:storyteller\n?/attack weapon:\"пистолет малого\"\n?/attack maneuver:kick\n")
	consoletest.MustContain(t, out[1], `"name":"Light pistol — damage 4 lethal, 20 m, rate 4, clip 17+1","value":"Light pistol"`)
	consoletest.MustContain(t, out[2], `"name":"Kick — Dexterity + Brawl, difficulty +1, damage: Strength +1","value":"Kick"`)
	// And the value sent attacks with that row: Kick is +1 difficulty.
	h = consoletest.NewSystemHarness(t, "ru", append([]int{5, 4}, sevens(12)...)...)
	out = consoletest.Replies(h.Run(`/система выбрать система:storyteller
/бой начать
/combat add name:Bob stats:"Dexterity 3 Brawl 2"
/combat add name:Al
/атака атакующий:Bob цель:Al приём:"Удар ногой" защита:none
`))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Запас 5, сложность 7")
}

// The maneuver autocomplete of /attack offers the channel's own maneuvers
// («Игроки могут придумывать собственные маневры, а Ведущий определит
// соответствующие параметры») next to the seed's tables.
func TestStorytellerManeuverAutocompleteHasOwnManeuvers(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", append([]int{5, 4, 7}, consoletest.Threes(20)...)...)
	out := h.Run(`/system set system:storyteller
/maneuver add name:Headbutt attribute:strength ability:brawl damage:strength bonus:2 difficulty:1 name_ru:"Удар головой"
?/attack maneuver:Head
?/attack maneuver:Уда
?/attack maneuver:swe
`)
	consoletest.MustContain(t, out[2], `"value":"Headbutt"`)
	consoletest.MustContain(t, out[3], `"value":"Headbutt"`, `"value":"Kick"`) // Russian names of both kinds match
	consoletest.MustContain(t, out[4], `"value":"Sweep"`, "Sweep — Dexterity + Brawl / Melee, difficulty +1, damage: Strength (С)")
	consoletest.MustNotContain(t, out[4], "Headbutt")
	// And it attacks with its numbers: Strength + Brawl, +1 difficulty, Strength +2.
	out = consoletest.Replies(h.Run("/combat start\n/combat add name:Bob stats:\"Strength 3 Brawl 1\"\n/combat add name:Al\n/attack attacker:Bob target:Al maneuver:Headbutt defense:none\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Strength + Brawl = 4", "Pool 4, difficulty 7", "5 dice + 0 extra successes, bashing")
}

// /reload's weapon choices are firearms (the seed's «Огнестрельное оружие»
// table and the fighter's own guns), read from the fighter named by name: —
// not the melee table («Таблица холодного оружия»), which a reload refuses.
func TestStorytellerReloadAutocompleteOffersGunsOnly(t *testing.T) {
	for _, tc := range []struct {
		locale     string
		want, skip []string
	}{
		{"en", []string{"Heavy pistol", "Ствол"}, []string{"Sword", "Club", "Меч"}},
		{"ru", []string{"Пистолет крупного калибра", "Ствол"}, []string{"Меч", "Дубинка", "Большой топор"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(`/system set system:storyteller
@Ann /char weapon add name:Меч
@Ann /char weapon add name:Ствол spec:"5 дист=30 режим=3 обойма=7+1"
/combat start
@Ann /combat join
/combat add name:Thug
`)
			out := consoletest.LastOf(t, h.Run("?/reload name:Ann weapon:\n"))
			consoletest.MustContain(t, out, tc.want...)
			for _, s := range tc.skip {
				if strings.Contains(out.Text(), `"`+s) {
					t.Errorf("/reload offers the melee weapon %q:\n%s", s, out.Text())
				}
			}
			// /attack still offers both tables.
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("?/attack attacker:Ann weapon:\n")), tc.skip[0])
		})
	}
}

package storyteller_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/rules/storyteller"
)

// «Таблица маневров в ближнем бою»: each row's attribute + ability,
// accuracy, difficulty and damage. Bob has Strength 4, Dexterity 3, Brawl 2,
// Melee 1; the attack roll scores one success, so the damage pool is the
// maneuver's own (no extra successes).
func TestStorytellerSeedMeleeManeuverRows(t *testing.T) {
	const bob = "Strength 4 Dexterity 3 Brawl 2 Melee 1 Athletics 1"
	for _, tc := range []struct {
		name, opts    string
		attack        []string // roll, pool and difficulty
		damage        string   // the damage pool ("" for none)
		extra         []string // sustained, knock-down, disarm
		attackDiceLen int
	}{
		// «Удар рукой: Ловкость + Рукопашный бой, Нормальная точность, Нормальная сложность, Сила»
		{"punch", "maneuver:punch", []string{"Dexterity + Brawl = 5", "Pool 5, difficulty 6"}, "4 dice + 0 extra successes, bashing", nil, 5},
		// «Удар ногой: Ловкость + Рукопашный бой, Нормальная точность, +1 сложность, Сила +1»
		{"kick", "maneuver:kick", []string{"Dexterity + Brawl = 5", "maneuver difficulty +1", "Pool 5, difficulty 7"}, "5 dice + 0 extra successes, bashing", nil, 5},
		// «Захват: Сила + Рукопашный бой, Нормальная точность, Нормальная сложность, Сила (Х)»
		{"grapple", "maneuver:grapple", []string{"Strength + Brawl = 6", "Pool 6, difficulty 6"}, "4 dice + 0 extra successes, bashing", []string{"Bob grapples Al: both locked", "grappled by Bob"}, 6},
		// «Удерживание: Сила + Рукопашный бой, Нормальная точность, Нормальная сложность, Х»
		{"hold", "maneuver:hold", []string{"Strength + Brawl = 6", "Pool 6, difficulty 6"}, "", []string{"Bob holds Al: both locked", "held by Bob"}, 6},
		// «Обезоружить: Ловкость + Рукопашный бой / Фехтование, Нормальная точность, +1 сложность, Особые»
		{"disarm", "maneuver:disarm", []string{"Dexterity + Brawl = 5", "Pool 5, difficulty 7"}, "", []string{"Disarm: 3 3 3 3 — 0 vs Strength 2", "🗡️ Disarm — Al", "4 dice + 0 extra successes\\nPool 4, difficulty 6"}, 5},
		{"disarm with a knife", "maneuver:disarm weapon:Knife", []string{"Dexterity + Melee = 4", "Pool 4, difficulty 7"}, "", []string{"Disarm: 3 3 3 3 3 — 0 vs Strength 2", "🗡️ Disarm — Al", "5 dice + 0 extra successes\\nPool 5, difficulty 6"}, 4},
		// «Подсечка: Ловкость + Рукопашный бой / Фехтование, Нормальная точность, +1 сложность, Сила (С)»
		{"sweep", "maneuver:sweep", []string{"Dexterity + Brawl = 5", "Pool 5, difficulty 7"}, "4 dice + 0 extra successes, bashing", []string{"Al goes down", "Dexterity + Athletics = 1", "Pool 1, difficulty 8"}, 5},
		// «Сбить с ног: Сила + Рукопашный бой, Нормальная точность, +1 сложность, Сила +1 (С)»
		{"tackle", "maneuver:tackle", []string{"Strength + Brawl = 6", "Pool 6, difficulty 7"}, "5 dice + 0 extra successes, bashing",
			[]string{"Dexterity + Athletics = 1", "Pool 1, difficulty 7", "Dexterity + Athletics = 4", "Pool 4, difficulty 7", "Al is off balance: +1 difficulty next turn"}, 6},
		// «Удар оружием: Ловкость + Фехтование, …, Тип оружия»; «Нож: Сила +1»
		{"weapon strike", "maneuver:strike weapon:Knife", []string{"Dexterity + Melee = 4", "Pool 4, difficulty 6"}, "5 dice + 0 extra successes, lethal", nil, 4},
		// «Булава: Сила +2» — a club-like weapon is bashing («тупые предметы … поверхностные»).
		{"mace", "weapon:Mace", []string{"Dexterity + Melee = 4", "Pool 4, difficulty 6"}, "6 dice + 0 extra successes, bashing", nil, 4},
		// «Большой топор: Сила +3»
		{"great axe", "weapon:\"Great axe\"", []string{"Pool 4, difficulty 6"}, "7 dice + 0 extra successes, lethal", nil, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// One success on the attack roll (a 7, the rest 3s), no damage success.
			_, out := consoletest.StFight(t, "en", bob, "Stamina 1 Strength 2 Dexterity 1",
				"/attack attacker:Bob target:Al defense:none "+tc.opts+"\n", 7)
			r := out[0]
			consoletest.MustContain(t, r, tc.attack...)
			consoletest.MustContain(t, r, "successes 1, 1s 0")
			if tc.damage != "" {
				consoletest.MustContain(t, r, tc.damage)
			} else {
				consoletest.MustNotContain(t, r, "💥") // no damage roll, no damage line
			}
			consoletest.MustContain(t, r, tc.extra...)
		})
	}
}

// The defence maneuvers («У – уменьшает количество успешных баллов у
// противника»): block Dexterity + Brawl, dodge Dexterity + Dodge, parry
// Dexterity + Melee; the defender's successes come off the attacker's.
func TestStorytellerSeedDefenceRows(t *testing.T) {
	for _, tc := range []struct{ defense, label, roll, net string }{
		{"block", "Block", "Dexterity + Brawl = 3", "hit, 1 net"},
		{"dodge", "Dodge", "Dexterity + Dodge = 4", "hit, 1 net"},
		{"parry", "Parry", "Dexterity + Melee = 5", "hit, 1 net"},
	} {
		t.Run(tc.defense, func(t *testing.T) {
			// Attack 5 dice: 8 8 3 3 3 = 2 successes; defence: one 9, the
			// rest 3s. Al's sheet has a knife: a parry is made with a
			// weapon (TestStorytellerParryNeedsAWeapon).
			h := consoletest.NewSystemHarness(t, "en", append([]int{5, 4, 8, 8, 3, 3, 3, 9}, consoletest.Threes(80)...)...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Bob stats:\"Dexterity 3 Brawl 2\"\n" +
				"@Al /char set stats:\"Dexterity 2 Brawl 1 Dodge 2 Melee 3\"\n@Al /char weapon add name:Knife\n@Al /combat join\n")
			out := consoletest.Replies(h.Run("/attack attacker:Bob target:Al maneuver:punch defense:" + tc.defense + "\n"))
			consoletest.MustContain(t, out[0], tc.roll, "Pool "+tc.roll[len(tc.roll)-1:]+", difficulty 6", "− "+tc.label+" 1 → **"+tc.net+"**")
		})
	}
}

// «Таблица маневров в бою на дистанции» and the firearms table. Bob has
// Dexterity 3, Firearms 2, Perception 3.
func TestStorytellerSeedRangedManeuverRows(t *testing.T) {
	const bob = "Dexterity 3 Firearms 2 Perception 3"
	for _, tc := range []struct {
		name, opts string
		want       []string
	}{
		// «Винтовка: Повреждение 8, Дистанция 200, Режим огня 1, Обойма 5+1»
		{"shot", "weapon:Rifle", []string{"Dexterity + Firearms = 5", "Pool 5, difficulty 6", "8 dice + 0 extra successes, lethal", "Rounds left: 5 (1 spent)"}},
		// «Прицеливание: … Единицы Восприятия определяют, сколько кубиков можно добавить»
		{"aim", "maneuver:aim weapon:Rifle", []string{"aiming +3", "Pool 8, difficulty 6"}},
		{"aim 2", "aim:2 weapon:Rifle", []string{"aiming +2", "Pool 7, difficulty 6"}},
		// «Фиксированная очередь: …, +2 точность, +1 сложность»; it spends 3 rounds.
		{"burst", "maneuver:burst weapon:\"Light SMG\"", []string{"maneuver accuracy +2", "Pool 7, difficulty 7", "4 dice + 0 extra successes, lethal", "Rounds left: 28 (3 spent)"}},
		// «Автоматическая стрельба: …, +10 точность, +2 сложность»; the whole clip («Обойма 30+1»).
		{"automatic fire", "maneuver:auto weapon:\"Light SMG\"", []string{"maneuver accuracy +10", "Pool 15, difficulty 8", "Rounds left: 0 (31 spent)"}},
		// «Обстрел: …, +10 точность, +2 сложность»; it empties the clip.
		{"strafing", "maneuver:strafe weapon:\"Heavy SMG\"", []string{"maneuver accuracy +10", "Pool 15, difficulty 8", "Rounds left: 0 (31 spent)"}},
		// «Множественные выстрелы: … запас … на первый выстрел уменьшается на общее
		// количество выстрелов … Каждый последующий выстрел уменьшает … на один кубик»;
		// «Пистолет малого калибра: … Режим огня 4, Обойма 17+1».
		{"multiple shots", "shots:3 weapon:\"Light pistol\"", []string{"multiple actions −3", "Pool 2, difficulty 6", "multiple actions −4", "Pool 1, difficulty 6", "multiple actions −5", "Rounds left: 15 (3 spent)"}},
		// «Стрельба из двух стволов: … +1 сложность для "слабой" руки»
		{"two weapons", "maneuver:two_weapons weapon:\"Light pistol\" weapon2:\"Heavy pistol\"", []string{"multiple actions −2", "Pool 3, difficulty 6", "off hand +1", "Pool 2, difficulty 7", "Rounds left: 17 / 7 (2 spent)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, out := consoletest.StFight(t, "en", bob, "Stamina 1", "/attack attacker:Bob target:Al defense:none "+tc.opts+"\n", 7)
			consoletest.MustContain(t, out[0], tc.want...)
		})
	}
}

// The same rows in Russian: the table's names and numbers.
func TestStorytellerSeedManeuverRowsRussian(t *testing.T) {
	_, out := consoletest.StFight(t, "ru", "Strength 4 Dexterity 3 Brawl 2", "Stamina 1",
		"/attack attacker:Bob target:Al defense:none maneuver:tackle\n", 7)
	consoletest.MustContain(t, out[0], "Сбить с ног", "Сила + Рукопашный бой = 6", "Запас 6, сложность 7")
	_, out = consoletest.StFight(t, "ru", "Dexterity 3 Firearms 2", "Stamina 1",
		"/attack attacker:Bob target:Al defense:none maneuver:burst weapon:\"Light SMG\"\n", 7)
	consoletest.MustContain(t, out[0], "Запас 7, сложность 7")
}

// A Russian GM types the seed's own short words: «автоматического огня
// (длинных очередей)» — `приём:автоматическая` was «Неизвестный маневр»
// with nothing to choose from. The words are accepted now, and an unknown
// maneuver's refusal lists the table's maneuvers in the user's language,
// each of which /attack accepts.
func TestStorytellerManeuverNamesARussianGMTypes(t *testing.T) {
	for _, word := range []string{"автоматическая", "длинная очередь", "два ствола", "две руки"} {
		if _, ok := storyteller.FindManeuver(word); !ok {
			t.Errorf("maneuver %q not found", word)
		}
	}
	for _, tc := range []struct{ locale, head string }{
		{"en", "Unknown maneuver “щелбан”. Maneuvers: "},
		{"ru", "Неизвестный маневр «щелбан». Маневры: "},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stMissFight(t, tc.locale)
			consoletest.RefusedUnchanged(t, h, "/attack attacker:Ann target:Orc maneuver:щелбан", tc.head)
			out := h.Run("/attack attacker:Ann target:Orc maneuver:щелбан\n")[0]
			var msg struct {
				Content string `json:"content"`
				Embeds  []struct {
					Description string `json:"description"`
				} `json:"embeds"`
			}
			if err := json.Unmarshal(out.Data, &msg); err != nil {
				t.Fatal(err)
			}
			text := msg.Content
			for _, e := range msg.Embeds {
				text += e.Description
			}
			_, list, ok := strings.Cut(text, tc.head)
			if !ok {
				t.Fatalf("no list in %q", text)
			}
			list, _, _ = strings.Cut(list, " — ")
			names := strings.Split(list, ", ")
			if len(names) != 18 {
				t.Errorf("%d maneuvers listed, want the 18 of both tables: %q", len(names), list)
			}
			for _, n := range names {
				if _, ok := storyteller.FindManeuver(n); !ok {
					t.Errorf("listed maneuver %q is not accepted", n)
				}
			}
		})
	}
	// Played: a Light SMG's full clip, +10 dice and +2 difficulty.
	h := stMissFight(t, "ru")
	out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none weapon:"Light SMG" maneuver:автоматическая`+"\n")))
	consoletest.MustContain(t, out, "Автоматическая стрельба", "Запас 16, сложность 8")
}

// The maneuver names have spaces («automatic fire», «weapon
// strike»; the seed's «Удар рукой», «Автоматическая стрельба»); typed
// without quotes in the console they take underscores, as two_weapons and
// range:point_blank already do. «Автоматическая стрельба … +10 точность,
// +2 сложность»: Dexterity 3 + Firearms 2 + 10 = 15 dice at 8, every 3 a
// miss, the Heavy SMG's 30+1 rounds all spent. «Удар рукой: Ловкость +
// Рукопашный бой»: 3 + 2 = 5 dice at 6.
func TestStorytellerManeuverNamesWithUnderscores(t *testing.T) {
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

// A console line holds no space outside quotes, so the built-in
// maneuvers may be typed with underscores (automatic_fire,
// удар_рукой). The channel's own maneuvers (/maneuver add) were left out:
// приём:удар_головой was refused as unknown though «Удар головой» is on
// the channel's list. Now it is found the same way, in both locales.
func TestStorytellerOwnManeuverWithUnderscores(t *testing.T) {
	for _, tc := range []struct{ locale, setup, attack, title, pool string }{
		{"ru", `/система выбрать система:storyteller
/маневр добавить имя:"Удар головой" атрибут:сила способность:"рукопашный бой" урон:strength бонус:1
/бой начать
/бой добавить имя:Аня параметры:"Ловкость 3 Рукопашный бой 2 Сила 3"
/бой добавить имя:Орк
`, "/атака атакующий:Аня цель:Орк приём:удар_головой защита:нет\n", "Аня → Орк · Удар головой", "Сила + Рукопашный бой = 5"},
		{"en", `/system set system:storyteller
/maneuver add name:"Head butt" attribute:strength ability:brawl damage:strength bonus:1
/combat start
/combat add name:Ann stats:"Dexterity 3 Brawl 2 Strength 3"
/combat add name:Orc
`, "/attack attacker:Ann target:Orc maneuver:head_butt defense:none\n", "Ann → Orc · Head butt", "Strength + Brawl = 5"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(60)...)...)
			h.Run(tc.setup)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.attack)))
			consoletest.MustContain(t, out, tc.title, tc.pool)
		})
	}
}

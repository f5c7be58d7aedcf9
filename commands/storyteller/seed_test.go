package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Console scenarios for the storyteller issue's "Done when": each quotes the
// seed (seeds/storyteller.ru.txt) and checks its numbers in the embeds.
// Dice are scripted in the order: initiative on joining, then the
// attack roll, the defence roll, the damage roll, the soak roll.

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
			// Attack 5 dice: 8 8 3 3 3 = 2 successes; defence: one 9, the rest 3s.
			_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Dexterity 2 Brawl 1 Dodge 2 Melee 3",
				"/attack attacker:Bob target:Al maneuver:punch defense:"+tc.defense+"\n", 8, 8, 3, 3, 3, 9)
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

// Soak by type (RULES.md): mortals soak bashing with Stamina and bashing or
// lethal with armor; supernatural beings also soak lethal with Stamina;
// aggravated only with the flag. «кевларовый жилет: 3, 1».
func TestStorytellerSeedSoakByType(t *testing.T) {
	for _, tc := range []struct {
		name, flags, armor, typ string
		soak                    string
	}{
		{"mortal bashing", "", "", "bashing", "Stamina 2 + armor 0"},
		{"mortal lethal", "", "", "lethal", "armor 0 (a mortal's Stamina does not soak lethal damage)"},
		{"mortal lethal with a vest", "", "Kevlar vest", "lethal", "armor 3 (a mortal's Stamina does not soak lethal damage)"},
		{"supernatural lethal", "supernatural", "", "lethal", "Stamina 2 + armor 0"},
		{"supernatural aggravated", "supernatural", "", "aggravated", "armor 0: aggravated damage is soaked only with the gift to soak it"},
		{"supernatural that soaks aggravated", "supernatural,soak_aggravated", "Kevlar vest", "aggravated", "Stamina 2 + armor 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, "en", append([]int{5, 7, 7, 7}, consoletest.Threes(20)...)...)
			script := "/system set system:storyteller\n/char set name:Vamp stats:\"Stamina 2\" flags:\"" + tc.flags + "\"\n"
			if tc.armor != "" {
				script += "/char armor armor:\"" + tc.armor + "\"\n"
			}
			script += "/combat start\n/combat join\n/damage target:Vamp pool:3 type:" + tc.typ + "\n"
			out := consoletest.Replies(h.Run(script))
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.soak, "3 successes", "3 levels of "+tc.typ+" damage marked")
		})
	}
}

// «Все типы повреждений суммируются»; boxes are ordered aggravated > lethal
// > bashing, so bashing is what heals first and what a new wound on a full
// track upgrades; bashing past Incapacitated becomes lethal, and a track
// full of lethal dies of more.
func TestStorytellerSeedHealthOrderAndWrap(t *testing.T) {
	_, out := consoletest.StFight(t, "en", "", "", `/damage target:Al levels:1 type:aggravated
/damage target:Al levels:5 type:bashing
/damage target:Al levels:1 type:lethal
/damage target:Al levels:1 type:aggravated
/heal target:Al levels:1
`)
	consoletest.MustContain(t, out[0], "Bruised")
	consoletest.MustContain(t, out[1], "Crippled (−5)")
	consoletest.MustContain(t, out[2], "Incapacitated", "bashing 5, lethal 1, aggravated 1")
	// The track is full: the new aggravated level upgrades a bashing box.
	consoletest.MustContain(t, out[3], "bashing 4, lethal 1, aggravated 2")
	// Healing takes the lightest box first: bashing.
	consoletest.MustContain(t, out[4], "bashing 3, lethal 1, aggravated 2", "Crippled (−5)")

	// «Персонаж способен выдержать лишь семь единиц летальных повреждений, после чего умирает».
	_, out = consoletest.StFight(t, "ru", "", "", "/damage target:Al levels:7 type:lethal\n/damage target:Al levels:1 type:bashing\n")
	consoletest.MustContain(t, out[0], "Недееспособность")
	consoletest.MustContain(t, out[1], "Смерть")
}

// «Ошеломление: Если ваш урон превышает значение Выносливости жертвы (для
// людей) или Выносливость +2 (для сверхъестественных существ)»; only the
// successes left after soak count.
func TestStorytellerSeedDizzied(t *testing.T) {
	for _, tc := range []struct {
		name, flags string
		levels      string
		dizzied     bool
	}{
		{"mortal at Stamina", "", "1", false},
		{"mortal above Stamina", "", "2", true},
		{"supernatural at Stamina+2", "supernatural", "3", false},
		{"supernatural above Stamina+2", "supernatural", "4", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, "en", append([]int{5}, consoletest.Threes(20)...)...)
			out := consoletest.Replies(h.Run("/system set system:storyteller\n/char set name:Vamp stats:\"Stamina 1\" flags:\"" + tc.flags + "\"\n" +
				"/combat start\n/combat join\n/damage target:Vamp levels:" + tc.levels + " type:bashing\n"))
			if got := strings.Contains(consoletest.LastOf(t, out).Text(), "dizzied"); got != tc.dizzied {
				t.Errorf("dizzied = %v, want %v: %s", got, tc.dizzied, consoletest.LastOf(t, out).Text())
			}
		})
	}
	// By an attack: 4 damage successes, 1 soaked → 3 levels above Stamina 1.
	_, out := consoletest.StFight(t, "ru", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
		"/attack attacker:Bob target:Al maneuver:punch defense:none\n", 7, 7, 3, 3, 3 /*2 successes*/, 7, 7, 7, 7 /*3+1 dice*/, 7 /*soak*/)
	consoletest.MustContain(t, out[0], "4 − поглощение 1 = **поверхностные: 3**", "ошеломлён")
}

// «Ведущий может использовать только четыре уровня здоровья для неигровых
// персонажей: Повреждения -1, Тяжелые повреждения -2, Недееспособность и Смерть».
func TestStorytellerSeedShortTrack(t *testing.T) {
	_, out := consoletest.StFight(t, "en", "", "", `/combat track name:Al short:true
/damage target:Al levels:1 type:lethal
/damage target:Al levels:1 type:lethal
/damage target:Al levels:1 type:lethal
/damage target:Al levels:1 type:lethal
`)
	consoletest.MustContain(t, out[1], "Hurt (−1)", "2/3")
	consoletest.MustContain(t, out[2], "Mauled (−2)")
	consoletest.MustContain(t, out[3], "Incapacitated")
	consoletest.MustContain(t, out[4], "Dead")
}

// Rounds are tracked per weapon («Обойма: количество патронов … +1 означает
// наличие патрона в стволе»); reload refills one gun; the half-clip rule
// («только при заполненной обойме на половину или больше»).
func TestStorytellerSeedAmmunitionPerWeapon(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 5", `/attack attacker:Bob target:Al defense:none weapon:"Light pistol"
/attack attacker:Bob target:Al defense:none weapon:"Heavy revolver"
/attack attacker:Bob target:Al defense:none weapon:"Light pistol"
`)
	consoletest.MustContain(t, out[0], "Rounds left: 17 (1 spent)") // 17+1
	consoletest.MustContain(t, out[1], "Rounds left: 5 (1 spent)")  // «Обойма 6»
	consoletest.MustContain(t, out[2], "Rounds left: 16 (1 spent)")
	out = consoletest.Replies(h.Run("/reload name:Bob weapon:\"Light pistol\"\n/attack attacker:Bob target:Al defense:none weapon:\"Light pistol\"\n/attack attacker:Bob target:Al defense:none weapon:\"Heavy revolver\"\n"))
	consoletest.MustContain(t, out[1], "Rounds left: 17 (1 spent)")
	consoletest.MustContain(t, out[2], "Rounds left: 4 (1 spent)")

	// Light SMG, 30+1: five bursts leave 16 (at least half of 30): automatic
	// fire is allowed; six leave 13: refused, nothing spent. Six bursts in
	// one round are past the rate of 3: said, not refused (checkRate).
	burst := strings.Repeat("/attack attacker:Bob target:Al defense:none weapon:\"Light SMG\" maneuver:burst\n", 6)
	h, out = consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 5", burst+"/attack attacker:Bob target:Al defense:none weapon:\"Light SMG\" maneuver:auto\n")
	consoletest.MustContain(t, out[5], "Rounds left: 13 (3 spent)")
	last := out[6]
	if !last.Ephemeral {
		t.Fatalf("automatic fire below half a clip must be refused: %s", last.Text())
	}
	consoletest.MustContain(t, last, "13 left")
	out = consoletest.Replies(h.Run("/attack attacker:Bob target:Al defense:none weapon:\"Light SMG\" maneuver:burst\n"))
	consoletest.MustContain(t, out[0], "Rounds left: 10 (3 spent)")
}

// «успешные баллы равномерно распределяются между всеми целями … Если на
// территории есть только одна цель, ей назначается только половина … Если
// количество успешных баллов меньше числа потенциальных целей … по одному»;
// «Сложность бросков на уворот от обстрела увеличивается на единицу».
func TestStorytellerSeedStrafingShares(t *testing.T) {
	six := []int{9, 9, 9, 9, 9, 9}
	// A lone target gets half: 6 successes → 3.
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al defense:none maneuver:strafe weapon:\"Light SMG\"\n", six...)
	consoletest.MustContain(t, out[0], "Successes spread over the area: 3")
	// Two targets share 6: 3 and 3.
	h := consoletest.NewSystemHarness(t, "en", append(append([]int{5, 4, 3}, six...), consoletest.Threes(80)...)...)
	out = consoletest.Replies(h.Run("/system set system:storyteller\n/combat start\n/combat add name:Bob stats:\"Dexterity 3 Firearms 2\"\n/combat add name:Al\n/combat add name:Cy\n" +
		"/attack attacker:Bob target:Al defense:none maneuver:strafe weapon:\"Light SMG\" targets:Cy\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Successes spread over the area: 3, 3")
	// Two successes over Al, Cy and three more in the area: one by one.
	h = consoletest.NewSystemHarness(t, "en", append(append([]int{5, 4, 3}, 9, 9), consoletest.Threes(80)...)...)
	out = consoletest.Replies(h.Run("/system set system:storyteller\n/combat start\n/combat add name:Bob stats:\"Dexterity 3 Firearms 2\"\n/combat add name:Al\n/combat add name:Cy\n" +
		"/attack attacker:Bob target:Al defense:none maneuver:strafe weapon:\"Light SMG\" targets:Cy,3\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Successes spread over the area: 1, 1, 0, 0, 0")
	// Dodging strafing: difficulty 6 + 1.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Dexterity 2 Dodge 1", "/attack attacker:Bob target:Al defense:dodge maneuver:strafe weapon:\"Light SMG\"\n", six...)
	consoletest.MustContain(t, out[0], "Pool 3, difficulty 7")
}

// Grapple and hold: «До освобождения или отпускания жертвы, ни один из
// противников не может выполнять другие действия. Жертва выполняет бросок на
// Силу + Рукопашный бой, сравнивая его с броском нападающего»; the holder
// tightens a grapple (a Strength damage roll) each turn.
func TestStorytellerSeedGrappleStruggle(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Strength 3 Brawl 2", "Strength 2 Brawl 1 Stamina 1",
		"/attack attacker:Bob target:Al maneuver:grapple defense:none\n/attack attacker:Al target:Bob maneuver:punch\n",
		7, 3, 3, 3, 3 /*attack*/, 3, 3, 3 /*damage*/, 3, 3, 3 /*tightening*/, 9, 9, 9 /*Al breaks free*/)
	consoletest.MustContain(t, out[0], "Strength + Brawl = 5", "grappled by Bob")
	if !out[1].Ephemeral {
		t.Fatalf("a grappled victim cannot attack: %s", out[1].Text())
	}
	// Bob tightens: automatic, a Strength damage roll (3 dice).
	out = consoletest.Replies(h.Run("/attack attacker:Bob target:Al maneuver:grapple\n"))
	consoletest.MustContain(t, out[0], "3 dice + 0 extra successes, bashing")
	// Al's turn: the struggle, Strength + Brawl against Strength + Brawl.
	h.Run("/combat next\n")
	out = consoletest.Replies(h.Run("!click Break free\n")) // the action button settles the owed roll too
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Al breaks free of Bob (**9** **9** **9**: 3 vs 3 3 3 3 3: 0)")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "grappled by Bob", "Rolls owed")
}

// «Сбить с ног: … Оба игрока бросают кубики на Ловкость + Атлетизм (сложность
// 7) … сложность всех его действий в следующем ходу повышается на 1»;
// a sweep's roll is difficulty 8.
func TestStorytellerSeedKnockdowns(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Strength 3 Dexterity 2 Brawl 2 Athletics 1", "Stamina 1 Dexterity 2 Athletics 1 Brawl 2",
		"/attack attacker:Bob target:Al maneuver:tackle defense:none\n", 7, 3, 3, 3, 3 /*attack*/, 3, 3, 3, 3 /*damage 4*/, 3, 3, 3 /*Al*/, 8, 8, 8 /*Bob*/)
	consoletest.MustContain(t, out[0], "Al goes down", "Pool 3, difficulty 7", "Bob keeps their footing", "Al is off balance")
	// The next round (initiative re-rolled): Al's actions are at +1.
	out = consoletest.Replies(h.Run("/combat next\n/combat next\n/attack attacker:Al target:Bob maneuver:punch defense:none\n"))
	out = out[len(out)-1:]
	consoletest.MustContain(t, out[0], "off balance +1", "Pool 4, difficulty 7")

	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1 Dexterity 2 Athletics 1", "/attack attacker:Bob target:Al maneuver:sweep defense:none\n", 7)
	consoletest.MustContain(t, out[0], "Al goes down", "Dexterity + Athletics = 3", "Pool 3, difficulty 8")
}

// «Если полученный результат превышает значение Силы противника, считается,
// что оружие было выбито. Противник не получает повреждений».
func TestStorytellerSeedDisarm(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", append([]int{5, 4, 7, 3, 3, 3, 3 /*attack*/, 8, 8, 8, 3 /*damage: 3 > Strength 2*/}, consoletest.Threes(40)...)...)
	out := consoletest.Replies(h.Run(`/system set system:storyteller
/char set name:Al stats:"Strength 2 Stamina 2 Dexterity 2 Melee 2"
/char weapon add name:Knife
/combat start
/combat add name:Bob stats:"Dexterity 3 Brawl 2 Strength 3"
/combat join
/attack attacker:Bob target:Al maneuver:disarm defense:none
/attack attacker:Al target:Bob weapon:Knife
`))
	n := len(out)
	consoletest.MustContain(t, out[n-2], "3 vs Strength 2: Al loses the weapon", "Healthy")
	consoletest.MustNotContain(t, out[n-2], "levels of")
	if !out[n-1].Ephemeral {
		t.Fatalf("a disarmed fighter cannot strike with the weapon: %s", out[n-1].Text())
	}
}

// «сложность бросков на атаку и защиту увеличивается на +1 за каждого
// дополнительного противника, начиная со второго. Максимальное значение
// модификатора составляет +4».
func TestStorytellerSeedMultipleOpponents(t *testing.T) {
	for _, tc := range []struct{ opts, want string }{
		{"opponents:1", "Pool 5, difficulty 6"},
		{"opponents:3", "Pool 5, difficulty 8"},
		{"opponents:5", "Pool 5, difficulty 10"},
		{"opponents:9", "Pool 5, difficulty 10"}, // +4 at most
		{"situation:opponents:3", "Pool 5, difficulty 8"},
	} {
		_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none "+tc.opts+"\n")
		consoletest.MustContain(t, out[0], tc.want)
	}
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none opponents:9\n")
	consoletest.MustContain(t, out[0], "multiple opponents +4")
	// The defender's own opponents raise its defence roll.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Dexterity 2 Dodge 1", "/attack attacker:Bob target:Al maneuver:punch defense:dodge def_opponents:3\n", 7, 7)
	consoletest.MustContain(t, out[0], "Pool 3, difficulty 8")
}

// «Атаки на короткой дистанции имеют сложность 6 … между короткой и
// максимальной … 8 … Сложность выстрела в упор составляет 4»; beyond twice
// short range there is no shot. «Пистолет малого калибра: … Дистанция 20».
func TestStorytellerSeedRangeDifficulties(t *testing.T) {
	for _, tc := range []struct{ rng, want string }{
		{"2", "Pool 5, difficulty 4"},
		{"point_blank", "Pool 5, difficulty 4"},
		{"20", "Pool 5, difficulty 6"},
		{"short", "Pool 5, difficulty 6"},
		{"21", "Pool 5, difficulty 8"},
		{"40", "Pool 5, difficulty 8"},
		{"long", "Pool 5, difficulty 8"},
	} {
		_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al defense:none weapon:\"Light pistol\" range:"+tc.rng+"\n")
		consoletest.MustContain(t, out[0], tc.want)
	}
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al defense:none weapon:\"Light pistol\" range:41\n")
	if !out[0].Ephemeral {
		t.Fatalf("beyond twice short range must be refused: %s", out[0].Text())
	}
	consoletest.MustContain(t, out[0], "40")
}

// «Если оба противника находятся в укрытии, модификаторы сложности
// суммируются … спрятался за автомобиль, а противник лежит на земле,
// сложность увеличивается на две единицы (+1 … по лежащей цели и +1 за
// стрельбу из-за автомобиля). Сложность выстрелов для вашего противника
// также увеличивается на две единицы (+2 …, без штрафов за стрельбу из
// лежачей позиции)».
func TestStorytellerSeedCoverBothSides(t *testing.T) {
	for _, tc := range []struct{ opts, want string }{
		{"cover:1 own_cover:2", "Pool 5, difficulty 8"}, // you, behind the car, at the prone enemy
		{"cover:2 own_cover:1", "Pool 5, difficulty 8"}, // the prone enemy at you
		{"cover:3", "Pool 5, difficulty 9"},
		{"situation:own_cover:2 cover:1", "Pool 5, difficulty 8"},
	} {
		_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al defense:none weapon:\"Light pistol\" "+tc.opts+"\n")
		consoletest.MustContain(t, out[0], tc.want)
	}
}

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

// «Если ваш персонаж атакует обездвиженную жертву, его запас бросков на
// атаку увеличивается на два кубика. Если жертва полностью обездвижена, все
// атаки автоматически считаются успешными».
func TestStorytellerSeedImmobilised(t *testing.T) {
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none immobilized:partial\n")
	consoletest.MustContain(t, out[0], "immobilised target +2", "Pool 7, difficulty 6")
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none immobilized:full\n", 7, 3)
	consoletest.MustContain(t, out[0], "automatic success", "2 dice + 0 extra successes, bashing")
}

// «Если количество летальных повреждений доходит до уровня "Ранения" или
// ниже, персонаж получает дополнительный уровень летальных повреждений
// каждый час, пока не будет оказана медицинская помощь. Успешный бросок на
// Интеллект / Сообразительность + Медицина / Выживание … остановить кровотечение».
func TestStorytellerSeedBleeding(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Intelligence 2 Medicine 2", "Stamina 1", `/damage target:Al levels:3 type:lethal
/time hours:2
/damage target:Al levels:1 type:lethal
/time hours:2
`, 7)
	consoletest.MustContain(t, out[0], "Injured (−1)")
	consoletest.MustNotContain(t, out[1], "Mauled")
	consoletest.MustContain(t, out[2], "Wounded (−2)", "bleeding")
	consoletest.MustContain(t, out[3], "Crippled (−5)")
	// Bob treats: Intelligence 2 + Medicine 2 (4 dice; Bob is unhurt).
	out = consoletest.Replies(h.Run("/treat target:Al medic:Bob\n/time hours:3\n"))
	consoletest.MustContain(t, out[0], "Intelligence + Medicine = 4")
	consoletest.MustNotContain(t, out[1], "Incapacitated", "Dead")
}

// The same rule typed as the Russian help writes it:
// ещё:"обстановка:'обездвижен:частично'" and …:полностью.
func TestStorytellerImmobilisedRussianValues(t *testing.T) {
	_, out := consoletest.StFight(t, "ru", "Ловкость 3 Рукопашный бой 2", "Выносливость 1", "/атака атакующий:Bob цель:Al приём:удар защита:нет ещё:\"обстановка:'обездвижен:частично'\"\n")
	consoletest.MustContain(t, out[0], "жертва обездвижена +2", "Запас 7, сложность 6")
	_, out = consoletest.StFight(t, "ru", "Ловкость 3 Рукопашный бой 2 Сила 2", "Выносливость 1", "/атака атакующий:Bob цель:Al приём:удар защита:нет ещё:\"обстановка:'обездвижен:полностью'\"\n", 7, 3)
	consoletest.MustContain(t, out[0], "🎲 автоматический успех", "2 кубика + 0 лишних успехов, поверхностные")
}

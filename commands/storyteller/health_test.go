package storyteller_test

import (
	"strconv"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Bashing past Incapacitated turns lethal; a full track of lethal and more
// damage kills. The short NPC track is a GM option per combatant.
func TestStorytellerHealthTrackWrapAndShortTrack(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 5, 5, 5, 5, 5, 5)
	out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc
/damage target:Orc levels:7 type:bashing
/damage target:Orc levels:2 type:lethal
`)
	consoletest.MustContain(t, out[len(out)-2], "Недееспособность", "после Недееспособности 2 уровня поверхностных стали летальными", "по-прежнему **Недееспособность**")
	out = h.Run("/damage target:Orc levels:5 type:lethal\n/damage target:Orc levels:1 type:lethal\n")
	consoletest.MustContain(t, out[len(out)-2], "Смерть")
	// The dead stay dead: the short track on a fresh Orc.
	out = h.Run("/combat add name:Orc2\n/combat track name:Orc2 short:true\n/damage target:Orc2 levels:3 type:lethal\n")
	consoletest.MustContain(t, out[len(out)-2], "Недееспособность")
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

// On a full track each level takes a bashing box — lethal and bashing
// make it lethal («все последующие поверхностные повреждения считаются
// летальными»), aggravated makes it aggravated — and the note says which;
// an unchanged level reads "still Incapacitated".
func TestStorytellerFullTrackNotesMatchTheCounts(t *testing.T) {
	for _, tc := range []struct {
		locale                 string
		agg, aggNote, lethNote string
		leth, still            string
	}{
		{"en", "bashing 2, lethal 4, aggravated 1", "past Incapacitated: 1 bashing level became aggravated", "past Incapacitated: 1 bashing level turned lethal",
			"bashing 1, lethal 5, aggravated 1", "still **Incapacitated**"},
		{"ru", "поверхностные 2, летальные 4, усиливающиеся 1", "после Недееспособности 1 уровень поверхностных стал усиливающимся",
			"после Недееспособности 1 уровень поверхностных стал летальным", "поверхностные 1, летальные 5, усиливающиеся 1", "по-прежнему **Недееспособность**"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5)
			out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Mook stats:"Stamina 2 Dexterity 2 Wits 2"
/damage target:Mook levels:3 type:lethal
/damage target:Mook levels:5 type:bashing
/damage target:Mook levels:1 type:aggravated
`)
			agg := consoletest.LastOf(t, out[:len(out)-1])
			consoletest.MustContain(t, agg, tc.agg, tc.aggNote, tc.still)
			out = h.Run("/damage target:Mook levels:1 type:lethal\n")
			consoletest.MustContain(t, consoletest.LastOf(t, out[:len(out)-1]), tc.leth, tc.lethNote, tc.still)
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
func TestStorytellerWoundPenaltyAtEveryLevel(t *testing.T) {
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

// «Для упрощения крупных сражений Ведущий может использовать только четыре
// уровня здоровья для неигровых персонажей: Повреждения -1, Тяжелые
// повреждения -2, Недееспособность и Смерть.» Switching a hurt NPC to the
// short track marks its boxes again (so 4 bashing on a 3-box track become
// 2 bashing and 1 lethal: «все последующие поверхностные повреждения
// считаются летальными»). The reply used to say only "short track" while the
// level jumped from Wounded to Incapacitated and a level of damage was gone
// for good: it now names the change, the conversion, and that only undo
// brings the marks back.
func TestStorytellerTrackSwitchSaysWhatChanged(t *testing.T) {
	for _, tc := range []struct {
		locale, damage, short, full                     string
		change, converted, wrapped, back, unchangedBack string
	}{
		{"ru", "/урон цель:Орк уровни:4 тип:поверхностные\n", "/бой шкала имя:Орк короткая:да\n", "/бой шкала имя:Орк короткая:нет\n",
			"Ранения (−2) → **Недееспособность**", "после Недееспособности 1 уровень поверхностных стал летальным",
			"обратное переключение их не вернёт — `/бой отменить` вернёт", "Недееспособность → **Травмы (−1)**", "поверхностные 2, летальные 1"},
		{"en", "/damage target:Орк levels:4 type:bashing\n", "/combat track name:Орк short:true\n", "/combat track name:Орк short:false\n",
			"Wounded (−2) → **Incapacitated**", "1 bashing level turned lethal",
			"switching back will not return them — `/combat undo` will", "Incapacitated → **Injured (−1)**", "bashing 2, lethal 1"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stLocalNamesFight(t, tc.locale)
			h.Run(tc.damage)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.short)))
			consoletest.MustContain(t, out, tc.change, tc.converted, tc.wrapped, "0/3")
			// Back to the full track: the lethal box stays lethal, 3 boxes
			// marked (Injured), and nothing more wrapped.
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.full)))
			consoletest.MustContain(t, out, tc.back, tc.unchangedBack, "4/7")
			consoletest.MustNotContain(t, out, tc.wrapped)
		})
	}
}

// A fresh NPC switched to the short track changes level by nothing: the reply
// stays one line and the health line; a player's character switched to it is
// played, with a word that the seed gives that track to NPCs and how to undo.
func TestStorytellerTrackShortOnPlayerWarns(t *testing.T) {
	for _, tc := range []struct{ locale, cmdNPC, cmdPC, warn, npcOnly string }{
		{"ru", "/бой шкала имя:Орк короткая:да\n", "/бой шкала имя:Ann короткая:да\n",
			"персонаж игрока, а короткая шкала по правилам — для NPC", "`/бой шкала имя:Ann короткая:нет`"},
		{"en", "/combat track name:Орк short:true\n", "/combat track name:Ann short:true\n",
			"is a player's character, and the seed gives the short track to NPCs", "`/combat track name:Ann short:false`"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stLocalNamesFight(t, tc.locale)
			h.Run("@Ann /char set stats:\"Dexterity 2\"\n@Ann /combat join\n")
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmdNPC)))
			consoletest.MustNotContain(t, out, "⚠️", "→")
			consoletest.MustContain(t, out, "3/3")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmdPC)))
			consoletest.MustContain(t, out, tc.warn, tc.npcOnly, "3/3")
		})
	}
}

// /combat undo after a storyteller attack puts the health track back exactly.
func TestStorytellerUndoRestoresHealth(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
		"/damage target:Al levels:1 type:lethal\n/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		7, 7, 3, 3, 3 /*attack: 2*/, 7, 7, 7, 3 /*damage: 3*/, 3 /*soak*/)
	consoletest.MustContain(t, out[0], "bashing 0, lethal 1, aggravated 0")
	consoletest.MustContain(t, out[1], "3 − soak 0 = **3 bashing**", "bashing 3, lethal 1, aggravated 0", "Wounded (−2)", "dizzied")
	out = consoletest.Replies(h.Run("/combat undo\n/combat list\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "bashing 0, lethal 1, aggravated 0", "Bruised")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "dizzied")
}

// Healing does not bring the dead back: an ephemeral error that says
// why and names the undo, and the Bandit is still dead.
func TestStorytellerHealRefusesTheDead(t *testing.T) {
	for _, c := range []struct {
		locale, kill, heal, want, dead string
	}{
		{"en", "/damage target:Bandit levels:8 type:lethal\n", "/heal target:Bandit levels:1 type:lethal\n",
			"Bandit is dead: healing does not bring the dead back. The GM can take back a blow dealt by mistake with `/combat undo`.", "Dead"},
		{"ru", "/урон цель:Бандит уровни:8 тип:летальные\n", "/лечить цель:Бандит уровни:1\n",
			"Бандит: смерть — лечение не возвращает мёртвых. Ошибочный удар мастер может отменить: `/бой отменить`.", "Смерть"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 4)
			h.Run(stVasyaBandit[c.locale])
			h.Run(c.kill)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			if !strings.Contains(before, c.dead) {
				t.Fatalf("not dead: %s", before)
			}
			got := consoletest.MedReply(t, h.Run(c.heal))
			if !got.Ephemeral || !strings.Contains(consoletest.MedAllText(t, got), c.want) {
				t.Fatalf("heal of the dead: %s", got.Text())
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused heal changed the fight:\n%s\n%s", before, after)
			}
		})
	}
}

// /heal of a type the target has no boxes of is bad input: an ephemeral
// refusal that says so, and the track, the log and the undo history stay as
// they were — not a public "Healed 0 levels". Orc has 2 lethal («Летальные
// повреждения»), none bashing.
func TestStorytellerHealOfAnAbsentTypeIsRefused(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Orc has no bashing damage to heal."},
		{"ru", "Orc: поверхностных повреждений нет — лечить нечего."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Stamina 2"
/damage target:Orc levels:2 type:lethal
`)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			out := h.Run("/heal target:Orc levels:1 type:bashing\n")
			if len(out) != 1 || !out[0].Ephemeral {
				t.Fatalf("want one ephemeral refusal, got %+v", out)
			}
			consoletest.MustContain(t, out[0], tc.want)
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("the refused heal changed the fight:\n%s\n%s", before, after)
			}
			// The undo takes back the damage, not a no-op heal.
			h.Run("/combat undo\n")
			if list := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); strings.Contains(list, "5/7") || !strings.Contains(list, "7/7") {
				t.Errorf("undo did not take back the damage: %s", list)
			}
		})
	}
}

// Healing with Faith («Сверхъестественные существа ... могут использовать
// Духовную Силу для исцеления») says how many levels in the reader's grammar:
// "1 level", "2 levels" — not "1 level(s)" — and in Russian «Вылечен 1
// уровень», «Вылечено 2 уровня», as the plain /heal reply does.
func TestStorytellerFaithHealingCountsLevelsInTheReadersGrammar(t *testing.T) {
	for _, tc := range []struct {
		locale    string
		one, more string
	}{
		{"en", "1 level healed with 1 Faith.", "2 levels healed with 2 Faith."},
		{"ru", "Вылечен 1 уровень, потрачено Духовной Силы: 1.", "Вылечено 2 уровня, потрачено Духовной Силы: 2."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5)
			h.Run(`/system set system:storyteller
@Vam /char set stats:"Faith 5" flags:supernatural
/combat start
@Vam /combat join
/damage target:Vam levels:4 type:lethal
`)
			one := h.Run("@Vam /heal target:Vam levels:1 type:lethal faith:true\n")
			consoletest.MustContain(t, one[0], tc.one)
			more := h.Run("@Vam /heal target:Vam levels:2 type:lethal faith:true\n")
			consoletest.MustContain(t, more[0], tc.more)
			for _, s := range []consoletest.Sent{one[0], more[0]} {
				if strings.Contains(s.Text(), "(s)") {
					t.Errorf("a lazy plural:\n%s", s.Text())
				}
			}
		})
	}
}

// /help's line for /heal says who may use it, as it does for /damage and
// /time: plain /heal is the GM's (a player got "Only the GM can do that" from
// a command the help listed for everyone); a player heals only their own
// supernatural fighter with Faith («Сверхъестественные существа ... могут
// использовать Духовную Силу для исцеления»).
func TestStorytellerHelpSaysWhoMayHeal(t *testing.T) {
	for _, tc := range []struct{ locale, help, refusal string }{
		{"en", "`/heal target levels [type faith]` (GM; a player only their own supernatural fighter, with `faith`)",
			"Only the GM can do that"},
		{"ru", "`/лечить цель уровни [тип духовная_сила]` (мастер; игрок — только своего сверхъестественного персонажа, с `духовная_сила`)",
			"Это может только мастер"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5)
			h.Run(`/system set system:storyteller
@Vam /char set stats:"Faith 3" flags:supernatural
/combat start
@Vam /combat join
/damage target:Vam levels:2 type:lethal
`)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/help\n")), tc.help)
			out := h.Run("@Vam /heal target:Vam levels:1 type:lethal\n")
			if len(out) != 1 || !out[0].Ephemeral {
				t.Fatalf("want one ephemeral refusal, got %+v", out)
			}
			consoletest.MustContain(t, out[0], tc.refusal)
			consoletest.MustContain(t, h.Run("@Vam /heal target:Vam levels:1 type:lethal faith:true\n")[0], "Vam")
		})
	}
}

// An owed roll lasts only while its cause does. Ann, Incapacitated, owes the
// Stamina roll for consciousness («Ведущий может сделать бросок на
// Выносливость»); once /heal takes her up to Wounded she is not
// Incapacitated, and the tracker must drop the prompt and its button instead
// of offering a roll that would only answer "not Incapacitated".
func TestStorytellerHealingDropsTheConsciousnessPrompt(t *testing.T) {
	for _, tc := range []struct{ locale, prompt string }{
		{"en", "Ann is Incapacitated: the GM may roll Stamina for consciousness."},
		{"ru", "Ann: Недееспособность — мастер может бросить Выносливость на сознание."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 2 and 2 + 2; round 2: 5 + 2 and 3 + 2.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 5, 3)
			h.Run(`/system set system:storyteller
@Ann /char set stats:"Stamina 3"
/combat start
@Ann /combat join
/combat add name:Thug
/damage target:Ann levels:7 type:bashing
!click Next turn
!click Next turn
`)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), tc.prompt)
			h.Run("/heal target:Ann levels:3 type:bashing\n")
			if list := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); strings.Contains(list, tc.prompt) || strings.Contains(list, "storyteller_consciousness") {
				t.Errorf("a healed fighter still owes the consciousness roll:\n%s", list)
			}
		})
	}
}

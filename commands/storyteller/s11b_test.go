package storyteller_test

import (
	"fmt"
	"fray/bot/consoletest"
	"testing"
)

// Session 11, round 2: maneuvers, damage and health looked at closely from
// the Russian command line — the NPC track, healing over time and a failed
// disarm — each checked in both locales.

// stS11bFight starts a fight with the Russian (or English) command names a
// user of that locale types: the GM adds Орк (Stamina 1 by default) and Анна
// (Dexterity 3 Brawl 2 Melee 2 Strength 3, a knife), initiative 5 and 4; every
// later die is a 3 (no success at difficulty 6 or more, no 1 to botch).
func stS11bFight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{5, 4}, consoletest.Threes(200)...)...)
	if locale == "ru" {
		h.Run(`/система выбрать система:storyteller
/бой начать
/бой добавить имя:Орк
/бой добавить имя:Анна параметры:"Ловкость 3 Рукопашный бой 2 Фехтование 2 Сила 3"
`)
		return h
	}
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Орк
/combat add name:Анна stats:"Dexterity 3 Brawl 2 Melee 2 Strength 3"
`)
	return h
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
func TestStorytellerS11bTrackSwitchSaysWhatChanged(t *testing.T) {
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
			h := stS11bFight(t, tc.locale)
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
func TestStorytellerS11bTrackShortOnPlayerWarns(t *testing.T) {
	for _, tc := range []struct{ locale, cmdNPC, cmdPC, warn, npcOnly string }{
		{"ru", "/бой шкала имя:Орк короткая:да\n", "/бой шкала имя:Ann короткая:да\n",
			"персонаж игрока, а короткая шкала по правилам — для NPC", "`/бой шкала имя:Ann короткая:нет`"},
		{"en", "/combat track name:Орк short:true\n", "/combat track name:Ann short:true\n",
			"is a player's character, and the seed gives the short track to NPCs", "`/combat track name:Ann short:false`"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11bFight(t, tc.locale)
			h.Run("@Ann /char set stats:\"Dexterity 2\"\n@Ann /combat join\n")
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmdNPC)))
			consoletest.MustNotContain(t, out, "⚠️", "→")
			consoletest.MustContain(t, out, "3/3")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmdPC)))
			consoletest.MustContain(t, out, tc.warn, tc.npcOnly, "3/3")
		})
	}
}

// The seed gives no healing times — «Полное восстановление здоровья может
// занять месяцы», aggravated «исцеляются естественным путем в течение
// определенного времени» — so /time heals nothing by itself. A GM who lets a
// day or more pass used to read only «Никто не истекает кровью.», and could
// think the wounds had been seen to: the reply now says they did not close
// and names /heal. An hour (bleeding's step) or an unhurt table: no line.
func TestStorytellerS11bTimeSaysHealingIsTheGMs(t *testing.T) {
	for _, tc := range []struct{ locale, damage, hour, day, heal, line string }{
		{"ru", "/урон цель:Орк уровни:2 тип:летальные\n", "/время часы:1\n", "/время дни:1\n", "/лечить цель:Орк уровни:2 тип:летальные\n",
			"Раны сами не заживают: сроков заживления в правилах нет"},
		{"en", "/damage target:Орк levels:2 type:lethal\n", "/time hours:1\n", "/time days:1\n", "/heal target:Орк levels:2 type:lethal\n",
			"Wounds do not close by themselves: the rules give no healing times"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11bFight(t, tc.locale)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.day)))
			consoletest.MustNotContain(t, out, tc.line) // nobody hurt
			h.Run(tc.damage)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hour)))
			consoletest.MustNotContain(t, out, tc.line)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.day)))
			consoletest.MustContain(t, out, tc.line) // two lethal boxes still marked
			h.Run(tc.heal)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.day)))
			consoletest.MustNotContain(t, out, tc.line)
		})
	}
}

// «В случае неудачи ваш персонаж может либо выронить оружие, либо
// подвергнуться ответному удару противника.» The failed disarm left the GM
// to decide, without saying how to record the dropped weapon: the note now
// names the command, and that command, typed as shown, drops it.
func TestStorytellerS11bDisarmFailureNamesTheCommand(t *testing.T) {
	for _, tc := range []struct{ locale, disarm, hint, dropped string }{
		{"ru", "/атака атакующий:Анна цель:Орк приём:Обезоружить оружие:Нож\n",
			"/бой оружие имя:Анна состояние:выронено", "Анна роняет оружие"},
		{"en", "/attack attacker:Анна target:Орк maneuver:disarm weapon:Knife\n",
			"/combat weapon name:Анна state:dropped", "Анна drops"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11bFight(t, tc.locale)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.disarm)))
			consoletest.MustContain(t, out, "`"+tc.hint+"`")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hint+"\n")))
			consoletest.MustContain(t, out, tc.dropped)
		})
	}
}

// «Сверхъестественные существа без специальной силы не могут поглощать
// усиливающиеся повреждения» — and RULES.md leaves armor out of it too. The
// soak field of a vampire in a Kevlar vest read «броня 0: …», as if the vest
// were gone: it now names the rating worn and that it does not count. A being
// with the gift soaks with Stamina and the vest as before.
func TestStorytellerS11bAggravatedSoakNamesTheVestThatDoesNotCount(t *testing.T) {
	for _, tc := range []struct{ locale, setup, dmg, worn, gifted string }{
		{"ru", `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Вамп параметры:"Выносливость 3" свойства:сверхъестественный броня:"Кевларовый жилет"
/бой добавить имя:Демон параметры:"Выносливость 3" свойства:"сверхъестественный поглощает_усиливающиеся" броня:"Кевларовый жилет"
`, "/урон цель:%s запас:3 тип:усиливающиеся\n",
			"броня 3 не в счёт: усиливающиеся повреждения поглощает только тот, у кого есть особый дар", "Выносливость 3 + броня 3"},
		{"en", `/system set system:storyteller
/combat start
/combat add name:Вамп stats:"Stamina 3" flags:supernatural armor:"Kevlar vest"
/combat add name:Демон stats:"Stamina 3" flags:"supernatural soak_aggravated" armor:"Kevlar vest"
`, "/damage target:%s pool:3 type:aggravated\n",
			"armor 3 does not count: aggravated damage is soaked only with the gift to soak it", "Stamina 3 + armor 3"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 5 and 4; Вамп's damage 7 7 7 (no soak roll);
			// Демон's damage 7 7 7 and a soak of six 3s.
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 4, 7, 7, 7, 7, 7, 7}, consoletest.Threes(20)...)...)
			h.Run(tc.setup)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(fmt.Sprintf(tc.dmg, "Вамп"))))
			consoletest.MustContain(t, out, tc.worn)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(fmt.Sprintf(tc.dmg, "Демон"))))
			consoletest.MustContain(t, out, tc.gifted)
			consoletest.MustNotContain(t, out, tc.worn)
		})
	}
}

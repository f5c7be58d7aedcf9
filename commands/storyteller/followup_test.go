package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// QA follow-up (F6, F7, F9, F11–F13, F18, F22): console scenarios in both
// locales.

// flavourField is the name of the embed field that carries a flavour line.
const flavourField = `"name":"` + "\u200b" + `"`

// F11/F22: Russian plural forms; the "asked" line only when wounds or the
// clamp changed the pool («запас 2 → 2 кубика», not «2 кубиков»).
func TestStorytellerCheckPluralsAndAskedLine(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 10, 1 /*check*/, 5 /*initiative*/, 7, 7 /*Al's check: 3 asked − 1 Hurt*/)
	out := h.Run("/система выбрать система:storyteller\n/проверка запас:2 сложность:6\n")
	last := consoletest.LastOf(t, out)
	consoletest.MustContain(t, last, "🎲 **10** ~~1~~ против 6", "Запас 2, сложность 6")
	consoletest.MustNotContain(t, last, "кубиков", "Заявлено") // nothing changed: no repeat
	out = h.Run(`/бой начать
/combat add name:Al stats:"Stamina 2"
/damage target:Al levels:2 type:bashing
/проверка запас:3 сложность:6 имя:Al
`)
	// Hurt (−1): «3 кубика» asked, 2 rolled.
	consoletest.MustContain(t, consoletest.LastOf(t, out[:len(out)-1]), "Заявлено 3 кубика, сложность 6", "Запас 2, сложность 6", "🎲 **7** **7** против 6")
}

// F12: a pool of 0 or less is a failure without a roll; the only limit is
// the upper one, «не больше 50». Session 10d: a negative pool is shown as
// computed (−3, with the typographic minus) and the verdict says a pool of
// 0 or less makes no roll, as an attack's does.
func TestStorytellerCheckPoolLimits(t *testing.T) {
	for _, tc := range []struct{ locale, set, check, noRoll, tooMany string }{
		{"en", "/system set system:storyteller", "/check pool:%s difficulty:6", "Pool of −3: a pool of 0 or less makes no roll", "Option pool: at most 50."},
		{"ru", "/система выбрать система:storyteller", "/проверка запас:%s сложность:6", "Запас −3 — при запасе 0 или меньше бросок не выполняется", "Параметр запас: не больше 50."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run(tc.set + "\n" + strings.ReplaceAll(tc.check, "%s", "-3") + "\n" + strings.ReplaceAll(tc.check, "%s", "999") + "\n")
			neg, big := out[1], out[2]
			if neg.Ephemeral {
				t.Fatalf("pool -3 is a failure, not an error: %s", neg.Text())
			}
			consoletest.MustContain(t, neg, tc.noRoll)
			consoletest.MustNotContain(t, neg, "-3")
			if !big.Ephemeral {
				t.Fatalf("pool 999 must be refused: %s", big.Text())
			}
			consoletest.MustContain(t, big, tc.tooMany)
		})
	}
}

// F9: «a "Willpower" button where the sheet has Willpower» — outside a fight
// too: one automatic success, and the sheet's point is spent.
func TestStorytellerSheetWillpowerOutsideAFight(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 7, 7, 3 /*first*/, 8, 2, 2 /*second*/)
	out := h.Run(`/system set system:storyteller
/char set stats:"Strength 3 Dexterity 3 Stamina 2 Wits 2 Brawl 2 Willpower 5" name:Vasya
/check pool:3 difficulty:6
`)
	consoletest.MustContain(t, consoletest.LastOf(t, out), "🎲 **7** **7** 3 vs 6 — 2 successes", "Willpower (5)")
	out = h.Run("!click Willpower (5)\n")
	consoletest.MustContain(t, consoletest.LastOf(t, out), "3 successes (+1 Willpower)", "Willpower left: 4")
	out = h.Run("/check pool:3 difficulty:6 willpower:true\n")
	consoletest.MustContain(t, consoletest.LastOf(t, out), "2 successes (+1 Willpower)", "Willpower left: 3")
	// No sheet, no button.
	h2 := consoletest.NewSystemHarness(t, "en", 7, 7, 3)
	out = h2.Run("/system set system:storyteller\n/check pool:3 difficulty:6\n")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "Willpower (")
}

// F18: a plain check is not a blow: no flavour line for an ordinary success
// or failure.
func TestStorytellerCheckHasNoCombatFlavour(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 8, 7, 3, 2, 2 /*2 successes*/, 3, 3, 2, 2, 4 /*failure*/)
	out := h.Run("/system set system:storyteller\n/check pool:5 difficulty:6\n/check pool:5 difficulty:6\n")
	consoletest.MustContain(t, out[1], "2 successes")
	consoletest.MustContain(t, out[2], "Failure")
	for _, s := range out[1:] {
		consoletest.MustNotContain(t, s, flavourField)
	}
}

// F13: on a full track each level takes a bashing box — lethal and bashing
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

// F22: the Aim button points to the Russian command; a bad /maneuver add
// field is named as a Russian client shows it (now with the valid names).
func TestStorytellerRussianCommandAndFieldNames(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 5)
	out := h.Run(`/система выбрать система:storyteller
/бой начать
/combat add name:Vasya
!click Прицелиться
/маневр добавить имя:"Бодание" атрибут:нет способность:рукопашный урон:strength
`)
	aim, field := out[len(out)-2], out[len(out)-1]
	consoletest.MustContain(t, aim, "командой /атака")
	consoletest.MustNotContain(t, aim, "/attack")
	consoletest.MustContain(t, field, "«нет» — не атрибут")
}

// F6: the maneuver, defence and weapon autocomplete show names in the
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

// F7: the Russian /help names commands and options as a Russian client
// shows them (the definitions' NameLocalizations).
func TestStorytellerRussianHelpUsesRussianNames(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/система выбрать система:storyteller\n/помощь\n")
	help := consoletest.LastOf(t, out)
	for _, d := range h.App.Definitions() {
		switch d.Name {
		case "check", "attack", "damage", "heal", "reload", "treat", "time", "maneuver":
			ru := (*d.NameLocalizations)[discordgo.Russian]
			consoletest.MustContain(t, help, "`/"+ru+" ")
			consoletest.MustNotContain(t, help, "`/"+d.Name+" ")
		}
	}
	consoletest.MustContain(t, help, "/проверка запас сложность", "/атака цель [атакующий приём оружие", "/урон цель уровни|запас [тип]")
}

// The golden test's note: plain healing is not an event and gets no
// flavour line (only a revival does).
func TestStorytellerPlainHealHasNoFlavour(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5)
	out := consoletest.Replies(h.Run(`/system set system:storyteller
/combat start
/combat add name:Al
/damage target:Al levels:3 type:bashing
/heal target:Al levels:1
`))
	heal := consoletest.LastOf(t, out)
	consoletest.MustContain(t, heal, "1 level healed.", "Injured (−1) → **Hurt (−1)**")
	consoletest.MustNotContain(t, heal, flavourField)
}

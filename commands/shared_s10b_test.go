package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// s10bNot fails when s holds any of nots.
func s10bNot(t *testing.T, what string, s consoletest.Sent, nots ...string) {
	t.Helper()
	for _, n := range nots {
		if strings.Contains(s.Text(), n) {
			t.Errorf("%s: did not want %q in:\n%s", what, n, s.Text())
		}
	}
}

// «Участника «Главарь» в этом бою нет.» left a new GM guessing how to get
// one in: the refusal names /combat add (the GM's NPCs) and /combat join (a
// player's own character), and changes nothing.
func TestNoSuchCombatantSaysHowToAddOne(t *testing.T) {
	for _, tc := range []struct{ locale, setup, script string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Vika\n", "/attack attacker:Vika target:Boss damage:d6\n"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Вика\n", "/атака атакующий:Вика цель:Главарь урон:d6\n"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4)
		h.Run(tc.setup)
		out := h.Run(tc.script)
		// One ephemeral reply and no tracker edit: nothing changed.
		got := consoletest.LastOf(t, out)
		if len(out) != 1 || !got.Ephemeral {
			t.Errorf("%s: want one ephemeral refusal, got %d messages:\n%s", tc.locale, len(out), got.Text())
		}
		want := map[string][]string{
			"en": {"No combatant “Boss” in this fight.", "`/combat add name:…`", "`/combat join`"},
			"ru": {"Участника «Главарь» в этом бою нет.", "`/бой добавить имя:…`", "`/бой войти`"},
		}[tc.locale]
		consoletest.WantAll(t, tc.locale, got, want...)
	}
}

// Initiative tied (same total, same DEX) and the d10 roll-off tied again:
// the tie line showed «Вика 🎲 10 против Главарь 🎲 10» and nothing on who
// goes first. The encounter falls back to join order (its sort, by ID),
// and the line says so; a roll-off that settled it says nothing more.
func TestTieLineSaysJoinOrderDecidesEqualRollOff(t *testing.T) {
	for _, tc := range []struct {
		locale, script, line, note string
	}{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Vika\n/combat add name:Boss\n",
			"**Vika** 🎲 10 vs **Boss** 🎲 10 (equal dice: whoever joined the fight first acts first)",
			"equal dice"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Вика\n/бой добавить имя:Главарь\n",
			"**Вика** 🎲 10 против **Главарь** 🎲 10 (кубики равны — раньше ходит тот, кто раньше вступил в бой)",
			"кубики равны"},
	} {
		// Vika 3+4−3, Boss 3+4−3: tied with equal DEX; roll-off 10 and 10.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 3, 4, 10, 10)
		tracker := consoletest.LastOf(t, h.Run(tc.script))
		consoletest.WantAll(t, tc.locale+" equal roll-off", tracker, tc.line)
		// Vika, who joined first, tops the order.
		if v, b := strings.Index(tracker.Text(), "▶️ `  4` **"), strings.Index(tracker.Text(), "▫️ `  4` **"); v < 0 || b < v {
			t.Errorf("%s: the first to join should have the turn:\n%s", tc.locale, tracker.Text())
		}

		// A roll-off that settles the tie: 7 against 10, no note.
		h = consoletest.NewSystemHarness(t, tc.locale, 3, 4, 3, 4, 7, 10)
		tracker = consoletest.LastOf(t, h.Run(tc.script))
		consoletest.WantAll(t, tc.locale+" settled roll-off", tracker, "🎲 7")
		s10bNot(t, tc.locale+" settled roll-off", tracker, tc.note)
	}
}

// /combat end dropped, without a word, damage past END still waiting for
// its player's STR/DEX choice («Весь последующий урон наносится, на выбор
// игрока, по Силе или Ловкости»). The recap names who and how much, and
// places nothing: the choice stays the player's.
func TestKlondikeEndNamesDamageLeftUnplaced(t *testing.T) {
	for _, tc := range []struct {
		locale, script, end string
		want                []string
	}{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Vika
@Ann /combat join
/combat add name:Orc
/damage target:Vika amount:5
`, "/combat end\n", []string{"Left unsettled", "⏳ **Vika**: 3 points of damage past END were never placed (STR or DEX, the player's choice)"}},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Вика
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Вика количество:5
`, "/бой конец\n", []string{"Не улажено", "⏳ **Вика**: 3 очка урона сверх ВЫН так и не распределены (СИЛ или ЛОВ — на выбор игрока)"}},
	} {
		for _, end := range []string{tc.end, map[string]string{"en": "!click End\n", "ru": "!click Конец боя\n"}[tc.locale]} {
			// Initiative: Vika 3+4−3, Orc 5+5−3.
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.script + end)
			var recap consoletest.Sent
			for _, s := range out {
				if strings.Contains(s.Text(), "🏁") {
					recap = s
				}
			}
			what := tc.locale + " " + strings.TrimSpace(end)
			consoletest.WantAll(t, what, recap, tc.want...)
			// Placed nowhere: no "goes into STR/DEX" note, STR and DEX as
			// they were (the health bar 17/19 counts END's 2 only).
			s10bNot(t, what, recap, "did not choose", "выбор не сделан")
			consoletest.WantAll(t, what, consoletest.LastOf(t, out), "17/19")
		}
	}
	// A fight with nothing unplaced has no such field.
	h := consoletest.NewSystemHarness(t, "en", 3, 4, 5, 5)
	out := h.Run(consoletest.KlSetup("en") + "/combat add name:Vika\n/combat add name:Orc\n/damage target:Vika amount:1\n/combat end\n")
	s10bNot(t, "en nothing unplaced", consoletest.LastOf(t, out), "Left unsettled")
}

// «Раунд 1: ходит **NPC**. » ended in a space for a fighter with no owner
// to mention. The line (and a new round's) now ends at its full stop; an
// owner's mention still follows after one space.
func TestTurnLineEndsCleanlyWithoutMention(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		want           []string
	}{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/combat next
/combat next
/combat next
/combat remove name:Ann
`, []string{
			`"description":"Round 1: **Ann**'s turn. \u003c@`,
			`"description":"Round 2: **Orc**'s turn."`,
			`"description":"Round 2: **Ann**'s turn. \u003c@`,
			`\n⚔️ Round 3 begins: **Orc** acts first."`,
		}},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/бой далее
/бой далее
/бой далее
/бой убрать имя:Ann
`, []string{
			`"description":"Раунд 1: ходит **Ann**. \u003c@`,
			`"description":"Раунд 2: ходит **Orc**."`,
			`"description":"Раунд 2: ходит **Ann**. \u003c@`,
			`\n⚔️ Начинается раунд 3: первым ходит **Orc**."`,
		}},
	} {
		// Initiative: round 1 Ann 3+4−3, Orc 5+5−3 (first); round 2 Orc
		// 6+6−3 (first), Ann 1+1−3; Ann leaves on the round's last turn,
		// round 3 Orc 1+1−3 (a new round's line, for an NPC).
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 6, 6, 1, 1, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		var all strings.Builder
		for _, s := range out {
			all.WriteString(s.Text())
		}
		for _, w := range tc.want {
			if !strings.Contains(all.String(), w) {
				t.Errorf("%s: want %s in:\n%s", tc.locale, w, all.String())
			}
		}
	}
}

// /odds with nothing given charted a roll nobody makes (medieval 1d10+0
// against 15, klondike 2d6+0 against 8+; storyteller refused in English
// words, «pool»). It answers with a short how-to instead: the options and
// an example, ephemeral, in the user's language. One option is enough for
// the odds.
func TestOddsWithNothingGivenSaysHowTo(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, bare, one string
		want                     []string
	}{
		{"en", "/system set system:medieval\n", "/odds\n", "/odds stat:5\n", []string{"Odds of a roll", "`/odds stat:6 skill:4 number:15`", "`melee:true`"}},
		{"ru", "/система выбрать система:medieval\n", "/шансы\n", "/шансы параметр:5\n", []string{"Шансы броска", "`/шансы параметр:6 навык:4 число:15`", "`ближний:да`"}},
		{"en", "/system set system:klondike\n", "/odds\n", "/odds skill:1\n", []string{"`/odds dm:1 skill:2 target:8`", "`skill:-3`"}},
		{"ru", "/система выбрать система:klondike\n", "/шансы\n", "/шансы навык:1\n", []string{"`/шансы дм:1 навык:2 цель:8`", "`навык:-3`"}},
		{"en", "/system set system:storyteller\n", "/odds\n", "/odds pool:3\n", []string{"`/odds pool:6 difficulty:6`", "`specialty:true`"}},
		{"ru", "/система выбрать система:storyteller\n", "/шансы\n", "/шансы запас:3\n", []string{"`/шансы запас:6 сложность:6`", "`специализация:да`"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		what := tc.locale + " " + strings.TrimSpace(tc.setup)
		got := consoletest.LastOf(t, h.Run(tc.setup+tc.bare))
		if !got.Ephemeral {
			t.Errorf("%s: the how-to should be ephemeral", what)
		}
		consoletest.WantAll(t, what, got, tc.want...)
		s10bNot(t, what, got, "attachment://odds.png", "❌")
		consoletest.WantAll(t, what+" with an option", consoletest.LastOf(t, h.Run(tc.one)), "attachment://odds.png")
	}
}

package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// s10dAll is every message a run sent, one after another (a join sends its
// reply and the tracker's refresh).
func s10dAll(out []consoletest.Sent) consoletest.Sent {
	var b strings.Builder
	for _, s := range out {
		b.Write(s.Data)
		b.WriteByte('\n')
	}
	return consoletest.Sent{Data: []byte(b.String())}
}

// The medieval join read «Анна — инициатива 17 (🎲 7 + 10)»: the 10 is REF
// after armour (RULES.md «sum of armor EV subtracted from REF») plus Combat
// Sense (the seed: «За каждый уровень Чувство боя ты добавляешь +1 к
// броскам Инициативы»). The join and add replies name them: 7 + REF 8
// (10 − EV 2) + Combat Sense 2 = 17. The die drawn is the same 7.
func TestJoinLineNamesMedievalInitiativeParts(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		want           []string
	}{
		{"ru", `/система выбрать система:medieval
/персонаж задать имя:Анна параметры:"РЕФ 10 Чувство_боя 2"
/персонаж броня броня:"все 8 зу2"
/бой начать
/бой войти
/бой добавить имя:Orc параметры:"РЕФ 6"
`, []string{
			"**Анна** — инициатива **17** (🎲 7 + РЕФ 8 (10 − ЗУ 2) + Чувство боя 2)",
			"**Orc** — инициатива **10** (🎲 4 + РЕФ 6)",
		}},
		{"en", `/system set system:medieval
/char set name:Anna stats:"REF 10 combat_sense 2"
/char armor armor:"all 8 ev2"
/combat start
/combat join
/combat add name:Orc stats:"REF 6"
`, []string{
			"**Anna** — initiative **17** (🎲 7 + REF 8 (10 − EV 2) + Combat Sense 2)",
			"**Orc** — initiative **10** (🎲 4 + REF 6)",
		}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 7, 4)
		consoletest.WantAll(t, tc.locale, s10dAll(h.Run(tc.script)), tc.want...)
	}
}

// Systems that name no parts keep today's compact line.
func TestJoinLineOtherSystemsKeepCompactRoll(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		faces          []int
		want           string
	}{
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Orc\n", []int{7}, "**Orc** — инициатива **9** (🎲 7 + 2)"},
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Orc\n", []int{3, 4}, "**Orc** — initiative **4** (🎲 3+4 − 3)"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, tc.faces...)
		got := s10dAll(h.Run(tc.script))
		consoletest.WantAll(t, tc.locale, got, tc.want)
		s10bNot(t, tc.locale, got, "REF", "РЕФ", "Combat Sense", "Чувство боя")
	}
}

// The Russian /шансы how-to wrote `ближний:true`, `специализация:true`: a
// Russian user types `да`, and the console takes it (a melee tie goes to
// the defender: need 16, 50% instead of 60%).
func TestOddsHowToSaysDaForBooleans(t *testing.T) {
	for _, tc := range []struct {
		setup, with, without string
		hint, withWant       string
	}{
		{"/система выбрать система:medieval\n", "/шансы параметр:6 навык:4 число:15 ближний:да\n", "/шансы параметр:6 навык:4 число:15\n",
			"`ближний:да` — встречный ближний бой", "нужно 16: успех **50,0%**"},
		{"/система выбрать система:storyteller\n", "/шансы запас:6 сложность:6 специализация:да\n", "/шансы запас:6 сложность:6\n",
			"`специализация:да` — со специализацией", "🎯 специализация"},
	} {
		h := consoletest.NewSystemHarness(t, "ru")
		how := consoletest.LastOf(t, h.Run(tc.setup+"/шансы\n"))
		consoletest.WantAll(t, "how-to", how, tc.hint)
		s10bNot(t, "how-to", how, ":true`", ":false`")
		consoletest.WantAll(t, "with да", consoletest.LastOf(t, h.Run(tc.with)), tc.withWant)
		s10bNot(t, "without", consoletest.LastOf(t, h.Run(tc.without)), tc.withWant)
	}
}

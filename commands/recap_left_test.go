package commands_test

import (
	"strings"
	"testing"
)

// A combatant removed before the fight ended was missing from the recap:
// its damage taken vanished from the totals, and a dead Orc the GM cleared
// off the tracker was not among the fallen. Its totals are now kept under
// its name (Tally.Left) and listed.
func TestRecapKeepsThoseWhoLeft(t *testing.T) {
	for _, tc := range []struct{ locale, script, line, fell string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"BODY 6\"\n/combat add name:Elf stats:\"BODY 6\"\n" +
			"/damage target:Orc amount:60 direct:true\n/combat remove name:Orc\n/combat end\n",
			"**Orc**: dealt 0, took 60 · left the fight", "• Orc — fell, then left the fight"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Orc параметры:\"ТЕЛ 6\"\n/бой добавить имя:Elf параметры:\"ТЕЛ 6\"\n" +
			"/урон цель:Orc количество:60 напрямую:true\n/бой убрать имя:Orc\n/бой конец\n",
			"**Orc**: нанесено 0, получено 60 · покинул бой", "• Orc — пал, затем покинул бой"},
	} {
		h := newSystemHarness(t, tc.locale, 5, 4)
		out := h.run(tc.script)
		recap := ""
		for _, s := range out {
			if strings.Contains(s.text(), "🏁") {
				recap = s.text()
			}
		}
		if !strings.Contains(recap, tc.line) || !strings.Contains(recap, tc.fell) {
			t.Errorf("%s: the recap leaves out the removed Orc:\n%s", tc.locale, recap)
		}
	}
}

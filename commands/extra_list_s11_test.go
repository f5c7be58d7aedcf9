package commands_test

import (
	"fray/bot/consoletest"
	"testing"
)

// «hidden:torso, legs» as a player types it: both parts are hidden, and the
// location die re-rolls 9 (legs) and 4 (torso) to 6 (left arm). It was
// refused: "legs" read as an extra option of its own.
func TestExtraHiddenListWithSpaces(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, hidden string }{
		{"en", `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 melee 4"
/combat add name:B stats:"REF 6"
/attack attacker:A target:B damage:1d6 extra:"hidden:torso, legs"
`, "d10 9 ↻ 4 ↻ 6 → **left arm**", "Hidden or lost parts were re-rolled."},
		{"ru", `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 Ближний_бой 4"
/бой добавить имя:B параметры:"РЕФ 6"
/атака атакующий:A цель:B урон:1d6 ещё:"скрыто:торс, ноги"
`, "d10 9 ↻ 4 ↻ 6 → **левая рука**", "Скрытые или потерянные места переброшены."},
	} {
		// Initiative 5, 3; to hit 9 against 2; location 9, 4, 6; damage 4;
		// stun save 3.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 9, 2, 9, 4, 6, 4, 3)
		out := h.Run(tc.script)
		r := consoletest.ByText(t, out, "⚔️ A → B")
		if r.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, r.Text())
		}
		consoletest.MedWantEscaped(t, r, tc.want, tc.hidden)
		if last := consoletest.LastOf(t, out); last.Ephemeral {
			t.Errorf("%s: refused: %s", tc.locale, last.Text())
		}
	}
}

package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// «Неудачный бросок означает, что персонаж находится вне боя.» The Knight,
// Mortal 1, stunned (9 > 6), death save 9 ≤ 9, stabilized (9 + 5 + 8 = 22 ≥ 20), is out of
// the fight at its end, not among the fallen; the Guard, whose head is gone
// («Ранение этого типа в голову убивает автоматически»), is dead: fallen.
func TestMedievalS9RecapOutOfTheFight(t *testing.T) {
	for _, c := range []struct{ locale, script, fell, out string }{
		{"en", consoletest.MedSetupEN + "/combat add name:Guard stats:\"REF 5 BODY 6\"\n/damage target:Knight amount:20 direct:true\n/stabilize target:Knight medic:Archer\n/damage target:Guard amount:30 location:head\n/combat end\n",
			"Fallen", "Out of the fight"},
		{"ru", medSetupRU + "/бой добавить имя:Guard параметры:\"РЕФ 5 ТЕЛ 6\"\n/урон цель:Knight количество:20 напрямую:да\n/стабилизировать цель:Knight лекарь:Archer\n/урон цель:Guard количество:30 место:голова\n/бой конец\n",
			"Павшие", "Вне боя"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 4, 9, 2, 9, 9)
			out := h.Run(c.script)
			var recap string
			for _, s := range out {
				if s.Kind == "response" && strings.Contains(s.Text(), "🏁") {
					recap = s.Text()
				}
			}
			fi, oi := strings.Index(recap, c.fell), strings.Index(recap, c.out)
			if fi < 0 || oi < 0 {
				t.Fatalf("recap lacks %q or %q:\n%s", c.fell, c.out, recap)
			}
			// The Guard under Fallen, the Knight under Out of the fight.
			fellPart, outPart := recap[fi:oi], recap[oi:]
			if oi < fi {
				fellPart, outPart = recap[fi:], recap[oi:fi]
			}
			if !strings.Contains(fellPart, "Guard") || strings.Contains(fellPart, "Knight") {
				t.Errorf("fallen: %s", fellPart)
			}
			if !strings.Contains(outPart, "Knight") || strings.Contains(outPart, "Guard") {
				t.Errorf("out of the fight: %s", outPart)
			}
		})
	}
}

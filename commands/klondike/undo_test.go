package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// /combat undo after an attack.

func TestKlondikeUndoAfterAttackRestoresHealth(t *testing.T) {
	// 4+4 + 1 + 1 = 10, Effect +2; 3d6 3+3+2 + 2 = 10 into Thug's END 5 →
	// 0 and 5 into STR (knocked prone: 10 ≥ 2×DEX 4). /combat undo must
	// bring back 16/16 exactly.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 4, 4, 3, 3, 2)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:Thug stats:"END 5 DEX 4"
/attack attacker:Gunner target:Thug damage:3d6 range:10
/combat undo
/combat list
`)
	// The undo reply names the attack too ("Undone: attack Gunner → Thug"):
	// find the attack's own embed by its roll line.
	hit := consoletest.ByText(t, out, "vs 8+")
	consoletest.KlWant(t, "hit", hit, "= **10** vs 8+ — hit, Effect +2", "END −5, STR −5", "Knocked prone")
	list := consoletest.LastOf(t, out)
	consoletest.KlWant(t, "after undo", list, "16/16 · Unhurt")
	if strings.Contains(list.Text(), "Wounded") || strings.Contains(list.Text(), "shock") || strings.Contains(list.Text(), "prone") {
		t.Errorf("undo left damage behind: %s", list.Text())
	}
}

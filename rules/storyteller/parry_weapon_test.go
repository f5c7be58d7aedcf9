package storyteller

import "testing"

// «Парировать удар: Ловкость + Фехтование»: a parry needs a melee weapon in
// hand. A player's sheet with none (or a gun only) is refused unless the GM
// says the fighter holds one; the GM's NPC whose sheet lists no weapon is
// the GM's word; a disarmed fighter is refused either way.
func TestParryNeedsAWeapon(t *testing.T) {
	for _, tc := range []struct {
		name     string
		npc      bool   // the GM's fighter, no player's sheet
		weapon   string // spec of the sheet's weapon; "" none
		disarmed bool
		armed    bool // the GM's word
		want     string
	}{
		{"unarmed", false, "", false, false, "storyteller.error.parry_unarmed"},
		{"a gun only", false, "Пистолет крупного калибра", false, false, "storyteller.error.parry_unarmed"},
		{"unarmed, the GM says armed", false, "", false, true, ""},
		{"a knife", false, "Нож", false, false, ""},
		{"a knife dropped", false, "Нож", true, true, "storyteller.error.parry_disarmed"},
		{"the GM's NPC, its sheet silent", true, "", false, false, ""},
		{"the GM's NPC with a gun only", true, "Пистолет крупного калибра", false, false, "storyteller.error.parry_unarmed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Al", map[string]int{Dexterity: 2, Melee: 3})
			if tc.weapon != "" {
				c = fighter(t, 1, "Al", map[string]int{Dexterity: 2, Melee: 3}, withWeapon("w", tc.weapon))
			}
			if !tc.npc {
				c.Owner = "100"
			}
			st := state(t, c)
			st.Disarmed = tc.disarmed
			if err := SaveState(c, st); err != nil {
				t.Fatal(err)
			}
			err := DeclareDefenseWaived(c, ManParry, tc.armed)
			if got := errKey(err); got != tc.want {
				t.Fatalf("error %q, want %q", got, tc.want)
			}
			if got := state(t, c).Defense == ManParry; got != (tc.want == "") {
				t.Errorf("parry declared %v", got)
			}
		})
	}
}

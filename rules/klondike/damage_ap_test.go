package klondike

import "testing"

// «Перед тем, как наносить его персонажу, из него вычитается Защита
// надетой на нём брони»: armor piercing (ПТ) belongs to vehicles
// («атаки оружием, способным повредить её (Тег ПТ) должны преодолеть
// значение Брони»), so Damage refuses it and leaves the target as it was.
func TestDamageRefusesAPOnPeople(t *testing.T) {
	for _, ap := range []int{1, 3, -2} {
		b := npc(t, 2, "5")
		before := string(b.State)
		_, err := Damage(b, DamageOptions{Amount: 8, AP: ap}, script())
		wantUserError(t, err, "klondike.error.damage_ap")
		if string(b.State) != before {
			t.Errorf("ap %d changed the state", ap)
		}
	}
	b := npc(t, 2, "5")
	r, err := Damage(b, DamageOptions{Amount: 8}, script())
	if err != nil || r.Armor != 5 || r.After != 3 {
		t.Fatalf("8 − armor 5: %+v %v", r, err)
	}
}

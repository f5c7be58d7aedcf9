package klondike

import (
	"testing"

	"fray/rules"
)

// Session 6 play-test: the rules-level halves of the console findings.

// Care with damage still waiting for the player's STR/DEX choice is refused
// and changes nothing: the damage came first, and placing it after "Оба
// варианта восстановят Выносливость до изначального значения" would wound
// the patched-up patient.
func TestHealRefusedWhileDamageIsPending(t *testing.T) {
	c := fighter(t, 1, "player", nil, "") // a player's overflow waits for a choice
	if _, err := Damage(c, DamageOptions{Amount: 9}, script()); err != nil {
		t.Fatal(err)
	}
	before := state(t, c)
	if before.Pending != 2 || before.End != 0 {
		t.Fatalf("after 9 damage: %+v", before)
	}
	medic := fighter(t, 2, "", map[string]int{SkillMedicine: 1}, "")
	_, err := Heal(c, medic, HealOptions{Kit: true})
	wantUserError(t, err, "klondike.error.pending_first")
	if after := state(t, c); after.End != 0 || after.Pending != 2 || after.Str != before.Str || after.Dex != before.Dex {
		t.Fatalf("a refused care changed the patient: %+v", after)
	}
	if _, err := ChooseDamage(c, ChooseOptions{To: "dex"}, script()); err != nil {
		t.Fatal(err)
	}
	if h, err := Heal(c, medic, HealOptions{Kit: true}); err != nil || h.End != 7 || h.Dex != 7 {
		t.Fatalf("care after the choice: %+v %v", h, err)
	}
}

// A chase needs two different crews: "вычтите свое значение из значения
// цели". A party named twice (in any case) is refused.
func TestStartChaseRefusesAPartyNamedTwice(t *testing.T) {
	_, err := StartChase(ChaseStartOptions{Parties: []ChaseParty{{Name: "Jeep", Target: 1}, {Name: "jeep", Target: 0}}})
	wantUserError(t, err, "klondike.error.duplicate_target")
}

// "Количество таких «свободных» атак ограничено значением «Авто»": once
// they are spent the refusal says so, not that no fire is active.
func TestSuppressFreeAttacksSpent(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{SkillGunCombat: 1}, "", weapon("MG", "3d6 range:50 auto:1 ammo:20"))
	b := fighter(t, 2, "", nil, "")
	if _, err := Suppress(a, []*rules.Combatant{b}, AttackOptions{Weapon: "MG"}, script(1, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := SuppressFree(a, b, AttackOptions{}, false, script(1, 1)); err != nil {
		t.Fatal(err)
	}
	_, err := SuppressFree(a, b, AttackOptions{}, false, script())
	wantUserError(t, err, "klondike.error.free_attacks_spent")
}

package medieval

import (
	"testing"
)

// Rules of the seed's ledger (LEDGER.md) that no other test covers, and
// the ready weapons' other number.

// «Уклонение (сделай так чтобы по тебе было тяжелее попасть. Только против
// атак Ближнего боя)»: a declared dodge leaves a shot alone. The longbow's
// roll is 5 + REF 6 + Archery 4 = 15 against medium range's 20, dodge or
// not, and the target rolls no defence die (only the to-hit die is drawn).
func TestLedgerDodgeOnlyAgainstMelee(t *testing.T) {
	for _, dodged := range []bool{false, true} {
		a := fighter(t, 1, "u1", attStats, "", longbow)
		tg := fighter(t, 2, "", defStats, "")
		if dodged {
			if _, err := TakeAction(ActionOptions{Action: "Уклонение"}, tg); err != nil {
				t.Fatal(err)
			}
		}
		d, done := script(t, 5)
		r, err := Attack(AttackOptions{Weapon: "longbow", Range: "medium"}, a, tg, d)
		if err != nil {
			t.Fatal(err)
		}
		done()
		if r.Hit || r.ToHit.Total != 15 || r.ToHit.Difficulty != 20 || r.Defense.Rolled {
			t.Errorf("dodged %v: total %d vs %d, defence %+v", dodged, r.ToHit.Total, r.ToHit.Difficulty, r.Defense)
		}
	}
	// In melee the declared dodge is what the defender rolls: Dodge 4
	// rather than Melee 2 (6 + REF 5 + 4 = 15).
	a := fighter(t, 1, "u1", attStats, "", sword)
	tg := fighter(t, 2, "", defStats, "")
	if _, err := TakeAction(ActionOptions{Action: "dodge"}, tg); err != nil {
		t.Fatal(err)
	}
	d, done := script(t, 5, 6)
	r, err := Attack(AttackOptions{Weapon: "Меч"}, a, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	done()
	if r.Defense.Skill != SkillDodge || r.Defense.Total != 15 || r.Hit {
		t.Errorf("melee defence %+v, hit %v", r.Defense, r.Hit)
	}
}

// The ready weapons are found under the other number of either name too
// («Кулак» for «Кулаки», "swords" for "Sword"), and keep their own names.
func TestLedgerCatalogueOtherNumber(t *testing.T) {
	for _, c := range []struct{ typed, key string }{
		{"Кулак", "fists"}, {"кулаки", "fists"}, {"fist", "fists"}, {"FISTS", "fists"},
		{"Мечи", "sword"}, {"swords", "sword"}, {"Кинжалы", "dagger"}, {"daggers", "dagger"},
		{"Двуручные мечи", "two_handed_sword"}, {"Булавы", "mace"}, {"Боевые топоры", "battle_axe"},
		{"Дубины", "club"}, {"копья", "spear"}, {"Длинные луки", "longbow"}, {"Арбалеты", "crossbow"},
		{"Метательные ножи", "throwing_knife"}, {"Длинный лук, бронебойные стрелы", "bodkin"},
	} {
		w, ok := LookupCatalogWeapon(c.typed)
		if !ok || w.Key != c.key {
			t.Errorf("%q: %+v %v, want %s", c.typed, w, ok, c.key)
			continue
		}
		for _, name := range []string{w.En, w.Ru} {
			if v, _ := LookupCatalogWeapon(name); v.Key != c.key {
				t.Errorf("%q: the catalogue's own name %q lost", c.typed, name)
			}
		}
	}
	if w, _ := LookupCatalogWeapon("кулак"); w.Ru != "Кулаки" || w.En != "Fists" {
		t.Errorf("stored names changed: %+v", w)
	}
	for _, bad := range []string{"", "кул", "мечь", "луки"} {
		if w, ok := LookupCatalogWeapon(bad); ok {
			t.Errorf("%q found %+v", bad, w)
		}
	}
	// Every entry has its other number, in both languages.
	for _, w := range WeaponCatalog() {
		if len(w.Forms()) < 2 {
			t.Errorf("%s: forms %v", w.Key, w.Forms())
		}
	}
}

package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The ready weapons are offered and shown in the reader's language, and
// a typed name in either language resolves to the catalogue's notation.
func TestMedievalCatalogueWeaponsBothLanguages(t *testing.T) {
	for _, c := range []struct {
		locale, query, label, value string
	}{
		{"ru", "ме", "Меч (2d6 ближний клинок, фехтование)", "Меч"},
		{"ru", "sw", "Меч (2d6 ближний клинок, фехтование)", "Меч"},
		{"en", "sw", "Sword (2d6 melee blade, fencing)", "Sword"},
		{"en", "ме", "Sword (2d6 melee blade, fencing)", "Sword"},
		{"ru", "длин", "Длинный лук (2d6 дальний, стрельба из лука)", "Длинный лук"},
		{"en", "bodkin", "Longbow, bodkin arrow (2d6 ranged ap, archery)", "Longbow, bodkin arrow"},
	} {
		t.Run(c.locale+"/"+c.query, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5)
			h.Run(medKnightOrc["en"])
			got := consoletest.MedDecode(t, consoletest.LastOf(t, h.Run("?/attack attacker:Knight target:Orc weapon:"+c.query+"\n")))
			found := false
			for _, ch := range got.Choices {
				if ch.Name == c.label && ch.Value == c.value {
					found = true
				}
				if strings.Contains(ch.Name, "skill:") || (c.locale == "ru" && strings.Contains(ch.Name, "melee")) {
					t.Errorf("untranslated notation in %q", ch.Name)
				}
			}
			if !found {
				t.Errorf("no choice %q → %q in %+v", c.label, c.value, got.Choices)
			}
		})
	}

	// Typed: «Меч» and "Sword" both are 2d6 melee blade skill:fencing. Dice:
	// initiative 5, 5; to hit 7 + REF 8 + Fencing 5 = 20; the Orc's defence
	// 3 + REF 6 + Fencing 3 = 12; location 3 (torso); damage 6 + 6 = 12 −
	// BTM 3 = 9 wound points; stun save 2 ≤ 8 − 2.
	for _, c := range []struct{ locale, weapon, title string }{
		{"ru", "Меч", "(Меч)"}, {"ru", "Sword", "(Меч)"}, {"en", "Меч", "(Sword)"}, {"en", "sword", "(Sword)"},
	} {
		t.Run("typed/"+c.locale+"/"+c.weapon, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5, 7, 3, 3, 6, 6, 2)
			h.Run(medKnightOrc["en"])
			got := consoletest.MedReply(t, h.Run("/attack attacker:Knight target:Orc weapon:"+c.weapon+"\n"))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			d := consoletest.MedDecode(t, got)
			if !strings.Contains(d.Embeds[0].Title, c.title) {
				t.Errorf("title %q lacks %q", d.Embeds[0].Title, c.title)
			}
			consoletest.MedWant(t, got, medPick(c.locale, "**20** vs 12", "**20** против 12"), "2d6: 6, 6 = **12**", medPick(c.locale, "**9 wound points**", "**9 пунктов урона**"))
		})
	}

	// /char weapon add with a ready weapon's name and no notation takes the
	// catalogue's notation.
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale)
		h.Run("/system set system:medieval\n/char set stats:\"REF 7\" name:Bob\n")
		got := consoletest.LastOf(t, h.Run("/char weapon add name:Булава\n"))
		// The sheet shows the notation in the reader's words.
		consoletest.MedWant(t, got, medPick(locale, "2d6+1 melee", "2d6+1 ближний"))
	})
}

// «Кулак» / "fist" was not a ready weapon (only «Кулаки»/"fists"), and the
// refusal offered a Sword. The other number of every catalogue name is read
// now; the stored and shown name stays the catalogue's.
func TestMedievalSingularReadyWeapon(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 2, 9)
		h.Run(medSetup[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale,
			"/attack attacker:Knight target:Archer weapon:fist\n",
			"/атака атакующий:Knight цель:Archer оружие:кулак\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "Knight → Archer (Fists)", "Knight → Archer (Кулаки)"))
		// A sheet weapon named without a notation takes the catalogue's dice
		// (before, «“Кулак” is not a ready weapon … such as “Sword”»).
		for _, c := range []struct{ typed, name, dice string }{
			{"Кулак", "Кулак", "1d6"}, {"fist", "fist", "1d6"}, {"Мечи", "Мечи", "2d6"}, {"swords", "swords", "2d6"},
			{"Копья", "Копья", "2d6"}, {"Арбалеты", "Арбалеты", "3d6"}, {`"throwing knives"`, "throwing knives", "1d6"},
		} {
			got := consoletest.MedReply(t, h.Run("/char weapon add name:"+c.typed+"\n"))
			consoletest.MedWant(t, got, "• **"+c.name+"** "+c.dice)
		}
	})
}

// /attack with neither weapon nor damage takes the sheet's only
// weapon (Bob's Bow: 9 + REF 7 + Archery 4 = 20 vs medium 20, the title names
// it); with two on the sheet it asks which, naming them, and draws nothing.
func TestMedievalAttackWithTheOnlyWeapon(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 9, 3, 6, 6, 1)
		h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 Archery 4" name:Bob
@Bob /char weapon add name:Bow spec:"2d6 ranged ap skill:archery"
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10" armor:"all 10"
`)
		got := consoletest.MedReply(t, h.Run(medPick(locale, "@Bob /attack target:Orc range:medium\n", "@Bob /атака цель:Orc дистанция:средняя\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		if d := consoletest.MedDecode(t, got); !strings.Contains(d.Embeds[0].Title, "(Bow)") {
			t.Errorf("title %q does not name the Bow", d.Embeds[0].Title)
		}
		consoletest.MedWant(t, got, "9+7+4 = **20**")
		h.Run("@Bob /char weapon add name:Knife spec:\"1d6 melee blade\"\n")
		medRefused(t, h, medPick(locale, "@Bob /attack target:Orc range:medium\n", "@Bob /атака цель:Orc дистанция:средняя\n"),
			medPick(locale, "The sheet has several: Bow, Knife.", "В листе их несколько: Bow, Knife."))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

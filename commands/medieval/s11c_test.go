package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 11, round 3 (medieval-c): items from the players, and the seed's
// ledger.

// Direct damage goes straight onto the wound track by design, so a location
// given with it is not played: the head does not double it («Попадания в
// голову: всегда удваивает урон» is a hit's rule) and no armour meets it. It
// was dropped without a word; the reply now says so, and the 5 points stay 5.
func TestMedievalS11cDirectDamageWithLocationWarns(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 3) // initiative, stun save 3 ≤ 10
		h.Run(medQA6Setup[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale,
			"/damage target:Knight amount:5 location:head direct:true\n",
			"/урон цель:Knight количество:5 место:голова напрямую:да\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got,
			medPick(locale, "5 wound points", "5 пунктов урона"),
			medPick(locale,
				"⚠️ Direct damage goes straight onto the wound track: the location (head) is not played — no head doubling, no armor. To play it, leave out direct:true.",
				"⚠️ Урон напрямую идёт прямо на шкалу ранений: место (голова) не учтено — ни удвоения за голову, ни брони. Чтобы учесть место, уберите «напрямую:да»."))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
		// Without a location, or without direct, there is nothing to warn of.
		h2 := consoletest.NewSystemHarness(t, locale, 5, 3, 3, 3)
		h2.Run(medQA6Setup[locale])
		for _, cmd := range []string{
			medPick(locale, "/damage target:Knight amount:5 direct:true\n", "/урон цель:Knight количество:5 напрямую:да\n"),
			medPick(locale, "/damage target:Knight amount:5 location:head\n", "/урон цель:Knight количество:5 место:голова\n"),
		} {
			if got := consoletest.MedReply(t, h2.Run(cmd)); strings.Contains(got.Text(), "⚠️") {
				t.Errorf("%s: warned: %s", cmd, got.Text())
			}
		}
	})
}

// «Кулак» / "fist" was not a ready weapon (only «Кулаки»/"fists"), and the
// refusal offered a Sword. The other number of every catalogue name is read
// now; the stored and shown name stays the catalogue's.
func TestMedievalS11cSingularReadyWeapon(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 2, 9)
		h.Run(medQA6Setup[locale])
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

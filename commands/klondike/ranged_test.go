package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Ranged attacks: the seed's modifier table (range steps, cover, prone,
// light, a target in melee), aiming capped by the sight, and a target
// fully hidden behind its cover.

func TestKlondikeRangedModifiers(t *testing.T) {
	// The seed's table: each range step −2; cover −1/−2/−3; target prone −2
	// or one better cover; darkness −4, dim light −1; target in melee −d6.
	// Pistol (range 10) at 25 m: two steps −4; light cover −1, prone one
	// better −1; dark −4; careful of the other fighter: d6 = 3.
	// 6+6 +2 −4 −1 −1 −4 −3 = 1.
	// Scoped rifle (range 250, scope +3) at 100 m: hard cover −2, dim −1:
	// 6+5 +2 −2 −1 = 10. (Aiming is TestKlondikeAimingCappedBySight's: an
	// aim is an action spent right before the shot, and the pistol shot
	// and this one are the Shooter's two.)
	// Pistol in the open, prone target: −2: 4+4 +2 −2 = 8.
	for _, tc := range []struct {
		locale, script string
		wants          [][]string
	}{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1 INT 9"
/combat add name:T stats:"END 30 DEX 12"
/combat add name:F stats:"END 20 DEX 10 INT 4"
/attack attacker:Shooter target:T weapon:pistol range:25 cover:light prone:true light:dark maneuver:careful targets:F
/attack attacker:Shooter target:T weapon:scoped-rifle range:100 cover:hard light:dim
`, [][]string{
			{"🎲 6+6 −11 = **1** vs 8+ — miss", "range −4", "cover −1", "target prone −1", "light −4", "target in melee −3"},
			{"🎲 6+5 −1 = **10** vs 8+ — hit, Effect +2", "cover −2", "light −1"}}},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1 ИНТ 9"
/бой добавить имя:T параметры:"ВЫН 30 ЛОВ 12"
/бой добавить имя:F параметры:"ВЫН 20 ЛОВ 10 ИНТ 4"
/атака атакующий:Shooter цель:T оружие:pistol дистанция:25 укрытие:light лежит:true свет:dark приём:careful цели:F
/атака атакующий:Shooter цель:T оружие:scoped-rifle дистанция:100 укрытие:hard свет:dim
`, [][]string{
			{"🎲 6+6 −11 = **1** против 8+ — промах", "−4", "−1", "−3"},
			{"🎲 6+5 −1 = **10** против 8+ — попадание, Эффект +2", "−2"}}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 6, 6, 3, 6, 5, 4, 4, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" pistol", consoletest.ByText(t, out, "Shooter → T (pistol)"), tc.wants[0]...)
		consoletest.KlWant(t, tc.locale+" rifle", consoletest.ByText(t, out, "Shooter → T (scoped-rifle)"), tc.wants[1]...)
	}
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 4, 4, 1, 1, 1)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Shooter stats:"DEX 9 gun_combat 1 INT 9"
/combat add name:T stats:"END 30 DEX 12"
/attack attacker:Shooter target:T weapon:pistol range:10 prone:true
`)
	consoletest.KlWant(t, "prone in the open", consoletest.ByText(t, out, "Shooter → T"), "🎲 4+4 = **8** vs 8+ — hit, Effect 0", "target prone −2")
}

func TestKlondikeAimingCappedBySight(t *testing.T) {
	// "+1 с мушки, +2 с прицелом, +3 с оптическим прицелом": the rifle's
	// sight caps a run of three aims at +2; the revolver's iron sights a
	// run of two at +1. «трата действия на прицеливание непосредственно
	// перед атакой»: each aim is one of the turn's two actions, and the run
	// carries into the next turn — the Shooter aims twice in round 1 and
	// shoots with aim:1 (one aim more, then the shot) in round 2; aims
	// twice in round 3 and shoots in round 4. Initiative each round:
	// Shooter 6+6, T 1+1.
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 6, 6, 1, 1, 3, 3, 1, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1, 3, 3, 1, 1, 1)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Shooter stats:"DEX 9 gun_combat 1 INT 9"
/combat add name:T stats:"END 30 DEX 12"
!click Aim
!click Aim
/combat next
/combat next
/attack attacker:Shooter target:T weapon:rifle range:50 aim:1
/combat next
/combat next
!click Aim
!click Aim
/combat next
/combat next
/attack attacker:Shooter target:T weapon:revolver range:10
`)
	consoletest.KlWant(t, "rifle", consoletest.ByText(t, out, "(rifle)"), "🎲 3+3 +4 = **10** vs 8+ — hit, Effect +2", "aiming +2")
	consoletest.KlWant(t, "revolver", consoletest.ByText(t, out, "(revolver)"), "🎲 3+3 +3 = **9** vs 8+ — hit, Effect +1", "aiming +1")
}

// «Если итоговый модификатор укрытия равен -4 или выше, это означает, что
// цель полностью скрыта за ним и сама не может атаковать прямой
// наводкой.» Fortified cover −3 and prone −1: refused, and the refusal
// now says what would let the shot come.
func TestKlondikeHiddenTargetSaysWhatNext(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/attack attacker:Ann target:Orc damage:2d6 range:20 cover:fortified prone:true\n",
			"The target is fully hidden: cover −4 or worse. No direct shot reaches it (nor comes from it) until it leaves that cover or gets up; nothing was rolled."},
		{"ru", "/атака атакующий:Ann цель:Orc урон:2d6 дистанция:20 укрытие:fortified лежит:true\n",
			"Цель полностью скрыта: укрытие −4 или хуже. Прямой наводкой её не достать (и она сама так не стреляет), пока цель не покинет укрытие или не встанет; ничего не брошено."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1)
			got := consoletest.LastOf(t, h.Run(klAnnAndOrc(tc.locale)+tc.script))
			if !got.Ephemeral {
				t.Errorf("the refusal is public: %s", got.Text())
			}
			consoletest.KlWant(t, "hidden", got, tc.want)
		})
	}
}

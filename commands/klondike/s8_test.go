package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 8: the last known klondike gaps, each played through the console.

func TestKlondikeS8GrenadeCaughtFollowLanding(t *testing.T) {
	// "В случае промаха снаряд упадет на 2d6+Эффект метров от цели в
	// случайном направлении." "Оружие с тегом “Взрыв” наносят полный урон
	// всем целям в зоне поражения." The named stand around the aim point
	// (A); a grenade (blast:6) that lands more than 6 m from it catches none
	// of them, one that lands within 6 m still catches them.
	// Initiative: Nade 6+6, A 1+1, B 2+3.
	// Beyond: range 40 (STR 7 ×4 = 28, doubled −2): 2+3 +1 DEX +1 Athletics
	// −2 = 5, Effect −3; scatter 6+5 −3 = 8 m > 6, d8 7 = west; damage
	// 1+1+1+1+1 = 5 (no Effect after a miss, STR 7 DM 0) for anyone there:
	// A and B take nothing, B's dive is not spent.
	// Within: range 10: 2+3 +2 = 7, Effect −1; scatter 1+2 −1 = 2 m ≤ 6,
	// d8 7; damage 5 − A's armor 2 = 3.
	for _, tc := range []struct {
		locale, beyond, within   string
		beyondWants, withinWants []string
		beyondNots               []string
	}{
		{"en", `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A stats:"END 20 DEX 10" armor:2
/combat add name:B stats:"END 20 DEX 10"
/attack attacker:Nade target:A targets:"B:prone" weapon:grenade range:40
`, `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A stats:"END 20 DEX 10" armor:2
/attack attacker:Nade target:A weapon:grenade range:10
`, []string{"🎲 2+3 = **5** vs 8+ — miss, Effect −3", "Lands 8 m to the west.", "Beyond its 6 m blast: none of the targets is caught",
			"takes 5 before armor (the GM deals it: `/damage target:… amount:5`)", "🎲 1+1+1+1+1 = **5**"},
			[]string{"🎲 2+3 +2 = **7** vs 8+ — miss, Effect −1", "Lands 2 m to the west.", "Within its 6 m blast: the targets are caught.",
				"→ A", "5 damage − armor 2 = **3**"},
			[]string{"→ A", "→ B", "armor 2", "Dove prone"}},
		{"ru", `/бой добавить имя:Nade параметры:"ЛОВ 9 СИЛ 7 атлетика 1 ИНТ 9"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10" броня:2
/бой добавить имя:B параметры:"ВЫН 20 ЛОВ 10"
/атака атакующий:Nade цель:A цели:"B:prone" оружие:граната дистанция:40
`, `/бой добавить имя:Nade параметры:"ЛОВ 9 СИЛ 7 атлетика 1 ИНТ 9"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10" броня:2
/атака атакующий:Nade цель:A оружие:граната дистанция:10
`, []string{"🎲 2+3 = **5** против 8+ — промах, Эффект −3", "Падает в 8 м, направление: запад.", "Дальше радиуса взрыва (6 м): цели не задеты",
			"получает 5 урона до брони (его наносит мастер: `/урон цель:… количество:5`)", "🎲 1+1+1+1+1 = **5**"},
			[]string{"🎲 2+3 +2 = **7** против 8+ — промах, Эффект −1", "Падает в 2 м, направление: запад.", "В пределах радиуса взрыва (6 м): цели задеты.",
				"→ A", "Урон 5 − броня 2 = **3**"},
			[]string{"→ A", "→ B", "броня 2", "Упал на землю"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 2, 3, 2, 3, 6, 5, 7, 1, 1, 1, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.beyond)
		e := consoletest.ByText(t, out, "💥 Nade")
		consoletest.KlWant(t, tc.locale+" beyond", e, tc.beyondWants...)
		consoletest.KlNot(t, tc.locale+" beyond", e, tc.beyondNots...)
		// The tracker: nobody hurt, nobody prone.
		consoletest.KlNot(t, tc.locale+" beyond tracker", consoletest.LastOf(t, out), "34/37", "32/37", "Grazed", "Задет", "prone", "лежит")

		h = consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 2, 3, 1, 2, 7, 1, 1, 1, 1, 1)
		out = h.Run(consoletest.KlSetup(tc.locale) + tc.within)
		consoletest.KlWant(t, tc.locale+" within", consoletest.ByText(t, out, "💥 Nade"), tc.withinWants...)
		consoletest.KlWant(t, tc.locale+" within tracker", consoletest.LastOf(t, out), "34/37")
	}
}

func TestKlondikeS8SlowAircraftMinusFourElseAutoMiss(t *testing.T) {
	// Lines 101–102: "| Стрельба по авиации не зенитным орудием |
	// Автопровал |" "| Стрельба по бипланам и медленной авиации | -4 |".
	// At a biplane (maneuver slow): 6+5 +1 DEX +1 Gun Combat −4 = 9, a hit;
	// at a fast aircraft with no AA weapon: no roll, an automatic miss.
	for _, tc := range []struct{ locale, script, slow, auto string }{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Biplane armor:2 speed:150 kind:air
/attack attacker:Shooter target:Biplane damage:2d6 range:10 maneuver:slow
/attack attacker:Shooter target:Biplane damage:2d6 range:10
`, "🎲 6+5 −2 = **9** vs 8+ — hit, Effect +1", "Not an anti-aircraft weapon: an automatic miss"},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1"
/техника добавить имя:Biplane броня:2 скорость:150 тип:air
/атака атакующий:Shooter цель:Biplane урон:2d6 дистанция:10 приём:медленная
/атака атакующий:Shooter цель:Biplane урон:2d6 дистанция:10
`, "🎲 6+5 −2 = **9** против 8+ — попадание, Эффект +1", "Стрельба по авиации не зенитным орудием — автопровал."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" slow", out[len(out)-4], tc.slow, "−4")
		consoletest.KlWant(t, tc.locale+" auto miss", out[len(out)-2], tc.auto)
		consoletest.KlNot(t, tc.locale+" auto miss", out[len(out)-2], "🎲")
	}
}

package klondike_test

import (
	"fmt"
	"fray/bot/consoletest"
	"testing"
)

// The "Done when" items not already covered in both locales by
// klondike_cmd_test.go: knockdown and surgery in Russian, and every row of
// the chase advantage table ("0: −2, 1–2: −1, 3–4: 0, 5+: +1").

func TestKlondikeKnockdownRussian(t *testing.T) {
	// Урон до брони 14 ≥ 2×ЛОВ 7: сбит с ног. ВЫН 7 → 0 (шок), остаток 7 в
	// СИЛ 7 → 0: без сознания, бросок 2+3 по исходной ВЫН 7 (ДМ 0) = 5 —
	// провал, очнётся через d6 = 4 часа; Тяжело ранен.
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 3, 4)
	out := h.Run("/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Thug\n/урон цель:Thug количество:14\n")
	consoletest.KlWant(t, "урон", out[len(out)-2], "Урон 14 − броня 0 = **14**", "ВЫН −7, СИЛ −7", "Цель сбита с ног", "шок", "Тяжело ранен", "🎲 2+3 +0 = 5 по исходной ВЫН", "4 часа")
}

func TestKlondikeSurgeryRussian(t *testing.T) {
	// 2d6 + Медицина 2 − 2 (сухое чистое место): 3+4 = 7 → «6–7 означает
	// ухудшение … на d6»: СИЛ −1, ЛОВ −2, ВЫН −3.
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 2, 6, 6, 1, 3, 4, 1, 2, 3)
	out := h.Run("/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Doc параметры:\"Медицина 2\"\n/бой добавить имя:Pat\n/урон цель:Pat количество:21 куда:str\n/операция цель:Pat медик:Doc место:clean\n")
	consoletest.KlWant(t, "операция", consoletest.ByText(t, out, "Doc оперирует"), "🎲 3+4 = **7**", "Медицина +2", "−2", "СИЛ −1, ЛОВ −2, ВЫН −3", "СИЛ 6 · ЛОВ 5 · ВЫН 4")
}

func TestKlondikeAdvantageTableRows(t *testing.T) {
	// Jeep: 2d6 + handling 1 + Drive 1; Truck: 2d6 + 0 + Drive 0; the same
	// speed, so a tie gives nobody the Advantage (both at the 0 row).
	for _, tc := range []struct {
		jeep        [2]int
		jeepW, tW   string
		description string
	}{
		{[2]int{3, 3}, "a tie: attacks −2", "a tie: attacks −2", "0: −2"},
		{[2]int{3, 4}, "Advantage 1: attacks −1", "lost the round: turret weapons only, −4", "1–2: −1"},
		{[2]int{4, 4}, "Advantage 2: attacks −1", "lost the round", "1–2: −1"},
		{[2]int{4, 5}, "Advantage 3: attacks 0", "lost the round", "3–4: 0"},
		{[2]int{5, 5}, "Advantage 4: attacks 0", "lost the round", "3–4: 0"},
		{[2]int{5, 6}, "Advantage 5: attacks +1", "lost the round", "5+: +1"},
	} {
		h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, tc.jeep[0], tc.jeep[1], 4, 4)
		out := h.Run(`/system set system:klondike
/combat start
/combat add name:Bob stats:"drive 1"
/combat add name:Ann stats:"drive 0"
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Bob
/vehicle add name:Truck armor:8 speed:100 handling:0 crew:Ann
/chase start parties:"Jeep, Truck" mode:duel
/chase round
`)
		got := consoletest.ByText(t, out, "Vehicle duel — round 1")
		consoletest.KlWant(t, tc.description, got, "Jeep: "+tc.jeepW, "Truck: "+tc.tW, fmt.Sprintf("= **%d**", tc.jeep[0]+tc.jeep[1]+2), "🎲 4+4 = **8**")
	}
	// Russian: Jeep 6+5 +2 = 13 vs Truck 4+3 − 3 (untrained) = 4: 9 → +1.
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 2, 6, 5, 4, 3)
	out := h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Bob параметры:"Вождение 1"
/бой добавить имя:Ann
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1 экипаж:Bob
/техника добавить имя:Truck броня:8 скорость:100 управляемость:0 экипаж:Ann
/погоня начать стороны:"Jeep, Truck" режим:duel
/погоня раунд
`)
	consoletest.KlWant(t, "ru", consoletest.ByText(t, out, "Бой техники — раунд 1"), "Jeep: Преимущество 9: атаки +1", "Truck: раунд проигран: только турели, −4", "🎲 6+5 +2 = **13**", "🎲 4+3 −3 = **4**")
}

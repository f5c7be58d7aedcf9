package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A stock gun named in the other language is the same gun: the sheet's
// "Revolver" fired as «Револьвер» spends its magazine (6 → 5 → 4), and an
// NPC's pistol fired by both names too (15 → 14 → 13). Before, the other
// name brought a second, full gun.
func TestKlondikeStockGunOneMagazineInEitherLanguage(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants          []string
	}{
		{"en", `/system set system:klondike
/combat start
@Bob /char set stats:"DEX 9 STR 8 END 8 INT 7 Gun_Combat 1"
@Bob /char weapon add name:Revolver
@Bob /combat join
/combat add name:Orc
@Bob /attack target:Orc weapon:Revolver range:5
@Bob /attack target:Orc weapon:Револьвер range:5
/combat add name:Nade stats:"DEX 9"
/attack attacker:Nade target:Orc weapon:pistol range:5
/attack attacker:Nade target:Orc weapon:Пистолет range:5
`, []string{"1 spent, 5 left", "1 spent, 4 left", "1 spent, 14 left", "1 spent, 13 left"}},
		{"ru", `/система выбрать система:klondike
/бой начать
@Bob /персонаж задать параметры:"ЛОВ 9 СИЛ 8 ВЫН 8 ИНТ 7 Стрельба 1"
@Bob /персонаж оружие добавить название:Revolver
@Bob /бой войти
/бой добавить имя:Orc
@Bob /атака цель:Orc оружие:Revolver дистанция:5
@Bob /атака цель:Orc оружие:Револьвер дистанция:5
/бой добавить имя:Nade параметры:"ЛОВ 9"
/атака атакующий:Nade цель:Orc оружие:pistol дистанция:5
/атака атакующий:Nade цель:Orc оружие:Пистолет дистанция:5
`, []string{"потрачено патронов: 1, осталось: 5", "потрачено патронов: 1, осталось: 4", "потрачено патронов: 1, осталось: 14", "потрачено патронов: 1, осталось: 13"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := make([]int, 80)
			for i := range faces {
				faces[i] = 3
			}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			var all strings.Builder
			for _, s := range h.Run(tc.script) {
				if strings.Contains(s.Text(), "❌") {
					t.Errorf("refused: %s", s.Text())
				}
				all.WriteString(s.Text())
			}
			text := all.String()
			at := 0
			for _, w := range tc.wants {
				i := strings.Index(text[at:], w)
				if i < 0 {
					t.Fatalf("after %d bytes, no %q in the replies", at, w)
				}
				at += i + len(w)
			}
		})
	}
}

package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Атака в ближнем бою требует броска Ближний бой/СИЛ 8+. Если вы атакуете
// не оружием, а какой-то неприспособленной для того вещью, будь то приклад
// автомата, рукоять пистолета, … бросок получает штраф –d6.» and «д6 для
// попавшегося под руку предмета»: a rifle swung as a club rolls Melee/STR
// with −d6, deals d6 + Effect + STR DM, and fires no round. A real shot
// after it spends the first round of the five.
//
// Ann STR 9 (DM +1), DEX 9 (DM +1), Melee 1, Gun Combat 2. The blow: 6+6
// +1 STR +1 Melee −2 (d6) = 12, Effect +4; d6 4 +4 +1 = 9 into Orc's END 20.
// The shot: 5+5 +1 DEX +2 Gun Combat = 13, Effect +5; 3d6 1+1+1 +5 = 8.
func TestKlondikeRifleButtIsAnImprovisedMeleeBlow(t *testing.T) {
	for _, tc := range []struct {
		locale, script  string
		blow, notInBlow []string
		shot            []string
	}{
		{"en", `/combat add name:Ann stats:"STR 9 DEX 9 INT 7 Melee 1 Gun_Combat 2" weapons:"Rifle"
/combat add name:Orc stats:"END 20 STR 7 DEX 7"
/attack attacker:Ann target:Orc weapon:Rifle maneuver:improvised
/attack attacker:Ann target:Orc weapon:Rifle
`, []string{"🎲 6+6 = **12** vs 8+ — hit, Effect +4", "STR 9: DM +1", "Melee +1", "improvised weapon −2", "🎲 4 +4 Effect +1 STR DM = **9**"},
			[]string{"Gun Combat", "DEX 9", "ammo"},
			[]string{"Gun Combat +2", "ammo: 1 spent, 4 left"}},
		{"ru", `/бой добавить имя:Ann параметры:"СИЛ 9 ЛОВ 9 ИНТ 7 Ближний_бой 1 Стрельба 2" оружие:"Винтовка"
/бой добавить имя:Orc параметры:"ВЫН 20 СИЛ 7 ЛОВ 7"
/атака атакующий:Ann цель:Orc оружие:Винтовка приём:подручное
/атака атакующий:Ann цель:Orc оружие:Винтовка
`, []string{"🎲 6+6 = **12** против 8+ — попадание, Эффект +4", "СИЛ 9: ДМ +1", "Ближний бой +1", "подручный предмет −2"},
			[]string{"Стрельба", "ЛОВ 9", "патрон"},
			[]string{"Стрельба +2", "потрачено патронов: 1, осталось: 4"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 2, 3, 6, 6, 2, 4, 5, 5, 1, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		var blow, shot consoletest.Sent
		n := 0
		for _, s := range out {
			if strings.Contains(s.Text(), "Ann → Orc") {
				if n == 0 {
					blow = s
				} else {
					shot = s
				}
				n++
			}
		}
		if n != 2 {
			t.Fatalf("%s: want a blow and a shot, got %d replies; last: %s", tc.locale, n, consoletest.LastOf(t, out).Text())
		}
		consoletest.KlWant(t, tc.locale+" blow", blow, tc.blow...)
		for _, w := range tc.notInBlow {
			if strings.Contains(blow.Text(), w) {
				t.Errorf("%s: the rifle-butt blow reads %q:\n%s", tc.locale, w, blow.Text())
			}
		}
		consoletest.KlWant(t, tc.locale+" shot", shot, tc.shot...)
	}
}

// The blow is one blow: with mode:burst it is refused privately, in the
// user's language, before any die.
func TestKlondikeRifleButtRefusesABurst(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Ann stats:"STR 9 DEX 9 Melee 1" weapons:"Rifle"
/combat add name:Orc
/attack attacker:Ann target:Orc weapon:Rifle maneuver:improvised mode:burst
`, "An improvised blow (a rifle butt, a pistol grip) is one melee blow"},
		{"ru", `/бой добавить имя:Ann параметры:"СИЛ 9 ЛОВ 9 Ближний_бой 1" оружие:"Винтовка"
/бой добавить имя:Orc
/атака атакующий:Ann цель:Orc оружие:Винтовка приём:подручное режим:burst
`, "Удар подручным (прикладом, рукоятью пистолета) — один удар"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 2, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		last := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale, last, tc.want)
		if !last.Ephemeral || h.Dice.Remaining() != 0 {
			t.Errorf("%s: the refusal is public or drew dice: %s", tc.locale, last.Text())
		}
	}
}

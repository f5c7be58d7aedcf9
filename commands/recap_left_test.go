package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A combatant removed before the fight ended was missing from the recap:
// its damage taken vanished from the totals, and a dead Orc the GM cleared
// off the tracker was not among the fallen. Its totals are now kept under
// its name (Tally.Left) and listed.
func TestRecapKeepsThoseWhoLeft(t *testing.T) {
	for _, tc := range []struct{ locale, script, line, fell string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"BODY 6\"\n/combat add name:Elf stats:\"BODY 6\"\n" +
			"/damage target:Orc amount:60 direct:true\n/combat remove name:Orc\n/combat end\n",
			"**Orc**: dealt 0, took 60 · left the fight", "• Orc — fell, then left the fight"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Orc параметры:\"ТЕЛ 6\"\n/бой добавить имя:Elf параметры:\"ТЕЛ 6\"\n" +
			"/урон цель:Orc количество:60 напрямую:true\n/бой убрать имя:Orc\n/бой конец\n",
			"**Orc**: нанесено 0, получено 60 · покинул(а) бой", "• Orc — пал(а), затем покинул(а) бой"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 4)
		out := h.Run(tc.script)
		recap := ""
		for _, s := range out {
			if strings.Contains(s.Text(), "🏁") {
				recap = s.Text()
			}
		}
		if !strings.Contains(recap, tc.line) || !strings.Contains(recap, tc.fell) {
			t.Errorf("%s: the recap leaves out the removed Orc:\n%s", tc.locale, recap)
		}
	}
}

// The recap's fallen showed the tracker's whole line, this round's
// declarations included: "• Brute — … dead · dodging · 1 action this round
// (next −3)". Only what lasts past the fight is listed: 6 points straight
// onto the track (Serious), the stun save 10 fails, Hollywood d6 3.
func TestRecapFallenWithoutTheRoundsDeclarations(t *testing.T) {
	for _, tc := range []struct{ locale, script, dead, dodging string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:Brute stats:\"BODY 6\"\n/combat add name:Elf\n" +
			"/combat action name:Brute action:dodge\n/damage target:Brute amount:6 direct:true\n/combat end\n", "• Brute — ", "dodging"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Brute параметры:\"ТЕЛ 6\"\n/бой добавить имя:Elf\n" +
			"/бой действие имя:Brute действие:уклонение\n/урон цель:Brute количество:6 напрямую:true\n/бой конец\n", "• Brute — ", "уклоня"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 10, 3)
		recap := ""
		for _, s := range h.Run(tc.script) {
			if strings.Contains(s.Text(), "🏁") {
				recap = s.Text()
			}
		}
		i := strings.Index(recap, tc.dead)
		if i < 0 {
			t.Fatalf("%s: Brute is not among the fallen: %s", tc.locale, recap)
		}
		if line, _, _ := strings.Cut(recap[i:], "\n"); strings.Contains(line, tc.dodging) {
			t.Errorf("%s: the fallen line keeps the round's dodge: %s", tc.locale, line)
		}
	}
}

// Damage a klondike player had not placed by the round's end goes into STR
// or DEX then, and can knock the player out; the tracker showed Ann
// unconscious, but the recap had no fallen: only a blow's damage recorded a
// fall. A hook's event that fells its combatant now does too (Event.Fell).
func TestRecapCountsAFallAtTheRoundsEnd(t *testing.T) {
	for _, tc := range []struct{ locale, script, fallen string }{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"STR 3 DEX 3 END 2" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:6
!click Next round
/combat end
`, "Fallen"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"СИЛ 3 ЛОВ 3 ВЫН 2" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:6
!click Следующий раунд
/бой конец
`, "Павшие"},
	} {
		// END 2 → 0 with 4 past it; at the round's end they go into STR
		// (equal to DEX): 0, unconscious (the roll on original END, 5+5).
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 5, 5, 6, 4, 4, 4, 4)
		recap := ""
		for _, s := range h.Run(tc.script) {
			if strings.Contains(s.Text(), "🏁") {
				recap = s.Text()
			}
		}
		if !strings.Contains(recap, tc.fallen) || !strings.Contains(recap, "• Ann") {
			t.Errorf("%s: Ann, knocked out at the round's end, is not among the fallen:\n%s", tc.locale, recap)
		}
	}
}

// One who left and joined again was two lines in the recap, "Orc: dealt 0,
// took 3 · left the fight" and "Orc: dealt 0, took 2". It is one now, with
// both stays' totals.
func TestRecapJoinsALeaverWhoCameBack(t *testing.T) {
	for _, tc := range []struct{ locale, script, line, left string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"BODY 6\"\n/combat add name:Elf stats:\"BODY 6\"\n" +
			"/damage target:Orc amount:3 direct:true\n/combat remove name:Orc\n/combat add name:Orc stats:\"BODY 6\"\n/damage target:Orc amount:2 direct:true\n/combat end\n",
			"**Orc**: dealt 0, took 5", "left the fight"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Orc параметры:\"ТЕЛ 6\"\n/бой добавить имя:Elf параметры:\"ТЕЛ 6\"\n" +
			"/урон цель:Orc количество:3 напрямую:true\n/бой убрать имя:Orc\n/бой добавить имя:Orc параметры:\"ТЕЛ 6\"\n/урон цель:Orc количество:2 напрямую:true\n/бой конец\n",
			"**Orc**: нанесено 0, получено 5", "покинул(а) бой"},
	} {
		// Initiative Orc 5, Elf 4; stun saves 1; the second Orc's 7; its
		// stun save 1.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 1, 7, 1)
		recap := ""
		for _, s := range h.Run(tc.script) {
			if strings.Contains(s.Text(), "🏁") {
				recap = s.Text()
			}
		}
		if !strings.Contains(recap, tc.line) || strings.Contains(recap, tc.left) {
			t.Errorf("%s: the returning Orc's recap:\n%s", tc.locale, recap)
		}
	}
}

package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

func TestEndGivesRecapAndClearsTheFight(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 3, 9)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n/combat end\n/combat list\n")
	if !strings.Contains(out[len(out)-3].Text(), "The fight is over") && !strings.Contains(out[len(out)-2].Text(), "The fight is over") {
		t.Fatalf("no recap: %+v", out)
	}
	if got := consoletest.LastOf(t, out); !got.Ephemeral || !strings.Contains(got.Text(), "No fight") {
		t.Fatalf("fight still listed: %s", got.Text())
	}
}

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

// The recap's fallen are those still down when the fight ends: a medieval
// Orc stunned by a wound (stun save 10 against BODY 6 − 1) who shakes it off
// next round (1: passed) has got back up and is not listed; a dead one is.
func TestRecapFallenAreStillDownAtTheEnd(t *testing.T) {
	for _, tc := range []struct{ locale, fallen string }{{"en", "Fallen"}, {"ru", "Павшие"}} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 10, 3, 1, 1, 1, 1, 1, 1)
			out := h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"BODY 6\"\n/combat add name:Elf stats:\"BODY 6\"\n" +
				"/damage target:Orc amount:6 direct:true\n!click Next round\n!click Next turn\n/combat end\n")
			var recap string
			for _, s := range out {
				if strings.Contains(s.Text(), "🏁") {
					recap = s.Text()
				}
			}
			if recap == "" || strings.Contains(recap, tc.fallen) {
				t.Fatalf("the recovered Orc is among the fallen, or no recap: %s", recap)
			}
			out = h.Run("/combat start\n/combat add name:Orc stats:\"BODY 6\"\n/damage target:Orc amount:60 direct:true\n/combat end\n")
			recap = ""
			for _, s := range out {
				if strings.Contains(s.Text(), "🏁") {
					recap = s.Text()
				}
			}
			if !strings.Contains(recap, tc.fallen) || !strings.Contains(recap, "• Orc") {
				t.Fatalf("the dead Orc is not among the fallen: %s", recap)
			}
		})
	}
}

// /combat end dropped, without a word, damage past END still waiting for
// its player's STR/DEX choice («Весь последующий урон наносится, на выбор
// игрока, по Силе или Ловкости»). The recap names who and how much, and
// places nothing: the choice stays the player's.
func TestKlondikeEndNamesDamageLeftUnplaced(t *testing.T) {
	for _, tc := range []struct {
		locale, script, end string
		want                []string
	}{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Vika
@Ann /combat join
/combat add name:Orc
/damage target:Vika amount:5
`, "/combat end\n", []string{"Left unsettled", "⏳ **Vika**: 3 points of damage past END were never placed (STR or DEX, the player's choice)"}},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Вика
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Вика количество:5
`, "/бой конец\n", []string{"Не улажено", "⏳ **Вика**: 3 очка урона сверх ВЫН так и не распределены (СИЛ или ЛОВ — на выбор игрока)"}},
	} {
		for _, end := range []string{tc.end, map[string]string{"en": "!click End\n", "ru": "!click Конец боя\n"}[tc.locale]} {
			// Initiative: Vika 3+4−3, Orc 5+5−3.
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.script + end)
			var recap consoletest.Sent
			for _, s := range out {
				if strings.Contains(s.Text(), "🏁") {
					recap = s
				}
			}
			what := tc.locale + " " + strings.TrimSpace(end)
			consoletest.WantAll(t, what, recap, tc.want...)
			// Placed nowhere: no "goes into STR/DEX" note, STR and DEX as
			// they were (the health bar 17/19 counts END's 2 only).
			wantNone(t, what, recap, "did not choose", "выбор не сделан")
			consoletest.WantAll(t, what, consoletest.LastOf(t, out), "17/19")
		}
	}
	// A fight with nothing unplaced has no such field.
	h := consoletest.NewSystemHarness(t, "en", 3, 4, 5, 5)
	out := h.Run(consoletest.KlSetup("en") + "/combat add name:Vika\n/combat add name:Orc\n/damage target:Vika amount:1\n/combat end\n")
	wantNone(t, "en nothing unplaced", consoletest.LastOf(t, out), "Left unsettled")
}

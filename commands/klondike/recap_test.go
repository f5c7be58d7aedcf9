package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// The recap at a fight's end: who is still wounded, and with what.

// The recap lists the still wounded with what the fight left them against
// their sheet, and says once what becomes of the wounds. In a campaign
// (the default) they carry on: the next fight brings Cy in as this one
// left her — Wounded, the shock's one round over with the fight — and the
// line says how /time heals them. With /system campaign
// on:false they end with the fight: the line says so, and the next fight
// brings Cy in whole. Same dice as TestKlondikePendingChoiceMentionsPlayer;
// Cy puts the 7 into DEX: STR 6 · DEX 2 · END 0 of 6 · 9 · 6. Ann, unhurt,
// is not listed. (Cy's level reads Wounded, not Shock: the one shock round
// ends with the fight — TestKlondikeRecapShockReadsWounded.)
func TestKlondikeRecapSaysWhatBecomesOfWounds(t *testing.T) {
	type texts struct{ campaign, carry, next string }
	for _, tc := range []struct {
		locale, setup, shot, choose, end, again, cy string
		on, off                                     texts
	}{
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 8 ВЫН 7 ИНТ 8" имя:Ann
@Cy /персонаж задать параметры:"СИЛ 6 ЛОВ 9 ВЫН 6 ИНТ 9" имя:Cy
@Cy /бой войти
/бой добавить имя:Бандит
@Ann /бой войти
`, "/атака атакующий:Бандит цель:Cy урон:4d6 дистанция:5\n", "@Cy !click Cy: урон → ЛОВ\n", "/бой конец\n",
			"/бой начать\n@Cy /бой войти\n",
			"🩹 **Cy**: ▰▰▰▱▱▱▱▱ 8/21 · Ранен — СИЛ 6 · ЛОВ 2 · ВЫН 0 (по листу 6 · 9 · 6)",
			texts{"", "Эти раны остаются с персонажами: персонаж игрока (и NPC, сохранённый через `/бой сохранить`) войдёт с ними в следующий бой. `/время` лечит их по правилам", "8/21 · Ранен"},
			texts{"/система кампания вкл:false\n", "Раны остаются только в этих итогах: после боя бот их не ведёт, и в новый бой все входят по листу, без ран.", "21/21 · Цел"}},
		{"en", `@Ann /char set stats:"STR 7 DEX 8 END 7 INT 8" name:Ann
@Cy /char set stats:"STR 6 DEX 9 END 6 INT 9" name:Cy
@Cy /combat join
/combat add name:Bandit
@Ann /combat join
`, "/attack attacker:Bandit target:Cy damage:4d6 range:5\n", "@Cy !click Cy: damage → DEX\n", "/combat end\n",
			"/combat start\n@Cy /combat join\n",
			"🩹 **Cy**: ▰▰▰▱▱▱▱▱ 8/21 · Wounded — STR 6 · DEX 2 · END 0 (sheet 6 · 9 · 6)",
			texts{"", "These wounds carry on: a player's character (and an NPC kept with `/combat keep`) comes into the next fight with them. `/time` heals them by the rules", "8/21 · Wounded"},
			texts{"/system campaign on:false\n", "Wounds stay in this recap only: after the fight the bot does not track them, and a new fight brings everyone in from the sheet, unhurt.", "21/21 · Unhurt"}},
	} {
		for _, mode := range []texts{tc.on, tc.off} {
			t.Run(tc.locale, func(t *testing.T) {
				// Initiative Cy 5+5, Bandit 1+1, Ann 2+2; the shot 6+6 and
				// 3+3+3+3; the second fight's Cy 4+4.
				h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 1, 2, 2, 6, 6, 3, 3, 3, 3, 4, 4)
				h.Run(consoletest.KlSetup(tc.locale) + mode.campaign + tc.setup + tc.shot + tc.choose)
				recap := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.end)))
				text := consoletest.PlainText(t, recap)
				for _, w := range []string{tc.cy, mode.carry} {
					if !strings.Contains(text, w) {
						t.Errorf("recap lacks %q:\n%s", w, text)
					}
				}
				if strings.Contains(text, "🩹 **Ann**") {
					t.Errorf("unhurt Ann listed as wounded:\n%s", text)
				}
				out := h.Run(tc.again)
				if tr := consoletest.PlainText(t, consoletest.LastOf(t, out)); !strings.Contains(tr, mode.next) {
					t.Errorf("the next fight should bring Cy in at %q:\n%s", mode.next, tr)
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// «Когда она доходит до нуля, персонаж находится в шоке 1 раунд … После
// этого до излечения он Ранен и получает штраф -1 на все броски.» The
// recap listed Orc, whose END the GM's 7 damage had just put to 0, as
// «Шок» — a one-round state that the fight's end has closed; what the
// table carries on paper is Wounded. Initiative Orc 3+3, Elf 4+4.
func TestKlondikeRecapShockReadsWounded(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"ru", "/бой добавить имя:Orc\n/бой добавить имя:Elf\n/урон цель:Orc количество:7\n/бой конец\n",
			`🩹 **Orc**: ▰▰▰▰▰▱▱▱ 14/21 · Ранен — СИЛ 7 · ЛОВ 7 · ВЫН 0`, "· Шок —"},
		{"en", "/combat add name:Orc\n/combat add name:Elf\n/damage target:Orc amount:7\n/combat end\n",
			`🩹 **Orc**: ▰▰▰▰▰▱▱▱ 14/21 · Wounded — STR 7 · DEX 7 · END 0`, "· Shock —"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 4, 4)
			h.Run(consoletest.KlSetup(tc.locale))
			recap := consoletest.ByText(t, h.Run(tc.script), "🩹")
			consoletest.KlWant(t, "recap", recap, tc.want)
			consoletest.KlNot(t, "recap", recap, tc.not)
		})
	}
}

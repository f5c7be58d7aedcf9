package klondike_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"regexp"
	"strings"
	"testing"
)

// Session 12: a players' evening (three players drive their own
// characters) and the night after the fight.

// klContent is a reply's plain message text (the part outside its embeds):
// where a mention pings a player.
func klContent(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	var d struct {
		Content string `json:"content"`
	}
	if err := json.Unmarshal(s.Data, &d); err != nil {
		t.Fatalf("reply JSON: %v", err)
	}
	return d.Content
}

// klOwnerOf is the user id the tracker shows after a combatant's name.
func klOwnerOf(t *testing.T, out []consoletest.Sent, name string) string {
	t.Helper()
	re := regexp.MustCompile(`\*\*` + regexp.QuoteMeta(name) + `\*\* <@(\d+)>`)
	for k := len(out) - 1; k >= 0; k-- {
		if m := re.FindStringSubmatch(consoletest.PlainText(t, out[k])); m != nil {
			return m[1]
		}
	}
	t.Fatalf("no tracker line with %s's owner", name)
	return ""
}

// «Стрельба в пределах дистанции оружия требует броска Стрельба/ЛОВ 8+.
// Каждый шаг дистанции…» A player who had just typed /атака дистанция:10
// wrote the revolver as "3d6 дистанция:25 патроны:6" and was refused
// ("Не удаётся прочитать «дистанция:25»"): only дальность: was read. The
// seed's word is now read as the range, in both locales' sheets.
func TestKlondikeS12WeaponSpecDistanceWord(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 8 ВЫН 7 ИНТ 8 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:Револьвер свойства:"3d6 дистанция:25 патроны:6"
`, "**Револьвер** 3d6 дальний дальность:25 патроны:6"},
		{"en", `@Ann /char set stats:"STR 7 DEX 8 END 7 INT 8 Gun_Combat 1" name:Ann
@Ann /char weapon add name:Revolver spec:"3d6 дистанция:25 ammo:6"
`, "**Revolver** 3d6 ranged range:25 ammo:6"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run(consoletest.KlSetup(tc.locale))
			got := consoletest.LastOf(t, h.Run(tc.script))
			consoletest.KlWant(t, "weapon saved", got, tc.want)
			consoletest.KlNot(t, "weapon saved", got, "❌")
		})
	}
}

// «Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости.» The GM's shot put Cy's END to 0 with 7 left over; the reply
// showed "7 damage: choose STR or DEX" and Cy's buttons, but named only the
// character: the player was never pinged, and the round's end chose for
// them. The public reply now mentions Cy's player and says what waits;
// an NPC's overflow (placed at once) mentions nobody.
// Initiative Cy 5+5 +1 −3 = 8, Bandit 1+1 −3 = −1; the Bandit's shot
// 6+6 −3 (untrained) = 9, Effect +1; 3+3+3+3 +1 = 13: END −6, 7 waiting.
func TestKlondikeS12PendingChoiceMentionsPlayer(t *testing.T) {
	for _, tc := range []struct{ locale, setup, shot, npc, want string }{
		{"ru", `@Cy /персонаж задать параметры:"СИЛ 6 ЛОВ 9 ВЫН 6 ИНТ 9" имя:Cy
@Cy /бой войти
/бой добавить имя:Бандит
`, "/атака атакующий:Бандит цель:Cy урон:4d6 дистанция:5\n", "/урон цель:Бандит количество:10\n",
			"**Cy**: выберите, куда идёт урон сверх ВЫН — СИЛ или ЛОВ (кнопки ниже). Без выбора к концу раунда он уйдёт в большую из них."},
		{"en", `@Cy /char set stats:"STR 6 DEX 9 END 6 INT 9" name:Cy
@Cy /combat join
/combat add name:Bandit
`, "/attack attacker:Bandit target:Cy damage:4d6 range:5\n", "/damage target:Bandit amount:10\n",
			"**Cy**: choose where the damage past END goes — STR or DEX (the buttons below). Unchosen by the round's end, it goes to the higher."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 1, 6, 6, 3, 3, 3, 3)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			owner := klOwnerOf(t, out, "Cy")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.shot)))
			if got.Ephemeral {
				t.Fatalf("the hit should be public: %s", got.Text())
			}
			if c, want := klContent(t, got), "<@"+owner+">, "+tc.want; c != want {
				t.Errorf("content = %q, want %q", c, want)
			}
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.npc)))
			if c := klContent(t, got); c != "" {
				t.Errorf("an NPC's overflow asks nobody, content = %q", c)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// The night after: the recap listed damage dealt and taken and the fallen,
// and the next fight brought Cy in at 21/21 (the design: wounds live on a
// fight's combatants). Nothing told the table which was right. The recap
// now lists the still wounded with what the fight left them against their
// sheet, and says once that the wounds end with the fight. Same dice as
// above; Cy puts the 7 into DEX: STR 6 · DEX 2 · END 0 of 6 · 9 · 6. Ann,
// unhurt, is not listed. The next fight still brings Cy in whole. (Cy's
// level reads Wounded, not Shock: the one shock round ends with the fight —
// TestKlondikeS12bRecapShockReadsWounded.)
func TestKlondikeS12RecapSaysWoundsEnd(t *testing.T) {
	for _, tc := range []struct{ locale, setup, shot, choose, end, again, cy, carry, whole string }{
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 8 ВЫН 7 ИНТ 8" имя:Ann
@Cy /персонаж задать параметры:"СИЛ 6 ЛОВ 9 ВЫН 6 ИНТ 9" имя:Cy
@Cy /бой войти
/бой добавить имя:Бандит
@Ann /бой войти
`, "/атака атакующий:Бандит цель:Cy урон:4d6 дистанция:5\n", "@Cy !click Cy: урон → ЛОВ\n", "/бой конец\n",
			"/бой начать\n@Cy /бой войти\n",
			"🩹 **Cy**: ▰▰▰▱▱▱▱▱ 8/21 · Ранен — СИЛ 6 · ЛОВ 2 · ВЫН 0 (по листу 6 · 9 · 6)",
			"Раны остаются только в этих итогах: после боя бот их не ведёт, и в новый бой все входят по листу, без ран.",
			"21/21 · Цел"},
		{"en", `@Ann /char set stats:"STR 7 DEX 8 END 7 INT 8" name:Ann
@Cy /char set stats:"STR 6 DEX 9 END 6 INT 9" name:Cy
@Cy /combat join
/combat add name:Bandit
@Ann /combat join
`, "/attack attacker:Bandit target:Cy damage:4d6 range:5\n", "@Cy !click Cy: damage → DEX\n", "/combat end\n",
			"/combat start\n@Cy /combat join\n",
			"🩹 **Cy**: ▰▰▰▱▱▱▱▱ 8/21 · Wounded — STR 6 · DEX 2 · END 0 (sheet 6 · 9 · 6)",
			"Wounds stay in this recap only: after the fight the bot does not track them, and a new fight brings everyone in from the sheet, unhurt.",
			"21/21 · Unhurt"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Cy 5+5, Bandit 1+1, Ann 2+2; the shot 6+6 and
			// 3+3+3+3; the second fight's Cy 4+4.
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 1, 2, 2, 6, 6, 3, 3, 3, 3, 4, 4)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup + tc.shot + tc.choose)
			recap := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.end)))
			text := consoletest.PlainText(t, recap)
			for _, w := range []string{tc.cy, tc.carry} {
				if !strings.Contains(text, w) {
					t.Errorf("recap lacks %q:\n%s", w, text)
				}
			}
			if strings.Contains(text, "🩹 **Ann**") {
				t.Errorf("unhurt Ann listed as wounded:\n%s", text)
			}
			out := h.Run(tc.again)
			if tr := consoletest.PlainText(t, consoletest.LastOf(t, out)); !strings.Contains(tr, tc.whole) {
				t.Errorf("the next fight should bring Cy in whole (%q):\n%s", tc.whole, tr)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Если Выносливость персонажа не опустилась до нуля, то урон по ней
// пройдет в течение часа…» After /combat end, /time minutes:30 answered
// only "30 minutes pass · Day 1, 00:30": a GM could read the wounded as
// recovering. With no fight open nobody's wounds are kept, and the reply
// now says so; with a fight open the line is not there.
func TestKlondikeS12TimeWithoutFightSays(t *testing.T) {
	for _, tc := range []struct{ locale, sys, time, start, want string }{
		{"ru", "/система выбрать система:klondike\n", "/время минуты:30\n", "/бой начать\n",
			"Боя нет: прошло только время на часах канала. Раны бот ведёт лишь у участников открытого боя"},
		{"en", "/system set system:klondike\n", "/time minutes:30\n", "/combat start\n",
			"No fight open: only the channel's clock moved. The bot keeps wounds only for the fighters of an open fight"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run(tc.sys)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.time)))
			if got.Ephemeral {
				t.Fatalf("time passing is public: %s", got.Text())
			}
			if text := consoletest.PlainText(t, got); !strings.Contains(text, tc.want) {
				t.Errorf("no-fight /time lacks %q:\n%s", tc.want, text)
			}
			h.Run(tc.start)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.time)))
			if text := consoletest.PlainText(t, got); strings.Contains(text, tc.want) {
				t.Errorf("with a fight open the line does not belong:\n%s", text)
			}
		})
	}
}

// «Каждый персонаж может совершить два действия в свою инициативу.» In
// the round a player joins, the two actions it joined with could be spent
// before its turn came (Bob's axe during Ann's turn), and its turn then
// gave two more: three or four attacks in round 1 (from round 2 on the
// round's end already stopped this, TestKlondikeActionsEndWithTheRound).
// The first turn now keeps what is left: Bob swings once out of turn, once
// on his turn, and the third is refused, ephemeral, before any die.
// Initiative Ann 6+6 −3 = 9, Bob 5+5 −3 = 7, Orc 1+1 −3 = −1; each swing
// 1+1 +1 +2 = 5, a miss (no damage dice).
func TestKlondikeS12FirstRoundTwoActions(t *testing.T) {
	for _, tc := range []struct{ locale, setup, swing, next, left1, left0, refusal string }{
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 8 ВЫН 7 ИНТ 8" имя:Ann
@Bob /персонаж задать параметры:"СИЛ 9 ЛОВ 6 ВЫН 8 ИНТ 6 Ближний_бой 2" имя:Bob
@Bob /персонаж оружие добавить название:Топор свойства:"2d6 ближний"
@Ann /бой войти
@Bob /бой войти
/бой добавить имя:Orc
`, "@Bob /атака цель:Orc оружие:Топор\n", "@Ann !click Следующий ход\n",
			"осталось 1 действие", "осталось 0 действий", "Bob: действий в этом ходу не осталось"},
		{"en", `@Ann /char set stats:"STR 7 DEX 8 END 7 INT 8" name:Ann
@Bob /char set stats:"STR 9 DEX 6 END 8 INT 6 Melee 2" name:Bob
@Bob /char weapon add name:Axe spec:"2d6 melee"
@Ann /combat join
@Bob /combat join
/combat add name:Orc
`, "@Bob /attack target:Orc weapon:Axe\n", "@Ann !click Next turn\n",
			"1 action left", "0 actions left", "Bob has no actions left this turn"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 5, 5, 1, 1, 1, 1, 1, 1, 6, 6)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.swing)))
			consoletest.KlWant(t, "out of turn", got, tc.left1)
			h.Run(tc.next)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.swing)))
			consoletest.KlWant(t, "on the turn", got, tc.left0)
			got = consoletest.LastOf(t, h.Run(tc.swing))
			if !got.Ephemeral {
				t.Fatalf("a third action in round 1 should be refused: %s", got.Text())
			}
			consoletest.KlWant(t, "the third", got, tc.refusal)
			// The refused swing drew nothing: 6+6 is still next.
			if n := h.Dice.Remaining(); n != 2 {
				t.Errorf("%d faces left, want 2 (the refusal drew dice)", n)
			}
		})
	}
}

// «Победитель броска может: …» The GM's Orc wrestled Bob and lost; the
// reply's buttons read "Bob: Knock down…" and the embed "Bob picks the
// result", but Bob's player was not pinged. The reply now mentions the
// winner's player; an NPC winner (the GM picks) mentions nobody.
// Initiative Bob 6+6 −3 = 9, Orc 1+1 −3 = −1; the Orc's 2+2 +1 = 5 and
// Bob's 5+5 +2 = 12: Bob wins. Then 6+6 +1 = 13 against 1+1 +2 +1 = 5
// («Победитель прошлого раунда борьбы получает +1»).
func TestKlondikeS12GrappleWinnerMentioned(t *testing.T) {
	for _, tc := range []struct{ locale, setup, wrestle, want string }{
		{"ru", `@Bob /персонаж задать параметры:"СИЛ 9 ЛОВ 6 ВЫН 8 ИНТ 6 Ближний_бой 2" имя:Bob
@Bob /бой войти
/бой добавить имя:Orc параметры:"СИЛ 8 ЛОВ 7 ВЫН 8 ИНТ 6 Ближний_бой 1"
`, "/борьба атакующий:Orc цель:Bob\n", "**Bob**: борьба выиграна — выберите итог (кнопки ниже)."},
		{"en", `@Bob /char set stats:"STR 9 DEX 6 END 8 INT 6 Melee 2" name:Bob
@Bob /combat join
/combat add name:Orc stats:"STR 8 DEX 7 END 8 INT 6 Melee 1"
`, "/grapple attacker:Orc target:Bob\n", "**Bob**: the wrestle is won — pick the result (the buttons below)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 2, 2, 5, 5, 6, 6, 1, 1)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			owner := klOwnerOf(t, out, "Bob")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.wrestle)))
			if c, want := klContent(t, got), "<@"+owner+">, "+tc.want; c != want {
				t.Errorf("content = %q, want %q", c, want)
			}
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.wrestle)))
			consoletest.KlWant(t, "the Orc's win", got, "Orc **13**", "Bob **5**")
			if c := klContent(t, got); c != "" {
				t.Errorf("the Orc won: the GM picks, content = %q", c)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

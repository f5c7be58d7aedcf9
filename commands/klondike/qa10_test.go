package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 7 play-test, round 2: a whole game night of klondike in the
// console (surprise round, Overwatch, grenades, damage past END placed at
// the round's end, leaving and joining, undo, the recap, a second fight).

// «Весь последующий урон наносится, на выбор игрока, по Силе или Ловкости.»
// A grenade that leaves two players with damage past END must let each of
// them choose: the reply carries both players' STR/DEX buttons, as a
// single shot's does. Before the fix a blast's reply had none, and a
// player hit after their turn (Cid, below) had no way to choose before the
// round's end placed the damage for them.
// Initiative Bob 6+6 −3, Cid 5+5 −3, Boss 1+1 −3. Boss throws: 5+4 −3 = 6,
// a miss by 2 (it lands 3+2 −2 = 3 m off, direction die 2); 4+1+6+3+2 =
// 16 damage: Bob END 8 → 0 and 8 waiting; Cid dove prone, 8: END 7 → 0 and
// 1 waiting.
func TestKlondikeQA10BlastOffersEachPlayerTheChoice(t *testing.T) {
	for _, tc := range []struct{ locale, script, bob, cid, picked string }{
		{"en", `@Bob /char set stats:"END 8 DEX 7 STR 9 INT 6" name:Bob
@Bob /combat join
@Cid /char set stats:"DEX 8 STR 6 END 7 INT 8" name:Cid
@Cid /combat join
/combat add name:Boss
/attack attacker:Boss target:Bob extra:"targets:'Cid:prone'" weapon:grenade range:15
`, "Bob: damage → STR", "Cid: damage → DEX", "Cid: damage past END → DEX"},
		{"ru", `@Bob /персонаж задать параметры:"ВЫН 8 ЛОВ 7 СИЛ 9 ИНТ 6" имя:Bob
@Bob /бой войти
@Cid /персонаж задать параметры:"ЛОВ 8 СИЛ 6 ВЫН 7 ИНТ 8" имя:Cid
@Cid /бой войти
/бой добавить имя:Boss
/атака атакующий:Boss цель:Bob ещё:"цели:'Cid:prone'" оружие:grenade дистанция:15
`, "Bob: урон → СИЛ", "Cid: урон → ЛОВ", "Cid: урон сверх ВЫН → ЛОВ"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 5, 5, 1, 1, 5, 4, 3, 2, 2, 4, 1, 6, 3, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		blast := consoletest.ByText(t, out, "💥 Boss")
		if blast.Ephemeral || !strings.Contains(blast.Text(), "16") {
			t.Fatalf("%s: the grenade: %s", tc.locale, blast.Text())
		}
		consoletest.KlWant(t, tc.locale+" blast buttons", blast, tc.bob, tc.cid)
		// Cid (not Bob) presses his own button: 1 into DEX, 8 → 7.
		out = h.Run("@Cid !click " + tc.cid + "\n")
		chosen := consoletest.ByText(t, out, tc.picked)
		if chosen.Ephemeral {
			t.Fatalf("%s: Cid's choice was refused: %s", tc.locale, chosen.Text())
		}
	}
}

// «Дозор: персонаж заготавливает свое действие до появления противника в
// зоне видимости или его атаки по нему.» The trigger is an enemy's: Ann's
// Overwatch offers her a button on the NPC's turn, not on the turn of Bob,
// a fellow player. Before the fix the tracker offered "Ann on Overwatch
// may fire at Bob". Initiative Ann 6+6 +1 −3 = 10, Bob 4+4 −3 = 5, Orc
// 3+3 −3 = 3.
func TestKlondikeQA10OverwatchIsNotOfferedAgainstAFellowPlayer(t *testing.T) {
	for _, tc := range []struct{ locale, script, atBob, atOrc, bobTurn, orcTurn string }{
		{"en", `@Ann /char set stats:"DEX 9 INT 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
@Bob /char set stats:"INT 6" name:Bob
@Bob /combat join
/combat add name:Orc
@Ann !click Overwatch
@Ann !click Next turn
`, "may fire at Bob", "Ann on Overwatch may fire at Orc", "Turn: Bob", "Turn: Orc"},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 ИНТ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
@Bob /персонаж задать параметры:"ИНТ 6" имя:Bob
@Bob /бой войти
/бой добавить имя:Orc
@Ann !click Дозор
@Ann !click Следующий ход
`, "выстрелить по Bob", "Ann в дозоре может выстрелить по Orc", "Ход: Bob", "Ход: Orc"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 4, 4, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		bob := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" Bob's turn", bob, tc.bobTurn)
		consoletest.KlNot(t, tc.locale+" Bob's turn", bob, tc.atBob)
		out = h.Run("@Bob !click " + map[string]string{"en": "Next turn", "ru": "Следующий ход"}[tc.locale] + "\n")
		orc := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" Orc's turn", orc, tc.orcTurn, tc.atOrc)
	}
}

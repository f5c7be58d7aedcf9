package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// s12b (a): a charge declared twice in one turn — the command twice, or the
// tracker's Charge button after it — said the first reply again, as if it
// were new. The second declaration is now refused (ephemeral, naming the
// fighter and saying it is already declared) and changes nothing: the
// initiative stays 15 (5 + REF 7 + 3), and one undo takes back the one charge.
func TestMedievalS12bChargeTwiceSaysSo(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 MA 6" name:Bob
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10"
`)
		first := consoletest.MedReply(t, h.Run("@Bob /combat charge\n"))
		consoletest.MedWant(t, first, medPick(locale, "now 15", "теперь 15"))
		again := medPick(locale, "Bob has already declared a charge this round (initiative 15",
			"Bob: вваливание в этом раунде уже объявлено (инициатива 15")
		for _, script := range []string{"@Bob /combat charge\n", "@Bob !click " + medPick(locale, "Charge", "Вваливание") + "\n"} {
			got := consoletest.MedReply(t, h.Run(script))
			if !got.Ephemeral || !strings.Contains(got.Text(), again) {
				t.Errorf("%s→ %s", script, got.Text())
			}
			list := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			if !strings.Contains(list, "` 15`") || strings.Contains(list, "` 18`") {
				t.Errorf("a second charge changed the initiative: %s", list)
			}
		}
		h.Run("/combat undo\n")
		if list := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); !strings.Contains(list, "` 12`") {
			t.Errorf("one undo does not take back the one charge: %s", list)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// s12b (b): an unseen ambush still rolled the victim's melee defence without
// a word. The seed («Находящиеся в засаде получают преимущество +5 к броскам
// на Попадание … Пока атака не будет совершена, его противник не может
// атаковать его») gives the +5 and says nothing of the defence, so it is
// still rolled (the dice order stays) and the defence field says what was
// assumed; after a miss it says how a GM who rules "no defence" records it.
// Dice: initiative 5, 5; ambush 9 (Knight) against 1 (Orc); to hit 2 + REF 8
// + Fencing 5 + 5 = 20; the Orc's 10+1 + REF 6 + Fencing 3 = 20, a tie the
// defender wins. Then to hit 7 (22, a second action) against 3 (12): a hit,
// torso 2+2, stun save 6; then the Orc spots it (1 against 9).
func TestMedievalS12bAmbushDefenceSaysWhatIsAssumed(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 9, 1, 2, 10, 1, 9, 1, 7, 3, 3, 2, 2, 6, 1, 9, 2, 9)
		h.Run(medKnightOrc[locale])
		cmd := medPick(locale, "/attack attacker:Knight target:Orc weapon:\"2d6 melee blade skill:fencing\" melee:true ambush:true\n",
			"/атака атакующий:Knight цель:Orc оружие:\"2d6 melee blade skill:fencing\" ближний:да засада:да\n")
		got := consoletest.MedReply(t, h.Run(cmd))
		assumed := medPick(locale, "does not take away the defence, so Orc rolled one (GM's call)",
			"а защиту не отнимает, поэтому Orc бросает защиту (решает мастер)")
		consoletest.MedWant(t, got, medPick(locale, "**20** vs 20", "**20** против 20"), assumed,
			medPick(locale, "/combat undo, then /damage target:Orc amount:", "/бой отменить, затем /урон цель:Orc количество:"))
		// A hit: the same assumption, no instructions (both readings agree).
		got = consoletest.MedReply(t, h.Run(cmd))
		consoletest.MedWant(t, got, medPick(locale, "**22** vs 12", "**22** против 12"), assumed)
		if strings.Contains(got.Text(), medPick(locale, "/combat undo", "/бой отменить")) {
			t.Errorf("a hit tells the GM to undo: %s", got.Text())
		}
		// A spotted ambush gives no +5 and says nothing of it.
		got = consoletest.MedReply(t, h.Run(cmd))
		if strings.Contains(got.Text(), assumed) {
			t.Errorf("a spotted ambush: %s", got.Text())
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// s12b (d): two players owe rolls in the same round — Ann a death save
// (Mortal 1, the round's), Bob a stun save (his turn's). Ann clicks, Bob
// does not. The stun save lapsed with Bob's turn without a word, so the
// owed line now says it is this turn's and what an unrolled one means;
// each player's button refuses the other. Dice: initiative 5, 5, 5; Ann's
// stun save 2 and death save 8 (20 points, BODY 10); Bob's stun save 6
// (> BODY 4 − 1: stunned) and its Hollywood d6 4; round 2 initiative 4, 4,
// 4; Ann's death save 4.
func TestMedievalS12bTwoPlayersOweRolls(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 5, 2, 8, 6, 4, 4, 4, 4, 4)
		h.Run(`/system set system:medieval
/combat start
@Ann /char set name:Ann stats:"REF 6 BODY 10"
@Ann /combat join
@Bob /char set name:Bob stats:"REF 5 BODY 4"
@Bob /combat join
/combat add name:Orc stats:"REF 9 BODY 8 Melee 4"
/damage target:Ann amount:20 direct:true
/damage target:Bob amount:6 direct:true
!click Next round
`)
		stun := medPick(locale, "Bob is stunned: stun save, roll 3 or less on 1d10 to get back into the fight. Roll it this turn: a turn that passes without it leaves Bob stunned until the next one.",
			"Bob оглушён(а): спасбросок от оглушения, нужно 3 или меньше на 1D10, чтобы вернуться в бой. Бросок — в этот ход: если ход пройдёт без него, оглушение останется до следующего хода.")
		death := medPick(locale, "Ann is at Mortal 1: death save, roll 9 or less on 1d10.",
			"Ann: ранение Смертельное 1 — спасбросок против смерти, нужно 9 или меньше на 1D10.")
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run("!click "+medPick(locale, "Next turn", "Следующий ход")+"\n")), stun, death)
		for _, c := range []struct{ who, button, name string }{
			{"@Bob", "Ann: " + medPick(locale, "death save", "спасбросок против смерти"), "Ann"},
			{"@Ann", "Bob: " + medPick(locale, "stun save", "спасбросок от оглушения"), "Bob"},
		} {
			got := consoletest.LastOf(t, h.Run(c.who+" !click "+c.button+"\n"))
			if !got.Ephemeral || !strings.Contains(got.Text(), c.name) {
				t.Errorf("%s clicks %q: %s", c.who, c.button, got.Text())
			}
		}
		got := consoletest.LastOf(t, h.Run("@Ann !click Ann: "+medPick(locale, "death save", "спасбросок против смерти")+"\n"))
		consoletest.MedWant(t, got, stun, medPick(locale, "Ann: death save 4 (needs 9 or less) — still alive.", "Ann: спасбросок против смерти"))
		if strings.Contains(got.Text(), death) {
			t.Errorf("the rolled death save is still owed: %s", got.Text())
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

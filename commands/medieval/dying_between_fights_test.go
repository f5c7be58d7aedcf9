package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The dying between fights. The seed: «Новые спасбросок требуется каждый
// раунд, пока персонаж остаётся не вылеченным»; «Рано или поздно ты
// провалишь бросок и умрёшь. Единственный выход - Стабилизация».

// medDyingBob ends a fight with Ann at 7 wound points (Serious) and Bob at
// 14 (Mortal 0), not stabilized. Dice: initiative 5, 3; Ann's stun save 1;
// Bob's stun save 1 ≤ BODY 5 − 3 and death save 1 ≤ 5 − 0.
const medDyingBob = medPartyEN + "/damage target:Ann amount:7 direct:true\n/damage target:Bob amount:14 direct:true\n/combat end\n"

var medDyingDice = []int{5, 3, 1, 1, 1}

// Time cannot pass quietly for a character at Mortal 0 or worse who is not
// stabilized: /rest and /time are refused, ephemeral, naming them and
// /stabilize, drawing no die and changing nobody. The GM's force:true lets
// the time pass and the dying die (the seed's «Рано или поздно ты
// провалишь бросок и умрёшь»: a day is 28,800 rounds of 3 seconds); the
// others rest as asked; /combat undo takes it all back.
func TestMedievalTimeWaitsForTheDying(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, medDyingDice...)
		h.Run(medScript(locale, medDyingBob))
		ann, bob := medPick(locale, "Ann", "Анна"), medPick(locale, "Bob", "Боб")
		before := medParty(t, h, locale)
		for _, cmd := range []string{"/rest days:3\n", "/time hours:5\n", "/rest days:3 name:Bob\n"} {
			medRefused(t, h, medScript(locale, cmd), bob, medPick(locale, "/stabilize target:Bob", "/стабилизировать цель:Боб"),
				medPick(locale, "not stabilized", "не стабилизировано"))
		}
		if now := medParty(t, h, locale); now != before {
			t.Errorf("a refusal changed the party:\n%s\nwas\n%s", now, before)
		}
		// Naming another lets the time pass for that one.
		h.Run(medScript(locale, "/rest days:1 name:Ann\n"))
		if hp := medHP(medParty(t, h, locale), ann); hp != 42 {
			t.Errorf("Ann rested a day: %d/48, want 42/48", hp)
		}
		h.Run(medScript(locale, "/combat undo\n"))

		forced := medText(t, h.Run(medScript(locale, "/rest days:3 force:true\n")))
		for _, w := range []string{medPick(locale, "dies", "умирает"), medPick(locale, "wound points 7 → **4**", "пункты урона 7 → **4**")} {
			if !strings.Contains(forced, w) {
				t.Errorf("forced rest lacks %q:\n%s", w, forced)
			}
		}
		party := medParty(t, h, locale)
		if !strings.Contains(party, bob) || !strings.Contains(party, medPick(locale, "dead", "мёртв")) {
			t.Errorf("Bob is not dead after the forced rest:\n%s", party)
		}
		// A dead character stays dead: another rest heals nobody dead.
		again := medText(t, h.Run(medScript(locale, "/rest days:3\n")))
		if !strings.Contains(again, medPick(locale, "dead — stays dead", "мёртв(а) — и остаётся мёртв(а)")) {
			t.Errorf("the dead rested:\n%s", again)
		}
		h.Run(medScript(locale, "/combat undo\n/combat undo\n"))
		if now := medParty(t, h, locale); now != before {
			t.Errorf("undo did not restore the party:\n%s\nwant\n%s", now, before)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// /stabilize works between fights (a party member treats with its sheet
// and takes no action: there are no rounds), and a stabilized character
// then heals by rest. Ann: 1d10 9 + TECH 5 + Medicine 3 = 17 ≥ Bob's 14
// wound points («для результата равного, или превышающего общее
// количество очков урона»); 3 days at 1 a day: 14 → 11, Mortal 0 →
// Critical (9–12).
func TestMedievalStabilizedBetweenFightsHeals(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, append(medDyingDice, 9)...)
		h.Run(medScript(locale, medDyingBob))
		st := medText(t, h.Run(medScript(locale, "@Ann /stabilize target:Bob\n")))
		if !strings.Contains(st, "9+5+3 = **17**") {
			t.Errorf("stabilization roll:\n%s", st)
		}
		got := strings.ReplaceAll(medText(t, h.Run(medScript(locale, "/rest days:3\n"))), "**", "")
		if want := medPick(locale, "Bob: wound points 14 → 11 · Mortal 0 → Critical", "Боб: пункты урона 14 → 11 · Смертельное 0 → Критическое"); !strings.Contains(got, want) {
			t.Errorf("rest lacks %q:\n%s", want, got)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// A dying character left unstabilized and carried into the next fight
// keeps making death saves: asked at its turn in the first round (no round
// start has asked it there; the save it passed in the last fight was that
// round's, not this one's) and again at the start of every round after.
// Dice: medDyingDice; the next fight's initiative Ann 5, Bob 3; Bob's
// death save 2 ≤ 5 (BODY 5 − Mortal 0); round 2's initiative 4, 4.
func TestMedievalDyingCarriedIntoTheNextFight(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, append(medDyingDice, 5, 3, 2, 4, 4)...)
		h.Run(medScript(locale, medDyingBob+"/combat start\n@Ann /combat join\n@Bob /combat join\n"))
		owed := medPick(locale, "Bob is at Mortal 0: death save, roll 5 or less on 1d10.", "Боб: ранение Смертельное 0 — спасбросок против смерти, нужно 5 или меньше на 1D10.")
		turn := consoletest.LastOf(t, h.Run(medClicks[locale].next))
		if !strings.Contains(consoletest.PlainText(t, turn), owed) {
			t.Errorf("round 1, Bob's turn: no death save asked:\n%s", consoletest.PlainText(t, turn))
		}
		saved := medText(t, h.Run(medScript(locale, "@Bob /save kind:death target:Bob\n")))
		if !strings.Contains(saved, "**2** ≤ 5") {
			t.Errorf("death save:\n%s", saved)
		}
		round := consoletest.LastOf(t, h.Run(medClicks[locale].next))
		text := consoletest.PlainText(t, round)
		if !strings.Contains(text, medPick(locale, "round 2", "раунд 2")) || !strings.Contains(text, owed) {
			t.Errorf("round 2's start: no death save asked:\n%s", text)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// The GM heals and wounds a party member between fights: /heal and /damage
// act on the party (GM only, as in a fight), are logged, and /combat undo
// takes them back. /time, which is not rest, heals nothing and says so;
// in a fight it is refused (time passes in rounds there).
func TestMedievalGMCareBetweenFights(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, medDyingDice...)
		h.Run(medScript(locale, medDyingBob))
		ann := medPick(locale, "Ann", "Анна")
		medRefused(t, h, medScript(locale, "@Bob /heal target:Ann points:3\n"), medPick(locale, "Only the GM", "Это может только мастер"))
		medRefused(t, h, medScript(locale, "@Bob /rest days:1 name:Ann\n"), medPick(locale, "Only the GM", "Это может только мастер"))
		healed := medText(t, h.Run(medScript(locale, "/heal target:Ann points:3\n")))
		if hp := medHP(healed, ann); hp != 44 {
			t.Errorf("Ann healed 3 of 7: %d/48, want 44/48:\n%s", hp, healed)
		}
		log := consoletest.PlainText(t, consoletest.LastOf(t, h.Run(medScript(locale, "/combat log\n"))))
		if want := medPick(locale, "Ann healed: 7 → 4 wound points.", "Анна: лечение, пункты урона 7 → 4."); !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
		h.Run(medScript(locale, "/combat undo\n"))
		if hp := medHP(medParty(t, h, locale), ann); hp != 41 {
			t.Errorf("after undo Ann is %d/48, want 41/48", hp)
		}
		got := medText(t, h.Run(medScript(locale, "/time hours:5 name:Ann\n")))
		if hp := medHP(medParty(t, h, locale), ann); hp != 41 || !strings.Contains(got, medPick(locale, "Time that is not rest heals no wounds", "Время без отдыха раны не лечит")) {
			t.Errorf("5 hours, not rest: Ann %d/48 (want 41), reply:\n%s", hp, got)
		}
		h.Run(medScript(locale, "/combat start\n"))
		medRefused(t, h, medScript(locale, "/time hours:5\n"), medPick(locale, "A fight is running", "Идёт бой"))
		medRefused(t, h, medScript(locale, "/rest days:1\n"), medPick(locale, "A fight is running", "Идёт бой"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// The same character acting first in the next fight's first round: its
// turn began while the order was being assembled, so no turn start asked
// the save; the round's end rolls it, saying why («Каждый раунд, ты должен
// совершать ещё один Спасбросок против смерти»), and round 2's start asks
// again. Dice: medDyingDice; the next fight's initiative Bob 9, Ann 1;
// Bob's save at the round's end 2 ≤ 5 (BODY 5 − Mortal 0); round 2's
// initiative 4, 4.
func TestMedievalDyingCarriedInActingFirst(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, append(medDyingDice, 9, 1, 2, 4, 4)...)
		h.Run(medScript(locale, medDyingBob+"/combat start\n@Bob /combat join\n@Ann /combat join\n"))
		h.Run(medClicks[locale].next) // Bob's turn passes to Ann's
		round := consoletest.PlainText(t, consoletest.LastOf(t, h.Run(medClicks[locale].next)))
		for _, want := range []string{
			medPick(locale, "Bob owed this round's death save and was never asked it: the bot rolls it at the round's end.",
				"Боб: спасбросок против смерти этого раунда никто не спросил — бот бросает его в конце раунда."),
			medPick(locale, "Bob: death save 2 (needs 5 or less) — still alive.",
				"Боб: спасбросок против смерти 2 (нужно 5 или меньше) — успех, смерть отступает."),
			medPick(locale, "Bob is at Mortal 0: death save, roll 5 or less on 1d10.",
				"Боб: ранение Смертельное 0 — спасбросок против смерти, нужно 5 или меньше на 1D10."),
		} {
			if !strings.Contains(round, want) {
				t.Errorf("the end of round 1 and round 2's start lack %q:\n%s", want, round)
			}
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

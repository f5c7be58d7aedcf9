package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 6 play-test: saves, heals and team initiative as a table would type
// them, in the console, both locales. Setup: medSetupEN / medSetupRU, the
// initiative faces 5 and 3 (Knight 11, Archer 11: Archer first).

var medQA6Setup = map[string]string{"en": consoletest.MedSetupEN, "ru": medSetupRU}

// medQA6Refused runs one command and checks it is refused, ephemeral, with
// the wanted words, and that it drew no die.
func medQA6Refused(t *testing.T, h *consoletest.Harness, cmd string, wants ...string) {
	t.Helper()
	left := h.Dice.Remaining()
	got := consoletest.MedReply(t, h.Run(cmd))
	if !got.Ephemeral {
		t.Fatalf("%s: not refused: %s", cmd, got.Text())
	}
	for _, w := range wants {
		if !strings.Contains(got.Text(), w) {
			t.Errorf("%s: refusal lacks %q:\n%s", cmd, w, got.Text())
		}
	}
	if now := h.Dice.Remaining(); now != left {
		t.Errorf("%s: the refusal drew %d dice", cmd, left-now)
	}
}

// «Оглушение/Шок может быть отменён путём успешного прохождения проверки в
// последующем раунде»: a /save kind:stun in the round of the stun used to
// end it at once (2 ≤ 6: "back in the fight"). It is refused now; in round 2
// a failed try (8 > 6) is that round's try, and a second one is refused too.
// 20 wound points = Mortal 1: stun save 10 − 4 = 6, death save 10 − 1 = 9.
func TestMedievalStunEndsOnlyInALaterRound(t *testing.T) {
	for _, c := range []struct {
		locale, damage, save, next string
		refusal                    []string
		failed                     string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/save kind:stun target:Knight\n", "!click Next round\n",
			[]string{"Knight was stunned this round", "only in a later round"}, `d10 **8** \u003e 6 (BODY 10 − 4) — **failed`},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/спасбросок вид:оглушение цель:Knight\n", "!click Следующий раунд\n",
			[]string{"Knight: оглушение получено в этом раунде", "только в последующем раунде"}, `d10 **8** \u003e 6 (ТЕЛ 10 − 4) — **провал`},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; the damage: stun 9 (fails), Hollywood 4, death
			// save 3; round 2: initiative 1, 1 (Archer 9, Knight 1 + REF ⅓ 2 = 3),
			// Knight's death save 3; the try in round 2: 8.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 4, 3, 1, 1, 3, 8)
			h.Run(medQA6Setup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral || !strings.Contains(got.Text(), "9") {
				t.Fatalf("damage: %s", got.Text())
			}
			medQA6Refused(t, h, c.save, c.refusal...)
			h.Run(c.next)
			got := consoletest.MedReply(t, h.Run(c.save))
			if got.Ephemeral || !strings.Contains(got.Text(), c.failed) {
				t.Fatalf("round 2's try: %s", got.Text())
			}
			medQA6Refused(t, h, c.save, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Fatalf("%d scripted faces were not drawn", left)
			}
		})
	}
}

// «при неудачном ты умираешь в конце раунда, в котором был сделан бросок»:
// after the failed death save (10 > 9), a second /save kind:death used to roll
// and read "passed" over a character who still dies at the end of the round.
func TestMedievalNoSecondDeathSaveWhenDying(t *testing.T) {
	for _, c := range []struct {
		locale, damage, save string
		refusal              []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/save kind:death target:Knight\n",
			[]string{"Knight has failed this round's death save", "unless stabilized"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/спасбросок вид:смерть цель:Knight\n",
			[]string{"Knight: спасбросок против смерти в этом раунде провален", "если не стабилизировать"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 2 (passes), death save 10 (fails).
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10)
			h.Run(medQA6Setup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			medQA6Refused(t, h, c.save, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// /heal on a fighter with no wound points used to answer "0 → 0 · Unhurt →
// Unhurt" and store an undo step; it is refused now.
func TestMedievalHealUnhurtRefused(t *testing.T) {
	for _, c := range []struct{ locale, heal, want string }{
		{"en", "/heal target:Knight points:3\n", "Knight has no wound points to heal."},
		{"ru", "/лечить цель:Knight пункты:3\n", "Knight: пунктов урона нет, лечить нечего."},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medQA6Setup[c.locale])
			medQA6Refused(t, h, c.heal, c.want)
		})
	}
}

// /combat init team:"Archer, Nobody": the unknown member is named as typed,
// without the space after the comma.
func TestMedievalTeamInitNamesUnknownMemberTrimmed(t *testing.T) {
	for _, c := range []struct{ locale, cmd, want string }{
		{"en", "/combat init name:Knight team:\"Archer, Nobody\"\n", "“Nobody”"},
		{"ru", "/бой инициатива имя:Knight команда:\"Archer, Никто\"\n", "«Никто»"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medQA6Setup[c.locale])
			medQA6Refused(t, h, c.cmd, c.want)
		})
	}
}

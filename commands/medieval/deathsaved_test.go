package medieval_test

import (
	"fray/bot/consoletest"
	"testing"
)

// «Каждый раунд, ты должен совершать ещё один Спасбросок против смерти …
// При успешном броске ты сделал это»: a passed death save carries the
// character through the round, so another that round is refused and draws
// no die; the next comes with a new wound (rolled with it) or the next round.
// Knight: BODY 10; 20 wound points = Mortal 1, death save 10 − 1 = 9 or less.
func TestMedievalPassedDeathSaveIsTheRounds(t *testing.T) {
	for _, c := range []struct {
		locale, damage, save, wound string
		refusal                     []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/save kind:death target:Knight\n", "/damage target:Knight amount:1 direct:true\n",
			[]string{"Knight has passed this round's death save", "comes next round or with a new wound"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/спасбросок вид:смерть цель:Knight\n", "/урон цель:Knight количество:1 напрямую:да\n",
			[]string{"Knight: спасбросок против смерти в этом раунде уже пройден", "в следующем раунде или с новым ранением"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; the wound's stun save 2 and death save 4
			// (both pass); after the new wound: stun save 2, death save 3.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 4, 2, 3)
			h.Run(medQA6Setup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			medQA6Refused(t, h, c.save, c.refusal...)
			// A new wound rolls its own death save (21 points = Mortal 2: 3 ≤ 8), and that one
			// is again the round's.
			got := consoletest.MedReply(t, h.Run(c.wound))
			if got.Ephemeral {
				t.Fatalf("second wound refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, "**3** ≤ 8")
			medQA6Refused(t, h, c.save, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

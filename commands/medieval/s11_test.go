package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 11: «Атака двумя оружиями может быть совершена со штрафом -3 к
// броску на Попадание, для обоих используемых оружий». An attack with two
// weapons is one attack action whose two blows take −3 each; the second
// weapon's blow used to count as the turn's second action (−3 more, «действие
// 2 (−3 к броскам)»), so the off hand paid −6. Now both blows are action 1 at
// −3, and a third two-weapon blow starts action 2.
//
// The Knight (REF 6, Melee 4) strikes the Archer (REF 8, no melee skill) with
// 1d6 three times, every blow missing so that only two dice a blow are drawn:
// initiative 5, 3; then to hit 2 against the Archer's 5 (2 + 6 + 4 − 3 = 9
// against 5 + 8 = 13), twice, and 2 against 5 for the third blow
// (2 + 6 + 4 − 3 − 3 = 6).
func TestMedievalS11TwoWeaponsIsOneAction(t *testing.T) {
	for _, c := range []struct {
		locale, attack               string
		first, second, third, banned []string
	}{
		{"en", "/attack attacker:Knight target:Archer damage:1d6 two_weapons:true\n",
			[]string{"2+6+4−3 = **9** vs 13", "action 1 (+0 to its rolls)", "an attack with two weapons is one action: the other weapon's blow (`two_weapons:true`) is part of it, −3 to both"},
			[]string{"2+6+4−3 = **9** vs 13", "action 1 (+0 to its rolls)", "the other weapon's blow — in the same action (two weapons: −3 to both)"},
			[]string{"2+6+4−3−3 = **6** vs 13", "action 2 (−3 to its rolls)", "an attack with two weapons is one action"},
			[]string{"extra actions", "action 2"}},
		{"ru", "/атака атакующий:Knight цель:Archer урон:1d6 два_оружия:да\n",
			[]string{"2+6+4−3 = **9** против 13", "действие 1 (+0 к броскам)", "атака двумя оружиями — одно действие: удар вторым оружием (`два_оружия:да`) входит в него, −3 к обоим"},
			[]string{"2+6+4−3 = **9** против 13", "действие 1 (+0 к броскам)", "удар вторым оружием — в том же действии (два оружия: −3 к обоим)"},
			[]string{"2+6+4−3−3 = **6** против 13", "действие 2 (−3 к броскам)", "атака двумя оружиями — одно действие"},
			[]string{"лишние действия", "действие 2"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 5, 2, 5, 2, 5)
			h.Run(medQA6Setup[c.locale])
			first := consoletest.MedReply(t, h.Run(c.attack))
			consoletest.MedWantEscaped(t, first, c.first...)
			second := consoletest.MedReply(t, h.Run(c.attack))
			if second.Ephemeral {
				t.Fatalf("second blow refused: %s", second.Text())
			}
			consoletest.MedWantEscaped(t, second, c.second...)
			for _, ban := range c.banned {
				if strings.Contains(second.Text(), ban) {
					t.Errorf("the second weapon's blow reads as a further action (%q):\n%s", ban, second.Text())
				}
			}
			third := consoletest.MedReply(t, h.Run(c.attack))
			consoletest.MedWantEscaped(t, third, c.third...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Errorf("%d scripted dice left unused", left)
			}
		})
	}
}

package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A blow that lands but does no damage gets a harmless blow's flavour line
// (armor_stops: «Всё поглощено», «лишь отряхивает плечо»), not a graze's
// («Кровь выступает тонкой строчкой…» under «повреждений нет»). The
// play-test case: «Если жертва полностью обездвижена, все атаки
// автоматически считаются успешными», and the damage roll 3 3 3 has no
// success. The same for a soak that takes the one level of an unarmoured
// target, and for a GM's /damage that comes to nothing.
func TestStorytellerHarmlessBlowFlavour(t *testing.T) {
	const setup = `/system set system:storyteller
/combat start
/combat add name:Bob stats:"Strength 3 Dexterity 3 Brawl 2 Stamina 2"
/combat add name:Al stats:"Stamina 2 Dexterity 2 Athletics 1 Brawl 1"
`
	cases := []struct {
		name  string
		faces []int // after initiative 5, 4
		cmd   string
	}{
		// Automatic success; damage Strength 3 = 3 dice: 3 3 3, no success.
		{"immobilised", []int{3, 3, 3}, "/attack attacker:Bob target:Al maneuver:punch defense:none immobilized:full\n"},
		// 1 success; damage 3 dice, 1 success; soak Stamina 2: 7 3, one.
		{"soaked", []int{7, 3, 3, 3, 3, 7, 3, 3, 7, 3}, "/attack attacker:Bob target:Al maneuver:punch defense:none\n"},
		// A GM's 1 die: 7; soak 7 3 takes it.
		{"gm_damage", []int{7, 7, 3}, "/damage target:Al pool:1 type:bashing\n"},
	}
	for _, locale := range []string{"en", "ru"} {
		none := map[string]string{"en": "No damage.", "ru": "Повреждений нет."}[locale]
		for _, tc := range cases {
			t.Run(tc.name+"_"+locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, append([]int{5, 4}, tc.faces...)...)
				h.Run(setup)
				got := consoletest.MedReply(t, h.Run(tc.cmd))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				if left := h.Dice.Remaining(); left != 0 {
					t.Fatalf("%d scripted faces were not drawn", left)
				}
				consoletest.MustContain(t, got, none)
				em := consoletest.MedEmbedOf(t, got)
				if len(em.Fields) == 0 {
					t.Fatalf("no fields: %s", got.Text())
				}
				line := strings.TrimSuffix(strings.TrimPrefix(em.Fields[len(em.Fields)-1].Value, "*"), "*")
				if consoletest.SysFlavourMatches("storyteller", line, "graze", locale) || !consoletest.SysFlavourMatches("storyteller", line, "armor_stops", locale) {
					t.Errorf("a blow that did no damage got %q, not a harmless blow's line", line)
				}
			})
		}
	}
}

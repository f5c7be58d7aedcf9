package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «Стрельба из двух стволов: Ловкость + Огнестрельное оружие, Особая
// точность, +1 сложность для "слабой" руки, Тип оружия»: the maneuver's
// autocomplete entry names the off hand's +1 with the rest of its row.
func TestStorytellerTwoWeaponsChoiceNamesTheOffHand(t *testing.T) {
	for _, tc := range []struct{ locale, set, ask, want string }{
		{"en", "/system set system:storyteller", "?/attack maneuver:two", "Two weapons — Dexterity + Firearms, special accuracy, off hand: difficulty +1"},
		{"ru", "/система выбрать система:storyteller", "?/атака приём:двух", "Стрельба из двух стволов — Ловкость + Огнестрельное оружие, особая точность, «слабая» рука +1"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run(tc.set + "\n" + tc.ask + "\n")
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.want)
		})
	}
}

package commands_test

import (
	"fray/bot/consoletest"
	"testing"
)

// /combat add flags: an NPC gets yes/no traits as a sheet does. A
// storyteller vampire («сверхъестественные существа») soaks lethal damage
// with Stamina; a mortal does not: 3 lethal successes, Stamina 2 rolls 9, 9
// → 1 lethal for the vampire, 3 for the man.
func TestCombatAddFlags(t *testing.T) {
	for _, tc := range []struct{ locale, script, vamp, man, refusal string }{
		{"en", "/system set system:storyteller\n/combat start\n/combat add name:Vamp stats:\"Stamina 2\" flags:supernatural\n/combat add name:Man stats:\"Stamina 2\"\n/damage target:Vamp pool:3 type:lethal\n/damage target:Man pool:3 type:lethal\n",
			"3 − soak 2 = **1 lethal**", "3 − soak 0 = **3 lethal**", "Unknown trait “wings”"},
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Vamp параметры:\"Выносливость 2\" свойства:сверхъестественный\n/бой добавить имя:Man параметры:\"Выносливость 2\"\n/урон цель:Vamp запас:3 тип:летальные\n/урон цель:Man запас:3 тип:летальные\n",
			"3 − поглощение 2 = **летальные: 1**", "3 − поглощение 0 = **летальные: 3**", "Неизвестное свойство «wings»"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9)
			out := consoletest.Replies(h.Run(tc.script))
			consoletest.MustContain(t, out[len(out)-2], tc.vamp)
			consoletest.MustContain(t, out[len(out)-1], tc.man)
			got := consoletest.LastOf(t, h.Run("/combat add name:X flags:wings\n"))
			if !got.Ephemeral {
				t.Fatalf("an unknown trait was taken: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.refusal)
		})
	}
}

package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A held action never taken vanished with the round without a word. The
// next round's tracker now says it was lost.
func TestHeldActionLostWithTheRoundIsSaid(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:Orc\n/combat add name:Elf\n!click Hold\n!click Next round\n",
			"Orc's held action ends with the round, unused."},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Orc\n/бой добавить имя:Elf\n!click Придержать\n!click Следующий раунд\n",
			"Orc: придержанное действие не использовано и пропадает с концом раунда."},
	} {
		// Initiative Orc 9 + 5, Elf 3 + 5; round 2: 4, 2.
		h := consoletest.NewSystemHarness(t, tc.locale, 9, 3, 4, 2)
		got := consoletest.LastOf(t, h.Run(tc.script))
		if !strings.Contains(got.Text(), tc.want) {
			t.Errorf("%s: the new round does not say the hold was lost:\n%s", tc.locale, got.Text())
		}
	}
}

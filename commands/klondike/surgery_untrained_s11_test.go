package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Surgery by a medic without Medicine says the skill is needed at all, not
// "Medicine 0+"; nothing is rolled.
func TestKlondikeSurgeryUntrainedMedicSaysTraining(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Doc\n/combat add name:Pat\n/damage target:Pat amount:21 to:str\n/surgery target:Pat medic:Doc place:field\n",
			"Surgery needs a medic trained in Medicine (level 0 or more)"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Doc\n/бой добавить имя:Pat\n/урон цель:Pat количество:21 куда:сил\n/операция цель:Pat медик:Doc место:field\n",
			"Для операции медику нужна Медицина хотя бы на уровне 0"},
	} {
		// Initiative 1,1 and 2,2; /damage 21 on 7/7/7 takes END, STR (the
		// wake roll 6,6, 1 minute) and DEX: dying.
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 1)
		got := consoletest.LastOf(t, h.Run(tc.script))
		if !got.Ephemeral || !strings.Contains(got.Text(), tc.want) || strings.Contains(got.Text(), "0+") {
			t.Errorf("%s: %s", tc.locale, got.Text())
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%s: %d dice left", tc.locale, left)
		}
	}
}

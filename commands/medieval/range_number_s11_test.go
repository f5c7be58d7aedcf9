package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Medieval's range is a band; a number typed as the range is the number to
// reach, which is `difficulty`. The refusal says so with the option to type,
// and that line works as shown.
func TestMedievalRangeNumberNamesDifficulty(t *testing.T) {
	for _, tc := range []struct{ locale, setup, attack, hint string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:A\n/combat add name:B\n",
			"/attack attacker:A target:B damage:1d6 range:15\n", "`difficulty:15`"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:A\n/бой добавить имя:B\n",
			"/атака атакующий:A цель:B урон:1d6 дистанция:15\n", "`сложность:15`"},
	} {
		// Initiative 5, 3; then the shot: 9 to hit, location 5, damage 4,
		// stun save 2.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 9, 5, 4, 2)
		h.Run(tc.setup)
		refusal := consoletest.LastOf(t, h.Run(tc.attack))
		if !refusal.Ephemeral || !strings.Contains(refusal.Text(), tc.hint) {
			t.Fatalf("%s: %s", tc.locale, refusal.Text())
		}
		typed := strings.Replace(tc.attack, map[string]string{"en": "range:15", "ru": "дистанция:15"}[tc.locale], strings.Trim(tc.hint, "`"), 1)
		if got := consoletest.ByText(t, h.Run(typed), "A → B"); got.Ephemeral {
			t.Errorf("%s: the hint as typed was refused: %s", tc.locale, got.Text())
		}
	}
}

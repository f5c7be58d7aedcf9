package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// The surprise round is round 0 inside the tracker, and the tracker calls it
// "surprise round"; /combat next and /combat prev within it name it the same
// way, not «Раунд 0: ходит …».
func TestFreeRoundNextAndPrevNameTheSurpriseRound(t *testing.T) {
	for _, tc := range []struct {
		locale, script, next, prev string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"INT 10 recon 1" name:Ann
@Ann /combat join
/combat add name:Cat stats:"INT 10 recon 1"
/combat add name:Bandit
/combat surprise side_a:Ann,Cat side_b:Bandit
/combat next
/combat prev
`, "Surprise round: **Cat**'s turn.", "Back to **Ann**'s turn (surprise round)."},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ИНТ 10 Разведка 1" имя:Ann
@Ann /бой войти
/бой добавить имя:Cat параметры:"ИНТ 10 Разведка 1"
/бой добавить имя:Bandit
/бой внезапность сторона-а:Ann,Cat сторона-б:Bandit
/бой далее
/бой назад
`, "Раунд внезапности: ходит **Cat**.", "Назад, к ходу: **Ann** (раунд внезапности)."},
	} {
		// Initiative on joining: Ann 5+5, Cat 4+4, Bandit 1+1. Surprise:
		// side A 6+6 (a success), side B 2+2 (a failure).
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 4, 4, 1, 1, 6, 6, 2, 2)
		out := h.Run(tc.script)
		for _, want := range []string{tc.next, tc.prev} {
			r := consoletest.ByText(t, out, want)
			if r.Ephemeral {
				t.Errorf("%s: %q is private", tc.locale, want)
			}
		}
		for _, r := range out {
			if strings.Contains(r.Text(), "Round 0") || strings.Contains(r.Text(), "Раунд 0") || strings.Contains(r.Text(), "раунд 0") {
				t.Errorf("%s: the surprise round read as round 0: %s", tc.locale, r.Text())
			}
		}
	}
}

package commands_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// An ended fight's tracker, by /combat end or the End button, shows no
// fighter whose turn it is (no ▶️, no "Turn:" footer, only "— ended") and
// no rolls still owed.
func TestEndedTrackerHasNoTurn(t *testing.T) {
	for _, tc := range []struct{ locale, setup, end, ended, turn, owed string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n", "/combat end\n", "— ended", "Turn:", "Rolls owed"},
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n", "!click End\n", "— ended", "Turn:", "Rolls owed"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Орк количество:2\n", "/бой конец\n", "— завершён", "Ход:", "Ожидаются броски"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Орк количество:2\n", "!click Конец боя\n", "— завершён", "Ход:", "Ожидаются броски"},
		// Bob at Mortal 1 owes the round's death save when the fight ends.
		{"en", "/system set system:medieval\n/combat start\n@Bob /char set stats:\"BODY 10 REF 5\"\n@Bob /combat join\n/combat add name:Orc\n/damage target:Bob amount:20 direct:true\n!click Next round\n", "/combat end\n", "— ended", "Turn:", "Rolls owed"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n@Bob /персонаж задать параметры:\"ТЕЛ 10 РЕФ 5\"\n@Bob /бой войти\n/бой добавить имя:Орк\n/урон цель:Bob количество:20 напрямую:да\n!click Следующий раунд\n", "!click Конец боя\n", "— завершён", "Ход:", "Ожидаются броски"},
	} {
		t.Run(tc.locale+" "+strings.TrimSpace(tc.end), func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 6, 5, 6, 6)
			h.Run(tc.setup)
			out := h.Run(tc.end)
			found := false
			for _, s := range out {
				var msg struct {
					Embeds []struct {
						Title, Description string
						Footer             *struct{ Text string } `json:"footer"`
					} `json:"embeds"`
				}
				if json.Unmarshal(s.Data, &msg) != nil || len(msg.Embeds) == 0 || !strings.Contains(msg.Embeds[0].Title, tc.ended) {
					continue
				}
				found = true
				em := msg.Embeds[0]
				if strings.Contains(em.Description, "▶️") {
					t.Errorf("the ended tracker still marks a turn:\n%s", em.Description)
				}
				if em.Footer != nil && strings.Contains(em.Footer.Text, tc.turn) {
					t.Errorf("the ended tracker's footer still names a turn: %q", em.Footer.Text)
				}
				if strings.Contains(s.Text(), tc.owed) {
					t.Errorf("the ended tracker still lists owed rolls: %s", s.Text())
				}
			}
			if !found {
				t.Fatalf("no ended tracker among %d messages", len(out))
			}
		})
	}
}

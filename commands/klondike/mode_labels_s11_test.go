package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// The fire mode answers to the words a newcomer types («область») as to
// its choice labels, and an unknown
// mode's refusal lists those same labels.
func TestKlondikeFireModeTakesItsLabels(t *testing.T) {
	for _, tc := range []struct{ locale, setup, attack, title, bad, refusal string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Boss\n/combat add name:Thug\n",
			`/attack attacker:Thug target:Boss weapon:smg mode:"suppressive fire"`, "— suppressive fire",
			"/attack attacker:Thug target:Boss weapon:smg mode:volley", "single, burst, auto (full auto) or suppress (suppressive fire)"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Главарь\n/бой добавить имя:Бандит\n",
			`/атака атакующий:Бандит цель:Главарь оружие:автомат режим:область`, "— огонь по области",
			"/атака атакующий:Бандит цель:Главарь оружие:автомат режим:залп", "одиночный, очередь, автоматический или огонь по области"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
		h.Run(tc.setup)
		if got := consoletest.ByText(t, h.Run(tc.attack+"\n"), tc.title); got.Ephemeral {
			t.Errorf("%s: refused: %s", tc.locale, got.Text())
		}
		if got := consoletest.LastOf(t, h.Run(tc.bad+"\n")); !got.Ephemeral || !strings.Contains(got.Text(), tc.refusal) {
			t.Errorf("%s: %s", tc.locale, got.Text())
		}
	}
}

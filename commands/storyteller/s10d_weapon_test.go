package storyteller_test

import (
	"fray/bot/consoletest"
	"testing"
)

// The Russian help said `/бой оружие имя состояние` and quoted the choices,
// so a console GM had to type состояние:"снова в руке" in full. The state
// takes the short forms the help shows (выронено, в_руке, "в руке"), the
// choices' English values, in any case; anything else is refused, changing
// nothing.
func TestStorytellerCombatWeaponTakesShortStates(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, drop, back, bad string
		dropped, armed, refusal        string
	}{
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Orc\n",
			"/бой оружие имя:Orc состояние:ВЫРОНЕНО\n", "/бой оружие имя:Orc состояние:в_руке\n", "/бой оружие имя:Orc состояние:потеряно\n",
			"Orc роняет оружие", "Orc: оружие снова в руке", "Состояние оружия: «выронено: без оружия» (коротко `выронено`) или «снова в руке» (`в_руке`), а не «потеряно»."},
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Orc\n",
			"/бой оружие имя:Orc состояние:dropped\n", "/бой оружие имя:Orc состояние:\"В руке\"\n", "/бой оружие имя:Orc состояние:руке\n",
			"Orc роняет оружие", "Orc: оружие снова в руке", "а не «руке»"},
		{"en", "/system set system:storyteller\n/combat start\n/combat add name:Orc\n",
			"/combat weapon name:Orc state:Dropped\n", "/combat weapon name:Orc state:in_hand\n", "/combat weapon name:Orc state:lost\n",
			"Orc drops the weapon", "Orc has the weapon in hand again", "not “lost”"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 7)
		h.Run(tc.setup)
		consoletest.WantAll(t, tc.locale+" drop", h.Run(tc.drop)[0], tc.dropped)
		bad := h.Run(tc.bad)
		if len(bad) != 1 || !bad[0].Ephemeral {
			t.Errorf("%s: want one ephemeral refusal, got %d messages", tc.locale, len(bad))
		}
		consoletest.WantAll(t, tc.locale+" bad", consoletest.LastOf(t, bad), tc.refusal)
		consoletest.WantAll(t, tc.locale+" back", h.Run(tc.back)[0], tc.armed)
	}
}

// The Russian help names the short forms.
func TestStorytellerHelpShowsShortWeaponStates(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	consoletest.WantAll(t, "help", consoletest.LastOf(t, h.Run("/система выбрать система:storyteller\n/помощь\n")), "`/бой оружие имя состояние:выронено|в_руке`")
}

package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// /attack maneuver: every tag the help and /attack know is offered by the
// autocomplete and listed by the refusal, in either language.

// An unknown maneuver's refusal listed five of the tags /attack takes
// ("charge, meet_charge, overwatch, cleave or improvised"): a player looking
// for the careful shot at a target in melee ("штраф –d6") or the STR/DEX
// choice was not told of them. It lists them all, as /help does.
func TestKlondikeManeuverRefusalListsEveryTag(t *testing.T) {
	for _, tc := range []struct{ locale, script string }{
		{"en", "/combat add name:Bandit\n/combat add name:Ivan\n/attack attacker:Bandit target:Ivan damage:d6 maneuver:bogus\n"},
		{"ru", "/бой добавить имя:Bandit\n/бой добавить имя:Ivan\n/атака атакующий:Bandit цель:Ivan урон:d6 приём:фигня\n"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2)
		got := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		if !got.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, got.Text())
		}
		// In the user's language (the English tags work too, and a Russian
		// reply says so).
		consoletest.KlWant(t, tc.locale, got, map[string][]string{
			"en": {"careful, careless, grapple, free, free_moving, str", "stationary, fast, moving"},
			"ru": {"аккуратно, не_заботясь, борьба, вход, вход_укрытие, сил", "неподвижна, быстро, в_движении", "английские названия тоже"},
		}[tc.locale]...)
	}
}

// /attack maneuver: autocomplete offered five tags; the help, the option's
// description and /attack itself know fifteen (careful/careless for a
// target in melee, the free shots of suppressive fire, str/dex, and the
// seed's table for shots at moving vehicles: "Техника неподвижна +1 ·
// движется быстро −2 · стрелок в движущейся технике −1 · бипланы −4").
// Typing "car" found nothing. And the Russian alias «не заботясь» could
// never match (the option's spaces split tags); it is «не_заботясь».
func TestKlondikeManeuverAutocompleteOffersEveryTag(t *testing.T) {
	for _, tc := range []struct{ locale, script string }{
		{"en", "/system set system:klondike\n?/attack maneuver:car\n"},
		{"ru", "/система выбрать система:klondike\n?/атака приём:car\n"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		consoletest.KlWant(t, tc.locale+" car", consoletest.LastOf(t, h.Run(tc.script)), `"careful"`, `"careless"`)
	}
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/система выбрать система:klondike\n?/атака приём:техника\n")
	consoletest.KlWant(t, "ru vehicle tags", consoletest.LastOf(t, out), "Техника: неподвижна (+1)", `"stationary"`, `"fast"`, `"moving"`, `"slow"`)
	h = consoletest.NewSystemHarness(t, "en")
	out = h.Run("/system set system:klondike\n?/attack maneuver:free\n")
	consoletest.KlWant(t, "en free", consoletest.LastOf(t, out), `"free"`, `"free_moving"`)

	// The Russian alias: a careless miss goes on to the other fighter.
	h = consoletest.NewSystemHarness(t, "ru", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	out = h.Run(consoletest.KlSetup("ru") + `/бой добавить имя:A
/бой добавить имя:B
/бой добавить имя:C
/атака атакующий:A цель:B урон:d6 дистанция:5 приём:не_заботясь цели:C
`)
	reply := consoletest.MedReply(t, out)
	consoletest.KlNot(t, "не_заботясь", reply, "Неизвестн")
	consoletest.KlWant(t, "не_заботясь", reply, "C")
}

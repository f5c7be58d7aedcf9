package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «Подсечка или сильный удар могут также сбить противника с ног, и решение о
// падении принимает Ведущий в соответствии с развитием истории.» The GM puts
// Al down with /combat knockdown: the tracker shows him on the ground, and at
// his turn he rolls Dexterity + Athletics to get up («он должен выполнить
// бросок на Ловкость + Атлетизм, чтобы определить, может ли он сразу
// встать»); the GM can stand him up again with no roll.
func TestStorytellerGMDecidesAFall(t *testing.T) {
	for _, tc := range []struct {
		locale, down, up, downSaid, upSaid, prone, stand, gmOnly string
	}{
		{"en", "/combat knockdown name:Al state:down", "/combat knockdown name:Al state:up",
			"Al goes down: the GM's call.", "Al is back on their feet: the GM's call.", "prone",
			"Al fails to get up (3, 3, 3)", "Only the GM"},
		{"ru", "/бой падение имя:Al состояние:на_земле", "/бой падение имя:Al состояние:на_ногах",
			"Al падает — решение Ведущего.", "Al снова на ногах — решение Ведущего.", "на земле",
			"Al: встать не удалось (3, 3, 3)", "только мастер"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h, out := consoletest.StFight(t, tc.locale, "Dexterity 3 Brawl 2", "Stamina 1 Dexterity 2 Athletics 1", tc.down+"\n")
			got := consoletest.LastOf(t, out)
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.downSaid, tc.prone)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), tc.prone)
			// A player cannot decide a fall, nor the GM put down one who is.
			consoletest.RefusedUnchanged(t, h, "@Al "+tc.up, tc.gmOnly)
			consoletest.RefusedUnchanged(t, h, tc.down, "Al")
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat next\n")), tc.stand)

			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.up+"\n")))
			consoletest.MustContain(t, got, tc.upSaid)
			consoletest.MustNotContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), tc.prone)
			consoletest.RefusedUnchanged(t, h, tc.up, "Al")
			consoletest.RefusedUnchanged(t, h, "/combat knockdown name:Al state:sideways", "sideways")
		})
	}
}

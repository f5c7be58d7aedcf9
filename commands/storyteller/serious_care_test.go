package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «Если количество летальных повреждений доходит до уровня "Калека" или
// "Недееспособность", персонажу требуется более серьезная медицинская
// помощь, иначе его шансы на выздоровление ничтожны.» Bob stops Al's
// bleeding at Crippled, and the reply says the wounds need more; at
// Wounded it says nothing of the kind.
func TestStorytellerTreatmentAtCrippledAsksForSeriousCare(t *testing.T) {
	for _, tc := range []struct{ locale, treat, stopped, serious string }{
		{"en", "/treat target:Al medic:Bob", "bleeding stops", "more serious medical care is needed"},
		{"ru", "/перевязать цель:Al медик:Bob", "кровотечение остановлено", "требуется более серьезная медицинская помощь"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			for _, levels := range []string{"6", "4"} {
				h, _ := consoletest.StFight(t, tc.locale, "Intelligence 3 Medicine 3", "Stamina 5",
					"/damage target:Al levels:"+levels+"\n", 8, 8, 8, 8, 8, 8)
				got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.treat+"\n")))
				if got.Ephemeral {
					t.Fatalf("treatment refused: %s", got.Text())
				}
				consoletest.MustContain(t, got, tc.stopped)
				if levels == "6" {
					consoletest.MustContain(t, got, tc.serious)
				} else {
					consoletest.MustNotContain(t, got, tc.serious)
				}
			}
		})
	}
}

package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// «Если преуспевает только одна сторона, она получает бесплатный раунд
// действий до начала инициативы.» The tracker plays it: round 0 holds only
// the winners' turns, the losers are listed as caught off guard and have no
// actions, and after the winners' turns round 1 begins with initiative
// rolled for everyone.
func TestKlondikeSurpriseGivesTheFreeRound(t *testing.T) {
	for _, tc := range []struct {
		locale, script                           string
		announce, title, caught, refusal, round1 string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"INT 10 recon 1" name:Ann
@Ann /combat join
@Bob /char set stats:"INT 6" name:Bob
@Bob /combat join
/combat add name:Bandit
/combat surprise side_a:Ann side_b:Bob,Bandit
@Bob /attack target:Ann damage:d6
/combat next
`, "The tracker plays the surprise round now", "⚔️ Fight — surprise round", "Bob, Bandit",
			"Bob has no actions left this turn", "⚔️ Fight — round 1"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ИНТ 10 Разведка 1" имя:Ann
@Ann /бой войти
@Bob /персонаж задать параметры:"ИНТ 6" имя:Bob
@Bob /бой войти
/бой добавить имя:Bandit
/бой внезапность сторона-а:Ann сторона-б:Bob,Bandit
@Bob /атака цель:Ann урон:d6
/бой далее
`, "Трекер начинает раунд внезапности", "⚔️ Бой — раунд внезапности", "Bob, Bandit",
			"Bob: действий в этом ходу не осталось", "⚔️ Бой — раунд 1"},
	} {
		// Initiative on joining: Ann 5+5, Bob 3+3, Bandit 1+1. Surprise:
		// side A (Ann) 6+6 +1 DM +1 Recon = 14, a success; side B (Bob)
		// 2+2 +0 − 3 = 1, a failure. Round 1: 2+2, 4+4, 6+6.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 3, 3, 1, 1, 6, 6, 2, 2, 2, 2, 4, 4, 6, 6)
		out := h.Run(tc.script)
		surprise := consoletest.ByText(t, out, tc.announce)
		if surprise.Ephemeral {
			t.Errorf("%s: the surprise is private", tc.locale)
		}
		tracker := consoletest.ByText(t, out, tc.title)
		consoletest.KlWant(t, tc.locale+" free round", tracker, tc.caught)
		if !strings.Contains(tracker.Text(), "Ann") {
			t.Errorf("%s: the free round's tracker: %s", tc.locale, tracker.Text())
		}
		if r := consoletest.ByText(t, out, tc.refusal); !r.Ephemeral {
			t.Errorf("%s: a caught-off-guard player acted in the free round: %s", tc.locale, r.Text())
		}
		last := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" after", last, tc.round1)
		if strings.Contains(last.Text(), tc.caught) {
			t.Errorf("%s: round 1 still lists the caught off guard: %s", tc.locale, last.Text())
		}
	}
}

// One who joins during the free round is not of the side that surprised:
// it is caught off guard like the rest until round 1.
func TestKlondikeFreeRoundNewcomerWaits(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal string }{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"INT 10 recon 1" name:Ann
@Ann /combat join
/combat add name:Bandit
/combat surprise side_a:Ann side_b:Bandit
@Cid /char set stats:"INT 6" name:Cid
@Cid /combat join
@Cid /attack target:Ann damage:d6
`, "caught off guard"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ИНТ 10 Разведка 1" имя:Ann
@Ann /бой войти
/бой добавить имя:Bandit
/бой внезапность сторона-а:Ann сторона-б:Bandit
@Cid /персонаж задать параметры:"ИНТ 6" имя:Cid
@Cid /бой войти
@Cid /атака цель:Ann урон:d6
`, "врасплох"},
	} {
		// Initiative: Ann 5+5, Bandit 1+1; surprise 6+6 (Ann), 2+2
		// (Bandit); Cid joins with 3+3. The last faces are for an attack that
		// must not happen.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 1, 6, 6, 2, 2, 3, 3, 4, 4, 4)
		last := consoletest.LastOf(t, h.Run(tc.script))
		if !last.Ephemeral || !strings.Contains(last.Text(), tc.refusal) {
			t.Errorf("%s: a newcomer acted in the free round: %s", tc.locale, last.Text())
		}
	}
}

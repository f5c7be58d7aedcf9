package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Персонажи в зоне поражения могут потратить свое следующее действие,
// чтобы немедленно нырнуть в укрытие.» Clicked in Ann's own turn, with
// both actions to come, the dive is the next of them: one is left now, and
// the next turn keeps its two («Каждый персонаж может совершить два
// действия в свою инициативу») with no "one action this turn" note.
// Initiative each round Ann 6+6, Bob 1+1.
func TestKlondikeDiveInOwnTurnSpendsThisTurns(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, dive, move, next string
		dove, moved, refusal, note      string
	}{
		{"en", "/combat add name:Ann\n/combat add name:Bob\n", "!click Dive for cover", "!click Move", "/combat next",
			"Ann: Dives for cover (loses the next action) · 1 action left", "Ann: Moves 10 m · 0 actions left", "Ann has no actions left this turn", "one action this turn"},
		{"ru", "/бой добавить имя:Ann\n/бой добавить имя:Bob\n", "!click Нырнуть в укрытие", "!click Движение", "/бой далее",
			"· осталось 1 действие", "Ann: Движется на 10 м · осталось 0 действий", "Ann: действий в этом ходу не осталось", "только одно действие"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6, 1, 1)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			klTaken(t, h, "the dive", tc.dive, tc.dove)
			klTaken(t, h, "the move", tc.move, tc.moved)
			klRefused(t, h, "a third action", tc.move, tc.refusal)
			out := h.Run(tc.next + "\n" + tc.next + "\n")
			for _, s := range out {
				if strings.Contains(s.Text(), tc.note) {
					t.Errorf("round 2 still charges the dive: %s", s.Text())
				}
			}
			klTaken(t, h, "round 2's first move", tc.move)
			klTaken(t, h, "round 2's second move", tc.move, tc.moved)
		})
	}
}

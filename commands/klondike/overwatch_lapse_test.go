package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Дозор: персонаж заготавливает свое действие до появления противника в
// зоне видимости или его атаки по нему. Когда это случается, персонаж может
// мгновенно совершить заявленное действие вне обычной инициативы.» The
// readied action is one of the turn's two («два действия в свою
// инициативу»); unfired, it lapses when Ann's next turn brings new ones, as
// suppressive fire ends «в начале вашего следующего хода». Round 1: Ann
// readies it, Orc's turn offers the shot; round 2: Ann's turn says it
// lapsed and the tracker no longer shows her on overwatch; the button left
// on Orc's turn says the same and fires nothing. Initiative Ann 6+6, Orc
// 1+1 each round.
func TestKlondikeOverwatchLapsesAtTheWatchersNextTurn(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, ready, next, shot string
		offered, lapsed, onWatch         string
	}{
		{"en", `/combat add name:Ann stats:"DEX 9 Gun_Combat 1" weapons:"Pistol"
/combat add name:Orc
`, "!click Overwatch", "/combat next", "!click Ann: overwatch shot",
			"Ann on Overwatch may fire at Orc.", "Ann: the readied Overwatch lapses unfired", "on overwatch"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9 Стрельба 1" оружие:"Pistol"
/бой добавить имя:Orc
`, "!click Дозор", "/бой далее", "",
			"", "Ann: Дозор снят, не сработав", "в дозоре"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6, 1, 1)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			klTaken(t, h, "the overwatch", tc.ready, tc.onWatch)
			out := h.Run(tc.next + "\n")
			if tc.offered != "" {
				consoletest.KlWant(t, "Orc's turn", consoletest.LastOf(t, out), tc.offered)
			}
			out = h.Run(tc.next + "\n")
			tracker := consoletest.LastOf(t, out)
			consoletest.KlWant(t, "Ann's next turn", tracker, tc.lapsed)
			if strings.Contains(tracker.Text(), tc.onWatch) {
				t.Errorf("Ann is still on overwatch in her next turn: %s", tracker.Text())
			}
			if tc.shot != "" {
				h.Run(tc.next + "\n")
				before := h.Dice.Remaining()
				klTaken(t, h, "the lapsed button", tc.shot, tc.lapsed)
				if h.Dice.Remaining() != before {
					t.Errorf("the lapsed Overwatch fired")
				}
			}
		})
	}
}

package commands_test

import (
	"testing"

	"fray/bot/consoletest"
)

// RULES.md (the seed says nothing of it): "A pool reduced to 0 or less
// fails without a roll." /check pool:-1 showed «Запас 0»: the pool is shown as computed, −1, with
// the same verdict as an attack's (a pool of 0 or less makes no roll). A
// pool of 0 keeps its own line; no die is drawn either way.
func TestCheckNegativePoolShown(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, neg, zero string
		wantNeg, wantZero        []string
	}{
		{"en", "/system set system:storyteller\n", "/check pool:-1\n", "/check pool:0\n",
			[]string{"Pool of −1: a pool of 0 or less makes no roll, a failure", "Pool −1, difficulty 6"},
			[]string{"Pool of 0: no roll, a failure", "Pool 0, difficulty 6"}},
		{"ru", "/система выбрать система:storyteller\n", "/проверка запас:-1\n", "/проверка запас:0\n",
			[]string{"Запас −1 — при запасе 0 или меньше бросок не выполняется, неудача", "Запас −1, сложность 6"},
			[]string{"Запас 0 — бросок не выполняется, неудача", "Запас 0, сложность 6"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run(tc.setup)
			neg := consoletest.LastOf(t, h.Run(tc.neg))
			consoletest.KlWant(t, "pool −1", neg, tc.wantNeg...)
			consoletest.KlNot(t, "pool −1", neg, "Pool 0", "Запас 0")
			consoletest.KlWant(t, "pool 0", consoletest.LastOf(t, h.Run(tc.zero)), tc.wantZero...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

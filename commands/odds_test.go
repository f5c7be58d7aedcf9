package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

func TestOddsStorytellerPoolSixDifficultySix(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en")
	got := consoletest.LastOf(t, h.Run("/system set system:storyteller\n/odds pool:6 difficulty:6\n"))
	// 1 − P(no success) and P(botch) for 6d10 at difficulty 6, as rules/odds
	// enumerates them: 87.6% and 1.2%.
	for _, want := range []string{"87.6%", "1.2%", "attachment://odds.png"} {
		if !strings.Contains(got.Text(), want) {
			t.Errorf("odds lack %q: %s", want, got.Text())
		}
	}
	// Russian writes a decimal comma, in the summary and the text chart.
	h = consoletest.NewSystemHarness(t, "ru")
	got = consoletest.LastOf(t, h.Run("/система выбрать система:storyteller\n/шансы запас:6 сложность:6\n"))
	for _, want := range []string{"**87,6%**", "**1,2%**", "≥1:", "87,6% █"} {
		if !strings.Contains(got.Text(), want) {
			t.Errorf("ru odds lack %q: %s", want, got.Text())
		}
	}
	if strings.Contains(got.Text(), "87.6") {
		t.Errorf("ru odds write a decimal point: %s", got.Text())
	}
	if got := consoletest.LastOf(t, h.Run("/odds pool:99\n")); !got.Ephemeral || strings.Contains(got.Text(), "87.6") {
		t.Fatalf("pool 99: %s", got.Text())
	}
}

// Klondike's odds write Effects and the modifier with a typographic minus
// («−8:», «2d6 −2»), as every other reply does, not an ASCII hyphen.
func TestOddsKlondikeSignsUseTheMinus(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	got := consoletest.LastOf(t, h.Run("/система выбрать система:klondike\n/шансы модификатор:-2\n"))
	consoletest.MustContain(t, got, "2d6 −2 против 8+", "−8:   2,8%")
	if strings.Contains(got.Text(), "-8:") || strings.Contains(got.Text(), "2d6 -2") {
		t.Errorf("a hyphen for a minus: %s", got.Text())
	}
}

// /odds with nothing given charted a roll nobody makes (medieval 1d10+0
// against 15, klondike 2d6+0 against 8+; storyteller refused in English
// words, «pool»). It answers with a short how-to instead: the options and
// an example, ephemeral, in the user's language. One option is enough for
// the odds.
func TestOddsWithNothingGivenSaysHowTo(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, bare, one string
		want                     []string
	}{
		{"en", "/system set system:medieval\n", "/odds\n", "/odds stat:5\n", []string{"Odds of a roll", "`/odds stat:6 skill:4 number:15`", "`melee:true`"}},
		{"ru", "/система выбрать система:medieval\n", "/шансы\n", "/шансы параметр:5\n", []string{"Шансы броска", "`/шансы параметр:6 навык:4 число:15`", "`ближний:да`"}},
		{"en", "/system set system:klondike\n", "/odds\n", "/odds skill:1\n", []string{"`/odds dm:1 skill:2 target:8`", "`skill:-3`"}},
		{"ru", "/система выбрать система:klondike\n", "/шансы\n", "/шансы навык:1\n", []string{"`/шансы дм:1 навык:2 цель:8`", "`навык:-3`"}},
		{"en", "/system set system:storyteller\n", "/odds\n", "/odds pool:3\n", []string{"`/odds pool:6 difficulty:6`", "`specialty:true`"}},
		{"ru", "/система выбрать система:storyteller\n", "/шансы\n", "/шансы запас:3\n", []string{"`/шансы запас:6 сложность:6`", "`специализация:да`"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		what := tc.locale + " " + strings.TrimSpace(tc.setup)
		got := consoletest.LastOf(t, h.Run(tc.setup+tc.bare))
		if !got.Ephemeral {
			t.Errorf("%s: the how-to should be ephemeral", what)
		}
		consoletest.WantAll(t, what, got, tc.want...)
		wantNone(t, what, got, "attachment://odds.png", "❌")
		consoletest.WantAll(t, what+" with an option", consoletest.LastOf(t, h.Run(tc.one)), "attachment://odds.png")
	}
}

// The Russian /шансы how-to wrote `ближний:true`, `специализация:true`: a
// Russian user types `да`, and the console takes it (a melee tie goes to
// the defender: need 16, 50% instead of 60%).
func TestOddsHowToSaysDaForBooleans(t *testing.T) {
	for _, tc := range []struct {
		setup, with, without string
		hint, withWant       string
	}{
		{"/система выбрать система:medieval\n", "/шансы параметр:6 навык:4 число:15 ближний:да\n", "/шансы параметр:6 навык:4 число:15\n",
			"`ближний:да` — встречный ближний бой", "нужно 16: успех **50,0%**"},
		{"/система выбрать система:storyteller\n", "/шансы запас:6 сложность:6 специализация:да\n", "/шансы запас:6 сложность:6\n",
			"`специализация:да` — со специализацией", "🎯 специализация"},
	} {
		h := consoletest.NewSystemHarness(t, "ru")
		how := consoletest.LastOf(t, h.Run(tc.setup+"/шансы\n"))
		consoletest.WantAll(t, "how-to", how, tc.hint)
		wantNone(t, "how-to", how, ":true`", ":false`")
		consoletest.WantAll(t, "with да", consoletest.LastOf(t, h.Run(tc.with)), tc.withWant)
		wantNone(t, "without", consoletest.LastOf(t, h.Run(tc.without)), tc.withWant)
	}
}

package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// /odds specialty:true counted every 10 twice, though a channel re-rolls
// them unless the GM picks the other rule (RULES.md: "a specialty re-rolls
// 10s (revised rule) or counts each 10 twice (the later anniversary rule) —
// the GM picks"). One die at difficulty 6: at least two successes need a 10
// and then a success on its extra die, 0.1 × 0.5 = 5%; counted twice, a 10
// alone is two, 10%.
func TestOddsSpecialtyFollowsTheChannelRule(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, odds, double string
		reroll, doubled             []string
	}{
		{"en", "/system set system:storyteller\n", "/odds pool:1 difficulty:6 specialty:true\n", "/combat specialty rule:double\n",
			[]string{"≥2: 5.0%", "each 10 is re-rolled"}, []string{"≥2: 10.0%", "each 10 counts twice"}},
		{"ru", "/система выбрать система:storyteller\n", "/шансы запас:1 сложность:6 специализация:true\n", "/бой специализация правило:double\n",
			[]string{"≥2: 5,0%", "каждая 10 перебрасывается"}, []string{"≥2: 10,0%", "каждая 10 считается дважды"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		// The chart pads its labels per locale: compare with single spaces.
		text := func(script string) string {
			return strings.Join(strings.Fields(consoletest.LastOf(t, h.Run(script)).Text()), " ")
		}
		for _, c := range []struct {
			script string
			wants  []string
		}{{tc.setup + tc.odds, tc.reroll}, {tc.double + tc.odds, tc.doubled}} {
			got := text(c.script)
			for _, w := range c.wants {
				if !strings.Contains(got, w) {
					t.Errorf("%s %q: lacks %q:\n%s", tc.locale, c.script, w, got)
				}
			}
		}
	}
}

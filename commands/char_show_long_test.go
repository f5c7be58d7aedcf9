package commands_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"fray/bot/consoletest"
)

// A sheet with twenty weapons of the longest names passes the 1,024
// characters of its field: /char show lists whole lines, each with its
// bold closed, and says how many more there are, in the reader's language.
// Cut at the limit instead, a line would end mid-word with its ** open.
func TestCharShowManyLongWeaponsSaysHowManyMore(t *testing.T) {
	for _, tc := range []struct{ locale, field, more string }{
		{"en", "Weapons", "… and "},
		{"ru", "Оружие", "… и ещё "},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			script := "/system set system:medieval\n"
			for k := 1; k <= 20; k++ {
				script += fmt.Sprintf("/char weapon add name:\"%s %02d\" spec:\"2d6+1 melee\"\n", strings.Repeat("Blade", 10)+" of", k)
			}
			h.Run(script)
			got := consoletest.LastOf(t, h.Run("/char show\n"))
			value := ""
			for _, f := range decodeEmbeds(t, got).Embeds[0].Fields {
				if strings.Contains(f.Name, tc.field) {
					value = f.Value
				}
			}
			if value == "" {
				t.Fatalf("no %s field: %s", tc.field, got.Text())
			}
			if n := utf8.RuneCountInString(value); n > 1024 {
				t.Fatalf("the field holds %d characters", n)
			}
			lines := strings.Split(value, "\n")
			last := lines[len(lines)-1]
			shown := len(lines) - 1
			if !strings.HasPrefix(last, tc.more) || !strings.Contains(last, " "+fmt.Sprint(20-shown)) {
				t.Fatalf("last line %q: want %q and the %d weapons not shown", last, tc.more, 20-shown)
			}
			for _, l := range lines[:shown] {
				if !strings.HasPrefix(l, "• **") || strings.Count(l, "**") != 2 || strings.Contains(l, "…") {
					t.Fatalf("a weapon line cut or left bold: %q", l)
				}
			}
		})
	}
}

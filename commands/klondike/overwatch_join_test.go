package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// «Дозор: персонаж заготавливает свое действие до появления противника в
// зоне видимости…»: one who joined after Ann readied her Overwatch got no
// fire button on its turn; only those present at her click were watched.
// A newcomer is watched too.
func TestKlondikeOverwatchWatchesANewcomer(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `@Ann /char set stats:"STR 7 DEX 9 END 8 INT 8 gun combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Orc
@Ann !click Overwatch
/combat add name:Thug
/combat next
`, "Ann on Overwatch may fire at Thug."},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 9 ВЫН 8 ИНТ 8 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Orc
@Ann !click Дозор
/бой добавить имя:Thug
/бой далее
`, "Ann в дозоре может выстрелить по Thug."},
	} {
		// Initiative Ann 6+6, Orc 1+1, Thug 2+2: Ann, Thug, Orc.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 2, 2)
		got := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		// The line, and its button (the prompt's custom ID) on Thug's turn.
		if !strings.Contains(got.Text(), tc.want) || !strings.Contains(got.Text(), ":klondike.overwatch") {
			t.Errorf("%s: no Overwatch button against the newcomer:\n%s", tc.locale, got.Text())
		}
	}
}

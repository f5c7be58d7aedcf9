package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A one-round gun reloads "1 round", not "1 rounds"; Russian keeps
// «патронов N», which reads right for any N.
func TestKlondikeReloadCountsRoundsInGrammar(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/system set system:klondike
@Ann /char set stats:"DEX 8" name:Ann
@Ann /char weapon add name:Derringer spec:"2d6 range:10 ammo:1"
/combat start
@Ann /combat join
@Ann /reload weapon:Derringer
`, "Ann reloads Derringer: 1 round ·"},
		{"ru", `/система выбрать система:klondike
@Ann /персонаж задать параметры:"ЛОВ 8" имя:Ann
@Ann /персонаж оружие добавить название:Derringer свойства:"2d6 дальность:10 патроны:1"
/бой начать
@Ann /бой войти
@Ann /перезарядить оружие:Derringer
`, "Ann перезаряжает Derringer: патронов 1 ·"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
		got := consoletest.ByText(t, h.Run(tc.script), "Derringer:")
		if !strings.Contains(got.Text(), tc.want) {
			t.Errorf("%s: %s", tc.locale, got.Text())
		}
	}
}

package commands_test

import "testing"

// A player's sheet edit mid-fight refitted the armor from the sheet,
// whatever the edit: raising REF mended the torso the fight had worn from
// SP 10 to 9 («каждое пробитие снижает внешний слой на 1»). Only new armor
// refits now.
func TestSheetEditKeepsArmorWear(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/system set system:medieval
/combat start
@Bob /char set stats:"REF 6 BODY 6" name:Bob
@Bob /char armor armor:"torso 10"
@Bob /combat join
/damage target:Bob amount:12 location:torso
@Bob /char set stats:"REF 7 BODY 6"
/damage target:Bob amount:12 location:torso
`, "12 − SP 9 → 3"},
		{"ru", `/система выбрать система:medieval
/бой начать
@Bob /персонаж задать параметры:"РЕФ 6 ТЕЛ 6" имя:Bob
@Bob /персонаж броня броня:"торс 10"
@Bob /бой войти
/урон цель:Bob количество:12 место:торс
@Bob /персонаж задать параметры:"РЕФ 7 ТЕЛ 6"
/урон цель:Bob количество:12 место:торс
`, "12 − ОС 9 → 3"},
	} {
		// Initiative 5; each blow's stun save 1.
		h := newSystemHarness(t, tc.locale, 5, 1, 1)
		medWant(t, medReply(t, h.run(tc.script)), tc.want)
	}
}

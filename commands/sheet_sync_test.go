package commands_test

import (
	"fray/bot/consoletest"
	"testing"
)

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
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 1, 1)
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run(tc.script)), tc.want)
	}
}

// /combat undo brought back the players' sheets as they were in the fight
// before the undone change: a weapon Bob added since was gone from his
// combatant (an attack with it was refused as no such weapon) though his
// sheet had it. The fight comes back; the sheets stay as stored.
func TestUndoKeepsTheSheetsAsStored(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
@Bob /char set stats:"REF 6 BODY 6 melee 3" name:Bob
@Bob /combat join
/damage target:Orc amount:3 location:torso
@Bob /char weapon add name:Axe spec:"2d6+2 melee"
/combat undo
@Bob /attack target:Orc weapon:Axe
`, "Bob → Orc (Axe)"},
		{"ru", `/система выбрать система:medieval
/бой начать
/бой добавить имя:Orc параметры:"РЕФ 5 ТЕЛ 6"
@Bob /персонаж задать параметры:"РЕФ 6 ТЕЛ 6 Ближний_бой 3" имя:Bob
@Bob /бой войти
/урон цель:Orc количество:3 место:торс
@Bob /персонаж оружие добавить название:Axe свойства:"2d6+2 melee"
/бой отменить
@Bob /атака цель:Orc оружие:Axe
`, "Bob → Orc (Axe)"},
	} {
		// Initiative Orc 5, Bob 5; the undone blow's stun save 1; the axe:
		// 9 to hit, the Orc's 1, torso 3, damage 2+2, the stun save 1.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 9, 1, 3, 2, 2, 1)
		got := consoletest.MedReply(t, h.Run(tc.script))
		if got.Ephemeral {
			t.Fatalf("%s: the axe was refused after the undo: %s", tc.locale, got.Text())
		}
		consoletest.MedWant(t, got, tc.want)
	}
}

package commands_test

import (
	"testing"

	"fray/bot/consoletest"
)

// A name the tracker would show wrongly is refused, and changes
// nothing; an emoji sequence joined by U+200D is a name like any other.
func TestNamesTheTrackerCanShow(t *testing.T) {
	for _, tc := range []struct{ locale, line, want string }{
		{"ru", "/бой добавить имя:\"\u200b\u200b\"", "В имени нет ни одного видимого символа"},
		{"en", "/combat add name:\"\u200b \u2060\"", "That name has no visible character"},
		{"ru", "/бой добавить имя:\"Орк\u202eкрО\"", "управляющих символов и меток направления текста"},
		{"en", "/combat add name:\"Orc\tOrc\"", "control characters or text-direction marks"},
		{"ru", "/бой добавить имя:\"<@123>\"", "не может быть упоминания"},
		{"en", "/char set name:\"hi @everyone\" stats:\"REF 5\"", "cannot hold a mention"},
		// Blank names are missing options, not «no combatant “”».
		{"ru", "/бой убрать имя:\" \"", "Нужно указать параметр «имя»"},
		{"en", "/combat init name:\" \" value:5", "name"},
		{"ru", "/персонаж оружие убрать название:\" \"", "Нужно указать параметр «название»"},
		// /system set lists its choices in the user's language.
		{"ru", "/система выбрать система:эльфы", "Доступны: Средневековье, Рассказчик, Клондайк."},
		{"ru", "/система выбрать система:medieval область:галактика", "«область». Доступны: канал, сервер."},
		{"en", "/system set system:elves", "Valid: Medieval, Storyteller, Klondike."},
	} {
		t.Run(tc.locale+" "+tc.line, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 5, 5, 5, 5)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc\n")
			consoletest.RefusedUnchanged(t, h, tc.line, tc.want)
		})
	}
	h := consoletest.NewSystemHarness(t, "ru", 5, 5, 5, 5, 5, 5)
	h.Run("/system set system:medieval\n/combat start\n")
	consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/бой добавить имя:\"👨\u200d👩\u200d👧 Семья\"\n")), "👨\u200d👩\u200d👧 Семья")
	// The system's name in either language chooses it, as its id does.
	h.Run("/бой конец\n")
	consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/система выбрать система:клондайк\n")), "Клондайк")
}

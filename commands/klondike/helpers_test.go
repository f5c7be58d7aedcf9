package klondike_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"regexp"
	"testing"
)

// Helpers the klondike console tests share.

// klAnnAndOrc is Ann (DEX 9, Melee 2) and an Orc (DEX 6, Melee 1, armor 4).
// Initiative: Ann 6+6, Orc 1+1.
func klAnnAndOrc(locale string) string {
	if locale == "ru" {
		return consoletest.KlSetup(locale) + `/бой добавить имя:Ann параметры:"СИЛ 9 ЛОВ 9 ВЫН 8 ИНТ 8 Ближний_бой 2" броня:3
/бой добавить имя:Orc параметры:"СИЛ 10 ЛОВ 6 ВЫН 8 ИНТ 5 Ближний_бой 1" броня:4
`
	}
	return consoletest.KlSetup(locale) + `/combat add name:Ann stats:"STR 9 DEX 9 END 8 INT 8 Melee 2" armor:3
/combat add name:Orc stats:"STR 10 DEX 6 END 8 INT 5 Melee 1" armor:4
`
}

// klContent is a reply's plain message text (the part outside its embeds):
// where a mention pings a player.
func klContent(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	var d struct {
		Content string `json:"content"`
	}
	if err := json.Unmarshal(s.Data, &d); err != nil {
		t.Fatalf("reply JSON: %v", err)
	}
	return d.Content
}

// klOwnerOf is the user id the tracker shows after a combatant's name.
func klOwnerOf(t *testing.T, out []consoletest.Sent, name string) string {
	t.Helper()
	re := regexp.MustCompile(`\*\*` + regexp.QuoteMeta(name) + `\*\* <@(\d+)>`)
	for k := len(out) - 1; k >= 0; k-- {
		if m := re.FindStringSubmatch(consoletest.PlainText(t, out[k])); m != nil {
			return m[1]
		}
	}
	t.Fatalf("no tracker line with %s's owner", name)
	return ""
}

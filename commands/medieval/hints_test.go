package medieval_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medPlain is a reply's embeds as the reader sees them (the JSON escapes the
// quotes a hint's option values carry): title, description, fields.
func medPlain(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	var d struct {
		Embeds []struct {
			Title, Description string
			Fields             []struct{ Name, Value string }
		}
	}
	if err := json.Unmarshal(s.Data, &d); err != nil {
		t.Fatalf("reply: %v: %s", err, s.Data)
	}
	var b strings.Builder
	for _, e := range d.Embeds {
		b.WriteString(e.Title + "\n" + e.Description + "\n")
		for _, f := range e.Fields {
			b.WriteString(f.Name + "\n" + f.Value + "\n")
		}
	}
	return b.String()
}

// Two fighters with spaced names; Big Orc's turn (9 + REF 5 = 14 against
// 1 + REF 6 = 7), so a hint about Sir Knight must name him to reach him.
// The GM's stored sheet is a medic's (TECH 6, Medicine 4).
const (
	medSpacedNamesEN = `/system set system:medieval
/char set stats:"TECH 6 medicine 4"
/combat start
/combat add name:"Big Orc" stats:"REF 5 BODY 5"
/combat add name:"Sir Knight" stats:"REF 6 BODY 10"
`
	medSpacedNamesRU = `/система выбрать система:medieval
/персонаж задать параметры:"ТЕХ 6 Медицина 4"
/бой начать
/бой добавить имя:"Большой орк" параметры:"РЕФ 5 ТЕЛ 5"
/бой добавить имя:"Сэр рыцарь" параметры:"РЕФ 6 ТЕЛ 10"
`
	// 14 points straight onto Big Orc: Mortal 0, stun save 9 > 2 fails,
	// death save 9 > 5 fails (d6 2 between them): dying this round.
	medSpacedDyingEN = "/damage target:\"Big Orc\" amount:14 direct:true\n"
	medSpacedDyingRU = "/урон цель:\"Большой орк\" количество:14 напрямую:да\n"
)

// Every hint a reply gives, run as the reply shows it: the hint must be
// in the reply (spaced names quoted, Russian command and option names in
// Russian), and the line built from it must do what the hint says for the
// fighter it names — not be refused for a missing option, and not land on
// whoever's turn it is.
func TestMedievalHintsRunAsTyped(t *testing.T) {
	type side struct {
		setup, trigger string // the trigger's reply carries the hint
		hint           string // as the reply shows it
		before, after  string // around the hint to make the line run (a required option the hint leaves to the reader)
		want           string // in the reply to the line run
	}
	for _, tc := range []struct {
		name   string
		as     string // the user who reads the hint and types it ("" = the GM)
		faces  []int
		en, ru side
	}{
		{"parry needs sp names the fighter", "", []int{9, 1},
			side{"", "/combat action action:parry name:\"Sir Knight\"", `/combat action action:parry sp:N name:"Sir Knight"`, "", "", "**Sir Knight**: Parry"},
			side{"", "/бой действие действие:парирование имя:\"Сэр рыцарь\"", `/бой действие действие:парирование ос:N имя:"Сэр рыцарь"`, "", "", "**Сэр рыцарь**: Парирование"}},
		{"declared attack names the attacker", "", []int{9, 1, 5, 5, 5, 1, 1, 1},
			side{"", "/combat action action:attack name:\"Sir Knight\"", `/attack attacker:"Sir Knight"`, "", ` target:"Big Orc" damage:1d6`, "Sir Knight → Big Orc"},
			side{"", "/бой действие действие:атака имя:\"Сэр рыцарь\"", `/атака атакующий:"Сэр рыцарь"`, "", ` цель:"Большой орк" урон:1d6`, "Сэр рыцарь → Большой орк"}},
		{"declared task names who rolls", "", []int{9, 1, 5},
			side{"", "/combat action action:task name:\"Sir Knight\"", `/check name:"Sir Knight"`, "", " characteristic:INT", "Sir Knight: INT"},
			side{"", "/бой действие действие:задание имя:\"Сэр рыцарь\"", `/проверка имя:"Сэр рыцарь"`, "", " характеристика:ИНТ", "Сэр рыцарь: ИНТ"}},
		{"stunned attacker: the stun save names the target", "", []int{9, 1, 9, 2},
			side{"/damage target:\"Big Orc\" amount:2 direct:true\n", "/attack attacker:\"Big Orc\" target:\"Sir Knight\" damage:1d6", `/save kind:stun target:"Big Orc"`, "", "",
				"Big Orc was stunned this round"},
			side{"/урон цель:\"Большой орк\" количество:2 напрямую:да\n", "/атака атакующий:\"Большой орк\" цель:\"Сэр рыцарь\" урон:1d6", `/спасбросок вид:оглушение цель:"Большой орк"`, "", "",
				"Большой орк: оглушение получено в этом раунде"}},
		{"dying attacker: stabilize names the patient", "", []int{9, 1, 9, 2, 9, 5},
			side{medSpacedDyingEN, "/attack attacker:\"Big Orc\" target:\"Sir Knight\" damage:1d6", `/stabilize target:"Big Orc"`, "", "", "GM stabilizes Big Orc"},
			side{medSpacedDyingRU, "/атака атакующий:\"Большой орк\" цель:\"Сэр рыцарь\" урон:1d6", `/стабилизировать цель:"Большой орк"`, "", "", "→ Большой орк"}},
		{"second death save: stabilize names the patient", "", []int{9, 1, 9, 2, 9, 5},
			side{medSpacedDyingEN, "/save kind:death target:\"Big Orc\"", `/stabilize target:"Big Orc"`, "", "", "GM stabilizes Big Orc"},
			side{medSpacedDyingRU, "/спасбросок вид:смерть цель:\"Большой орк\"", `/стабилизировать цель:"Большой орк"`, "", "", "→ Большой орк"}},
		{"healing the dying: stabilize names the patient", "", []int{9, 1, 9, 2, 9, 5},
			side{medSpacedDyingEN, "/heal target:\"Big Orc\" points:2", `/stabilize target:"Big Orc"`, "", "", "GM stabilizes Big Orc"},
			side{medSpacedDyingRU, "/лечить цель:\"Большой орк\" пункты:2", `/стабилизировать цель:"Большой орк"`, "", "", "→ Большой орк"}},
		// 11 to the left arm − BTM 2 = 9 > 8: lost; the stun save rolls
		// (5 > 0) with its d6 5; this round's death save already failed.
		{"limb lost while dying: stabilize names the patient", "", []int{9, 1, 9, 2, 9, 5, 5, 5},
			side{medSpacedDyingEN, "/damage target:\"Big Orc\" amount:11 location:\"left arm\"", `/stabilize target:"Big Orc"`, "", "", "GM stabilizes Big Orc"},
			side{medSpacedDyingRU, "/урон цель:\"Большой орк\" количество:11 место:\"левая рука\"", `/стабилизировать цель:"Большой орк"`, "", "", "→ Большой орк"}},
		{"no medic: the sheet to save", "Bob", []int{9, 1, 9, 2, 9},
			side{medSpacedDyingEN, "/stabilize target:\"Big Orc\"", `/char set stats:"TECH 6 medicine 4"`, "", "", "Sheet saved"},
			side{medSpacedDyingRU, "/стабилизировать цель:\"Большой орк\"", `/персонаж задать параметры:"ТЕХ 6 Медицина 4"`, "", "", "Лист сохранён"}},
		{"check without a sheet: the sheet to save", "Bob", []int{9, 1, 5},
			side{"", "/check characteristic:INT", `/char set stats:"REF 7 INT 7 Combat Sense 2"`, "", "", "Sheet saved"},
			side{"", "/проверка характеристика:ИНТ", `/персонаж задать параметры:"РЕФ 7 ИНТ 7 Чувство боя 2"`, "", "", "Лист сохранён"}},
		{"team without members: the example runs", "", []int{9, 1, 3, 4, 4, 1, 2, 3, 4, 5, 6},
			side{"/combat add name:\"Orc 2\"\n/combat add name:\"Orc 3\"\n", "/combat init name:\"Big Orc\" team:,", `team:"Orc 2, Orc 3"`, `/combat init name:"Big Orc" `, "", "Team leader Big Orc"},
			side{"/бой добавить имя:\"Орк 2\"\n/бой добавить имя:\"Орк 3\"\n", "/бой инициатива имя:\"Большой орк\" команда:,", `команда:"Орк 2, Орк 3"`, `/бой инициатива имя:"Большой орк" `, "", "Лидер команды Большой орк"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			medBoth(t, func(t *testing.T, locale string) {
				s := tc.en
				if locale == "ru" {
					s = tc.ru
				}
				as := ""
				if tc.as != "" {
					as = "@" + tc.as + " "
				}
				h := consoletest.NewSystemHarness(t, locale, tc.faces...)
				h.Run(medPick(locale, medSpacedNamesEN, medSpacedNamesRU) + s.setup)
				got := consoletest.MedReply(t, h.Run(as+s.trigger+"\n"))
				if !strings.Contains(medPlain(t, got), s.hint) {
					t.Fatalf("the reply lacks the hint %s:\n%s", s.hint, medPlain(t, got))
				}
				line := s.before + strings.Replace(s.hint, ":N ", ":10 ", 1) + s.after
				ran := consoletest.MedReply(t, h.Run(as+line+"\n"))
				if !strings.Contains(medPlain(t, ran), s.want) {
					t.Errorf("%s\n→ lacks %q:\n%s", line, s.want, medPlain(t, ran))
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
}

package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 8 play-test: this session's changes in a storyteller fight, as a
// table would hit them, with a woman's character in both locales.

// «Ошеломленный персонаж пропускает своё следующее действие», «Обезоружить:
// … оружие было выбито», «Удерживание: … Персонаж обездвиживает жертву».
// The tracker's condition words after a woman's health line read
// «ошеломлён», «обезоружен» and «обездвижен, удерживает Thug» (which also
// read as if Анна held Thug): they take the «(а)» forms the notes use, and
// the held one is «обездвижен(а) удерживанием (Thug)» as the hold note says.
func TestStorytellerQA11ConditionsReadRightForAWoman(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants          []string
		masculine      []string
	}{
		{"ru", `/система выбрать система:storyteller
/бой начать
@Анна /персонаж задать параметры:"Ловкость 3 Рукопашный_бой 2 Сила 3 Выносливость 2"
@Анна /бой войти
/бой добавить имя:Thug параметры:"Сила 3 Ловкость 2 Рукопашный_бой 2"
/урон цель:Анна уровни:3 тип:поверхностные
/бой оружие имя:Анна состояние:"выронено: обезоружен"
!click Следующий ход
/атака атакующий:Thug цель:Анна приём:удерживание защита:нет
`, []string{"· ошеломлён(а) ·", "· обезоружен(а) ·", "· обездвижен(а) удерживанием (Thug)", "удерживает: Анна"},
			[]string{"ошеломлён ", "обезоружен ", "ошеломлён\n", "обезоружен\n", "обездвижен,", "обездвижен "}},
		{"en", `/system set system:storyteller
/combat start
@Анна /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Анна /combat join
/combat add name:Thug stats:"Strength 3 Dexterity 2 Brawl 2"
/damage target:Анна levels:3 type:bashing
/combat weapon name:Анна state:"dropped: disarmed"
!click Next turn
/attack attacker:Thug target:Анна maneuver:hold defense:none
`, []string{"· dizzied ·", "· disarmed ·", "· held by Thug", "holding Анна"}, nil},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 3 + 3 and 2 + 2 + 1; the hold: Strength 3 +
			// Brawl 2 = 5 dice at 6, five 8s.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 8, 8)
			out := h.Run(tc.script)
			last := consoletest.LastOf(t, out)
			if last.Ephemeral {
				t.Fatalf("refused: %s", last.Text())
			}
			text := last.Text()
			for _, w := range tc.wants {
				if !strings.Contains(text, w) {
					t.Errorf("tracker lacks %q:\n%s", w, text)
				}
			}
			for _, m := range tc.masculine {
				if strings.Contains(text, m) {
					t.Errorf("tracker reads masculine only (%q):\n%s", m, text)
				}
			}
		})
	}
}

// «Режим огня: максимальное количество выстрелов … за один ход» — the
// rifle's is 1 («Винтовка: … Режим огня 1»). shots:2 with it was refused as
// «Винтовка: от 2 до 1 выстрелов за ход» / «2 to 1 shots a turn», a range
// that cannot be met; the refusal now says the gun fires one shot a turn.
// Nothing is spent.
func TestStorytellerQA11RateOneRefusalReadsRight(t *testing.T) {
	for _, tc := range []struct{ locale, script, line, want, nonsense string }{
		{"ru", `/система выбрать система:storyteller
/бой начать
@Анна /персонаж задать параметры:"Ловкость 4 Огнестрельное_оружие 3"
@Анна /персонаж оружие добавить название:Винтовка
@Анна /бой войти
/бой добавить имя:Thug
`, `@Анна /атака цель:Thug оружие:Винтовка выстрелы:2 защита:нет`,
			"Винтовка: режим огня 1 — один выстрел за ход", "от 2 до 1"},
		{"en", `/system set system:storyteller
/combat start
@Анна /char set stats:"Dexterity 4 Firearms 3"
@Анна /char weapon add name:Rifle
@Анна /combat join
/combat add name:Thug
`, `@Анна /attack target:Thug weapon:Rifle shots:2 defense:none`,
			"Rifle: rate 1 — one shot a turn", "2 to 1"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(tc.script)
			consoletest.RefusedUnchanged(t, h, tc.line, tc.want)
			out := h.Run(tc.line + "\n")
			if strings.Contains(out[0].Text(), tc.nonsense) {
				t.Errorf("the refusal gives a range that cannot be met:\n%s", out[0].Text())
			}
		})
	}
}

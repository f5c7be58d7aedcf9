package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"

	"github.com/bwmarrin/discordgo"
)

// The Aim button points to the Russian command; a bad /maneuver add
// field is named as a Russian client shows it (now with the valid names).
func TestStorytellerRussianCommandAndFieldNames(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 5)
	out := h.Run(`/система выбрать система:storyteller
/бой начать
/combat add name:Vasya
!click Прицелиться
/маневр добавить имя:"Бодание" атрибут:нет способность:рукопашный урон:strength
`)
	aim, field := out[len(out)-2], out[len(out)-1]
	consoletest.MustContain(t, aim, "командой /атака")
	consoletest.MustNotContain(t, aim, "/attack")
	consoletest.MustContain(t, field, "«нет» — не атрибут")
}

// The Russian /help names commands and options as a Russian client
// shows them (the definitions' NameLocalizations).
func TestStorytellerRussianHelpUsesRussianNames(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/система выбрать система:storyteller\n/помощь\n")
	help := consoletest.LastOf(t, out)
	for _, d := range h.App.Definitions() {
		switch d.Name {
		case "check", "attack", "damage", "heal", "reload", "treat", "time", "maneuver":
			ru := (*d.NameLocalizations)[discordgo.Russian]
			consoletest.MustContain(t, help, "`/"+ru+" ")
			consoletest.MustNotContain(t, help, "`/"+d.Name+" ")
		}
	}
	consoletest.MustContain(t, help, "/проверка запас сложность", "/атака цель [атакующий приём оружие", "/урон цель уровни|запас [тип]")
}

// «Ошеломленный персонаж пропускает своё следующее действие», «Обезоружить:
// … оружие было выбито», «Удерживание: … Персонаж обездвиживает жертву».
// The tracker's condition words after a woman's health line read
// «ошеломлён», «обезоружен» and «обездвижен, удерживает Thug» (which also
// read as if Анна held Thug): they take the «(а)» forms the notes use, and
// the held one is «обездвижен(а) удерживанием (Thug)» as the hold note says.
func TestStorytellerConditionsReadRightForAWoman(t *testing.T) {
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

// Russian names do not decline, and «в захвате у Борис», «защита
// относится к Бандит» read wrong with every Russian name. The grapple and
// the defence refusal name the fighter in brackets or after a dash, as the
// hold already did («обездвижен(а) удерживанием (Thug)»).
func TestStorytellerGrappleTextsReadWithRussianNames(t *testing.T) {
	// Initiative Громила 9 + 1 + 1, Борис 2 + 1 + 1. The grapple: Strength
	// 3 + Brawl 2 = 5 dice, three 8s; damage Strength 3 + 2 extra = 5 dice
	// of 2s: no damage, but held.
	h := consoletest.NewSystemHarness(t, "ru", 9, 2, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2)
	h.Run(`/система выбрать система:storyteller
/бой начать
/бой добавить имя:Громила параметры:"Сила 3 Рукопашный_бой 2"
/бой добавить имя:Борис
/атака атакующий:Громила цель:Борис приём:захват защита:нет
`)
	list := consoletest.LastOf(t, h.Run("/бой трекер\n"))
	consoletest.MustContain(t, list, "в захвате (Громила)", "держит в захвате: Борис")
	consoletest.MustNotContain(t, list, "в захвате у")
	refusal := consoletest.LastOf(t, h.Run("/атака атакующий:Борис цель:Громила приём:\"удар рукой\" защита:нет\n"))
	consoletest.MustContain(t, refusal, "Борис в захвате (Громила): можно только пытаться вырваться.")
	refusal = consoletest.LastOf(t, h.Run("/атака атакующий:Громила цель:Борис приём:\"удар рукой\" защита:нет\n"))
	consoletest.MustContain(t, refusal, "Громила держит противника (Борис)")
	refusal = consoletest.LastOf(t, h.Run("/атака атакующий:Громила цель:Борис приём:захват защита:Громила:уворот\n"))
	consoletest.MustContain(t, refusal, "«Громила» — не цель этой атаки; цель — Борис")
}

// The fight log names damage types, levels and maneuvers in words, in the
// reader's language.
func TestStorytellerLogInWords(t *testing.T) {
	h, _ := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
		"/attack attacker:Bob target:Al maneuver:kick defense:none\n/damage target:Al levels:2 type:lethal\n", 7, 3, 3, 3, 3, 7, 7, 3, 3)
	out := consoletest.Replies(h.Run("/combat log\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Bob → Al (Kick): 2 levels, Hurt (−1)", "Al takes 2 lethal levels (Wounded (−2))")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "(kick)", "lethal levels (wounded)")
	h.Cons.Locale = "ru"
	out = consoletest.Replies(h.Run("/combat log\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Bob → Al (Удар ногой): уровней 2, Повреждения (−1)", "(летальные), Ранения (−2)")
}

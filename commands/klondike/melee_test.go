package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Melee: improvised weapons (−d6), damage + STR DM, the cleave after a
// takedown, and the ranged modifiers a blow does not take.

func TestKlondikeMeleeImprovisedAndCleave(t *testing.T) {
	// "штраф –d6" for a bottle; "д6 для попавшегося под руку предмета";
	// damage + STR DM in melee. Brute STR 12 (DM +2), Melee 1:
	// 6+5 +2 +1 −2 (d6) = 12, Effect +4: d6 4 +4 +2 = 10 into END 2, STR 2,
	// DEX 2 — all at 0: dying. "выводит врага из строя … может пройти до 2
	// метров и атаковать еще одну цель": the cleave with a club, 4+3 +3 = 10,
	// Effect +2: 3+3 +2 +2 = 10.
	for _, tc := range []struct {
		locale, script string
		first, second  []string
	}{
		{"en", `/combat add name:Brute stats:"STR 12 DEX 7 melee 1 INT 9"
/combat add name:T1 stats:"END 2 STR 2 DEX 2"
/combat add name:T2 stats:"END 20 DEX 10 INT 4"
/attack attacker:Brute target:T1 weapon:bottle
/attack attacker:Brute target:T2 weapon:club maneuver:cleave
/attack attacker:Brute target:T2 weapon:club maneuver:cleave
`, []string{"🎲 6+5 +1 = **12** vs 8+ — hit, Effect +4", "STR 12: DM +2", "Melee +1", "improvised weapon −2", "🎲 4 +4 Effect +2 STR DM = **10**", "Dying", "maneuver:cleave"},
			[]string{"🎲 4+3 +3 = **10** vs 8+ — hit, Effect +2", "🎲 3+3 +2 Effect +2 STR DM = **10**", "END −10"}},
		{"ru", `/бой добавить имя:Brute параметры:"СИЛ 12 ЛОВ 7 Ближний_бой 1 ИНТ 9"
/бой добавить имя:T1 параметры:"ВЫН 2 СИЛ 2 ЛОВ 2"
/бой добавить имя:T2 параметры:"ВЫН 20 ЛОВ 10 ИНТ 4"
/атака атакующий:Brute цель:T1 оружие:бутылка
/атака атакующий:Brute цель:T2 оружие:дубинка приём:добивание
/атака атакующий:Brute цель:T2 оружие:дубинка приём:добивание
`, []string{"🎲 6+5 +1 = **12** против 8+ — попадание, Эффект +4", "СИЛ 12: ДМ +2", "подручный предмет −2", "При смерти"},
			[]string{"🎲 4+3 +3 = **10** против 8+ — попадание, Эффект +2", "ВЫН −10"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 6, 5, 2, 4, 1, 1, 4, 4, 3, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" improvised", consoletest.ByText(t, out, "Brute → T1"), tc.first...)
		consoletest.KlWant(t, tc.locale+" cleave", consoletest.ByText(t, out, "Brute → T2"), tc.second...)
		// Melee 1: one cleave only.
		if last := consoletest.LastOf(t, out); !last.Ephemeral {
			t.Errorf("%s: a second cleave with Melee 1: %s", tc.locale, last.Text())
		}
	}
}

// «Если персонаж с навыком Ближнего боя 1 и выше выводит врага
// из строя атакой в ближнем бою, он может пройти до 2 метров и атаковать
// еще одну цель, не тратя действия. Количество таких дополнительных атак
// не может превышать уровень навыка Ближнего Боя.» A cleave asked for
// without a takedown was refused with "No follow-up attack is available."
// and nothing on what to do; the refusal now says when there is one and to
// attack without the maneuver. Nothing is drawn.
func TestKlondikeCleaveRefusalSaysWhen(t *testing.T) {
	for _, c := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Bob stats:"STR 10 INT 6 Melee 2"
/combat add name:Orc
/attack attacker:Bob target:Orc weapon:knife maneuver:cleave
`, "No follow-up attack is available: it comes only right after a melee attack takes a foe out (Melee 1+), at most as many as the Melee level. Attack without `maneuver:cleave`."},
		{"ru", `/бой добавить имя:Bob параметры:"СИЛ 10 ИНТ 6 Ближний бой 2"
/бой добавить имя:Orc
/атака атакующий:Bob цель:Orc оружие:нож приём:добивание
`, "Дополнительной атаки нет: она бывает, только когда атака в ближнем бою вывела врага из строя (Ближний бой 1+), и не больше раз, чем уровень Ближнего боя. Атакуйте без `приём:добивание`."},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 2, 2)
			s := consoletest.LastOf(t, h.Run(consoletest.KlSetup(c.locale)+c.script))
			if !s.Ephemeral {
				t.Errorf("the refusal is public: %s", s.Text())
			}
			consoletest.KlWant(t, "the refusal", s, c.want)
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// «Таблица модификаторов атаки в дальнем бою» — range, cover, prone, light
// and aiming are ranged modifiers. A blow given cover:light rolled 5+5 +1
// STR −3 untrained = 8 with no word that the cover was dropped (damage
// dice without range: are a melee blow). It now says so, and how to shoot;
// the numbers stay.
func TestKlondikeMeleeSaysRangedModsNotApplied(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/attack attacker:Ann target:Orc damage:2d6 cover:light\n",
			"A melee attack (damage dice without range:): range, cover, prone, light and aim are ranged-combat modifiers and were not applied. For a shot, give range: in metres (or a ranged weapon)."},
		{"en", "/attack attacker:Ann target:Orc weapon:Knife light:dark\n",
			"A melee attack: range, cover, prone, light and aim are ranged-combat modifiers and were not applied."},
		{"ru", "/атака атакующий:Ann цель:Orc урон:2d6 укрытие:light\n",
			"Атака в ближнем бою (кубы урона без дистанция:): дистанция, укрытие, лежит, свет и прицел — модификаторы дальнего боя, здесь они не применены. Для выстрела укажите дистанция: в метрах (или оружие дальнего боя)."},
		{"ru", "/атака атакующий:Ann цель:Orc оружие:Нож свет:dark\n",
			"Атака в ближнем бою: дистанция, укрытие, лежит, свет и прицел — модификаторы дальнего боя, здесь они не применены."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(klAnnAndOrc(tc.locale)+tc.script)))
			consoletest.KlWant(t, "melee with ranged mods", got, tc.want, "1+1")
			// Without them: no warning.
			h = consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1)
			line := "/attack attacker:Ann target:Orc damage:2d6\n"
			if tc.locale == "ru" {
				line = "/атака атакующий:Ann цель:Orc урон:2d6\n"
			}
			plain := consoletest.LastOf(t, consoletest.Replies(h.Run(klAnnAndOrc(tc.locale)+line)))
			consoletest.KlWant(t, "plain melee", plain, "1+1")
			consoletest.KlNot(t, "plain melee", plain, "⚠️")
		})
	}
}

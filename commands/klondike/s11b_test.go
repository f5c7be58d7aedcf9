package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 11, round 2: close combat and grappling, the to-hit modifiers,
// automatic weapons and ammunition, checks.

// klS11bPair is Ann (DEX 9, Melee 2) and an Orc (DEX 6, Melee 1, armor 4).
// Initiative: Ann 6+6, Orc 1+1.
func klS11bPair(locale string) string {
	if locale == "ru" {
		return consoletest.KlSetup(locale) + `/бой добавить имя:Ann параметры:"СИЛ 9 ЛОВ 9 ВЫН 8 ИНТ 8 Ближний_бой 2" броня:3
/бой добавить имя:Orc параметры:"СИЛ 10 ЛОВ 6 ВЫН 8 ИНТ 5 Ближний_бой 1" броня:4
`
	}
	return consoletest.KlSetup(locale) + `/combat add name:Ann stats:"STR 9 DEX 9 END 8 INT 8 Melee 2" armor:3
/combat add name:Orc stats:"STR 10 DEX 6 END 8 INT 5 Melee 1" armor:4
`
}

// «Победитель броска может: * Сбить противника с ног». The grapple's
// knock-down result said "Knocked prone (damage before armor ≥ 2×DEX)" —
// the damage rule's reason, though no damage was dealt. It now says who
// falls: 5+5 +1 DEX +2 Melee = 13 against 3+3 +0 +1 = 7, Ann wins.
func TestKlondikeS11bGrappleKnockdownSaysNoDamageRule(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", "/grapple attacker:Ann target:Orc\n!click Ann: Knock down\n",
			"Orc is knocked down: prone.", "2×DEX"},
		{"ru", "/борьба атакующий:Ann цель:Orc\n!click Ann: Сбить с ног\n",
			"Orc падает на землю: лежит.", "2×ЛОВ"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 5, 3, 3)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(klS11bPair(tc.locale)+tc.script)))
			consoletest.KlWant(t, "grapple knockdown", got, tc.want)
			consoletest.KlNot(t, "grapple knockdown", got, tc.not)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Таблица модификаторов атаки в дальнем бою» — range, cover, prone, light
// and aiming are ranged modifiers. A blow given cover:light rolled 5+5 +1
// STR −3 untrained = 8 with no word that the cover was dropped (damage
// dice without range: are a melee blow). It now says so, and how to shoot;
// the numbers stay.
func TestKlondikeS11bMeleeSaysRangedModsNotApplied(t *testing.T) {
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
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(klS11bPair(tc.locale)+tc.script)))
			consoletest.KlWant(t, "melee with ranged mods", got, tc.want, "1+1")
			// Without them: no warning.
			h = consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1)
			line := "/attack attacker:Ann target:Orc damage:2d6\n"
			if tc.locale == "ru" {
				line = "/атака атакующий:Ann цель:Orc урон:2d6\n"
			}
			plain := consoletest.LastOf(t, consoletest.Replies(h.Run(klS11bPair(tc.locale)+line)))
			consoletest.KlWant(t, "plain melee", plain, "1+1")
			consoletest.KlNot(t, "plain melee", plain, "⚠️")
		})
	}
}

// «Автоматический огонь … тратит кол-во патронов, равное значению Авто,
// умноженному на 5.» A smg (Auto 3) with 6 rounds left refused full auto
// with "6 rounds left, 15 needed." and no way on; it now names the reload.
func TestKlondikeS11bNoAmmoSaysReload(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Gun stats:"DEX 9 INT 12 Gun_Combat 1"
/reload name:Gun weapon:smg count:6
/attack attacker:Gun target:Orc weapon:smg mode:auto
`, "smg: 6 rounds left, 15 needed. Reload first (/reload weapon:smg or the tracker's Reload, one action)."},
		{"ru", `/бой добавить имя:Gun параметры:"ЛОВ 9 ИНТ 12 Стрельба 1"
/перезарядить имя:Gun оружие:smg количество:6
/атака атакующий:Gun цель:Orc оружие:smg режим:auto
`, "smg: осталось патронов 6, нужно 15. Сначала перезарядите (/перезарядить оружие:smg или кнопка трекера, одно действие)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := []int{6, 6, 1, 1, 6, 6}
			for i := 0; i < 40; i++ {
				faces = append(faces, 1)
			}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			got := consoletest.LastOf(t, h.Run(klS11bPair(tc.locale)+tc.script))
			if !got.Ephemeral {
				t.Errorf("the refusal is public: %s", got.Text())
			}
			consoletest.KlWant(t, "no ammo", got, tc.want)
		})
	}
}

// RULES.md: «Check: 2d6 + DM + skill (untrained −3) + modifiers ≥ target
// (8 unless said)». target:0 rolled against 8+ while the refusal for −5
// said "between 0 and 30". Now 0 is refused with the range (1–30) and the
// way to the usual 8+, and nothing is drawn: the next check gets 6+6.
func TestKlondikeS11bCheckTargetZeroRefused(t *testing.T) {
	for _, tc := range []struct{ locale, bad, good, want, roll string }{
		{"en", "/check name:Ann characteristic:END target:0\n", "/check name:Ann characteristic:END target:1\n",
			"The target number must be between 1 and 30; leave target out for the usual 8+.", "🎲 6+6 = **12** vs 1+ — success, Effect +11"},
		{"ru", "/проверка имя:Ann характеристика:ВЫН цель:0\n", "/проверка имя:Ann характеристика:ВЫН цель:1\n",
			"Целевое число должно быть от 1 до 30; без параметра цель — обычные 8+.", "🎲 6+6 = **12** против 1+ — успех, Эффект +11"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6)
			out := h.Run(klS11bPair(tc.locale) + tc.bad)
			got := consoletest.LastOf(t, out)
			if !got.Ephemeral {
				t.Errorf("the refusal is public: %s", got.Text())
			}
			consoletest.KlWant(t, "target 0", got, tc.want)
			consoletest.KlWant(t, "next check", consoletest.LastOf(t, consoletest.Replies(h.Run(tc.good))), tc.roll)
		})
	}
}

// «Если итоговый модификатор укрытия равен -4 или выше, это означает, что
// цель полностью скрыта за ним и сама не может атаковать прямой
// наводкой.» Fortified cover −3 and prone −1: refused, and the refusal
// now says what would let the shot come.
func TestKlondikeS11bHiddenTargetSaysWhatNext(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/attack attacker:Ann target:Orc damage:2d6 range:20 cover:fortified prone:true\n",
			"The target is fully hidden: cover −4 or worse. No direct shot reaches it (nor comes from it) until it leaves that cover or gets up; nothing was rolled."},
		{"ru", "/атака атакующий:Ann цель:Orc урон:2d6 дистанция:20 укрытие:fortified лежит:true\n",
			"Цель полностью скрыта: укрытие −4 или хуже. Прямой наводкой её не достать (и она сама так не стреляет), пока цель не покинет укрытие или не встанет; ничего не брошено."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1)
			got := consoletest.LastOf(t, h.Run(klS11bPair(tc.locale)+tc.script))
			if !got.Ephemeral {
				t.Errorf("the refusal is public: %s", got.Text())
			}
			consoletest.KlWant(t, "hidden", got, tc.want)
		})
	}
}

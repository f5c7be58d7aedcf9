package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Weapons: the stock weapons under either language's names, the sheet's
// weapon lines, /attack without a weapon, magazines and /reload.

// The weapon autocomplete shows the stock weapons under their names in
// the reader's language with their damage, and matches either language;
// the Russian name is accepted by /attack and /char weapon add.
func TestKlondikeWeaponAutocompleteLocalised(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 3, 3, 2, 2, 6, 6, 3)
	out := h.Run(`/система выбрать система:klondike
?/атака оружие:нож
`)
	consoletest.KlWant(t, "ru нож", consoletest.LastOf(t, out), "Нож (1d6+2, ближний бой)")
	out = h.Run("?/атака оружие:пт\n")
	if s := consoletest.LastOf(t, out); strings.Contains(s.Text(), "anti-tank-rifle") {
		t.Errorf("raw key shown: %s", s.Text())
	}
	out = h.Run("?/атака оружие:противо\n")
	consoletest.KlWant(t, "ru AT rifle", consoletest.LastOf(t, out), "Противотанковое ружьё (4d6, дальность 250 м, ПТ 4d6)")
	out = h.Run("@Ann /char weapon add name:нож\n")
	consoletest.KlWant(t, "sheet", consoletest.LastOf(t, out), "1d6+2")
	// Bob (STR 7: DM 0, Melee untrained −3) stabs Ann with the stock knife
	// by its Russian name: 6+6 − 3 = 9 vs 8+, Effect +1; d6+2 = 3+2 +1 = 6.
	out = h.Run(`/бой начать
/бой добавить имя:Bob
/бой добавить имя:Ann
/атака атакующий:Bob цель:Ann оружие:Нож
`)
	title, desc, _ := consoletest.KlEmbed(t, consoletest.ByText(t, out, "Bob → Ann"))
	if !strings.Contains(title, "(Нож)") || !strings.Contains(desc, "🎲 6+6 −3 = **9** против 8+") {
		t.Errorf("knife attack: %q %q", title, desc)
	}

	h = consoletest.NewSystemHarness(t, "en")
	out = h.Run("/system set system:klondike\n?/attack weapon:kni\n")
	consoletest.KlWant(t, "en kni", consoletest.LastOf(t, out), "Knife (1d6+2, melee)")
	out = h.Run("?/attack weapon:нож\n")
	consoletest.KlWant(t, "en нож", consoletest.LastOf(t, out), "Knife (1d6+2, melee)")
	out = h.Run("?/attack maneuver:\n")
	consoletest.KlWant(t, "en maneuvers", consoletest.LastOf(t, out), "Charge (melee +2)")
}

// «Стрельба в пределах дистанции оружия требует броска Стрельба/ЛОВ 8+.
// Каждый шаг дистанции…» A player who had just typed /атака дистанция:10
// wrote the revolver as "3d6 дистанция:25 патроны:6" and was refused
// ("Не удаётся прочитать «дистанция:25»"): only дальность: was read. The
// seed's word is now read as the range, in both locales' sheets.
func TestKlondikeWeaponSpecDistanceWord(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 8 ВЫН 7 ИНТ 8 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:Револьвер свойства:"3d6 дистанция:25 патроны:6"
`, "**Револьвер** 3d6 дальний дальность:25 патроны:6"},
		{"en", `@Ann /char set stats:"STR 7 DEX 8 END 7 INT 8 Gun_Combat 1" name:Ann
@Ann /char weapon add name:Revolver spec:"3d6 дистанция:25 ammo:6"
`, "**Revolver** 3d6 ranged range:25 ammo:6"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run(consoletest.KlSetup(tc.locale))
			got := consoletest.LastOf(t, h.Run(tc.script))
			consoletest.KlWant(t, "weapon saved", got, tc.want)
			consoletest.KlNot(t, "weapon saved", got, "❌")
		})
	}
}

// /attack with no weapon: uses the sheet's only weapon; with
// several, a refusal that lists them and changes nothing.
func TestKlondikeAttackFallsBackToTheOnlyWeapon(t *testing.T) {
	for _, tc := range []struct{ locale, one, several, want, list string }{
		{"en", `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Orc stats:"END 30"
@Ann /attack target:Orc range:20
`, `@Ann /char weapon add name:knife
@Ann /attack target:Orc range:20
`, "Ann → Orc", "Ann has several weapons: say which with weapon: — rifle, knife."},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Orc параметры:"ВЫН 30"
@Ann /атака цель:Orc дистанция:20
`, `@Ann /персонаж оружие добавить название:knife
@Ann /атака цель:Orc дистанция:20
`, "Ann → Orc", "Ann: в листе несколько видов оружия, укажите оружие: — rifle, knife."},
	} {
		// 4+5 +1 DEX +1 Gun Combat = 11, Effect +3; 3d6 2+2+2 +3 = 9.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 5, 2, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.one)
		att := consoletest.ByText(t, out, tc.want)
		if att.Ephemeral {
			t.Fatalf("%s: no weapon named, one on the sheet: %s", tc.locale, att.Text())
		}
		consoletest.KlWant(t, tc.locale+" only weapon", att, "(rifle)", "🎲 2+2+2 +3")
		out = h.Run(tc.several)
		last := consoletest.LastOf(t, out)
		if !last.Ephemeral {
			t.Fatalf("%s: several weapons, none named: %s", tc.locale, last.Text())
		}
		consoletest.KlWant(t, tc.locale+" several", last, tc.list)
	}
}

// A stock gun named in the other language is the same gun: the sheet's
// "Revolver" fired as «Револьвер» spends its magazine (6 → 5 → 4), and an
// NPC's pistol fired by both names too (15 → 14 → 13). Before, the other
// name brought a second, full gun.
func TestKlondikeStockGunOneMagazineInEitherLanguage(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants          []string
	}{
		{"en", `/system set system:klondike
/combat start
@Bob /char set stats:"DEX 9 STR 8 END 8 INT 7 Gun_Combat 1"
@Bob /char weapon add name:Revolver
@Bob /combat join
/combat add name:Orc
@Bob /attack target:Orc weapon:Revolver range:5
@Bob /attack target:Orc weapon:Револьвер range:5
/combat add name:Nade stats:"DEX 9"
/attack attacker:Nade target:Orc weapon:pistol range:5
/attack attacker:Nade target:Orc weapon:Пистолет range:5
`, []string{"1 spent, 5 left", "1 spent, 4 left", "1 spent, 14 left", "1 spent, 13 left"}},
		{"ru", `/система выбрать система:klondike
/бой начать
@Bob /персонаж задать параметры:"ЛОВ 9 СИЛ 8 ВЫН 8 ИНТ 7 Стрельба 1"
@Bob /персонаж оружие добавить название:Revolver
@Bob /бой войти
/бой добавить имя:Orc
@Bob /атака цель:Orc оружие:Revolver дистанция:5
@Bob /атака цель:Orc оружие:Револьвер дистанция:5
/бой добавить имя:Nade параметры:"ЛОВ 9"
/атака атакующий:Nade цель:Orc оружие:pistol дистанция:5
/атака атакующий:Nade цель:Orc оружие:Пистолет дистанция:5
`, []string{"потрачено патронов: 1, осталось: 5", "потрачено патронов: 1, осталось: 4", "потрачено патронов: 1, осталось: 14", "потрачено патронов: 1, осталось: 13"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := make([]int, 80)
			for i := range faces {
				faces[i] = 3
			}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			var all strings.Builder
			for _, s := range h.Run(tc.script) {
				if strings.Contains(s.Text(), "❌") {
					t.Errorf("refused: %s", s.Text())
				}
				all.WriteString(s.Text())
			}
			text := all.String()
			at := 0
			for _, w := range tc.wants {
				i := strings.Index(text[at:], w)
				if i < 0 {
					t.Fatalf("after %d bytes, no %q in the replies", at, w)
				}
				at += i + len(w)
			}
		})
	}
}

// /reload weapon:автомат for the leader, an NPC whose stock
// assault rifle was not on its sheet yet, was refused with «"автомат" is
// neither on the sheet nor among the stock weapons» — untrue: /attack takes
// a stock weapon up by that name. /reload now does the same («Другие
// действия: перезарядка …» — one action).
func TestKlondikeReloadTakesUpAStockWeapon(t *testing.T) {
	for _, c := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Boss stats:"STR 8 DEX 8 INT 8"
/reload name:Boss weapon:assault-rifle
`, "Boss reloads assault-rifle: 30 rounds"},
		{"ru", `/бой добавить имя:Boss параметры:"СИЛ 8 ЛОВ 8 ИНТ 8"
/перезарядить имя:Boss оружие:автомат
`, "Boss перезаряжает автомат: патронов 30"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3)
			out := h.Run(consoletest.KlSetup(c.locale) + c.script)
			s := consoletest.ByText(t, out, "🔄")
			if s.Ephemeral {
				t.Errorf("the reload is a refusal: %s", s.Text())
			}
			consoletest.KlWant(t, "the reload", s, c.want)
		})
	}
}

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

// «Автоматический огонь … тратит кол-во патронов, равное значению Авто,
// умноженному на 5.» A smg (Auto 3) with 6 rounds left refused full auto
// with "6 rounds left, 15 needed." and no way on; it now names the reload.
func TestKlondikeNoAmmoSaysReload(t *testing.T) {
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
			got := consoletest.LastOf(t, h.Run(klAnnAndOrc(tc.locale)+tc.script))
			if !got.Ephemeral {
				t.Errorf("the refusal is public: %s", got.Text())
			}
			consoletest.KlWant(t, "no ammo", got, tc.want)
		})
	}
}

// The out-of-ammo refusal says how to reload: "/reload weapon:Shotgun".
// Without name: that reloads whoever's turn it is (or the player's own
// character), so when the GM fires the Orc's emptied shotgun on the
// Shooter's turn, the hint as typed was about the Shooter's gun. It now
// names the Orc then, and stays as it was for the one whose turn it is.
func TestKlondikeOutOfAmmoHintNamesTheShooterOutOfTurn(t *testing.T) {
	for _, tc := range []struct{ locale, setup, orcFires, hint, reloaded, wrong, ownFires, ownHint string }{
		{"en", `/system set system:klondike
/combat start
/combat add name:Shooter stats:"DEX 8 Gun_Combat 1"
/combat add name:Orc
`, "/attack attacker:Orc target:Shooter weapon:Shotgun\n",
			"/reload name:Orc weapon:Shotgun", "Orc has no actions left", "Shooter",
			"/attack attacker:Shooter target:Orc weapon:Shotgun\n", "Reload first (/reload weapon:Shotgun or"},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Стрелок параметры:"ЛОВ 8 Стрельба 1"
/бой добавить имя:Орк
`, "/атака атакующий:Орк цель:Стрелок оружие:Дробовик\n",
			"/перезарядить имя:Орк оружие:Дробовик", "Орк: действий", "Стрелок",
			"/атака атакующий:Стрелок цель:Орк оружие:Дробовик\n", "Сначала перезарядите (/перезарядить оружие:Дробовик или"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
		// The Orc fires both shells on the Shooter's turn. The third shot
		// is past its two actions too: the GM sets that rule aside with
		// force:true (вопреки:да), and the empty gun refuses it.
		force := map[string]string{"en": " force:true\n", "ru": " вопреки:да\n"}[tc.locale]
		h.Run(tc.setup + tc.orcFires + tc.orcFires)
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(strings.TrimSuffix(tc.orcFires, "\n")+force)))
		if !got.Ephemeral {
			t.Fatalf("%s: the third shot from a 2-shell shotgun should be refused: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale+" Orc out of ammo", got, "("+tc.hint+" ")
		// Typed as it stands, the hint is about the Orc (whose two actions
		// went on the shots: "no actions left"), not the Shooter's gun.
		got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hint+"\n")))
		consoletest.KlWant(t, tc.locale+" hint as typed", got, tc.reloaded)
		consoletest.KlNot(t, tc.locale+" hint as typed", got, tc.wrong)
		h.Run(tc.ownFires + tc.ownFires)
		got = consoletest.LastOf(t, consoletest.Replies(h.Run(strings.TrimSuffix(tc.ownFires, "\n")+force)))
		consoletest.KlWant(t, tc.locale+" own turn", got, tc.ownHint)
	}
}

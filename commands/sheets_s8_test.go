package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 8: sheets' weapons and armor in medieval and klondike, as a player
// types them. Every refusal names what was wrong and how to write it, in the
// user's language, and changes nothing.

// sheetS8Refused runs cmd, wants an ephemeral refusal holding every want,
// and the sheet as /char show printed it before.
func sheetS8Refused(t *testing.T, h *consoletest.Harness, cmd string, wants ...string) {
	t.Helper()
	before := consoletest.LastOf(t, h.Run("/char show\n")).Text()
	got := consoletest.LastOf(t, h.Run(cmd))
	if !got.Ephemeral {
		t.Fatalf("%s: not refused: %s", cmd, got.Text())
	}
	for _, w := range wants {
		if !strings.Contains(got.Text(), w) {
			t.Errorf("%s: refusal lacks %q:\n%s", cmd, w, got.Text())
		}
	}
	if after := consoletest.LastOf(t, h.Run("/char show\n")).Text(); after != before {
		t.Errorf("%s changed the sheet:\nbefore %s\nafter  %s", cmd, before, after)
	}
}

// sheetS8Saved runs cmd and wants a success holding every want.
func sheetS8Saved(t *testing.T, h *consoletest.Harness, cmd string, wants ...string) {
	t.Helper()
	got := consoletest.LastOf(t, h.Run(cmd)).Text()
	for _, w := range wants {
		if !strings.Contains(got, w) {
			t.Errorf("%s: reply lacks %q:\n%s", cmd, w, got)
		}
	}
}

// A weapon name that is not in the system's ready list, with no spec, used
// to be refused as «Weapon “” must start with its damage dice» (medieval)
// and «Cannot read the weapon notation “”» (klondike): an empty quote, and no
// word that the name was not found. Now, as storyteller does: the name, that
// it is not a ready weapon, an example spec in the system's notation, and
// two ready weapons to pick.
func TestSheetsS8UnknownWeaponNameWithoutSpec(t *testing.T) {
	for _, c := range []struct {
		sys, locale string
		wants       []string
	}{
		{"medieval", "en", []string{"“Autopistol” is not a ready weapon", "spec option", "“2d6+1 melee blade”", "“Sword”", "“Longbow”"}},
		{"medieval", "ru", []string{"«Autopistol» нет среди готового оружия", "параметром «свойства»", "«2d6+1 ближний клинок»", "«Меч»", "«Длинный лук»"}},
		{"klondike", "en", []string{"“Autopistol” is not a stock weapon", "spec option", "“3d6-3 range:10 ammo:15”", "“Pistol”", "“Knife”"}},
		{"klondike", "ru", []string{"«Autopistol» нет среди готового оружия", "параметром «свойства»", "«3d6-3 дальность:10 патроны:15»", "«Пистолет»", "«Нож»"}},
	} {
		t.Run(c.sys+"/"+c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			h.Run("/system set system:" + c.sys + "\n/char set name:Bob\n")
			sheetS8Refused(t, h, "/char weapon add name:Autopistol\n", c.wants...)
			// A ready name in either language still takes the list's numbers.
			ready := map[string]string{"medieval": "Меч", "klondike": "Нож"}[c.sys]
			spec := map[string]string{"medieval": "2d6", "klondike": "1d6+2"}[c.sys]
			sheetS8Saved(t, h, "/char weapon add name:"+ready+"\n", ready, spec)
		})
	}
}

// /attack weapon:Unknown in klondike said «No weapon “X” on this sheet» —
// not that the stock weapons were searched too, nor how to attack with it.
func TestSheetsS8KlondikeAttackUnknownWeapon(t *testing.T) {
	for _, c := range []struct {
		locale string
		wants  []string
	}{
		{"en", []string{"“Autopistol” is neither on the sheet nor a stock weapon", "Pistol", "/char weapon add", "damage option"}},
		{"ru", []string{"«Autopistol» нет ни в листе, ни среди готового оружия", "Пистолет", "/персонаж оружие добавить", "«урон»"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 3, 4, 5, 6) // 2d6 initiative each
			h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc\n/combat add name:Bob\n")
			got := consoletest.LastOf(t, h.Run("/attack attacker:Bob target:Orc weapon:Autopistol\n"))
			if !got.Ephemeral {
				t.Fatalf("not refused: %s", got.Text())
			}
			for _, w := range c.wants {
				if !strings.Contains(got.Text(), w) {
					t.Errorf("refusal lacks %q:\n%s", w, got.Text())
				}
			}
		})
	}
}

// A notation with one wrong word in /attack weapon: ("2d6 zap") named the
// whole option as an unknown weapon; it now names the word.
func TestSheetsS8MedievalAttackNotationMistake(t *testing.T) {
	for _, c := range []struct{ locale, want string }{
		{"en", "“zap” means nothing in a weapon"},
		{"ru", "«zap» ничего не значит в записи оружия"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 7, 6)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc\n/combat add name:Bob\n")
			got := consoletest.LastOf(t, h.Run("/attack attacker:Bob target:Orc weapon:\"2d6 zap\"\n"))
			if !got.Ephemeral || !strings.Contains(got.Text(), c.want) {
				t.Fatalf("want a refusal naming “zap”: %s", got.Text())
			}
		})
	}
}

// Medieval weapon notation: the dice first, skills named in several words,
// an unknown skill answered with the skills there are.
func TestSheetsS8MedievalWeaponNotation(t *testing.T) {
	for _, c := range []struct {
		locale, cmd string
		refused     bool
		wants       []string
	}{
		// The skill's own name, spaces and all (the sheet's "Combat Sense").
		{"en", `/char weapon add name:Zap spec:"2d6 ranged skill:combat sense"`, false, []string{"**Zap** 2d6 ranged, combat sense"}},
		{"en", `/char weapon add name:Zap spec:"2d6 ranged skill stealth ap"`, false, []string{"**Zap** 2d6 ranged ap, stealth"}},
		{"ru", `/char weapon add name:Лук spec:"2d6 дальний навык:стрельба из лука"`, false, []string{"**Лук** 2d6 дальний, стрельба из лука"}},
		// «ближний» alone is not dice: say the dice come first.
		{"en", `/char weapon add name:Zap spec:"melee 2d6"`, true, []string{"Weapon “melee 2d6” must start with its damage dice", "“2d6+1 melee blade”"}},
		{"ru", `/char weapon add name:Zap spec:"ближний"`, true, []string{"Запись оружия «ближний» должна начинаться с кубиков урона", "«2d6+1 ближний клинок»"}},
		{"en", `/char weapon add name:Zap spec:"2d6 skill:flying"`, true, []string{"“flying” is not a skill", "Archery", "Combat Sense", "Throwing"}},
		{"ru", `/char weapon add name:Zap spec:"2d6 навык:полёт"`, true, []string{"«полёт» — не навык", "Стрельба из лука", "Чувство боя"}},
	} {
		t.Run(c.locale+" "+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			h.Run("/system set system:medieval\n/char set name:Bob\n")
			if c.refused {
				sheetS8Refused(t, h, c.cmd+"\n", c.wants...)
			} else {
				sheetS8Saved(t, h, c.cmd+"\n", c.wants...)
			}
		})
	}
}

// Medieval armor: two layers joined by a comma ("torso 10, head 4") were
// refused as «“10” is not a hit location»; the refusal now says layers take
// ";". The comma between locations still works.
func TestSheetsS8MedievalArmorLayersByComma(t *testing.T) {
	for _, c := range []struct {
		locale, bad, good string
		wants             []string
		stored            string
	}{
		{"en", `/char armor armor:"torso 10, head 4"`, `/char armor armor:"torso, arms 10; head 4"`,
			[]string{"Armor layer “torso 10, head 4” runs into the next one", "a semicolon separates layers", "“torso 10; head 4”"}, "torso, arms 10; head 4"},
		{"ru", `/char armor armor:"торс 10 жёсткая, голова 4"`, `/char armor armor:"торс, руки 10; голова 4"`,
			[]string{"Слой брони «торс 10 жёсткая, голова 4» сливается со следующим", "слои разделяет точка с запятой", "«торс 10; голова 4»"}, "торс, руки 10; голова 4"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			h.Run("/system set system:medieval\n/char set name:Bob\n")
			sheetS8Refused(t, h, c.bad+"\n", c.wants...)
			sheetS8Saved(t, h, c.good+"\n", c.stored)
		})
	}
}

// Klondike: a weapon word it cannot read, and armor out of range, are
// answered with how to write them; a sealed suit reads «Защита 12,
// скафандр» on a Russian sheet, not "12 sealed".
func TestSheetsS8KlondikeNotationHelp(t *testing.T) {
	for _, c := range []struct {
		locale  string
		refused bool
		cmd     string
		wants   []string
	}{
		{"en", true, `/char weapon add name:Zap spec:"2d6 zap"`, []string{"Cannot read “zap” in the weapon notation", "range:N", "auto:N (up to 20)", "“3d6 range:50 auto:4 ammo:30”"}},
		{"ru", true, `/char weapon add name:Zap spec:"2d6 бзз"`, []string{"Не удаётся прочитать «бзз» в записи оружия", "дальность:N", "авто:N (до 20)", "«3d6 дальность:50 авто:4 патроны:30»"}},
		{"en", true, `/char armor armor:60`, []string{"from 0 to 50", "“12 sealed”", "not “60”"}},
		{"ru", true, `/char armor armor:60`, []string{"от 0 до 50", "«12 скафандр»", "не «60»"}},
		{"en", false, `/char armor armor:"12 sealed"`, []string{"Protection 12, sealed"}},
		{"ru", false, `/char armor armor:"12 скафандр"`, []string{"Защита 12, скафандр"}},
		{"ru", false, `/char armor armor:5`, []string{"Защита 5"}},
	} {
		t.Run(c.locale+" "+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			h.Run("/system set system:klondike\n/char set name:Bob\n")
			if c.refused {
				sheetS8Refused(t, h, c.cmd+"\n", c.wants...)
			} else {
				sheetS8Saved(t, h, c.cmd+"\n", c.wants...)
			}
		})
	}
}

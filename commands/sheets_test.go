package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

func TestCharSheetKeysInBothLanguages(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	out := h.Run(`/system set system:medieval
@Ann /char set stats:"REF 8 ТЕЛ 10 Combat Sense 3" name:Ann
@Ann /char set stats:"LUCK 4"
@Ann /char show
`)
	if !strings.Contains(out[1].Text(), "REF** 8") || !strings.Contains(out[1].Text(), "BODY** 10") || !strings.Contains(out[1].Text(), "Combat Sense 3") {
		t.Fatalf("sheet: %s", out[1].Text())
	}
	if !out[2].Ephemeral || !strings.Contains(out[2].Text(), "LUCK") || !strings.Contains(out[2].Text(), "REF, BODY") {
		t.Fatalf("unknown key error: %s", out[2].Text())
	}
	if !strings.Contains(out[3].Text(), "REF** 8") {
		t.Fatalf("bad key changed the sheet: %s", out[3].Text())
	}
}

// Removing a weapon says so in the user's language: the text sat under
// char.removed while the command asked for char.weapon_removed.
func TestCharWeaponRemovedIsWordedInBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Weapon “Bow” removed."},
		{"ru", "Оружие «Bow» убрано."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewHarness(t, "", tc.locale)
			out := h.Run("/system set system:medieval\n/char set stats:\"REF 8\"\n/char weapon add name:Bow spec:\"1d6+1 ranged\"\n/char weapon remove name:Bow\n")
			if got := consoletest.LastOf(t, out).Text(); !strings.Contains(got, tc.want) {
				t.Fatalf("want %q in %s", tc.want, got)
			}
		})
	}
}

// A trait no rule reads used to be stored and shown, yet change nothing: a
// typo ("supernatral") or the word a Russian player types
// ("сверхъестественный") left a vampire soaking lethal damage like a mortal,
// and a medieval sheet took storyteller traits. Now an unknown trait is an
// ephemeral error naming the valid ones, nothing is stored, and the Russian
// words set the same stored keys.
func TestCharUnknownTraitIsRefusedAndNothingStored(t *testing.T) {
	for _, tc := range []struct {
		locale, unknown, valid, noFlags, noSheet string
	}{
		{"en", "Unknown trait “supernatral”", "Valid: supernatural, soak_aggravated, ambidextrous, short_track",
			"This system reads no yes/no traits", "You have no character sheet"},
		{"ru", "Неизвестное свойство «supernatral»", "Доступны: сверхъестественный, поглощает_усиливающиеся, обоерукий, короткая_шкала",
			"В этой системе у листа нет свойств да/нет", "У вас ещё нет листа персонажа"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run(`/system set system:storyteller
/char set name:Vamp stats:"Stamina 2" flags:"supernatral"
/char show
/system set system:medieval
/char set name:Knight flags:supernatural
/char show
`)
			if len(out) != 6 {
				t.Fatalf("want 6 replies, got %d: %v", len(out), out)
			}
			for _, i := range []int{1, 2, 4, 5} {
				if !out[i].Ephemeral {
					t.Errorf("reply %d is not ephemeral: %s", i, out[i].Text())
				}
			}
			consoletest.MustContain(t, out[1], tc.unknown, tc.valid)
			consoletest.MustContain(t, out[2], tc.noSheet)
			consoletest.MustContain(t, out[4], tc.noFlags, "supernatural")
			consoletest.MustContain(t, out[5], tc.noSheet)
		})
	}
}

// The Russian trait words set the stored keys the rules read: a
// «сверхъестественный» vampire soaks lethal damage with Stamina (RULES.md:
// «supernatural beings also soak lethal with Stamina»), the sheet shows the
// trait in the reader's words, and a leading minus takes it off again.
func TestCharRussianTraitWordsWork(t *testing.T) {
	for _, tc := range []struct {
		locale, soak, shown, hidden string
	}{
		{"en", "Stamina 2 + armor 0", "supernatural", "сверхъестественный"},
		{"ru", "Выносливость 2 + броня 0", "сверхъестественный", "supernatural"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 7, 7, 7}, consoletest.Threes(20)...)...)
			out := consoletest.Replies(h.Run(`/system set system:storyteller
/char set name:Vamp stats:"Stamina 2" flags:"Сверхъестественный, обоерукий"
/char set flags:"-обоерукий"
/combat start
/combat join
/damage target:Vamp pool:3 type:lethal
`))
			consoletest.MustContain(t, out[1], tc.shown)
			if strings.Contains(out[1].Text(), tc.hidden) {
				t.Errorf("the sheet shows the trait as %q: %s", tc.hidden, out[1].Text())
			}
			if s := out[2].Text(); strings.Contains(s, "ambidextrous") || strings.Contains(s, "обоерукий") {
				t.Errorf("-обоерукий did not take the trait off: %s", s)
			}
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.soak)
		})
	}
}

// Weapons and armor on medieval and klondike sheets, as a player types
// them: every refusal names what was wrong and how to write it, in the
// user's language, and changes nothing.

// sheetRefused runs cmd, wants an ephemeral refusal holding every want,
// and the sheet as /char show printed it before.
func sheetRefused(t *testing.T, h *consoletest.Harness, cmd string, wants ...string) {
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

// sheetSaved runs cmd and wants a success holding every want.
func sheetSaved(t *testing.T, h *consoletest.Harness, cmd string, wants ...string) {
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
func TestSheetsUnknownWeaponNameWithoutSpec(t *testing.T) {
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
			sheetRefused(t, h, "/char weapon add name:Autopistol\n", c.wants...)
			// A ready name in either language still takes the list's numbers.
			ready := map[string]string{"medieval": "Меч", "klondike": "Нож"}[c.sys]
			spec := map[string]string{"medieval": "2d6", "klondike": "1d6+2"}[c.sys]
			sheetSaved(t, h, "/char weapon add name:"+ready+"\n", ready, spec)
		})
	}
}

// /attack weapon:Unknown in klondike said «No weapon “X” on this sheet» —
// not that the stock weapons were searched too, nor how to attack with it.
func TestSheetsKlondikeAttackUnknownWeapon(t *testing.T) {
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
func TestSheetsMedievalAttackNotationMistake(t *testing.T) {
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
func TestSheetsMedievalWeaponNotation(t *testing.T) {
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
				sheetRefused(t, h, c.cmd+"\n", c.wants...)
			} else {
				sheetSaved(t, h, c.cmd+"\n", c.wants...)
			}
		})
	}
}

// Medieval armor: two layers joined by a comma ("torso 10, head 4") were
// refused as «“10” is not a hit location»; the refusal now says layers take
// ";". The comma between locations still works.
func TestSheetsMedievalArmorLayersByComma(t *testing.T) {
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
			sheetRefused(t, h, c.bad+"\n", c.wants...)
			sheetSaved(t, h, c.good+"\n", c.stored)
		})
	}
}

// Klondike: a weapon word it cannot read, and armor out of range, are
// answered with how to write them; a sealed suit reads «Защита 12,
// скафандр» on a Russian sheet, not "12 sealed".
func TestSheetsKlondikeNotationHelp(t *testing.T) {
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
				sheetRefused(t, h, c.cmd+"\n", c.wants...)
			} else {
				sheetSaved(t, h, c.cmd+"\n", c.wants...)
			}
		})
	}
}

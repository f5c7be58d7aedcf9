package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A sheet's weapons and armor read in the reader's language: the seed's
// «Нож: Сила +1, Куртка», «Винтовка: Повреждение 8, Дистанция 200, Режим огня
// 1, Обойма 5+1», «(кевларовый жилет): 3, 1» — not the stored "str+1 lethal
// conceal=jacket" and "3/1".
func TestStorytellerSheetShowsWeaponsAndArmorInReadersWords(t *testing.T) {
	for _, tc := range []struct {
		locale string
		want   []string
	}{
		{"en", []string{"**Нож** Strength +1, lethal, hidden: jacket",
			"**Винтовка** damage 8, lethal, 200 m, rate 1, clip 5+1, scope, cannot be hidden",
			"rating 3, penalty 1"}},
		{"ru", []string{"**Нож** Сила +1, летальные, скрыть: куртка",
			"**Винтовка** урон 8, летальные, 200 м, режим 1, обойма 5+1, оптический прицел, не спрятать",
			"рейтинг 3, штраф 1"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run(`/system set system:storyteller
@Ann /char weapon add name:Нож
@Ann /char weapon add name:Винтовка spec:"винтовка прицел"
@Ann /char armor armor:"кевларовый жилет"
@Ann /char show
`)
			sheet := consoletest.LastOf(t, out)
			consoletest.MustContain(t, sheet, tc.want...)
			for _, raw := range []string{"str+1", "lethal conceal", "conceal=", "range=", "3/1"} {
				if strings.Contains(sheet.Text(), raw) {
					t.Errorf("the sheet shows the stored notation %q:\n%s", raw, sheet.Text())
				}
			}
		})
	}
}

// A weapon named without numbers that is no row of the seed's tables is
// refused with what to do, not "cannot read weapon X “” (at “X”)", and the
// sheet keeps no such weapon.
func TestStorytellerWeaponNotInTablesIsToldSo(t *testing.T) {
	for _, tc := range []struct{ locale, want, empty string }{
		{"en", "“Тяжелый пистолет-пулемет” is not in the weapon tables: give its numbers in the spec option", "“”"},
		{"ru", "«Тяжелый пистолет-пулемет» нет в таблицах оружия: укажите его свойства параметром «свойства»", "«»"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run("/system set system:storyteller\n@Ann /char weapon add name:\"Тяжелый пистолет-пулемет\"\n")
			got := consoletest.LastOf(t, out)
			if !got.Ephemeral {
				t.Fatalf("not refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.want)
			if strings.Contains(got.Text(), tc.empty) {
				t.Errorf("the refusal quotes an empty spec: %s", got.Text())
			}
			sheet := consoletest.LastOf(t, h.Run("@Ann /char show\n"))
			if strings.Contains(sheet.Text(), "Тяжелый") {
				t.Errorf("the refused weapon is on the sheet: %s", sheet.Text())
			}
		})
	}
}

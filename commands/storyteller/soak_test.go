package storyteller_test

import (
	"fmt"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Soak by type (RULES.md): mortals soak bashing with Stamina and bashing or
// lethal with armor; supernatural beings also soak lethal with Stamina;
// aggravated only with the flag. «кевларовый жилет: 3, 1».
func TestStorytellerSeedSoakByType(t *testing.T) {
	for _, tc := range []struct {
		name, flags, armor, typ string
		soak                    string
	}{
		{"mortal bashing", "", "", "bashing", "Stamina 2 + armor 0"},
		{"mortal lethal", "", "", "lethal", "armor 0 (a mortal's Stamina does not soak lethal damage)"},
		{"mortal lethal with a vest", "", "Kevlar vest", "lethal", "armor 3 (a mortal's Stamina does not soak lethal damage)"},
		{"supernatural lethal", "supernatural", "", "lethal", "Stamina 2 + armor 0"},
		{"supernatural aggravated", "supernatural", "", "aggravated", "armor 0: aggravated damage is soaked only with the gift to soak it"},
		{"supernatural that soaks aggravated", "supernatural,soak_aggravated", "Kevlar vest", "aggravated", "Stamina 2 + armor 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, "en", append([]int{5, 7, 7, 7}, consoletest.Threes(20)...)...)
			script := "/system set system:storyteller\n/char set name:Vamp stats:\"Stamina 2\" flags:\"" + tc.flags + "\"\n"
			if tc.armor != "" {
				script += "/char armor armor:\"" + tc.armor + "\"\n"
			}
			script += "/combat start\n/combat join\n/damage target:Vamp pool:3 type:" + tc.typ + "\n"
			out := consoletest.Replies(h.Run(script))
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.soak, "3 successes", "3 levels of "+tc.typ+" damage marked")
		})
	}
}

// A mortal soaks lethal damage with armor only (RULES.md: «Mortals soak
// bashing with Stamina and bashing/lethal with armor; supernatural beings also
// soak lethal with Stamina»; the seed: «Сверхъестественные существа могут
// поглощать летальные повреждения»), so Orc's Stamina 2 is not in the pool —
// and the soak field must say why instead of "Stamina 0", which contradicts
// the sheet. Aggravated damage is soaked only with the gift («Сверхъестественные
// существа без специальной силы не могут поглощать усиливающиеся
// повреждения»). Bashing still shows Stamina.
func TestStorytellerSoakFieldSaysWhyStaminaIsLeftOut(t *testing.T) {
	for _, tc := range []struct {
		locale, lethal, aggravated, bashing, wrong string
	}{
		{"en", "armor 0 (a mortal's Stamina does not soak lethal damage)",
			"armor 0: aggravated damage is soaked only with the gift to soak it",
			"Stamina 2 + armor 0", "Stamina 0"},
		{"ru", "броня 0 (Выносливость смертного не поглощает летальные повреждения)",
			"броня 0: усиливающиеся повреждения поглощает только тот, у кого есть особый дар",
			"Выносливость 2 + броня 0", "Выносливость 0"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 5 and 4; Ann's knife: attack 8 8 3 (2 successes),
			// damage Strength 2 + 1 + 1 extra = 4 dice 7 7 2 2, no soak roll
			// (a pool of 0); then /damage pool:2 aggravated 7 7, no soak roll;
			// /damage pool:2 bashing 7 7, soak 2 2 (Stamina 2).
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 8, 8, 3, 7, 7, 2, 2, 7, 7, 7, 7, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Stamina 2"
/combat add name:Ann stats:"Strength 2 Dexterity 2 Melee 1"
`)
			out := h.Run("/attack attacker:Ann target:Orc weapon:Knife defense:none\n")
			hit := out[0]
			consoletest.MustContain(t, hit, tc.lethal, map[string]string{"en": "2 lethal", "ru": "летальные: 2"}[tc.locale])
			if strings.Contains(hit.Text(), tc.wrong) {
				t.Errorf("the soak field shows %q for a sheet with Stamina 2:\n%s", tc.wrong, hit.Text())
			}
			agg := h.Run("/damage target:Orc pool:2 type:aggravated\n")[0]
			consoletest.MustContain(t, agg, tc.aggravated)
			bash := h.Run("/damage target:Orc pool:2 type:bashing\n")[0]
			consoletest.MustContain(t, bash, tc.bashing)
		})
	}
}

// «Сверхъестественные существа без специальной силы не могут поглощать
// усиливающиеся повреждения» — and RULES.md leaves armor out of it too. The
// soak field of a vampire in a Kevlar vest read «броня 0: …», as if the vest
// were gone: it now names the rating worn and that it does not count. A being
// with the gift soaks with Stamina and the vest as before.
func TestStorytellerAggravatedSoakNamesTheVestThatDoesNotCount(t *testing.T) {
	for _, tc := range []struct{ locale, setup, dmg, worn, gifted string }{
		{"ru", `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Вамп параметры:"Выносливость 3" свойства:сверхъестественный броня:"Кевларовый жилет"
/бой добавить имя:Демон параметры:"Выносливость 3" свойства:"сверхъестественный поглощает_усиливающиеся" броня:"Кевларовый жилет"
`, "/урон цель:%s запас:3 тип:усиливающиеся\n",
			"броня 3 не в счёт: усиливающиеся повреждения поглощает только тот, у кого есть особый дар", "Выносливость 3 + броня 3"},
		{"en", `/system set system:storyteller
/combat start
/combat add name:Вамп stats:"Stamina 3" flags:supernatural armor:"Kevlar vest"
/combat add name:Демон stats:"Stamina 3" flags:"supernatural soak_aggravated" armor:"Kevlar vest"
`, "/damage target:%s pool:3 type:aggravated\n",
			"armor 3 does not count: aggravated damage is soaked only with the gift to soak it", "Stamina 3 + armor 3"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 5 and 4; Вамп's damage 7 7 7 (no soak roll);
			// Демон's damage 7 7 7 and a soak of six 3s.
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 4, 7, 7, 7, 7, 7, 7}, consoletest.Threes(20)...)...)
			h.Run(tc.setup)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(fmt.Sprintf(tc.dmg, "Вамп"))))
			consoletest.MustContain(t, out, tc.worn)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(fmt.Sprintf(tc.dmg, "Демон"))))
			consoletest.MustContain(t, out, tc.gifted)
			consoletest.MustNotContain(t, out, tc.worn)
		})
	}
}

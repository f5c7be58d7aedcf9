package medieval_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"regexp"
	"strings"
	"testing"
)

// Session 8 play-test (qa11): the fight as a table with a woman's character
// plays it — @Anna with a sheet named Анна.

// medQA11Anna is Анна's sheet (REF 8, TECH 6, BODY 6: stun save at Mortal 0
// is 6 − 3 = 3, death save 6 − 0 = 6), a stored sheet for Борис (TECH 7,
// Medicine 5) who is not in the fight, and two orcs. Initiative faces: 4
// (Анна 4 + REF 6 − … = 10 in armor), 5, 6 (Orc 1, Orc 2).
const medQA11Anna = `/система выбрать система:medieval
@Anna /персонаж задать параметры:"РЕФ 8 ИНТ 7 ТЕХ 6 ТЕЛ 6 Фехтование 5 Медицина 4" имя:Анна
@Anna /персонаж броня броня:"торс 14 жёсткая зу1; торс, руки 10"
@Bob /персонаж задать параметры:"ТЕХ 7 Медицина 5" имя:Борис
/бой начать
@Anna /бой войти
/бой добавить имя:Orc количество:2
`

// medQA11Masculine finds a medieval state word in its masculine form only:
// «оглушён», «стабилизирован», «мёртв» not followed by «(а)».
var medQA11Masculine = regexp.MustCompile(`(оглушён|стабилизирован|мёртв)([^(а-яё]|$)`)

func medQA11NoMasculine(t *testing.T, what string, out []consoletest.Sent) {
	t.Helper()
	for _, s := range out {
		if m := medQA11Masculine.FindString(s.Text()); m != "" {
			t.Errorf("%s: %q reads as a man's for Анна (want «…(а)»):\n%s", what, m, s.Text())
		}
	}
}

// The Russian text was rewritten to read right for women («(а)» forms), but
// the medieval state words on the tracker and in every reply stayed male:
// «Анна: … Смертельное 0 · оглушён · умирает», «· стабилизирован», «· мёртв».
// The seed's states — «находится вне боя» after a failed stun save,
// «Стабилизированному персонажу больше не требуется…», «ты умираешь в конце
// раунда» — must read right for Анна: «оглушён(а)», «стабилизирован(а)»,
// «мёртв(а)».
func TestMedievalQA11StateWordsReadRightForAWoman(t *testing.T) {
	t.Run("stunned and stabilized", func(t *testing.T) {
		// 13 direct = Mortal 0. Stun save 5 > 3 fails (d6 3: «Вращается на
		// месте, падает»), death save 8 > 6 fails. Борис's sheet
		// stabilizes: 1 + TECH 7 + Medicine 5 = 13 ≥ 13 («бросок со
		// значеним 20 или больше» for 20 points; here 13).
		h := consoletest.NewSystemHarness(t, "ru", 4, 5, 6, 5, 3, 8, 1)
		h.Run(medQA11Anna)
		out := h.Run("/урон цель:Анна количество:13 напрямую:да\n")
		consoletest.MedWant(t, consoletest.MedReply(t, out), "Смертельное 0 · оглушён(а) · умирает")
		medQA11NoMasculine(t, "damage", out)
		out = h.Run("@Bob /стабилизировать цель:Анна\n")
		consoletest.MedWant(t, consoletest.MedReply(t, out), "1+7+5 = **13** против 13", "оглушён(а) · стабилизирован(а)")
		medQA11NoMasculine(t, "stabilize", out)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("dead", func(t *testing.T) {
		// 13 direct: stun save 2 ≤ 3 passes, death save 8 > 6 fails; the
		// round's end kills («при неудачном ты умираешь в конце раунда»).
		// Round 2's initiative: 3, 1 for the orcs.
		h := consoletest.NewSystemHarness(t, "ru", 4, 5, 6, 2, 8, 3, 1)
		h.Run(medQA11Anna)
		medQA11NoMasculine(t, "damage", h.Run("/урон цель:Анна количество:13 напрямую:да\n"))
		out := h.Run("!click Next round\n")
		consoletest.MedWant(t, consoletest.LastOf(t, out), "Анна погибает", "0/48 · мёртв(а)")
		medQA11NoMasculine(t, "next round", out)
		out = h.Run("/бой конец\n")
		consoletest.MedWant(t, consoletest.MedReply(t, out), "Анна — ▱▱▱▱▱▱▱▱ 0/48 · мёртв(а)")
		medQA11NoMasculine(t, "recap", out)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// The new way to name a medic outside the fight — the GM's `tech` and
// `skill_level` («Любой человек (кроме самого пациента) может попытаться
// стабилизировать … суммирования твоего СТАТа ТЕХ, любого медицинского
// навыка и 1D10») — worked but /help's command line still read
// «/стабилизировать цель [лекарь] [навык]», so no table could find it.
func TestMedievalQA11HelpNamesTheGMsMedicNumbers(t *testing.T) {
	for _, c := range []struct{ locale, script, want string }{
		{"en", "/system set system:medieval\n/help\n", "`/stabilize target [medic] [skill]` (the GM's medic outside the fight: `tech skill_level`)"},
		{"ru", "/система выбрать система:medieval\n/помощь\n", "`/стабилизировать цель [лекарь] [навык]` (лекарь мастера вне боя: `тех уровень_навыка`)"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			consoletest.MedWant(t, consoletest.LastOf(t, h.Run(c.script)), c.want)
		})
	}
}

// A heal that leaves Анна at the same level (20 → 17: Mortal 1 is 17–20,
// RULES.md «Mortal 1 17–20») used to read «Смертельное 1 → Смертельное 1»;
// the level is named once. A heal across levels still shows the step
// (17 → 14: Mortal 1 → Mortal 0, «Mortal 0 13–16»).
func TestMedievalQA11HealWithinALevelNamesItOnce(t *testing.T) {
	for _, c := range []struct{ locale, damage, heal, same, step, twice string }{
		{"en", "/damage target:Анна amount:20 direct:true\n", "/heal target:Анна points:3\n",
			"🩹 20 → **17** · **Mortal 1**\n", "🩹 17 → **14** · Mortal 1 → **Mortal 0**", "Mortal 1 → **Mortal 1**"},
		{"ru", "/урон цель:Анна количество:20 напрямую:да\n", "/лечить цель:Анна пункты:3\n",
			"🩹 20 → **17** · **Смертельное 1**\n", "🩹 17 → **14** · Смертельное 1 → **Смертельное 0**", "Смертельное 1 → **Смертельное 1**"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Stun save 2 ≤ 2 (BODY 6 − 4) passes; death save 3 ≤ 5 passes.
			h := consoletest.NewSystemHarness(t, c.locale, 4, 5, 6, 2, 3)
			h.Run(medQA11Anna)
			h.Run(c.damage)
			got := consoletest.MedReply(t, h.Run(c.heal))
			var desc struct {
				Embeds []struct{ Description string } `json:"embeds"`
			}
			if err := json.Unmarshal(got.Data, &desc); err != nil || len(desc.Embeds) == 0 {
				t.Fatalf("no embed: %v %s", err, got.Text())
			}
			if d := desc.Embeds[0].Description; !strings.HasPrefix(d, c.same) || strings.Contains(d, c.twice) {
				t.Errorf("heal within Mortal 1: want %q first, not %q:\n%s", c.same, c.twice, d)
			}
			consoletest.MedWant(t, consoletest.MedReply(t, h.Run(c.heal)), c.step)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

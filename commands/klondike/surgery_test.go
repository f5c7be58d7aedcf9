package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Surgery: 2d6 + Medicine (−4 in the field, −2 in a clean dry place)
// and its result bands, in both locales.

func TestKlondikeSurgeryBands(t *testing.T) {
	for _, tc := range []struct {
		name  string
		dice  []int
		place string
		wants []string
	}{
		// 2d6 + Medicine 2 − 4 (field): 2+2 − 2 = 2 ≤ 5: dead.
		{"dead", []int{2, 2}, "field", []string{"🎲 2+2 −2 = **2** — The patient dies on the table.", "Dead"}},
		// 3+4 + 2 − 2 (clean) = 7: each physical characteristic −d6.
		{"weakened", []int{3, 4, 1, 2, 3}, "clean", []string{"= **7**", "STR −1, DEX −2, END −3", "STR 6 · DEX 5 · END 4"}},
		// 4+4 + 2 = 10 in an infirmary: the loss table d6 = 6 → an eye.
		{"maimed", []int{4, 4, 6}, "infirmary", []string{"= **10** — Lives, maimed.", "Loses an eye."}},
		// 5+4 + 2 = 11: as before.
		{"recovered", []int{5, 4}, "infirmary", []string{"= **11** — Lives as before"}},
	} {
		faces := append([]int{1, 1, 2, 2, 6, 6, 1}, tc.dice...)
		h := consoletest.NewSystemHarness(t, "en", faces...)
		// /damage 21 on 7/7/7: END, then STR 7 → 0 (unconscious roll 6,6 —
		// 6+6, wakes in d6 = 1 minute), DEX 7 → 0: dying. The wake roll is
		// not drawn again once unconscious.
		out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Doc stats:\"medicine 2\"\n/combat add name:Pat\n/damage target:Pat amount:21 to:str\n/surgery target:Pat medic:Doc place:" + tc.place + "\n")
		_ = out
		got := consoletest.ByText(t, out, "operates on Pat")
		consoletest.KlWant(t, tc.name, got, tc.wants...)
	}
}

func TestKlondikeSurgeryRussian(t *testing.T) {
	// 2d6 + Медицина 2 − 2 (сухое чистое место): 3+4 = 7 → «6–7 означает
	// ухудшение … на d6»: СИЛ −1, ЛОВ −2, ВЫН −3.
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 2, 6, 6, 1, 3, 4, 1, 2, 3)
	out := h.Run("/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Doc параметры:\"Медицина 2\"\n/бой добавить имя:Pat\n/урон цель:Pat количество:21 куда:str\n/операция цель:Pat медик:Doc место:clean\n")
	consoletest.KlWant(t, "операция", consoletest.ByText(t, out, "Doc оперирует"), "🎲 3+4 = **7**", "Медицина +2", "−2", "СИЛ −1, ЛОВ −2, ВЫН −3", "СИЛ 6 · ЛОВ 5 · ВЫН 4")
}

// Surgery 8–10 with a leg lost: "8-10: … (2-3) нога" — the flavour line is a
// stabilized one (the catalogue has no limb_lost), and the result names
// the originals as such, the current values 0. Dice: the unconscious roll
// 6+6 and d6 1; surgery 4+4 + Medicine 2 = 10 in an infirmary; the d6 2: a leg.
func TestKlondikeSurgeryLimbLostFlavour(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, 1, 1, 2, 2, 6, 6, 1, 4, 4, 2)
		out := h.Run(`/system set system:klondike
/combat start
/combat add name:Doc stats:"medicine 2"
/combat add name:Thug
/damage target:Thug amount:21 to:str
/surgery target:Thug medic:Doc place:infirmary
`)
		s := consoletest.LastOf(t, out)
		for _, x := range out {
			if strings.Contains(x.Text(), "🩺") {
				s = x
			}
		}
		want := map[string][]string{
			"en": {"🎲 4+4 +2 = **10**", "lost a leg", "Original characteristics", "Now: STR 0 · DEX 0 · END 0"},
			"ru": {"🎲 4+4 +2 = **10**", "потеряна нога", "Исходные характеристики", "Сейчас: СИЛ 0 · ЛОВ 0 · ВЫН 0"},
		}[locale]
		consoletest.KlWant(t, locale+" surgery", s, want...)
		_, _, fields := consoletest.KlEmbed(t, s)
		last := fields[len(fields)-1].Value
		line := strings.TrimSuffix(strings.TrimPrefix(last, "*"), "*")
		if !strings.HasPrefix(last, "*") || !consoletest.SysFlavourMatches("klondike", line, "stabilized", locale) {
			t.Errorf("%s: the last field is not a stabilized flavour line: %q", locale, last)
		}
	}
}

// Surgery by a medic without Medicine says the skill is needed at all, not
// "Medicine 0+"; nothing is rolled.
func TestKlondikeSurgeryUntrainedMedicSaysTraining(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Doc\n/combat add name:Pat\n/damage target:Pat amount:21 to:str\n/surgery target:Pat medic:Doc place:field\n",
			"Surgery needs a medic trained in Medicine (level 0 or more)"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Doc\n/бой добавить имя:Pat\n/урон цель:Pat количество:21 куда:сил\n/операция цель:Pat медик:Doc место:field\n",
			"Для операции медику нужна Медицина хотя бы на уровне 0"},
	} {
		// Initiative 1,1 and 2,2; /damage 21 on 7/7/7 takes END, STR (the
		// wake roll 6,6, 1 minute) and DEX: dying.
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 1)
		got := consoletest.LastOf(t, h.Run(tc.script))
		if !got.Ephemeral || !strings.Contains(got.Text(), tc.want) || strings.Contains(got.Text(), "0+") {
			t.Errorf("%s: %s", tc.locale, got.Text())
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%s: %d dice left", tc.locale, left)
		}
	}
}

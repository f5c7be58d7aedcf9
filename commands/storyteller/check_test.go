package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «каждая 1 отменяет один успех»; no success and a 1 is a botch; difficulty
// is clamped to 2..10; a pool of 0 fails without a roll.
func TestStorytellerCheckSuccessesBotchClampInBothLocales(t *testing.T) {
	for _, tc := range []struct {
		locale               string
		two, botch, zero, vs string
	}{
		{"en", "2 successes", "Botch", "Pool of 0", "vs"},
		{"ru", "2 успеха", "Провал (ботч)", "Запас 0", "против"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 8, 7, 3, 1, 10, 1, 2, 3)
			out := h.Run("/system set system:storyteller\n/check pool:5 difficulty:6\n/check pool:3 difficulty:12\n/check pool:0 difficulty:6\n")
			if len(out) != 4 {
				t.Fatalf("got %d messages", len(out))
			}
			consoletest.MustContain(t, out[1], "**8** **7** 3 ~~1~~ **10** "+tc.vs+" 6", tc.two)
			consoletest.MustContain(t, out[2], "~~1~~ 2 3 "+tc.vs+" 10", tc.botch) // 12 clamped to 10
			consoletest.MustContain(t, out[3], tc.zero)
			if out[3].Ephemeral {
				t.Error("a pool of 0 is a result, not an error")
			}
		})
	}
}

// Wound penalties lower the acting combatant's pool; the Willpower button
// adds one automatic success and spends a point.
func TestStorytellerCheckWoundPenaltyAndWillpowerButton(t *testing.T) {
	// Stamina 2: two bashing levels do not daze Al, who could not roll
	// dizzied («пропускает своё следующее действие»).
	faces := []int{5, 9, 4, 6, 6} // initiative, then 4 dice: 5 asked − 1 for Hurt
	h := consoletest.NewSystemHarness(t, "en", faces...)
	out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Al stats:"Stamina 2 Willpower 3"
/damage target:Al levels:2 type:bashing
/check pool:5 difficulty:6 name:Al
`)
	// Hurt (−1): 5 asked, 4 rolled.
	consoletest.MustContain(t, consoletest.LastOf(t, out[:len(out)-1]), "🎲 **9** 4 **6** **6** vs 6", "wound penalty −1", "3 successes", "Willpower (3)")
	out = h.Run("!click Willpower (3)\n")
	consoletest.MustContain(t, out[0], "4 successes (+1 Willpower)", "Willpower left: 2")
}

// Russian plural forms; the "asked" line only when wounds or the
// clamp changed the pool («запас 2 → 2 кубика», not «2 кубиков»).
func TestStorytellerCheckPluralsAndAskedLine(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 10, 1 /*check*/, 5 /*initiative*/, 7, 7 /*Al's check: 3 asked − 1 Hurt*/)
	out := h.Run("/система выбрать система:storyteller\n/проверка запас:2 сложность:6\n")
	last := consoletest.LastOf(t, out)
	consoletest.MustContain(t, last, "🎲 **10** ~~1~~ против 6", "Запас 2, сложность 6")
	consoletest.MustNotContain(t, last, "кубиков", "Заявлено") // nothing changed: no repeat
	out = h.Run(`/бой начать
/combat add name:Al stats:"Stamina 2"
/damage target:Al levels:2 type:bashing
/проверка запас:3 сложность:6 имя:Al
`)
	// Hurt (−1): «3 кубика» asked, 2 rolled.
	consoletest.MustContain(t, consoletest.LastOf(t, out[:len(out)-1]), "Заявлено 3 кубика, сложность 6", "Запас 2, сложность 6", "🎲 **7** **7** против 6")
}

// A pool of 0 or less is a failure without a roll; the only limit is
// the upper one, «не больше 50». A negative pool is shown as
// computed (−3, with the typographic minus) and the verdict says a pool of
// 0 or less makes no roll, as an attack's does.
func TestStorytellerCheckPoolLimits(t *testing.T) {
	for _, tc := range []struct{ locale, set, check, noRoll, tooMany string }{
		{"en", "/system set system:storyteller", "/check pool:%s difficulty:6", "Pool of −3: a pool of 0 or less makes no roll", "Option pool: at most 50."},
		{"ru", "/система выбрать система:storyteller", "/проверка запас:%s сложность:6", "Запас −3 — при запасе 0 или меньше бросок не выполняется", "Параметр запас: не больше 50."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run(tc.set + "\n" + strings.ReplaceAll(tc.check, "%s", "-3") + "\n" + strings.ReplaceAll(tc.check, "%s", "999") + "\n")
			neg, big := out[1], out[2]
			if neg.Ephemeral {
				t.Fatalf("pool -3 is a failure, not an error: %s", neg.Text())
			}
			consoletest.MustContain(t, neg, tc.noRoll)
			consoletest.MustNotContain(t, neg, "-3")
			if !big.Ephemeral {
				t.Fatalf("pool 999 must be refused: %s", big.Text())
			}
			consoletest.MustContain(t, big, tc.tooMany)
		})
	}
}

// A pool the wound penalties take below 0: Dexterity 1 + Brawl 0 = 1, with
// two hits of 2 lethal levels (Wounded, −2) the pool is −1. The breakdown
// showed «Запас -1» and the verdict «Запас 0 — бросок не выполняется»; both
// now read −1 (with the minus sign «−») and the verdict says that a pool of
// 0 or less is no roll (RULES.md: «Запас 0 и меньше — неудача без броска»).
func TestStorytellerPoolBelowZeroAgrees(t *testing.T) {
	for _, tc := range []struct {
		locale, script, pool, verdict, wrong string
	}{
		{"en", `/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 1 Brawl 0 Stamina 3"
/combat add name:Bob
/damage target:Ann levels:2
/damage target:Ann levels:2
/attack attacker:Ann target:Bob defense:none
`, "Pool −1, difficulty 6", "Pool of −1: a pool of 0 or less makes no roll, a failure", "Pool of 0"},
		{"ru", `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Ann параметры:"Ловкость 1 Рукопашный_бой 0 Выносливость 3"
/бой добавить имя:Bob
/урон цель:Ann уровни:2
/урон цель:Ann уровни:2
/атака атакующий:Ann цель:Bob защита:нет
`, "Запас −1, сложность 6", "Запас −1 — при запасе 0 или меньше бросок не выполняется, неудача", "Запас 0"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, consoletest.Twos(20)...)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.script)))
			if got.Ephemeral {
				t.Fatalf("attack refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.pool, tc.verdict)
			consoletest.MustNotContain(t, got, "-1", tc.wrong)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A check's footer names the fighter and the user once each: "Ann", not
// "Ann · Ann" when the player's fighter bears the player's name; another
// fighter still shows both ("Orc · GM").
func TestStorytellerCheckFooterNamesOnce(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 9, 1, 7, 7, 7, 7)
	h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 2"
@Ann /combat join
/combat add name:Orc
`)
	ann := h.Run("@Ann /check pool:2 difficulty:6\n")[0]
	if !strings.Contains(ann.Text(), `"footer":{"text":"Ann"}`) {
		t.Errorf("footer: %s", ann.Text())
	}
	orc := h.Run("/check pool:2 difficulty:6 name:Orc\n")[0]
	if !strings.Contains(orc.Text(), `"footer":{"text":"Orc · `) {
		t.Errorf("footer: %s", orc.Text())
	}
}

package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «a "Willpower" button where the sheet has Willpower» — outside a fight
// too: one automatic success, and the sheet's point is spent.
func TestStorytellerSheetWillpowerOutsideAFight(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 7, 7, 3 /*first*/, 8, 2, 2 /*second*/)
	out := h.Run(`/system set system:storyteller
/char set stats:"Strength 3 Dexterity 3 Stamina 2 Wits 2 Brawl 2 Willpower 5" name:Vasya
/check pool:3 difficulty:6
`)
	consoletest.MustContain(t, consoletest.LastOf(t, out), "🎲 **7** **7** 3 vs 6 — 2 successes", "Willpower (5)")
	out = h.Run("!click Willpower (5)\n")
	consoletest.MustContain(t, consoletest.LastOf(t, out), "3 successes (+1 Willpower)", "Willpower left: 4")
	out = h.Run("/check pool:3 difficulty:6 willpower:true\n")
	consoletest.MustContain(t, consoletest.LastOf(t, out), "2 successes (+1 Willpower)", "Willpower left: 3")
	// No sheet, no button.
	h2 := consoletest.NewSystemHarness(t, "en", 7, 7, 3)
	out = h2.Run("/system set system:storyteller\n/check pool:3 difficulty:6\n")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "Willpower (")
}

// A fighter whose sheet has no Willpower was told «Силы воли не осталось»
// — as if spent. It is told it has none; a fighter who had 1 and spent it
// still hears "none left".
func TestStorytellerNoWillpowerOnTheSheet(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, ann, annAttack, bob, none, left string
	}{
		{"en", `/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 1 Brawl 0"
/combat add name:Bob stats:"Willpower 1"
`, "/check pool:3 difficulty:6 name:Ann willpower:true\n",
			"/attack attacker:Ann target:Bob defense:none situation:willpower\n",
			"/check pool:3 difficulty:6 name:Bob willpower:true\n",
			"Ann has no Willpower (none on the sheet): there is nothing to spend.", "Bob has no Willpower left."},
		{"ru", `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Ann параметры:"Ловкость 1 Рукопашный_бой 0"
/бой добавить имя:Bob параметры:"Сила_воли 1"
`, "/проверка запас:3 сложность:6 имя:Ann сила_воли:да\n",
			"/атака атакующий:Ann цель:Bob защита:нет обстановка:сила_воли\n",
			"/проверка запас:3 сложность:6 имя:Bob сила_воли:да\n",
			"Ann: у этого бойца нет Силы воли (в листе её нет) — тратить нечего.", "Bob: Силы воли не осталось."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, consoletest.Twos(20)...)
			h.Run(tc.setup)
			for _, script := range []string{tc.ann, tc.annAttack} {
				got := consoletest.LastOf(t, h.Run(script))
				if !got.Ephemeral {
					t.Fatalf("a Willpower spend without Willpower should be refused: %s", got.Text())
				}
				consoletest.MustContain(t, got, tc.none)
				consoletest.MustNotContain(t, got, tc.left[len("Bob"):])
			}
			// Bob spends his one point, then has none left.
			if got := consoletest.LastOf(t, h.Run(tc.bob)); got.Ephemeral {
				t.Fatalf("Bob's first Willpower refused: %s", got.Text())
			}
			got := consoletest.LastOf(t, h.Run(tc.bob))
			consoletest.MustContain(t, got, tc.left)
		})
	}
}

// «Единицы Воли» spent on an attack («one automatic success, spends a
// point»): the attack's field shows the Willpower left, as a /check with
// Willpower does, so the GM need not open the sheet to know what remains.
func TestStorytellerAttackShowsWillpowerLeft(t *testing.T) {
	for _, tc := range []struct{ locale, left4, left3, wp string }{
		{"en", "Willpower left: 4", "Willpower left: 3", "willpower"},
		{"ru", "Силы воли осталось: 4", "Силы воли осталось: 3", "сила_воли"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stSMGFight(t, tc.locale)
			shot := `/attack attacker:Ann target:Orc weapon:"Light SMG" defense:none`
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+" "+tc.wp+":true\n")))
			consoletest.MustContain(t, out, tc.left4)
			h.Run("/combat next\n/combat next\n")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(shot+" "+tc.wp+":true\n")))
			consoletest.MustContain(t, out, tc.left3)
			// Without Willpower the line is not there.
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"\n")))
			consoletest.MustNotContain(t, out, tc.left3, tc.left4)
		})
	}
}

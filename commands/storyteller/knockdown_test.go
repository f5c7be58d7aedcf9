package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Сбить с ног: … Оба игрока бросают кубики на Ловкость + Атлетизм (сложность
// 7) … сложность всех его действий в следующем ходу повышается на 1»;
// a sweep's roll is difficulty 8.
func TestStorytellerSeedKnockdowns(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Strength 3 Dexterity 2 Brawl 2 Athletics 1", "Stamina 1 Dexterity 2 Athletics 1 Brawl 2",
		"/attack attacker:Bob target:Al maneuver:tackle defense:none\n", 7, 3, 3, 3, 3 /*attack*/, 3, 3, 3, 3 /*damage 4*/, 3, 3, 3 /*Al*/, 8, 8, 8 /*Bob*/)
	consoletest.MustContain(t, out[0], "Al goes down", "Pool 3, difficulty 7", "Bob keeps their footing", "Al is off balance")
	// The next round (initiative re-rolled): Al's actions are at +1.
	out = consoletest.Replies(h.Run("/combat next\n/combat next\n/attack attacker:Al target:Bob maneuver:punch defense:none\n"))
	out = out[len(out)-1:]
	consoletest.MustContain(t, out[0], "off balance +1", "Pool 4, difficulty 7")

	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1 Dexterity 2 Athletics 1", "/attack attacker:Bob target:Al maneuver:sweep defense:none\n", 7)
	consoletest.MustContain(t, out[0], "Al goes down", "Dexterity + Athletics = 3", "Pool 3, difficulty 8")
}

// Sweep: «Затем противник выполняет бросок на Ловкость + Атлетизм
// ( сложность 8 ), чтобы избежать падения». A dizzied target cannot attack
// or defend («не может атаковать или защищаться») but still rolls to keep
// its footing; it used to fall without a roll.
func TestStorytellerDizziedTargetRollsItsFooting(t *testing.T) {
	for _, tc := range []struct{ locale, up, pool string }{
		{"en", "Thug keeps their footing", "Pool 4, difficulty 8"},
		{"ru", "Thug: удержаться на ногах — удалось", "Запас 4, сложность 8"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 3 + 1, 2 + 3 + 1. Two bashing levels dizzy Thug
			// (Stamina 1). Sweep: 5 dice at 7, 8s; damage Strength 3 + 4 =
			// 7 dice, 1s; Thug's footing: Dexterity 3 + Athletics 2 − 1
			// (Hurt) = 4 dice at 8, 9s.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 8, 8, 1, 1, 1, 1, 1, 1, 1, 9, 9, 9, 9)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat add name:Thug stats:"Dexterity 3 Athletics 2 Stamina 1"
/damage target:Thug levels:2 type:bashing
`)
			got := h.Run("@Ann /attack target:Thug maneuver:sweep defense:none\n")[0]
			consoletest.MustContain(t, got, tc.up, tc.pool, "**9** **9** **9** **9**")
			if strings.Contains(got.Text(), "without a roll") || strings.Contains(got.Text(), "без броска") {
				t.Errorf("said to fall without a roll:\n%s", got.Text())
			}
		})
	}
}

// A knock-down maneuver («С – позволяет сбить с ног») on a target that cannot
// move (here Incapacitated: «персонаж не может двигаться») puts it down with
// no footing roll. The reply must say so: it used to show no footing section
// and no note, so only the tracker's "prone" told the table the target fell.
// (A merely dizzied target rolls: TestStorytellerDizziedTargetRollsItsFooting.)
func TestStorytellerKnockdownWithoutARollIsSaid(t *testing.T) {
	for _, tc := range []struct{ locale, want, prone string }{
		{"en", "Thug cannot move, so goes down without a roll to keep their footing.", "prone"},
		{"ru", "Thug не может двигаться и падает без броска на устойчивость.", "на земле"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 4 and 2 + 2. /damage 7 bashing leaves Thug
			// Incapacitated. Ann's sweep: Dexterity 3 + Brawl 2 = 5 dice at 7,
			// 8 8 8 8 8; damage Strength 1 + 4 extra = 5 dice, 3 3 3 3 3.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 8, 8, 3, 3, 3, 3, 3)
			h.Run(`/system set system:storyteller
@Ann /char set stats:"Dexterity 3 Brawl 2"
/combat start
@Ann /combat join
/combat add name:Thug
/damage target:Thug levels:7 type:bashing
`)
			out := h.Run("@Ann /attack target:Thug maneuver:sweep defense:none\n")
			consoletest.MustContain(t, out[0], tc.want)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), tc.prone)
		})
	}
}

// Getting up (line 135): «Если ваш персонаж оказывается на земле, он должен
// выполнить бросок на Ловкость + Атлетизм … Если бросок неудачен, он может
// попробовать встать на ноги следующим действием. В случае провала броска,
// персонаж автоматически получает один уровень поверхностных повреждений».
// Al, swept (line 48, difficulty 8) and down on 3 3 3, rolls to get up at
// his turn: Dexterity 2 + Athletics 1 = 3 dice; 1 3 3 is a botch — one
// bashing level, Bruised; 3 3 3 (a plain failure) costs nothing.
func TestStorytellerGettingUpBotchCostsABashingLevel(t *testing.T) {
	for _, tc := range []struct {
		locale, botched, failed, bruised string
	}{
		{"en", "Al botches getting up (1, 3, 3) and takes a bashing level.", "Al fails to get up (3, 3, 3) and may try again next action.", "Bruised · bashing 1"},
		{"ru", "Al: провал (ботч) при попытке встать (1, 3, 3) — уровень поверхностных повреждений.", "Al: встать не удалось (3, 3, 3), новая попытка — следующим действием.", "Ушибы · поверхностные 1"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Bob 5 + 3, Al 4 + 2. The sweep: 5 dice, one 7; its
			// damage Strength 1, a 3; Al's footing 3 3 3 at 8: down. Al's
			// turn: the roll to get up.
			for _, stand := range [][]int{{1, 3, 3}, {3, 3, 3}} {
				faces := append([]int{5, 4, 7, 3, 3, 3, 3, 3, 3, 3, 3}, stand...)
				h := consoletest.NewSystemHarness(t, tc.locale, append(faces, consoletest.Threes(20)...)...)
				out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Dexterity 3 Brawl 2"
/combat add name:Al stats:"Stamina 1 Dexterity 2 Athletics 1"
/attack attacker:Bob target:Al maneuver:sweep defense:none
/combat next
`)
				tracker := consoletest.LastOf(t, out)
				if stand[0] == 1 {
					consoletest.MustContain(t, tracker, tc.botched, tc.bruised)
				} else {
					consoletest.MustContain(t, tracker, tc.failed)
					consoletest.MustNotContain(t, tracker, tc.bruised)
				}
			}
		})
	}
}

// «В случае провала броска, персонаж автоматически получает один уровень
// поверхностных повреждений.» A sweep whose damage roll fails (3 3 3 3)
// leaves the blow's ❤️ field at "still Healthy", and then Thug botches the
// footing roll (3 1 3 at difficulty 8): the footing field now says the
// level that bashing level brings, Bruised, as the tracker shows it.
func TestStorytellerFootingBotchSaysTheLevel(t *testing.T) {
	for _, tc := range []struct{ locale, sweep, botch, level string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:sweep defense:none",
			"Botch: one bashing level.", "Thug is now **Bruised**."},
		{"ru", "/атака атакующий:Ann цель:Thug приём:подсечка защита:нет",
			"Провал (ботч): один уровень поверхностных повреждений.", "Thug: теперь **Ушибы**."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2, 8, 8, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 3}, consoletest.Twos(100)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Strength 3 Dexterity 3 Wits 2 Brawl 3"
/combat add name:Thug stats:"Strength 4 Dexterity 2 Stamina 3 Wits 1 Athletics 1"
`)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.sweep+"\n")))
			if got.Ephemeral {
				t.Fatalf("sweep refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.botch, tc.level)
		})
	}
}

// Gob (Dexterity 1, no Athletics) is swept to Hurt (−1): «он должен
// выполнить бросок на Ловкость + Атлетизм, чтобы определить, может ли он
// сразу встать» — but 1 − 1 leaves no dice. The hook used to print the
// missing faces as «()» live and «(<no value>)» in the log; it now says the
// roll fails because the pool is empty, and why.
func TestStorytellerStandUpWithNoDice(t *testing.T) {
	// Initiative 8, 1; the sweep 7 7 2×6 (2 successes, 1 extra); damage
	// 6 6 2 2 2 (2 bashing); soak 2; round 2's and 3's initiative 8, 1.
	faces := []int{8, 1, 7, 7, 2, 2, 2, 2, 2, 2, 6, 6, 2, 2, 2, 2, 8, 1, 8, 1}
	for locale, want := range map[string]string{
		"en": "Gob fails to get up: Dexterity + Athletics 1 less the penalties leaves a pool of 0, so there are no dice to roll.",
		"ru": "Gob: встать не удаётся — Ловкость + Атлетизм 1 за вычетом штрафов дают запас 0, бросать нечего.",
	} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, faces...)
			out := h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Orc stats:\"Strength 4 Dexterity 4 Brawl 4\"\n/combat add name:Gob\n" +
				"/attack attacker:Orc target:Gob maneuver:Sweep\n" +
				"/combat next\n/combat next\n/combat next\n/combat next\n")
			live := stRepliesText(t, out)
			if !strings.Contains(live, want) || strings.Contains(live, "()") {
				t.Errorf("the turn's note:\n%s", live)
			}
			log := stRepliesText(t, h.Run("/combat log\n"))
			if !strings.Contains(log, want) || strings.Contains(log, "no value") {
				t.Errorf("the log:\n%s", log)
			}
		})
	}
}

package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Surprise: each side rolls Recon/INT or Stealth/INT 10+ at the start of
// a fight; a side that alone succeeds gets the free round before
// initiative. Who is on which side, and what a second roll says.

// «Если преуспевает только одна сторона, она получает бесплатный раунд
// действий до начала инициативы.» The tracker plays it: round 0 holds only
// the winners' turns, the losers are listed as caught off guard and have no
// actions, and after the winners' turns round 1 begins with initiative
// rolled for everyone.
func TestKlondikeSurpriseGivesTheFreeRound(t *testing.T) {
	for _, tc := range []struct {
		locale, script                           string
		announce, title, caught, refusal, round1 string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"INT 10 recon 1" name:Ann
@Ann /combat join
@Bob /char set stats:"INT 6" name:Bob
@Bob /combat join
/combat add name:Bandit
/combat surprise side_a:Ann side_b:Bob,Bandit
@Bob /attack target:Ann damage:d6
/combat next
`, "The tracker plays the surprise round now", "⚔️ Fight — surprise round", "Bob, Bandit",
			"Bob has no actions left this turn", "⚔️ Fight — round 1"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ИНТ 10 Разведка 1" имя:Ann
@Ann /бой войти
@Bob /персонаж задать параметры:"ИНТ 6" имя:Bob
@Bob /бой войти
/бой добавить имя:Bandit
/бой внезапность сторона-а:Ann сторона-б:Bob,Bandit
@Bob /атака цель:Ann урон:d6
/бой далее
`, "Трекер начинает раунд внезапности", "⚔️ Бой — раунд внезапности", "Bob, Bandit",
			"Bob: действий в этом ходу не осталось", "⚔️ Бой — раунд 1"},
	} {
		// Initiative on joining: Ann 5+5, Bob 3+3, Bandit 1+1. Surprise:
		// side A (Ann) 6+6 +1 DM +1 Recon = 14, a success; side B (Bob)
		// 2+2 +0 − 3 = 1, a failure. Round 1: 2+2, 4+4, 6+6.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 3, 3, 1, 1, 6, 6, 2, 2, 2, 2, 4, 4, 6, 6)
		out := h.Run(tc.script)
		surprise := consoletest.ByText(t, out, tc.announce)
		if surprise.Ephemeral {
			t.Errorf("%s: the surprise is private", tc.locale)
		}
		tracker := consoletest.ByText(t, out, tc.title)
		consoletest.KlWant(t, tc.locale+" free round", tracker, tc.caught)
		if !strings.Contains(tracker.Text(), "Ann") {
			t.Errorf("%s: the free round's tracker: %s", tc.locale, tracker.Text())
		}
		if r := consoletest.ByText(t, out, tc.refusal); !r.Ephemeral {
			t.Errorf("%s: a caught-off-guard player acted in the free round: %s", tc.locale, r.Text())
		}
		last := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" after", last, tc.round1)
		if strings.Contains(last.Text(), tc.caught) {
			t.Errorf("%s: round 1 still lists the caught off guard: %s", tc.locale, last.Text())
		}
	}
}

// One who joins during the free round is not of the side that surprised:
// it is caught off guard like the rest until round 1.
func TestKlondikeFreeRoundNewcomerWaits(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal string }{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"INT 10 recon 1" name:Ann
@Ann /combat join
/combat add name:Bandit
/combat surprise side_a:Ann side_b:Bandit
@Cid /char set stats:"INT 6" name:Cid
@Cid /combat join
@Cid /attack target:Ann damage:d6
`, "caught off guard"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ИНТ 10 Разведка 1" имя:Ann
@Ann /бой войти
/бой добавить имя:Bandit
/бой внезапность сторона-а:Ann сторона-б:Bandit
@Cid /персонаж задать параметры:"ИНТ 6" имя:Cid
@Cid /бой войти
@Cid /атака цель:Ann урон:d6
`, "врасплох"},
	} {
		// Initiative: Ann 5+5, Bandit 1+1; surprise 6+6 (Ann), 2+2
		// (Bandit); Cid joins with 3+3. The last faces are for an attack that
		// must not happen.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 1, 6, 6, 2, 2, 3, 3, 4, 4, 4)
		last := consoletest.LastOf(t, h.Run(tc.script))
		if !last.Ephemeral || !strings.Contains(last.Text(), tc.refusal) {
			t.Errorf("%s: a newcomer acted in the free round: %s", tc.locale, last.Text())
		}
	}
}

// /combat surprise read any ambush or vehicles value it did not know as
// "neither side": «засада:Б» (a Cyrillic Б, as a Russian table types it in
// the console) dropped "Сторона, намеренно готовившая засаду, может получить
// модификатор +2" without a word, and «засада:c» rolled as if no side had
// prepared one. Cyrillic а/б now count, and anything else is refused before
// a die is rolled.
func TestKlondikeSurpriseSidesAreReadOrRefused(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal, bonus string }{
		{"en", `/combat add name:Bandit stats:"INT 9 stealth 1"
/combat add name:Ivan stats:"INT 10 recon 1"
/combat surprise ambush:c side_a:Ivan side_b:Bandit
/combat surprise ambush:B side_a:Ivan side_b:Bandit
`, "ambush: “c” is not a side — a (side A) or b (side B).", "prepared ambush +2"},
		{"ru", `/бой добавить имя:Bandit параметры:"ИНТ 9 Скрытность 1"
/бой добавить имя:Ivan параметры:"ИНТ 10 Разведка 1"
/бой внезапность засада:c сторона-а:Ivan сторона-б:Bandit
/бой внезапность засада:Б сторона-а:Ivan сторона-б:Bandit
`, "засада: «c» — не сторона: «а» (сторона А) или «б» (сторона Б).", "подготовленная засада +2"},
	} {
		// Initiative 1+1, 2+2; the surprise rolls 3+3 (Ivan), 6+6 (Bandit:
		// +1 DM +1 Stealth +2 ambush = 16). The refusal draws no die.
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 3, 3, 6, 6)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refusal := consoletest.ByText(t, out, tc.refusal)
		if !refusal.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, refusal.Text())
		}
		consoletest.KlWant(t, tc.locale, consoletest.MedReply(t, out), tc.bonus, "= **16**")
	}
}

// «В начале боя каждая сторона бросает Разведку/ИНТ или Скрытность/ИНТ
// 10+.» One combatant named on both sides rolled for both (here 6+4 +1 and
// 5+5 +1, "no surprise"). It is now refused before any die, and nothing
// changes: the next roll draws the same faces.
func TestKlondikeSurpriseRefusesOneCombatantOnBothSides(t *testing.T) {
	for _, tc := range []struct{ locale, bad, good, want string }{
		{"en", "/combat surprise side_a:Ann side_b:Ann\n", "/combat surprise side_a:Ann side_b:Orc\n",
			"Ann is named on both sides: each combatant rolls surprise with one side only — take Ann out of side_a or side_b."},
		{"ru", "/бой внезапность сторона-а:Ann сторона-б:Ann\n", "/бой внезапность сторона-а:Ann сторона-б:Orc\n",
			"Ann есть в обеих сторонах: каждый участник бросает внезапность только за одну сторону — уберите это имя из сторона-а или сторона-б."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			add := "/combat add name:Ann stats:\"INT 8 Recon 1\"\n/combat add name:Orc\n"
			if tc.locale == "ru" {
				add = "/бой добавить имя:Ann параметры:\"ИНТ 8 Разведка 1\"\n/бой добавить имя:Orc\n"
			}
			// Initiative 6+6 and 1+1; then side A 5+4 +1 = 10 (success),
			// side B 1+1 −3 (failure).
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 4, 1, 1)
			h.Run(consoletest.KlSetup(tc.locale) + add)
			got := consoletest.LastOf(t, h.Run(tc.bad))
			if !got.Ephemeral {
				t.Errorf("should be refused, ephemeral: %s", got.Text())
			}
			consoletest.KlWant(t, "both sides", got, tc.want)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.good)))
			consoletest.KlWant(t, "the real roll", got, "5+4 +1 = **10**", "1+1 −3 = **−1**")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «В начале боя каждая сторона бросает Разведку/ИНТ или Скрытность/ИНТ
// 10+.» A side left out is every player (side A) or every NPC (side B).
// The GM who put one player on the NPCs' side (side_b:Ann) was refused with
// "Ann is named on both sides … take Ann out of side_a" though no side_a
// was given. The player named on side B is now off the default side A:
// Bob rolls for side A (5+4 +1 Stealth = 10, success), Ann for side B
// (1+1 +1 Recon = 3).
func TestKlondikeSurpriseDefaultSideLeavesOutTheNamed(t *testing.T) {
	for _, tc := range []struct{ locale, script, sideA, sideB, free string }{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"DEX 9 INT 8 Recon 1" name:Ann
@Ann /combat join
@Bob /char set stats:"DEX 9 INT 8 Stealth 1" name:Bob
@Bob /combat join
/combat add name:Orc
/combat surprise side_b:Ann
`, "Side A — Bob", "Side B — Ann", "Side A gets a free round."},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ЛОВ 9 ИНТ 8 Разведка 1" имя:Ann
@Ann /бой войти
@Bob /персонаж задать параметры:"ЛОВ 9 ИНТ 8 Скрытность 1" имя:Bob
@Bob /бой войти
/бой добавить имя:Orc
/бой внезапность сторона-б:Ann
`, "Сторона А — Bob", "Сторона Б — Ann", "Сторона А получает бесплатный раунд."},
	} {
		// Initiative 6+6, 6+5, 1+1; then side A 5+4, side B 1+1.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 5, 1, 1, 5, 4, 1, 1)
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.script)))
		if got.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale+" surprise", got, tc.sideA, "5+4 +1 = **10**", tc.sideB, "1+1 +1 = **3**", tc.free)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	}
}

// A second surprise roll once the tracker is in its surprise round said
// "No surprise: roll initiative." while the tracker went on with the free
// round and the caught side still waiting. It now says the roll changes
// nothing on the tracker.
func TestKlondikeSurpriseRerollNamesTheTracker(t *testing.T) {
	for _, tc := range []struct{ locale, roll, want string }{
		{"en", "/combat surprise side_a:Ann side_b:Orc\n",
			"The fight is already under way: this roll does not change the tracker (a surprise round already begun goes on)."},
		{"ru", "/бой внезапность сторона-а:Ann сторона-б:Orc\n",
			"Бой уже идёт: этот бросок трекер не меняет (начатый раунд внезапности продолжается)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			add := "/combat add name:Ann stats:\"INT 8 Recon 1\"\n/combat add name:Orc\n"
			if tc.locale == "ru" {
				add = "/бой добавить имя:Ann параметры:\"ИНТ 8 Разведка 1\"\n/бой добавить имя:Orc\n"
			}
			// Initiative 6+6, 1+1; first roll 5+4 +1 = 10 vs 1+1 −3: Ann's
			// side gets the free round; second roll 3+3 +1 vs 3+3 −3:
			// nobody.
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 4, 1, 1, 3, 3, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale) + add)
			first := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.roll)))
			consoletest.KlNot(t, "first roll", first, tc.want)
			out := h.Run(tc.roll)
			got := consoletest.ByText(t, out, "3+3 +1")
			consoletest.KlWant(t, "second roll", got, tc.want)
			tr := consoletest.LastOf(t, out)
			consoletest.KlWant(t, "tracker", tr, map[string]string{"en": "surprise round", "ru": "раунд внезапности"}[tc.locale])
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 12, round 2 (storyteller): what the players' evening and the soak
// found.

// Gob (Dexterity 1, no Athletics) is swept to Hurt (−1): «он должен
// выполнить бросок на Ловкость + Атлетизм, чтобы определить, может ли он
// сразу встать» — but 1 − 1 leaves no dice. The hook used to print the
// missing faces as «()» live and «(<no value>)» in the log; it now says the
// roll fails because the pool is empty, and why.
func TestStorytellerS12bStandNoDice(t *testing.T) {
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
			live := stS12Text(t, out)
			if !strings.Contains(live, want) || strings.Contains(live, "()") {
				t.Errorf("the turn's note:\n%s", live)
			}
			log := stS12Text(t, h.Run("/combat log\n"))
			if !strings.Contains(log, want) || strings.Contains(log, "no value") {
				t.Errorf("the log:\n%s", log)
			}
		})
	}
}

// A range the parser does not know is refused with the choices in the
// reader's language only (the Russian line listed «(point_blank, short,
// long)» beside «в_упор, короткая, дальняя») and the value as it was typed,
// not lower-cased («Bob», not «bob»). Nothing is rolled.
func TestStorytellerS12bRangeRefusal(t *testing.T) {
	for locale, l := range map[string]struct{ line, want, not string }{
		"en": {"/attack attacker:Ann target:Bob range:Bob\n",
			"Range: metres, or point_blank, short, long — not “Bob”.", "“bob”"},
		"ru": {"/атака атакующий:Ann цель:Bob дистанция:Bob\n",
			"Дистанция: метры или в_упор, короткая, дальняя, а не «Bob».", "point_blank"},
	} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, 8, 2) // initiative only: a roll would fail the run
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Ann stats:\"Dexterity 3 Melee 2\"\n/combat add name:Bob\n")
			out := h.Run(l.line)
			s := consoletest.LastOf(t, out)
			got := consoletest.PlainText(t, s)
			if !strings.Contains(got, l.want) || strings.Contains(got, l.not) || !strings.Contains(s.Text(), `"flags":64`) {
				t.Errorf("refusal: %s", s.Text())
			}
		})
	}
}

// «Стрельба из двух стволов»: Al (Stamina 1, six lethal levels) dies to the
// light pistol's 7 lethal. The heavy pistol used to be rolled at the body
// anyway — attack, damage, soak, «still Dead» — and a round spent. Now the
// reply says the second gun is not fired, draws none of its dice (the script
// has only the first shot's: one more draw would run it out) and spends no
// round: 17 / 8, 1 spent.
func TestStorytellerS12bSecondGunHeldAtTheDead(t *testing.T) {
	// Initiative 9, 1; shot 1: 4 attack dice, 7 damage dice, no soak.
	faces := []int{9, 1, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}
	for locale, l := range map[string]struct{ held, ammo, still string }{
		"en": {"Al died to the first shot: Bob does not fire the second gun (Heavy pistol) at the body — no roll, no round spent.",
			"Rounds left: 17 / 8 (1 spent)", "still **Dead**"},
		"ru": {"Первый выстрел убил цель (Al): Bob не стреляет из второго ствола (Heavy pistol) — броска нет, патрон не потрачен.",
			"Патронов осталось: 17 / 8 (потрачено 1)", "по-прежнему **Смерть**"},
	} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, faces...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Bob stats:\"Dexterity 3 Firearms 3 Perception 2\" weapons:\"Light pistol; Heavy pistol\"\n" +
				"/combat add name:Al stats:\"Stamina 1\"\n/damage target:Al levels:6 type:lethal\n")
			got := consoletest.PlainText(t, consoletest.LastOf(t, consoletest.Replies(h.Run(
				"/attack attacker:Bob target:Al maneuver:two_weapons weapon:\"Light pistol\" weapon2:\"Heavy pistol\" defense:none\n"))))
			if !strings.Contains(got, l.held) || !strings.Contains(got, l.ammo) || strings.Contains(got, l.still) {
				t.Errorf("the attack:\n%s", got)
			}
		})
	}
}

// Ann attacks the Orc out of turn (the Orc's), then again on her own turn.
// StartTurn clears the multiple-action count per turn, so the second attack
// was rolled at full pool with no word. The seed's «ход» is the whole round
// («несколько выстрелов за ход (считается множественным действием)»; the
// rate of fire is «за один ход»; initiative is rolled each turn): the own
// turn's attack now says the earlier one was not counted, its pool unchanged
// (5 both times). An attack on her own turn with nothing before it says
// nothing.
func TestStorytellerS12bOutOfTurnThenOwnTurn(t *testing.T) {
	for locale, l := range map[string]struct{ setup, attack, next, warn, pool string }{
		"en": {"/combat start\n@Ann /char set stats:\"Dexterity 3 Brawl 2 Wits 1\"\n@Ann /combat join\n/combat add name:Orc stats:\"Dexterity 5 Wits 5 Stamina 3\"\n",
			"@Ann /attack target:Orc defense:none\n", "/combat next\n",
			"⚠️ Ann attacked out of turn earlier this round, and this attack (#2 of the round) does not count it", "Pool 5, difficulty 6"},
		"ru": {"/бой начать\n@Ann /персонаж задать параметры:\"Ловкость 3 Рукопашный_бой 2 Сообразительность 1\"\n@Ann /бой войти\n/бой добавить имя:Orc параметры:\"Ловкость 5 Сообразительность 5 Выносливость 3\"\n",
			"@Ann /атака цель:Orc защита:нет\n", "/бой далее\n",
			"⚠️ Ann: в этом раунде уже была атака вне очереди, а эта атака (№ 2 за раунд) её не учитывает", "Запас 5, сложность 6"},
	} {
		t.Run(locale, func(t *testing.T) {
			// Ann's initiative 2 + 4, the Orc's 2 + 10: the Orc goes first.
			h := consoletest.NewSystemHarness(t, locale, consoletest.Twos(60)...)
			h.Run("/system set system:storyteller\n" + l.setup)
			first := consoletest.PlainText(t, consoletest.LastOf(t, consoletest.Replies(h.Run(l.attack))))
			if !strings.Contains(first, l.pool) || strings.Contains(first, "⚠️") {
				t.Errorf("the out-of-turn attack:\n%s", first)
			}
			h.Run(l.next)
			second := consoletest.PlainText(t, consoletest.LastOf(t, consoletest.Replies(h.Run(l.attack))))
			if !strings.Contains(second, l.warn) || !strings.Contains(second, l.pool) {
				t.Errorf("the own turn's attack:\n%s", second)
			}
		})
	}
	// Control: the own turn's first attack with nothing before it.
	h := consoletest.NewSystemHarness(t, "en", consoletest.Twos(60)...)
	h.Run("/system set system:storyteller\n/combat start\n@Ann /char set stats:\"Dexterity 3 Brawl 2 Wits 1\"\n@Ann /combat join\n" +
		"/combat add name:Orc stats:\"Dexterity 5 Wits 5 Stamina 3\"\n/combat next\n")
	if got := consoletest.PlainText(t, consoletest.LastOf(t, consoletest.Replies(h.Run("@Ann /attack target:Orc defense:none\n")))); strings.Contains(got, "out of turn") {
		t.Errorf("a first attack warned:\n%s", got)
	}
}

// «Ошеломленный персонаж пропускает своё следующее действие»: a fighter
// dizzied on their own turn has lost it, so there is no action to hold. Hold
// used to answer "Action held" and give the lost action back later in the
// round; it is refused (rules.Holder, storyteller's CanHold), the turn stays
// where it was, and the fighter still holds nothing.
func TestStorytellerS12bDizziedCannotHold(t *testing.T) {
	for _, tc := range []struct{ locale, refusal string }{
		{"en", "Bob is dizzied and loses this action."},
		{"ru", "Bob ошеломлён(а) и пропускает это действие."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, consoletest.ManyDice()...)
		h.Run(`/system set system:storyteller
@Bob /char set stats:"Strength 2 Dexterity 2 Stamina 1 Wits 2" name:Bob
/combat start
@Bob /combat join
/combat add name:Rat stats:"Dexterity 1 Wits 1"
/combat add name:Orc stats:"Dexterity 1 Wits 1"
/combat init name:Bob value:20
/combat init name:Rat value:10
/combat init name:Orc value:5
/damage target:Bob levels:3 type:bashing
`)
		out := h.Run("@Bob !click Hold\n")
		got := consoletest.ReplyOf(t, out)
		txt := consoletest.PlainText(t, got)
		if !got.Ephemeral || !strings.Contains(txt, tc.refusal) || strings.Contains(txt, "held") || strings.Contains(txt, "придерж") {
			t.Errorf("%s: a dizzied Bob's Hold: %s", tc.locale, txt)
		}
		list := stS12Text(t, h.Run("/combat list\n"))
		if strings.Contains(list, "⏸") || !strings.Contains(list, "Bob") {
			t.Errorf("%s: after the refused Hold: %s", tc.locale, list)
		}
	}
}

package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Ошеломление: Если ваш урон превышает значение Выносливости жертвы (для
// людей) или Выносливость +2 (для сверхъестественных существ)»; only the
// successes left after soak count.
func TestStorytellerSeedDizzied(t *testing.T) {
	for _, tc := range []struct {
		name, flags string
		levels      string
		dizzied     bool
	}{
		{"mortal at Stamina", "", "1", false},
		{"mortal above Stamina", "", "2", true},
		{"supernatural at Stamina+2", "supernatural", "3", false},
		{"supernatural above Stamina+2", "supernatural", "4", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, "en", append([]int{5}, consoletest.Threes(20)...)...)
			out := consoletest.Replies(h.Run("/system set system:storyteller\n/char set name:Vamp stats:\"Stamina 1\" flags:\"" + tc.flags + "\"\n" +
				"/combat start\n/combat join\n/damage target:Vamp levels:" + tc.levels + " type:bashing\n"))
			if got := strings.Contains(consoletest.LastOf(t, out).Text(), "dizzied"); got != tc.dizzied {
				t.Errorf("dizzied = %v, want %v: %s", got, tc.dizzied, consoletest.LastOf(t, out).Text())
			}
		})
	}
	// By an attack: 4 damage successes, 1 soaked → 3 levels above Stamina 1.
	_, out := consoletest.StFight(t, "ru", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
		"/attack attacker:Bob target:Al maneuver:punch defense:none\n", 7, 7, 3, 3, 3 /*2 successes*/, 7, 7, 7, 7 /*3+1 dice*/, 7 /*soak*/)
	consoletest.MustContain(t, out[0], "4 − поглощение 1 = **поверхностные: 3**", "ошеломлён")
}

// Dizzied: «Ошеломленный персонаж пропускает своё следующее действие» —
// one. Dizzied during her own turn before acting, Ann loses that turn and
// attacks in round 2 (she used to lose round 2 as well).
func TestStorytellerDizziedOnOwnTurnLosesOneAction(t *testing.T) {
	for _, tc := range []struct{ locale, lost, dizzied, pool string }{
		{"en", "Ann is dizzied before acting this turn: this turn is the action lost, and Ann acts again next round.", "Ann is dizzied and loses this action.", "Pool 4, difficulty 6"},
		{"ru", "Ann ошеломлён(а) до своего действия в этот ход: пропущенное действие — этот ход, в следующем раунде Ann снова действует.", "Ann ошеломлён(а) и пропускает это действие.", "Запас 4, сложность 6"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 3 + 1 and 2 + 1 + 1, again in round 2. Three
			// bashing levels against Stamina 2 dizzy Ann. Round 2: her
			// punch, Dexterity 3 + Brawl 2 − 1 (Injured) = 4 dice, 8s;
			// damage Strength 3 + 3 = 6 dice, 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 9, 2, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat add name:Thug
`)
			consoletest.MustContain(t, h.Run("/damage target:Ann levels:3 type:bashing\n")[0], tc.lost)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Thug maneuver:punch defense:none", tc.dizzied)
			h.Run("!click Next turn\n!click Next turn\n")
			got := h.Run("@Ann /attack target:Thug maneuver:punch defense:none\n")
			if got[0].Ephemeral {
				t.Fatalf("Ann lost round 2's action too: %s", got[0].Text())
			}
			consoletest.MustContain(t, got[0], tc.pool, "**8** **8** **8** **8**")
		})
	}
}

// A fighter holding its action and dizzied before taking it loses the held
// action, not the next round's turn as well: «Ошеломленный персонаж
// пропускает своё следующее действие» — one action, and the held one is
// the next it would take.
func TestStorytellerDizziedWhileHoldingLosesOneAction(t *testing.T) {
	for _, tc := range []struct{ locale, held, dizzied, pool string }{
		{"en", "Ann is dizzied while holding the action: the held action is the one lost, and Ann acts again next round.",
			"Ann is dizzied and loses this action.", "Pool 4, difficulty 6"},
		{"ru", "Ann ошеломлён(а) с придержанным действием: пропущенное действие — придержанное, в следующем раунде Ann снова действует.",
			"Ann ошеломлён(а) и пропускает это действие.", "Запас 4, сложность 6"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Ann 9 + 3 + 1 = 13, Thug 2 + 2 + 1 = 5; round 2:
			// Ann 9 + 3 + 1 − 1 (Injured), Thug 2 + 2 + 1. Ann holds; three
			// bashing levels against Stamina 2 dizzy her. Round 2: her
			// punch, Dexterity 3 + Brawl 2 − 1 (Injured) = 4 dice, 8s;
			// damage Strength 3 + 3 = 6 dice, 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 9, 2, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat add name:Thug stats:"Strength 1 Dexterity 2 Brawl 2 Melee 2"
!click Hold
`)
			consoletest.MustContain(t, h.Run("/damage target:Ann levels:3 type:bashing\n")[0], tc.held)
			// The held action is the one lost: refused this round.
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Thug maneuver:punch defense:none", tc.dizzied)
			h.Run("!click Next turn\n")
			got := h.Run("@Ann /attack target:Thug maneuver:punch defense:none\n")
			if got[0].Ephemeral {
				t.Fatalf("Ann lost round 2's action too: %s", got[0].Text())
			}
			consoletest.MustContain(t, got[0], tc.pool, "**8** **8** **8** **8**")
		})
	}
}

// «Ошеломленный персонаж пропускает своё следующее действие.» A fighter
// dizzied into Incapacitated loses its next turn, which it could not use
// anyway; the daze was never marked as spent (the turn's start stops early
// for one who cannot act), so it stayed on the tracker for good, and the
// next attack made during that fighter's turn — anyone's, against anyone —
// announced «ошеломлён(а) до своего действия … в следующем раунде снова
// действует» for a fighter who is down. Orc: 4 lethal, then Ann's shot
// (8 2 2 2 2 2: one success; Heavy revolver 6 dice 8 8 8 2 2 2: three
// lethal, no soak for a mortal) fills the track, and 3 > Stamina 1 dizzies.
func TestStorytellerDazeOfAnIncapacitatedFighterIsSpent(t *testing.T) {
	for _, tc := range []struct{ locale, lost, dizzied, down string }{
		{"en", "dizzied before acting this turn", "dizzied", "Incapacitated · bashing 0, lethal 7"},
		{"ru", "до своего действия в этот ход", "ошеломлён(а)", "Недееспособность · поверхностные 0, летальные 7"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			setUp := func() *consoletest.Harness {
				faces := []int{9, 2, 2, 8, 2, 2, 2, 2, 2, 8, 8, 8, 2, 2, 2, 8}
				h := consoletest.NewSystemHarness(t, tc.locale, append(faces, consoletest.Twos(200)...)...)
				h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
/combat add name:Bo stats:"Dexterity 2"
/damage target:Orc levels:4 type:lethal
`)
				shot := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver"`+"\n")))
				consoletest.MustContain(t, shot, "😵")
				// Bo's turn, then Orc's: down, it only rolls to stay conscious.
				h.Run("/combat next\n/combat next\n")
				return h
			}
			h := setUp()
			other := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Ann target:Bo defense:none\n")))
			if other.Ephemeral {
				t.Fatalf("attack refused: %s", other.Text())
			}
			consoletest.MustNotContain(t, other, tc.lost)

			// The next round: the daze is spent, the fighter is only down.
			h = setUp()
			list := consoletest.LastOf(t, h.Run("/combat next\n/combat list\n"))
			if !strings.Contains(list.Text(), tc.down) {
				t.Fatalf("Orc not down in round 2: %s", list.Text())
			}
			if strings.Contains(list.Text(), tc.dizzied+" ·") {
				t.Errorf("Orc still dizzied in round 2: %s", list.Text())
			}
		})
	}
}

// A refused action names why: Ann took 4 bashing against Stamina 3 and is
// dizzied («Ошеломленный персонаж пропускает своё следующее действие и не
// может атаковать или защищаться»), so her attack and her Dodge are refused
// with that reason — not "Ann cannot act now" — and change nothing.
func TestStorytellerRefusalSaysDizzied(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Ann is dizzied and loses this action."},
		{"ru", "Ann ошеломлён(а) и пропускает это действие."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 1)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Stamina 3 Dexterity 2 Brawl 2"
@Ann /combat join
/combat add name:Orc
/damage target:Ann levels:4 type:bashing
`)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			for _, cmd := range []string{"@Ann /attack target:Orc maneuver:punch\n", "@Ann !click Dodge\n"} {
				out := h.Run(cmd)
				if len(out) != 1 || !out[0].Ephemeral {
					t.Fatalf("%s: want one ephemeral refusal, got %+v", cmd, out)
				}
				consoletest.MustContain(t, out[0], tc.want)
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused action changed the fight:\n%s\n%s", before, after)
			}
		})
	}
}

// «Ошеломленный персонаж пропускает своё следующее действие»: a fighter
// dizzied on their own turn has lost it, so there is no action to hold. Hold
// used to answer "Action held" and give the lost action back later in the
// round; it is refused (rules.Holder, storyteller's CanHold), the turn stays
// where it was, and the fighter still holds nothing.
func TestStorytellerDizziedCannotHold(t *testing.T) {
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
		list := stRepliesText(t, h.Run("/combat list\n"))
		if strings.Contains(list, "⏸") || !strings.Contains(list, "Bob") {
			t.Errorf("%s: after the refused Hold: %s", tc.locale, list)
		}
	}
}

package storyteller_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 7 play-test of the storyteller gaps: findings fixed, driven
// through the console in both locales.

// A fighter holding its action and dizzied before taking it loses the held
// action, not the next round's turn as well: «Ошеломленный персонаж
// пропускает своё следующее действие» — one action, and the held one is
// the next it would take.
func TestStorytellerQA9DizziedWhileHoldingLosesOneAction(t *testing.T) {
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

// A strafe's defence list gives each target one defence («Сложность
// бросков на уворот от обстрела увеличивается на единицу»: each target's own
// dodge). A target given two — named twice, or named and then reached again
// in order — was silently given the last one; it is refused.
func TestStorytellerQA9StrafeTargetGivenTwoDefencesRefused(t *testing.T) {
	for _, tc := range []struct{ locale, thug, bob string }{
		{"en", "Thug is given two defences: one each, in order or by name.", "Bob is given two defences"},
		{"ru", "Thug: указаны две защиты, а нужна одна на цель — по порядку или по имени.", "Bob: указаны две защиты"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 3, 4)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Firearms 3"
@Ann /combat join
/combat add name:Thug
/combat add name:Bob
/combat add name:Cy
`)
			strafe := `@Ann /attack target:Thug targets:"Bob, Cy" weapon:"Assault rifle" maneuver:strafe defense:`
			consoletest.RefusedUnchanged(t, h, strafe+`"Thug:dodge, Thug:none"`, tc.thug)
			consoletest.RefusedUnchanged(t, h, strafe+`"Thug:dodge, none"`, tc.thug)
			consoletest.RefusedUnchanged(t, h, strafe+`"dodge, Bob:none, dodge"`, tc.bob)
		})
	}
}

// Disarm: «Персонаж может попытаться выбить оружие из рук противника».
// A target already disarmed (knocked away, or dropped by the GM's /combat
// weapon) has nothing in hand: the attempt is refused, not rolled as "loses
// the weapon!" again.
func TestStorytellerQA9DisarmingTheDisarmedRefused(t *testing.T) {
	for _, tc := range []struct{ locale, refused string }{
		{"en", "Thug is already disarmed: there is no weapon in hand to knock away."},
		{"ru", "Thug: оружия в руках уже нет, выбивать нечего."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 3 + 1, 2 + 2 + 1; no die is rolled after.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat add name:Thug stats:"Strength 1 Dexterity 2 Brawl 2 Melee 2"
/combat weapon name:Thug state:dropped
`)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Thug maneuver:disarm defense:none", tc.refused)
		})
	}
}

// A defence given by name for a single-target attack naming someone else
// was refused as "not among this strafe's targets" — there was no strafe.
// The refusal now says whose defence it is.
func TestStorytellerQA9DefenceNamedForAnotherFighterRefused(t *testing.T) {
	for _, tc := range []struct{ locale, refused string }{
		{"en", "“Bob” is not this attack's target: the defence is Thug's"},
		{"ru", "«Bob» — не цель этой атаки; цель — Thug"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 3)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2"
@Ann /combat join
/combat add name:Thug
/combat add name:Bob
`)
			consoletest.RefusedUnchanged(t, h, `@Ann /attack target:Thug maneuver:punch defense:"Bob:dodge"`, tc.refused)
		})
	}
}

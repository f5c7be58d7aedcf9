package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 7: the gaps the last storyteller play-test left, driven through
// the console in both locales.

// Disarm: «Если полученный результат превышает значение Силы противника,
// считается, что оружие было выбито». The weapon is gone until picked up:
// an attack with it is refused, the tracker's Pick up weapon re-arms (it
// takes the action), and the GM records a dropped weapon («В случае неудачи
// ваш персонаж может либо выронить оружие…») or one back in hand.
func TestStorytellerGapPickUpTheWeapon(t *testing.T) {
	for _, tc := range []struct {
		locale, pickUp, refused, picked, notDisarmed, disarmed, dropped, back, gmOnly string
	}{
		{"en", "Pick up weapon", "Thug is disarmed: pick the weapon up first", "Thug picks the weapon up: that takes the action.",
			"Thug is not disarmed: the weapon is in hand.", "disarmed", "Ann drops the weapon: disarmed.", "Ann has the weapon in hand again.", "Only the GM"},
		{"ru", "Подобрать оружие", "Thug: оружия в руках нет — сначала подберите его", "Thug подбирает оружие: на это уходит действие.",
			"Thug: оружие и так в руке.", "обезоружен", "Ann роняет оружие: руки пусты.", "Ann: оружие снова в руке.", "мастер"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Ann 9 + 3 + 1, Thug 2 + 2 + 1. Ann's disarm:
			// Dexterity 3 + Brawl 2 = 5 dice at 7, 8s; the disarm roll,
			// Strength 3 + 4 extra = 7 dice, 8s: 7 > Thug's Strength 1.
			// Thug's knife after picking it up: Dexterity 2 + Melee 2 = 4
			// dice, 2s (a miss).
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat add name:Thug stats:"Strength 1 Dexterity 2 Brawl 2 Melee 2"
@Ann /attack target:Thug maneuver:disarm defense:none
!click Next turn
`)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), "· "+tc.disarmed)
			consoletest.RefusedUnchanged(t, h, "/attack attacker:Thug target:Ann weapon:Knife defense:none", tc.refused)

			out := h.Run("!click " + tc.pickUp + "\n")
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.picked)
			if strings.Contains(consoletest.LastOf(t, h.Run("/combat list\n")).Text(), "· "+tc.disarmed) {
				t.Error("the tracker still shows Thug disarmed")
			}
			consoletest.RefusedUnchanged(t, h, "!click "+tc.pickUp, tc.notDisarmed)
			if got := h.Run("/attack attacker:Thug target:Ann weapon:Knife defense:none\n"); got[0].Ephemeral {
				t.Fatalf("Thug's knife refused after picking it up: %s", got[0].Text())
			}

			consoletest.RefusedUnchanged(t, h, "@Ann /combat weapon name:Ann state:dropped", tc.gmOnly)
			consoletest.MustContain(t, h.Run("/combat weapon name:Ann state:dropped\n")[0], tc.dropped)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Thug weapon:Knife defense:none", "Ann")
			consoletest.MustContain(t, h.Run("/combat weapon name:Ann state:armed\n")[0], tc.back)
		})
	}
}

// Dizzied: «Ошеломленный персонаж пропускает своё следующее действие» —
// one. Dizzied during her own turn before acting, Ann loses that turn and
// attacks in round 2 (she used to lose round 2 as well).
func TestStorytellerGapDizziedOnOwnTurnLosesOneAction(t *testing.T) {
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

// Sweep: «Затем противник выполняет бросок на Ловкость + Атлетизм
// ( сложность 8 ), чтобы избежать падения». A dizzied target cannot attack
// or defend («не может атаковать или защищаться») but still rolls to keep
// its footing; it used to fall without a roll.
func TestStorytellerGapDizziedTargetRollsItsFooting(t *testing.T) {
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

// Strafing: «Сложность бросков на уворот от обстрела увеличивается на
// единицу» — every target in the area dodges for itself. defense: is the
// main target's; a list gives each target its own, in order or by name.
func TestStorytellerGapStrafedTargetsDefendEachForItself(t *testing.T) {
	for _, tc := range []struct {
		locale, list, share, dodge string
	}{
		{"en", `dodge, none, Cy:dodge`, "4 of the successes", "− Dodge 0"},
		{"ru", `уворот, нет, Cy:уворот`, "доля успехов: 4", "− Увернуться от удара 0"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Ann 9 + 3 + 1, the others 2, 3 and 4 + 1 + 1.
			// Strafing with an assault rifle: Dexterity 3 + Firearms 3 + 10
			// = 16 dice at 8, twelve 9s: 4 successes each. A dodge: 1 die
			// at 7; damage 7 + 4 (the share: «добавляются к броскам на
			// повреждение») = 11 dice: all 2s.
			strafe := func(dodges int) []int {
				f := []int{9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 2, 2, 2, 2}
				for range dodges + 3*11 {
					f = append(f, 2)
				}
				return f
			}
			faces := append([]int{9, 2, 3, 4}, strafe(1)...)
			faces = append(faces, strafe(2)...)
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Firearms 3"
@Ann /combat join
/combat add name:Thug
/combat add name:Bob
/combat add name:Cy
`)
			// One defence: Thug's alone. Bob and Cy declared none.
			got := h.Run("@Ann /attack target:Thug targets:\"Bob, Cy\" weapon:\"Assault rifle\" maneuver:strafe defense:dodge\n")[0]
			consoletest.MustContain(t, got, "↳ Thug: "+tc.share+" "+tc.dodge, "↳ Bob: "+tc.share+" — ", "↳ Cy: "+tc.share+" — ")
			h.Run("/reload name:Ann weapon:\"Assault rifle\"\n")
			// One each: Thug dodges, Bob does not, Cy (by name) dodges.
			got = h.Run("@Ann /attack target:Thug targets:\"Bob, Cy\" weapon:\"Assault rifle\" maneuver:strafe defense:\"" + tc.list + "\"\n")[0]
			consoletest.MustContain(t, got, "↳ Thug: "+tc.share+" "+tc.dodge, "↳ Bob: "+tc.share+" — ", "↳ Cy: "+tc.share+" "+tc.dodge)
		})
	}
}

// Refusals of a defence list: more defences than targets, a name not among
// the targets, a list for a single target.
func TestStorytellerGapStrafeDefenceListRefusals(t *testing.T) {
	for _, tc := range []struct{ locale, count, notTarget string }{
		{"en", "More defences than targets (4 given, targets: 3)", "“Bob” is not among this strafe's targets"},
		{"ru", "Защит больше, чем целей (указано: 4, целей: 3)", "«Bob» нет среди целей этого обстрела"},
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
			consoletest.RefusedUnchanged(t, h, `@Ann /attack target:Thug targets:"Bob, Cy" weapon:"Assault rifle" maneuver:strafe defense:"dodge, dodge, dodge, dodge"`, tc.count)
			consoletest.RefusedUnchanged(t, h, `@Ann /attack target:Thug targets:"Cy" weapon:"Assault rifle" maneuver:strafe defense:"Bob:dodge"`, tc.notTarget)
			consoletest.RefusedUnchanged(t, h, `@Ann /attack target:Thug weapon:"Assault rifle" defense:"dodge, dodge"`, "(")
		})
	}
}

// Two weapons with a pair of one gun («Стрельба из двух стволов»): each has
// its own clip («Обойма: количество патронов, которые можно зарядить за один
// раз»), 7+1 each, so one round each leaves 7 / 7 — not 7 / 6 from one
// shared count — and the second reloads as "Heavy pistol #2".
func TestStorytellerGapPairOfGunsHasTwoClips(t *testing.T) {
	for _, tc := range []struct{ locale, left, reload string }{
		{"en", "Rounds left: 7 / 7 (2 spent)", "Thug reloads Heavy pistol #2: 7 → 8 rounds."},
		{"ru", "Патронов осталось: 7 / 7 (потрачено 2)", "Thug — перезарядка, Heavy pistol #2: патронов было 7, стало 8."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 3 + 1, 2 + 1 + 1. Dexterity 3 + Firearms 3:
			// 4 dice, then 3 (off hand), all 2s.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 2, 2, 2, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Thug stats:"Dexterity 3 Firearms 3"
/combat add name:Bob
`)
			got := h.Run("/attack attacker:Thug target:Bob maneuver:two_weapons weapon:\"Heavy pistol\" weapon2:\"Heavy pistol\" defense:none\n")[0]
			consoletest.MustContain(t, got, tc.left)
			consoletest.MustContain(t, h.Run("/reload name:Thug weapon:\"Heavy pistol #2\"\n")[0], tc.reload)
		})
	}
}

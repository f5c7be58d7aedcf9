package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «успешные баллы равномерно распределяются между всеми целями … Если на
// территории есть только одна цель, ей назначается только половина … Если
// количество успешных баллов меньше числа потенциальных целей … по одному»;
// «Сложность бросков на уворот от обстрела увеличивается на единицу».
func TestStorytellerSeedStrafingShares(t *testing.T) {
	six := []int{9, 9, 9, 9, 9, 9}
	// A lone target gets half: 6 successes → 3.
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al defense:none maneuver:strafe weapon:\"Light SMG\"\n", six...)
	consoletest.MustContain(t, out[0], "Successes spread over the area: 3")
	// Two targets share 6: 3 and 3.
	h := consoletest.NewSystemHarness(t, "en", append(append([]int{5, 4, 3}, six...), consoletest.Threes(80)...)...)
	out = consoletest.Replies(h.Run("/system set system:storyteller\n/combat start\n/combat add name:Bob stats:\"Dexterity 3 Firearms 2\"\n/combat add name:Al\n/combat add name:Cy\n" +
		"/attack attacker:Bob target:Al defense:none maneuver:strafe weapon:\"Light SMG\" targets:Cy\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Successes spread over the area: 3, 3")
	// Two successes over Al, Cy and three more in the area: one by one.
	h = consoletest.NewSystemHarness(t, "en", append(append([]int{5, 4, 3}, 9, 9), consoletest.Threes(80)...)...)
	out = consoletest.Replies(h.Run("/system set system:storyteller\n/combat start\n/combat add name:Bob stats:\"Dexterity 3 Firearms 2\"\n/combat add name:Al\n/combat add name:Cy\n" +
		"/attack attacker:Bob target:Al defense:none maneuver:strafe weapon:\"Light SMG\" targets:Cy,3\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Successes spread over the area: 1, 1, 0, 0, 0")
	// Dodging strafing: difficulty 6 + 1.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Dexterity 2 Dodge 1", "/attack attacker:Bob target:Al defense:dodge maneuver:strafe weapon:\"Light SMG\"\n", six...)
	consoletest.MustContain(t, out[0], "Pool 3, difficulty 7")
}

// Strafing: «Сложность бросков на уворот от обстрела увеличивается на
// единицу» — every target in the area dodges for itself. defense: is the
// main target's; a list gives each target its own, in order or by name.
func TestStorytellerStrafedTargetsDefendEachForItself(t *testing.T) {
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
func TestStorytellerStrafeDefenceListRefusals(t *testing.T) {
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

// A strafe's defence list gives each target one defence («Сложность
// бросков на уворот от обстрела увеличивается на единицу»: each target's own
// dodge). A target given two — named twice, or named and then reached again
// in order — was silently given the last one; it is refused.
func TestStorytellerStrafeTargetGivenTwoDefencesRefused(t *testing.T) {
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

// «Обстрел: … успешные баллы равномерно распределяются между всеми целями
// на указанной территории». A GM listing the whole area in targets names
// the main target again; that is the same target, not a refusal: 12
// successes (twelve 9s and three 2s vs 8) spread 6 and 6 over Bob and Cy,
// and the Light SMG's 30+1 rounds are spent.
func TestStorytellerStrafeTargetsMayNameTheMainTarget(t *testing.T) {
	for _, tc := range []struct {
		locale, cmd string
		wants       []string
	}{
		{"en", "/attack attacker:Ann target:Bob maneuver:strafing weapon:\"Light SMG\" targets:\"Bob, Cy\" range:3",
			[]string{"Successes spread over the area: 6, 6", "↳ Bob: 6 of the successes", "↳ Cy: 6 of the successes", "Rounds left: 0 (31 spent)"}},
		{"ru", "/атака атакующий:Ann цель:Bob приём:обстрел оружие:\"Пистолет-пулемет легкий\" цели:\"Cy, Bob\" дистанция:3",
			[]string{"Успехи по зоне обстрела: 6, 6", "↳ Bob: доля успехов: 6", "↳ Cy: доля успехов: 6", "Патронов осталось: 0 (потрачено 31)"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := []int{5, 4, 3}
			for i := 0; i < 12; i++ {
				faces = append(faces, 9)
			}
			for i := 0; i < 40; i++ {
				faces = append(faces, 2)
			}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Ann stats:\"Dexterity 3 Firearms 2\"\n/combat add name:Bob\n/combat add name:Cy\n")
			r := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmd+"\n")))
			if r.Ephemeral {
				t.Fatalf("refused: %s", r.Text())
			}
			consoletest.MustContain(t, r, tc.wants...)
			if n := strings.Count(r.Text(), "↳ Bob"); n != 1 {
				t.Errorf("Bob is struck %d times, want once (as the main target):\n%s", n, r.Text())
			}
		})
	}
}

// «Обстрел: … успешные баллы равномерно распределяются между всеми
// целями на указанной территории». A target named twice in targets
// (targets:"Гоблин, гоблин", the case aside) is one target, as the main
// target named again already was: skipped, not refused, and the reply says
// so in a line. 12 successes (twelve 9s vs 8) spread 6 and 6 over Bob and
// the goblin — not 4, 4, 4 as if there were three targets.
func TestStorytellerStrafeRepeatedTargetsSkipped(t *testing.T) {
	for _, tc := range []struct {
		locale, cmd string
		wants       []string
	}{
		{"en", `/attack attacker:Ann target:Bob maneuver:strafing weapon:"Light SMG" targets:"Goblin, goblin, Bob" range:3`,
			[]string{"Successes spread over the area: 6, 6", "↳ Bob: 6 of the successes", "↳ Goblin: 6 of the successes",
				"Repeated in targets, counted once: Goblin, Bob."}},
		{"ru", `/атака атакующий:Ann цель:Bob приём:обстрел оружие:"Пистолет-пулемет легкий" цели:"Гоблин, гоблин" дистанция:3`,
			[]string{"Успехи по зоне обстрела: 6, 6", "↳ Bob: доля успехов: 6", "↳ Гоблин: доля успехов: 6",
				"Повторы в целях засчитаны один раз: Гоблин."}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := []int{5, 4, 3}
			for i := 0; i < 12; i++ {
				faces = append(faces, 9)
			}
			faces = append(faces, consoletest.Twos(40)...)
			goblin := "Goblin"
			if tc.locale == "ru" {
				goblin = "Гоблин"
			}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Ann stats:\"Dexterity 3 Firearms 2\"\n/combat add name:Bob\n/combat add name:" + goblin + "\n")
			r := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmd+"\n")))
			if r.Ephemeral {
				t.Fatalf("refused: %s", r.Text())
			}
			consoletest.MustContain(t, r, tc.wants...)
			if n := strings.Count(r.Text(), "↳ "+goblin); n != 1 {
				t.Errorf("%s is struck %d times, want once:\n%s", goblin, n, r.Text())
			}
		})
	}
}

// «В этом случае максимальная дальность обстрела составляет три метра.»
// The bot knows no positions, so a strafe fired farther (in metres, or at
// long range) is played with a warning for the GM; at 3 m or less, or with
// no range given, there is none.
func TestStorytellerStrafeBeyondThreeMetresWarns(t *testing.T) {
	for _, tc := range []struct{ locale, far, long string }{
		{"en", "⚠️ Strafing reaches 3 metres at most (“the maximum range of strafing is three metres”), and this one is fired at 4 m.",
			"⚠️ Strafing reaches 3 metres at most (“the maximum range of strafing is three metres”), and this one is fired at long range."},
		{"ru", "⚠️ Дальность обстрела — не больше 3 м («максимальная дальность обстрела составляет три метра»), а этот обстрел ведётся на 4 м.",
			"⚠️ Дальность обстрела — не больше 3 м («максимальная дальность обстрела составляет три метра»), а этот обстрел ведётся на дальней дистанции."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stSMGFight(t, tc.locale)
			strafe := `/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:strafe defense:none`
			for _, c := range []struct {
				rng, want string
			}{{" range:4", tc.far}, {" range:long", tc.long}, {" range:3", ""}, {"", ""}} {
				out := consoletest.LastOf(t, consoletest.Replies(h.Run(strafe+c.rng+"\n")))
				if out.Ephemeral {
					t.Fatalf("strafe%s refused: %s", c.rng, out.Text())
				}
				if c.want != "" {
					consoletest.MustContain(t, out, c.want)
				} else {
					consoletest.MustNotContain(t, out, "3 metres at most", "не больше 3 м")
				}
				h.Run("/reload name:Ann\n/combat next\n/combat next\n")
			}
		})
	}
}

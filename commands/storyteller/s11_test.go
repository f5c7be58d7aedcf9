package storyteller_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 11: firearms looked at closely — range, Willpower on an attack,
// reloading and strafing — driven through the console in both locales.

// stS11Fight starts a fight of Ann (Dexterity 3 Firearms 3 Perception 2
// Willpower 5, a Light SMG on the sheet; initiative 9 + 3 + 1) and Orc
// (2 + 2) with every later die a 2: each attack misses (2 < 6, no 1 to
// botch), so only pools, difficulties and notes change.
func stS11Fight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
	h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Firearms 3 Perception 2 Wits 1 Willpower 5"
@Ann /char weapon add name:"Light SMG"
@Ann /combat join
/combat add name:Orc
`)
	return h
}

// «Выстрел в упор считается, когда цель находится на расстоянии двух метров
// от стреляющего. Сложность выстрела в упор составляет 4.» range:0 is
// metres, and 0 m is within two: point blank, difficulty 4, as range:2 and
// range:point_blank are. It used to read as "no range given" (difficulty 6).
func TestStorytellerS11RangeZeroIsPointBlank(t *testing.T) {
	for _, tc := range []struct{ locale, diff4, diff6, band string }{
		{"en", "Pool 6, difficulty 4", "Pool 6, difficulty 6", "range −2"},
		{"ru", "Запас 6, сложность 4", "Запас 6, сложность 6", "дистанция −2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11Fight(t, tc.locale)
			shot := `/attack attacker:Ann target:Orc weapon:"Light SMG" defense:none `
			for _, r := range []string{"range:0", "range:2", "range:point_blank"} {
				out := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+r+"\n")))
				stAttackPool(t, out, tc.diff4)
				consoletest.MustContain(t, out, tc.band)
			}
			// Short range (3..25 m for the Light SMG) stays at 6.
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"range:3\n")))
			stAttackPool(t, out, tc.diff6)
		})
	}
}

// «Единицы Воли» spent on an attack («one automatic success, spends a
// point»): the attack's field shows the Willpower left, as a /check with
// Willpower does, so the GM need not open the sheet to know what remains.
func TestStorytellerS11AttackShowsWillpowerLeft(t *testing.T) {
	for _, tc := range []struct{ locale, left4, left3, wp string }{
		{"en", "Willpower left: 4", "Willpower left: 3", "willpower"},
		{"ru", "Силы воли осталось: 4", "Силы воли осталось: 3", "сила_воли"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11Fight(t, tc.locale)
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

// «Перезарядка оружия занимает один ход»: reloading a full gun still takes
// the action (it counts among a multiple action's and forbids aiming), and
// changed no round — so the reply says so and how to take it back, by
// /reload and by the tracker's Reload button. A gun that had fired reloads
// without the warning.
func TestStorytellerS11ReloadOfAFullGunWarns(t *testing.T) {
	for _, tc := range []struct{ locale, full, fullButton, button, plain string }{
		{"en", "⚠️ Light SMG was already full: the reload changed no rounds, yet it took Ann's action",
			"⚠️ It was already full: the reload changed no rounds, yet it took the action. The GM can take it back with `/combat undo`.",
			"!click Reload", "Ann reloads Light SMG: 30 → 31 rounds."},
		{"ru", "⚠️ Light SMG: обойма и так полная — перезарядка не добавила ни одного патрона, но заняла действие (Ann;",
			"⚠️ Обойма и так была полная: перезарядка не добавила ни одного патрона, но заняла действие. Мастер может отменить: `/бой отменить`.",
			"!click Перезарядить", "Ann — перезарядка, Light SMG: патронов было 30, стало 31."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11Fight(t, tc.locale)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run("/reload name:Ann\n")))
			consoletest.MustContain(t, out, tc.full)
			h.Run("/combat undo\n")
			consoletest.MustContain(t, consoletest.LastOf(t, consoletest.Replies(h.Run(tc.button+"\n"))), tc.fullButton)
			h.Run("/combat next\n/combat next\n")
			h.Run(`/attack attacker:Ann target:Orc weapon:"Light SMG" defense:none` + "\n")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run("/reload name:Ann\n")))
			consoletest.MustContain(t, out, tc.plain)
			consoletest.MustNotContain(t, out, "⚠️")
		})
	}
}

// «В этом случае максимальная дальность обстрела составляет три метра.»
// The bot knows no positions, so a strafe fired farther (in metres, or at
// long range) is played with a warning for the GM; at 3 m or less, or with
// no range given, there is none.
func TestStorytellerS11StrafeBeyondThreeMetresWarns(t *testing.T) {
	for _, tc := range []struct{ locale, far, long string }{
		{"en", "⚠️ Strafing reaches 3 metres at most (“the maximum range of strafing is three metres”), and this one is fired at 4 m.",
			"⚠️ Strafing reaches 3 metres at most (“the maximum range of strafing is three metres”), and this one is fired at long range."},
		{"ru", "⚠️ Дальность обстрела — не больше 3 м («максимальная дальность обстрела составляет три метра»), а этот обстрел ведётся на 4 м.",
			"⚠️ Дальность обстрела — не больше 3 м («максимальная дальность обстрела составляет три метра»), а этот обстрел ведётся на дальней дистанции."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11Fight(t, tc.locale)
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

// «Единицы Восприятия определяют, сколько кубиков можно добавить»: aim:N
// past Perception adds Perception's dice, and the reply now says why the
// GM's number was cut (it showed "aiming +2" after aim:5 with no word).
// Within Perception there is no note.
func TestStorytellerS11AimPastPerceptionSaysSo(t *testing.T) {
	for _, tc := range []struct{ locale, capped, aim2 string }{
		{"en", "Ann asked for 5, Perception 2 gives 2.", "aiming +2"},
		{"ru", "Ann — запрошено 5, Восприятие 2 даёт 2.", "прицеливание +2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS11Fight(t, tc.locale)
			shot := `/attack attacker:Ann target:Orc weapon:"Light SMG" defense:none aim:`
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"5\n")))
			stAttackPool(t, out, tc.aim2)
			consoletest.MustContain(t, out, tc.capped)
			h.Run("/combat next\n/combat next\n")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"2\n")))
			stAttackPool(t, out, tc.aim2)
			consoletest.MustNotContain(t, out, tc.capped)
		})
	}
}

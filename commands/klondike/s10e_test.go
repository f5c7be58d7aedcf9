package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 10, round 5: the English fight night's wounds and recovery.

// «Если любая из этих характеристик доходит до нуля, персонаж теряет
// сознание. Совершите бросок по изначальной характеристике Выносливости -
// при успехе он придет в себя через д6 минут, при провале через д6 часов.»
// The roll is 2d6 + the DM of the original END against 8+; the line used to
// show "🎲 3+4 −1 = 6 on original END → wakes in 5 hours", leaving the GM to
// guess what the −1 was and whether 6 passed. It now names the original END
// and the target: END 4 (DM −1), 3+4 −1 = 6 misses 8+, so d6 = 5 hours; END
// 6 (DM +0), 4+4 = 8 makes it, so d6 = 2 minutes.
func TestKlondikeS10eWakeRollNamesEndAndTarget(t *testing.T) {
	for _, tc := range []struct {
		locale, add, damage string
		faces               []int
		want                string
	}{
		{"en", `/combat add name:Bob stats:"STR 5 DEX 6 END 4"`, "/damage target:Bob amount:11\n",
			[]int{3, 3, 3, 4, 5},
			"💤 Unconscious: 🎲 3+4 −1 = 6 on original END 4 (needs 8+: failure) → wakes in 5 hours."},
		{"ru", `/бой добавить имя:Bob параметры:"СИЛ 5 ЛОВ 6 ВЫН 4"`, "/урон цель:Bob количество:11\n",
			[]int{3, 3, 3, 4, 5},
			"💤 Без сознания: 🎲 3+4 −1 = 6 по исходной ВЫН 4 (нужно 8+: провал) → очнётся через 5 часов."},
		{"en", `/combat add name:Bob stats:"STR 5 DEX 6 END 6"`, "/damage target:Bob amount:13\n",
			[]int{3, 3, 4, 4, 2},
			"💤 Unconscious: 🎲 4+4 +0 = 8 on original END 6 (needs 8+: success) → wakes in 2 minutes."},
		{"ru", `/бой добавить имя:Bob параметры:"СИЛ 5 ЛОВ 6 ВЫН 6"`, "/урон цель:Bob количество:13\n",
			[]int{3, 3, 4, 4, 2},
			"💤 Без сознания: 🎲 4+4 +0 = 8 по исходной ВЫН 6 (нужно 8+: успех) → очнётся через 2 минуты."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 3+3; then the wake roll's 2d6 and its d6.
			h := consoletest.NewSystemHarness(t, tc.locale, tc.faces...)
			h.Run(consoletest.KlSetup(tc.locale) + tc.add + "\n")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.damage)))
			consoletest.KlWant(t, "wake roll", got, tc.want)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// /time with no length (or days:0) was refused with "Time must be between 0
// and 525600 minutes." — which says 0 is fine. It now asks for a length,
// changes nothing, and a real length still passes.
func TestKlondikeS10eTimeWithoutLengthSaysWhatToGive(t *testing.T) {
	for _, tc := range []struct {
		locale, zero, none, ok, want, okWant string
	}{
		{"en", "/time days:0 hours:0\n", "/time\n", "/time hours:1\n",
			"Say how much time passes: minutes, hours or days — for example /time hours:1 (at least 1 minute).",
			"Day 1, 01:00"},
		{"ru", "/время дни:0 часы:0\n", "/время\n", "/время часы:1\n",
			"Укажите, сколько проходит времени: минуты, часы или дни — например, /время часы:1 (не меньше 1 минуты).",
			"День 1, 01:00"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale))
			for _, script := range []string{tc.zero, tc.none} {
				got := consoletest.LastOf(t, h.Run(script))
				if !got.Ephemeral {
					t.Errorf("%q should be refused, ephemeral: %s", script, got.Text())
				}
				consoletest.KlWant(t, script, got, tc.want)
			}
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.ok)))
			consoletest.KlWant(t, "an hour", got, tc.okWant)
		})
	}
}

// «…полчаса внимания персонажа с навыком Медицины не меньше 1 и аптечкой»:
// care comes after the shooting, but wounds live on the fight's fighters, so
// after /combat end /heal and /surgery used to answer "No fight in this
// channel: `/combat start`" — and a new fight brings everyone in unhurt.
// The refusal now says to treat the wounded before ending the fight.
func TestKlondikeS10eCareAfterTheFightSaysTreatBeforeEnd(t *testing.T) {
	for _, tc := range []struct {
		locale, script, heal, surgery, want string
	}{
		{"en", `/combat add name:Doc stats:"Medicine 2"` + "\n/combat add name:Pat\n/damage target:Pat amount:3\n/combat end\n",
			"/heal target:Pat medic:Doc\n", "/surgery target:Pat medic:Doc\n",
			"No fight in this channel: care and surgery treat the fighters of an open fight. Treat the wounded before `/combat end` — a new fight brings everyone in unhurt."},
		{"ru", `/бой добавить имя:Doc параметры:"Медицина 2"` + "\n/бой добавить имя:Pat\n/урон цель:Pat количество:3\n/бой конец\n",
			"/лечить цель:Pat медик:Doc\n", "/операция цель:Pat медик:Doc\n",
			"В этом канале нет боя: медпомощь и операция лечат участников открытого боя. Лечите раненых до `/бой конец` — в новый бой все входят без ран."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
			h.Run(consoletest.KlSetup(tc.locale) + tc.script)
			for _, script := range []string{tc.heal, tc.surgery} {
				got := consoletest.LastOf(t, h.Run(script))
				if !got.Ephemeral {
					t.Errorf("%q after the fight should be refused, ephemeral: %s", script, got.Text())
				}
				consoletest.KlWant(t, script, got, tc.want)
			}
		})
	}
}

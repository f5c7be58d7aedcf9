package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 11, round 5 (medieval-e): the walk of issue 4, line by line. The
// ledger is /tmp/medieval-e-s11d/ledger.md.

// Issue 4: "More than 8 to one limb in one hit: the limb is lost, and an
// immediate death save as Mortal 0" (seed: «Персонаж должен немедленно
// совершить Спасбросок против смерти с ранением СМЕРТЕЛЬНОЕ 0»). The roll is
// at Mortal 0, or at the track's Mortal N when that is worse (CHOICES.md,
// limb loss), and none is rolled when this round's death save has already
// failed. The wound line said «a death save at Mortal 0» in all three cases,
// under a roll of BODY − 3, or over no roll at all; it now names the save
// the roll below shows.
func TestMedievalS11eLimbLossNamesTheDeathSaveRolled(t *testing.T) {
	const setupEN = "/system set system:medieval\n/combat start\n/combat add name:T stats:\"BODY 5\"\n"
	const setupRU = "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:T параметры:\"ТЕЛ 5\"\n"
	cases := []struct {
		name  string
		faces []int // initiative, then each damage's stun save, Hollywood d6, death save
		first string
		want  map[string]string
		save  map[string]string // the death-save line under it ("" = none rolled)
	}{{
		// 11 to the left arm: 11 − BTM 2 = 9 > 8, 9 points (Critical): the seed's Mortal 0.
		name:  "below mortal",
		faces: []int{5, 2, 2}, // stun 2 ≤ 5 − 2, death 2 ≤ 5 − 0
		want: map[string]string{
			"en": "🦴 The left arm is lost: a death save at Mortal 0.",
			"ru": "🦴 Потеряна конечность (левая рука): спасбросок против смерти как Смертельное 0.",
		},
		save: map[string]string{"en": "d10 **2** ≤ 5 (BODY 5 − 0) — **passed**", "ru": "d10 **2** ≤ 5 (ТЕЛ 5 − 0) — **успех**"},
	}, {
		// 17 direct (Mortal 1), then 9 to the arm: 26 points, Mortal 3.
		name:  "worse track",
		faces: []int{5, 1, 1, 1, 4, 2}, // stun 1 ≤ 1, death 1 ≤ 4; stun 1 > −1 fails, d6 4, death 2 ≤ 2
		first: "17",
		want: map[string]string{
			"en": "🦴 The left arm is lost: a death save at Mortal 3, the track's — worse than the Mortal 0 a lost limb calls for.",
			"ru": "🦴 Потеряна конечность (левая рука): спасбросок против смерти как Смертельное 3 по шкале — это хуже, чем Смертельное 0 за потерю конечности.",
		},
		save: map[string]string{"en": "d10 **2** ≤ 2 (BODY 5 − 3) — **passed**", "ru": "d10 **2** ≤ 2 (ТЕЛ 5 − 3) — **успех**"},
	}, {
		// 13 direct (Mortal 0) and a failed death save; then the arm: no second roll.
		name:  "already dying",
		faces: []int{5, 1, 9, 2, 3}, // stun 1 ≤ 2, death 9 > 5; stun 2 > 0 fails, d6 3
		first: "13",
		want: map[string]string{
			"en": "🦴 The left arm is lost; this round's death save has already failed: dies at the end of the round unless stabilized (/stabilize target:T).",
			"ru": "🦴 Потеряна конечность (левая рука); спасбросок против смерти в этом раунде уже провален: смерть в конце раунда, если не стабилизировать (/стабилизировать цель:T).",
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			medBoth(t, func(t *testing.T, locale string) {
				h := consoletest.NewSystemHarness(t, locale, c.faces...)
				h.Run(medPick(locale, setupEN, setupRU))
				if c.first != "" {
					first := consoletest.MedReply(t, h.Run(medPick(locale,
						"/damage target:T amount:"+c.first+" direct:true\n",
						"/урон цель:T количество:"+c.first+" напрямую:да\n")))
					if first.Ephemeral {
						t.Fatalf("refused: %s", first.Text())
					}
				}
				got := consoletest.MedReply(t, h.Run(medPick(locale,
					"/damage target:T amount:11 location:\"left arm\"\n",
					"/урон цель:T количество:11 место:\"левая рука\"\n")))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				consoletest.MedWant(t, got, c.want[locale])
				text := got.Text()
				if s := c.save[locale]; s != "" {
					consoletest.MedWant(t, got, s)
				} else if strings.Contains(text, "☠️") {
					t.Errorf("a second death save was rolled: %s", text)
				}
				if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
					t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
				}
			})
		})
	}
}

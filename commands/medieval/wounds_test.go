package medieval_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// L43 «Если к урону имеются модификаторы, например +1, ты должен совершить
// бросок урона, а затем добавить к результату 1»; L111 «Попадания в голову:
// всегда удваивает урон». Archer shoots the Knight at point blank: 5 + 8 +
// 5 = 18 ≥ 10; location 1 (head, no armor); 1d6 = 3, +1 → 4; head ×2 → 8;
// BTM 4 → 4 wound points; stun save 2 ≤ 10 − 0 passes.
func TestMedievalSeedDamagePlusOneThenHeadDoubles(t *testing.T) {
	for _, c := range []struct{ locale, cmd string }{
		{"en", "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:10\n"},
		{"ru", "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:10\n"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 5, 1, 3, 2)
			h.Run(medSetup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			consoletest.MedWant(t, got, "5+8+5 = **18**", "3+1 = 4", "×2 8", medPick(c.locale, "− BTM 4 = **4 wound points**", "− МТЕЛ 4 = **4 пункта урона**"))
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Fatalf("%d scripted faces were not drawn", left)
			}
		})
	}
}

// A second hit that leaves Ann at the level she was at headed its reply
// «Light → **Light**», as if the change were lost; the headline now names
// an unchanged level once (as a heal does), and a change still
// shows both. 12 at her hard torso 10: 2 through, BTM 2, the minimum 1
// (Light), the layer wears to 9; again: 3 through → 1 (still Light).
// Dice: initiative 5, 3, 7, 2; stun saves 3, 3.
func TestMedievalHitWithinALevelNamesItOnce(t *testing.T) {
	for _, c := range []struct{ locale, setup, hit, first, second, not string }{
		{"en", medPlayersEN, "/damage target:Ann amount:12 location:torso\n",
			"= **1 wound point** · Unhurt → **Light**", "= **1 wound point** · **Light**", "Light → **Light**"},
		{"ru", medPlayersRU, "/урон цель:Анна количество:12 место:торс\n",
			"= **1 пункт урона** · Без ранений → **Лёгкое**", "= **1 пункт урона** · **Лёгкое**", "Лёгкое → **Лёгкое**"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 3, 3)
			h.Run(c.setup)
			desc := func(out []consoletest.Sent) string {
				var d struct {
					Embeds []struct{ Description string }
				}
				if err := json.Unmarshal(consoletest.MedReply(t, out).Data, &d); err != nil || len(d.Embeds) == 0 {
					t.Fatalf("reply: %v", err)
				}
				return d.Embeds[0].Description
			}
			if got := desc(h.Run(c.hit)); !strings.Contains(got, c.first) {
				t.Errorf("first hit: want %q in\n%s", c.first, got)
			}
			got := desc(h.Run(c.hit))
			if !strings.Contains(got, c.second) || strings.Contains(got, c.not) {
				t.Errorf("second hit: want %q and no %q in\n%s", c.second, c.not, got)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// More than 8 to a limb takes it off and calls a death save at Mortal 0;
// more than 8 to the head kills.
func TestMedievalLimbLossAndHeadDeath(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 1, 2)
	h.Run(consoletest.MedSetupEN)
	got := consoletest.MedReply(t, h.Run("/damage target:Archer amount:11 location:\"left arm\"\n"))
	// 11 − BTM 2 = 9 > 8: lost; stun 1 ≤ 6 − 2 passes, death save 2 ≤ 6 − 0.
	consoletest.MedWant(t, got, "**9 wound points**", "left arm is lost", "d10 **2** ≤ 6 (BODY 6 − 0)")
	got = consoletest.MedReply(t, h.Run("/damage target:Knight amount:7 location:head\n"))
	// 7 × 2 = 14 − BTM 4 = 10 > 8 to the head: dead, no saves.
	consoletest.MedWant(t, got, "**10 wound points**", "dead", `"color":2895667`)
}

// "More than 8 to one limb in one hit: the limb is lost, and an
// immediate death save as Mortal 0" (seed: «Персонаж должен немедленно
// совершить Спасбросок против смерти с ранением СМЕРТЕЛЬНОЕ 0»). The roll is
// at Mortal 0, or at the track's Mortal N when that is worse (CHOICES.md,
// limb loss), and none is rolled when this round's death save has already
// failed. The wound line said «a death save at Mortal 0» in all three cases,
// under a roll of BODY − 3, or over no roll at all; it now names the save
// the roll below shows.
func TestMedievalLimbLossNamesTheDeathSaveRolled(t *testing.T) {
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
			// «с ранением СМЕРТЕЛЬНОЕ 0»: the saves go on each round until stabilized.
			"en": "🦴 The left arm is lost: a Mortal 0 wound — a death save now and each round until stabilized.",
			"ru": "🦴 Потеряна конечность (левая рука): ранение Смертельное 0 — спасбросок против смерти сейчас и каждый раунд, пока не стабилизируют.",
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

// A lost limb's line names the death save rolled, and «none
// when this round's save already failed» read «dies at the end of the round
// unless stabilized» — also under a hit that takes the track past 48 («мёртв»),
// where no save is rolled because the character is dead. 44 points straight
// on the track (Mortal 7: stun 1 fails, d6 1, death 1 fails), then 11 to the
// left arm: 11 − BTM 2 = 9 > 8, the arm is lost, 53 points: dead, no die.
func TestMedievalLimbLostByAFatalHitSaysDead(t *testing.T) {
	want := map[string]string{
		"en": "🦴 The left arm is lost; no death save: past 48 wound points, dead.",
		"ru": "🦴 Потеряна конечность (левая рука); спасброска против смерти нет: больше 48 пунктов урона — смерть.",
	}
	banned := map[string]string{"en": "unless stabilized", "ru": "если не стабилизировать"}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 1, 1, 1)
		h.Run(medPick(locale,
			"/system set system:medieval\n/combat start\n/combat add name:T stats:\"BODY 5\"\n/damage target:T amount:44 direct:true\n",
			"/система выбрать система:medieval\n/бой начать\n/бой добавить имя:T параметры:\"ТЕЛ 5\"\n/урон цель:T количество:44 напрямую:да\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale,
			"/damage target:T amount:11 location:\"left arm\"\n",
			"/урон цель:T количество:11 место:\"левая рука\"\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, want[locale])
		if strings.Contains(got.Text(), banned[locale]) {
			t.Errorf("a dead character is told to be stabilized:\n%s", got.Text())
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%d scripted dice left unused", left)
		}
	})
}

// Direct damage goes straight onto the wound track by design, so a location
// given with it is not played: the head does not double it («Попадания в
// голову: всегда удваивает урон» is a hit's rule) and no armour meets it. It
// was dropped without a word; the reply now says so, and the 5 points stay 5.
func TestMedievalDirectDamageWithLocationWarns(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 3) // initiative, stun save 3 ≤ 10
		h.Run(medSetup[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale,
			"/damage target:Knight amount:5 location:head direct:true\n",
			"/урон цель:Knight количество:5 место:голова напрямую:да\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got,
			medPick(locale, "5 wound points", "5 пунктов урона"),
			medPick(locale,
				"⚠️ Direct damage goes straight onto the wound track: the location (head) is not played — no head doubling, no armor. To play it, leave out direct:true.",
				"⚠️ Урон напрямую идёт прямо на шкалу ранений: место (голова) не учтено — ни удвоения за голову, ни брони. Чтобы учесть место, уберите «напрямую:да»."))
		if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
			t.Errorf("dice: %v, %d left", err, h.Dice.Remaining())
		}
		// Without a location, or without direct, there is nothing to warn of.
		h2 := consoletest.NewSystemHarness(t, locale, 5, 3, 3, 3)
		h2.Run(medSetup[locale])
		for _, cmd := range []string{
			medPick(locale, "/damage target:Knight amount:5 direct:true\n", "/урон цель:Knight количество:5 напрямую:да\n"),
			medPick(locale, "/damage target:Knight amount:5 location:head\n", "/урон цель:Knight количество:5 место:голова\n"),
		} {
			if got := consoletest.MedReply(t, h2.Run(cmd)); strings.Contains(got.Text(), "⚠️") {
				t.Errorf("%s: warned: %s", cmd, got.Text())
			}
		}
	})
}

// Direct damage to a place that is none («место:хвост») is refused with the
// valid places, as the rolled path refuses it, with nothing drawn or written;
// several places are refused as there too. It used to be played, with the
// warning naming «хвост» as the place not played.
func TestMedievalDirectDamageRefusesAnUnknownLocation(t *testing.T) {
	want := map[string][2]string{
		"en": {"“tail” is not a hit location. Use head, torso, right arm, left arm, right leg, left leg", "“arms” names several locations; give exactly one."},
		"ru": {"«хвост» — не место попадания. Места: голова, торс, правая рука, левая рука, правая нога, левая нога", "«руки» — это несколько мест; укажите одно."},
	}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 5)
		h.Run(medPick(locale, consoletest.MedSetupEN, medSetupRU))
		for i, where := range map[string][2]string{"en": {"tail", "arms"}, "ru": {"хвост", "руки"}}[locale] {
			medRefused(t, h, medPick(locale,
				"/damage target:Knight amount:5 direct:true location:"+where+"\n",
				"/урон цель:Knight количество:5 напрямую:да место:"+where+"\n"), want[locale][i])
		}
		// Nothing was written: the Knight is still unhurt.
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run(medPick(locale, "/damage target:Knight amount:5 direct:true location:head\n", "/урон цель:Knight количество:5 напрямую:да место:голова\n"))),
			medPick(locale, "Wound points 0 → 5", "Пункты урона 0 → 5"))
	})
}

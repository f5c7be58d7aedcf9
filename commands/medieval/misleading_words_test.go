package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
	"fray/rules/dice"
)

// «КРИТИЧЕСКОЕ Ранение» is a wound level (RULES.md's terms: Critical,
// Критическое). A natural 10 that rolls again (RULES.md: «A natural 10 rolls
// again and adds») is no wound: its verdict says what happened — «попадание
// (выпала 10 — бросок повторён)» — not «критическое попадание», which reads
// as a Critical wound. The Archer is left at Light.
func TestMedievalExplodingTenIsNotCalledCritical(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			10, 3, // to hit: 10 explodes, +3 → 13 + REF 6 + Melee 4 = 23
			5,    // Archer defends: 5 + REF 8 + Melee 0 = 13
			3, 1, // torso; 1d6 1 − BTM 2 → at least 1
			2) // stun save
		h.Run(medSetup[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:Knight target:Archer damage:1d6\n",
			"/атака атакующий:Knight цель:Archer урон:1d6\n")))
		consoletest.MedWant(t, got,
			medPick(locale, "**23** vs 13 — hit (a natural 10 — rolled again), torso", "**23** против 13 — попадание (выпала 10 — бросок повторён), торс"),
			medPick(locale, "**Light**", "**Лёгкое**"))
		all := consoletest.MedAllText(t, got)
		for _, no := range []string{"critical hit", "Critical hit", "критическое попадание", "Критическое попадание"} {
			if strings.Contains(all, no) {
				t.Errorf("the exploding 10 reads %q:\n%s", no, all)
			}
		}
	})
}

// «Потеря конечности» says nothing of falling: the fighter falls on a failed
// stun save («Неудачный бросок означает, что персонаж находится вне боя» —
// the Hollywood table's «падает»). No line the limb-loss event may show
// says the fighter falls, so one who passed the stun save is not felled by
// the flavour; a console hit with the stun save passed shows no such line.
func TestMedievalLimbLossLineDoesNotFellAFighterStillStanding(t *testing.T) {
	fell := []string{"falls", "fall ", "topples", "collapses", "падает", "рушится", "валится", "оседает"}
	medBoth(t, func(t *testing.T, locale string) {
		for _, kind := range []string{flavour.Melee, flavour.Ranged, flavour.NoAttack} {
			for k := 1; k <= 16; k++ {
				line, _, ok := flavour.Pick(consoletest.Flavour("medieval"), string(flavour.LimbLost), locale,
					flavour.Args{Actor: "Knight", Target: "Orc", Weapon: "Sword", Part: "arm", Attack: kind}, dice.NewScripted(k), flavour.NoLast)
				if !ok {
					continue
				}
				for _, w := range fell {
					if strings.Contains(strings.ToLower(line), w) {
						t.Errorf("limb-loss line says the fighter falls (%q): %q", w, line)
					}
				}
			}
		}
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			1, 2) // stun save 1 ≤ 6 − 2 passes; death save 2 ≤ 6
		h.Run(medSetup[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/damage target:Archer amount:11 location:\"left arm\"\n",
			"/урон цель:Archer количество:11 место:\"левая рука\"\n")))
		line := strings.ToLower(medFlavour(consoletest.MedDecode(t, got)))
		for _, w := range fell {
			if strings.Contains(line, w) {
				t.Errorf("stun save passed, yet the line says the fighter falls: %q", line)
			}
		}
	})
}

// «Смертельные ранения оцениваются от 0 до 8»: at Mortal 8 (48 points) the
// Knight lives, and the tracker's bar does not read 0/48, the bar of the
// dead. Past 48 it does.
func TestMedievalMortalEightIsNotAnEmptyBar(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			7, 4, // stun save 7 > 10 − 11 fails; Hollywood d6 4
			1) // death save 1 ≤ 10 − 8
		h.Run(medSetup[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/damage target:Knight amount:48 direct:true\n",
			"/урон цель:Knight количество:48 напрямую:да\n")))
		consoletest.MedWant(t, got, medPick(locale, "**Mortal 8**", "**Смертельное 8**"), "1/48 · "+medPick(locale, "Mortal 8", "Смертельное 8"))
		if all := consoletest.MedAllText(t, got); strings.Contains(all, "0/48") {
			t.Errorf("a living fighter at Mortal 8 reads 0/48:\n%s", all)
		}
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/damage target:Knight amount:1 direct:true\n",
			"/урон цель:Knight количество:1 напрямую:да\n")))
		consoletest.MedWant(t, got, "0/48")
	})
}

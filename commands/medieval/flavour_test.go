package medieval_test

import (
	"strconv"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
	"fray/rules/dice"
)

// medCandidates renders every line flavour.Pick may choose for args over the
// medieval events.
func medCandidates(locale string, args flavour.Args) map[string]bool {
	out := map[string]bool{}
	for _, ev := range flavour.Events(consoletest.Flavour("medieval")) {
		for k := 1; k <= 16; k++ {
			if line, _, ok := flavour.Pick(consoletest.Flavour("medieval"), string(ev), locale, args, dice.NewScripted(k), flavour.NoLast); ok {
				out[line] = true
			}
		}
	}
	return out
}

// A GM's /damage names no blow or shot, so its flavour line is one
// of the lines Pick offers for flavour.NoAttack — never «Тетива поёт…» or a
// melee line; an arrow's hit never gets a line tagged for melee.
func TestMedievalFlavourFitsTheEvent(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		noAttack := medCandidates(locale, flavour.Args{Target: "Orc", Attack: flavour.NoAttack})
		check := func(what string, got consoletest.Sent) {
			t.Helper()
			if line := medFlavour(consoletest.MedDecode(t, got)); line != "" && !noAttack[line] {
				t.Errorf("%s: %q is not a line for a result without a blow", what, line)
			}
		}
		// 20 wound points are Mortal 1 (the seed's example): stun save d10 ≤
		// BODY 10 − 4, the Hollywood d6, the death save ≤ 10 − 1.
		for stun := 1; stun <= 10; stun++ {
			h := consoletest.NewSystemHarness(t, locale, 5, stun, stun%6+1, 3)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"REF 6 BODY 10\"\n")
			got := consoletest.MedReply(t, h.Run("/damage target:Orc amount:20 direct:true\n"))
			consoletest.MedWant(t, got, medPick(locale, "Mortal 1", "Смертельное 1"))
			check("stun die "+strconv.Itoa(stun), got)
		}
		// Plain hits (the stun save passes): the event with the most lines
		// tagged for a blow or a shot.
		for amount := 1; amount <= 12; amount++ {
			h := consoletest.NewSystemHarness(t, locale, 5, 1)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"REF 6 BODY 10\"\n")
			check("amount "+strconv.Itoa(amount), consoletest.MedReply(t, h.Run("/damage target:Orc amount:"+strconv.Itoa(amount)+" direct:true\n")))
		}
		ranged := medCandidates(locale, flavour.Args{Actor: "Bob", Target: "Orc", Weapon: "Bow", Part: medPick(locale, "torso", "торс"), Attack: flavour.Ranged})
		for hit := 1; hit <= 10; hit++ {
			// Bob: to hit d10 + REF 7 + Archery 4 vs medium 20 (a 10 rolls
			// again); location 3 (torso); 2d6 through SP 10 soft armor.
			h := consoletest.NewSystemHarness(t, locale, 5, 5, hit, 3, 6, 6, 1, 1, 1, 1)
			h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 MA 6 Archery 4" name:Bob
@Bob /char weapon add name:Bow spec:"2d6 ranged ap skill:archery"
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10" armor:"all 10"
`)
			got := consoletest.MedReply(t, h.Run("@Bob /attack target:Orc weapon:Bow range:medium\n"))
			line := medFlavour(consoletest.MedDecode(t, got))
			if line != "" && !ranged[line] {
				t.Errorf("to-hit die %d: %q is not a line for a ranged attack", hit, line)
			}
		}
	})
}

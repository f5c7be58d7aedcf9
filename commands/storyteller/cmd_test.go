package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// sevens is n faces of 7: a success at difficulty ≤ 7.
func sevens(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 7
	}
	return out
}

// «каждая 1 отменяет один успех»; no success and a 1 is a botch; difficulty
// is clamped to 2..10; a pool of 0 fails without a roll.
func TestStorytellerCheckSuccessesBotchClampInBothLocales(t *testing.T) {
	for _, tc := range []struct {
		locale               string
		two, botch, zero, vs string
	}{
		{"en", "2 successes", "Botch", "Pool of 0", "vs"},
		{"ru", "2 успеха", "Провал (ботч)", "Запас 0", "против"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 8, 7, 3, 1, 10, 1, 2, 3)
			out := h.Run("/system set system:storyteller\n/check pool:5 difficulty:6\n/check pool:3 difficulty:12\n/check pool:0 difficulty:6\n")
			if len(out) != 4 {
				t.Fatalf("got %d messages", len(out))
			}
			consoletest.MustContain(t, out[1], "**8** **7** 3 ~~1~~ **10** "+tc.vs+" 6", tc.two)
			consoletest.MustContain(t, out[2], "~~1~~ 2 3 "+tc.vs+" 10", tc.botch) // 12 clamped to 10
			consoletest.MustContain(t, out[3], tc.zero)
			if out[3].Ephemeral {
				t.Error("a pool of 0 is a result, not an error")
			}
		})
	}
}

// Wound penalties lower the acting combatant's pool; the Willpower button
// adds one automatic success and spends a point.
func TestStorytellerCheckWoundPenaltyAndWillpowerButton(t *testing.T) {
	faces := []int{5, 9, 4, 6, 6} // initiative, then 4 dice: 5 asked − 1 for Hurt
	h := consoletest.NewSystemHarness(t, "en", faces...)
	out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Al stats:"Stamina 1 Willpower 3"
/damage target:Al levels:2 type:bashing
/check pool:5 difficulty:6 name:Al
`)
	// Hurt (−1): 5 asked, 4 rolled.
	consoletest.MustContain(t, consoletest.LastOf(t, out[:len(out)-1]), "🎲 **9** 4 **6** **6** vs 6", "wound penalty −1", "3 successes", "Willpower (3)")
	out = h.Run("!click Willpower (3)\n")
	consoletest.MustContain(t, out[0], "4 successes (+1 Willpower)", "Willpower left: 2")
}

// «Автоматическая стрельба … +10 точность, +2 сложность»; it needs half a
// clip or more and empties it; a burst spends 3.
func TestStorytellerAutomaticFireHalfClipRule(t *testing.T) {
	faces := append([]int{5, 4}, sevens(120)...)
	h := consoletest.NewSystemHarness(t, "en", faces...)
	out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Dexterity 3 Firearms 2"
/combat add name:Al stats:"Stamina 3"
/attack attacker:Bob target:Al weapon:"Light SMG" maneuver:burst defense:none
`)
	burst := out[len(out)-2]
	consoletest.MustContain(t, burst, "Pool 7, difficulty 7", "Rounds left: 28 (3 spent)")
	// The burst killed Al (healing does not raise the dead): fresh targets.
	out = h.Run("/combat add name:Ed stats:\"Stamina 3\"\n/attack attacker:Bob target:Ed weapon:\"Light SMG\" maneuver:auto\n")
	consoletest.MustContain(t, out[len(out)-2], "Pool 15, difficulty 8", "Rounds left: 0 (28 spent)")
	out = h.Run("/combat add name:Cy stats:\"Stamina 3\"\n/attack attacker:Bob target:Cy weapon:\"Light SMG\" maneuver:auto\n")
	last := consoletest.LastOf(t, out)
	if !last.Ephemeral {
		t.Fatalf("automatic fire on an empty clip must be refused: %s", last.Text())
	}
	consoletest.MustContain(t, last, "at least half a clip (15); 0 left")
}

// Bashing past Incapacitated turns lethal; a full track of lethal and more
// damage kills. The short NPC track is a GM option per combatant.
func TestStorytellerHealthTrackWrapAndShortTrack(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 5, 5, 5, 5, 5, 5)
	out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc
/damage target:Orc levels:7 type:bashing
/damage target:Orc levels:2 type:lethal
`)
	consoletest.MustContain(t, out[len(out)-2], "Недееспособность", "после Недееспособности 2 уровня поверхностных стали летальными", "по-прежнему **Недееспособность**")
	out = h.Run("/damage target:Orc levels:5 type:lethal\n/damage target:Orc levels:1 type:lethal\n")
	consoletest.MustContain(t, out[len(out)-2], "Смерть")
	// The dead stay dead: the short track on a fresh Orc.
	out = h.Run("/combat add name:Orc2\n/combat track name:Orc2 short:true\n/damage target:Orc2 levels:3 type:lethal\n")
	consoletest.MustContain(t, out[len(out)-2], "Недееспособность")
}

// Bad input is an ephemeral error and changes nothing.
func TestStorytellerBadInputIsRefused(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 4)
	out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob
/combat add name:Al
/attack attacker:Bob target:Al range:-3
/attack attacker:Bob target:Al situation:flying
/damage target:Al levels:2 pool:3
/check pool:999 difficulty:6
`)
	for _, s := range out[len(out)-4:] {
		if !s.Ephemeral || !strings.Contains(s.Text(), "❌") {
			t.Errorf("want an ephemeral error, got %s", s.Text())
		}
	}
}

// The recap lists as fallen who is down when the fight ends (dead,
// incapacitated, unconscious), not who was only dizzied: «пропускает своё
// следующее действие» costs a turn, not the fight. Al takes 3 lethal against
// Stamina 1 (dizzied, Injured); Bo takes 7 (every box: incapacitated).
func TestStorytellerRecapFallenLeavesOutTheDizzied(t *testing.T) {
	for _, tc := range []struct{ locale, fell, dizzied string }{
		{"en", "Fallen", "dizzied"},
		{"ru", "Павшие", "ошеломлён"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4)
			out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Al stats:"Stamina 1"
/combat add name:Bo stats:"Stamina 1"
/damage target:Al levels:3 type:lethal
/damage target:Bo levels:7 type:lethal
/combat end
`)
			var recap string
			for _, s := range out {
				if strings.Contains(s.Text(), tc.fell) {
					recap = s.Text()
				}
			}
			if recap == "" {
				t.Fatalf("no %q in the recap: %+v", tc.fell, out)
			}
			fallen := recap[strings.Index(recap, tc.fell):]
			if !strings.Contains(fallen, "• Bo") {
				t.Errorf("incapacitated Bo is not among the fallen:\n%s", fallen)
			}
			if strings.Contains(fallen, "• Al") {
				t.Errorf("dizzied Al is among the fallen:\n%s", fallen)
			}
			dizzied := false // Al was dizzied indeed
			for _, s := range out {
				dizzied = dizzied || strings.Contains(s.Text(), "Al") && strings.Contains(s.Text(), tc.dizzied)
			}
			if !dizzied {
				t.Errorf("Al was not dizzied: %+v", out)
			}
		})
	}
}

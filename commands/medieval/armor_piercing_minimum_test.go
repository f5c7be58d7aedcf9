package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// An armor-piercing hit that gets past the armor wounds, however little gets
// through: 6 AP against the Knight's torso SP 10 faces SP 5, passes 1 and
// wears the layer to 9; the AP halving leaves 1/2 = 0, and BTM's minimum
// makes it 1 wound point (Light). The reply says so, and never that the
// armor stopped the hit it wore. By /damage and by /attack, in both locales.
func TestMedievalAPHitThatWearsTheArmorWounds(t *testing.T) {
	for _, c := range []struct {
		name string
		cmd  map[string]string
		dice []int // after initiative (5, 3)
	}{
		{"damage", map[string]string{
			"en": "/damage target:Knight amount:6 location:torso ap:true\n",
			"ru": "/урон цель:Knight количество:6 место:торс бронебойное:да\n",
		}, []int{
			3, // stun save 3 ≤ 10 − 0
		}},
		{"attack", map[string]string{
			"en": "/attack attacker:Archer target:Knight damage:6 ap:true range:close\n",
			"ru": "/атака атакующий:Archer цель:Knight урон:6 бронебойное:да дистанция:близко\n",
		}, []int{
			7, // to hit 7 + REF 8 + Archery 5 = 20 vs close 15
			3, // location: torso
			3, // stun save
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			medBoth(t, func(t *testing.T, locale string) {
				h := consoletest.NewSystemHarness(t, locale, append([]int{5, 3}, c.dice...)...)
				h.Run(medSetup[locale])
				got := consoletest.MedReply(t, h.Run(c.cmd[locale]))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				sp, btm := medPick(locale, "SP", "ОС"), medPick(locale, "BTM", "МТЕЛ")
				consoletest.MedWant(t, got,
					"6 − "+sp+" 5 → 1 → ½ 0 − "+btm+" 4 (≥1) = "+medPick(locale, "**1 wound point**", "**1 пункт урона**"),
					medPick(locale, "**Light**", "**Лёгкое**"),
					medPick(locale, "worn to 9", "изношена до 9"),
					medPick(locale, "armor-piercing ½ → 0", "бронебойное ½ → 0"),
					medPick(locale, "(at least 1 gets through)", "(не меньше 1 проходит)"),
					medPick(locale, "Wound points 0 → 1", "Пункты урона 0 → 1"))
				all := consoletest.MedAllText(t, got)
				if stop := medPick(locale, "the armor stops it", "броня держит удар"); strings.Contains(all, stop) {
					t.Errorf("a hit that wore the armor reads %q:\n%s", stop, all)
				}
				if left := h.Dice.Remaining(); left != 0 {
					t.Errorf("%d scripted dice left (the stun save was not rolled?)", left)
				}
			})
		})
	}
}

// The other side of the line: 5 AP against SP 10 passes nothing. The armor
// stops it, is not worn, and no wound is marked.
func TestMedievalAPHitThatPassesNothingIsStopped(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3)
		h.Run(medSetup[locale])
		cmd := medPick(locale, "/damage target:Knight amount:5 location:torso ap:true\n",
			"/урон цель:Knight количество:5 место:торс бронебойное:да\n")
		got := consoletest.MedReply(t, h.Run(cmd))
		consoletest.MedWant(t, got, medPick(locale, "the armor stops it", "броня держит удар"))
		all := consoletest.MedAllText(t, got)
		for _, no := range []string{medPick(locale, "worn to", "изношена до"), medPick(locale, "wound point", "пункт урона")} {
			if strings.Contains(all, no) {
				t.Errorf("a stopped hit reads %q:\n%s", no, all)
			}
		}
	})
}

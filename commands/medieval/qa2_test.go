package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// QA round 2, N3: /attack with damage and no weapon, as a tester writes it
// from issue 4 ("weapon|damage skill range|difficulty melee"), in the console,
// both locales.

// The seed's armor-piercing arrow: «Бронебойная стрела наносит 30 пунктов
// урона. Она поражает броню с SP 10, что уменьшает её на 5. Оставшиеся 25
// очков урона дополнительно уменьшены до 12» — then BTM 3: 9 wound points.
// Dice in the order: initiative 5, 5; to hit 5 (5+8+4 = 17 vs close
// 15); location 3 (torso); no damage dice; the stun save 4.
func TestMedievalAttackSeedAPArrowAsWritten(t *testing.T) {
	for _, c := range []struct {
		locale, cmd string
		want        []string
	}{
		{"en", "/attack attacker:Archer target:Orc damage:30 ap:true range:close\n",
			[]string{"🎲 5+8+4 = **17** vs 15 — hit, torso", "💥 30 − SP 5 → 25 → ½ 12 − BTM 3 = **9 wound points**", "d10 3 → **torso**", "d10 **4** ≤ 6"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:30 бронебойное:да дистанция:близко\n",
			[]string{"🎲 5+8+4 = **17** против 15 — попадание, торс", "💥 30 − ОС 5 → 25 → ½ 12 − МТЕЛ 3 = **9 пунктов урона**", "d10 3 → **торс**", "d10 **4** ≤ 6"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5, 5, 3, 4)
			h.Run(consoletest.MedArcherOrc[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			all := consoletest.MedAllText(t, got)
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("missing %q in\n%s", w, all)
				}
			}
		})
	}
}

// melee is the switch: false makes damage dice a shot (vs the difficulty,
// Archery), aim:true one round of aiming (+1); true with a range is refused
// with the way out named; a value that is neither is refused.
func TestMedievalAttackMeleeSwitch(t *testing.T) {
	for _, c := range []struct {
		locale, cmd string
		ephemeral   bool
		want        []string
	}{
		// 5+8+4+1 = 18 vs 15; location 3; 3d6 6+6+6 = 18 − SP 10 = 8 − BTM 3 = 5; stun 4.
		{"en", "/attack attacker:Archer target:Orc damage:3d6 difficulty:15 melee:false aim:true\n", false,
			[]string{"5+8+4+1 = **18** vs 15 — hit, torso", "Archery 4 · aiming +1", "6+6+6 = 18 − SP 10 → 8 − BTM 3 = **5 wound points**"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:3d6 сложность:15 ближний:нет прицел:да\n", false,
			[]string{"5+8+4+1 = **18** против 15 — попадание, торс", "Стрельба из лука 4 · прицеливание +1", "6+6+6 = 18 − ОС 10 → 8 − МТЕЛ 3 = **5 пунктов урона**"}},
		// The QA line, medium range: 5+8+4 = 17 < 20, a miss — but a shot.
		{"en", "/attack attacker:Archer target:Orc damage:3d6 range:medium skill:Archery ap:true\n", false,
			[]string{"5+8+4 = **17** vs 20 — miss", "vs medium 20"}},
		{"en", "/attack attacker:Archer target:Orc damage:3d6 range:medium melee:true\n", true,
			[]string{"range and difficulty do not apply (melee:false makes it a shot)"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:3d6 дистанция:средняя ближний:да\n", true,
			[]string{"дистанция и сложность не нужны (ближний:нет делает атаку выстрелом)"}},
		{"en", "/attack attacker:Archer target:Orc damage:3d6 range:close melee:maybe\n", true,
			[]string{"“maybe” is neither true nor false (option melee)"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:3d6 дистанция:близко ближний:может\n", true,
			[]string{"«может» — ни «да», ни «нет» (параметр «ближний»)"}},
		{"en", "/attack attacker:Archer target:Orc damage:0 range:close\n", true,
			[]string{"nor a fixed amount (1 to 1000)"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:5000 дистанция:близко\n", true,
			[]string{"ни число урона (от 1 до 1000)"}},
	} {
		t.Run(c.locale+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5, 5, 3, 6, 6, 6, 4)
			h.Run(consoletest.MedArcherOrc[c.locale])
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral != c.ephemeral {
				t.Fatalf("ephemeral %v, want %v: %s", got.Ephemeral, c.ephemeral, got.Text())
			}
			all := consoletest.MedAllText(t, got)
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("missing %q in\n%s", w, all)
				}
			}
			if c.ephemeral {
				if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
					t.Errorf("a refused attack changed the fight:\n%s\n%s", before, after)
				}
			}
		})
	}
}

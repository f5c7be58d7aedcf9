package medieval

import "testing"

// Armor-piercing against layered armor. The seed: «всякий раз при
// столкновении с Бронебойными, броня будет иметь половину от общего значения
// ОС» — the layers combine proportionally first («Пропорции брони»: the
// larger SP plus the bonus), then the total is halved, then what passes is
// halved («Оставшиеся 25 очков урона дополнительно уменьшены до 12»). Torso
// 10 + 20 hard: 20 + 3 = 23, and 11 against AP (not 5 & 10 → 10 + 4 = 14).
func TestArmorPiercingHalvesTheCombinedSP(t *testing.T) {
	cases := []struct {
		name     string
		armor    string
		opts     DamageOptions
		dice     []int // stun save, Hollywood d6 when it fails
		full, sp int   // combined SP before the AP halving (0: none shown), SP faced
		passed   int
		wp       int
	}{
		{
			// 10 & 20: difference 10 → +3 → 23; AP: 23/2 = 11; 30 − 11 = 19 → 19/2 = 9.
			// BODY 2: BTM 0. 9 points = Critical: stun 1 > 2 − 2 = 0 fails, d6 3.
			name: "torso 10 + 20 hard: 23, halved to 11", armor: "torso 10; torso 20 hard",
			opts: DamageOptions{Amount: 30, Location: "torso", AP: true},
			dice: []int{1, 3}, full: 23, sp: 11, passed: 19, wp: 9,
		},
		{
			// The same armor against an ordinary hit: 23, nothing halved. 30 − 23 = 7.
			// 7 points = Serious: stun 1 ≤ 2 − 1 passes.
			name: "the same layers without AP: 23", armor: "torso 10; torso 20 hard",
			opts: DamageOptions{Amount: 30, Location: "torso"},
			dice: []int{1}, sp: 23, passed: 7, wp: 7,
		},
		{
			// RULES.md's three layers: 10 & 20 → 23; 23 & 30 → 30 + 4 = 34; AP: 17.
			// 40 − 17 = 23 → 11. Critical: stun 1 > 0 fails, d6 3.
			name: "three layers: 34, halved to 17", armor: "torso 10; torso 20; torso 30 hard",
			opts: DamageOptions{Amount: 40, Location: "torso", AP: true},
			dice: []int{1, 3}, full: 34, sp: 17, passed: 23, wp: 11,
		},
		{
			// The seed's own arrow: one layer, SP 10 → 5; 30 − 5 = 25 → 12.
			name: "the seed's arrow: one layer 10 → 5", armor: "torso 10",
			opts: DamageOptions{Amount: 30, Location: "torso", AP: true},
			dice: []int{1, 3}, sp: 5, passed: 25, wp: 12,
		},
		{
			// A blade still halves each marked (soft) layer on its own: «броня,
			// отмеченная галочкой … имеет половину эффективности ОС против
			// клинкового оружия»: 10 soft → 5; 5 & 20 hard (unmarked): +2 → 22.
			// 30 − 22 = 8, nothing halved after. Serious: stun 1 passes.
			name: "a blade halves the marked layer only", armor: "torso 10; torso 20 hard",
			opts: DamageOptions{Amount: 30, Location: "torso", Blade: true},
			dice: []int{1}, sp: 22, passed: 8, wp: 8,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tg := fighter(t, 2, "", map[string]int{BODY: 2}, c.armor)
			d, done := script(t, c.dice...)
			r, err := Damage(c.opts, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.APArmorFull != c.full || r.SP != c.sp || r.ArmorSP != c.sp || r.Passed != c.passed || r.WoundPoints != c.wp {
				t.Errorf("combined %d → SP %d (armor %d), passed %d, %d wound points; want %d → %d, %d, %d",
					r.APArmorFull, r.SP, r.ArmorSP, r.Passed, r.WoundPoints, c.full, c.sp, c.passed, c.wp)
			}
			if c.full > 0 {
				for _, l := range r.Layers {
					if l.Halved {
						t.Errorf("layer %d halved on its own (%+v): AP halves the combined SP", l.Index, l)
					}
				}
			}
			// «её останавливающая способность уменьшается на 1 пункт»: the outermost layer.
			st := state(t, tg)
			stack := st.Armor[Torso]
			if out := stack.Layers[stack.N-1].SP; r.Passed > 0 && out != r.Layers[stack.N-1].SP-1 {
				t.Errorf("outermost layer SP %d after the hit, want %d", out, r.Layers[stack.N-1].SP-1)
			}
		})
	}
}

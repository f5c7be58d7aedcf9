package medieval

import (
	"testing"
)

// Numbers of seeds/medieval.ru.txt that no other test quotes. Each case quotes its seed line (L = line number).

// The to-hit modifiers, each alone against the same roll: longbow, die 5 +
// REF 6 + Archery 4 = 15 before the modifier, against a difficulty of 50
// (a miss, so no other die is drawn).
func TestSeedToHitModifiers(t *testing.T) {
	const base = 5 + 6 + 4
	for _, c := range []struct {
		seed string
		o    AttackOptions
		dice []int
		mod  int
	}{
		// L15 «Объявляя о вваливании … получая штраф -3 к броску на попадание»
		{"L15 charge −3", AttackOptions{Charge: true}, []int{5}, -3},
		// L24 «получение +1 к броску на Попадание за каждый последовательный ход прицеливания, до 3 раундов»
		{"L24 aim 1 round +1", AttackOptions{Aim: 1}, []int{5}, +1},
		{"L24 aim 2 rounds +2", AttackOptions{Aim: 2}, []int{5}, +2},
		{"L24 aim 3 rounds +3", AttackOptions{Aim: 3}, []int{5}, +3},
		// L29 «более одного действия с накапливающимся штрафом -3 за каждое последующее действие»
		{"L29 first action 0", AttackOptions{Actions: 1}, []int{5}, 0},
		{"L29 second action −3", AttackOptions{Actions: 2}, []int{5}, -3},
		{"L29 third action −6", AttackOptions{Actions: 3}, []int{5}, -6},
		// L31 «Атака двумя оружиями … со штрафом -3 к броску на Попадание»
		{"L31 two weapons −3", AttackOptions{TwoWeapons: true}, []int{5}, -3},
		// L33 «Находящиеся в засаде получают преимущество +5 к броскам на
		// Попадание»; L35: the victim must roll higher than Stealth 3 +
		// INT 5 + 1d10 (4 → 12); 1 + INT 4 + Awareness 2 = 7 does not.
		{"L33 ambush +5", AttackOptions{Ambush: true}, []int{4, 1, 5}, +5},
		// L45 «не пытаешься нацелить свой удар в определенное место (и получить за это штраф -4)»
		{"L45 aimed at a location −4", AttackOptions{Location: "torso"}, []int{5}, -4},
		// All of them are cumulative: −3 −3 −6 −3 = −15 (charge forbids aiming).
		{"L15+L29+L31 together", AttackOptions{Charge: true, Actions: 3, TwoWeapons: true}, []int{5}, -3 - 6 - 3},
	} {
		t.Run(c.seed, func(t *testing.T) {
			a := fighter(t, 1, "u1", attStats, "", longbow)
			tg := fighter(t, 2, "", defStats, "")
			o := c.o
			o.Weapon, o.Difficulty = "longbow", 50
			d, done := script(t, c.dice...)
			r, err := Attack(o, a, tg, d)
			if err != nil {
				t.Fatal(err)
			}
			done()
			if r.ToHit.Total != base+c.mod || r.Hit {
				t.Errorf("total %d (mods %+v), want %d + %d", r.ToHit.Total, r.ToHit.Mods, base, c.mod)
			}
		})
	}
}

// L24 «до 3 раундов»: a fourth round of aim is refused, not counted; L15
// «Ты также не имеешь права как либо прицеливаться»: a charge forbids aim.
func TestSeedAimLimits(t *testing.T) {
	a := fighter(t, 1, "u1", attStats, "", longbow)
	tg := fighter(t, 2, "", defStats, "")
	if _, err := Attack(AttackOptions{Weapon: "longbow", Difficulty: 50, Aim: 4}, a, tg, nil); userKey(err) != ErrKeyNumber {
		t.Errorf("aim 4: %v", err)
	}
	if _, err := Attack(AttackOptions{Weapon: "longbow", Difficulty: 50, Aim: 1, Charge: true}, a, tg, nil); userKey(err) != ErrKeyChargeAim {
		t.Errorf("aim while charging: %v", err)
	}
}

// L43 «Если к урону имеются модификаторы, например +1, ты должен совершить
// бросок урона, а затем добавить к результату 1.»
func TestSeedDamageModifierAddedAfterTheRoll(t *testing.T) {
	a := fighter(t, 1, "u1", attStats, "", longbow)
	tg := fighter(t, 2, "", map[string]int{BODY: 2}, "")
	// to hit 5 + 10 = 15 ≥ 10; location 3 (torso); 1d6 = 4, +1 → 5; BTM 0
	// → 5 points; stun save 1 passes.
	d, done := script(t, 5, 3, 4, 1)
	r, err := Attack(AttackOptions{Damage: "1d6+1", Difficulty: 10}, a, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	done()
	if r.Damage.Rolled != 5 || r.Damage.WoundPoints != 5 {
		t.Errorf("rolled %d, wound points %d; want 4 + 1 = 5", r.Damage.Rolled, r.Damage.WoundPoints)
	}
}

// L47 «табличка «место попадания». В ней перечислены все области тела с
// присвоенным им значением от 1 до 10» — the rows (RULES.md): 1 head ·
// 2–4 torso · 5 right arm · 6 left arm · 7–8 right leg · 9–10 left leg.
func TestSeedHitLocationTable(t *testing.T) {
	want := []Location{Head, Torso, Torso, Torso, RightArm, LeftArm, RightLeg, RightLeg, LeftLeg, LeftLeg}
	for i, w := range want {
		if got := LocationFromRoll(i + 1); got != w {
			t.Errorf("d10 %d → %s, want %s", i+1, got.Key(), w.Key())
		}
	}
}

// L49 «если персонаж стоит за низкой стеной, результат броска 7-8 довольно
// глупый. Проигнорируй его и соверши переброс.»: a hidden location's roll
// is re-rolled.
func TestSeedLowWallRerollsHiddenLegs(t *testing.T) {
	tg := fighter(t, 1, "", map[string]int{BODY: 2}, "")
	// location 7 (right leg, hidden) → 8 (hidden) → 2 (torso); 3 points;
	// stun save 1 passes.
	d, done := script(t, 7, 8, 2, 1)
	r, err := Damage(DamageOptions{Amount: 3, Hidden: "legs"}, tg, d)
	if err != nil {
		t.Fatal(err)
	}
	done()
	if r.Location != Torso || len(r.LocationRolls) != 3 || r.WoundPoints != 3 {
		t.Errorf("location %s after %v, wound points %d", r.Location.Key(), r.LocationRolls, r.WoundPoints)
	}
}

// L69 «сложи общее количество ЗУ и вычти это значение из Характеристики РЕФ»;
// L73 «максимум 3 слоя брони; не более чем один из этих слоёв может являться
// Жёсткой бронёй. 2-й слой имеет дополнительный штраф ЗУ -1; 3-й слой ЗУ -2.»
func TestSeedArmorEVAndLayers(t *testing.T) {
	for _, c := range []struct {
		armor  string
		ev, rf int // EV, and REF 7 after it
	}{
		{"torso 10 ev2", 2, 5},
		{"torso 10; torso 12", 1, 6},                   // 2nd layer: +1
		{"torso 4; torso 10; torso 20 hard", 1 + 2, 4}, // 3rd layer: +2 more
		{"torso 4 ev1; torso 10 ev1; torso 20 hard ev1", 3 + 3, 1},
	} {
		a, err := ParseArmorNotation(c.armor)
		if err != nil {
			t.Fatalf("%q: %v", c.armor, err)
		}
		f := fighter(t, 1, "", map[string]int{REF: 7}, c.armor)
		if a.EV() != c.ev || EffectiveREF(&f.Sheet, state(t, f)) != c.rf {
			t.Errorf("%q: EV %d, REF %d; want %d, %d", c.armor, a.EV(), EffectiveREF(&f.Sheet, state(t, f)), c.ev, c.rf)
		}
	}
	for _, c := range []struct{ armor, key string }{
		{"torso 4; torso 6; torso 8; torso 10", ErrKeyArmorLayers},
		{"torso 10 hard; torso 12 hard", ErrKeyArmorHard},
	} {
		if _, err := ParseArmorNotation(c.armor); userKey(err) != c.key {
			t.Errorf("%q: %v, want %s", c.armor, err, c.key)
		}
	}
}

// L119 «Спасбросок от Оглушения равен значению Телосложения твоего
// персонажа, за вычетом штрафа, основанного на его текущем состоянии
// Ранения» — penalties (RULES.md): Light 0, Serious 1, Critical 2, Mortal N
// 3+N. BODY 8.
func TestSeedStunSaveTarget(t *testing.T) {
	for _, c := range []struct{ wounds, target int }{
		{2, 8}, {5, 7}, {9, 6}, {13, 5}, {20, 4}, {48, 8 - 11},
	} {
		f := fighter(t, 1, "", map[string]int{BODY: 8}, "")
		setState(t, f, func(s *State) { s.Wounds = c.wounds })
		d, _ := script(t, 1, 1)
		r, err := Save(SaveOptions{Kind: "stun"}, f, d)
		if err != nil {
			t.Fatal(err)
		}
		if r.Roll.Target != c.target {
			t.Errorf("%d wound points: target %d, want %d", c.wounds, r.Roll.Target, c.target)
		}
	}
}

// L121–128 «Таблица эффектов голивудского переигрывания», word for word in
// the Russian messages, one per face of the d6.
func TestSeedHollywoodTableWords(t *testing.T) {
	ru := loadLocale(t, "ru")
	for i, w := range []string{
		"Кричит, раскидывает руки, падает",
		"Сминается, как тряпичная кукла",
		"Вращается на месте, падает",
		"Хватается за рану, шатается и падает",
		"Тупо смотрит на рану, затем падает",
		"Сваливается на землю, стонет",
	} {
		if got := ru[HollywoodKey(i+1)][""]; got != w {
			t.Errorf("d6 %d: %q, want the seed's %q", i+1, got, w)
		}
	}
}

// L132 «Спасбросок против смерти требует, чтобы ты выкинул значение на 1D10
// равное или ниже, чем значение Телосложения … вычитая уровень тяжести
// ранения … Смертельные ранения оцениваются от 0 до 8.» BODY 10: the
// target is 10 − N at Mortal N, and a roll equal to it passes.
func TestSeedDeathSaveEveryMortalLevel(t *testing.T) {
	for n := 0; n <= 8; n++ {
		f := fighter(t, 1, "", map[string]int{BODY: 10}, "")
		setState(t, f, func(s *State) { s.Wounds = 13 + 4*n })
		d, _ := script(t, 10-n)
		r, err := Save(SaveOptions{Kind: "death"}, f, d)
		if err != nil {
			t.Fatal(err)
		}
		if r.Roll.Target != 10-n || !r.Roll.Passed {
			t.Errorf("Mortal %d: %+v, want target %d passed", n, r.Roll, 10-n)
		}
	}
}

// Healing, as CHOICES.md ("heal") reads the seed: L136 «при неудачном ты
// умираешь в конце раунда … Единственный выход - Стабилизация» — a failed
// save that is due is not healed away, nor the death it brings; L132
// «пока персонаж остаётся не вылеченным» — healing out of Mortal ends the
// saves; a track counted past Mortal 8 healed back to 48 revives.
func TestSeedHealCannotUndoAFailedDeathSave(t *testing.T) {
	f := fighter(t, 1, "", map[string]int{BODY: 10}, "")
	setState(t, f, func(s *State) { s.Wounds, s.DeathPending = 20, true })
	if _, err := Heal(HealOptions{Points: 10}, f); userKey(err) != ErrKeyHealDying {
		t.Errorf("dying: %v", err)
	}
	if st := state(t, f); !st.DeathPending || st.Wounds != 20 {
		t.Errorf("a refused heal changed the state: %+v", st)
	}
	setState(t, f, func(s *State) { s.DeathPending, s.Dead = false, true })
	if _, err := Heal(HealOptions{Points: 10}, f); userKey(err) != ErrKeyHealDead {
		t.Errorf("dead of the save: %v", err)
	}
	setState(t, f, func(s *State) { s.Wounds, s.Dead = 50, true })
	if r, err := Heal(HealOptions{Points: 2}, f); err != nil || !has(r.Outcomes, OutRevived) || state(t, f).Dead {
		t.Errorf("past 48, healed to 48: %+v %v", r, err)
	}
	// Stabilized first, the heal is allowed.
	setState(t, f, func(s *State) { s.Wounds, s.Stabilized = 20, true })
	if r, err := Heal(HealOptions{Points: 10}, f); err != nil || r.After != 10 {
		t.Errorf("stabilized: %+v %v", r, err)
	}
}

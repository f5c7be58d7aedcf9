package klondike

import (
	"testing"

	"fray/rules"
)

func dyingPatient(t *testing.T) *rules.Combatant {
	p := fighter(t, 2, "p", map[string]int{STR: 8, DEX: 9, END: 7}, "")
	setState(t, p, func(s *State) {
		s.Str, s.Dex, s.End = 0, 0, 0
		s.Dying, s.Unconscious, s.Wounded, s.Seriously, s.StrBroken, s.DexBroken = true, true, true, true, true, true
	})
	return p
}

// "бросок 2d6+Медицина. В отсутствие лазарета такой врач может попробовать
// оперировать в поле со штрафом -4 или в любом сухом и относительно чистом
// месте со штрафом -2. Результаты 5 и менее означают смерть пациента. 6-7
// означает ухудшение изначальных значений всех физических характеристик на
// d6 …, если любая из них падает до 0, пациент также мёртв. 8-10 означает
// потерю (1) d6 очков случайной физической характеристики (2-3) ноги, (4-5)
// руки, (6) глаза. Лишь на результатах 11+ персонаж будет жить, как раньше"
func TestSurgery(t *testing.T) {
	medic := fighter(t, 1, "", map[string]int{SkillMedicine: 3}, "")
	cases := []struct {
		name  string
		place string
		faces []int
		band  string
		dead  bool
		part  string
		origs [3]int
	}{
		{"field 5 dies", "field", []int{3, 3}, "dead", true, "", [3]int{8, 9, 7}},                     // 6+3−4 = 5
		{"clean 7 weakened", "clean", []int{3, 3, 2, 3, 4}, "weakened", false, "", [3]int{6, 6, 3}},   // 6+3−2 = 7
		{"weakened to 0 dies", "clean", []int{3, 3, 1, 1, 6}, "weakened", true, "", [3]int{7, 8, 0}},  // END 5 (set below) − 6
		{"infirmary 8 stat", "infirmary", []int{3, 2, 1, 2, 5}, "maimed", false, "", [3]int{8, 4, 7}}, // 8: d6 1 → d3 2 = DEX −5
		{"leg", "infirmary", []int{4, 2, 2}, "maimed", false, PartLeg, [3]int{8, 9, 7}},
		{"arm", "infirmary", []int{4, 2, 5}, "maimed", false, PartArm, [3]int{8, 9, 7}},
		{"eye", "лазарет", []int{5, 2, 6}, "maimed", false, PartEye, [3]int{8, 9, 7}}, // 10
		{"11 lives", "infirmary", []int{4, 4}, "recovered", false, "", [3]int{8, 9, 7}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := dyingPatient(t)
			if tc.dead && tc.band == "weakened" {
				setState(t, p, func(s *State) { s.OrigEnd = 5 })
			}
			d := script(tc.faces...)
			res, err := Surgery(p, medic, SurgeryOptions{Place: tc.place}, d)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, d)
			s := state(t, p)
			if res.Band != tc.band || res.Dead != tc.dead || s.Dead != tc.dead || res.LostPart != tc.part {
				t.Fatalf("%+v", res)
			}
			if got := [3]int{s.OrigStr, s.OrigDex, s.OrigEnd}; got != tc.origs {
				t.Fatalf("originals %v, want %v", got, tc.origs)
			}
			if !tc.dead && (!s.Stabilized || !s.Seriously || s.Dying || !has(res.Outcomes, OutStabilized)) {
				t.Fatalf("survivor %+v", s)
			}
			if tc.part != "" && !has(res.Outcomes, OutLimbLost) {
				t.Fatal("limb_lost missing")
			}
		})
	}
	// Refusals: not dying, untrained medic, bad place.
	_, err := Surgery(fighter(t, 3, "", nil, ""), medic, SurgeryOptions{}, script())
	wantUserError(t, err, "klondike.error.not_dying")
	_, err = Surgery(dyingPatient(t), fighter(t, 4, "", nil, ""), SurgeryOptions{}, script())
	wantUserError(t, err, "klondike.error.medic_trained")
	_, err = Surgery(dyingPatient(t), medic, SurgeryOptions{Place: "moon"}, script())
	wantUserError(t, err, "klondike.error.bad_place")
}

// "если доставить его к очень компетентным врачам в течение часа"
func TestDyingHour(t *testing.T) {
	p := dyingPatient(t)
	res, err := AdvanceTime(p, TimeOptions{Minutes: 59})
	if err != nil || state(t, p).Dead {
		t.Fatalf("dead too early: %v", err)
	}
	res, _ = AdvanceTime(p, TimeOptions{Minutes: 1})
	if !state(t, p).Dead || len(res.Events) != 1 || res.Events[0].Note.Key != "klondike.event.died" {
		t.Fatalf("%+v", res)
	}
}

// "Если Выносливость персонажа не опустилась до нуля … 1 очко Выносливости
// восстановится за каждые 10 минут"; "медпомощь - полчаса внимания
// персонажа с навыком Медицины не меньше 1 и аптечкой - либо отлежаться
// сутки. Оба варианта восстановят Выносливость до изначального значения и
// восстановят Силу или Ловкость, если они не упали до нуля."
func TestRecovery(t *testing.T) {
	c := npc(t, 2, "")
	if _, err := Damage(c, DamageOptions{Amount: 5}, script()); err != nil {
		t.Fatal(err)
	}
	res, _ := AdvanceTime(c, TimeOptions{Minutes: 25})
	if res.End != 4 {
		t.Fatalf("END after 25 min: %d", res.End)
	}
	res, _ = AdvanceTime(c, TimeOptions{Minutes: 5})
	if res.End != 5 {
		t.Fatalf("END after 30 min: %d", res.End)
	}
	res, _ = AdvanceTime(c, TimeOptions{Minutes: 600})
	if res.End != 7 || res.Level != LevelHealthy {
		t.Fatalf("END after hours: %+v", res)
	}

	// END at 0 does not come back by itself; care restores it and DEX (not at 0).
	c = npc(t, 3, "")
	if _, err := Damage(c, DamageOptions{Amount: 9, To: "dex"}, script()); err != nil {
		t.Fatal(err)
	}
	res, _ = AdvanceTime(c, TimeOptions{Minutes: 120})
	if res.End != 0 {
		t.Fatal("END at 0 recovered without care")
	}
	nurse := fighter(t, 9, "", map[string]int{SkillMedicine: 0}, "")
	_, err := Heal(c, nurse, HealOptions{Kit: true})
	wantUserError(t, err, "klondike.error.medic_skill")
	medic := fighter(t, 8, "", map[string]int{SkillMedicine: 1}, "")
	_, err = Heal(c, medic, HealOptions{})
	wantUserError(t, err, "klondike.error.no_kit")
	h, err := Heal(c, medic, HealOptions{Kit: true})
	if err != nil || h.End != 7 || h.Dex != 7 || h.Level != LevelHealthy || h.Minutes != 30 {
		t.Fatalf("care %+v %v", h, err)
	}
}

// "Каждый день такой отлёжки восстанавливает по одному очку характеристики
// вплоть до половины (с округлением вверх), по достижении этого значения
// следующий день восстановит её полностью. В отсутствие медика, но при
// наличии припасов, раненый восстанавливается в 2 раза медленнее."
func TestBedRest(t *testing.T) {
	for _, tc := range []struct {
		name   string
		opts   TimeOptions
		perDay []int // STR after each day
	}{
		// STR 7: half rounded up is 4: 1, 2, 3, 4, then 7.
		{"medic", TimeOptions{Medicine: 2, Rest: true}, []int{1, 2, 3, 4, 7}},
		{"supplies", TimeOptions{Medicine: Untrained, Supplies: true, Rest: true}, []int{0, 1, 1, 2, 2, 3, 3, 4, 4, 7}},
		{"medic 1 is not enough", TimeOptions{Medicine: 1, Rest: true}, []int{0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := npc(t, 2, "")
			if _, err := Damage(c, DamageOptions{Amount: 14, To: "str"}, script(6, 6, 1)); err != nil {
				t.Fatal(err)
			}
			for day, want := range tc.perDay {
				o := tc.opts
				o.Minutes = DayMinutes
				res, err := AdvanceTime(c, o)
				if err != nil {
					t.Fatal(err)
				}
				if res.Str != want || res.End != 7 {
					t.Fatalf("day %d: STR %d END %d, want STR %d", day+1, res.Str, res.End, want)
				}
			}
		})
	}
	_, err := AdvanceTime(npc(t, 2, ""), TimeOptions{Minutes: -1})
	wantUserError(t, err, "klondike.error.minutes")
}

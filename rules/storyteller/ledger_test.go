package storyteller

import (
	"testing"

	"fray/rules"
)

// The seed's ranged numbers for two guns, pure: «Дистанция … для каждого
// типа оружия», «Атаки на короткой дистанции имеют сложность 6 … между
// короткой и максимальной … 8 … в упор … 4», «Максимальная дистанция … в два
// раза», and the off hand's +1 («сложность выстрела из "слабой" руки
// увеличивается на единицу»). «Пистолет малого калибра: … Дистанция 20»,
// «Пистолет крупного калибра: … Дистанция 30». Each gun's shot is judged by
// its own range; a GM's difficulty replaces the range for both.
func TestLedgerTwoGunsEachTheirRange(t *testing.T) {
	guns := []func(*rules.Sheet){withWeapon("Лёгкий", "Пистолет малого калибра"), withWeapon("Тяжёлый", "Пистолет крупного калибра")}
	for _, tc := range []struct {
		name         string
		o            AttackOptions
		diff1, diff2 int
		refused      string
	}{
		{"short for both", AttackOptions{Weapon: "Лёгкий", Weapon2: "Тяжёлый", Range: 15}, 6, 7, ""},
		{"light long, heavy short", AttackOptions{Weapon: "Лёгкий", Weapon2: "Тяжёлый", Range: 25}, 8, 7, ""},
		{"heavy short, light long", AttackOptions{Weapon: "Тяжёлый", Weapon2: "Лёгкий", Range: 25}, 6, 9, ""},
		{"long for both", AttackOptions{Weapon: "Тяжёлый", Weapon2: "Лёгкий", Range: 35}, 8, 9, ""},
		{"point blank", AttackOptions{Weapon: "Тяжёлый", Weapon2: "Лёгкий", Range: 2}, 4, 5, ""},
		{"band long", AttackOptions{Weapon: "Тяжёлый", Weapon2: "Лёгкий", RangeBand: RangeLong}, 8, 9, ""},
		{"GM's difficulty", AttackOptions{Weapon: "Лёгкий", Weapon2: "Тяжёлый", Range: 25, Difficulty: 5}, 5, 6, ""},
		{"past the light pistol's 40 m", AttackOptions{Weapon: "Тяжёлый", Weapon2: "Лёгкий", Range: 41}, 0, 0, "storyteller.error.out_of_range"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := brawler(t, guns...)
			tc.o.Maneuver, tc.o.SpecialtyRule = ManTwo, SpecialtyReroll
			r, err := Attack(tc.o, a, victim(t), always(2))
			if tc.refused != "" {
				if errKey(err) != tc.refused {
					t.Fatalf("err %v, want %s", err, tc.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d1, d2 := r.Shots[0].Attack.Roll.Difficulty, r.Shots[1].Attack.Roll.Difficulty; d1 != tc.diff1 || d2 != tc.diff2 {
				t.Fatalf("difficulties %d, %d; want %d, %d", d1, d2, tc.diff1, tc.diff2)
			}
		})
	}
}

// «Количество доступных бросков на первый выстрел уменьшается на общее
// количество выстрелов … Каждый последующий выстрел уменьшает … на один
// кубик»: with a declared split the note names the whole range of the dice
// lost, each end with its minus ("−4…−5", not "−4…5").
func TestLedgerSplitNoteNamesEachPenalty(t *testing.T) {
	guns := []func(*rules.Sheet){withWeapon("Лёгкий", "Пистолет малого калибра"), withWeapon("Тяжёлый", "Пистолет крупного калибра")}
	a := brawler(t, guns...)
	setState(t, a, func(s *State) { s.Chores = 1 }) // a reload earlier this round
	r, err := Attack(AttackOptions{Maneuver: ManTwo, Actions: 3, InFight: true, SpecialtyRule: SpecialtyReroll}, a, victim(t), always(2))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range r.Notes {
		if n.Key == "storyteller.note.split" {
			if n.Args["Action"] != "2–3" || n.Args["Dice"] != "4…−5" {
				t.Fatalf("%+v", n.Args)
			}
			return
		}
	}
	t.Fatalf("no split note in %+v", r.Notes)
}

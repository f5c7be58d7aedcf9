package storyteller

import (
	"testing"

	"fray/rules"
)

// «Количество доступных бросков на первый выстрел уменьшается на общее
// количество выстрелов, которые вы собираетесь совершить. Каждый
// последующий выстрел уменьшает количество доступных бросков на один
// кубик.» Dexterity 3 + Brawl 3 = 6 dice. Without a declaration one
// action was meant: the first keeps its pool and the second of the round
// loses 3, as the second of two declared would; with one, the first action
// loses the number declared and each later attack of the same fighter in
// the round one die more, a reload before them counting («По разрешению
// Ведущего персонаж может выполнить перезарядку вместе с другим действием
// (считается множественным действием)»).
func TestDeclaredSplitPools(t *testing.T) {
	for _, tc := range []struct {
		name    string
		chores  int
		actions []int // each attack's actions option, in turn
		pools   []int
	}{
		{"undeclared twice", 0, []int{0, 0}, []int{6, 3}},
		{"undeclared three times", 0, []int{0, 0, 0}, []int{6, 3, 2}},
		{"two declared", 0, []int{2, 0}, []int{4, 3}},
		{"three declared", 0, []int{3, 0, 0}, []int{3, 2, 1}},
		{"declared late", 0, []int{0, 2}, []int{6, 3}},
		{"past the split", 0, []int{2, 0, 0}, []int{4, 3, 2}},
		{"one declared, two taken", 0, []int{1, 0}, []int{6, 3}},
		{"one declared", 0, []int{1}, []int{6}},
		{"reload undeclared", 1, []int{0}, []int{3}},
		{"reload declared", 1, []int{2}, []int{3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := fighter(t, 1, "A", map[string]int{Dexterity: 3, Brawl: 3})
			d := fighter(t, 2, "D", nil)
			setState(t, a, func(s *State) { s.Chores = tc.chores })
			for i, n := range tc.actions {
				r, err := Attack(AttackOptions{Actions: n, ActionsGiven: n != 0, Defense: "none", InFight: true}, a, d, seq(twos(10)...))
				if err != nil {
					t.Fatal(err)
				}
				if got := r.Shots[0].Attack.Roll.Pool; got != tc.pools[i] {
					t.Errorf("attack %d: pool %d, want %d", i+1, got, tc.pools[i])
				}
			}
			// A new round clears the split and the count.
			(&System{}).StartRound(a, nil)
			r, err := Attack(AttackOptions{Defense: "none", InFight: true}, a, d, seq(twos(10)...))
			if err != nil {
				t.Fatal(err)
			}
			if r.Shots[0].Attack.Roll.Pool != 6 {
				t.Errorf("next round: pool %d, want 6", r.Shots[0].Attack.Roll.Pool)
			}
		})
	}
}

func TestActionsOutOfRange(t *testing.T) {
	for _, o := range []AttackOptions{{Actions: -1}, {Actions: 11}, {ActionsGiven: true}} {
		a := fighter(t, 1, "A", map[string]int{Dexterity: 3, Brawl: 3})
		d := fighter(t, 2, "D", nil)
		before := string(a.State)
		_, err := Attack(o, a, d, seq())
		if ue, ok := err.(*rules.UserError); !ok || ue.Note.Key != "storyteller.error.actions_range" {
			t.Errorf("%+v: err %v", o, err)
		}
		if string(a.State) != before {
			t.Errorf("%+v: state changed", o)
		}
	}
}

func twos(n int) []int {
	f := make([]int, n)
	for i := range f {
		f[i] = 2
	}
	return f
}

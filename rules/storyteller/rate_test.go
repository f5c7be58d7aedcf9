package storyteller

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fray/rules"
)

// «Общее количество выстрелов за ход ограничивается режимом огня вашего
// оружия»: in a fight (InFight) the shots and bursts of the round are
// counted per gun, and an attack past the rate carries a note naming the
// rate and the round's total (played, not refused); outside a fight
// nothing is counted.
func TestRateCountsTheRoundsShotsInAFight(t *testing.T) {
	var last AttackResult
	shoot := func(a, b *rules.Combatant, o AttackOptions) error {
		o.Defense = "none"
		res, err := Attack(o, a, b, seq(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2))
		last = res
		return err
	}
	// overNotes lists the rate notes of the last attack, as "weapon rate total".
	overNotes := func() []string {
		var out []string
		for _, n := range last.Notes {
			if n.Key == "storyteller.note.rate_over" {
				out = append(out, fmt.Sprint(n.Args["Weapon"], " ", n.Args["Rate"], " ", n.Args["Total"]))
			}
		}
		return out
	}
	stats := map[string]int{Dexterity: 3, Firearms: 3}

	t.Run("outside a fight", func(t *testing.T) {
		a, b := fighter(t, 1, "Ann", stats), fighter(t, 2, "Orc", nil)
		for i := range 3 { // three shots of a rate-2 revolver: not counted
			if err := shoot(a, b, AttackOptions{Weapon: "Heavy revolver"}); err != nil {
				t.Fatalf("shot %d: %v", i+1, err)
			}
			if n := overNotes(); n != nil {
				t.Fatalf("shot %d outside a fight noted %v", i+1, n)
			}
		}
		if st := state(t, a); st.Fired != nil {
			t.Errorf("outside a fight shots were counted: %v", st.Fired)
		}
		if strings.Contains(string(a.State), "fired") {
			t.Errorf("stored state gained a field: %s", a.State)
		}
	})

	t.Run("in a fight", func(t *testing.T) {
		a, b := fighter(t, 1, "Ann", stats), fighter(t, 2, "Orc", nil)
		in := AttackOptions{Weapon: "Heavy revolver", InFight: true}
		for i := range 2 {
			if err := shoot(a, b, in); err != nil {
				t.Fatalf("shot %d of rate 2: %v", i+1, err)
			}
			if n := overNotes(); n != nil {
				t.Fatalf("shot %d of rate 2 noted %v", i+1, n)
			}
		}
		if err := shoot(a, b, in); err != nil {
			t.Fatalf("third shot of rate 2: %v", err)
		}
		if got := overNotes(); !slices.Equal(got, []string{"Heavy revolver 2 3"}) {
			t.Fatalf("third shot of rate 2: notes %v, want the rate 2 and 3 fired", got)
		}
		if st := state(t, a); st.Fired["heavy_revolver"] != 3 {
			t.Errorf("count %v, want 3", st.Fired)
		}
		New().StartRound(a, seq())
		if st := state(t, a); st.Fired != nil {
			t.Errorf("a new round kept the count: %v", st.Fired)
		}
		if err := shoot(a, b, in); err != nil {
			t.Errorf("first shot of round 2: %v", err)
		}
	})

	t.Run("each gun of a pair has its own rate", func(t *testing.T) {
		// «Количество выстрелов определяется режимом стрельбы для
		// соответствующего оружия»: a pair of rate-2 revolvers fires two
		// two-gun attacks, one shot from each gun each time, counted apart
		// (the second under its " #2" key); a third is past both rates.
		a := fighter(t, 1, "Ann", stats, withFlag(FlagAmbidextrous))
		b := fighter(t, 2, "Orc", nil)
		two := AttackOptions{Weapon: "Heavy revolver", Weapon2: "Heavy revolver", InFight: true}
		for i := range 2 {
			if err := shoot(a, b, two); err != nil {
				t.Fatalf("two-gun attack %d: %v", i+1, err)
			}
		}
		st := state(t, a)
		if st.Fired["heavy_revolver"] != 2 || st.Fired["heavy_revolver"+pairSuffix] != 2 {
			t.Errorf("counts %v, want 2 for each gun", st.Fired)
		}
		if err := shoot(a, b, two); err != nil {
			t.Fatalf("third two-gun attack: %v", err)
		}
		if got := overNotes(); len(got) != 2 || got[0] != "Heavy revolver 2 3" || !strings.HasPrefix(got[1], "Heavy revolver") || !strings.HasSuffix(got[1], " 2 3") {
			t.Errorf("third two-gun attack: notes %v, want each gun past its rate of 2", got)
		}
	})

	t.Run("automatic fire spends no rate", func(t *testing.T) {
		// «Режим огня … Не применяется к автоматическому оружию и
		// массированным обстрелам».
		a, b := fighter(t, 1, "Ann", stats), fighter(t, 2, "Orc", nil)
		o := AttackOptions{Weapon: "Light SMG", Maneuver: ManAuto, InFight: true, Defense: "none"}
		if _, err := Attack(o, a, b, seq(twosN(16)...)); err != nil {
			t.Fatal(err)
		}
		if st := state(t, a); st.Fired != nil {
			t.Errorf("automatic fire was counted: %v", st.Fired)
		}
	})
}

func twosN(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 2
	}
	return out
}

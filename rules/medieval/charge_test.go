package medieval

import "testing"

// «Объявляя о вваливании в начале раунда»: no charge after any action of the
// round, even one whose turn count has been reset; a charge declared before
// acting stands, and the round's end clears the mark.
func TestChargeAfterActing(t *testing.T) {
	for _, prep := range []func(*State){
		func(s *State) { s.Actions = 1 },
		func(s *State) { s.Acted = true }, // acted before its turn started
		func(s *State) { s.Dodge = true }, // a state stored before Acted
		func(s *State) { s.Parry = 4 },
	} {
		c := fighter(t, 1, "", map[string]int{REF: 5}, "")
		setState(t, c, prep)
		before := string(c.State)
		if _, err := DeclareCharge(c); userKey(err) != ErrKeyChargeLate {
			t.Errorf("charge after acting: %v", err)
		}
		if string(c.State) != before {
			t.Error("a refused charge changed the state")
		}
		a := fighter(t, 2, "", map[string]int{REF: 5}, "")
		setState(t, a, prep)
		if _, err := Attack(AttackOptions{Damage: "1d6", Charge: true}, a, fighter(t, 3, "", nil, ""), mustNotRoll(t)); userKey(err) != ErrKeyChargeLate {
			t.Errorf("attack with charge after acting: %v", err)
		}
	}
	c := fighter(t, 1, "", map[string]int{REF: 5}, "")
	if _, err := TakeAction(ActionOptions{Action: ActMove}, c); err != nil {
		t.Fatal(err)
	}
	if !state(t, c).Acted {
		t.Fatal("a move does not mark the round as acted")
	}
	New().EndRound(c, nil)
	if state(t, c).Acted {
		t.Error("the round's end keeps the mark")
	}
	if _, err := DeclareCharge(c); err != nil {
		t.Errorf("charge at the start of the next round: %v", err)
	}
}

// mustNotRoll is a dice source that fails the test when a die is drawn.
func mustNotRoll(t *testing.T) *dicePanic { return &dicePanic{t} }

type dicePanic struct{ t *testing.T }

func (d *dicePanic) Roll(int) int { d.t.Fatal("a die was drawn"); return 0 }

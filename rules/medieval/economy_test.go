package medieval

import (
	"testing"

	"fray/rules"
)

// The economy as data, quoting seeds/medieval.ru.txt: L17 «В ходе твоей
// части раунда ты можешь выполнить одно действие без штрафа», L19–27 the
// list of actions, L29 «более одного действия с накапливающимся штрафом -3
// за каждое последующее действие». No cap a turn: the count costs, it does
// not refuse.
func TestEconomyIsTheSeeds(t *testing.T) {
	e := New().Economy()
	if e.PerTurn != 0 || e.FreePerRound != 1 || e.Step != -3 {
		t.Errorf("budget: %d a turn, %d free a round, step %d; want no cap, 1, −3", e.PerTurn, e.FreePerRound, e.Step)
	}
	for _, c := range []struct {
		seed    string
		n, want int
	}{
		{"L17 one action without a penalty", 1, 0},
		{"L29 the second −3", 2, -3},
		{"L29 the third −6 (cumulative)", 3, -6},
		{"L29 the fourth −9", 4, -9},
	} {
		if got := e.Penalty(c.n); got != c.want || ActionPenalty(c.n) != c.want {
			t.Errorf("%s: action %d penalty %d, want %d", c.seed, c.n, got, c.want)
		}
	}
	for _, c := range []struct {
		seed   string
		key    string
		cost   int
		timing rules.Timing
		streak bool
	}{
		{"L19 «Перемещение»", ActMove, 1, rules.AnyTime, false},
		{"L20 «Атака с максимальной скорострельностью … или … атаки ближнего боя»", ActAttack, 1, rules.AnyTime, false},
		{"L21 «Уклонение … Только против атак Ближнего боя»", ActDodge, 1, rules.Reaction, false},
		{"L22 «Парирование»", ActParry, 1, rules.Reaction, false},
		{"L23 «Выход из захвата или ловушки»", ActEscape, 1, rules.AnyTime, false},
		{"L24 «Прицеливание (… за каждый последовательный ход прицеливания)»", ActAim, 1, rules.AnyTime, true},
		{"L25 «Перезарядка оружия»", ActReload, 1, rules.AnyTime, false},
		{"L26 «Ремонт или оказание первой помощи»", ActAid, 1, rules.AnyTime, false},
		{"L27 «Выполнение не боевого задания»", ActTask, 1, rules.AnyTime, false},
		{"L15 «Объявляя о вваливании в начале раунда» (a declaration)", ActCharge, 0, rules.AnyTime, false},
		{"L33 «объявив о своём намерении … залечь в засаду» (a declaration)", ActAmbush, 0, rules.AnyTime, false},
	} {
		a, ok := e.Cost(c.key)
		if !ok {
			t.Errorf("%s: %q is not in the economy", c.seed, c.key)
			continue
		}
		if a.Cost != c.cost || a.Timing != c.timing || a.Streak != c.streak || a.Once != rules.Unlimited {
			t.Errorf("%s: %+v, want cost %d, timing %d, streak %v, unlimited", c.seed, a, c.cost, c.timing, c.streak)
		}
	}
	// Every action of the tracker's list is in the books.
	for _, a := range New().Actions() {
		if _, ok := e.Cost(a.Key); !ok {
			t.Errorf("tracker action %q is not in the economy", a.Key)
		}
	}
}

// L15 «Объявляя о вваливании в начале раунда … Ты также не имеешь права как
// либо прицеливаться и получать преимущества от прицеливания»: an aim banked
// in the round before does not rule out a charge at the start of this one;
// the charge takes its bonus away, by /combat charge and by /attack
// charge:true alike. An aim this round still does (the charge would come
// after acting), unless the GM forces it.
func TestChargeAfterLastRoundsAimLosesTheAim(t *testing.T) {
	aimed := func(t *testing.T) *rules.Combatant {
		c := fighter(t, 1, "u1", attStats, "", longbow)
		if _, err := TakeAction(ActionOptions{Action: ActAim}, c); err != nil {
			t.Fatal(err)
		}
		New().EndRound(c, nil)
		New().StartTurn(c, nil)
		if st := state(t, c); st.Aim != 1 || st.AimedTurn || st.ActedThisRound() {
			t.Fatalf("the next round starts with %+v", st)
		}
		return c
	}
	c := aimed(t)
	c.Init = 10
	r, err := DeclareCharge(c)
	if err != nil {
		t.Fatalf("charge after last round's aim: %v", err)
	}
	if r.AimLost != 1 || c.Init != 13 || state(t, c).Aim != 0 {
		t.Errorf("charge: %+v, init %d, aim %d", r, c.Init, state(t, c).Aim)
	}

	// /attack charge:true: longbow 5 + REF 6 + Archery 4 − 3 (charge), no
	// aim +1; the reply's record names the aim lost.
	c = aimed(t)
	d, done := script(t, 5)
	ar, err := Attack(AttackOptions{Weapon: "longbow", Difficulty: 50, Charge: true}, c, fighter(t, 2, "", defStats, ""), d)
	if err != nil {
		t.Fatalf("attack with charge after last round's aim: %v", err)
	}
	done()
	if ar.ToHit.Total != 5+6+4-3 || ar.AimLost != 1 {
		t.Errorf("attack: total %d, aim lost %d; want 12, 1", ar.ToHit.Total, ar.AimLost)
	}

	// Aimed this round: both refuse alike, naming the aim; the GM's force
	// declares the charge.
	c = aimed(t)
	if _, err := TakeAction(ActionOptions{Action: ActAim}, c); err != nil {
		t.Fatal(err)
	}
	if _, err := DeclareCharge(c); userKey(err) != ErrKeyAimedNoCharge {
		t.Errorf("/combat charge after aiming this round: %v", err)
	}
	if _, err := Attack(AttackOptions{Weapon: "longbow", Difficulty: 50, Charge: true}, c, fighter(t, 2, "", defStats, ""), mustNotRoll(t)); userKey(err) != ErrKeyAimedNoCharge {
		t.Errorf("/attack charge:true after aiming this round: %v", err)
	}
	if userKey(ChargeLate(c)) != ErrKeyAimedNoCharge {
		t.Errorf("ChargeLate: %v", ChargeLate(c))
	}
	r, err = TakeAction(ActionOptions{Action: ActCharge, Force: true}, c)
	if err != nil || r.AimLost != 2 || !state(t, c).Charge {
		t.Errorf("forced charge: %+v %v", r, err)
	}
}

// L26, L29: «Ремонт или оказание первой помощи» is an action, and each
// further one costs −3 more. The stabilization rolls a declared first aid
// at its number; a second try after a failure is a further action. The
// Knight has 20 points; the medic: TECH 5, Medicine 8.
func TestStabilizeRetryIsAFurtherAction(t *testing.T) {
	medic := fighter(t, 1, "u1", map[string]int{TECH: 5, SkillMedicine: 8}, "")
	patient := fighter(t, 2, "", map[string]int{BODY: 10}, "")
	setState(t, patient, func(s *State) { s.Wounds = 20 })
	if _, err := TakeAction(ActionOptions{Action: ActAid}, medic); err != nil {
		t.Fatal(err)
	}
	if DeclaredAid(medic) != 1 {
		t.Fatalf("declared aid %d", DeclaredAid(medic))
	}
	for i, want := range []struct{ die, action, total int }{{6, 1, 19}, {7, 2, 17}, {10, 3, 17}} {
		d, done := script(t, want.die)
		r, err := Stabilize(StabilizeOptions{}, medic, patient, d)
		if err != nil {
			t.Fatal(err)
		}
		done()
		if r.Action != want.action || r.Total != want.total || r.Success {
			t.Errorf("try %d: action %d total %d, want %d, %d (a failure)", i+1, r.Action, r.Total, want.action, want.total)
		}
		if DeclaredAid(medic) != 0 {
			t.Errorf("try %d left the first aid open", i+1)
		}
	}
	// The books' number, when given, is the try's.
	d, done := script(t, 10)
	r, err := Stabilize(StabilizeOptions{Number: 5}, medic, patient, d)
	done()
	if err != nil || r.Action != 5 || r.Penalty != -12 {
		t.Errorf("booked as action 5: %+v %v", r, err)
	}
}

// L23, L27, L29: a /check of a fighter is its action: the declared escape
// or task at its number, then a retry a further action at −3 more. BODY 8
// against 15.
func TestCheckRetryIsAFurtherAction(t *testing.T) {
	c := fighter(t, 1, "u1", map[string]int{BODY: 8}, "")
	if _, err := TakeAction(ActionOptions{Action: ActEscape}, c); err != nil {
		t.Fatal(err)
	}
	if DeclaredCheck(c) != 1 {
		t.Fatalf("declared %d", DeclaredCheck(c))
	}
	for i, want := range []struct {
		die, action, total int
		declared           bool
	}{{6, 1, 14, true}, {9, 2, 14, false}, {6, 3, 8, false}} {
		d, done := script(t, want.die)
		r, err := Check(CheckOptions{Stat: BODY, Difficulty: 15}, c, true, d)
		if err != nil {
			t.Fatal(err)
		}
		done()
		if r.Action != want.action || r.Total != want.total || r.Declared != want.declared || r.Success {
			t.Errorf("try %d: %+v, want action %d total %d declared %v", i+1, r, want.action, want.total, want.declared)
		}
	}
	if !state(t, c).Acted || state(t, c).Actions != 3 {
		t.Errorf("the state after three checks: %+v", state(t, c))
	}
	// Outside a fight a check is no action and changes nothing.
	before := string(c.State)
	d, done := script(t, 6)
	if r, err := Check(CheckOptions{Stat: BODY, Difficulty: 15}, c, false, d); err != nil || r.Action != 0 || r.Penalty != 0 {
		t.Errorf("outside a fight: %+v %v", r, err)
	}
	done()
	if string(c.State) != before {
		t.Error("a check outside a fight changed the state")
	}
}

// «Атака с максимальной скорострельностью твоего оружия (ROF)» is one
// action: AttackContinues tells the books which attacks are part of one
// already counted. A ROF 2 bow: the first shot is new, the second continues
// it, the third is new; an attack declared with /combat action is rolled by
// the next /attack.
func TestAttackContinuesTheCountedAction(t *testing.T) {
	a := fighter(t, 1, "u1", attStats, "", rules.Weapon{Name: "Shortbow", Spec: "1d6 ranged rof2"})
	tg := fighter(t, 2, "", defStats, "")
	o := AttackOptions{Weapon: "shortbow", Range: "extreme"}
	for i, want := range []struct {
		cont   bool
		number int
		action int
	}{{false, 1, 1}, {true, 0, 1}, {false, 2, 2}} {
		if got := AttackContinues(o, a); got != want.cont {
			t.Errorf("shot %d continues %v, want %v", i+1, got, want.cont)
		}
		d, done := script(t, 2)
		o.Number = want.number
		r, err := Attack(o, a, tg, d)
		if err != nil {
			t.Fatal(err)
		}
		done()
		if r.Action != want.action {
			t.Errorf("shot %d: action %d, want %d", i+1, r.Action, want.action)
		}
	}
	b := fighter(t, 3, "u3", attStats, "", longbow)
	if _, err := TakeAction(ActionOptions{Action: ActAttack, Number: 2}, b); err != nil {
		t.Fatal(err)
	}
	if !AttackContinues(AttackOptions{Weapon: "longbow", Range: "close"}, b) {
		t.Error("the declared attack is not what the /attack rolls")
	}
	if AttackContinues(AttackOptions{Weapon: "nothing"}, b) {
		t.Error("a refused attack reads as part of an action")
	}
}

package klondike

import (
	"testing"

	"fray/rules"
)

// The books' table, action by action, with the seed's words for each: what
// it costs, when it may be taken, how often.
func TestEconomyTableQuotesTheSeed(t *testing.T) {
	e := New().Economy()
	if e.PerTurn != 2 || !e.TurnSpansRound || e.Step != 0 {
		// «Каждый персонаж может совершить два действия в свою
		// инициативу»: two, no penalty for the count.
		t.Fatalf("budget: %d a turn, spans the round %v, step %d; want 2, true, 0", e.PerTurn, e.TurnSpansRound, e.Step)
	}
	for _, tc := range []struct {
		key    string
		cost   int
		timing rules.Timing
		once   rules.Scope
		streak bool
		rule   string
		seed   string
	}{
		{ActAttack, 1, rules.AnyTime, rules.Unlimited, false, "", "Атака: совершить атаку в ближнем или дальнем бою"},
		{ActCharge, 1, rules.AnyTime, rules.Unlimited, false, "", "Рывок: пробежать 10 метров … после чего атаковать в ближнем бою с бонусом +2"},
		{ActSupport, 1, rules.AnyTime, rules.Unlimited, false, "", "Поддержка: бросок Командования/ИНТ 8+"},
		{ActMove, 1, rules.AnyTime, rules.Unlimited, false, "", "Движение: пройти 10 метров"},
		{ActStand, 1, rules.AnyTime, rules.Unlimited, false, "", "или встать из положения лежа"},
		{ActCrawl, 1, rules.AnyTime, rules.Unlimited, false, "", "Лежачий персонаж может проползти 3 метра"},
		{ActOverwatch, 1, rules.AnyTime, rules.Unlimited, false, "", "Дозор: персонаж заготавливает свое действие"},
		{ActAim, 1, rules.AnyTime, rules.Unlimited, true, "", "трата действия на прицеливание непосредственно перед атакой даёт атаке модификатор +1. Прицеливание может накапливаться"},
		{ActReload, 1, rules.AnyTime, rules.Unlimited, false, "", "Другие действия: перезарядка или выхватывание оружия"},
		{ActOther, 1, rules.AnyTime, rules.Unlimited, false, "", "любое другое занятие, требующее внимания персонажа, также являются действием"},
		{ActGrapple, 1, rules.AnyTime, rules.Unlimited, false, "", "оба борющихся не могут совершать действий кроме продолжения борьбы"},
		{ActAuto, 1, rules.AnyTime, rules.OncePerRound, false, "klondike.error.full_auto_used", "На автоматический огонь можно тратить только одно действие в раунд"},
		{ActDrive, 1, rules.AnyTime, rules.OncePerRound, false, "klondike.error.drive_once", "За боевой раунд техника может проехать до 40 метров"},
		{ActDive, 1, rules.Reaction, rules.Unlimited, false, "", "могут потратить свое следующее действие, чтобы немедленно нырнуть в укрытие"},
		{ActOverwatchFire, 0, rules.Reaction, rules.Unlimited, false, "", "может мгновенно совершить заявленное действие вне обычной инициативы"},
		{ActMeetCharge, 0, rules.Reaction, rules.Unlimited, false, "", "Цель может встретить тебя атакой"},
		{ActCleave, 0, rules.AnyTime, rules.Unlimited, false, "", "атаковать еще одну цель, не тратя действия"},
		{ActSuppressFree, 0, rules.Reaction, rules.Unlimited, false, "", "Каждый раз, когда противник входит в эту область … совершить по нему атаку"},
		{ActLead, 0, rules.AnyTime, rules.OncePerRound, false, "klondike.error.lead_once", "Лидер группы может бросить Командование/ИНТ 8+"},
	} {
		got, ok := e.Cost(tc.key)
		if !ok {
			t.Errorf("%s («%s»): not in the books", tc.key, tc.seed)
			continue
		}
		if got.Cost != tc.cost || got.Timing != tc.timing || got.Once != tc.once || got.Streak != tc.streak || got.Rule != tc.rule {
			t.Errorf("%s («%s»): %+v; want cost %d, timing %d, once %d, streak %v, rule %q", tc.key, tc.seed, got, tc.cost, tc.timing, tc.once, tc.streak, tc.rule)
		}
	}
	// Every tracker action but boarding (a move the GM places) and the
	// attack forms the books name by their own keys is in the table.
	for _, a := range New().Actions() {
		if _, ok := e.Cost(a.Key); !ok && a.Key != ActBoard {
			t.Errorf("tracker action %s is not in the books", a.Key)
		}
	}
}

// «оба борющихся не могут совершать действий кроме продолжения борьбы»:
// continuing the struggle is the grappler's action, two a turn — a won
// wrestle no longer deals its damage again and again for free.
func TestGrappleContinuationIsAnAction(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{STR: 12, DEX: 9, SkillMelee: 1}, "")
	b := fighter(t, 2, "", map[string]int{STR: 7, DEX: 7, END: 12}, "")
	New().StartTurn(a, script())
	// a: 5+5 +1 +1 = 12 beats b: 1+1 +0 −3 = −1 (Effect +4).
	if _, err := Grapple(a, b, GrappleOptions{}, script(5, 5, 1, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := ResolveGrapple(a, b, GrappleChoice{Result: GrappleDamage, Hold: true}, script()); err != nil {
		t.Fatal(err)
	}
	if _, err := Grapple(a, b, GrappleOptions{}, script(5, 5, 1, 1)); err != nil {
		t.Fatalf("the second wrestle of the turn: %v", err)
	}
	if got := state(t, a).ActionsLeft; got != 0 {
		t.Fatalf("two wrestles leave %d actions, want 0", got)
	}
	before := string(a.State)
	_, err := Grapple(a, b, GrappleOptions{}, script(5, 5, 1, 1))
	wantUserError(t, err, "klondike.error.no_actions")
	if string(a.State) != before {
		t.Fatal("a refused wrestle changed the state")
	}
}

// «трата действия на прицеливание непосредственно перед атакой»: a Move
// between the aim and the shot loses the aim.
func TestAimLostToAnotherAction(t *testing.T) {
	c := shooter(t)
	New().StartTurn(c, script())
	if res, err := Act(c, ActAim); err != nil || res.Aim != 1 {
		t.Fatalf("aim: %+v %v", res, err)
	}
	if _, err := Act(c, ActMove); err != nil {
		t.Fatal(err)
	}
	if got := state(t, c).Aim; got != 0 {
		t.Fatalf("aim after a move: %d, want 0", got)
	}
}

// «Цель может встретить тебя атакой»: a charge lets its target meet it,
// once; the round's end ends it.
func TestChargeToMeetOncePerCharge(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{STR: 9, SkillMelee: 1}, "", weapon("Axe", "2d6 melee"))
	b := fighter(t, 2, "", map[string]int{STR: 9, END: 20, SkillMelee: 1}, "", weapon("Axe", "2d6 melee"))
	if ok, _ := ChargeToMeet(b, a); ok {
		t.Fatal("a charge to meet before anyone charged")
	}
	// a charges: 1+1 +0 +1 +2 = 5, a miss.
	if _, err := Attack(a, b, AttackOptions{Weapon: "Axe", Charge: true}, script(1, 1)); err != nil {
		t.Fatal(err)
	}
	if ok, _ := ChargeToMeet(b, a); !ok {
		t.Fatal("b may not meet a's charge")
	}
	if ok, _ := ChargeToMeet(a, b); ok {
		t.Fatal("the charger may meet its own charge")
	}
	// b meets it: 1+1 +1 −2 = 1, a miss; the charge is met.
	res, err := Attack(b, a, AttackOptions{Weapon: "Axe", MeetCharge: true}, script(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := modOf(res.Roll, "klondike.mod.meet_charge"); m != -2 {
		t.Fatalf("meeting without Overwatch: %d, want −2", m)
	}
	if ok, _ := ChargeToMeet(b, a); ok {
		t.Fatal("a charge met twice")
	}
	// Another charge, not met by the round's end: gone.
	nextTurn(t, a)
	if _, err := Attack(a, b, AttackOptions{Weapon: "Axe", Charge: true}, script(1, 1)); err != nil {
		t.Fatal(err)
	}
	New().EndRound(b, script())
	if ok, _ := ChargeToMeet(b, a); ok {
		t.Fatal("a charge outlived its round")
	}
}

// The GM's force:true opens the rules' count to the action the books
// booked: past the turn's two, one more; before the turn came, the round's
// two open now and the turn keeps what is left of them; a second full auto.
func TestAllowOpensTheRulesCount(t *testing.T) {
	c := shooter(t)
	setState(t, c, func(s *State) { s.ActionsLeft, s.Fresh, s.FullAutoUsed = 0, false, true })
	if err := Allow(c, ActAttack, 0, false); err != nil {
		t.Fatal(err)
	}
	if s := state(t, c); s.ActionsLeft != 1 || s.Fresh || !s.FullAutoUsed {
		t.Fatalf("past the two: %+v", s)
	}
	setState(t, c, func(s *State) { s.ActionsLeft, s.Caught = 0, true })
	if err := Allow(c, ActMove, 2, true); err != nil {
		t.Fatal(err)
	}
	if s := state(t, c); s.ActionsLeft != 2 || !s.Fresh || s.Caught {
		t.Fatalf("early: %+v", s)
	}
	if err := Allow(c, ActAuto, 2, false); err != nil {
		t.Fatal(err)
	}
	if state(t, c).FullAutoUsed {
		t.Fatal("full auto still used after the GM allowed another")
	}
	// A free action needs nothing opened.
	setState(t, c, func(s *State) { s.ActionsLeft = 0 })
	if err := Allow(c, ActMeetCharge, 0, false); err != nil || state(t, c).ActionsLeft != 0 {
		t.Fatalf("meeting a charge opened an action: %v", err)
	}
}

// What the rules refuse before the books: the fallen, the shocked (a dive
// is theirs), the grappler (wrestling only), a player's pending choice.
func TestMayActBeforeTheBooks(t *testing.T) {
	c := fighter(t, 1, "p", map[string]int{}, "")
	for _, tc := range []struct {
		name string
		set  func(s *State)
		key  string
		want string
	}{
		{"unconscious", func(s *State) { s.Unconscious = true }, ActMove, "klondike.error.unconscious"},
		{"unconscious dive", func(s *State) { s.Unconscious = true }, ActDive, "klondike.error.unconscious"},
		{"shock", func(s *State) { s.Shock = true }, ActAttack, "klondike.error.in_shock"},
		{"shock dive", func(s *State) { s.Shock = true }, ActDive, ""},
		{"grappling", func(s *State) { s.Grappling = 2 }, ActAim, "klondike.error.grappling"},
		{"grappling wrestles", func(s *State) { s.Grappling = 2 }, ActGrapple, ""},
		{"pending", func(s *State) { s.Pending = 3 }, ActAttack, "klondike.error.pending_first"},
		{"pending, free", func(s *State) { s.Pending = 3 }, ActMeetCharge, ""},
	} {
		st, _ := New().NewState(&c.Sheet)
		c.State = st
		setState(t, c, tc.set)
		err := MayAct(c, tc.key)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		wantUserError(t, err, tc.want)
	}
}

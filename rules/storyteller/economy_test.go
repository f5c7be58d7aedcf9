package storyteller

import (
	"testing"

	"fray/rules"
)

// The economy's data, row by row, against the seed's words: what each
// action costs, when it may be taken and how often.
func TestEconomyRowsQuoteTheSeed(t *testing.T) {
	e := New().Economy()
	if e.PerTurn != 0 || e.FreePerRound != 0 || e.Step != 0 {
		// The seed caps no actions a turn; the split is the rules' own
		// (split.go), not the books' linear count.
		t.Fatalf("budget %+v", e)
	}
	for _, tc := range []struct {
		key    string
		cost   int
		timing rules.Timing
		once   rules.Scope
		seed   string
	}{
		{ActionAttack, 1, rules.AnyTime, rules.Unlimited, "«Атака считается простым действием»; «несколько выстрелов за ход (считается множественным действием)»"},
		{ActionTighten, 1, rules.OwnTurn, rules.OncePerTurn, "«Затем игроки бросают кубики по очереди в порядке инициативы. Нападающий может попытаться нанести дополнительные повреждения, укрепив захват»"},
		{ActionStruggle, 1, rules.OwnTurn, rules.OncePerTurn, "«Жертва может попытаться вырваться из захвата (действие)»; «до своего следующего хода, когда проверка повторяется»"},
		{ActionDodge, 1, rules.Reaction, rules.Unlimited, "«Увернуться от удара: Ловкость + Уворот … У»; «включая защиту от нападения»"},
		{ActionBlock, 1, rules.Reaction, rules.Unlimited, "«Блокировать удар: Ловкость + Рукопашный бой … У»"},
		{ActionParry, 1, rules.Reaction, rules.Unlimited, "«Парировать удар: Ловкость + Фехтование … У»"},
		{ActionStand, 1, rules.AnyTime, rules.Unlimited, "«Если бросок неудачен, он может попробовать встать на ноги следующим действием»"},
		{ActionReload, 1, rules.AnyTime, rules.Unlimited, "«Перезарядка … вместе с другим действием (считается множественным действием)»"},
		{ActionPickUp, 1, rules.AnyTime, rules.Unlimited, "the weapon taken up again (doc.go): an action"},
		{ActionTreat, 1, rules.AnyTime, rules.Unlimited, "«Успешный бросок на Интеллект / Сообразительность + Медицина / Выживание позволяет … остановить кровотечение»"},
		{ActionRelease, 0, rules.AnyTime, rules.Unlimited, "«До освобождения или отпускания жертвы»"},
	} {
		t.Run(tc.key, func(t *testing.T) {
			c, ok := e.Cost(tc.key)
			if !ok {
				t.Fatalf("%s not in the economy (%s)", tc.key, tc.seed)
			}
			if c.Cost != tc.cost || c.Timing != tc.timing || c.Once != tc.once || c.Streak {
				t.Errorf("%s: %+v, want cost %d timing %d once %d — %s", tc.key, c, tc.cost, tc.timing, tc.once, tc.seed)
			}
		})
	}
	if n := len(e.Actions); n != 11 {
		t.Errorf("%d actions in the economy, the table above has 11", n)
	}
}

// «До освобождения или отпускания жертвы, ни один из противников не может
// выполнять другие действия»: the holder may tighten a grapple or let go,
// the victim only break free; everything else — a dodge against a third
// fighter's blow included — is the grip's refusal, named for the side and
// the maneuver. Free fighters are not refused.
func TestForbidWhileAGripLasts(t *testing.T) {
	grip := func(kind string) (holder, victim *rules.Combatant) {
		holder = fighter(t, 1, "Ann", nil)
		victim = fighter(t, 2, "Thug", nil)
		setState(t, holder, func(s *State) { s.Lock = &Lock{Maneuver: kind, Other: 2, Holder: true, Name: "Thug"} })
		setState(t, victim, func(s *State) { s.Lock = &Lock{Maneuver: kind, Other: 1, Name: "Ann"} })
		return holder, victim
	}
	for _, tc := range []struct {
		kind, side, key, refusal string
	}{
		{ManGrapple, "holder", ActionTighten, ""},
		{ManGrapple, "holder", ActionRelease, ""},
		{ManGrapple, "holder", ActionDodge, "storyteller.economy.locked_holder"},
		{ManGrapple, "holder", ActionBlock, "storyteller.economy.locked_holder"},
		{ManGrapple, "holder", ActionAttack, "storyteller.economy.locked_holder"},
		{ManGrapple, "holder", ActionReload, "storyteller.economy.locked_holder"},
		{ManGrapple, "holder", ActionStruggle, "storyteller.economy.locked_holder"},
		{ManHold, "holder", ActionTighten, "storyteller.economy.locked_holder_hold"},
		{ManHold, "holder", ActionRelease, ""},
		{ManHold, "holder", ActionParry, "storyteller.economy.locked_holder_hold"},
		{ManGrapple, "victim", ActionStruggle, ""},
		{ManGrapple, "victim", ActionDodge, "storyteller.economy.locked_victim"},
		{ManGrapple, "victim", ActionRelease, "storyteller.economy.locked_victim"},
		{ManGrapple, "victim", ActionStand, "storyteller.economy.locked_victim"},
		{ManHold, "victim", ActionStruggle, ""},
		{ManHold, "victim", ActionTreat, "storyteller.economy.locked_victim_hold"},
	} {
		t.Run(tc.kind+"/"+tc.side+"/"+tc.key, func(t *testing.T) {
			holder, victim := grip(tc.kind)
			c, other := holder, "Thug"
			if tc.side == "victim" {
				c, other = victim, "Ann"
			}
			n := Forbid(c, tc.key)
			switch {
			case tc.refusal == "" && n != nil:
				t.Fatalf("refused: %+v", n)
			case tc.refusal != "" && (n == nil || n.Key != tc.refusal || n.Args["Other"] != other || n.Args["Name"] != c.Name):
				t.Fatalf("got %+v, want %s naming %s and %s", n, tc.refusal, c.Name, other)
			}
		})
	}
	free := fighter(t, 3, "Bo", nil)
	for _, e := range New().Economy().Actions {
		if n := Forbid(free, e.Key); n != nil {
			t.Errorf("a free fighter refused %s: %+v", e.Key, n)
		}
	}
}

// What an attack costs, read before a die is rolled: each shot or burst one
// action («несколько выстрелов за ход (считается множественным
// действием)»), two guns two, a grapple on one's own victim the tightening;
// and the defence each target takes, named or declared, with whether a grip
// binds it. A locked fighter's declared defence lapsed with the grip; a
// tightened grapple and a fully immobilised target roll no defence.
func TestCostOfAnAttack(t *testing.T) {
	ann := func() *rules.Combatant {
		return fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Firearms: 3, Strength: 3, Brawl: 3},
			withWeapon("Pistol", "Пистолет малого калибра"), withWeapon("Heavy", "Пистолет крупного калибра"), withWeapon("SMG", "Пистолет-пулемет легкий"))
	}
	for _, tc := range []struct {
		name    string
		o       AttackOptions
		setup   func(a, b *rules.Combatant)
		key     string
		actions int
		defs    []DefenseCost
	}{
		{"punch", AttackOptions{Maneuver: ManPunch}, nil, ActionAttack, 1, nil},
		{"three shots", AttackOptions{Weapon: "Pistol", Shots: 3}, nil, ActionAttack, 3, nil},
		{"two guns", AttackOptions{Maneuver: ManTwo, Weapon: "Pistol", Weapon2: "Heavy"}, nil, ActionAttack, 2, nil},
		{"two bursts", AttackOptions{Weapon: "SMG", Maneuver: ManBurst, Shots: 2}, nil, ActionAttack, 2, nil},
		{"named dodge", AttackOptions{Maneuver: ManPunch, Defense: "уворот"}, nil, ActionAttack, 1, []DefenseCost{{Target: 2, Key: ActionDodge, Named: true}}},
		{"declared block", AttackOptions{Maneuver: ManPunch}, func(_, b *rules.Combatant) {
			setState(t, b, func(s *State) { s.Defense = ManBlock })
		}, ActionAttack, 1, []DefenseCost{{Target: 2, Key: ActionBlock}}},
		{"none", AttackOptions{Maneuver: ManPunch, Defense: "none"}, func(_, b *rules.Combatant) {
			setState(t, b, func(s *State) { s.Defense = ManBlock })
		}, ActionAttack, 1, nil},
		{"a block does not stop bullets", AttackOptions{Weapon: "Pistol"}, func(_, b *rules.Combatant) {
			setState(t, b, func(s *State) { s.Defense = ManBlock })
		}, ActionAttack, 1, nil},
		{"tighten", AttackOptions{Maneuver: ManGrapple, Defense: "dodge"}, func(a, b *rules.Combatant) {
			setState(t, a, func(s *State) { s.Lock = &Lock{Maneuver: ManGrapple, Other: 2, Holder: true, Name: "Bob"} })
			setState(t, b, func(s *State) { s.Lock = &Lock{Maneuver: ManGrapple, Other: 1, Name: "Ann"} })
		}, ActionTighten, 1, nil},
		{"a holder's named dodge", AttackOptions{Maneuver: ManPunch, Defense: "dodge"}, func(_, b *rules.Combatant) {
			setState(t, b, func(s *State) { s.Lock = &Lock{Maneuver: ManGrapple, Other: 9, Holder: true, Name: "Thug"} })
		}, ActionAttack, 1, []DefenseCost{{Target: 2, Key: ActionDodge, Named: true, Locked: true}}},
		{"a holder's old declared dodge", AttackOptions{Maneuver: ManPunch}, func(_, b *rules.Combatant) {
			setState(t, b, func(s *State) {
				s.Defense = ManDodge
				s.Lock = &Lock{Maneuver: ManGrapple, Other: 9, Holder: true, Name: "Thug"}
			})
		}, ActionAttack, 1, nil},
		{"fully immobilised", AttackOptions{Maneuver: ManPunch, Defense: "dodge", Immobilized: "full"}, nil, ActionAttack, 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, b := ann(), fighter(t, 2, "Bob", map[string]int{Dexterity: 2, Dodge: 2})
			if tc.setup != nil {
				tc.setup(a, b)
			}
			beforeA, beforeB := string(a.State), string(b.State)
			tc.o.SpecialtyRule = SpecialtyReroll
			cost, err := CostOf(tc.o, a, []*rules.Combatant{b})
			if err != nil {
				t.Fatal(err)
			}
			if cost.Key != tc.key || cost.Actions != tc.actions || len(cost.Defenses) != len(tc.defs) {
				t.Fatalf("%+v, want %s ×%d, defences %+v", cost, tc.key, tc.actions, tc.defs)
			}
			for i := range tc.defs {
				if cost.Defenses[i] != tc.defs[i] {
					t.Errorf("defence %d: %+v, want %+v", i, cost.Defenses[i], tc.defs[i])
				}
			}
			if string(a.State) != beforeA || string(b.State) != beforeB {
				t.Error("planning the cost changed a fighter")
			}
		})
	}
	// Each target of a strafe defends for itself.
	a := ann()
	b, c := fighter(t, 2, "Bob", nil), fighter(t, 3, "Cy", nil)
	setState(t, c, func(s *State) { s.Defense = ManDodge })
	cost, err := CostOf(AttackOptions{Weapon: "SMG", Defenses: []string{"dodge", ""}, SpecialtyRule: SpecialtyReroll}, a, []*rules.Combatant{b, c})
	if err != nil {
		t.Fatal(err)
	}
	want := []DefenseCost{{Target: 2, Key: ActionDodge, Named: true}, {Target: 3, Key: ActionDodge}}
	if cost.Actions != 1 || len(cost.Defenses) != 2 || cost.Defenses[0] != want[0] || cost.Defenses[1] != want[1] {
		t.Fatalf("strafe: %+v", cost)
	}
	if _, err := CostOf(AttackOptions{}, a, []*rules.Combatant{a}); errKey(err) != "storyteller.error.self_target" {
		t.Fatalf("self: %v", err)
	}
}

// Every action of the round counts in the split, a defence, a stand-up and a
// struggle as much as an attack: without a declaration the second action of
// the round loses 3 dice (as the second of two declared), each later one a
// die more; with actions:N declared, the other actions join on top of it.
func TestSplitPenaltyCountsEveryActionOfTheRound(t *testing.T) {
	for _, tc := range []struct {
		name     string
		declared int
		at       Place
		shots    int
		want     []int
	}{
		{"first of the round", 0, Place{}, 1, []int{0}},
		{"second, after an attack", 0, Place{Before: 1}, 1, []int{3}},
		{"second, after a dodge", 0, Place{Before: 1, Other: 1}, 1, []int{3}},
		{"third, after two attacks", 0, Place{Before: 2}, 1, []int{4}},
		{"third, after a stand-up and a failed retry", 0, Place{Before: 2, Other: 2}, 1, []int{5}},
		{"three shots, first of the round", 0, Place{}, 3, []int{3, 4, 5}},
		{"two declared, first", 2, Place{}, 1, []int{2}},
		{"two declared, after a dodge", 2, Place{Before: 1, Other: 1}, 1, []int{3}},
		{"two declared, third action", 2, Place{Before: 2}, 1, []int{4}},
		{"one declared, after a reload", 1, Place{Before: 1, Other: 1}, 1, []int{3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for i, w := range tc.want {
				if got := splitPenalty(tc.declared, tc.at, tc.shots, i); got != w {
					t.Errorf("action %d: −%d, want −%d", i, got, w)
				}
			}
		})
	}
}

// «ни один из противников не может выполнять другие действия»: the holder
// of a grapple no longer dodges a third fighter's blow (before, only the
// victim's defence was skipped); the GM's waiver rolls it. A defence is the
// defender's action, split by its place in the round (Defended): Bob
// (Dexterity 2 + Dodge 2 = 4 dice) dodging as his second action loses 3.
func TestDefenceWhileHoldingAndItsSplit(t *testing.T) {
	setup := func() (ann, bob *rules.Combatant) {
		ann = fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Brawl: 3, Strength: 2})
		bob = fighter(t, 2, "Bob", map[string]int{Dexterity: 2, Dodge: 2, Stamina: 1})
		setState(t, bob, func(s *State) { s.Lock = &Lock{Maneuver: ManGrapple, Other: 9, Holder: true, Name: "Thug"} })
		return ann, bob
	}
	ann, bob := setup()
	r, err := Attack(AttackOptions{Maneuver: ManPunch, Defense: "dodge", SpecialtyRule: SpecialtyReroll}, ann, bob, always(8))
	if err != nil {
		t.Fatal(err)
	}
	if r.Shots[0].Defense != nil {
		t.Fatalf("the holder dodged: %+v", r.Shots[0].Defense)
	}
	ann, bob = setup()
	r, err = Attack(AttackOptions{Maneuver: ManPunch, Defense: "dodge", SpecialtyRule: SpecialtyReroll,
		Waived: []int{2}, Defended: map[int]Place{2: {Before: 1}}}, ann, bob, always(8))
	if err != nil {
		t.Fatal(err)
	}
	d := r.Shots[0].Defense
	if d == nil || d.Roll.Pool != 1 || sumMods(d.PoolMods) != -3 {
		t.Fatalf("the waived dodge: %+v", d)
	}
	if state(t, bob).Lock == nil {
		t.Error("the waiver let go of the grip")
	}
}

// A stand-up and a struggle are actions: after another action this round
// their pools are split (Dexterity 3 + Athletics 2 = 5 → 2; Strength 2 +
// Brawl 2 = 4 → 1), first of the round they keep them.
func TestStandAndStruggleAreSplitActions(t *testing.T) {
	c := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Athletics: 2})
	setState(t, c, func(s *State) { s.Prone = true })
	r, err := StandAt(c, always(2), Place{})
	if err != nil || r.Roll.Roll.Pool != 5 || !r.Down {
		t.Fatalf("%v %+v", err, r)
	}
	r, err = StandAt(c, always(2), Place{Before: 1, Other: 1})
	if err != nil || r.Roll.Roll.Pool != 2 || sumMods(r.Roll.PoolMods) != -3 {
		t.Fatalf("the retry: %v %+v", err, r)
	}
	victim := fighter(t, 2, "Thug", map[string]int{Strength: 2, Brawl: 2})
	holder := fighter(t, 3, "Ogre", map[string]int{Strength: 2, Brawl: 2})
	setState(t, holder, func(s *State) { s.Lock = &Lock{Maneuver: ManGrapple, Other: 2, Holder: true, Name: "Thug"} })
	setState(t, victim, func(s *State) { s.Lock = &Lock{Maneuver: ManGrapple, Other: 3, Name: "Ogre"} })
	s, err := StruggleAt(victim, holder, always(2), Place{Before: 1})
	if err != nil || s.Escape.Roll.Pool != 1 || s.Grip.Roll.Pool != 4 {
		t.Fatalf("%v %+v", err, s)
	}
}

// An NPC's stand-up roll at the start of its turn is its action: StartTurn
// leaves it for the books (Unbooked), TakeUnbooked hands it over once, and
// a new round clears what was never booked.
func TestNPCStandUpIsLeftForTheBooks(t *testing.T) {
	c := fighter(t, 1, "Orc", map[string]int{Dexterity: 2, Athletics: 1})
	setState(t, c, func(s *State) { s.Prone = true })
	New().StartTurn(c, always(2))
	if st := state(t, c); st.Unbooked != 1 || !st.Acted || !st.Prone {
		t.Fatalf("%+v", st)
	}
	if n, err := TakeUnbooked(c); err != nil || n != 1 {
		t.Fatalf("%d %v", n, err)
	}
	if n, _ := TakeUnbooked(c); n != 0 {
		t.Fatalf("handed over twice: %d", n)
	}
	New().StartTurn(c, always(2))
	New().StartRound(c, nil)
	if n, _ := TakeUnbooked(c); n != 0 {
		t.Fatalf("last round's stand-up kept: %d", n)
	}
}

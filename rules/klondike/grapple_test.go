package klondike

import "testing"

// "бороться с противником при помощи встречного броска Ближнего Боя/ЛОВ.
// Победитель броска может: …" and "Победитель прошлого раунда борьбы
// получает +1 на следующий бросок. Этот бонус не накапливается."
func TestGrapple(t *testing.T) {
	a := fighter(t, 1, "p", map[string]int{STR: 12, DEX: 9, SkillMelee: 1}, "")
	b := fighter(t, 2, "", map[string]int{STR: 7, DEX: 7, END: 7}, "5")
	// a: 5+5 +1 DEX +1 Melee = 12 (Effect 4); b: 3+3 +0 −3 untrained = 3.
	d := script(5, 5, 3, 3)
	res, err := Grapple(a, b, GrappleOptions{}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Winner != 1 || res.Effect != 4 || len(res.Choices) != 7 {
		t.Fatalf("grapple %+v", res)
	}
	// "Нанести урон 2+СИЛ+Эффект. Такой урон игнорирует броню кроме
	// полностью закрытых скафандров." 2 + 2 (STR 12) + 4 = 8, armor 5 ignored.
	out, err := ResolveGrapple(a, b, GrappleChoice{Result: GrappleDamage, Hold: true}, script(1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if out.Damage.Before != 8 || out.Damage.Armor != 0 || out.Damage.After != 8 || !out.Holding {
		t.Fatalf("damage %+v", out.Damage)
	}
	if state(t, a).Grappling != 2 || state(t, b).Grappling != 1 {
		t.Fatal("holding not recorded")
	}
	// "оба борющихся не могут совершать действий кроме продолжения борьбы"
	_, err = Attack(a, b, AttackOptions{Damage: "d6"}, script())
	wantUserError(t, err, "klondike.error.grappling")
	// Next round the winner has +1 (once).
	res, err = Grapple(a, b, GrappleOptions{}, script(1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := modOf(res.A, "klondike.mod.grapple_won"); m != 1 {
		t.Fatalf("winner bonus %+v", res.A.Mods)
	}
	if _, ok := modOf(res.B, "klondike.mod.grapple_won"); ok {
		t.Fatal("loser got the bonus")
	}
	// A result cannot be picked twice.
	if _, err := ResolveGrapple(a, b, GrappleChoice{Result: GrappleHold}, script()); err != nil {
		t.Fatal(err)
	}
	_, err = ResolveGrapple(a, b, GrappleChoice{Result: GrappleHold}, script())
	wantUserError(t, err, "klondike.error.no_grapple_win")
}

func TestGrappleResults(t *testing.T) {
	cases := []struct {
		choice  GrappleChoice
		armor   string
		effect  int
		faces   []int
		prone   bool
		holding bool
		taken   bool
		after   int
	}{
		{GrappleChoice{Result: GrappleKnockdown, Hold: true}, "", 0, nil, true, true, false, -1},
		{GrappleChoice{Result: GrapplePush}, "", 0, nil, false, false, false, -1},
		// "в случае Эффекта 6+ победитель может выхватить его сам"
		{GrappleChoice{Result: GrappleDisarm}, "", 5, nil, false, false, false, -1},
		{GrappleChoice{Result: GrappleDisarm}, "", 6, nil, false, false, true, -1},
		// "Бросить противника на землю, нанеся d6+СИЛ урона": d6 4 + STR 12 (+2) = 6, armor 2 → 4; no holding.
		{GrappleChoice{Result: GrappleThrow, Hold: true}, "2", 0, []int{4}, true, false, false, 4},
		// A sealed suit still protects against grappling damage: 2+2+3 = 7 − 5.
		{GrappleChoice{Result: GrappleDamage}, "5 sealed", 3, nil, false, false, false, 2},
		{GrappleChoice{Result: GrappleBreak, Hold: true}, "", 0, nil, false, false, false, -1},
	}
	for _, tc := range cases {
		a := fighter(t, 1, "", map[string]int{STR: 12, DEX: 9}, "")
		b := fighter(t, 2, "", map[string]int{STR: 7, DEX: 7, END: 12}, tc.armor)
		setState(t, a, func(s *State) { s.GrapplePending, s.GrappleEffect = 2, tc.effect })
		d := script(tc.faces...)
		out, err := ResolveGrapple(a, b, tc.choice, d)
		if err != nil {
			t.Fatal(err)
		}
		allUsed(t, d)
		if state(t, b).Prone != tc.prone || out.Holding != tc.holding || out.Taken != tc.taken {
			t.Errorf("%+v: %+v", tc.choice, out)
		}
		if tc.after >= 0 && (out.Damage == nil || out.Damage.After != tc.after) {
			t.Errorf("%+v: damage %+v", tc.choice, out.Damage)
		}
	}
}

package klondike

import "testing"

// "Движение: пройти 10 метров или встать из положения лежа. Лежачий
// персонаж может проползти 3 метра." "Каждый персонаж может совершить два
// действия в свою инициативу." Zones: "каждые 10 метров движения можно
// считать за одну зону".
func TestActions(t *testing.T) {
	c := shooter(t)
	New().StartTurn(c, script())
	res, err := Act(c, ActMove)
	if err != nil || res.Metres != 10 || res.Zones != 1 || res.ActionsLeft != 1 {
		t.Fatalf("move %+v %v", res, err)
	}
	_, err = Act(c, ActCrawl)
	wantUserError(t, err, "klondike.error.not_prone")
	setState(t, c, func(s *State) { s.Prone = true })
	_, err = Act(c, ActMove)
	wantUserError(t, err, "klondike.error.prone_move")
	if res, _ = Act(c, ActCrawl); res.Metres != 3 || res.Zones != 0 {
		t.Fatalf("crawl %+v", res)
	}
	// Both actions spent (move, crawl): a third is refused, nothing changed.
	_, err = Act(c, ActStand)
	wantUserError(t, err, "klondike.error.no_actions")
	if !state(t, c).Prone {
		t.Fatal("a refused stand-up changed the state")
	}
	New().StartTurn(c, script())
	if _, err := Act(c, ActStand); err != nil || state(t, c).Prone {
		t.Fatal("stand up")
	}
	_, err = Act(c, "dance")
	wantUserError(t, err, "klondike.error.bad_action")

	// "Прицеливание: трата действия на прицеливание непосредственно перед
	// атакой даёт атаке модификатор +1. Прицеливание может накапливаться" —
	// two aim actions with a scope: +2, spent by the attack.
	New().StartTurn(c, script())
	Act(c, ActAim)
	if res, _ = Act(c, ActAim); res.Aim != 2 || res.ActionsLeft != 0 {
		t.Fatalf("aim %+v", res)
	}
	// Two actions spent on aiming: the attack is the next turn's.
	_, err = Attack(c, npc(t, 2, ""), AttackOptions{Weapon: "Scoped", Range: 100}, script(1, 1))
	wantUserError(t, err, "klondike.error.no_actions")
	nextTurn(t, c)
	ar, err := Attack(c, npc(t, 2, ""), AttackOptions{Weapon: "Scoped", Range: 100}, script(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := modOf(ar.Roll, "klondike.mod.aim"); m != 2 || state(t, c).Aim != 0 {
		t.Fatalf("aim mod %d", m)
	}
}

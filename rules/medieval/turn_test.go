package medieval

import "testing"

// A turn starts once a round. Started again in the same round — a held
// action released, or a charge at the round's start that handed the turn
// to the charger — it must not roll a stunned NPC's recovery a second time
// («может быть отменён путём успешного прохождения проверки в последующем
// раунде»: one try a round), nor end an aiming streak («за каждый
// последовательный ход прицеливания»).
func TestTurnStartsOnceARound(t *testing.T) {
	sys := New()
	npc := fighter(t, 1, "", map[string]int{BODY: 6}, "")
	setState(t, npc, func(s *State) { s.Stunned, s.Wounds = true, 6 }) // save 6 − 1
	d, done := script(t, 9)                                            // fails: 9 > 5
	if ev := sys.StartTurn(npc, d); len(ev) != 1 || !state(t, npc).Stunned {
		t.Fatalf("first start: %+v", ev)
	}
	if ev := sys.StartTurn(npc, d); len(ev) != 0 {
		t.Fatalf("a second start in the round rolled again: %+v", ev)
	}
	done()

	archer := fighter(t, 2, "u2", attStats, "", longbow)
	sys.StartTurn(archer, nil)
	if _, err := TakeAction(ActionOptions{Action: "aim"}, archer); err != nil {
		t.Fatal(err)
	}
	nextTurn(archer) // round 2: the streak goes on
	sys.StartTurn(archer, nil)
	if _, err := TakeAction(ActionOptions{Action: "aim"}, archer); err != nil {
		t.Fatal(err)
	}
	if got := state(t, archer).Aim; got != 2 {
		t.Fatalf("aim after two turns with a second start between = %d, want 2", got)
	}
	// The round's end opens the next turn.
	sys.EndRound(npc, nil)
	d, done = script(t, 2)
	if ev := sys.StartTurn(npc, d); len(ev) != 1 || state(t, npc).Stunned {
		t.Fatalf("next round's start: %+v", ev)
	}
	done()
}

package encounter

import (
	"errors"
	"slices"
	"testing"

	"fray/rules/dice"
)

// klondike: «Если преуспевает только одна сторона, она получает бесплатный
// раунд действий до начала инициативы.» The free round is round 0: only the
// surprising side takes turns, in initiative order; then round 1 for all.
func TestFreeRoundOnlyTheSurprisingSideActsThenRoundOne(t *testing.T) {
	var calls []string
	sys := testSys{calls: &calls}
	// Initiative on entry: A 9+1, B 8+1, C 7+1, D 6+1.
	d := dice.NewScripted(9, 8, 7, 6)
	e := New("test", "gm")
	for _, n := range []string{"A", "B", "C", "D"} {
		mustAdd(t, e, sys, d, fighter(n, 1))
	}
	ids := []int{e.Combatants[1].ID, e.Combatants[3].ID} // B and D ambush
	calls = nil
	if _, err := e.StartFreeRound(sys, d, ids); err != nil {
		t.Fatal(err)
	}
	if e.Round != 0 || !e.FreeRound() || e.Current().Name != "B" {
		t.Fatalf("round %d free %v turn %s, want round 0, B's turn", e.Round, e.Free, e.Current().Name)
	}
	if !slices.Equal(calls, []string{"turn:B"}) {
		t.Fatalf("hooks %v, want B's start of turn", calls)
	}
	if e.LastTurn(sys) {
		t.Fatal("B's turn is not the free round's last: D comes after")
	}
	if _, err := e.Next(sys, d); err != nil {
		t.Fatal(err)
	}
	if e.Current().Name != "D" {
		t.Fatalf("after B, %s's turn; want D (C was caught off guard)", e.Current().Name)
	}
	if !e.LastTurn(sys) {
		t.Fatal("D's turn is the free round's last")
	}
	if err := e.Prev(); err != nil || e.Current().Name != "B" {
		t.Fatalf("Prev from D: %v, %s; want back to B", err, e.Current().Name)
	}
	if _, err := e.Next(sys, d); err != nil {
		t.Fatal(err)
	}
	// Past D, round 1 for everyone, initiative rolled again: 2, 3, 4, 5.
	d = dice.NewScripted(2, 3, 4, 5)
	if _, err := e.Next(sys, d); err != nil {
		t.Fatal(err)
	}
	if err := dice.Check(d); err != nil {
		t.Fatal(err)
	}
	if e.Round != 1 || e.FreeRound() {
		t.Fatalf("round %d free %v after the free round; want round 1, no free side", e.Round, e.Free)
	}
	if got, want := order(e), ">D6 C5 B4 A3 "; got != want {
		t.Fatalf("round 1 order %q, want %q", got, want)
	}
}

func TestFreeRoundRefusals(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(9, 8, 7)
	e := New("test", "gm")
	for _, n := range []string{"A", "B"} {
		mustAdd(t, e, sys, d, fighter(n, 1))
	}
	if _, err := e.StartFreeRound(sys, d, []int{99}); !errors.Is(err, ErrFreeRoundNobody) {
		t.Fatalf("unknown side: %v, want ErrFreeRoundNobody", err)
	}
	e.Combatants[1].State = []byte(`{"dead":true}`)
	if _, err := e.StartFreeRound(sys, d, []int{e.Combatants[1].ID}); !errors.Is(err, ErrFreeRoundNobody) {
		t.Fatalf("dead side: %v, want ErrFreeRoundNobody", err)
	}
	e.Combatants[1].State = []byte(`{}`)
	if _, err := e.Next(sys, d); err != nil {
		t.Fatal(err)
	}
	before := order(e)
	if _, err := e.StartFreeRound(sys, d, []int{e.Combatants[0].ID}); !errors.Is(err, ErrFreeRoundLate) {
		t.Fatalf("after the first turn: %v, want ErrFreeRoundLate", err)
	}
	if order(e) != before || e.Round != 1 {
		t.Fatalf("a refused free round changed the fight: %s round %d", order(e), e.Round)
	}
}

// The free side's last fighter leaving ends the free round; a newcomer
// during it waits for round 1.
func TestFreeRoundLeaveAndJoin(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(9, 8, 7)
	e := New("test", "gm")
	for _, n := range []string{"A", "B", "C"} {
		mustAdd(t, e, sys, d, fighter(n, 1))
	}
	if _, err := e.StartFreeRound(sys, d, []int{e.Combatants[0].ID}); err != nil {
		t.Fatal(err)
	}
	mustAdd(t, e, sys, dice.NewScripted(10), fighter("E", 5)) // 15: tops the order
	if e.Current().Name != "A" || e.LastTurn(sys) != true {
		t.Fatalf("a newcomer took the free round: turn %s", e.Current().Name)
	}
	d = dice.NewScripted(1, 1, 1, 1)
	if _, err := e.Leave(sys, d, e.Current().ID); err != nil {
		t.Fatal(err)
	}
	if e.Round != 1 || e.FreeRound() {
		t.Fatalf("round %d free %v after the free side left; want round 1", e.Round, e.Free)
	}
}

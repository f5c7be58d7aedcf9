package encounter

import (
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

func TestLedgerCountsTheRoundWheneverTaken(t *testing.T) {
	e := New("toy", "gm")
	// Fighter 1 acts out of turn on 2's turn, then twice on its own.
	e.Book(Spend{C: 1, Act: "attack", Cost: 1, Turn: 2})
	e.Book(Spend{C: 1, Act: "aim", Cost: 1, Turn: 1})
	e.Book(Spend{C: 1, Act: "aim", Cost: 1, Turn: 1})
	e.Book(Spend{C: 2, Act: "move", Cost: 1, Turn: 2})
	e.Book(Spend{C: 1, Act: "meet", Cost: 0, Turn: 2})
	for _, tc := range []struct {
		name      string
		got, want int
	}{
		{"actions in the round, out of turn included", e.ActionsInRound(1), 3},
		{"free actions count nothing", e.ActionsInRound(2), 1},
		{"aims this round", e.Took(1, "aim", false), 2},
		{"attacks on its own turn", e.Took(1, "attack", true), 0},
		{"the aiming run is broken by the free meet", e.Streak(1, "aim"), 0},
		{"the run of meets", e.Streak(1, "meet"), 1},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	if n, whole := e.ActionsInTurn(1); n != 2 || whole {
		t.Errorf("own turn: %d actions, whole %v; want 2, false", n, whole)
	}
}

func TestLedgerKeepsTheRoundBeforeForARun(t *testing.T) {
	e := New("toy", "gm")
	e.Book(Spend{C: 1, Act: "attack", Cost: 1, Turn: 1})
	e.newRound() // round 1's books stay as the round before
	e.Round = 2
	e.Book(Spend{C: 1, Act: "aim", Cost: 1, Turn: 1})
	e.newRound() // round 1 goes; round 2 stays
	e.Round = 3
	e.Book(Spend{C: 1, Act: "aim", Cost: 1, Turn: 1})
	if got := e.Streak(1, "aim"); got != 2 {
		t.Errorf("a run of aims over two rounds: %d, want 2", got)
	}
	if got := e.ActionsInRound(1); got != 1 {
		t.Errorf("round 3 counts its own: %d, want 1", got)
	}
	if len(e.Spent) != 2 || e.Spent[0].Round != 2 {
		t.Errorf("books kept: %+v, want rounds 2 and 3", e.Spent)
	}
}

func TestLedgerWholeTurn(t *testing.T) {
	e := New("toy", "gm")
	e.Book(Spend{C: 1, Act: "auto", Cost: rules.WholeTurn, Turn: 1})
	if _, whole := e.ActionsInTurn(1); !whole {
		t.Error("a whole-turn action did not fill the turn")
	}
}

func TestNextRoundStartsTheBooksAfresh(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(3, 9, 6, 6, 6)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("A", 5))
	a := e.Current()
	e.Book(Spend{C: a.ID, Act: "attack", Cost: 1, Turn: a.ID})
	if _, err := e.NextRound(sys, d); err != nil {
		t.Fatal(err)
	}
	if got := e.ActionsInRound(a.ID); got != 0 {
		t.Errorf("round %d starts with %d actions booked, want 0", e.Round, got)
	}
	if got := e.Streak(a.ID, "attack"); got != 1 {
		t.Errorf("the round before is kept for a run: streak %d, want 1", got)
	}
}

func TestLedgerBooksTheNextRoundAhead(t *testing.T) {
	e := New("toy", "gm")
	e.Book(Spend{C: 1, Act: "attack", Cost: 1, Turn: 1})
	e.BookNextRound(Spend{C: 1, Act: "dive", Cost: 1, Turn: 2})
	if got := e.ActionsInRound(1); got != 1 {
		t.Errorf("round 1 counts the attack only: %d, want 1", got)
	}
	e.newRound()
	e.Round = 2
	if got := e.ActionsInRound(1); got != 1 {
		t.Errorf("round 2 counts the dive booked ahead: %d, want 1", got)
	}
	if got := e.Streak(1, "attack"); got != 0 {
		t.Errorf("the dive between breaks a run: streak %d, want 0", got)
	}
}

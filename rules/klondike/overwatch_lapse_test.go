package klondike

import "testing"

// «Дозор: персонаж заготавливает свое действие до появления противника»:
// the readied action is one of the turn's two, and lapses unfired when the
// watcher's next turn brings two new ones (a newcomer's first turn keeps
// what it readied before it).
func TestOverwatchLapsesAtTheNextTurn(t *testing.T) {
	for _, tc := range []struct {
		name       string
		fresh      bool
		wantLapsed bool
	}{
		{"next turn", false, true},
		{"a newcomer's first turn", true, false},
	} {
		c := npc(t, 1, "")
		setState(t, c, func(s *State) { s.ActionsLeft, s.Fresh, s.Caught = 2, false, false })
		if _, err := Act(c, ActOverwatch); err != nil {
			t.Fatal(err)
		}
		setState(t, c, func(s *State) { s.Fresh = tc.fresh })
		ev := New().StartTurn(c, script())
		lapsed := false
		for _, e := range ev {
			lapsed = lapsed || e.Note.Key == "klondike.event.overwatch_lapsed"
		}
		if lapsed != tc.wantLapsed || state(t, c).Overwatch == tc.wantLapsed || OverwatchReady(c) == tc.wantLapsed {
			t.Errorf("%s: lapsed %v, overwatch %v", tc.name, lapsed, state(t, c).Overwatch)
		}
	}
}

package klondike

import (
	"errors"
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// fighter builds a combatant from "KEY value" pairs, weapons and armor, with
// a fresh state.
func fighter(t testing.TB, id int, owner string, stats map[string]int, armor string, weapons ...rules.Weapon) *rules.Combatant {
	t.Helper()
	c := &rules.Combatant{ID: id, Name: "c" + string(rune('0'+id)), Owner: owner,
		Sheet: rules.Sheet{Stats: stats, Armor: armor, Weapons: weapons}}
	st, err := New().NewState(&c.Sheet)
	if err != nil {
		t.Fatal(err)
	}
	c.State = st
	return c
}

func weapon(name, spec string) rules.Weapon { return rules.Weapon{Name: name, Spec: spec} }

func state(t testing.TB, c *rules.Combatant) *State {
	t.Helper()
	s, err := LoadState(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func setState(t testing.TB, c *rules.Combatant, f func(s *State)) {
	t.Helper()
	s := state(t, c)
	f(s)
	if err := SaveState(c, s); err != nil {
		t.Fatal(err)
	}
}

// script returns a scripted source; done checks every face was used.
func script(faces ...int) *dice.Scripted { return dice.NewScripted(faces...) }

func allUsed(t testing.TB, d *dice.Scripted) {
	t.Helper()
	if err := dice.Check(d); err != nil {
		t.Fatalf("dice: %v", err)
	}
	if d.Remaining() != 0 {
		t.Fatalf("%d scripted faces left unused", d.Remaining())
	}
}

func wantUserError(t testing.TB, err error, key string) {
	t.Helper()
	var ue *rules.UserError
	if !errors.As(err, &ue) {
		t.Fatalf("want user error %q, got %v", key, err)
	}
	if ue.Note.Key != key {
		t.Fatalf("want user error %q, got %q", key, ue.Note.Key)
	}
}

func has(list []string, x string) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

func modOf(r Roll, reason string) (int, bool) {
	for _, m := range r.Mods {
		if m.Reason == reason {
			return m.Value, true
		}
	}
	return 0, false
}

// nextTurn gives c its two actions back, as StartTurn does, without the
// rest of the turn's bookkeeping: tests that fire many attacks from one
// combatant stand for several turns.
func nextTurn(t testing.TB, c *rules.Combatant) {
	t.Helper()
	setState(t, c, func(s *State) { s.ActionsLeft = 2 })
}

package medieval

import (
	"errors"
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// fighter builds a combatant with stats, armor and weapons, in a fresh state.
func fighter(t testing.TB, id int, owner string, stats map[string]int, armor string, weapons ...rules.Weapon) *rules.Combatant {
	t.Helper()
	c := &rules.Combatant{ID: id, Name: "F" + string(rune('0'+id)), Owner: owner,
		Sheet: rules.Sheet{Stats: stats, Armor: armor, Weapons: weapons}}
	raw, err := New().NewState(&c.Sheet)
	if err != nil {
		t.Fatalf("NewState: %v", err)
	}
	c.State = raw
	return c
}

func state(t testing.TB, c *rules.Combatant) *State {
	t.Helper()
	st, err := LoadState(c)
	if err != nil {
		t.Fatalf("LoadState: %v", err)
	}
	return st
}

func setState(t testing.TB, c *rules.Combatant, f func(*State)) {
	t.Helper()
	st := state(t, c)
	f(st)
	if err := SaveState(c, st); err != nil {
		t.Fatal(err)
	}
}

// script returns a scripted source and a check that every face was used.
func script(t testing.TB, faces ...int) (*dice.Scripted, func()) {
	t.Helper()
	s := dice.NewScripted(faces...)
	return s, func() {
		t.Helper()
		if err := dice.Check(s); err != nil {
			t.Fatalf("dice: %v", err)
		}
		if s.Remaining() != 0 {
			t.Fatalf("%d scripted faces left unused (dice order differs)", s.Remaining())
		}
	}
}

// userKey returns the message key of a user error, or "" for none.
func userKey(err error) string {
	var ue *rules.UserError
	if errors.As(err, &ue) {
		return ue.Note.Key
	}
	if err != nil {
		return "non-user error: " + err.Error()
	}
	return ""
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

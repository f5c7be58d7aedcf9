package storyteller

import (
	"errors"
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// fighter builds a combatant with the given stats (canonical keys) and a
// fresh state from the system.
func fighter(t testing.TB, id int, name string, stats map[string]int, opts ...func(*rules.Sheet)) *rules.Combatant {
	t.Helper()
	c := &rules.Combatant{ID: id, Name: name, Sheet: rules.Sheet{Name: name, Stats: stats, Flags: map[string]bool{}}}
	for _, o := range opts {
		o(&c.Sheet)
	}
	raw, err := New().NewState(&c.Sheet)
	if err != nil {
		t.Fatal(err)
	}
	c.State = raw
	return c
}

func withFlag(f string) func(*rules.Sheet)  { return func(s *rules.Sheet) { s.Flags[f] = true } }
func withArmor(a string) func(*rules.Sheet) { return func(s *rules.Sheet) { s.Armor = a } }
func withWeapon(name, spec string) func(*rules.Sheet) {
	return func(s *rules.Sheet) { s.Weapons = append(s.Weapons, rules.Weapon{Name: name, Spec: spec}) }
}

func state(t testing.TB, c *rules.Combatant) *State {
	t.Helper()
	s, err := LoadState(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func setState(t testing.TB, c *rules.Combatant, f func(*State)) {
	t.Helper()
	s := state(t, c)
	f(s)
	if err := SaveState(c, s); err != nil {
		t.Fatal(err)
	}
}

// storeState stores s as c's state, as a stored fight holds it: the state
// as it is, not built from c's sheet.
func storeState(t testing.TB, c *rules.Combatant, s State) {
	t.Helper()
	c.State = nil
	if err := SaveState(c, &s); err != nil {
		t.Fatal(err)
	}
}

// allUsed fails unless the script was consumed exactly: proof of the dice order.
func allUsed(t testing.TB, src *dice.Scripted) {
	t.Helper()
	if err := dice.Check(src); err != nil {
		t.Fatalf("dice: %v", err)
	}
	if n := src.Remaining(); n != 0 {
		t.Fatalf("%d scripted faces left unused", n)
	}
}

// errKey returns the UserError key of err, or "" for none.
func errKey(err error) string {
	var ue *rules.UserError
	if errors.As(err, &ue) {
		return ue.Note.Key
	}
	if err != nil {
		return "not a user error: " + err.Error()
	}
	return ""
}

func seq(faces ...int) *dice.Scripted { return dice.NewScripted(faces...) }

func has(list []string, x string) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

func eqInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

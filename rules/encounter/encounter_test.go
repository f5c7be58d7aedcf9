package encounter

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// testSys: initiative 1d10 + REF; ties go to the higher REF; a combatant
// whose State is {"dead":true} is dead. It records hook calls.
type testSys struct{ calls *[]string }

func (s testSys) ID() string                          { return "test" }
func (s testSys) Stats() []rules.StatDef              { return nil }
func (s testSys) ParseArmor(x string) (string, error) { return x, nil }
func (s testSys) ParseWeapon(n, x string) (rules.Weapon, error) {
	return rules.Weapon{Name: n, Spec: x}, nil
}
func (s testSys) NewState(*rules.Sheet) ([]byte, error) { return []byte(`{}`), nil }
func (s testSys) Initiative(c *rules.Combatant, d dice.Source) rules.Initiative {
	r := d.Roll(10)
	ref := c.Sheet.Stat("REF", 0)
	return rules.Initiative{Total: r + ref, Dice: []int{r}, Mod: ref}
}
func (s testSys) CompareTie(a, b *rules.Combatant) int {
	return b.Sheet.Stat("REF", 0) - a.Sheet.Stat("REF", 0)
}
func (s testSys) RerollEachRound() bool { return true }
func (s testSys) note(what string, c *rules.Combatant) []rules.Event {
	if s.calls != nil {
		*s.calls = append(*s.calls, what+":"+c.Name)
	}
	return nil
}
func (s testSys) StartRound(c *rules.Combatant, d dice.Source) []rules.Event {
	return s.note("round", c)
}
func (s testSys) StartTurn(c *rules.Combatant, d dice.Source) []rules.Event { return s.note("turn", c) }
func (s testSys) EndRound(c *rules.Combatant, d dice.Source) []rules.Event  { return s.note("end", c) }
func (s testSys) Health(c *rules.Combatant) rules.Health {
	return rules.Health{Dead: string(c.State) == `{"dead":true}`}
}
func (s testSys) Dead(c *rules.Combatant) bool { return s.Health(c).Dead }
func (s testSys) Actions() []rules.Action      { return nil }

func fighter(name string, ref int) rules.Combatant {
	return rules.Combatant{Name: name, Sheet: rules.Sheet{Name: name, Stats: map[string]int{"REF": ref}}}
}

func order(e *Encounter) string {
	s := ""
	for i, c := range e.Combatants {
		if i == e.Turn {
			s += ">"
		}
		s += fmt.Sprintf("%s%d ", c.Name, c.Init)
	}
	return s
}

func mustAdd(t *testing.T, e *Encounter, sys rules.System, d dice.Source, c rules.Combatant) {
	t.Helper()
	if _, err := e.Add(sys, d, c); err != nil {
		t.Fatal(err)
	}
}

func TestAddSortsByInitiativeAndTurnStartsAtTheTop(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(3, 9, 6)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("A", 5))
	mustAdd(t, e, sys, d, fighter("B", 5))
	mustAdd(t, e, sys, d, fighter("C", 5))
	if got, want := order(e), ">B14 C11 A8 "; got != want {
		t.Fatalf("order %q, want %q", got, want)
	}
}

func TestNextWalksTheOrderThenRerollsInListedOrder(t *testing.T) {
	var calls []string
	sys := testSys{calls: &calls}
	// A 8, B 14, C 11; new round rolls B, C, A (the listed order): 1, 2, 10.
	d := dice.NewScripted(3, 9, 6, 1, 2, 10)
	e := New("test", "gm")
	for _, c := range []rules.Combatant{fighter("A", 5), fighter("B", 5), fighter("C", 5)} {
		mustAdd(t, e, sys, d, c)
	}
	for _, want := range []string{"B14 >C11 A8 ", "B14 C11 >A8 "} {
		if _, err := e.Next(sys, d); err != nil {
			t.Fatal(err)
		}
		if got := order(e); got != want {
			t.Fatalf("after next %q, want %q", got, want)
		}
	}
	if _, err := e.Next(sys, d); err != nil {
		t.Fatal(err)
	}
	if e.Round != 2 {
		t.Fatalf("round %d, want 2", e.Round)
	}
	if got, want := order(e), ">A15 C7 B6 "; got != want {
		t.Fatalf("round 2 order %q, want %q", got, want)
	}
	if d.Remaining() != 0 {
		t.Fatalf("%d faces left: the re-roll drew the wrong number of dice", d.Remaining())
	}
	// Hooks: end of round for all, start of round for all, then A's turn.
	wantTail := []string{"end:B", "end:C", "end:A", "round:A", "round:C", "round:B", "turn:A"}
	tail := calls[len(calls)-len(wantTail):]
	if fmt.Sprint(tail) != fmt.Sprint(wantTail) {
		t.Fatalf("hooks %v, want %v", tail, wantTail)
	}
}

func TestTiesBySystemRuleThenRollOff(t *testing.T) {
	sys := testSys{}
	// Low REF 3 rolls 9 = 12; High REF 7 rolls 5 = 12: the system's rule
	// (higher REF first) decides with no roll-off.
	d := dice.NewScripted(9, 5)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("Low", 3))
	mustAdd(t, e, sys, d, fighter("High", 7))
	if got, want := order(e), ">High12 Low12 "; got != want {
		t.Fatalf("order %q, want %q", got, want)
	}
	// Same REF, same total: a d10 roll-off each, in listed order.
	d2 := dice.NewScripted(4, 4, 2, 8)
	e2 := New("test", "gm")
	mustAdd(t, e2, sys, d2, fighter("X", 5))
	mustAdd(t, e2, sys, d2, fighter("Y", 5)) // tie 9–9: roll-off X 2, Y 8
	if got, want := order(e2), ">Y9 X9 "; got != want {
		t.Fatalf("roll-off order %q, want %q", got, want)
	}
}

func TestJoiningMidRoundKeepsTheTurn(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(5, 3, 10)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("A", 0))    // 5
	mustAdd(t, e, sys, d, fighter("B", 0))    // 3
	if _, err := e.Next(sys, d); err != nil { // B's turn
		t.Fatal(err)
	}
	mustAdd(t, e, sys, d, fighter("C", 0)) // 10, sorts first
	if got, want := order(e), "C10 A5 >B3 "; got != want {
		t.Fatalf("order %q, want %q", got, want)
	}
}

func TestHoldAndRelease(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(9, 5, 1)
	e := New("test", "gm")
	for _, c := range []rules.Combatant{fighter("A", 0), fighter("B", 0), fighter("C", 0)} {
		mustAdd(t, e, sys, d, c)
	}
	a := e.Combatants[0].ID
	held, _, err := e.Hold(sys, d, a)
	if err != nil || !held {
		t.Fatalf("hold: %v %v", held, err)
	}
	if got, want := order(e), "A9 >B5 C1 "; got != want {
		t.Fatalf("after hold %q, want %q", got, want)
	}
	if _, err := e.Next(sys, d); err != nil {
		t.Fatal(err)
	}
	// A acts now, before C.
	if _, _, err := e.Hold(sys, d, a); err != nil {
		t.Fatal(err)
	}
	if got, want := order(e), "B5 >A9 C1 "; got != want {
		t.Fatalf("after release %q, want %q", got, want)
	}
	if _, _, err := e.Hold(sys, d, e.Combatants[2].ID); err == nil {
		t.Fatal("holding out of turn was allowed")
	}
}

// The round's last fighter cannot hold: nobody acts after it, and a hold
// ends with the round, so the action would only be lost. Nothing changes.
func TestHoldOnTheLastTurnIsRefused(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(9, 5)
	e := New("test", "gm")
	for _, c := range []rules.Combatant{fighter("A", 0), fighter("B", 0)} {
		mustAdd(t, e, sys, d, c)
	}
	if _, err := e.Next(sys, d); err != nil { // B's turn, the last
		t.Fatal(err)
	}
	_, _, err := e.Hold(sys, d, e.Current().ID)
	var ue *rules.UserError
	if !errors.As(err, &ue) || ue.Note.Key != "tracker.err.hold_last" {
		t.Fatalf("hold on the last turn: %v", err)
	}
	if got, want := order(e), "A9 >B5 "; got != want || e.Round != 1 {
		t.Fatalf("after the refusal %q round %d, want %q round 1", got, e.Round, want)
	}
}

func TestPinnedInitiativeSurvivesRerolls(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(2, 3, 10)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("A", 0))
	mustAdd(t, e, sys, d, fighter("B", 0))
	if err := e.SetInit(sys, d, e.Combatants[1].ID, 20, true); err != nil { // A (2) pinned at 20
		t.Fatal(err)
	}
	if _, err := e.NextRound(sys, d); err != nil { // only B re-rolls: 10
		t.Fatal(err)
	}
	if got, want := order(e), ">A20 B10 "; got != want {
		t.Fatalf("order %q, want %q", got, want)
	}
}

func TestDeadAreSkipped(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(9, 5, 1)
	e := New("test", "gm")
	for _, c := range []rules.Combatant{fighter("A", 0), fighter("B", 0), fighter("C", 0)} {
		mustAdd(t, e, sys, d, c)
	}
	e.Combatants[1].State = json.RawMessage(`{"dead":true}`)
	if _, err := e.Next(sys, d); err != nil {
		t.Fatal(err)
	}
	if c := e.Current(); c.Name != "C" {
		t.Fatalf("turn went to %s, want C (B is dead)", c.Name)
	}
}

func TestRemoveAdjustsTurn(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(9, 5, 1)
	e := New("test", "gm")
	for _, c := range []rules.Combatant{fighter("A", 0), fighter("B", 0), fighter("C", 0)} {
		mustAdd(t, e, sys, d, c)
	}
	_, _ = e.Next(sys, d) // B
	if err := e.Remove(e.Combatants[0].ID); err != nil {
		t.Fatal(err)
	}
	if c := e.Current(); c.Name != "B" {
		t.Fatalf("turn is %s, want B", c.Name)
	}
	if err := e.Remove(999); err == nil {
		t.Fatal("removing a stranger worked")
	}
}

func TestFindAndErrors(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(1, 2, 3)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("Orc 1", 0))
	mustAdd(t, e, sys, d, fighter("Orc 2", 0))
	mustAdd(t, e, sys, d, fighter("Гоблин", 0))
	if c, err := e.Find("гоб"); err != nil || c.Name != "Гоблин" {
		t.Fatalf("prefix find: %v %v", c, err)
	}
	if _, err := e.Find("orc"); err == nil {
		t.Fatal("ambiguous prefix found one")
	}
	if _, err := e.Add(sys, d, fighter("orc 1", 0)); err == nil {
		t.Fatal("duplicate name accepted")
	}
	if _, err := e.Add(sys, d, fighter("  ", 0)); err == nil {
		t.Fatal("blank name accepted")
	}
	empty := New("test", "gm")
	if _, err := empty.Next(sys, d); err == nil {
		t.Fatal("next on an empty fight worked")
	}
	if err := empty.Prev(); err == nil {
		t.Fatal("prev on an empty fight worked")
	}
}

func TestRecordDamageTallies(t *testing.T) {
	e := New("test", "gm")
	e.RecordDamage(1, 2, 7, false)
	e.RecordDamage(1, 2, 5, true)
	if e.Tally[1].Dealt != 12 || e.Tally[2].Taken != 12 || !e.Tally[2].Fell || e.Tally[2].FellRound != 1 {
		t.Fatalf("tally %+v %+v", e.Tally[1], e.Tally[2])
	}
}

func TestTeamLeaderRollsOnceForTheGroupEachRound(t *testing.T) {
	sys := testSys{}
	d := dice.NewScripted(1, 2, 3)
	e := New("test", "gm")
	for _, c := range []rules.Combatant{fighter("Lead", 5), fighter("Grunt", 2), fighter("Lone", 0)} {
		mustAdd(t, e, sys, d, c)
	}
	for i := range e.Combatants {
		if e.Combatants[i].Name != "Lone" {
			e.Combatants[i].Group = "orcs"
		}
	}
	// Listed order: Lone 3, Lead 6, Grunt 4 → sorted Lead, Grunt, Lone.
	// New round: Lead rolls 7 for the group; Grunt reuses it; Lone rolls 9.
	d2 := dice.NewScripted(7, 9)
	if _, err := e.NextRound(sys, d2); err != nil {
		t.Fatal(err)
	}
	if got, want := order(e), ">Lead12 Grunt9 Lone9 "; got != want {
		t.Fatalf("order %q, want %q", got, want)
	}
	if d2.Remaining() != 0 {
		t.Fatalf("%d faces unused", d2.Remaining())
	}
}

// A newcomer who ties rolls off alone: those who rolled off before keep
// their roll (and the script is not drained by every join).
func TestRollOffIsNotRepeatedForEveryJoin(t *testing.T) {
	sys := testSys{}
	// X 4+5 and Y 4+5 tie: roll-off X 2, Y 8. Z joins at 9 too: only Z rolls (5).
	d := dice.NewScripted(4, 4, 2, 8, 4, 5)
	e := New("test", "gm")
	mustAdd(t, e, sys, d, fighter("X", 5))
	mustAdd(t, e, sys, d, fighter("Y", 5))
	mustAdd(t, e, sys, d, fighter("Z", 5))
	if got, want := order(e), ">Y9 Z9 X9 "; got != want {
		t.Fatalf("order %q, want %q", got, want)
	}
	if d.Remaining() != 0 {
		t.Fatalf("%d faces unused", d.Remaining())
	}
}

// Leave on the leaver's turn ends that turn as Next would: the next one's
// turn hooks run, its prompts go, and past the last a new round begins.
func TestLeaveOnItsTurnPassesTheTurn(t *testing.T) {
	for _, tc := range []struct {
		name      string
		leave     string // who leaves: B on its turn, C (the last) on its turn, or A off turn
		nexts     int    // Next calls before leaving (A is first)
		wantOrder string
		wantCalls string
		round     int
	}{
		{"middle", "B", 1, "A9 >C1 ", "turn:C", 1},
		{"last", "C", 2, ">A10 B6 ", "end:A end:B round:A round:B turn:A", 2},
		{"off turn", "A", 1, ">B5 C1 ", "", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var calls []string
			sys := testSys{calls: &calls}
			d := dice.NewScripted(9, 5, 1, 10, 6)
			e := New("test", "gm")
			for _, c := range []rules.Combatant{fighter("A", 0), fighter("B", 0), fighter("C", 0)} {
				mustAdd(t, e, sys, d, c)
			}
			for range tc.nexts {
				_, _ = e.Next(sys, d)
			}
			c, err := e.Find(tc.leave)
			if err != nil {
				t.Fatal(err)
			}
			e.Prompts = []rules.Event{{Combatant: c.ID, Prompt: "save"}}
			calls = nil
			if _, err := e.Leave(sys, d, c.ID); err != nil {
				t.Fatal(err)
			}
			if got := order(e); got != tc.wantOrder {
				t.Errorf("order %q, want %q", got, tc.wantOrder)
			}
			if got := fmt.Sprint(calls); got != "["+tc.wantCalls+"]" {
				t.Errorf("hooks %s, want [%s]", got, tc.wantCalls)
			}
			if e.Round != tc.round || len(e.Prompts) != 0 {
				t.Errorf("round %d, prompts %v; want round %d and none", e.Round, e.Prompts, tc.round)
			}
		})
	}
}

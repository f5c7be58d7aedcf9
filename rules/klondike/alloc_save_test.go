package klondike

import (
	"bytes"
	"testing"

	"fray/rules"
	"fray/rules/rulestest"
)

// SaveState encodes into stateScratch on its stack. The generated encoder
// first asks for State's Msgsize, its bound with every field at its widest:
// a fighter with half a dozen guns, a lost limb and a few watchers still
// fits, so its saves cost only the stored copy.
func TestStateScratchHoldsAUsualState(t *testing.T) {
	s := State{Lost: []string{PartLeg, PartArm}, Watchers: []int{1, 2, 3, 4, 5, 6}, SuppressWeapon: "Пулемёт Максим",
		Ammo: rules.Counts{"Винтовка Мосина": 5, "Пистолет": 8, "Пулемёт Максим": 250, "Граната": 3, "SMG": 30, "Shotgun": 2}}
	if n := s.Msgsize(); n > stateScratch {
		t.Errorf("Msgsize %d, past the %d bytes of scratch space", n, stateScratch)
	}
}

// A save that changes nothing keeps the stored bytes and allocates
// nothing (most of the round hooks' saves); a save that does stores one
// copy of the encoding, and a state past the scratch space one more.
func TestSaveStateAllocs(t *testing.T) {
	c := shooter(t)
	setState(t, c, func(s *State) { s.Wounded, s.Watchers, s.Lost = true, []int{3}, []string{PartArm} })
	s := state(t, c)
	big := &State{Watchers: make([]int, 40)} // Msgsize counts 9 bytes a watcher
	var fresh rules.Combatant
	rulestest.CheckAllocs(t, []rulestest.AllocCase{
		{Name: "unchanged", Run: func() { _ = SaveState(c, s) }, Want: 0},
		{Name: "changed", Run: func() { fresh.State = nil; _ = SaveState(&fresh, s) }, Want: 1},
		{Name: "past the scratch space", Run: func() { fresh.State = nil; _ = SaveState(&fresh, big) }, Want: 2},
	})
	// The stored bytes are the encoding itself.
	want, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range [][]byte{c.State, saved(t, *s)} {
		if !bytes.Equal(got, want) {
			t.Fatalf("stored %x, encoding %x", got, want)
		}
	}
}

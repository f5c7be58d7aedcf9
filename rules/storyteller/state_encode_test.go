package storyteller

import (
	"strings"
	"testing"

	"fray/rules/encoding/statejson"
	"fray/rules/encoding/statejson/statejsontest"
)

// appendState writes json.Marshal's bytes for every field of State and Lock
// set alone and all at once, none set, a nil state, the states the system's
// own tests produce (fixtureStates in state_decode_test.go) and 20,000
// random states: see statejsontest.RunAppend.
func TestAppendStateMatchesMarshal(t *testing.T) {
	statejsontest.RunAppend(t, fixtureStates(t), statejsontest.NoError(appendState))
}

func FuzzAppendState(f *testing.F) {
	statejsontest.FuzzAppend(f, statejsontest.NoError(appendState))
}

// SaveState stores json.Marshal's bytes at their exact size — also for a
// state past the stack scratch space — in 1 allocation for a typical one.
func TestSaveStateExactSize(t *testing.T) {
	typical := &State{Bashing: 2, Lethal: 1, Defense: ManDodge, Ammo: map[string]int{"кольт": 7},
		Lock: &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"}}
	big := &State{Lock: &Lock{Name: strings.Repeat("Жук <&> ", 60)}}
	statejsontest.CheckSave(t, SaveState, typical, big, statejson.ScratchSize, 1)
}

// BenchmarkSaveState encodes the gunman of BenchmarkLoadState (health
// boxes, a declared dodge, a hold and a clip): encoding/json alone, then
// SaveState.
func BenchmarkSaveState(b *testing.B) {
	c := fighter(b, 1, "Стрелок", map[string]int{Dexterity: 3}, withWeapon("Кольт", "Пистолет крупного калибра"))
	setState(b, c, func(s *State) {
		s.Bashing, s.Lethal, s.Defense = 2, 1, ManDodge
		s.Lock = &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "Жук"}
	})
	statejsontest.BenchSave(b, c, state(b, c), SaveState)
}

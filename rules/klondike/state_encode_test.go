package klondike

import (
	"strings"
	"testing"

	"fray/rules/encoding/statejson"
	"fray/rules/encoding/statejson/statejsontest"
)

// appendState writes json.Marshal's bytes for every field of State set
// alone and all at once, none set, a nil state, the states the system's own
// tests produce (fixtureStates in state_decode_test.go) and 20,000 random
// states: see statejsontest.RunAppend.
func TestAppendStateMatchesMarshal(t *testing.T) {
	statejsontest.RunAppend(t, fixtureStates(t), statejsontest.NoError(appendState))
}

func FuzzAppendState(f *testing.F) {
	statejsontest.FuzzAppend(f, statejsontest.NoError(appendState))
}

// SaveState stores json.Marshal's bytes at their exact size — also for a
// state past the stack scratch space — in 1 allocation for a typical one.
func TestSaveStateExactSize(t *testing.T) {
	typical := &State{Str: 8, Dex: 9, End: 7, OrigStr: 8, OrigDex: 9, OrigEnd: 7, ActionsLeft: 2, Wounded: true,
		Lost: []string{"arm"}, Watchers: []int{3}, Ammo: map[string]int{"Rifle": 30, "Pistol": 6}}
	big := &State{SuppressWeapon: strings.Repeat("Пулемёт <&> ", 60)}
	statejsontest.CheckSave(t, SaveState, typical, big, statejson.ScratchSize, 1)
}

// BenchmarkSaveState encodes the shooter of BenchmarkLoadState (five
// magazines, a watcher, a lost limb): encoding/json alone, then SaveState.
func BenchmarkSaveState(b *testing.B) {
	c := shooter(b)
	setState(b, c, func(s *State) { s.Wounded, s.Watchers, s.Lost = true, []int{3}, []string{"arm"} })
	statejsontest.BenchSave(b, c, state(b, c), SaveState)
}

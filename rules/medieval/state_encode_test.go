package medieval

import (
	"math"
	"testing"

	"fray/rules/encoding/statejson"
	"fray/rules/encoding/statejson/statejsontest"
)

// appendState writes json.Marshal's bytes for every field of State and of
// its armor stacks set alone and all at once, none set, a nil state, the
// states the system's own tests produce (fixtureStates in
// state_decode_test.go) and 20,000 random states: see
// statejsontest.RunAppend.
func TestAppendStateMatchesMarshal(t *testing.T) {
	statejsontest.RunAppend(t, fixtureStates(t), statejsontest.NoError(appendState))
}

func FuzzAppendState(f *testing.F) {
	statejsontest.FuzzAppend(f, statejsontest.NoError(appendState))
}

// SaveState stores json.Marshal's bytes at their exact size — also for a
// state past the stack scratch space — in 1 allocation, the result (the
// armor stacks are appended into the scratch space), and none when the
// bytes do not change.
func TestSaveStateExactSize(t *testing.T) {
	typical := &State{Wounds: 5, Parry: 4, Aim: 1, Actions: 1}
	typical.Armor[Torso] = LocArmor{N: 2, Layers: [MaxLayers]Layer{{SP: 10, Marked: true}, {SP: 14, Hard: true}}}
	const huge = math.MinInt64
	big := &State{Wounds: huge, EV: huge, Parry: huge, Aim: huge, Actions: huge, Shots: huge}
	for l := range big.Armor {
		big.Armor[l] = LocArmor{N: MaxLayers, Layers: [MaxLayers]Layer{{SP: huge, Hard: true}, {SP: huge, Marked: true}, {SP: huge}}}
	}
	statejsontest.CheckSave(t, SaveState, typical, big, statejson.ScratchSize, 1)
}

// BenchmarkSaveState encodes the armored, wounded fighter of
// BenchmarkLoadState: encoding/json alone, then SaveState.
func BenchmarkSaveState(b *testing.B) {
	c := fighter(b, 2, "", defStats, "torso 10 ev1; torso 14 hard; head 4")
	setState(b, c, func(s *State) { s.Wounds, s.Parry, s.Aim, s.Actions = 5, 4, 1, 1 })
	statejsontest.BenchSave(b, c, state(b, c), SaveState)
}

package klondike

import (
	"testing"

	"fray/rules"
	"fray/rules/encoding/statejson/statejsontest"
)

// loadReaders: loadOnStack (the stack State the round hooks and Initiative
// read) gives what LoadState gives, value and failure alike, also for an
// empty state (a fresh one from the sheet).
func loadReaders() statejsontest.Readers[State] {
	return statejsontest.Readers[State]{
		Sheet: rules.Sheet{Stats: map[string]int{STR: 8}, Weapons: []rules.Weapon{{Name: "Rifle", Spec: "2d6+2 range:100 ammo:5"}}},
		Load:  LoadState, Fast: loadOnStack,
	}
}

func TestLoadOnStackMatchesLoadState(t *testing.T) {
	loadReaders().Run(t, []string{``, `{}`, `null`, `{"str":8,"future":1}`, `{"str":"x"}`, `{"watchers":[1,2],"watchers":[null]}`, `{"str":8}}`}, fixtureStates(t))
}

func FuzzLoadOnStack(f *testing.F) {
	f.Add([]byte(`{"str":8,"lost":["нога"],"ammo":{"Rifle":30},"watchers":[2]}`))
	f.Add([]byte{0x81, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Fuzz(loadReaders().Fuzz)
}

package klondike

import (
	"testing"

	"fray/rules"
)

// The watcher's verb is written with its watch and forgotten with it.
func TestWatchVerbFollowsTheReadiedWeapon(t *testing.T) {
	knife := rules.Combatant{ID: 1, Name: "Ann", Owner: "u1", Sheet: rules.Sheet{Weapons: []rules.Weapon{{Name: "Knife", Spec: "d6+2 melee"}}}}
	nade := rules.Combatant{ID: 2, Name: "Cid", Sheet: rules.Sheet{Weapons: []rules.Weapon{{Name: "Grenade", Spec: "5d6 thrown blast:6"}, {Name: "Knife", Spec: "d6+2 melee"}}}}
	orc := rules.Combatant{ID: 3, Name: "Orc"}
	all := []rules.Combatant{knife, nade, orc}
	if err := WatchFrom(&all[0], all); err != nil {
		t.Fatal(err)
	}
	if err := WatchFrom(&all[1], all); err != nil {
		t.Fatal(err)
	}
	s, err := LoadState(&all[2])
	if err != nil {
		t.Fatal(err)
	}
	if len(s.WatchStrikes) != 1 || s.WatchStrikes[0] != 1 || len(s.WatchThrows) != 1 || s.WatchThrows[0] != 2 {
		t.Fatalf("strikes %v, throws %v; want [1], [2]", s.WatchStrikes, s.WatchThrows)
	}
	if err := Unwatch(1, all); err != nil {
		t.Fatal(err)
	}
	if err := Unwatch(2, all); err != nil {
		t.Fatal(err)
	}
	if s, _ = LoadState(&all[2]); s.Watchers != nil || s.WatchStrikes != nil || s.WatchThrows != nil {
		t.Fatalf("after Unwatch: %v %v %v", s.Watchers, s.WatchStrikes, s.WatchThrows)
	}
}

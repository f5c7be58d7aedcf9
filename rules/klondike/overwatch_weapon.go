package klondike

import (
	"slices"

	"fray/rules"
)

// OverwatchWeapon is the weapon a readied Overwatch fires from the
// tracker's button: the first ranged or thrown one on c's sheet, else the
// first one (a melee weapon). ok is false when the sheet has no weapon
// that parses. No dice.
func OverwatchWeapon(c *rules.Combatant) (w WeaponSpec, ok bool) {
	for _, sw := range c.Sheet.Weapons {
		ws, err := ParseWeaponSpec(sw.Name, sw.Spec)
		if err != nil {
			continue
		}
		if !ok {
			w, ok = ws, true
		}
		if ws.Kind != KindMelee {
			return ws, true
		}
	}
	return w, ok
}

// watchKind is the kind of watcher's readied weapon (OverwatchWeapon);
// armed is false when it has none.
func watchKind(watcher *rules.Combatant) (kind string, armed bool) {
	w, ok := OverwatchWeapon(watcher)
	return w.Kind, ok
}

// addWatcher writes id among s's Watchers, and among the ones that strike
// or throw when its readied weapon is a melee or a thrown one: the
// turn-start prompt's verb (StartTurn).
func addWatcher(s *State, id int, kind string, armed bool) {
	s.Watchers = append(s.Watchers, id)
	switch {
	case !armed:
	case kind == KindMelee:
		s.WatchStrikes = append(s.WatchStrikes, id)
	case kind == KindThrown:
		s.WatchThrows = append(s.WatchThrows, id)
	}
}

// withoutID is ids without id, nil when nothing is left; a new array when
// it changes (an undo snapshot may share the old one).
func withoutID(ids []int, id int) []int {
	if !slices.Contains(ids, id) {
		return ids
	}
	var kept []int
	for _, x := range ids {
		if x != id {
			kept = append(kept, x)
		}
	}
	return kept
}

// Package odds computes the exact probabilities of Fray's core rolls, for the
// /odds command: a GM sees what a roll can do before anyone touches a die.
//
// Everything here is computed, never simulated: storyteller pools by dynamic
// programming over the dice, the 2d6 check by its 36 outcomes, the medieval
// exploding d10 by its geometric series. The package is pure (no state, no I/O).
package odds

import "fray/rules"

// ErrKeyRange is the Note key of the error for a number outside its range:
// the shared out-of-range refusal, whose Option the commands layer names as
// the user's client shows it ("навык", not "skill").
// Args: Option (the option's key), Value, Min, Max.
const ErrKeyRange = "err.out_of_range"

// inRange returns a rules.UserError when v is outside min..max.
func inRange(name string, v, min, max int) error {
	if v < min || v > max {
		return rules.Errorf(ErrKeyRange, map[string]any{"Option": name, "Value": v, "Min": min, "Max": max})
	}
	return nil
}

// modLimit bounds every stat, skill and modifier a user can type: far beyond
// any sheet, small enough that no sum can overflow.
const modLimit = 100

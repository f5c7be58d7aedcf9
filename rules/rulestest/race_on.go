//go:build race

package rulestest

// RaceEnabled: the race detector changes allocation counts, so exact
// allocation tests skip under it.
const RaceEnabled = true
